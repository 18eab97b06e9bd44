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
        if kind == .frozenStoreMissing { return "\(fromVersion) -> \(toVersion): no frozen store yet: \(actual ?? "")" }
        var subject = model ?? "the store"
        if let rowKey { subject += " row \(rowKey)" + (rowLabel.map { " (\($0))" } ?? "") }
        if let property { subject += ", '\(property)'" }
        if let origin { subject += " (\(origin))" }
        let what: String
        switch kind {
        case .missingRow: what = "is missing after the migration"
        case .extraRows: what = "has rows the \(fromVersion) store did not: \(actual ?? "")"
        case .wrongValue: what = "expected \(expected ?? "?"), found \(actual ?? "?")"
        case .unreadableValue: what = "holds a value the latest version can't read: \(actual ?? "?")"
        case .countOutOfBounds: what = "holds \(actual ?? "?") related rows, but must hold \(expected ?? "?")"
        case .missingPair: what = "lost the pair to \(expected ?? "?")"
        case .extraPair: what = "gained a pair to \(actual ?? "?") that the \(fromVersion) store did not have"
        case .migrationFailed: what = "could not be migrated: \(actual ?? "")"
        case .frozenStoreMissing: what = actual ?? ""
        }
        return "\(fromVersion) -> \(toVersion): \(subject) \(what)"
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
