/// The backing data of a model a context loads from its store: the row's attribute texts, decoded as each
/// property's type, and its required to-one relationships, which must exist before the model does. Other
/// relationships start empty; the context connects them once every row is a model, so cycles load too.
final class StoredBackingData<Model: PersistentModel>: BackingData {
    private let row: StoreContents.Row
    private let resolve: (String, Int) -> AnyObject?

    /// Data for `row`; `resolve` gives the model a relationship's row id names.
    init(row: StoreContents.Row, resolve: @escaping (String, Int) -> AnyObject?) {
        self.row = row
        self.resolve = resolve
    }

    func getValue<Value: Decodable>(forKey key: KeyPath<Model, Value>) -> Value {
        let name = Self.name(of: key)
        // An ephemeral attribute is never persisted: a model read from the store has its initial value.
        if row.attributes[name] == nil,
            let property = ModelMetadata.properties(of: Model.self).first(where: { $0.name == name }),
            property.isEphemeral, let initial = property.defaultValue as? Value
        {
            return initial
        }
        // The context checked every attribute's text against its type before making the model.
        guard let text = row.attributes[name], let value = try? StoredValueText.decode(Value.self, from: text) else {
            fatalError("\(Model.self) row \(row.id): '\(name)' holds no \(Value.self)")
        }
        return value
    }

    func getValue<Value: PersistentModel>(forKey key: KeyPath<Model, Value>) -> Value {
        let name = Self.name(of: key)
        // The loader checked that every required to-one names a row, and that none leads back to its own.
        guard let id = row.relationships[name]?.first, let model = resolve(name, id) as? Value else {
            fatalError("\(Model.self) row \(row.id): required '\(name)' holds no \(Value.self)")
        }
        return model
    }

    func getValue<Value: PersistentModel>(forKey key: KeyPath<Model, Value?>) -> Value? { nil }

    func getValue<Value: PersistentModel>(forKey key: KeyPath<Model, [Value]>) -> [Value] { [] }

    func getValue<Value: PersistentModel>(forKey key: KeyPath<Model, [Value]?>) -> [Value]? { nil }

    private static func name(of key: AnyKeyPath) -> String {
        guard let name = ModelMetadata.name(of: key, in: Model.self) else {
            fatalError("\(key) is not a persisted property of \(Model.self)")
        }
        return name
    }
}
