import Foundation
import SchemaModel

/// A value bound to a parameter (`?`) of a statement given as SQL, with its type: SQLite stores any value in
/// any column, but PostgreSQL's parameters are typed, so a value says what it is, as a model's attribute
/// does. Literals bind as `String`, `Int`, `Double` and `Bool`.
///
/// ```swift
/// try context.execute(sql: "UPDATE \"Note\" SET \"title\" = ? WHERE \"pinned\" = ?", arguments: ["Untitled", true])
/// try context.execute(sql: "DELETE FROM \"Note\" WHERE \"createdAt\" < ?", arguments: [.date(cutoff)])
/// ```
public struct SQLArgument: Sendable, Hashable {
    /// The value as the store keeps it.
    public let value: StoredValue
    /// The type the parameter has.
    public let type: PrimitiveType

    /// `value` bound as a parameter of `type`, as a column of an attribute of that type stores it.
    public init(_ value: some StorableValue, as type: PrimitiveType) {
        self.value = value.storedValue
        self.type = type
    }

    /// SQL NULL, as a parameter of `type`.
    public static func null(_ type: PrimitiveType) -> SQLArgument { SQLArgument(stored: .null, type: type) }
    /// A text parameter.
    public static func string(_ value: String) -> SQLArgument { SQLArgument(value, as: .string) }
    /// An integer parameter.
    public static func int(_ value: Int) -> SQLArgument { SQLArgument(value, as: .int) }
    /// A floating-point parameter.
    public static func double(_ value: Double) -> SQLArgument { SQLArgument(value, as: .double) }
    /// A Boolean parameter.
    public static func bool(_ value: Bool) -> SQLArgument { SQLArgument(value, as: .bool) }
    /// A date parameter, compared with and written to `Date` attributes' columns.
    public static func date(_ value: Date) -> SQLArgument { SQLArgument(value, as: .date) }
    /// A UUID parameter.
    public static func uuid(_ value: UUID) -> SQLArgument { SQLArgument(value, as: .uuid) }
    /// A bytes parameter.
    public static func data(_ value: Data) -> SQLArgument { SQLArgument(value, as: .data) }

    private init(stored: StoredValue, type: PrimitiveType) {
        value = stored
        self.type = type
    }

    /// The argument as the store's connections bind it.
    var storeArgument: StoreArgument { StoreArgument(value, .primitive(type)) }
}

extension SQLArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    /// A text literal.
    public init(stringLiteral value: String) { self.init(value, as: .string) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self.init(value, as: .int) }
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self.init(value, as: .double) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self.init(value, as: .bool) }
}
