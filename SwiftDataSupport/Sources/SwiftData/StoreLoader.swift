/// Makes models of a store's rows for a context: each row's attribute texts are checked against their types
/// first, so a model is only ever made from values it can hold.
final class StoreLoader {
    private let contents: StoreContents
    private let schema: StoreSchema
    private var made: [String: [Int: any PersistentModel]] = [:]
    private var making: Set<String> = []

    init(_ contents: StoreContents, _ schema: StoreSchema) throws {
        self.contents = contents
        self.schema = schema
        for entity in schema.entities {
            for row in contents.rows[entity.name] ?? [] {
                for property in entity.properties where !property.storage.isRelationship {
                    guard let text = row.attributes[property.name] else {
                        throw SwiftDataError("\(entity.name) row \(row.id) has no value for '\(property.name)'")
                    }
                    do {
                        try property.storage.check(text)
                    } catch {
                        throw SwiftDataError(
                            "\(entity.name) row \(row.id): '\(property.name)' holds \(text), which is not a value of its type"
                        )
                    }
                }
            }
        }
    }

    /// The models of `entity`'s rows, in row order.
    func models(of entity: StoreSchema.Entity) throws -> [any PersistentModel] {
        (contents.rows[entity.name] ?? []).map { model(entity, $0) }
    }

    /// Sets every relationship of every model made to the models its row names.
    func connectRelationships() {
        Self.connectRelationships(in: contents, schema) { made[$0]?[$1] }
    }

    /// Sets the relationships of each model `model` gives for a row of `contents` (by entity name and row id)
    /// to the models its row names.
    static func connectRelationships(
        in contents: StoreContents, _ schema: StoreSchema, model: (String, Int) -> (any PersistentModel)?
    ) {
        for entity in schema.entities {
            for row in contents.rows[entity.name] ?? [] {
                guard let owner = model(entity.name, row.id) else { continue }
                for property in entity.properties {
                    guard case .relationship(let target, _, _, _) = property.storage.kind else { continue }
                    let targetName = Schema.Entity.name(of: target)
                    let related = (row.relationships[property.name] ?? []).compactMap { model(targetName, $0) }
                    property.storage.connect(owner, related)
                }
            }
        }
    }

    private func model(_ entity: StoreSchema.Entity, _ row: StoreContents.Row) -> any PersistentModel {
        if let model = made[entity.name]?[row.id] { return model }
        let key = "\(entity.name) \(row.id)"
        guard making.insert(key).inserted else {
            fatalError("\(key) is reached again through required to-one relationships while it is being made")
        }
        let model = make(entity.type, row) { [unowned self] name, id in
            guard case .relationship(let target, _, _, _) = entity.property(named: name)?.storage.kind,
                let targetEntity = schema.entity(of: target),
                let targetRow = contents.rows[targetEntity.name]?.first(where: { $0.id == id })
            else { return nil }
            return self.model(targetEntity, targetRow)
        }
        made[entity.name, default: [:]][row.id] = model
        making.remove(key)
        return model
    }

    private func make<Model: PersistentModel>(
        _ type: Model.Type, _ row: StoreContents.Row, resolve: @escaping (String, Int) -> AnyObject?
    ) -> Model {
        Model(backingData: StoredBackingData<Model>(row: row, resolve: resolve))
    }
}
