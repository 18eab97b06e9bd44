/// Identifiers in generated Swift: schema names that are Swift keywords are escaped with backticks.
enum SwiftNames {
    /// Words that can't be used as identifiers without backticks, in any position generated code uses.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// A type name as a variable's name, as Swift's API guidelines case it: a leading acronym is lowercased
    /// whole (`SDUserAccount` -> `sdUserAccount`, `URLCache` -> `urlCache`, `ID` -> `id`), else the first
    /// letter (`Note` -> `note`).
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        let leadingUppercase = characters.prefix { $0.isUppercase }.count
        guard leadingUppercase > 1 else { return name.prefix(1).lowercased() + name.dropFirst() }
        // In `SDUser`, the `U` starts the next word: the acronym is the capitals before it.
        let acronym =
            leadingUppercase < characters.count && characters[leadingUppercase].isLowercase
            ? leadingUppercase - 1 : leadingUppercase
        return String(characters.prefix(acronym)).lowercased() + String(characters.dropFirst(acronym))
    }

    /// `name`, in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A string literal with Swift's escapes.
    static func stringLiteral(_ text: String) -> String {
        // Names, the usual case, need no escape: quoting them whole spares a walk scalar by scalar.
        let needsEscaping = text.utf8.contains {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsEscaping else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
