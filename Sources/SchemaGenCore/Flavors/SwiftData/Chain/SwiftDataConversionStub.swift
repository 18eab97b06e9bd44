import SchemaKit
import SchemaModel

/// The scaffold of a conversion stage (``SwiftDataConversionChain``): its `didMigrate` sees the converting
/// version, where each converted model holds the old attribute and the new one, and sets the new from the
/// old on every row, through one `convert…` function per attribute. Those functions are the only thing the
/// team may have to write: schemagen writes the conversions it knows (numbers with `init(exactly:)`, text
/// parsed, one enum into another case by case, arrays element by element) and a `throw` naming the
/// attribute and value for the others.
struct SwiftDataConversionStub {
    let chain: SwiftDataConversionChain
    let names: GeneratedNames

    private var converting: VersionFile { chain.converting }
    private var errorType: String { names.stagesError }

    func render(importing modules: [String]) -> String {
        SwiftDataStageStub.stageFile(importing: modules, names: names) { writer in
            writer.documentation(chain.conversionDocumentation)
            writer.block("static func \(chain.conversionHandler)(_ context: ModelContext) throws") { writer in
                for (index, model) in models.enumerated() {
                    if index > 0 { writer.line() }
                    let conversions = chain.conversions.filter { $0.model == model }
                    writer.line("// \(conversions.map(\.path).joined(separator: ", ")): set from the old values.")
                    writer.line(
                        "try forEach(\(converting.name).\(SwiftNames.escaped(model)).self, in: context) { row in")
                    for conversion in conversions {
                        writer.line(
                            "    row.\(SwiftNames.escaped(conversion.temporaryName)) = try \(Self.functionName(conversion))(row.\(SwiftNames.escaped(conversion.oldAttribute.name)))"
                        )
                    }
                    writer.line("}")
                }
            }
            for conversion in chain.conversions {
                writer.line()
                for line in function(conversion) { writer.lines(line) }
            }
        }
    }

    /// The converted models, in the order of their first conversion.
    private var models: [String] {
        var seen: Set<String> = []
        return chain.conversions.map(\.model).filter { seen.insert($0).inserted }
    }

    /// `convertItemQuantity`.
    static func functionName(_ conversion: SwiftDataConversionChain.Conversion) -> String {
        GeneratedNames.conversionFunction(model: conversion.model, attribute: conversion.attribute.name)
    }

    /// The function that turns one old value into the new type.
    private func function(_ conversion: SwiftDataConversionChain.Conversion) -> [String] {
        let name = Self.functionName(conversion)
        let from = conversion.oldAttribute.type
        let to = conversion.temporaryType
        var lines = [
            "/// \(conversion.path): \(conversion.change).",
            "private static func \(name)(_ old: \(qualified(from))) throws -> \(qualified(to)) {",
        ]
        switch (from.isOptional, to.isOptional) {
        case (true, true):
            lines.append("    guard let old else { return nil }")
        case (true, false):
            lines.append(
                "    guard let old else { throw \(errorType)(\(SwiftNames.stringLiteral("\(conversion.path) was nil in a row; choose its value in \(name)"))) }"
            )
        default:
            break
        }
        let body: [String]
        if from.isArray && to.isArray {
            // Element by element, through a local function of the same conversions.
            body =
                ["func element(_ old: \(qualified(from.elementType))) throws -> \(qualified(to.elementType)) {"]
                + scalarConversion(
                    from: from.elementType, to: to.elementType, shownAs: conversion.attribute.type.elementType,
                    path: conversion.path, function: name
                )
                .map { "    " + $0 } + ["}", "return try old.map(element)"]
        } else {
            body = scalarConversion(
                from: from.nonOptional, to: to.nonOptional, shownAs: conversion.attribute.type.nonOptional,
                path: conversion.path, function: name)
        }
        lines += body.map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// Lines ending in `return` or `throw` that turn `old` of type `from` into `to`; `shownAs` is the target
    /// type as the schema names it (`to` may be the converting version's
    /// `<Enum>Converted`).
    private func scalarConversion(
        from: AttributeType, to: AttributeType, shownAs: AttributeType, path: String, function: String
    ) -> [String] {
        let failure =
            "throw \(errorType)(\(SwiftDataStageStub.message("\(path): convert ", "old", " to \(shownAs) in \(function)")))"
        guard !from.isArray, !to.isArray else { return from == to ? ["return old"] : [failure] }
        let newType = qualified(to)
        switch (from.scalar, to.scalar) {
        case (.enumeration(let oldName), .enumeration(let newName)):
            return enumConversion(from: oldName, to: newName, failure: failure)
        case (.enumeration(let name), .primitive(let primitive)):
            // Through the enum's raw value, which is text or a whole number.
            guard let raw = rawPrimitive(of: name) else { return [failure] }
            if primitive == .string {
                return [raw == .string ? "return old.rawValue" : "return String(describing: old)"]
            }
            return primitiveConversion(raw, "old.rawValue", to: primitive, newType: newType)
                .map { "if let value = \($0) { return value }" }.map { [$0, failure] } ?? [failure]
        case (.primitive(let primitive), .enumeration(let name)):
            // Into the enum's raw type first, then the case with that raw value.
            guard let raw = rawPrimitive(of: name) else { return [failure] }
            let rawType = AttributeType(.primitive(raw)).description
            guard
                let rawValue = primitive == raw
                    ? "old" : primitiveConversion(primitive, "old", to: raw, newType: rawType)
            else { return [failure] }
            return [
                primitive == raw
                    ? "if let value = \(newType)(rawValue: old) { return value }"
                    : "if let raw = \(rawValue), let value = \(newType)(rawValue: raw) { return value }",
                failure,
            ]
        case (.primitive(let a), .primitive(let b)) where a == b:
            return ["return old"]
        case (.primitive, .primitive(.string)):
            return ["return String(describing: old)"]
        case (.primitive(let a), .primitive(let b))
        where !a.isInteger && !b.isInteger && Self.isBinaryNumber(a)
            && Self.isBinaryNumber(b):
            return ["return \(newType)(old)"]
        case (.primitive(let a), .primitive(let b)) where Self.isBinaryNumber(a) && b == .decimal:
            return ["return \(Self.decimal(of: "old", from: a))"]
        case (.primitive(let a), .primitive(let b)):
            guard let converted = primitiveConversion(a, "old", to: b, newType: newType) else {
                return [failure]
            }
            return ["if let value = \(converted) { return value }", failure]
        case (.structure, _), (_, .structure):
            // A struct holds fields the stub can't guess; the team writes the mapping.
            return [failure]
        }
    }

    /// An optional expression turning `value`, of type `from`, into `to` (spelled `newType`), or `nil` when no
    /// conversion is known: numbers with `init(exactly:)`, text parsed by the type's own initialiser.
    private func primitiveConversion(_ from: PrimitiveType, _ value: String, to: PrimitiveType, newType: String)
        -> String?
    {
        if Self.isBinaryNumber(from) && Self.isBinaryNumber(to) { return "\(newType)(exactly: \(value))" }
        if from == .string {
            switch to {
            case .uuid: return "UUID(uuidString: \(value))"
            case .url: return "URL(string: \(value))"
            case .decimal: return "Decimal(string: \(value))"
            case .date, .data, .string: return nil
            default: return "\(newType)(\(value))"
            }
        }
        if to == .string { return "Optional(String(describing: \(value)))" }
        if Self.isBinaryNumber(from), to == .decimal { return "Optional(\(Self.decimal(of: value, from: from)))" }
        return nil
    }

    /// The primitive type an enum of the converting version stores its raw values as.
    private func rawPrimitive(of enumName: String) -> PrimitiveType? {
        switch converting.enumDeclaration(named: enumName)?.rawType {
        case .string?: .string
        case .int?: .int
        case nil: nil
        }
    }

    /// One enum into another, case by case: the case of the same name, else (a renamed case) the one with the
    /// same raw value; a case with neither throws. A `switch`, so an enum that gains a case fails to compile
    /// here rather than convert wrongly.
    private func enumConversion(from oldName: String, to newName: String, failure: String) -> [String] {
        guard let oldEnum = converting.enumDeclaration(named: oldName),
            let newEnum = converting.enumDeclaration(named: newName)
        else { return [failure] }
        var lines = ["switch old {"]
        for oldCase in oldEnum.cases {
            let match =
                newEnum.enumCase(named: oldCase.name)
                ?? (oldEnum.rawType == newEnum.rawType ? newEnum.cases.first { $0.rawValue == oldCase.rawValue } : nil)
            lines.append("case .\(SwiftNames.escaped(oldCase.name)):")
            lines.append(match.map { "    return .\(SwiftNames.escaped($0.name))" } ?? "    " + failure)
        }
        lines.append("}")
        return lines
    }

    /// A type as written in the stage, where the typealias map's names mean the latest version: an enum is
    /// the converting version's, which holds both the old attribute's enum and the new one's.
    private func qualified(_ type: AttributeType) -> String {
        guard case .enumeration(let name) = type.scalar else { return type.description }
        var text = "\(converting.name).\(SwiftNames.escaped(name))"
        if type.isArray { text = "[\(text)]" }
        return type.isOptional ? text + "?" : text
    }

    /// `value`, a binary number of type `type`, as a `Decimal`: Foundation's `Decimal` has no initialiser from a
    /// `Float` on Linux, so a `Float` goes through `Double`, which holds it exactly.
    private static func decimal(of value: String, from type: PrimitiveType) -> String {
        type == .float ? "Decimal(Double(\(value)))" : "Decimal(\(value))"
    }

    /// Integers, `Double` and `Float`: the types that convert among themselves with `init(exactly:)`.
    private static func isBinaryNumber(_ type: PrimitiveType) -> Bool {
        type.isInteger || type == .double || type == .float
    }
}
