import Foundation
import SchemaModel

/// A Swift value that converts to and from a ``StoredValue``: every attribute type of the schema language.
///
/// The mapping is part of the store format: integers and `Bool` as INTEGER, `Double`/`Float` as REAL,
/// `Date` as REAL seconds since 1970, `String`, `UUID` (upper case), `URL` and `Decimal` (exact text) as
/// TEXT, `Data` as BLOB, enums by raw value, arrays and structs as JSON text, `nil` as NULL.
public protocol StorableValue {
    /// Converts a stored value, throwing ``StoredValueError`` when it does not fit.
    init(storedValue: StoredValue) throws
    /// The value to store.
    var storedValue: StoredValue { get }
    /// Converts the value as an array or a struct holds it, throwing ``StoredValueError`` when it does not
    /// fit. Scalars have a default: the stored value a column would hold.
    init(storedJSON: StoredJSON) throws
    /// The value as an array or a struct holds it: what a column would store, or for an array or a struct,
    /// its JSON structure rather than its text.
    var storedJSON: StoredJSON { get }
}

extension StorableValue {
    public init(storedJSON: StoredJSON) throws {
        try self.init(storedValue: storedJSON.scalarValue(for: Self.self))
    }

    public var storedJSON: StoredJSON { .scalar(storedValue) }
}

extension StoredJSON {
    /// The stored value of a scalar, or an error saying that `type` found an array or an object.
    func scalarValue<T>(for type: T.Type) throws -> StoredValue {
        guard case .scalar(let value) = self else {
            throw StoredValueError(
                expectedType: String(describing: type), found: .text(text),
                reason: "\(shown) where a single value belongs")
        }
        return value
    }
}

extension StoredValue {
    func mismatch<T>(_ type: T.Type, _ reason: String? = nil) -> StoredValueError {
        StoredValueError(expectedType: String(describing: type), found: self, reason: reason)
    }
}

extension String: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue else { throw storedValue.mismatch(String.self) }
        self = text
    }
    public var storedValue: StoredValue { .text(self) }
}

extension Bool: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .integer(let value) = storedValue, value == 0 || value == 1 else {
            throw storedValue.mismatch(Bool.self)
        }
        self = value == 1
    }
    public var storedValue: StoredValue { .integer(self ? 1 : 0) }
}

/// Integers store as INTEGER; a value out of the type's range is an error, never a silent truncation.
public protocol StorableInteger: FixedWidthInteger, StorableValue {}

extension StorableInteger {
    public init(storedValue: StoredValue) throws {
        guard case .integer(let value) = storedValue else { throw storedValue.mismatch(Self.self) }
        guard let exact = Self(exactly: value) else { throw storedValue.mismatch(Self.self, "out of range") }
        self = exact
    }
    public var storedValue: StoredValue { .integer(Int64(truncatingIfNeeded: self)) }
}

extension Int: StorableInteger {}
extension Int8: StorableInteger {}
extension Int16: StorableInteger {}
extension Int32: StorableInteger {}
extension Int64: StorableInteger {}
extension UInt8: StorableInteger {}
extension UInt16: StorableInteger {}
extension UInt32: StorableInteger {}

/// `UInt64` stores its bit pattern in SQLite's signed INTEGER, so every value round-trips (values above
/// `Int64.max` sort as negative numbers in SQL).
extension UInt64: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .integer(let value) = storedValue else { throw storedValue.mismatch(UInt64.self) }
        self = UInt64(bitPattern: value)
    }
    public var storedValue: StoredValue { .integer(Int64(bitPattern: self)) }
}

extension Double: StorableValue {
    public init(storedValue: StoredValue) throws {
        switch storedValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)  // SQLite may store a whole REAL as INTEGER.
        default: throw storedValue.mismatch(Double.self)
        }
    }
    public var storedValue: StoredValue { .real(self) }
}

extension Float: StorableValue {
    public init(storedValue: StoredValue) throws {
        self = Float(try Double(storedValue: storedValue))
    }
    public var storedValue: StoredValue { .real(Double(self)) }
}

extension Decimal: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue,
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { throw storedValue.mismatch(Decimal.self) }
        self = value
    }
    public var storedValue: StoredValue {
        .text(NSDecimalNumber(decimal: self).description(withLocale: Locale(identifier: "en_US_POSIX")))
    }
}

extension Date: StorableValue {
    public init(storedValue: StoredValue) throws {
        self = Date(timeIntervalSince1970: try Double(storedValue: storedValue))
    }
    public var storedValue: StoredValue { .real(timeIntervalSince1970) }
}

extension UUID: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue, let value = UUID(uuidString: text) else {
            throw storedValue.mismatch(UUID.self)
        }
        self = value
    }
    public var storedValue: StoredValue { .text(uuidString) }
}

extension Data: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .blob(let bytes) = storedValue else { throw storedValue.mismatch(Data.self) }
        self = Data(bytes)
    }
    public var storedValue: StoredValue { .blob(Array(self)) }

    /// JSON has no bytes, so inside an array or a struct they are a base64 string.
    public init(storedJSON: StoredJSON) throws {
        let value = try storedJSON.scalarValue(for: Data.self)
        if case .text(let text) = value, let bytes = Data(base64Encoded: text) {
            self = bytes
            return
        }
        try self.init(storedValue: value)
    }
}

extension URL: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue, let value = URL(string: text) else {
            throw storedValue.mismatch(URL.self)
        }
        self = value
    }
    public var storedValue: StoredValue { .text(absoluteString) }
}

extension Optional: StorableValue where Wrapped: StorableValue {
    public init(storedValue: StoredValue) throws {
        self = storedValue == .null ? nil : try Wrapped(storedValue: storedValue)
    }
    public var storedValue: StoredValue { self?.storedValue ?? .null }

    public init(storedJSON: StoredJSON) throws {
        self = storedJSON == .scalar(.null) ? nil : try Wrapped(storedJSON: storedJSON)
    }

    public var storedJSON: StoredJSON { self?.storedJSON ?? .scalar(.null) }
}

/// Enums store their raw value; a raw value with no case is an error naming it.
public protocol StorableEnum: RawRepresentable, StorableValue where RawValue: StorableValue {}

extension StorableEnum {
    public init(storedValue: StoredValue) throws {
        let raw = try RawValue(storedValue: storedValue)
        guard let value = Self(rawValue: raw) else {
            throw storedValue.mismatch(Self.self, "no case has this raw value")
        }
        self = value
    }
    public var storedValue: StoredValue { rawValue.storedValue }
}

/// `CGFloat` (an attribute written `CGFloat`) is stored as the `Double` it holds on every 64-bit platform.
extension CGFloat: StorableValue {
    public init(storedValue: StoredValue) throws {
        self = CGFloat(try Double(storedValue: storedValue))
    }
    public var storedValue: StoredValue { .real(Double(self)) }
}
