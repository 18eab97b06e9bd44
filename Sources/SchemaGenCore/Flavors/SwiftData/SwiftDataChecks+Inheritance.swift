import SchemaKit
import SchemaModel

/// Model inheritance in SwiftData ("Adopting inheritance in SwiftData", iOS 26): a subclass needs a SwiftData
/// that has it, and Apple documents adding subclasses as new models, not moving an existing model's rows into
/// or out of a hierarchy.
extension SwiftDataChecks {
    /// A model with a superclass, where the deployment target's SwiftData has no inheritance.
    func inheritanceDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        guard let superclass = model.superclass, !options.deploymentTarget.hasModelInheritance else { return [] }
        return [
            .error(
                .needsNewerSwiftData,
                "'\(model.name)' inherits from '\(superclass)', which SwiftData allows from \(SwiftDataRules.inheritanceReleases), and the deployment target is \(options.deploymentTarget)",
                at: file.location(of: .modelSuperclass(model: model.name)),
                hint:
                    "raise 'swiftDataDeploymentTarget' to iOS 26 (or macOS 26) in schemagen.yaml, or give '\(model.name)' a relationship to '\(superclass)' instead of inheriting from it"
            )
        ]
    }

    /// An existing model that gains, loses or changes its superclass in `step`.
    func superclassChangeError(_ change: SchemaChange, in step: VersionStep) -> Diagnostic {
        .error(
            .unexpressibleInSwiftData,
            "'\(change.path)' changes its \(change.detail): SwiftData documents adding subclasses as new models (a lightweight stage), not moving a model's stored rows into or out of a hierarchy",
            at: step.schema.location(of: change.element),
            hint:
                "keep '\(change.path)' as it was; declare a new model with the superclass, copy the rows to it in a custom stage, and remove '\(change.path)' in a later version"
        )
    }
}
