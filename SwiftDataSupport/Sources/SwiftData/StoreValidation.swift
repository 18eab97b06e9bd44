internal import SchemaModel

/// What Core Data validates before it writes a store: relationship counts on every save, and, when a
/// migration adds a uniqueness constraint, that no two rows already share the value.
enum StoreValidation {
    /// Throws for the first row whose to-many relationship holds fewer or more models than its bounds.
    static func checkCounts(_ contents: StoreContents, _ schema: StoreSchema) throws {
        for entity in schema.entities {
            for relationship in entity.description.relationships where relationship.cardinality.isToMany {
                for row in contents.rows[entity.name] ?? [] {
                    let count = row.relationships[relationship.name]?.count ?? 0
                    if let minimum = relationship.minCount, count < minimum {
                        throw SwiftDataError(
                            "\(entity.name) row \(row.id): '\(relationship.name)' holds \(count) models, fewer than its minimum of \(minimum) (Core Data refuses to save: too few items)"
                        )
                    }
                    if let maximum = relationship.maxCount, count > maximum {
                        throw SwiftDataError(
                            "\(entity.name) row \(row.id): '\(relationship.name)' holds \(count) models, more than its maximum of \(maximum) (Core Data refuses to save: too many items)"
                        )
                    }
                }
            }
        }
    }

    /// Throws for the first unique attribute two rows share a value of. A unique attribute of a superentity is
    /// unique across its subentities' rows too, which hold it in the same table in Core Data; it is checked once,
    /// with the entity that declares it.
    static func checkUniqueness(_ contents: StoreContents, _ schema: StoreSchema) throws {
        for entity in schema.entities {
            for attribute in entity.description.attributes
            where attribute.isUnique && schema.declaringEntity(of: attribute.name, in: entity.name) == entity.name {
                var seen: [String: Int] = [:]
                for row in schema.family(of: entity.name).flatMap({ contents.rows[$0] ?? [] }) {
                    guard let text = row.attributes[attribute.name], !StoredValueText.isNil(text) else { continue }
                    if let first = seen.updateValue(row.id, forKey: text) {
                        throw SwiftDataError(
                            "\(entity.name) rows \(first) and \(row.id) share the unique '\(attribute.name)' \(text) (a constraint conflict: the migration can't make the attribute unique)"
                        )
                    }
                }
            }
        }
    }
}
