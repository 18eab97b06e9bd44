import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The small checks every construct's loader shares: node shapes, keys, names and booleans.
extension VersionFileReading {
    mutating func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.error(code, message, at: location, hint: hint))
    }

    mutating func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil
    ) {
        diagnostics.append(.warning(code, message, at: location, hint: hint))
    }

    /// Reports every key of `entries` that is not in `allowed`, suggesting the closest allowed key.
    ///
    /// - Returns: the allowed keys that were suggested, so a caller can skip reporting them as missing: one
    ///   typo gives one error.
    @discardableResult
    mutating func checkKeys(_ entries: some Sequence<Entry>, allowed: [String], context: @autoclosure () -> String)
        -> Set<String>
    {
        var suggested: Set<String> = []
        for entry in entries {
            let key = document.key(entry)
            guard !allowed.contains(key) else { continue }
            let suggestion = NameSuggestion.closest(to: key, among: allowed)
            if let suggestion { suggested.insert(suggestion) }
            error(
                .unknownKey, "unknown key \(MessageText.quoted(key)) \(context())", at: entry.keyLocation,
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "the keys allowed here are \(NameSuggestion.list(allowed))")
        }
        return suggested
    }

    /// The entries of a mapping node; reports an error naming `what` for any other node. A null node (a key
    /// with nothing after it) counts as an empty mapping.
    mutating func mappingEntries(_ node: Node, what: @autoclosure () -> String) -> ArraySlice<Entry>? {
        if node.isNull { return [] }
        guard let entries = document.entries(of: node) else {
            error(
                .unexpectedValueKind,
                "\(what()) must be a mapping of names to definitions, not \(document.kindDescription(node))",
                at: node.location,
                hint: "write one 'name: definition' per line, indented under it")
            return nil
        }
        return entries
    }

    /// The text of a non-null scalar node; reports an error naming `what` for anything else.
    mutating func scalarText(_ node: Node, what: @autoclosure () -> String) -> String? {
        guard let scalar = document.scalar(node), !scalar.isNull else {
            error(
                .unexpectedValueKind, "\(what()) must be a single value, not \(document.kindDescription(node))",
                at: node.location,
                hint: "write the value after the colon, on the same line")
            return nil
        }
        return scalar.text
    }

    /// The text of a type written where a type is expected: a scalar (`String?`, `"[Pet]"`), or an unquoted
    /// one-element flow list such as `[String]`, which YAML reads as a list but the user meant as an array
    /// type. `nil` for anything else (the caller reports it).
    func typeText(_ node: Node) -> String? {
        if let scalar = document.scalar(node), !scalar.isNull { return scalar.text }
        if let items = document.items(of: node), items.count == 1, let first = items.first,
            let element = document.scalar(first), element.isPlain,
            !element.isNull
        {
            return "[\(element.text)]"
        }
        return nil
    }

    /// A `true`/`false` value.
    mutating func bool(_ node: Node, what: @autoclosure () -> String) -> Bool? {
        if let scalar = document.scalar(node), scalar.isPlain, let value = Self.booleanLiteral(scalar.text) {
            return value
        }
        error(
            .unexpectedValueKind, "\(what()) must be true or false, not \(document.kindDescription(node))",
            at: node.location,
            hint: "write true or false")
        return nil
    }

    /// YAML 1.2's booleans; `yes`/`no`/`on`/`off` are refused because YAML 1.1 and 1.2 disagree on them.
    static func booleanLiteral(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A non-negative whole number.
    mutating func count(_ node: Node, what: @autoclosure () -> String) -> Int? {
        if let scalar = document.scalar(node), scalar.isPlain, let literal = NumberLiterals.integer(scalar.text),
            !literal.isNegative, literal.magnitude <= UInt64(Int32.max)
        {
            return Int(literal.magnitude)
        }
        error(
            .unexpectedValueKind,
            "\(what()) must be a whole number of 0 or more, not \(document.kindDescription(node))",
            at: node.location,
            hint: "write a number such as 10")
        return nil
    }

    /// Checks that the key of `entry` can be a Swift identifier, once per distinct text of the file; reports an
    /// error naming `what` wherever it can't.
    mutating func checkIdentifier(key entry: Entry, what: @autoclosure () -> String) -> Bool {
        if validIdentifiers[entry.keyID] == true { return true }
        guard checkIdentifier(document.key(entry), at: entry.keyLocation, what: what()) else { return false }
        validIdentifiers[entry.keyID] = true
        return true
    }

    /// Checks that `name` can be a Swift identifier; reports an error naming `what` if it can't.
    @discardableResult
    mutating func checkIdentifier(_ name: String, at location: SourceLocation, what: @autoclosure () -> String) -> Bool
    {
        guard SwiftIdentifier.isValid(name) else {
            error(
                .invalidIdentifier, "\(what()) \(MessageText.quoted(name)) is not a valid Swift identifier",
                at: location,
                hint: SwiftIdentifier.hint(for: name)
            )
            return false
        }
        return true
    }

    /// The text of `doc:` or `hashModifier:`: a single value that is not empty.
    mutating func nonEmptyText(_ entry: Entry?, what: @autoclosure () -> String) -> String? {
        guard let entry, let text = scalarText(entry.value, what: what()) else { return nil }
        guard !text.trimmingWhitespace().isEmpty else {
            error(
                .emptyValue, "\(what()) is empty", at: entry.value.location,
                hint: "write some text, or remove '\(document.key(entry))'")
            return nil
        }
        return text
    }

    /// A name from a scalar node that must be an identifier (`originalName`, `renamedFrom`, ...), recorded as
    /// written at the node as `element`.
    mutating func identifier(_ node: Node, what: @autoclosure () -> String, element: SchemaElement) -> String? {
        guard let text = scalarText(node, what: what()), checkIdentifier(text, at: node.location, what: what()) else {
            return nil
        }
        sources.record(element, at: node.location)
        return text
    }
}
