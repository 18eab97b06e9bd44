/// Relationship changes.
extension SchemaDiff {
    mutating func recordAddedRelationship(_ relationship: Relationship, in model: Model) {
        let path = "\(model.name).\(relationship.name)"
        let effect: SchemaChange.Effect
        switch relationship.cardinality {
        case .toOne(isOptional: false):
            effect = .custom("required to-one '\(path)' added: existing rows need a target")
        case .toMany where (relationship.minCount ?? 0) > 0:
            effect = .custom("to-many '\(path)' added with minCount \(relationship.minCount ?? 0)")
        default:
            effect = .lightweight
        }
        record(
            .init(
                .relationshipAdded, path: path, at: .property(model: model.name, name: relationship.name),
                detail: relationship.targetSpelling,
                effect: effect))
    }

    mutating func diffRelationship(
        _ relationship: Relationship, from old: Relationship, in model: Model, oldModel: Model
    ) {
        lazy var path = "\(model.name).\(relationship.name)"
        let location = SchemaElement.property(model: model.name, name: relationship.name)
        if old.name != relationship.name {
            record(.init(.relationshipRenamed, path: path, at: location, detail: "\(old.name) -> \(relationship.name)"))
        }
        // A target that was only renamed is the same target.
        let targetIsSame = currentModelName(ofPrevious: old.target) == relationship.target
        if !targetIsSame {
            record(
                .init(
                    .relationshipTargetChanged, path: path,
                    at: .propertyPart(model: model.name, name: relationship.name, .target),
                    detail: "\(old.target) -> \(relationship.target)",
                    effect: .custom("'\(path)' now points at '\(relationship.target)' instead of '\(old.target)'"),
                    dataLossPath: path))
        }
        switch (old.cardinality, relationship.cardinality) {
        case (.toOne, .toMany):
            record(
                .init(
                    .relationshipCardinalityChanged, path: path,
                    at: .propertyPart(model: model.name, name: relationship.name, .target),
                    detail: "to-one -> to-many", effect: .custom("'\(path)' changed from to-one to to-many")))
        case (.toMany, .toOne):
            record(
                .init(
                    .relationshipCardinalityChanged, path: path,
                    at: .propertyPart(model: model.name, name: relationship.name, .target),
                    detail: "to-many -> to-one", effect: .custom("'\(path)' changed from to-many to to-one"),
                    dataLossPath: path))
        default:
            if old.cardinality.isOptional != relationship.cardinality.isOptional {
                let madeRequired = !relationship.cardinality.isOptional
                record(
                    .init(
                        .relationshipOptionalityChanged, path: path,
                        at: .propertyPart(model: model.name, name: relationship.name, .target),
                        detail: madeRequired ? "optional -> required" : "required -> optional",
                        effect: madeRequired ? .custom("'\(path)' made required") : .lightweight))
            }
        }
        if old.hashModifier != relationship.hashModifier {
            record(
                .init(
                    .relationshipHashModifierChanged, path: path, at: location,
                    detail: SchemaChange.hashModifierDetail(old.hashModifier, relationship.hashModifier)))
        }
        if old.deleteRule != relationship.deleteRule {
            record(
                .init(
                    .relationshipDeleteRuleChanged, path: path, at: location,
                    detail: "\(old.deleteRule.rawValue) -> \(relationship.deleteRule.rawValue)"))
        }
        if targetIsSame {
            diffInverse(relationship, from: old, in: model, oldModel: oldModel)
        }
        // Asked here, so that `path` is built only for a change.
        if old.minCount != relationship.minCount || old.maxCount != relationship.maxCount {
            diffCounts(relationship, from: old, path: path, at: location)
        }
    }

    /// The inverse compared through renames of the target and of the inverse property; the inverse may be
    /// written on either side.
    private mutating func diffInverse(
        _ relationship: Relationship, from old: Relationship, in model: Model, oldModel: Model
    ) {
        lazy var path = "\(model.name).\(relationship.name)"
        let newInverse = current.effectiveInverse(of: relationship, in: model)
        let oldInverse = previous.effectiveInverse(of: old, in: oldModel)
        // Carry the old inverse's name into the new version through a rename of the inverse property.
        let oldInverseNow = oldInverse.map { oldName in
            correspondence.currentPropertyName(ofPrevious: oldName, inModel: relationship.target) ?? oldName
        }
        guard oldInverseNow != newInverse else { return }
        record(
            .init(
                .relationshipInverseChanged, path: path,
                at: relationship.inverse == nil
                    ? .property(model: model.name, name: relationship.name)
                    : .propertyPart(model: model.name, name: relationship.name, .inverse),
                detail: "\(oldInverse ?? "none") -> \(newInverse ?? "none")",
                effect: .custom(
                    "the inverse of '\(path)' changed from \(oldInverse ?? "none") to \(newInverse ?? "none")")))
    }

    /// The name of the relationship on the target that pairs with `relationship`, whichever side names it;
    /// `target` looks up a model by name.
    public static func effectiveInverse(of relationship: Relationship, in model: Model, target: (String) -> Model?)
        -> String?
    {
        if let inverse = relationship.inverse { return inverse }
        return target(relationship.target).flatMap { namingBack(relationship, of: model, among: $0.relationships) }
    }

    /// The name of the first of `targets` (the target's relationships) that names `relationship` of `model` as
    /// its inverse: the pair when only the target's side names it.
    static func namingBack(_ relationship: Relationship, of model: Model, among targets: [Relationship]) -> String? {
        targets.first { $0.target == model.name && $0.inverse == relationship.name }?.name
    }

    /// The change of `relationship`'s counts, which differ from `old`'s.
    private mutating func diffCounts(
        _ relationship: Relationship, from old: Relationship, path: String, at location: SchemaElement
    ) {
        let oldMin = old.minCount ?? 0
        let newMin = relationship.minCount ?? 0
        let tightened =
            newMin > oldMin
            || (relationship.maxCount.map { newMax in old.maxCount.map { newMax < $0 } ?? true } ?? false)
        func describe(_ r: Relationship) -> String {
            "\(r.minCount.map(String.init) ?? "0")...\(r.maxCount.map(String.init) ?? "")"
        }
        record(
            .init(
                .relationshipCountChanged, path: path, at: location,
                detail: "\(describe(old)) -> \(describe(relationship))\(tightened ? " (tightened)" : "")",
                effect: tightened ? .custom("the counts of '\(path)' were tightened") : .lightweight))
    }
}
