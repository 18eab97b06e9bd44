import SchemaModel

/// The errors for the renames a step's correspondence did not honour, located at the `renamedFrom` or
/// `originalName` that was written, with the names the user may have meant.
enum RejectedRenameDiagnostics {
    static func diagnostics(for correspondence: StepCorrespondence, in file: VersionFile) -> [Diagnostic] {
        correspondence.rejectedRenames.map { diagnostic(for: $0, correspondence, file) }
    }

    private static func diagnostic(
        for rejected: StepCorrespondence.RejectedRename, _ correspondence: StepCorrespondence, _ file: VersionFile
    ) -> Diagnostic {
        let location = file.location(of: rejected.element)
        let previousVersion = correspondence.previous.name
        let oldName = rejected.previousName
        guard case .propertyPart(let modelName, let property, _) = rejected.element else {
            let modelName = rejected.element.description
            switch rejected.reason {
            case .namesNothing(let gone):
                return .error(
                    .invalidRename,
                    "'renamedFrom' of '\(modelName)' names '\(oldName)', but \(previousVersion) has no model of that name",
                    at: location,
                    hint: NameSuggestion.hint(
                        for: oldName, among: gone,
                        otherwise: gone.isEmpty
                            ? "no model of \(previousVersion) is gone in this version; remove 'renamedFrom'"
                            : "models of \(previousVersion) that are gone: \(NameSuggestion.list(gone))"))
            case .stillExists, .namesOtherKind, .modelIsNew:
                return .error(
                    .invalidRename,
                    "'renamedFrom' of '\(modelName)' names '\(oldName)', which still exists in this version",
                    at: location, hint: "a rename names a model that is gone; remove 'renamedFrom' or the old model")
            case .alreadyClaimed(let first):
                return .error(
                    .invalidRename,
                    "'\(oldName)' is already renamed to '\(first)', so '\(modelName)' can't be renamed from it too",
                    at: location, hint: "remove one of the two 'renamedFrom'")
            }
        }
        let kind = file.model(named: modelName)?.attribute(named: property) != nil ? "attribute" : "relationship"
        let propertyPath = "'\(modelName).\(property)'"
        let oldModelName = correspondence.previousModelNames[modelName] ?? modelName
        switch rejected.reason {
        case .modelIsNew:
            return .error(
                .invalidRename,
                "'\(modelName)' is new in this version, so 'originalName: \(oldName)' of '\(property)' names nothing",
                at: location,
                hint: "remove 'originalName', or add 'renamedFrom' to '\(modelName)' if the model was renamed")
        case .namesOtherKind(let gone):
            return .error(
                .invalidRename,
                "'originalName' of \(propertyPath) names '\(oldName)', which was not an \(kind) in \(previousVersion)",
                at: location, hint: goneHint(oldName, gone: gone, kind: kind, oldModelName: oldModelName))
        case .namesNothing(let gone):
            return .error(
                .invalidRename,
                "'originalName' of \(propertyPath) names '\(oldName)', but '\(oldModelName)' in \(previousVersion) has no \(kind) of that name",
                at: location, hint: goneHint(oldName, gone: gone, kind: kind, oldModelName: oldModelName))
        case .stillExists:
            return .error(
                .invalidRename,
                "'originalName' of \(propertyPath) names '\(oldName)', which still exists in this version",
                at: location, hint: "a rename names a property that is gone; remove 'originalName' or the old property")
        case .alreadyClaimed(let first):
            return .error(
                .invalidRename,
                "'\(oldName)' is already renamed to '\(first)', so '\(property)' can't be renamed from it too",
                at: location, hint: "remove one of the two 'originalName'")
        }
    }

    private static func goneHint(_ oldName: String, gone: [String], kind: String, oldModelName: String) -> String? {
        NameSuggestion.hint(
            for: oldName, among: gone,
            otherwise: gone.isEmpty
                ? "no \(kind) of '\(oldModelName)' is gone in this version; remove 'originalName'"
                : "\(kind)s of '\(oldModelName)' that are gone: \(NameSuggestion.list(gone))")
    }
}
