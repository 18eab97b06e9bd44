// Compiled into SchemaGenCore and, through symbolic links, into both plugins. A build plugin declares its inputs
// and outputs before anything of the package is built, schemagen included, and a plugin can't link libyaml: so
// it reads the few values it needs (where the schemas, fixtures and suite are) from the one-line form here, and
// refuses any other form rather than guess. SchemaGenCore's tests check that what is read here is what
// schemagen's YAML reader reads. It must stay free of imports beyond the standard library.

/// The top-level values of a `schemagen.yaml` written in the plain one-line form, `key: value`, as the plugins
/// read them.
struct PlainConfigurationValues {
    /// What the file says about one key.
    enum Value: Hashable {
        /// The file does not name the key.
        case absent
        /// The key's value, written on its line, unquoted.
        case plain(String)
        /// The file names the key in a form other than `key: value` on one line (a flow mapping, a block
        /// scalar, a list, a value on the lines below), which only schemagen reads.
        case unreadable
    }

    private let lines: [Substring]
    /// Whether the document is one flow mapping, `{schemas: Versions, ...}`.
    private let isFlowMapping: Bool

    /// The values of the configuration `text`.
    init(text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let content = lines.first { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("---")
        }
        isFlowMapping = content?.drop { $0 == " " || $0 == "\t" }.hasPrefix("{") ?? false
    }

    /// What the file says about `key`.
    func value(of key: ConfigurationKey) -> Value {
        let name = key.rawValue
        if isFlowMapping { return lines.contains { $0.contains(name) } ? .unreadable : .absent }
        guard let line = lines.first(where: { $0.hasPrefix(name + ":") }) else { return .absent }
        var rest = line.dropFirst(name.count + 1)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return .absent }
        // A comment starts at a '#' after a blank; 'a#b' is one value.
        var previous: Character = " "
        if let comment = rest.indices.first(where: { index in
            defer { previous = rest[index] }
            return rest[index] == "#" && (previous == " " || previous == "\t")
        }) {
            rest = rest[..<comment]
        }
        let value = rest.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return Self.unquoted(String(value))
    }

    /// The value `key` names, or its default when the file does not name it; `nil` when only schemagen can
    /// read it.
    func valueOrDefault(_ key: ConfigurationKey) -> String? {
        switch value(of: key) {
        case .absent: key.defaultValue
        case .plain(let text): text
        case .unreadable: nil
        }
    }

    /// A one-line value without its quotes, or `.unreadable` for anything else YAML gives meaning to.
    private static func unquoted(_ value: String) -> Value {
        guard let first = value.first else { return .unreadable }
        if first == "'" {
            guard value.count >= 2, value.hasSuffix("'") else { return .unreadable }
            let inner = value.dropFirst().dropLast()
            // In single quotes, '' is a quote; a lone one ends the string early.
            let pieces = inner.split(separator: "''", omittingEmptySubsequences: false)
            guard !pieces.contains(where: { $0.contains("'") }) else { return .unreadable }
            return inner.isEmpty ? .unreadable : .plain(pieces.joined(separator: "'"))
        }
        if first == "\"" {
            let inner = value.dropFirst().dropLast()
            guard value.count >= 2, value.hasSuffix("\""), !inner.isEmpty, !inner.contains("\\"),
                !inner.contains("\"")
            else { return .unreadable }
            return .plain(String(inner))
        }
        // Flow collections, anchors, aliases, tags, block scalars and reserved indicators.
        if "[]{}&*!|>%@`".contains(first) { return .unreadable }
        // YAML's nulls: schemagen reports a missing value.
        if ["~", "null", "Null", "NULL"].contains(value) { return .unreadable }
        return .plain(value)
    }
}
