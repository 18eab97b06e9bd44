import SchemaKit
import SchemaModel

/// A struct's value written in a fixture file, as a mapping of its fields (`home: { street: Main St, city:
/// Oslo }`), and lists of them: read into the JSON a struct column stores, field by field in declaration
/// order, each field written as a default of its type would be, so the kit compares it byte for byte with
/// what the runtime writes. A version file can't write a struct as a literal (its default is Swift code);
/// a fixture, which must be the same on every run, can.
struct FixtureStructValue {
    /// The version whose structs and enums the value is read against.
    let schema: Schema
    /// The parser of that version's values (its enums known), which reads each primitive or enum field.
    let values: DefaultValueParser

    /// The stored JSON of `node`, a value of `type` (a struct, a list of them, or a struct's field), or the
    /// diagnostics that say why it is not one. `what` names the value in messages.
    func json(_ node: YAMLNode, type: AttributeType, what: String) -> Result<StoredJSON, Diagnostic> {
        if node.isNull {
            guard type.isOptional else {
                return .failure(
                    error("\(what) is required, so it can't be left blank", at: node, hint: "give it a \(type) value"))
            }
            return .success(.scalar(.null))
        }
        if type.isArray {
            guard let items = node.sequenceItems else {
                return .failure(
                    error(
                        "\(what) is a list: write '[...]'", at: node, hint: "write a list of \(type.elementType) values"
                    ))
            }
            var elements: [StoredJSON] = []
            for (index, item) in items.enumerated() {
                switch json(item, type: type.elementType, what: "element \(index) of \(what)") {
                case .success(let element): elements.append(element)
                case .failure(let diagnostic): return .failure(diagnostic)
                }
            }
            return .success(.array(elements))
        }
        guard case .structure(let name) = type.scalar else { return scalar(node, type: type, what: what) }
        guard let declaration = schema.structDeclaration(named: name) else {
            return .failure(
                error("\(what) is of the unknown struct '\(name)'", at: node, hint: "declare it under 'structs:'"))
        }
        guard let entries = node.mappingEntries else {
            return .failure(
                error(
                    "\(what) holds the struct \(name): write its fields, not \(node.kindDescription)", at: node,
                    hint: "write '{ \(declaration.fields.map { "\($0.name): ..." }.joined(separator: ", ")) }'"))
        }
        for entry in entries where declaration.field(named: entry.key) == nil {
            let names = declaration.fields.map(\.name)
            return .failure(
                .error(
                    .fixtureUnknownName, "\(name) has no field '\(entry.key)' in version \(schema.version)",
                    at: entry.keyLocation,
                    hint: NameSuggestion.hint(
                        for: entry.key, among: names, otherwise: "its fields are \(NameSuggestion.list(names))")))
        }
        var members: [StoredJSON.Member] = []
        for field in declaration.fields {
            let what = "'\(field.name)' of \(what)"
            guard let entry = entries.first(where: { $0.key == field.name }) else {
                guard field.type.isOptional else {
                    return .failure(
                        .error(
                            .fixtureMissingValue, "\(what) is required, so the \(name) must give it",
                            at: node.location, hint: "give '\(field.name): ...' a \(field.type) value"))
                }
                members.append(.init(name: field.name, value: .scalar(.null)))
                continue
            }
            switch json(entry.value, type: field.type, what: what) {
            case .success(let value): members.append(.init(name: field.name, value: value))
            case .failure(let diagnostic): return .failure(diagnostic)
            }
        }
        return .success(.object(members))
    }

    /// A primitive or enum field, written as its default would be.
    private func scalar(_ node: YAMLNode, type: AttributeType, what: String) -> Result<StoredJSON, Diagnostic> {
        var parser = values
        switch parser.parse(node, for: type, what: what) {
        case .failure(let diagnostic):
            return .failure(FixtureFileLoader.fixtureValueDiagnostic(diagnostic))
        case .success(nil):
            return .success(.scalar(.null))
        case .success(let value?):
            guard value.isConstant, let stored = StorageTypes.storedValue(of: value, type: type, in: schema) else {
                return .failure(
                    error("\(what) is '\(value)', which differs on every run", at: node, hint: "write a fixed value"))
            }
            return .success(.scalar(stored))
        }
    }

    private func error(_ message: String, at node: YAMLNode, hint: String) -> Diagnostic {
        .error(.fixtureInvalidValue, message, at: node.location, hint: hint)
    }
}
