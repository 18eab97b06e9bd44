import SchemaModel

/// A condition on stored columns, for ``StoreContext/fetch(_:where:orderBy:limit:)``: built from a property
/// name and a value, combined with `&&`, `||` and `!`.
///
/// ```swift
/// let recent = try context.fetch(SDMeal.self, where: .greater("loggedAt", since) && .isNotNull("title"))
/// ```
public indirect enum StorePredicate: Sendable {
    /// A comparison of a column with a value.
    case compare(String, Comparison, StoredValue)
    /// The column is NULL.
    case isNull(String)
    /// Both hold.
    case and(StorePredicate, StorePredicate)
    /// Either holds.
    case or(StorePredicate, StorePredicate)
    /// It does not hold.
    case not(StorePredicate)

    /// A comparison operator.
    public enum Comparison: String, Sendable {
        case equal = "="
        case notEqual = "<>"
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case like = "LIKE"
    }

    /// The property equals `value`.
    public static func equal(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .equal, value.storedValue)
    }
    /// The property differs from `value`.
    public static func notEqual(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .notEqual, value.storedValue)
    }
    /// The property is less than `value`.
    public static func less(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .less, value.storedValue)
    }
    /// The property is greater than `value`.
    public static func greater(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .greater, value.storedValue)
    }
    /// The property is at most `value`.
    public static func lessOrEqual(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .lessOrEqual, value.storedValue)
    }
    /// The property is at least `value`.
    public static func greaterOrEqual(_ property: String, _ value: some StorableValue) -> StorePredicate {
        .compare(property, .greaterOrEqual, value.storedValue)
    }
    /// The text property matches an SQL `LIKE` pattern.
    public static func like(_ property: String, _ pattern: String) -> StorePredicate {
        .compare(property, .like, .text(pattern))
    }
    /// The property is not NULL.
    public static func isNotNull(_ property: String) -> StorePredicate { .not(.isNull(property)) }

    /// Both hold.
    public static func && (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate { .and(lhs, rhs) }
    /// Either holds.
    public static func || (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate { .or(lhs, rhs) }
    /// It does not hold.
    public static prefix func ! (predicate: StorePredicate) -> StorePredicate { .not(predicate) }

    /// The condition as SQL in `dialect`, its values appended to `arguments` (numbered on from those already
    /// there); `content` gives what a property's column holds, and rejects unknown properties.
    func sql(
        dialect: any SQLDialect, arguments: inout [StoreArgument], content: (String) throws -> ColumnContent
    ) throws -> String {
        switch self {
        case .compare(let column, let comparison, let value):
            arguments.append(StoreArgument(value, try content(column)))
            return "\(dialect.quoted(column)) \(comparison.rawValue) \(dialect.parameter(arguments.count))"
        case .isNull(let column):
            _ = try content(column)
            return "\(dialect.quoted(column)) IS NULL"
        case .and(let lhs, let rhs), .or(let lhs, let rhs):
            let left = try lhs.sql(dialect: dialect, arguments: &arguments, content: content)
            let right = try rhs.sql(dialect: dialect, arguments: &arguments, content: content)
            let joiner: String
            if case .and = self { joiner = "AND" } else { joiner = "OR" }
            return "(\(left) \(joiner) \(right))"
        case .not(let inner):
            return "NOT (\(try inner.sql(dialect: dialect, arguments: &arguments, content: content)))"
        }
    }
}

/// An ordering for fetches: a property, ascending or descending.
public struct StoreSortKey: Sendable {
    /// The property.
    public var property: String
    /// Whether larger values come first.
    public var descending: Bool

    /// Ascending by `property`.
    public static func ascending(_ property: String) -> StoreSortKey {
        StoreSortKey(property: property, descending: false)
    }
    /// Descending by `property`.
    public static func descending(_ property: String) -> StoreSortKey {
        StoreSortKey(property: property, descending: true)
    }
}
