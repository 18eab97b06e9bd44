/// Writes each inverse on both sides, as the contract allows and reviewers can read: SwiftData takes
/// `inverse:` on one side, and the other side is the same pair. An inverse naming a property the import left
/// out (its type is one the contract can't say yet) is dropped with a comment: the omission was warned about,
/// and the file must still load.
enum InverseCompletion {
    static func complete(_ version: inout ImportedVersion) {
        var declared: [(entity: String, property: String, target: String, inverse: String)] = []
        for model in version.models {
            for property in model.properties {
                if case .relationship(let spec) = property.kind, let inverse = spec.inverse {
                    declared.append((model.entityName, property.name, spec.target, inverse))
                }
            }
        }
        for pair in declared {
            guard let modelIndex = version.models.firstIndex(where: { $0.entityName == pair.target }),
                let propertyIndex = version.models[modelIndex].properties.firstIndex(where: { $0.name == pair.inverse }
                )
            else { continue }
            switch version.models[modelIndex].properties[propertyIndex].kind {
            case .relationship(var spec) where spec.inverse == nil && spec.target == pair.entity:
                spec.inverse = pair.property
                version.models[modelIndex].properties[propertyIndex].kind = .relationship(spec)
            case .omitted:
                dropInverse(of: pair.property, in: pair.entity, leftOut: "\(pair.target).\(pair.inverse)", &version)
            default:
                continue
            }
        }
    }

    private static func dropInverse(
        of property: String, in entity: String, leftOut: String, _ version: inout ImportedVersion
    ) {
        guard let modelIndex = version.models.firstIndex(where: { $0.entityName == entity }),
            let propertyIndex = version.models[modelIndex].properties.firstIndex(where: { $0.name == property }),
            case .relationship(var spec) = version.models[modelIndex].properties[propertyIndex].kind
        else { return }
        spec.notes.append("inverse: \(spec.inverse ?? "") not imported, \(leftOut) is left out")
        spec.inverse = nil
        version.models[modelIndex].properties[propertyIndex].kind = .relationship(spec)
    }
}
