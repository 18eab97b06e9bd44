import SchemaKit
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

    /// `Kind.other.rawValue`, written inside `scope`: the raw value of a case of a raw-value enum the sources
    /// declare, as the default of an attribute that stores the enum by its raw value.
    static func rawValue(_ expression: ExprSyntax, resolver: NameResolver, scope: [String]) -> YAMLValue? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "rawValue",
            let base = access.base.flatMap(SyntaxReading.referencePath), base.count > 1, let caseName = base.last,
            case .declared(let declaration, _) = resolver.resolve(Array(base.dropLast()), in: scope),
            let rawType = declaration.enumRawType,
            let value = importEnum(declaration, rawType: rawType)?.cases.first(where: { $0.name == caseName })?.rawValue
        else { return nil }
        return rawType == "String" ? .string(value) : .scalar(value)
    }

    /// The enum's own `init(from:)` and `encode(to:)`, which change how its values are stored and read and
    /// which a generated enum does not have, with where each is written.
    static func codingMembers(of declaration: SourceIndex.TypeDeclaration) -> [(String, SchemaKit.SourceLocation)] {
        zip(declaration.members, declaration.memberFiles).compactMap { member, file in
            if let initializer = member.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.first?.firstName.text == "from",
                initializer.signature.parameterClause.parameters.count == 1
            {
                return ("init(from:)", file.location(of: initializer))
            }
            if let function = member.as(FunctionDeclSyntax.self), function.name.text == "encode",
                function.signature.parameterClause.parameters.first?.firstName.text == "to",
                function.signature.parameterClause.parameters.count == 1
            {
                return ("encode(to:)", file.location(of: function))
            }
            return nil
        }
    }
}

extension String {
    /// `` `default` `` -> `default`.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
