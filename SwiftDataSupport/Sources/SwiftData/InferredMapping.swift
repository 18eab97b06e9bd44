internal import SchemaModel
internal import SwiftDataStoreRules

/// Core Data's inferred (lightweight) migration between two versions, as its "Lightweight migration" page
/// describes it, with schemagen's one owner of what it can do (`SwiftDataInferredMigration`): an entity is
/// matched by name and keeps its rows and their identity; a property is matched by its `originalName`, else
/// by name; a value is carried only when the store holds it alike before and after (an enum by its raw
/// value); an added property takes its initial value, or `nil` when optional, and a property made required
/// takes its initial value where the row held nothing; a relationship keeps the pairs
/// whose rows both survive. Anything else (a type change, a required property with no value, a new
/// uniqueness constraint over duplicates, a count out of bounds) is an error, as inferring a mapping model
/// fails.
enum InferredMapping {
    static func apply(_ contents: StoreContents, from old: StoreSchema, to new: StoreSchema) throws -> StoreContents {
        var result = contents
        result.entityHashes = new.hashes
        result.rows = [:]
        var surviving: [String: Set<Int>] = [:]
        for entity in new.entities where old.entity(named: entity.name) != nil {
            surviving[entity.name] = Set((contents.rows[entity.name] ?? []).map(\.id))
        }
        for entity in new.entities {
            guard let oldEntity = old.entity(named: entity.name) else {
                result.rows[entity.name] = []
                continue
            }
            result.rows[entity.name] = try (contents.rows[entity.name] ?? []).map { row in
                try map(row, from: oldEntity, in: old, to: entity, in: new, surviving: surviving)
            }
        }
        try StoreValidation.checkUniqueness(result, new)
        try StoreValidation.checkCounts(result, new)
        return result
    }

    private static func map(
        _ row: StoreContents.Row, from old: StoreSchema.Entity, in oldSchema: StoreSchema,
        to new: StoreSchema.Entity, in newSchema: StoreSchema, surviving: [String: Set<Int>]
    ) throws -> StoreContents.Row {
        var mapped = StoreContents.Row(id: row.id, attributes: [:], relationships: [:])
        for attribute in new.description.attributes {
            let source = sourceName(attribute.name, attribute.originalName) {
                old.description.attribute(named: $0) != nil
            }
            if let source, let oldAttribute = old.description.attribute(named: source) {
                guard
                    SwiftDataInferredMigration.keepsValues(
                        from: oldAttribute.type, in: oldSchema.description, to: attribute.type,
                        in: newSchema.description)
                else {
                    throw SwiftDataError(
                        "\(new.name).\(attribute.name) changes its stored type from \(oldAttribute.type) to \(attribute.type), which an inferred migration can't convert"
                    )
                }
                var text = row.attributes[source] ?? "[null]"
                if StoredValueText.isNil(text) && !attribute.type.isOptional {
                    // "An optional attribute becoming non-optional, and defining a default value": the default
                    // fills what the row lacked.
                    guard let fill = new.property(named: attribute.name)?.storage.defaultText else {
                        throw missingValue(new.name, row.id, attribute.name)
                    }
                    text = fill
                }
                mapped.attributes[attribute.name] = text
            } else if let text = new.property(named: attribute.name)?.storage.defaultText {
                mapped.attributes[attribute.name] = text
            } else if attribute.type.isOptional {
                mapped.attributes[attribute.name] = "[null]"
            } else {
                throw missingValue(new.name, row.id, attribute.name)
            }
        }
        for relationship in new.description.relationships {
            let source = sourceName(relationship.name, relationship.originalName) {
                old.description.relationship(named: $0)?.target == relationship.target
            }
            let ids = source.flatMap { row.relationships[$0] } ?? []
            // The related rows may be the target's subentities'.
            let targets = newSchema.family(of: relationship.target).compactMap { surviving[$0] }
            let kept = ids.filter { id in targets.contains { $0.contains(id) } }
            if kept.isEmpty && !relationship.cardinality.isToMany && !relationship.cardinality.isOptional {
                throw missingValue(new.name, row.id, relationship.name)
            }
            mapped.relationships[relationship.name] = kept
        }
        return mapped
    }

    /// The old property a new one takes its values from: its `originalName` when the old entity has it, else
    /// its own name when the old entity has that.
    private static func sourceName(_ name: String, _ originalName: String?, exists: (String) -> Bool) -> String? {
        if let originalName, exists(originalName) { return originalName }
        return exists(name) ? name : nil
    }

    private static func missingValue(_ entity: String, _ row: Int, _ property: String) -> SwiftDataError {
        SwiftDataError(
            "\(entity) row \(row): the required '\(property)' has no value (Core Data: missing attribute values on mandatory destination attribute)"
        )
    }
}
