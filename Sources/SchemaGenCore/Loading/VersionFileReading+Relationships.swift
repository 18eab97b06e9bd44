import SchemaKit
import SchemaModel

/// Loading a model's `relationships:`, in shorthand (`owner: "Owner?"`) or long form (`owner: { to: ... }`).
extension VersionFileReading {
    static let relationshipKeys = RelationshipKey.names

    mutating func loadRelationship(_ entry: Entry, modelName: String) -> Relationship? {
        let name = document.key(entry)
        // Most properties are written `name: Type`, which is never a model key indented too far.
        let shorthandType = typeText(entry.value)
        guard checkIdentifier(name, at: entry.keyLocation, what: "the relationship name"),
            shorthandType != nil || !isMisplacedModelKey(entry, section: ModelKey.relationships.rawValue)
        else { return nil }
        // Built only when a message needs it: most relationships have none.
        func what() -> String { "the relationship '\(modelName).\(name)'" }
        if let text = shorthandType {
            guard let (target, cardinality) = resolveTarget(text, at: entry.value.location, what: what()) else {
                return nil
            }
            sources.record(
                property: name, ofModel: modelName, at: entry.keyLocation, part: .target, partAt: entry.value.location,
                nameNumber: entry.keyID.rawValue)
            return Relationship(name: name, target: target, cardinality: cardinality)
        }
        guard let body = document.entries(of: entry.value) else {
            error(
                .unexpectedValueKind, "\(what()) needs a target, not \(document.kindDescription(entry.value))",
                at: entry.value.location,
                hint: "write '\(name): \"Target?\"' or '\(name): { to: \"[Target]\", inverse: ... }'")
            return nil
        }
        checkKeys(body, allowed: Self.relationshipKeys, context: "in \(what())")
        let keyed = KeyedEntries(body, in: document)
        guard let toEntry = keyed[RelationshipKey.to] else {
            error(
                .missingKey, "\(what()) has no 'to'", at: entry.keyLocation,
                hint: "add 'to: \"Target?\"' naming the related model")
            return nil
        }
        guard let toText = typeText(toEntry.value) ?? scalarText(toEntry.value, what: "'to'"),
            let (target, resolvedCardinality) = resolveTarget(toText, at: toEntry.value.location, what: what())
        else { return nil }
        var cardinality = resolvedCardinality
        // `optional: true` is the long form of a trailing '?', as on attributes.
        if let optionalEntry = keyed[RelationshipKey.optional],
            let isOptional = bool(optionalEntry.value, what: "'optional'")
        {
            if cardinality.isOptional && !isOptional {
                error(
                    .conflictingOptionality, "\(what()) is declared '\(toText)' but also 'optional: false'",
                    at: optionalEntry.value.location,
                    hint: "remove the '?' or the 'optional: false'")
            }
            if isOptional {
                cardinality = cardinality.isToMany ? .toMany(isOptional: true) : .toOne(isOptional: true)
            }
        }
        sources.record(
            property: name, ofModel: modelName, at: entry.keyLocation, part: .target, partAt: toEntry.value.location,
            nameNumber: entry.keyID.rawValue)
        var relationship = Relationship(name: name, target: target, cardinality: cardinality)
        relationship.inverse = keyed[RelationshipKey.inverse].flatMap {
            identifier($0.value, what: "'inverse'", element: .propertyPart(model: modelName, name: name, .inverse))
        }
        relationship.originalName = keyed[RelationshipKey.originalName].flatMap {
            identifier(
                $0.value, what: "'originalName'", element: .propertyPart(model: modelName, name: name, .originalName))
        }
        if let ruleEntry = keyed[RelationshipKey.deleteRule],
            let text = scalarText(ruleEntry.value, what: "'deleteRule'")
        {
            if let rule = Relationship.DeleteRule(rawValue: text) {
                relationship.deleteRule = rule
            } else {
                let rules = Relationship.DeleteRule.allCases.map(\.rawValue)
                error(
                    .unknownDeleteRule, "\(MessageText.quoted(text)) is not a delete rule",
                    at: ruleEntry.value.location,
                    hint: NameSuggestion.hint(
                        for: text, among: rules, otherwise: "a delete rule is \(NameSuggestion.list(rules))"))
            }
        }
        loadCounts(keyed, into: &relationship, what: what())
        relationship.hashModifier = nonEmptyText(
            keyed[RelationshipKey.hashModifier], what: "the 'hashModifier' of \(what())")
        relationship.documentation = nonEmptyText(keyed[RelationshipKey.doc], what: "the 'doc' of \(what())")
        return relationship
    }

    private mutating func loadCounts(
        _ keyed: KeyedEntries, into relationship: inout Relationship, what: @autoclosure () -> String
    ) {
        for countKey in [RelationshipKey.minCount, .maxCount] {
            let key = countKey.rawValue
            guard let entry = keyed[countKey] else { continue }
            guard relationship.cardinality.isToMany else {
                error(
                    .inapplicableOption, "'\(key)' applies only to to-many relationships, and \(what()) is to-one",
                    at: entry.keyLocation,
                    hint: "remove '\(key)', or make the target '[\(relationship.target)]'")
                continue
            }
            guard let value = count(entry.value, what: "'\(key)'") else { continue }
            if countKey == .minCount { relationship.minCount = value } else { relationship.maxCount = value }
        }
        if let maxCount = relationship.maxCount, maxCount == 0, let entry = keyed[RelationshipKey.maxCount] {
            error(
                .impossibleCount, "'maxCount' of \(what()) is 0, so it could never hold a target",
                at: entry.value.location,
                hint: "use a maxCount of 1 or more, or remove the relationship")
        }
        if let minCount = relationship.minCount, let maxCount = relationship.maxCount, minCount > maxCount,
            let entry = keyed[RelationshipKey.minCount]
        {
            error(
                .impossibleCount, "'minCount' (\(minCount)) of \(what()) is greater than its 'maxCount' (\(maxCount))",
                at: entry.value.location, hint: "make minCount at most maxCount")
        }
    }

    /// Resolves a relationship target: `Target?`, `Target`, `[Target]` or `[Target]?`, naming a model.
    private mutating func resolveTarget(_ text: String, at location: SourceLocation, what: @autoclosure () -> String)
        -> (String, Relationship.Cardinality)?
    {
        let expression: TypeExpression
        switch TypeExpression.parse(text) {
        case .success(let parsed): expression = parsed
        case .failure(let failure):
            let explanation = TypeExpression.explain(failure, text: text, what: "the target of \(what())")
            error(.invalidTypeExpression, explanation.message, at: location, hint: explanation.hint)
            return nil
        }
        guard modelNames.contains(expression.name) else {
            if PrimitiveType.named(expression.name) != nil || enumNames.contains(expression.name)
                || structNames.contains(expression.name)
            {
                error(
                    .wrongKindOfType, "\(what()) points at '\(expression.name)', which is a value type, not a model",
                    at: location,
                    hint: "declare it under 'attributes:' instead")
            } else {
                error(
                    .unknownRelationshipTarget, "\(what()) points at the unknown model '\(expression.name)'",
                    at: location,
                    hint: modelSuggestions.hint(
                        for: expression.name, budget: &suggestionBudget,
                        otherwise: "declare the model '\(expression.name)' under 'models:' in this file"))
            }
            return nil
        }
        let cardinality: Relationship.Cardinality =
            expression.isArray ? .toMany(isOptional: expression.isOptional) : .toOne(isOptional: expression.isOptional)
        return (expression.name, cardinality)
    }
}
