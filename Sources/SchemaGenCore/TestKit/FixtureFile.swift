import SchemaModel

/// A hand-written fixture file (`Fixtures/1.4.0.yaml`), checked against its version: rows the team wants in
/// the store written at that version, in stored form, with what some of their values must be in the latest
/// version (for conversions only the team knows).
///
/// ```yaml
/// SDMealLogItem:
///   oats:                     # a key naming the row within this file
///     foodName: Oats
///     quantity: "150 g"
///     mealLog: breakfast      # a relationship, by the key of a row of its target
///     expect:                 # in the latest version
///       quantity: 150
///       unit: g
/// SDMeal:
///   breakfast: { title: Breakfast }
/// unchecked:                  # values a later custom stage sets, left unstated, with why
///   SDMealLogItem.loggedAt: the stage stamps the migration's time
/// ```
public struct FixtureFile: Hashable, Sendable {
    /// One row.
    public struct Row: Hashable, Sendable {
        /// The model, named as in the file's version.
        public var model: String
        /// The row's key within the file.
        public var key: String
        /// The attributes it gives, in stored form, by name.
        public var values: [String: StoredValue]
        /// The relationships it gives: the keys of the target's rows in this file, by relationship name.
        public var links: [String: [String]]
        /// What attributes of the row must hold in the latest version, by their names there.
        public var expected: [String: StoredValue]
    }

    /// The version the rows are written at.
    public var version: SchemaVersion
    /// The file, as the suite names it (`Fixtures/1.4.0.yaml`).
    public var path: String
    /// The rows, in file order.
    public var rows: [Row]
    /// The values a custom stage sets that the team leaves unstated: reasons by `Model.attribute`, named as in
    /// the latest version.
    public var unchecked: [String: String] = [:]
}
