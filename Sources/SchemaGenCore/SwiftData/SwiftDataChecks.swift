import SchemaKit
import SchemaModel

/// What the SwiftData flavor checks beyond the contract, as located diagnostics: what SwiftData can't
/// express, what the configured SwiftData release lacks, what CloudKit sync forbids, versions SwiftData would
/// hash alike, and renamed models (which SwiftData sees as new entities).
struct SwiftDataChecks {
    let options: SwiftDataOptions

    func diagnostics(for analysis: HistoryAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for step in analysis.steps {
            diagnostics += definitionDiagnostics(step)
            diagnostics += cloudKitDiagnostics(step.schema)
            for change in step.changes where change.kind == .modelRenamed {
                diagnostics.append(renamedEntityWarning(change, in: step))
            }
        }
        diagnostics += duplicateHashDiagnostics(analysis)
        if let latest = analysis.steps.last?.schema {
            diagnostics += aliasDiagnostics(latest)
        }
        return diagnostics
    }

    // MARK: What a version defines

    /// Reported where the element is defined (a reused element was reported in the version that defined it).
    private func definitionDiagnostics(_ step: VersionStep) -> [Diagnostic] {
        let file = step.schema
        var diagnostics: [Diagnostic] = []
        let definedNames = file.enums.map(\.name) + file.models.map(\.name)
        for name in definedNames where step.redefinition.defines(name) {
            guard let collision = SwiftDataRules.typeCollision(name) else { continue }
            let isModel = file.model(named: name) != nil
            diagnostics.append(
                .error(
                    .reservedNameInSwiftData,
                    "the \(isModel ? "model" : "enum") name '\(name)' \(collision)",
                    at: file.location(of: isModel ? .model(name) : .enumeration(name)),
                    hint: isModel
                        ? "SwiftData names an entity by its class, so choose another name before the version ships, such as '\(name)Record'; a shipped model is renamed with 'renamedFrom:' and a custom stage"
                        : "choose another name, such as '\(name)Kind'; an enum's name is not stored, so renaming it keeps every value"
                ))
        }
        for model in file.models where step.redefinition.defines(model.name) {
            if model.hashModifier != nil {
                diagnostics.append(
                    .error(
                        .unexpressibleInSwiftData,
                        "SwiftData has no hash modifier for a whole model, only for its properties ('\(model.name)')",
                        at: file.location(of: .model(model.name)),
                        hint: "put 'hashModifier:' on one of its attributes or relationships instead"))
            }
            diagnostics += constraintDiagnostics(model, in: file)
            diagnostics += propertyNameDiagnostics(model, in: file)
        }
        return diagnostics
    }

    /// Properties named like a member SwiftData or Core Data declares on every model.
    private func propertyNameDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        let names = model.attributes.map(\.name) + model.relationships.map(\.name)
        return names.compactMap { name in
            guard let collision = SwiftDataRules.propertyCollision(name) else { return nil }
            return .error(
                .reservedNameInSwiftData,
                "the property name '\(model.name).\(name)' is \(collision)",
                at: file.location(of: .property(model: model.name, name: name)),
                hint:
                    "rename it, such as '\(name)Value'; where a shipped version stores it as '\(name)', write 'originalName: \(name)' on the new name so its values carry over"
            )
        }
    }

    /// The typealias map's extra names live at module level, where a framework's type of the same name is
    /// shadowed for the whole app.
    private func aliasDiagnostics(_ latest: VersionFile) -> [Diagnostic] {
        latest.aliases.compactMap { alias in
            guard let collision = SwiftDataRules.typeCollision(alias.name) else { return nil }
            return .error(
                .reservedNameInSwiftData,
                "the alias '\(alias.name)' \(collision) in the whole app module",
                at: latest.location(of: .alias(alias.name)),
                hint:
                    "choose another alias, such as '\(alias.name)Record'; aliases are not stored, so renaming one loses nothing"
            )
        }
    }

    /// `#Unique` and `#Index` exist from iOS 18 / macOS 15 on.
    private func constraintDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        guard !options.deploymentTarget.hasCompoundConstraints else { return [] }
        let target = options.deploymentTarget
        var diagnostics: [Diagnostic] = []
        for constraint in model.uniqueConstraints
        where constraint.count > 1 || model.attribute(named: constraint[0]) == nil {
            diagnostics.append(
                .error(
                    .needsNewerSwiftData,
                    "the unique constraint [\(constraint.joined(separator: ", "))] of '\(model.name)' needs '#Unique', which SwiftData has from \(SwiftDataRules.compoundConstraintReleases), and the deployment target is \(target)",
                    at: file.location(of: .uniqueConstraint(model: model.name, properties: constraint)),
                    hint:
                        "raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the constraint (a single attribute can be 'unique: true', which \(target) has)"
                ))
        }
        for index in model.indexes {
            diagnostics.append(
                .error(
                    .needsNewerSwiftData,
                    "the index [\(index.joined(separator: ", "))] of '\(model.name)' needs '#Index', which SwiftData has from \(SwiftDataRules.compoundConstraintReleases), and the deployment target is \(target)",
                    at: file.location(of: .index(model: model.name, properties: index)),
                    hint: "raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the index"))
        }
        return diagnostics
    }

    // MARK: CloudKit

    /// CloudKit's rules, in every version that syncs: it can't enforce uniqueness or required values across
    /// devices, and records arrive in any order.
    private func cloudKitDiagnostics(_ file: VersionFile) -> [Diagnostic] {
        guard options.cloudKit.applies(to: file.version) else { return [] }
        var diagnostics: [Diagnostic] = []
        func report(_ message: String, at element: SchemaElement, hint: String) {
            diagnostics.append(
                .error(
                    .cloudKitIncompatible, "\(message), which CloudKit sync does not allow (version \(file.version))",
                    at: file.location(of: element), hint: hint))
        }
        for model in file.models {
            for attribute in model.attributes where !attribute.isTransient {
                let path = "\(model.name).\(attribute.name)"
                if !attribute.type.isOptional && attribute.defaultValue == nil {
                    report(
                        "'\(path)' is required and has no default",
                        at: .property(model: model.name, name: attribute.name),
                        hint: "make it optional ('\(attribute.type)?') or give it a default")
                }
                if attribute.isUnique {
                    report(
                        "'\(path)' is unique", at: .property(model: model.name, name: attribute.name),
                        hint: "remove 'unique: true'; check for duplicates in the app instead")
                }
            }
            for constraint in model.uniqueConstraints {
                report(
                    "'\(model.name)' has the unique constraint [\(constraint.joined(separator: ", "))]",
                    at: .uniqueConstraint(model: model.name, properties: constraint),
                    hint: "remove the constraint; check for duplicates in the app instead")
            }
            for relationship in model.relationships {
                let path = "\(model.name).\(relationship.name)"
                if !relationship.cardinality.isOptional {
                    let optional =
                        relationship.cardinality.isToMany ? "[\(relationship.target)]?" : "\(relationship.target)?"
                    report(
                        "'\(path)' is a required relationship",
                        at: .propertyPart(model: model.name, name: relationship.name, .target),
                        hint: "write 'to: \"\(optional)\"'")
                }
                if relationship.deleteRule == .deny {
                    report(
                        "'\(path)' has the delete rule deny",
                        at: .property(model: model.name, name: relationship.name),
                        hint: "use nullify, cascade or noAction")
                }
            }
        }
        return diagnostics
    }

    // MARK: Steps

    private func renamedEntityWarning(_ change: SchemaChange, in step: VersionStep) -> Diagnostic {
        let model = change.typeName
        let oldName = step.schema.model(named: model)?.renamedFrom ?? "its old name"
        return .warning(
            .entityRenamedInSwiftData,
            "SwiftData names entities by class, so renaming '\(oldName)' to '\(model)' makes a new entity; the old one's rows are dropped unless the custom stage copies them",
            at: step.schema.location(of: .modelRenamedFrom(model: model)),
            hint:
                "keep the copy 'schemagen scaffold --flavor swiftdata' writes in \(SwiftDataPlanRenderer.handlerNames(for: step).willMigrate) and \(SwiftDataPlanRenderer.handlerNames(for: step).didMigrate)"
        )
    }

    /// SwiftData refuses a plan where two versions hash alike: each such version is an error, at its
    /// `version:`, naming the earlier one.
    private func duplicateHashDiagnostics(_ analysis: HistoryAnalysis) -> [Diagnostic] {
        var firstWithHash: [SwiftDataVersionHash: VersionFile] = [:]
        var diagnostics: [Diagnostic] = []
        for step in analysis.steps {
            let file = step.schema
            let hash = SwiftDataVersionHash(file.schema)
            guard let earlier = firstWithHash[hash] else {
                firstWithHash[hash] = file
                continue
            }
            let changes = step.previous?.version == earlier.version ? step.changes.map(\.summary) : []
            let what =
                changes.isEmpty
                ? "nothing that SwiftData's version hash includes differs"
                : "its changes (\(changes.joined(separator: "; "))) are all outside SwiftData's version hash"
            diagnostics.append(
                .error(
                    .duplicateVersionHash,
                    "\(file.name) (\(file.version)) would have the same SwiftData version hash as \(earlier.name) (\(earlier.version)): \(what), and SwiftData refuses such a plan (\"Duplicate version checksums across stages detected\")",
                    at: file.versionLocation,
                    hint:
                        "add 'hashModifier:' to an element this version changes, or fold the change into the next version that changes the stored shape"
                ))
        }
        return diagnostics
    }
}
