import SchemaKit

/// Checks across versions: unique versions and namespaces, renames that name something real, and
/// `acceptDataLoss` entries that name something in one of the two versions.
///
/// Whether an acknowledged loss is actually destructive is the change analysis's question; this checks
/// only that the name refers to something.
public struct SchemaHistoryValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// The problems across `schemas`, which may be in any order.
    public func validate(_ schemas: [Schema]) -> [Diagnostic] {
        var diagnostics = duplicateVersionsAndNamespaces(schemas)
        guard !diagnostics.containsErrors else { return diagnostics }
        let history = SchemaHistory(versions: schemas)
        if let first = history.versions.first {
            diagnostics += firstVersionWarnings(first)
        }
        for step in history.steps {
            diagnostics += StepCorrespondence(previous: step.previous, current: step.current).diagnostics
            diagnostics += dataLossPathProblems(previous: step.previous, current: step.current)
        }
        return diagnostics
    }

    private func duplicateVersionsAndNamespaces(_ schemas: [Schema]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var versions: [SchemaVersion: Schema] = [:]
        var namespaces: [String: Schema] = [:]
        // File order makes "the second one" the same on every machine.
        for schema in schemas.sorted(by: { $0.file < $1.file }) {
            if let first = versions[schema.version] {
                diagnostics.append(
                    .error(
                        "version \(schema.version) is also the version of \(first.file)", at: schema.versionLocation,
                        hint: "give each file its own version; the chain is ordered by 'version:'"))
            } else {
                versions[schema.version] = schema
            }
            if let first = namespaces[schema.name] {
                diagnostics.append(
                    .error(
                        "the namespace '\(schema.name)' is also the namespace of \(first.file)",
                        at: schema.versionLocation, hint: "set a distinct 'name:' in one of the two files"))
            } else {
                namespaces[schema.name] = schema
            }
        }
        return diagnostics
    }

    /// Renames and migration hints in the oldest version have no previous version to refer to. They are
    /// kept rather than refused because teams drop old version files and keep the rest unchanged.
    private func firstVersionWarnings(_ schema: Schema) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let hint = "it has no effect in the oldest version; remove it"
        if let migration = schema.migration {
            diagnostics.append(
                .warning(
                    "'migration' in the oldest version is ignored, as there is no step before it",
                    at: migration.location, hint: hint))
        }
        for model in schema.models {
            if let renamedFrom = model.renamedFrom {
                diagnostics.append(
                    .warning("'renamedFrom' in the oldest version is ignored", at: renamedFrom.location, hint: hint))
            }
            let originalNames =
                model.attributes.compactMap(\.originalName) + model.relationships.compactMap(\.originalName)
            for originalName in originalNames {
                diagnostics.append(
                    .warning("'originalName' in the oldest version is ignored", at: originalName.location, hint: hint))
            }
        }
        return diagnostics
    }

    private func dataLossPathProblems(previous: Schema, current: Schema) -> [Diagnostic] {
        guard let migration = current.migration else { return [] }
        var diagnostics: [Diagnostic] = []
        let typeNames = Set(
            previous.models.map(\.name) + previous.enums.map(\.name) + current.models.map(\.name)
                + current.enums.map(\.name))
        for entry in migration.acceptDataLoss {
            let path = entry.value
            guard typeNames.contains(path.typeName) else {
                diagnostics.append(
                    .error(
                        "'acceptDataLoss' names '\(path)', but no model or enum '\(path.typeName)' exists in \(previous.name) or \(current.name)",
                        at: entry.location,
                        hint: NameSuggestion.hint(
                            for: path.typeName, among: typeNames.sorted(),
                            otherwise: "name a model or enum of either version")))
                continue
            }
            guard let member = path.memberName else { continue }
            let members = Set([previous, current].flatMap { memberNames(of: path.typeName, in: $0) })
            if !members.contains(member) {
                diagnostics.append(
                    .error(
                        "'acceptDataLoss' names '\(path)', but '\(path.typeName)' has no property or case '\(member)' in \(previous.name) or \(current.name)",
                        at: entry.location,
                        hint: NameSuggestion.hint(for: member, among: members.sorted(), otherwise: nil)))
            }
        }
        return diagnostics
    }

    private func memberNames(of typeName: String, in schema: Schema) -> [String] {
        if let model = schema.model(named: typeName) { return model.propertyNames }
        if let declaration = schema.enumDeclaration(named: typeName) { return declaration.cases.map(\.name) }
        return []
    }
}
