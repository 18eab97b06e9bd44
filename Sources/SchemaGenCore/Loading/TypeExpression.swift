#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type as written in a schema, before its name is resolved: `Name`, `Name?`, `[Name]`, `[Name]?`.
///
/// The same grammar serves attribute types and relationship targets.
struct TypeExpression: Equatable {
    /// The name inside any brackets.
    var name: String
    /// Whether it was written in brackets.
    var isArray: Bool
    /// Whether it ends in `?`.
    var isOptional: Bool

    /// Why a text is not a type expression.
    enum Failure: Error, Equatable {
        case empty
        case optionalElement
        case nestedArray
        case genericSyntax(suggestion: String)
        case malformed
    }

    /// Parses `text`, ignoring spaces around the parts.
    static func parse(_ text: String) -> Result<TypeExpression, Failure> {
        if let simple = parseSimple(text) { return .success(simple) }
        return parseGeneral(text)
    }

    /// The common spellings (`Name`, `Name?`, `[Name]`, `[Name]?`, no spaces) read from UTF-8 without
    /// Foundation: most attributes take this path.
    private static func parseSimple(_ text: String) -> TypeExpression? {
        var bytes = Substring(text).utf8[...]
        var isOptional = false
        var isArray = false
        if bytes.last == UInt8(ascii: "?") {
            isOptional = true
            bytes = bytes.dropLast()
        }
        if bytes.first == UInt8(ascii: "[") {
            guard bytes.last == UInt8(ascii: "]") else { return nil }
            isArray = true
            bytes = bytes.dropFirst().dropLast()
        }
        guard !bytes.isEmpty,
            bytes.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            })
        else { return nil }
        return TypeExpression(name: String(Substring(bytes)), isArray: isArray, isOptional: isOptional)
    }

    private static func parseGeneral(_ text: String) -> Result<TypeExpression, Failure> {
        var rest = text.trimmingBlanks()
        guard !rest.isEmpty else { return .failure(.empty) }
        var isOptional = false
        if rest.hasSuffix("?") {
            isOptional = true
            rest = String(rest.dropLast()).trimmingBlanks()
        }
        var isArray = false
        if rest.hasPrefix("[") {
            guard rest.hasSuffix("]") else { return .failure(.malformed) }
            isArray = true
            rest = String(rest.dropFirst().dropLast()).trimmingBlanks()
            if rest.hasPrefix("[") { return .failure(.nestedArray) }
            if rest.hasSuffix("?") { return .failure(.optionalElement) }
        }
        if rest.hasPrefix("Optional<"), rest.hasSuffix(">") {
            return .failure(.genericSyntax(suggestion: rest.dropFirst(9).dropLast() + "?"))
        }
        if rest.hasPrefix("Array<"), rest.hasSuffix(">") {
            return .failure(.genericSyntax(suggestion: "[" + rest.dropFirst(6).dropLast() + "]"))
        }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return .failure(.malformed)
        }
        return .success(TypeExpression(name: rest, isArray: isArray, isOptional: isOptional))
    }

    /// A message and hint explaining a failure for the text `text`.
    static func explain(_ failure: Failure, text: String, what: String) -> (message: String, hint: String) {
        switch failure {
        case .empty:
            ("\(what) is empty", "write a type such as 'String' or 'Int?'")
        case .optionalElement:
            (
                "\(MessageText.quoted(text)) has optional elements, which are not supported",
                "store a non-optional array such as '[String]'"
            )
        case .nestedArray:
            (
                "\(MessageText.quoted(text)) is an array of arrays, which is not supported",
                "use a flat array such as '[String]'"
            )
        case .genericSyntax(let suggestion):
            ("\(MessageText.quoted(text)) uses generic syntax", "write \(MessageText.quoted(suggestion))")
        case .malformed:
            (
                "\(MessageText.quoted(text)) is not a type",
                "write a name, optionally in brackets and followed by '?': 'Int', 'Int?', '[String]'"
            )
        }
    }
}
