import SchemaModel

/// Every row, value and relationship pair of an old store, followed through each step of the plan to what
/// the latest version must hold. The rules come from the plan's own facts: ``StepCorrespondence`` says what
/// each element was called before, ``SchemaDiff`` what a step changes, ``StoreLayout`` what a column's
/// default is.
///
/// - A kept attribute keeps its value; a renamed one carries it; a widened one keeps it as a number.
/// - An added attribute has its constant default or NULL, or any value when its default is made at
///   migration (`now`, `uuid`).
/// - In a custom stage, an attribute the step adds or retypes is the stage's own to set; every other value
///   must come through unchanged.
/// - A removed attribute, relationship or model is gone (the plan acknowledged the loss to get here).
/// - Rows keep their keys (`_pk`), and relationships their pairs of keys, whatever their storage.
struct MigrationTrace {
    /// A value's history: where it came from and what it must be now, per row.
    struct TracedAttribute {
        /// Its name in the current version.
        var name: String
        /// Its name at the start, or `nil` if a later step added it.
        var originalName: String?
        /// The version that added it, when `originalName` is `nil`.
        var addedIn: SchemaVersion?
        /// What each row's value must be, by `_pk`.
        var values: [Int64: ValueExpectation]
    }

    /// A relationship's history: its pairs of row keys, which no step changes.
    struct TracedRelationship {
        var name: String
        var originalName: String
        var target: String
        var pairs: Set<StoreSnapshot.Pair>
        /// The step that a custom stage changed it in (its counts, its target's cardinality), so pairs the
        /// stage adds are its own; every pair before must still be there.
        var gainsPairsIn: String?
    }

    /// A model's history.
    struct TracedModel {
        /// Its name in the current version, or `nil` once a step removed it.
        var entity: String?
        /// Its name at the start.
        var originalName: String
        /// The keys of its rows.
        var keys: Set<Int64>
        var attributes: [TracedAttribute]
        var relationships: [TracedRelationship]
    }

    /// The version the rows were written at.
    let start: SchemaVersion
    /// The version the trace has reached.
    private(set) var current: Schema
    /// Each model of the start, followed so far.
    private(set) var models: [TracedModel]
    /// How failures name hand-written rows ("'oats' of Fixtures/1.2.0.yaml"), by the start's model name and key.
    var rowLabels: [String: [Int64: String]] = [:]

    /// Starts from what a store at `snapshot`'s version holds.
    init(_ snapshot: StoreSnapshot) {
        let schema = snapshot.layout.schema
        start = schema.version
        current = schema
        models = schema.models.map { model in
            let rows = snapshot.rows[model.name] ?? [:]
            return TracedModel(
                entity: model.name, originalName: model.name, keys: Set(rows.keys),
                attributes: model.attributes.filter { !$0.isTransient }.map { attribute in
                    TracedAttribute(
                        name: attribute.name, originalName: attribute.name,
                        values: rows.mapValues { .equal($0[attribute.name] ?? .null) })
                },
                relationships: model.relationships.map { relationship in
                    TracedRelationship(
                        name: relationship.name, originalName: relationship.name, target: relationship.target,
                        pairs: snapshot.pairs(of: model.name, relationship.name))
                })
        }
    }

    /// Follows every model through the step to `next`, run by a custom stage when `isCustom`.
    mutating func step(to next: Schema, isCustom: Bool) {
        let correspondence = StepCorrespondence(previous: current, current: next)
        let stepName = "\(current.version) -> \(next.version)"
        // What a custom stage's own code sets; in a lightweight step, only which enums changed matters.
        let work = CustomStageWork(correspondence)
        let layout = StoreLayout(next)
        for index in models.indices {
            guard let entity = models[index].entity, let oldModel = current.model(named: entity),
                let newName = correspondence.currentModelNames[entity], let newModel = next.model(named: newName),
                let table = layout.table(forEntity: newName)
            else {
                models[index].entity = nil
                continue
            }
            let traced = models[index]
            let custom: ValueExpectation = .setByCustomStage(step: stepName)
            models[index].attributes = table.columns.compactMap { column -> TracedAttribute? in
                guard let attribute = newModel.attribute(named: column.name) else { return nil }
                guard let oldName = correspondence.previousPropertyName(of: attribute.name, inModel: newName),
                    let oldAttribute = oldModel.attribute(named: oldName),
                    let before = traced.attributes.first(where: { $0.name == oldName })
                else {
                    let added = isCustom ? custom : Self.addedValue(attribute, column: column)
                    return TracedAttribute(
                        name: attribute.name, addedIn: next.version,
                        values: Dictionary(
                            uniqueKeysWithValues: traced.keys.map { ($0, added) }))
                }
                var after = before
                after.name = attribute.name
                let enumChanged = oldAttribute.type.enumName.map(work.changedEnums.contains) ?? false
                if isCustom, work.setsEveryValue(of: attribute, model: newName, previous: oldAttribute) {
                    after.values = after.values.mapValues { _ in custom }
                } else {
                    after.values = after.values.mapValues { expectation in
                        guard case .equal(var value) = expectation else { return expectation }
                        if enumChanged, let renamed = Self.sameCase(value, from: oldAttribute.type, current, to: next) {
                            value = renamed
                        }
                        // A NULL that meets a new NOT NULL takes the column's default, or the custom stage's value.
                        if value == .null, column.isNotNull {
                            if isCustom { return custom }
                            return column.defaultValue.map(ValueExpectation.equal) ?? .generated
                        }
                        return .equal(value)
                    }
                }
                return after
            }
            models[index].relationships = traced.relationships.compactMap { relationship in
                guard
                    let newRelationshipName = correspondence.currentPropertyName(
                        ofPrevious: relationship.name, inModel: newName),
                    let newRelationship = newModel.relationship(named: newRelationshipName),
                    correspondence.currentModelNames[relationship.target] == newRelationship.target
                else { return nil }
                var after = relationship
                after.name = newRelationshipName
                after.target = newRelationship.target
                if isCustom, work.ownRelationships.contains("\(newName).\(newRelationshipName)") {
                    after.gainsPairsIn = stepName
                }
                return after
            }
            models[index].entity = newName
        }
        current = next
    }

    /// Names `fixture`'s rows in failures by their keys in the file, and takes what its `expect:` values state;
    /// `keys` are the store keys its rows were given, and `notes` add to a row's name (what a frozen row holds
    /// where the file now gives other values), by model and row key.
    mutating func state(
        _ fixture: FixtureRows, keys: [String: [String: Int64]], notes: [String: [String: String]] = [:]
    ) {
        for row in fixture.rows {
            guard let key = keys[row.model]?[row.key] else { continue }
            let note = notes[row.model]?[row.key].map { ", \($0)" } ?? ""
            rowLabels[row.model, default: [:]][key] = "'\(row.key)' of \(fixture.file)\(note)"
            for (attribute, value) in row.expected {
                state(value, model: row.model, key: key, attribute: attribute, file: fixture.file)
            }
        }
    }

    /// Replaces what the row `key` of the start's model `model` must hold in `attribute` (named as now) with
    /// what a fixture file states.
    private mutating func state(_ value: StoredValue, model: String, key: Int64, attribute: String, file: String) {
        guard let index = models.firstIndex(where: { $0.originalName == model }),
            let position = models[index].attributes.firstIndex(where: { $0.name == attribute })
        else { return }
        models[index].attributes[position].values[key] = .stated(value, file: file)
    }

    /// What an attribute a lightweight step adds holds: its constant default (as the layout stores it), a
    /// value made at migration, or NULL.
    private static func addedValue(_ attribute: Attribute, column: ColumnLayout) -> ValueExpectation {
        switch attribute.defaultValue {
        case .now?, .generatedUUID?: .generated
        default: .equal(column.defaultValue ?? .null)
        }
    }

    /// An enum value after a step that changed its enum: the case of the same name, by its new raw value.
    private static func sameCase(_ value: StoredValue, from type: AttributeType, _ old: Schema, to new: Schema)
        -> StoredValue?
    {
        guard let name = type.enumName, let oldEnum = old.enumDeclaration(named: name),
            let newEnum = new.enumDeclaration(named: name),
            let oldCase = oldEnum.cases.first(where: { StorageTypes.storedValue(of: $0.rawValue) == value }),
            let newCase = newEnum.enumCase(named: oldCase.name)
        else { return nil }
        return StorageTypes.storedValue(of: newCase.rawValue)
    }
}
