import SchemaModel

/// One way a store's data did not arrive as the migration plan says it must: a lost or extra row, a wrong
/// value, a lost or extra relationship pair, or a store the plan could not migrate at all. Its description
/// names the versions, the model, the row's key, the property, and what was expected and found.
public struct MigrationFailure: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A row of the old store is not in the migrated one.
        case missingRow
        /// The migrated store has rows the old one did not.
        case extraRows
        /// A value is not what the plan says it must be.
        case wrongValue
        /// A value the latest version's code can't read: NULL where required, an enum raw value no case has,
        /// the wrong storage class, an integer out of range.
        case unreadableValue
        /// A to-many holds fewer or more related rows than the latest version's `minCount`/`maxCount`.
        case countOutOfBounds
        /// A relationship lost a pair of rows it connected.
        case missingPair
        /// A relationship connects rows it did not connect before.
        case extraPair
        /// The migration itself failed, or the store could not be written or read.
        case migrationFailed
        /// A sealed version had no frozen store: one was frozen now, to be committed.
        case frozenStoreMissing
        /// A row of the version's fixture file is not in its frozen store (the file gained it later), so its
        /// `expect:` values can't be checked on the bytes an earlier release wrote.
        case fixtureRowNotFrozen
        /// A custom stage converts, computes, fills or deduplicates an attribute's values, and no fixture file
        /// states what they must become, nor lists the attribute as `unchecked:`: nothing proves the stage.
        /// `fromVersion` and `toVersion` are the stage's; `model` and `property` are named as in the latest
        /// version, `expected` says what the stage does, `actual` names the fixture file to write.
        case conversionUnstated
    }

    /// What went wrong.
    public var kind: Kind
    /// The version the store was written at.
    public var fromVersion: SchemaVersion
    /// The version it was migrated to.
    public var toVersion: SchemaVersion
    /// The model, named as in `toVersion` (`nil` for a failed migration).
    public var model: String?
    /// Where the model or property came from, when it had another name or did not exist at `fromVersion`:
    /// "SDMeal.name at 1.0.0", "added in 1.2.0".
    public var origin: String?
    /// The row's `_pk` (for a pair, the source row's).
    public var rowKey: Int64?
    /// How a hand-written row is named in its fixture file: "'oats' of Fixtures/1.2.0.yaml".
    public var rowLabel: String?
    /// The attribute or relationship, named as in `toVersion`.
    public var property: String?
    /// What the plan says the value must be, or the pair or rows expected.
    public var expected: String?
    /// What the migrated store holds.
    public var actual: String?

    /// Creates a failure.
    public init(
        _ kind: Kind, from fromVersion: SchemaVersion, to toVersion: SchemaVersion, model: String? = nil,
        origin: String? = nil, rowKey: Int64? = nil, property: String? = nil, expected: String? = nil,
        actual: String? = nil
    ) {
        self.kind = kind
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.model = model
        self.origin = origin
        self.rowKey = rowKey
        self.property = property
        self.expected = expected
        self.actual = actual
    }

    /// One line: "1.0.0 -> 1.6.0: SDMeal row 3, 'title' (SDMeal.name at 1.0.0): expected 'plain text', found NULL".
    public var description: String {
        let steps = "\(fromVersion) -> \(toVersion)"
        var subject = model ?? "the store"
        if let rowKey { subject += " row \(rowKey)" + (rowLabel.map { " (\($0))" } ?? "") }
        if let property { subject += ", '\(property)'" }
        if let origin { subject += " (\(origin))" }
        switch kind {
        case .missingRow: return "\(steps): \(subject) is missing after the migration"
        case .extraRows: return "\(steps): \(subject) has rows the \(fromVersion) store did not: \(actual ?? "")"
        case .wrongValue: return "\(steps): \(subject) expected \(expected ?? "?"), found \(actual ?? "?")"
        case .unreadableValue:
            return "\(steps): \(subject) holds a value the latest version can't read: \(actual ?? "?")"
        case .countOutOfBounds:
            return "\(steps): \(subject) holds \(actual ?? "?") related rows, but must hold \(expected ?? "?")"
        case .missingPair: return "\(steps): \(subject) lost the pair to \(expected ?? "?")"
        case .extraPair:
            return "\(steps): \(subject) gained a pair to \(actual ?? "?") that the \(fromVersion) store did not have"
        case .migrationFailed: return "\(steps): \(subject) could not be migrated: \(actual ?? "")"
        case .frozenStoreMissing: return "\(steps): no frozen store yet: \(actual ?? "")"
        case .fixtureRowNotFrozen:
            return "\(steps): the frozen store has no \(model ?? "") row for \(rowLabel ?? "?"): the fixture file "
                + "gained it after the store was frozen, so its expect: can't be checked on the frozen bytes; give "
                + "the row in a later version's fixture file, or delete the frozen store to freeze it again with "
                + "today's code"
        case .conversionUnstated:
            let path = "\(model ?? "?").\(property ?? "?")"
            let file = actual ?? "a fixture file"
            return "\(steps): the custom stage \(expected ?? "sets") \(path), and no fixture file states what it must "
                + "hold: in \(file), give one of its \(model ?? "?") rows 'expect: { \(property ?? "?"): ... }' (named as "
                + "in the latest version), or list '\(path): <why>' under 'unchecked:'; 'schemagen testkit "
                + "--fixture-skeletons' writes the file to fill in"
        }
    }
}

extension StoredValue {
    /// The value as a failure shows it: long text and bytes shortened, with their length.
    var shown: String {
        switch self {
        case .text(let text) where text.count > 40:
            return "'\(text.prefix(24))…' (\(text.count) characters)"
        default:
            return description
        }
    }
}
