/// Uniqueness and index changes, compared as sets of property names after renames.
extension SchemaDiff {
    /// The changes of `model`'s uniqueness constraints and indexes; `attributesAlike` says whether, no property
    /// renamed, its attributes are written as before.
    mutating func diffConstraints(of model: Model, from oldModel: Model, attributesAlike: Bool) {
        // With no property renamed and the attributes alike, the constraints are the same sets unless written
        // otherwise: most models of a long history are such, and building their sets cost more than the rest
        // of their diff.
        if attributesAlike, model.uniqueConstraints == oldModel.uniqueConstraints, model.indexes == oldModel.indexes {
            return
        }
        let rename = propertyRenamer(for: model)
        let oldUnique = Set(oldModel.allUniquenessConstraints.map { Set($0.map(rename)) })
        let newUnique = Set(model.allUniquenessConstraints.map { Set($0) })
        for constraint in model.allUniquenessConstraints where !oldUnique.contains(Set(constraint)) {
            let (kind, path) = uniquenessPath(constraint, in: model, added: true)
            record(
                .init(
                    kind, path: path, at: constraintLocation(constraint, in: model), detail: "unique \(constraint)",
                    effect: .custom("uniqueness added on \(path): existing rows may have duplicates")))
        }
        for constraint in oldModel.allUniquenessConstraints where !newUnique.contains(Set(constraint.map(rename))) {
            let renamed = constraint.map(rename)
            let (kind, path) = uniquenessPath(renamed, in: model, added: false)
            record(.init(kind, path: path, at: .model(model.name), detail: "unique \(renamed) removed"))
        }

        let oldIndexes = Set(oldModel.indexes.map { $0.map(rename) })
        let newIndexes = Set(model.indexes)
        for index in model.indexes where !oldIndexes.contains(index) {
            record(
                .init(
                    .indexAdded, path: model.name, at: .index(model: model.name, properties: index),
                    detail: "index \(index)"))
        }
        for index in oldModel.indexes where !newIndexes.contains(index.map(rename)) {
            record(
                .init(
                    .indexRemoved, path: model.name, at: .model(model.name),
                    detail: "index \(index.map(rename)) removed"))
        }
    }

    /// Maps a previous property name of `model` to its current name.
    private func propertyRenamer(for model: Model) -> (String) -> String {
        { [correspondence] in correspondence.currentPropertyName(ofPrevious: $0, inModel: model.name) ?? $0 }
    }

    /// A single-attribute constraint is reported on the attribute, a compound one on the model.
    private func uniquenessPath(_ constraint: [String], in model: Model, added: Bool) -> (SchemaChange.Kind, String) {
        if constraint.count == 1 {
            return (added ? .attributeUniquenessAdded : .attributeUniquenessRemoved, "\(model.name).\(constraint[0])")
        }
        return (added ? .uniquenessAdded : .uniquenessRemoved, model.name)
    }

    private func constraintLocation(_ constraint: [String], in model: Model) -> SchemaElement {
        if constraint.count == 1, let attribute = model.attribute(named: constraint[0]), attribute.isUnique {
            return .property(model: model.name, name: attribute.name)
        }
        return .uniqueConstraint(model: model.name, properties: constraint)
    }
}
