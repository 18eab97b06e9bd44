import SchemaKit
import SchemaModel

/// Checks that every `inverse:` names a relationship on the target that points back, and that where both
/// sides name an inverse they name each other; warns where two relationships look like one without it.
struct InverseValidator {
    let file: VersionFile

    func validate() -> [Diagnostic] {
        let models = file.models
        // Each model's own relationships, by model index (a loop over the models copies each whole): an
        // inherited relationship is checked, and claims its inverse, where its superclass declares it.
        let own = models.indices.map { file.schema.ownRelationships(of: models[$0]) }
        var diagnostics: [Diagnostic] = []
        // The relationship that already claimed each target property as its inverse.
        var claimed: [String: String] = [:]
        for index in models.indices {
            for relationship in own[index] {
                guard let inverse = relationship.inverse else { continue }
                let model = models[index]
                if let problem = problem(with: inverse, of: relationship, in: model) {
                    diagnostics.append(problem)
                    continue
                }
                let key = "\(relationship.target).\(inverse)"
                let claimant = "\(model.name).\(relationship.name)"
                if let first = claimed[key] {
                    diagnostics.append(
                        .error(
                            .invalidInverse,
                            "'\(key)' is already the inverse of '\(first)', so it can't also be the inverse of '\(claimant)'",
                            at: inverseLocation(of: relationship, in: model),
                            hint: "give each relationship its own inverse property on '\(relationship.target)'"))
                    continue
                }
                claimed[key] = claimant
            }
        }
        return diagnostics + missingInverseWarnings(own: own)
    }

    /// A relationship with no inverse whose target has exactly one relationship back with none either (and
    /// the other way round): most likely one relationship seen from both sides, which without `inverse:` is
    /// stored twice, each side on its own. One warning per pair, at the side that sorts first. `own` holds
    /// each model's own relationships, by model index.
    private func missingInverseWarnings(own: [[Relationship]]) -> [Diagnostic] {
        let schema = file.schema
        // Each model's own relationships without an inverse on either side, found once: each relationship asks
        // for those of its own model and of its target's.
        let unpaired = own.indices.map { index in
            own[index].filter { schema.effectiveInverse(of: $0, in: schema.models[index]) == nil }
        }
        var diagnostics: [Diagnostic] = []
        for index in unpaired.indices {
            let name = schema.models[index].name
            for relationship in unpaired[index] {
                let target = relationship.target
                guard let targetIndex = schema.modelIndex(named: target), target != name else { continue }
                let back = unpaired[targetIndex].lazy.filter { $0.target == name }
                let forth = unpaired[index].lazy.filter { $0.target == target }
                guard back.count == 1, forth.count == 1, let other = back.first,
                    "\(name).\(relationship.name)" < "\(target).\(other.name)"
                else { continue }
                diagnostics.append(
                    .warning(
                        .probableMissingInverse,
                        "'\(name).\(relationship.name)' and '\(target).\(other.name)' point at each other's models, but neither names the other as its inverse: they are stored as two independent relationships",
                        at: file.location(of: .property(model: name, name: relationship.name)),
                        hint:
                            "if they are one relationship seen from both sides, write 'inverse: \(other.name)' on '\(name).\(relationship.name)'; if they are meant to be independent, leave them"
                    ))
            }
        }
        return diagnostics
    }

    private func inverseLocation(of relationship: Relationship, in model: Model) -> SourceLocation {
        file.location(of: .propertyPart(model: model.name, name: relationship.name, .inverse))
    }

    private func problem(with inverse: String, of relationship: Relationship, in model: Model) -> Diagnostic? {
        let path = "\(model.name).\(relationship.name)"
        // An unknown target is reported by the loader; nothing more to say here.
        guard let target = file.model(named: relationship.target) else { return nil }
        let location = inverseLocation(of: relationship, in: model)
        if target.name == model.name, inverse == relationship.name {
            return .error(
                .invalidInverse, "'\(path)' names itself as its inverse", at: location,
                hint: "a self-referencing relationship pairs with another one, such as 'parent' with 'children'")
        }
        if target.attribute(named: inverse) != nil {
            return .error(
                .invalidInverse,
                "the inverse of '\(path)' is '\(target.name).\(inverse)', which is an attribute, not a relationship",
                at: location, hint: "name a relationship of '\(target.name)' that points at '\(model.name)'")
        }
        guard let other = target.relationship(named: inverse) else {
            let candidates = target.relationships.filter { $0.target == model.name }.map(\.name)
            return .error(
                .invalidInverse,
                "the inverse of '\(path)' is '\(inverse)', but '\(target.name)' has no relationship of that name",
                at: location,
                hint: NameSuggestion.hint(
                    for: inverse, among: target.relationships.map(\.name),
                    otherwise: candidates.isEmpty
                        ? "add a relationship to '\(target.name)' that points at '\(model.name)', or remove 'inverse' for a one-way relationship"
                        : "relationships of '\(target.name)' that point back: \(NameSuggestion.list(candidates, conjunction: "and"))"
                ))
        }
        guard other.target == model.name else {
            return .error(
                .invalidInverse,
                "the inverse of '\(path)' is '\(target.name).\(other.name)', which points at '\(other.target)', not back at '\(model.name)'",
                at: location, hint: "name a relationship of '\(target.name)' whose target is '\(model.name)'")
        }
        if let otherInverse = other.inverse, otherInverse != relationship.name {
            return .error(
                .invalidInverse,
                "'\(path)' names '\(target.name).\(other.name)' as its inverse, but that side names '\(otherInverse)'",
                at: location,
                hint: "make both sides name each other, or write 'inverse' on one side only")
        }
        return nil
    }
}
