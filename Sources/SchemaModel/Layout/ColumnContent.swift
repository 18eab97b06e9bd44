/// What a column holds, in the schema's terms: the one fact from which each SQL dialect derives the column's
/// type and writes its literals, so the SQLite and PostgreSQL stores lay out the same tables.
package enum ColumnContent: Hashable, Sendable {
    /// A value of a primitive type.
    case primitive(PrimitiveType)
    /// An array or a struct, stored as JSON text.
    case json
    /// An enum, by raw value.
    case enumeration(EnumDeclaration.RawType)
    /// Another table's primary key: a to-one relationship, or one side of a join table's pair.
    case reference

    /// What an attribute of `type` stores; an enum whose declaration is missing (an error reported by
    /// validation) stores its names as text.
    package init(_ type: AttributeType, in schema: Schema) {
        if type.isArray {
            self = .json
            return
        }
        switch type.scalar {
        case .primitive(let primitive): self = .primitive(primitive)
        case .enumeration(let name): self = .enumeration(schema.enumDeclaration(named: name)?.rawType ?? .string)
        case .structure: self = .json
        }
    }
}
