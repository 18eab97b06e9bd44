/// The backing data of a model a context loads from its store: the row's attribute texts, decoded as each
/// property's type, and its required to-one relationships, which must exist before the model does. Other
/// relationships start empty; the context connects them once every row is a model, so cycles load too.
///
/// `Model` is the root of the model's class hierarchy (what `init(backingData:)` takes), while `entity` is the
/// row's own class: a subclass's row is read through its root's backing data, so property names are looked up
/// in the entity's properties, which hold the inherited ones too.
final class StoredBackingData<Model: PersistentModel>: BackingData {
    private let entity: any PersistentModel.Type
    private let row: StoreContents.Row
    private let resolve: (String, Int) -> AnyObject?

    /// Data for `row` of `entity`; `resolve` gives the model a relationship's row id names.
    init(entity: any PersistentModel.Type, row: StoreContents.Row, resolve: @escaping (String, Int) -> AnyObject?) {
        self.entity = entity
        self.row = row
        self.resolve = resolve
    }

    func getValue<M, Value: Decodable>(forKey key: KeyPath<M, Value>) -> Value {
        let name = name(of: key)
        // An ephemeral attribute is never persisted: a model read from the store has its initial value.
        if row.attributes[name] == nil,
            let property = ModelMetadata.properties(of: entity).first(where: { $0.name == name }),
            property.isEphemeral, let initial = property.defaultValue as? Value
        {
            return initial
        }
        // The context checked every attribute's text against its type before making the model.
        guard let text = row.attributes[name], let value = try? StoredValueText.decode(Value.self, from: text) else {
            fatalError("\(entity) row \(row.id): '\(name)' holds no \(Value.self)")
        }
        return value
    }

    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value>) -> Value {
        let name = name(of: key)
        // The loader checked that every required to-one names a row, and that none leads back to its own.
        guard let id = row.relationships[name]?.first, let model = resolve(name, id) as? Value else {
            fatalError("\(entity) row \(row.id): required '\(name)' holds no \(Value.self)")
        }
        return model
    }

    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value?>) -> Value? { nil }

    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]>) -> [Value] { [] }

    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]?>) -> [Value]? { nil }

    private func name(of key: AnyKeyPath) -> String {
        guard let name = ModelMetadata.name(of: key, in: entity) else {
            fatalError("\(key) is not a persisted property of \(entity)")
        }
        return name
    }
}
