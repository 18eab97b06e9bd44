import Foundation

/// A stand-in for SwiftData's `ModelContext`. Made from a container, it loads the store's rows as models on
/// first use and writes every registered model back on `save()`, keeping both sides of each relationship
/// pair in step as SwiftData does. Made with `init()`, it only keeps inserted models in memory, for tests of
/// code written against it.
public final class ModelContext {
    /// The container whose store the context reads and saves.
    public let container: ModelContainer
    /// The store and its schema, unless the context keeps models in memory only (`init()`).
    private let backing: (store: StoreBox, schema: StoreSchema)?
    private var models: [String: [any PersistentModel]] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var deleted: Set<ObjectIdentifier> = []
    private var isLoaded = false
    private var savedPairs: [RelationshipPairs.Key: Set<RelationshipPairs.Pair>] = [:]

    /// Whether anything was inserted or deleted since the last save.
    public private(set) var hasChanges = false

    /// A context that keeps inserted models in memory, with no store (the stand-in's own, for tests of code
    /// written against it); its container is an empty one.
    public init() {
        container = ModelContainer(inMemory: Schema([]))
        backing = nil
    }

    /// A context on `container`'s store.
    public init(_ container: ModelContainer) {
        self.container = container
        backing = (container.store, container.storeSchema)
    }

    /// Adds a model to the context.
    public func insert<T: PersistentModel>(_ model: T) {
        register(model)
        hasChanges = true
    }

    /// Removes a model from the context, and the models its cascading relationships hold.
    public func delete<T: PersistentModel>(_ model: T) {
        delete(object: model)
        hasChanges = true
    }

    /// The models a descriptor selects, in store order then insertion order, honouring its offset and limit.
    /// A fetch of a model that has subclasses returns their instances too (after its own), as SwiftData's
    /// fetches of a superentity do.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try load()
        if let backing, backing.schema.entity(of: T.self) == nil {
            throw SwiftDataError("\(T.self) is not a model of this context's schema")
        }
        let name = Schema.Entity.name(of: T.self)
        // A context without a store knows no schema: its subclass instances are found by their class.
        let entities =
            backing?.schema.family(of: name)
            ?? [name] + models.keys.filter { $0 != name }.sorted()
        var selected = entities.flatMap { models[$0] ?? [] }.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            selected = try selected.filter { try predicate.evaluate($0) }
        }
        let start = min(descriptor.fetchOffset ?? 0, selected.count)
        let end = descriptor.fetchLimit.map { min(start + $0, selected.count) } ?? selected.count
        return Array(selected[start..<end])
    }

    /// How many models a descriptor selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        var unlimited = descriptor
        unlimited.fetchLimit = nil
        unlimited.fetchOffset = nil
        return try fetch(unlimited).count
    }

    /// Writes every registered model, and every model they reach, to the store.
    public func save() throws {
        guard let backing else {
            hasChanges = false
            return
        }
        try load()
        try registerReachableModels(in: backing.schema)
        var contents = backing.store.contents
        for entity in backing.schema.entities {
            for model in models[entity.name] ?? [] where ids[ObjectIdentifier(model)] == nil {
                ids[ObjectIdentifier(model)] = contents.nextID
                contents.nextID += 1
            }
        }
        for entity in backing.schema.entities {
            contents.rows[entity.name] = try (models[entity.name] ?? []).map { model in
                try row(of: model, entity)
            }
        }
        savedPairs = RelationshipPairs.reconcile(&contents, schema: backing.schema, saved: savedPairs)
        try StoreValidation.checkCounts(contents, backing.schema)
        try backing.store.save(contents)
        refreshRelationships(from: contents, schema: backing.schema)
        deleted = []
        hasChanges = false
    }

    /// Sets every registered model's relationships to what was saved, so a pair set on one side shows on the
    /// other too, as SwiftData keeps inverses in step.
    private func refreshRelationships(from contents: StoreContents, schema: StoreSchema) {
        var byID: [String: [Int: any PersistentModel]] = [:]
        for (entity, registered) in models {
            for model in registered {
                if let id = ids[ObjectIdentifier(model)] { byID[entity, default: [:]][id] = model }
            }
        }
        StoreLoader.connectRelationships(in: contents, schema) { byID[$0]?[$1] }
    }

    // MARK: Registering

    private func register(_ model: any PersistentModel) {
        let entity = Schema.Entity.name(of: type(of: model))
        if models[entity, default: []].contains(where: { $0 === model }) { return }
        deleted.remove(ObjectIdentifier(model))
        models[entity, default: []].append(model)
    }

    private func delete(object model: any PersistentModel) {
        let entity = Schema.Entity.name(of: type(of: model))
        guard let index = models[entity]?.firstIndex(where: { $0 === model }) else { return }
        models[entity]?.remove(at: index)
        deleted.insert(ObjectIdentifier(model))
        for property in ModelMetadata.properties(of: type(of: model)) {
            guard case .relationship(_, _, _, let configuration) = property.storage.kind,
                configuration?.deleteRule == .cascade
            else { continue }
            for case let related as any PersistentModel in property.storage.related(model) {
                delete(object: related)
            }
        }
    }

    /// Registers what registered models point at, as SwiftData inserts a new model's related models with it.
    private func registerReachableModels(in schema: StoreSchema) throws {
        var pending = models.values.flatMap { $0 }
        while let model = pending.popLast() {
            for property in ModelMetadata.properties(of: type(of: model)) where property.storage.isRelationship {
                for case let related as any PersistentModel in property.storage.related(model)
                where !deleted.contains(ObjectIdentifier(related)) {
                    let entity = Schema.Entity.name(of: type(of: related))
                    if models[entity, default: []].contains(where: { $0 === related }) { continue }
                    guard schema.entity(named: entity) != nil else {
                        throw SwiftDataError(
                            "\(type(of: model)).\(property.name) holds a \(type(of: related)), which is not a model of this context's schema"
                        )
                    }
                    register(related)
                    pending.append(related)
                }
            }
        }
        for (entity, registered) in models where schema.entity(named: entity) == nil && !registered.isEmpty {
            throw SwiftDataError("a \(entity) was inserted, but it is not a model of this context's schema")
        }
    }

    private func row(of model: any PersistentModel, _ entity: StoreSchema.Entity) throws -> StoreContents.Row {
        var row = StoreContents.Row(id: ids[ObjectIdentifier(model)] ?? 0, attributes: [:], relationships: [:])
        for property in entity.properties {
            if property.storage.isRelationship {
                row.relationships[property.name] = property.storage.related(model).compactMap {
                    ids[ObjectIdentifier($0)]
                }
            } else {
                row.attributes[property.name] = try property.storage.encode(model)
            }
        }
        return row
    }

    // MARK: Loading

    /// Makes a model of every row of the store, once: required to-one relationships while the model is made,
    /// the others after every row is a model.
    private func load() throws {
        guard let backing, !isLoaded else { return }
        let contents = backing.store.contents
        let loader = try StoreLoader(contents, backing.schema)
        for entity in backing.schema.entities {
            let loaded = try loader.models(of: entity)
            for (row, model) in zip(contents.rows[entity.name] ?? [], loaded) {
                ids[ObjectIdentifier(model)] = row.id
            }
            models[entity.name] = loaded + (models[entity.name] ?? [])
        }
        loader.connectRelationships()
        savedPairs = RelationshipPairs.pairs(in: contents, schema: backing.schema)
        isLoaded = true
    }
}

/// A stand-in for SwiftData's `FetchDescriptor`: which models to fetch, and a page of them.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep, or all.
    public var predicate: Predicate<T>?
    /// The order (kept for source compatibility; the stand-in fetches in store order).
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return.
    public var fetchLimit: Int?
    /// How many models to skip.
    public var fetchOffset: Int?
    /// Whether unsaved changes are included.
    public var includePendingChanges = true

    /// A descriptor for the models `predicate` keeps, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
