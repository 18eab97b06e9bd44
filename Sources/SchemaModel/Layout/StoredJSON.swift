#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value inside a JSON column: an array's element or a struct's field, which may itself be an array or a
/// struct.
///
/// Arrays and structs are stored as JSON text in one column (`StorageTypes`), so their parts are JSON values
/// rather than stored values of their own. Scalars are written as the column would store them alone: integers
/// and reals as JSON numbers, text as JSON strings, bytes as base64 strings (only the reader's type knows they
/// are bytes), NULL as `null`.
public indirect enum StoredJSON: Hashable, Sendable {
    /// One value as a column would store it.
    case scalar(StoredValue)
    /// A JSON array.
    case array([StoredJSON])
    /// A JSON object: a struct's fields, in declaration order when written.
    case object([Member])

    /// One field of an object.
    public struct Member: Hashable, Sendable {
        /// The field's name, the object's key.
        public var name: String
        /// The field's value.
        public var value: StoredJSON

        /// Creates a member.
        public init(name: String, value: StoredJSON) {
            self.name = name
            self.value = value
        }
    }

    /// The value as compact JSON text. Numbers are written as an array column has always written them, so a
    /// stored array reads back byte for byte; a non-finite real, which JSON can't hold, as `null`.
    public var text: String {
        var result = ""
        write(to: &result)
        return result
    }

    private func write(to result: inout String) {
        switch self {
        case .scalar(.null): result += "null"
        case .scalar(.integer(let number)): result += String(number)
        case .scalar(.real(let number)): result += number.isFinite ? "\(number)" : "null"
        case .scalar(.text(let text)): result += JSONText.quoted(text)
        case .scalar(.blob(let bytes)): result += JSONText.quoted(Data(bytes).base64EncodedString())
        case .array(let elements):
            result += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { result += "," }
                element.write(to: &result)
            }
            result += "]"
        case .object(let members):
            result += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { result += "," }
                result += JSONText.quoted(member.name) + ":"
                member.value.write(to: &result)
            }
            result += "}"
        }
    }

    /// The JSON value `text` holds, or `nil` when it is no JSON array or object. Strings come back as text,
    /// integers as integers (read through their text, so one beyond 2^53 keeps every digit), other numbers as
    /// reals rounded as Swift rounds them, `true` and `false` as 1 and 0, and an object's members in name
    /// order, since JSON objects have none of their own.
    public static func parse(_ text: String) -> StoredJSON? {
        guard let first = text.utf8.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
            first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
        else { return nil }
        var parser = StoredJSONParser(text)
        return parser.parse()
    }

    /// The value of the member named `name`, when this is an object holding one.
    public func member(named name: String) -> StoredJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// A short rendering for error messages: a scalar as its stored value, anything else as its JSON kind.
    public var shown: String {
        switch self {
        case .scalar(let value): value.description
        case .array(let elements): "a JSON array of \(elements.count)"
        case .object: "a JSON object"
        }
    }
}
