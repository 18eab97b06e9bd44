import SchemaModel

/// A struct a schema declares (`structs:`), stored as a JSON object of its fields in one column: the fields by
/// name, each as an array or a struct holds it, so a field added as optional reads as `nil` from values stored
/// before it existed, and a field removed is ignored where an old value still holds it.
///
/// Generated structs conform; each field is written and read by name:
///
/// ```swift
/// public init(storedFields fields: SchemaRuntime.StoredFields) throws {
///     self.street = try fields.value("street")
/// }
/// public var storedFields: [SchemaModel.StoredJSON.Member] { [.init("street", street)] }
/// ```
public protocol StorableStruct: StorableValue {
    /// Reads the fields of a stored value.
    init(storedFields: StoredFields) throws
    /// The fields to store, in declaration order.
    var storedFields: [StoredJSON.Member] { get }
}

extension StorableStruct {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue, let json = StoredJSON.parse(text) else {
            throw storedValue.mismatch(Self.self, "not a JSON object")
        }
        try self.init(storedJSON: json)
    }

    public var storedValue: StoredValue { .text(storedJSON.text) }

    public init(storedJSON: StoredJSON) throws {
        guard case .object(let members) = storedJSON else {
            throw StoredValueError(
                expectedType: String(describing: Self.self), found: .text(storedJSON.text), reason: "not a JSON object")
        }
        try self.init(storedFields: StoredFields(Self.self, members))
    }

    public var storedJSON: StoredJSON { .object(storedFields) }
}

/// The fields of a stored struct value, read by name.
public struct StoredFields {
    private let typeName: String
    private let values: [String: StoredJSON]
    /// The whole value, for error messages.
    private let members: [StoredJSON.Member]

    init<T>(_ type: T.Type, _ members: [StoredJSON.Member]) {
        typeName = String(describing: type)
        self.members = members
        var values: [String: StoredJSON] = [:]
        for member in members { values[member.name] = member.value }
        self.values = values
    }

    /// The field named `name`; a field the stored value lacks reads as `nil`, so only an optional one can.
    public func value<Value: StorableValue>(_ name: String) throws -> Value {
        do {
            return try Value(storedJSON: values[name] ?? .scalar(.null))
        } catch let error as StoredValueError {
            throw StoredValueError(
                expectedType: typeName, found: .text(StoredJSON.object(members).text),
                reason: "field '\(name)': " + (values[name] == nil ? "missing" : error.description))
        }
    }
}

extension StoredJSON.Member {
    /// A field named `name` holding `value`, as a struct stores it.
    public init<Value: StorableValue>(_ name: String, _ value: Value) {
        self.init(name: name, value: value.storedJSON)
    }
}
