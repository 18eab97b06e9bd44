import SchemaKit

/// Checks that every `inverse:` names a relationship on the target that points back, and that where both
/// sides name an inverse they name each other.
struct InverseValidator {
    let schema: Schema

    func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The relationship that already claimed each target property as its inverse.
        var claimed: [String: String] = [:]
        for model in schema.models {
            for relationship in model.relationships {
                guard let inverse = relationship.inverse else { continue }
                if let problem = problem(with: inverse, of: relationship, in: model) {
                    diagnostics.append(problem)
                    continue
                }
                let key = "\(relationship.target).\(inverse.value)"
                let claimant = "\(model.name).\(relationship.name)"
                if let first = claimed[key] {
                    diagnostics.append(
                        .error(
                            "'\(key)' is already the inverse of '\(first)', so it can't also be the inverse of '\(claimant)'",
                            at: inverse.location,
                            hint: "give each relationship its own inverse property on '\(relationship.target)'"))
                    continue
                }
                claimed[key] = claimant
            }
        }
        return diagnostics
    }

    private func problem(with inverse: Located<String>, of relationship: Relationship, in model: Model) -> Diagnostic? {
        let path = "\(model.name).\(relationship.name)"
        // An unknown target is reported by the loader; nothing more to say here.
        guard let target = schema.model(named: relationship.target) else { return nil }
        if target.name == model.name, inverse.value == relationship.name {
            return .error(
                "'\(path)' names itself as its inverse", at: inverse.location,
                hint: "a self-referencing relationship pairs with another one, such as 'parent' with 'children'")
        }
        if target.attribute(named: inverse.value) != nil {
            return .error(
                "the inverse of '\(path)' is '\(target.name).\(inverse.value)', which is an attribute, not a relationship",
                at: inverse.location, hint: "name a relationship of '\(target.name)' that points at '\(model.name)'")
        }
        guard let other = target.relationship(named: inverse.value) else {
            let candidates = target.relationships.filter { $0.target == model.name }.map(\.name)
            return .error(
                "the inverse of '\(path)' is '\(inverse.value)', but '\(target.name)' has no relationship of that name",
                at: inverse.location,
                hint: NameSuggestion.hint(
                    for: inverse.value, among: target.relationships.map(\.name),
                    otherwise: candidates.isEmpty
                        ? "add a relationship to '\(target.name)' that points at '\(model.name)', or remove 'inverse' for a one-way relationship"
                        : "relationships of '\(target.name)' that point back: \(NameSuggestion.list(candidates, conjunction: "and"))"
                ))
        }
        guard other.target == model.name else {
            return .error(
                "the inverse of '\(path)' is '\(target.name).\(other.name)', which points at '\(other.target)', not back at '\(model.name)'",
                at: inverse.location, hint: "name a relationship of '\(target.name)' whose target is '\(model.name)'")
        }
        if let otherInverse = other.inverse, otherInverse.value != relationship.name {
            return .error(
                "'\(path)' names '\(target.name).\(other.name)' as its inverse, but that side names '\(otherInverse.value)'",
                at: inverse.location,
                hint: "make both sides name each other, or write 'inverse' on one side only")
        }
        return nil
    }
}
