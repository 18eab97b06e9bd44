import SchemaModel

extension SealedRecord {
    /// The record as a reader would say it where the portable store is meant: "column SDMeal.title TEXT
    /// notnull default ''". A flavor may say it in its own words (``GenerationContext/describe(_:)``).
    var sharedWording: String {
        switch self {
        case .enumeration(let name, let rawType): return "enum \(name) of raw type \(rawType)"
        case .enumCase(let enumeration, let name, let rawValue):
            return "case \(enumeration).\(name) with raw value \(rawValue.dropFirst(2))"
        case .table(let name, let isJoin): return isJoin ? "join table \(name)" : "table \(name)"
        case .structure(let name): return "struct \(name)"
        case .structField(let structure, let name, let storedType, let declaredType):
            let declared = declaredType.map { $0 != storedType ? " (\($0))" : "" } ?? ""
            return "field \(structure).\(name) of type \(storedType)\(declared)"
        case .column(let table, let name, let sqlType, let isNotNull, let defaultSQL, let references, let declared):
            var words = ["column \(table).\(name)", sqlType, isNotNull ? "notnull" : "null"]
            if let defaultSQL { words.append("default \(defaultSQL)") }
            if let references { words.append("references \(references)") }
            if let declared { words.append("(\(declared))") }
            return words.joined(separator: " ")
        case .index(let table, let isUnique, let columns):
            return "\(isUnique ? "unique index" : "index") on \(table)(\(columns.joined(separator: ",")))"
        case .hashModifier(let model, let property, let modifier):
            return "hashModifier '\(modifier)' of \(property.map { "\(model).\($0)" } ?? model)"
        case .namespace(let name): return "namespace \(name)"
        case .transformer(let model, let attribute, let transformer):
            return "value transformer \(transformer) of \(model).\(attribute)"
        case .ephemeral(let model, let attribute, let type):
            return "ephemeral attribute \(model).\(attribute) (\(type))"
        case .deprecated(let model, let attribute): return "deprecated attribute \(model).\(attribute)"
        case .rawValue(let model, let attribute): return "\(model).\(attribute) stored as its raw value"
        case .superclass(let model, let superclass): return "\(model) inheriting from \(superclass)"
        case .swiftDataRelationship(let model, let relationship, let inputs):
            return "relationship \(model).\(relationship) with SwiftData version-hash inputs "
                + inputs.joined(separator: " ")
        case .unrecognized(let fields): return fields.joined(separator: " ")
        }
    }
}
