/// Matching destructive changes against `acceptDataLoss`.
///
/// A custom stage covers every destructive change. In a lightweight step, each one must be named exactly
/// (a model's name covers the model's removal, not the removal of its attributes); entries may use the
/// previous or the current name of a renamed model or property. An entry that names something real but
/// nothing this step loses is an error too, so stale acknowledgements don't pile up.
struct DataLossAcknowledgement {
    var destructiveChanges: [DestructiveChange] = []
    var diagnostics: [Diagnostic] = []

    init(changes: [SchemaChange], stage: StageKind, correspondence: StepCorrespondence, migration: MigrationHints?) {
        let entries = migration?.acceptDataLoss ?? []
        let normalized = entries.map { (entry: $0, path: Self.currentPath(of: $0.value, correspondence)) }
        let accepted = Set(normalized.map(\.path))
        let destructivePaths = Set(changes.compactMap(\.dataLossPath))
        for change in changes {
            guard let path = change.dataLossPath else { continue }
            let coverage: DestructiveChange.Coverage =
                stage == .custom ? .customStage : accepted.contains(path) ? .acceptedDataLoss : .none
            destructiveChanges.append(DestructiveChange(change: change, coverage: coverage))
            if coverage == .none {
                diagnostics.append(
                    .error(
                        "\(Self.describe(change)) loses stored data, and 'acceptDataLoss' does not name '\(path)'",
                        at: change.location,
                        hint:
                            "add '\(path)' to 'migration: acceptDataLoss:' to accept the loss, or set 'migration: stage: custom' and migrate the data"
                    ))
            }
        }
        for (entry, path) in normalized where !destructivePaths.contains(path) {
            // Entries that name nothing in either version are reported by the history validator.
            guard Self.namesSomething(entry.value, correspondence) else { continue }
            diagnostics.append(
                .error(
                    "'acceptDataLoss' names '\(entry.value)', but this step does not remove or narrow it",
                    at: entry.location,
                    hint: destructivePaths.isEmpty
                        ? "this step loses no data; remove 'acceptDataLoss'"
                        : "this step can lose data in \(NameSuggestion.list(destructivePaths.sorted(), conjunction: "and")); remove '\(entry.value)'"
                ))
        }
    }

    /// A path written with previous names, translated to current ones.
    private static func currentPath(of path: MigrationHints.DataLossPath, _ correspondence: StepCorrespondence)
        -> String
    {
        let typeName = correspondence.currentModelNames[path.typeName] ?? path.typeName
        guard let member = path.memberName else { return typeName }
        let memberName = correspondence.currentPropertyName(ofPrevious: member, inModel: typeName) ?? member
        return "\(typeName).\(memberName)"
    }

    private static func namesSomething(_ path: MigrationHints.DataLossPath, _ correspondence: StepCorrespondence)
        -> Bool
    {
        [correspondence.previous, correspondence.current].contains { schema in
            if let model = schema.model(named: path.typeName) {
                return path.memberName.map { model.propertyNames.contains($0) } ?? true
            }
            if let declaration = schema.enumDeclaration(named: path.typeName) {
                return path.memberName.map { declaration.enumCase(named: $0) != nil } ?? true
            }
            return false
        }
    }

    private static func describe(_ change: SchemaChange) -> String {
        switch change.kind {
        case .modelRemoved: "removing the model '\(change.path)'"
        case .attributeRemoved: "removing the attribute '\(change.path)'"
        case .relationshipRemoved: "removing the relationship '\(change.path)'"
        case .attributeTypeChanged: "narrowing '\(change.path)' (\(change.detail))"
        case .attributeTransienceChanged: "making '\(change.path)' transient"
        case .enumCasesRemoved: "removing the case '\(change.path)'"
        case .enumRawValueChanged: "changing the raw value of '\(change.path)'"
        default: "the change to '\(change.path)' (\(change.detail))"
        }
    }
}
