import SchemaKit

/// Checks within one version that need the whole file: names that clash, properties named by `unique:` and
/// `indexes:`, and relationship inverses.
public struct SchemaValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// The problems in `schema`.
    public func validate(_ schema: Schema) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for declaration in schema.enums where declaration.name == schema.name {
            diagnostics.append(namespaceClash(declaration.name, at: declaration.location))
        }
        let typeNames = schema.enums.map { ($0.name, $0.location) } + schema.models.map { ($0.name, $0.location) }
        for (name, location) in typeNames where Self.reservedTypeNames.contains(name) {
            diagnostics.append(
                .error(
                    "'\(name)' can't be the name of a model or enum: Swift reads 'Namespace.\(name)' as something else",
                    at: location, hint: "choose another name, such as '\(name)Model'"))
        }
        for model in schema.models {
            if model.name == schema.name {
                diagnostics.append(namespaceClash(model.name, at: model.location))
            }
            diagnostics += propertyNameClashes(in: model)
            diagnostics += propertyGroupProblems(in: model, groups: model.uniqueConstraints, key: "unique")
            diagnostics += propertyGroupProblems(in: model, groups: model.indexes, key: "indexes")
        }
        diagnostics += InverseValidator(schema: schema).validate()
        return diagnostics
    }

    /// Names Swift reserves after a dot (`SchemaV1.Type` is a metatype) or as types, even in backticks.
    static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

    private func namespaceClash(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' is also the name of this version's namespace", at: location,
            hint: "set 'name:' at the top of the file to another namespace, such as '\(name)Schema'")
    }

    private func propertyNameClashes(in model: Model) -> [Diagnostic] {
        let attributeNames = Set(model.attributes.map(\.name))
        return model.relationships.filter { attributeNames.contains($0.name) }.map { relationship in
            .error(
                "'\(model.name).\(relationship.name)' is declared both as an attribute and as a relationship",
                at: relationship.location, hint: "rename one of them; a model has one property per name")
        }
    }

    /// Every property in `unique:`/`indexes:` must be a stored attribute or a to-one relationship.
    private func propertyGroupProblems(in model: Model, groups: [Located<[String]>], key: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // An index's columns are in order ([a, b] and [b, a] are two indexes); a uniqueness constraint's are a
        // set ([a, b] and [b, a] are one constraint).
        let isUnique = key == "unique"
        var seen: [[String]: SourceLocation] = [:]
        for group in groups {
            for name in group.value {
                if let attribute = model.attribute(named: name) {
                    if attribute.isTransient {
                        diagnostics.append(
                            .error(
                                "'\(model.name).\(name)' in '\(key)' is transient, so the store can't use it",
                                at: group.location, hint: "remove it from '\(key)' or make it stored"))
                    } else if attribute.type.isArray {
                        diagnostics.append(
                            .error(
                                "'\(model.name).\(name)' in '\(key)' is an array, which can't be \(key == "unique" ? "unique" : "indexed")",
                                at: group.location, hint: "remove it from '\(key)'"))
                    }
                } else if let relationship = model.relationship(named: name) {
                    if relationship.cardinality.isToMany {
                        diagnostics.append(
                            .error(
                                "'\(model.name).\(name)' in '\(key)' is a to-many relationship, which has no column",
                                at: group.location, hint: "use attributes or to-one relationships in '\(key)'"))
                    }
                } else {
                    diagnostics.append(
                        .error(
                            "'\(key)' names '\(name)', which is not a property of '\(model.name)'", at: group.location,
                            hint: NameSuggestion.hint(
                                for: name, among: model.propertyNames,
                                otherwise:
                                    "the properties of '\(model.name)' are \(NameSuggestion.list(model.propertyNames, conjunction: "and"))"
                            )))
                }
            }
            let identity = isUnique ? group.value.sorted() : group.value
            if let first = seen[identity] {
                diagnostics.append(
                    .error(
                        "\(isUnique ? "the uniqueness constraint" : "the index") [\(group.value.joined(separator: ", "))] is listed twice in '\(key)' (first at line \(first.line), column \(first.column))",
                        at: group.location,
                        hint: isUnique
                            ? "remove one; the order of a constraint's properties does not matter"
                            : "remove one; an index with the columns in another order is a different index"))
            } else {
                seen[identity] = group.location
            }
        }
        return diagnostics
    }
}
