import SchemaKit
import SchemaModel

/// Loading `enums:`.
extension VersionFileReading {
    static let enumKeys = EnumKey.names

    mutating func loadEnums(_ node: Node) {
        guard let entries = mappingEntries(node, what: "'enums'") else { return }
        // Names first, so that a model can use an enum whose body has an error without a second,
        // misleading "unknown type" error.
        for entry in entries {
            let name = document.key(entry)
            if checkIdentifier(name, at: entry.keyLocation, what: "the enum name") { enumNames.insert(name) }
        }
        for entry in entries {
            let name = document.key(entry)
            if enumNames.contains(name), let declaration = loadEnum(entry) {
                enumsByName[name] = declaration
                enumNamesInOrder.append(name)
            }
        }
    }

    private mutating func loadEnum(_ entry: Entry) -> EnumDeclaration? {
        let name = document.key(entry)
        let location = entry.keyLocation
        // Shorthand: `Level: [low, high]` is a String enum with those cases.
        if entry.value.kind == .sequence {
            guard let cases = loadCases(entry.value, rawType: .string, enumName: name) else { return nil }
            sources.record(.enumeration(name), at: location)
            return EnumDeclaration(name: name, rawType: .string, cases: cases)
        }
        guard let body = document.entries(of: entry.value) else {
            error(
                .unexpectedValueKind,
                "the enum '\(name)' must be a mapping with 'cases:' (and optionally 'rawType:'), not \(document.kindDescription(entry.value))",
                at: entry.value.location, hint: "write '\(name): { cases: [first, second] }'")
            return nil
        }
        let misspelled = checkKeys(body, allowed: Self.enumKeys, context: "in the enum '\(name)'")
        let keyed = KeyedEntries(body, in: document)
        var rawType = EnumDeclaration.RawType.string
        if let rawTypeEntry = keyed[EnumKey.rawType], let text = scalarText(rawTypeEntry.value, what: "'rawType'") {
            guard let parsed = EnumDeclaration.RawType(rawValue: text) else {
                error(
                    .invalidRawValue, "\(MessageText.quoted(text)) is not a supported raw type",
                    at: rawTypeEntry.value.location,
                    hint: NameSuggestion.hint(
                        for: text, among: EnumDeclaration.RawType.allCases.map(\.rawValue),
                        otherwise: "an enum's raw type is 'String' (the default) or 'Int'"))
                return nil
            }
            rawType = parsed
        }
        guard let casesEntry = keyed[EnumKey.cases] else {
            if misspelled.contains(EnumKey.cases.rawValue) { return nil }
            error(
                .missingKey, "the enum '\(name)' has no 'cases'", at: location,
                hint: "add 'cases: [first, second]'")
            return nil
        }
        guard let cases = loadCases(casesEntry.value, rawType: rawType, enumName: name) else { return nil }
        sources.record(.enumeration(name), at: location)
        return EnumDeclaration(
            name: name, rawType: rawType, cases: cases,
            documentation: nonEmptyText(keyed[EnumKey.doc], what: "the 'doc' of the enum '\(name)'"))
    }

    /// Cases from a list of names (implicit raw values) or a map of names to raw values.
    private mutating func loadCases(_ node: Node, rawType: EnumDeclaration.RawType, enumName: String)
        -> [EnumDeclaration.Case]?
    {
        var cases: [EnumDeclaration.Case] = []
        var caseLocations: [String: SourceLocation] = [:]
        let errorCount = diagnostics.count
        if let items = document.items(of: node) {
            var seen: [String: SourceLocation] = [:]
            for (index, item) in items.enumerated() {
                if let entries = document.entries(of: item), entries.count == 1, let entry = entries.first {
                    refuseAssociatedValues(ofCase: document.key(entry), in: enumName, at: entry.keyLocation)
                    continue
                }
                guard let name = scalarText(item, what: "an enum case"),
                    checkIdentifier(name, at: item.location, what: "the case name")
                else { continue }
                if let first = seen[name] {
                    error(
                        .duplicateEntry,
                        "duplicate case '\(name)' in the enum '\(enumName)' (first at line \(first.line), column \(first.column))",
                        at: item.location, hint: "remove one of them")
                    continue
                }
                seen[name] = item.location
                let rawValue: EnumDeclaration.RawValue = rawType == .string ? .string(name) : .int(Int64(index))
                cases.append(.init(name, rawValue))
                caseLocations[name] = item.location
            }
        } else if let entries = document.entries(of: node) {
            for entry in entries {
                let name = document.key(entry)
                guard checkIdentifier(name, at: entry.keyLocation, what: "the case name") else { continue }
                if entry.value.kind != .scalar {
                    refuseAssociatedValues(ofCase: name, in: enumName, at: entry.keyLocation)
                    continue
                }
                guard let rawValue = explicitRawValue(entry.value, rawType: rawType, caseName: name) else {
                    continue
                }
                cases.append(.init(name, rawValue, explicit: true))
                caseLocations[name] = entry.keyLocation
            }
        } else {
            error(
                .unexpectedValueKind,
                "the cases of '\(enumName)' must be a list of names or a map of names to raw values, not \(document.kindDescription(node))",
                at: node.location, hint: "write 'cases: [first, second]' or 'cases: { first: 1, second: 2 }'")
            return nil
        }
        guard diagnostics.count == errorCount else { return nil }
        guard !cases.isEmpty else {
            error(.emptyValue, "the enum '\(enumName)' has no cases", at: node.location, hint: "list at least one case")
            return nil
        }
        var owners: [EnumDeclaration.RawValue: String] = [:]
        for enumCase in cases {
            if let owner = owners[enumCase.rawValue] {
                error(
                    .invalidRawValue,
                    "the raw value \(enumCase.rawValue) of case '\(enumCase.name)' is already the raw value of '\(owner)'",
                    at: caseLocations[enumCase.name] ?? node.location,
                    hint: "give each case of '\(enumName)' its own raw value")
                return nil
            }
            owners[enumCase.rawValue] = enumCase.name
        }
        for (name, location) in caseLocations {
            sources.record(.enumCase(enum: enumName, name: name), at: location)
        }
        return cases
    }

    /// A case written with values (`circle: { radius: Double }`): Apple documents how SwiftData stores an enum
    /// by its raw value only (`docs/SwiftData.md`), and a raw value is all the portable store keeps.
    private mutating func refuseAssociatedValues(ofCase name: String, in enumName: String, at location: SourceLocation)
    {
        error(
            .associatedValues,
            "the case '\(enumName).\(name)' has associated values, which no store keeps by raw value",
            at: location,
            hint:
                "declare a struct with a '\(enumName)' field saying which case it is and an optional field for each value, and give '\(name)' no values"
        )
    }

    private mutating func explicitRawValue(_ node: Node, rawType: EnumDeclaration.RawType, caseName: String)
        -> EnumDeclaration.RawValue?
    {
        guard let text = scalarText(node, what: "the raw value of '\(caseName)'") else { return nil }
        switch rawType {
        case .string:
            return .string(text)
        case .int:
            guard let literal = NumberLiterals.integer(text),
                let value = NumberLiterals.int64(isNegative: literal.isNegative, magnitude: literal.magnitude)
            else {
                error(
                    .invalidRawValue, "the raw value \(MessageText.quoted(text)) of case '\(caseName)' is not an Int",
                    at: node.location,
                    hint: "an Int enum's raw values are whole numbers; use 'rawType: String' for text")
                return nil
            }
            return .int(value)
        }
    }
}
