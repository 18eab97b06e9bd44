import SchemaModel

/// Matching destructive changes against `acceptDataLoss`.
///
/// Each destructive change must be named exactly in `acceptDataLoss` (a model's name covers the model's
/// removal, not the removal of its attributes), unless the step's custom stage covers it: a change the stage
/// exists for (a narrowing type change), or one `carries` names, which says the stage moves the data
/// elsewhere. A removal in a step that is custom for another reason is not the stage's business by default:
/// nothing would be said while the data is dropped. Entries may use the previous or the current name of a
/// renamed model or property. An entry that names something real but nothing this step loses is an error
/// too, so stale acknowledgements don't pile up.
struct DataLossAcknowledgement {
    var destructiveChanges: [DestructiveChange] = []
    var diagnostics: [Diagnostic] = []

    init(changes: [SchemaChange], stage: StageKind, correspondence: StepCorrespondence, file: VersionFile) {
        let entries = file.migration?.acceptDataLoss ?? []
        let normalized = entries.map { (entry: $0, path: Self.currentPath(of: $0.value, correspondence)) }
        let accepted = Set(normalized.map(\.path))
        let carriedNormalized = (file.migration?.carries ?? []).map {
            (entry: $0, path: Self.currentPath(of: $0.value, correspondence))
        }
        let carried = Set(carriedNormalized.map(\.path))
        let destructivePaths = Set(changes.compactMap(\.dataLossPath))
        for change in changes {
            guard let path = change.dataLossPath else { continue }
            let coverage: DestructiveChange.Coverage =
                accepted.contains(path)
                ? .acceptedDataLoss
                : stage == .custom && (change.needsCustomStage || carried.contains(path)) ? .customStage : .none
            destructiveChanges.append(DestructiveChange(change: change, coverage: coverage))
            if coverage == .none {
                diagnostics.append(
                    .error(
                        .unacknowledgedDataLoss,
                        "\(Self.describe(change)) loses stored data, and 'acceptDataLoss' does not name '\(path)'",
                        at: file.location(of: change.element),
                        hint: stage == .custom
                            ? "add '\(path)' to 'migration: acceptDataLoss:' to accept the loss, or to 'migration: carries:' if the custom stage moves the data elsewhere"
                            : "add '\(path)' to 'migration: acceptDataLoss:' to accept the loss, or set 'migration: stage: custom' and migrate the data"
                    ))
            }
        }
        // An entry that names nothing is most often a misspelling of the change it meant to accept: report
        // only those, since the loss they leave unaccepted is what the corrected entry will accept.
        let unknownNames = (entries + carriedNormalized.map(\.entry)).compactMap {
            Self.unknownName($0, correspondence)
        }
        guard unknownNames.isEmpty else {
            diagnostics = unknownNames
            return
        }
        for (entry, path) in carriedNormalized {
            if stage != .custom {
                diagnostics.append(
                    .error(
                        .unneededDataLossEntry,
                        "'carries' names '\(entry.value)', but the step is lightweight: no stage carries anything",
                        at: entry.location,
                        hint:
                            "name it in 'acceptDataLoss' to accept the loss, or set 'migration: stage: custom' and carry it"
                    ))
            } else if !destructivePaths.contains(path) {
                diagnostics.append(
                    .error(
                        .unneededDataLossEntry,
                        "'carries' names '\(entry.value)', but this step does not remove or narrow it",
                        at: entry.location, hint: "remove '\(entry.value)' from 'carries'"))
            }
        }
        for (entry, path) in normalized where !destructivePaths.contains(path) {
            diagnostics.append(
                .error(
                    .unneededDataLossEntry,
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

    /// The error for an entry that names nothing in either version, with the closest real name.
    static func unknownName(
        _ entry: Located<MigrationHints.DataLossPath>, _ correspondence: StepCorrespondence
    ) -> Diagnostic? {
        let path = entry.value
        let (previous, current) = (correspondence.previous, correspondence.current)
        let typeNames = Set(
            [previous, current].flatMap { $0.models.map(\.name) + $0.enums.map(\.name) + $0.structs.map(\.name) })
        guard typeNames.contains(path.typeName) else {
            return .error(
                .unknownDataLossName,
                "'acceptDataLoss' names '\(path)', but no model, enum or struct '\(path.typeName)' exists in \(previous.name) or \(current.name)",
                at: entry.location,
                hint: NameSuggestion.hint(
                    for: path.typeName, among: typeNames.sorted(),
                    otherwise: "name a model, enum or struct of either version"))
        }
        guard let member = path.memberName else { return nil }
        let members = Set([previous, current].flatMap { memberNames(of: path.typeName, in: $0) })
        guard !members.contains(member) else { return nil }
        return .error(
            .unknownDataLossName,
            "'acceptDataLoss' names '\(path)', but '\(path.typeName)' has no property, case or field '\(member)' in \(previous.name) or \(current.name)",
            at: entry.location, hint: NameSuggestion.hint(for: member, among: members.sorted(), otherwise: nil))
    }

    private static func memberNames(of typeName: String, in schema: Schema) -> [String] {
        if let model = schema.model(named: typeName) { return model.propertyNames }
        if let declaration = schema.enumDeclaration(named: typeName) { return declaration.cases.map(\.name) }
        if let declaration = schema.structDeclaration(named: typeName) { return declaration.fields.map(\.name) }
        return []
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
        case .structFieldRemoved: "removing the field '\(change.path)'"
        case .structFieldTypeChanged: "narrowing the field '\(change.path)' (\(change.detail))"
        default: "the change to '\(change.path)' (\(change.detail))"
        }
    }
}
