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
        try Self.checkRequiredToOnes(in: contents, schema)
    }

    /// A model is made with its required to-one targets, so each such relationship must name a row that
    /// exists, and following them from any row must never come back to it: a hand-edited or damaged file
    /// is refused here rather than stopping the process when its models are made.
    private static func checkRequiredToOnes(in contents: StoreContents, _ schema: StoreSchema) throws {
        var targets: [String: [String]] = [:]
        for entity in schema.entities {
            let rows = contents.rows[entity.name] ?? []
            for property in entity.properties {
                guard case .relationship(let target, false, false, _) = property.storage.kind else { continue }
                let targetName = Schema.Entity.name(of: target)
                // A relationship to a model may hold one of its subclasses, whose row is its own entity's.
                var targetEntities: [Int: String] = [:]
                for name in schema.family(of: targetName) {
                    for row in contents.rows[name] ?? [] { targetEntities[row.id] = name }
                }
                for row in rows {
                    guard let id = row.relationships[property.name]?.first, let rowEntity = targetEntities[id] else {
                        throw SwiftDataError(
                            "\(entity.name) row \(row.id): the required '\(property.name)' names no \(targetName) row"
                        )
                    }
                    targets["\(entity.name) \(row.id)", default: []].append("\(rowEntity) \(id)")
                }
            }
        }
        var finished: Set<String> = []
        for start in targets.keys.sorted() where !finished.contains(start) {
            // Depth-first, keeping the path walked so far: a row met again on it closes a cycle.
            var path: [String] = []
            var onPath: Set<String> = []
            var pending: [(row: String, next: Int)] = [(start, 0)]
            path.append(start)
            onPath.insert(start)
            while let (row, next) = pending.last {
                let rowTargets = targets[row] ?? []
                guard next < rowTargets.count else {
                    pending.removeLast()
                    path.removeLast()
                    onPath.remove(row)
                    finished.insert(row)
                    continue
                }
                pending[pending.count - 1].next += 1
                let target = rowTargets[next]
                if onPath.contains(target) {
                    let cycle = path.drop(while: { $0 != target }) + [target]
                    throw SwiftDataError(
                        "required to-one relationships form a cycle (\(cycle.joined(separator: " -> "))), so no row of it can be made first"
                    )
                }
                guard !finished.contains(target) else { continue }
                pending.append((target, 0))
                path.append(target)
                onPath.insert(target)
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
    /// to the models its row names, each found among the rows of the relationship's target and its subentities.
    static func connectRelationships(
        in contents: StoreContents, _ schema: StoreSchema, model: (String, Int) -> (any PersistentModel)?
    ) {
        for entity in schema.entities {
            for row in contents.rows[entity.name] ?? [] {
                guard let owner = model(entity.name, row.id) else { continue }
                for property in entity.properties {
                    guard case .relationship(let target, _, _, _) = property.storage.kind else { continue }
                    let family = schema.family(of: Schema.Entity.name(of: target))
                    var related: [any PersistentModel] = []
                    for id in row.relationships[property.name] ?? [] {
                        for name in family {
                            if let found = model(name, id) {
                                related.append(found)
                                break
                            }
                        }
                    }
                    property.storage.connect(owner, related)
                }
            }
        }
    }

    private func model(_ entity: StoreSchema.Entity, _ row: StoreContents.Row) -> any PersistentModel {
        if let model = made[entity.name]?[row.id] { return model }
        let key = "\(entity.name) \(row.id)"
        // `init` refused a cycle of required to-ones, so a model being made is never reached again.
        precondition(making.insert(key).inserted, "\(key) is reached again through required to-ones")
        let model = make(entity.type, row) { [unowned self] name, id in
            guard case .relationship(let target, _, _, _) = entity.property(named: name)?.storage.kind else {
                return nil
            }
            // The row may be a subclass's: look among the target's whole family.
            for targetName in schema.family(of: Schema.Entity.name(of: target)) {
                if let targetEntity = schema.entity(named: targetName),
                    let targetRow = contents.rows[targetName]?.first(where: { $0.id == id })
                {
                    return self.model(targetEntity, targetRow)
                }
            }
            return nil
        }
        made[entity.name, default: [:]][row.id] = model
        making.remove(key)
        return model
    }

    private func make<Model: PersistentModel>(
        _ type: Model.Type, _ row: StoreContents.Row, resolve: @escaping (String, Int) -> AnyObject?
    ) -> Model {
        // `type` may be a subclass: its `init(backingData:)` takes its root's backing data, and is `required`, so
        // calling it on the metatype makes the row's own class.
        type.init(backingData: StoredBackingData<Model.Root>(entity: type, row: row, resolve: resolve))
    }
}
