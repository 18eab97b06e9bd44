import SwiftSyntax

/// Reads a raw-value enum's cases and raw values.
enum EnumImporter {
    /// The enum's cases with their raw values as text; an `Int` enum's implicit values count up from the
    /// previous one, as Swift's do. `nil` when a case has an associated value or a raw value that is not a
    /// literal.
    static func importEnum(_ declaration: SourceIndex.TypeDeclaration, rawType: String) -> ImportedEnum? {
        var cases: [(name: String, rawValue: String)] = []
        var nextInteger = 0
        for member in declaration.members {
            guard let caseDeclaration = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDeclaration.elements {
                guard element.parameterClause == nil else { return nil }
                let name = element.name.text.trimmingBackticks
                if rawType == "Int" {
                    if let written = element.rawValue?.value {
                        guard let value = SyntaxReading.integer(written) else { return nil }
                        nextInteger = value
                    }
                    cases.append((name, String(nextInteger)))
                    nextInteger += 1
                } else if let written = element.rawValue?.value {
                    guard let value = SyntaxReading.string(written) else { return nil }
                    cases.append((name, value))
                } else {
                    cases.append((name, name))
                }
            }
        }
        return ImportedEnum(
            name: declaration.name, rawType: rawType, cases: cases, location: declaration.location)
    }
}

extension String {
    /// `` `default` `` -> `default`.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
