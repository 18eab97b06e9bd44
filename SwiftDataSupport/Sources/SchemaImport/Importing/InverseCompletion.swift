/// Writes each inverse on both sides, as the contract allows and reviewers can read: SwiftData takes
/// `inverse:` on one side, and the other side is the same pair.
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
                ),
                case .relationship(var spec) = version.models[modelIndex].properties[propertyIndex].kind,
                spec.inverse == nil, spec.target == pair.entity
            else { continue }
            spec.inverse = pair.property
            version.models[modelIndex].properties[propertyIndex].kind = .relationship(spec)
        }
    }
}
