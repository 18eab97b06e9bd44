import SchemaModel
import SchemaRuntime

/// An enum value in stored form, by its raw value, for an enum the runtime's `StorableEnum` does not cover
/// (SwiftData's `Codable` enums): optionals and arrays of it convert through the runtime's own conformances,
/// so an enum is stored exactly as the portable flavor stores it.
public struct StoredCase<Enum: RawRepresentable>: StorableValue where Enum.RawValue: StorableValue {
    /// The case.
    public let value: Enum

    /// Wraps a case.
    public init(_ value: Enum) {
        self.value = value
    }

    /// The case whose raw value is stored, or an error naming the value and the enum.
    public init(storedValue: StoredValue) throws {
        let raw = try Enum.RawValue(storedValue: storedValue)
        guard let value = Enum(rawValue: raw) else {
            throw FixtureValueError(description: "\(storedValue.shown) is no case of \(Enum.self)")
        }
        self.value = value
    }

    public var storedValue: StoredValue { value.rawValue.storedValue }
}

/// A fixture value the suite's model type can't hold.
public struct FixtureValueError: Error, CustomStringConvertible, Sendable {
    /// What does not fit.
    public let description: String
}

extension StoredValue {
    /// A value read from a migrated model, in stored form.
    public static func of<Value: StorableValue>(_ value: Value) -> StoredValue { value.storedValue }

    /// An enum value read from a migrated model, by its raw value.
    public static func ofCase<Enum: RawRepresentable>(_ value: Enum) -> StoredValue where Enum.RawValue: StorableValue {
        StoredCase(value).storedValue
    }

    /// An optional enum value, `nil` as NULL.
    public static func ofCase<Enum: RawRepresentable>(_ value: Enum?) -> StoredValue
    where Enum.RawValue: StorableValue {
        value.map { StoredCase($0) }.storedValue
    }

    /// An array of enum values, stored as the portable flavor stores it.
    public static func ofCase<Enum: RawRepresentable>(_ value: [Enum]) -> StoredValue
    where Enum.RawValue: StorableValue {
        value.map { StoredCase($0) }.storedValue
    }

    /// An optional array of enum values.
    public static func ofCase<Enum: RawRepresentable>(_ value: [Enum]?) -> StoredValue
    where Enum.RawValue: StorableValue {
        value.map { $0.map { StoredCase($0) } }.storedValue
    }
}
