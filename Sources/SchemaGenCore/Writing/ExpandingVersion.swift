import SchemaKit
import SchemaModel

/// The expanding half of a contracting step, for `schemagen expand`: the previous version with what the
/// current one adds that instances still at the previous version tolerate (``OlderInstanceCompatibility``).
/// Everything else the current version does (removals, renames, type changes, uniqueness, new references to
/// tables older instances delete from) is left to the step after it, the contracting one.
///
/// - A model the current version adds comes whole, less the relationships that would reference an older
///   table or a model the current version renamed.
/// - A property added to a model that kept its name comes too; a required attribute without a default, or a
///   required to-one relationship, comes optional (older instances' inserts leave it out), and uniqueness
///   does not come. The contracting step then makes it required, which needs a custom stage to fill it.
/// - An attribute the current version removes stays, marked `deprecated`, when an instance can serve on
///   without its column (it is optional or has a default, and is not unique): the step after drops it, and
///   instances at the expanding version keep serving through that too.
/// - Enums and structs the current version adds come; the previous version's stay as they were.
enum ExpandingVersion {
    /// The attributes of `previous` that `current` removes and an expanding version can keep as `deprecated`,
    /// as `Model.attribute`, in the order of the previous version.
    static func deferrableRemovals(previous: Schema, current: Schema) -> [String] {
        let correspondence = StepCorrespondence(previous: previous, current: current)
        return previous.models.flatMap { model -> [String] in
            guard correspondence.currentModelNames[model.name] == model.name else { return [] }
            return model.attributes.filter { attribute in
                attribute.canBeDeprecated
                    && correspondence.currentPropertyName(ofPrevious: attribute.name, inModel: model.name) == nil
            }.map { "\(model.name).\($0.name)" }
        }
    }

    /// The expanding version between `previous` and `current`, numbered `version`.
    static func make(previous: Schema, current: Schema, version: SchemaVersion) -> Schema {
        let correspondence = StepCorrespondence(previous: previous, current: current)
        let added = Set(current.models.map(\.name)).subtracting(correspondence.previousModelNames.keys)
        var models = previous.models.map { model in
            guard correspondence.currentModelNames[model.name] == model.name,
                let now = current.model(named: model.name)
            else { return model }
            return expanded(model, toward: now, correspondence: correspondence)
        }
        models += current.models.filter { added.contains($0.name) }
        let known = Set(models.map(\.name))
        models = models.map { model in
            var model = model
            // A relationship to a model only the current version has under that name waits for it.
            model.relationships.removeAll { !known.contains($0.target) }
            return model
        }
        let enums = previous.enums + current.enums.filter { previous.enumDeclaration(named: $0.name) == nil }
        let structs =
            previous.structs + current.structs.filter { previous.structDeclaration(named: $0.name) == nil }
        var schema = Schema(version: version, name: current.name, enums: enums, structs: structs, models: models)
        schema = withoutReferencesOlderInstancesBreak(schema, previous: previous)
        return schema
    }

    /// `model` as the previous version has it, with the properties `now` adds, each as an older instance
    /// tolerates it.
    private static func expanded(_ model: Model, toward now: Model, correspondence: StepCorrespondence) -> Model {
        var model = model
        for index in model.attributes.indices
        where model.attributes[index].canBeDeprecated
            && correspondence.currentPropertyName(ofPrevious: model.attributes[index].name, inModel: now.name) == nil
        {
            model.attributes[index].isDeprecated = true
        }
        for attribute in now.attributes
        where correspondence.previousPropertyName(of: attribute.name, inModel: now.name) == nil {
            var attribute = attribute
            if !attribute.type.isOptional, attribute.defaultValue == nil { attribute.type.isOptional = true }
            attribute.isUnique = false
            attribute.originalName = nil
            model.attributes.append(attribute)
        }
        for relationship in now.relationships
        where correspondence.previousPropertyName(of: relationship.name, inModel: now.name) == nil {
            var relationship = relationship
            if case .toOne(false) = relationship.cardinality { relationship.cardinality = .toOne(isOptional: true) }
            relationship.minCount = nil
            relationship.originalName = nil
            model.relationships.append(relationship)
        }
        let names = Set(model.propertyNames)
        let indexes = now.indexes.filter { index in
            !model.indexes.contains(index) && index.allSatisfy(names.contains)
        }
        model.indexes += indexes
        return model
    }

    /// `schema` without the relationships whose storage an older instance would trip over: a reference column
    /// or join table pointing at a table the previous version has. Each goes with its inverse, and the
    /// check runs again until nothing is left (a pair's storage moves when one side goes).
    private static func withoutReferencesOlderInstancesBreak(_ schema: Schema, previous: Schema) -> Schema {
        var schema = schema
        let previousLayout = StoreLayout(previous)
        for _ in 0..<schema.models.count + 1 {
            let obstacles = OlderInstanceCompatibility.obstacles(
                from: previousLayout, to: StoreLayout(schema), changes: []
            ).filter { $0.kind == .referenceToOlderTable }
            guard !obstacles.isEmpty else { break }
            let layout = StoreLayout(schema)
            var dropped: Set<String> = []
            for model in schema.models {
                for relationship in model.relationships
                where stores(relationship, of: model, in: layout, at: obstacles) {
                    dropped.insert("\(model.name).\(relationship.name)")
                    if let inverse = schema.inverse(of: relationship, in: model) {
                        dropped.insert("\(relationship.target).\(inverse.name)")
                    }
                }
            }
            guard !dropped.isEmpty else { break }
            schema.models = schema.models.map { model in
                var model = model
                model.relationships.removeAll { dropped.contains("\(model.name).\($0.name)") }
                return model
            }
        }
        return schema
    }

    /// Whether `relationship`'s references are stored in a column or table one of `obstacles` names.
    private static func stores(
        _ relationship: Relationship, of model: Model, in layout: StoreLayout,
        at obstacles: [OlderInstanceCompatibility.Obstacle]
    ) -> Bool {
        switch layout.relationshipStorage[model.name]?[relationship.name] {
        case .foreignKey(let column):
            obstacles.contains { $0.subject == model.name && $0.member == column }
        case .inverseForeignKey(let column):
            obstacles.contains { $0.subject == relationship.target && $0.member == column }
        case .joinTable(let name, _):
            obstacles.contains { $0.subject == name }
        case nil:
            false
        }
    }
}
