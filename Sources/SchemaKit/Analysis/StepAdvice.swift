import SchemaModel

/// Warnings about a step that is valid but probably not what its author meant: the mistakes a new user
/// makes that the rules alone let through, each with the fix.
enum StepAdvice {
    /// The warnings every flavor reports alike. The advice that names a custom stage's code is the flavor's to
    /// give, in its own names (``VersionStep/customStageAdvice(naming:)``).
    static func warnings(
        for changes: [SchemaChange], step correspondence: StepCorrespondence, in file: VersionFile
    ) -> [Diagnostic] {
        unmarkedModelRenames(changes, correspondence, file) + unmarkedAttributeRenames(changes, correspondence, file)
    }

    /// A model removed while a new one appears with exactly the same stored attributes was probably renamed:
    /// without `renamedFrom`, the old model's rows are dropped.
    private static func unmarkedModelRenames(
        _ changes: [SchemaChange], _ correspondence: StepCorrespondence, _ file: VersionFile
    ) -> [Diagnostic] {
        let removed = changes.filter { $0.kind == .modelRemoved }.compactMap {
            correspondence.previous.model(named: $0.path)
        }
        let added = changes.filter { $0.kind == .modelAdded }.compactMap {
            correspondence.current.model(named: $0.path)
        }
        func shape(_ model: Model) -> Set<String> {
            Set(model.attributes.filter { !$0.isTransient }.map { "\($0.name): \($0.type)" })
        }
        var warnings: [Diagnostic] = []
        for model in added where !shape(model).isEmpty {
            let candidates = removed.filter { shape($0) == shape(model) }
            // Only an unambiguous pair: one removed model matching, matching no other new model.
            guard candidates.count == 1, let old = candidates.first,
                added.filter({ shape($0) == shape(old) }).count == 1
            else { continue }
            warnings.append(
                .warning(
                    .probableRename,
                    "'\(model.name)' is new and '\(old.name)' was removed, with the same attributes; if '\(old.name)' was renamed, its rows are dropped",
                    at: file.location(of: .model(model.name)),
                    hint: "if it was renamed, add 'renamedFrom: \(old.name)' to '\(model.name)'"))
        }
        return warnings
    }

    /// In a model that is still there, an attribute removed while a new one of the same type appears was
    /// probably renamed: without `originalName`, its values are dropped.
    private static func unmarkedAttributeRenames(
        _ changes: [SchemaChange], _ correspondence: StepCorrespondence, _ file: VersionFile
    ) -> [Diagnostic] {
        var removedByModel: [String: [Attribute]] = [:]
        for change in changes where change.kind == .attributeRemoved {
            let modelName = change.typeName
            guard let model = correspondence.current.model(named: modelName), let attributeName = change.memberName,
                let old = correspondence.previousModel(of: model)?.attribute(named: attributeName), !old.isTransient
            else { continue }
            removedByModel[modelName, default: []].append(old)
        }
        var addedByModel: [String: [Attribute]] = [:]
        for change in changes where change.kind == .attributeAdded {
            let modelName = change.typeName
            guard removedByModel[modelName] != nil, let attributeName = change.memberName,
                let attribute = correspondence.current.model(named: modelName)?.attribute(named: attributeName),
                !attribute.isTransient
            else { continue }
            addedByModel[modelName, default: []].append(attribute)
        }
        var warnings: [Diagnostic] = []
        for (modelName, added) in addedByModel.sorted(by: { $0.key < $1.key }) {
            let removed = removedByModel[modelName] ?? []
            for attribute in added {
                let candidates = removed.filter { $0.type == attribute.type }
                guard candidates.count == 1, let old = candidates.first,
                    added.filter({ $0.type == old.type }).count == 1
                else { continue }
                warnings.append(
                    .warning(
                        .probableRename,
                        "'\(modelName).\(attribute.name)' is new and '\(modelName).\(old.name)' was removed, both \(attribute.type); if it was renamed, its values are dropped",
                        at: file.location(of: .property(model: modelName, name: attribute.name)),
                        hint:
                            "if it was renamed, write '\(attribute.name): { type: \(quotedIfNeeded(attribute.type)), originalName: \(old.name) }'"
                    ))
            }
        }
        return warnings
    }

    /// A required attribute added without a default makes the step custom: say so where it is written, naming
    /// the stage the app must now implement, since a missing default is more often an accident than a plan.
    static func requiredAttributesWithoutDefault(
        _ changes: [SchemaChange], _ correspondence: StepCorrespondence, _ file: VersionFile, stageName: String
    ) -> [Diagnostic] {
        changes.compactMap { change -> Diagnostic? in
            guard change.kind == .attributeAdded, let attributeName = change.memberName,
                let attribute = correspondence.current.model(named: change.typeName)?.attribute(named: attributeName),
                !attribute.isTransient, !attribute.type.isOptional, attribute.defaultValue == nil
            else { return nil }
            return .warning(
                .customStageRequired,
                "'\(change.path)' is required and has no default, so existing rows need a value: the step to \(correspondence.current.version) is a custom stage, '\(stageName)', that the app must implement",
                at: file.location(of: change.element),
                hint:
                    "give it a default or make it optional to keep the step lightweight; otherwise implement '\(stageName)' ('schemagen scaffold' writes a stub)"
            )
        }
    }

    /// A type as it must be written inside `{ ... }`.
    private static func quotedIfNeeded(_ type: AttributeType) -> String {
        type.isArray || type.isOptional ? "\"\(type)\"" : "\(type)"
    }
}
