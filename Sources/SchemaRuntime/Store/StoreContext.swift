import Foundation
import GRDB
import SchemaModel

/// Typed access to a store's current version inside one transaction: insert, fetch, update and delete
/// instances of the generated models, with relationships saved and loaded and delete rules honoured.
///
/// Get one from ``SchemaStore/write(_:)`` or ``SchemaStore/read(_:)``. Within a context each stored row is
/// one instance, so relationships loaded from different fetches point at the same objects.
///
/// ## Topics
/// - ``insert(_:)``
/// - ``fetch(_:where:orderBy:limit:)``
/// - ``fetch(_:id:)``
/// - ``count(_:where:)``
/// - ``update(_:)``
/// - ``delete(_:)``
public final class StoreContext {
    let db: Database
    let schema: Schema
    let layout: StoreLayout
    let modelTypes: [String: any PersistentModel.Type]
    /// Each stored row's instance in this context, held weakly: a row is one object while the app keeps it,
    /// and saving a million rows does not keep a million objects alive.
    private var identityMap = IdentityMap()
    private let writer: RowWriter
    /// The models by entity name, so a lookup per row is not a search.
    private let descriptions: [String: Model]
    /// The same by model class, filled as classes are met: the insert path looks up by class identity, which
    /// is cheaper to hash than a name.
    private var descriptionsByType: [ObjectIdentifier: Model] = [:]

    init(db: Database, schema: Schema, layout: StoreLayout, modelTypes: [String: any PersistentModel.Type]) {
        self.db = db
        self.schema = schema
        self.layout = layout
        self.modelTypes = modelTypes
        writer = RowWriter(schema: schema, layout: layout)
        descriptions = Dictionary(schema.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The database, inside this context's transaction, for queries the typed API doesn't cover.
    public var database: Database { db }

    // MARK: Inserting and updating

    /// Inserts `model` and every instance reachable through its relationships that is not stored yet, and
    /// saves the relationships. Sets `persistentModelID` on each.
    public func insert(_ model: some PersistentModel) throws {
        var pending: [ObjectIdentifier] = []
        var deferred: [any PersistentModel] = []
        try insertGraph(model, inProgress: &pending, deferred: &deferred)
        // Rows inserted while a to-one target was still being inserted (a cycle) get that reference now.
        for model in deferred {
            try writer.updateRow(of: model, description: try description(of: model), in: db)
        }
    }

    /// Writes a stored instance's attributes and relationships (inserting related instances that are new).
    public func update(_ model: some PersistentModel) throws {
        let description = try description(of: model)
        guard model.persistentModelID != nil else { throw SchemaStoreError.notInserted(entity: description.name) }
        var pending: [ObjectIdentifier] = [ObjectIdentifier(model)]
        var deferred: [any PersistentModel] = []
        for relationship in description.relationships {
            for related in try model.relatedModels(for: relationship.name) where related.persistentModelID == nil {
                try insertGraph(related, inProgress: &pending, deferred: &deferred)
            }
        }
        try writer.updateRow(of: model, description: description, in: db)
        try saveLinks(of: model, description: description)
        for model in deferred {
            try writer.updateRow(of: model, description: try self.description(of: model), in: db)
        }
    }

    private func insertGraph(
        _ model: any PersistentModel, inProgress: inout [ObjectIdentifier], deferred: inout [any PersistentModel]
    ) throws {
        guard model.persistentModelID == nil, !inProgress.contains(ObjectIdentifier(model)) else { return }
        let description = try description(of: model)
        // Only a walk through relationships can come back to this instance; without any, recording it
        // would cost an allocation per row for nothing.
        if !description.relationships.isEmpty { inProgress.append(ObjectIdentifier(model)) }
        var waitsForCycle = false
        for relationship in description.relationships {
            guard case .foreignKey? = layout.relationshipStorage[description.name]?[relationship.name],
                let target = try model.relatedModels(for: relationship.name).first, target.persistentModelID == nil
            else { continue }
            if inProgress.contains(ObjectIdentifier(target)) {
                waitsForCycle = true
            } else {
                try insertGraph(target, inProgress: &inProgress, deferred: &deferred)
            }
        }
        if waitsForCycle {
            // Insert without the references that are still being inserted; they are filled in afterwards.
            model.persistentModelID = try writer.insertRow(
                of: model, description: description, in: db, skippingUnsavedTargets: true)
            deferred.append(model)
        } else {
            model.persistentModelID = try writer.insertRow(of: model, description: description, in: db)
        }
        if let key = model.persistentModelID { identityMap.insert(model, key: key) }
        for relationship in description.relationships {
            for related in try model.relatedModels(for: relationship.name) where related.persistentModelID == nil {
                try insertGraph(related, inProgress: &inProgress, deferred: &deferred)
            }
        }
        try saveLinks(of: model, description: description)
    }

    /// Saves the relationships stored outside the model's own row: inverse foreign keys and join tables.
    private func saveLinks(of model: any PersistentModel, description: Model) throws {
        guard let key = model.persistentModelID else { return }
        for relationship in description.relationships {
            let related = try model.relatedModels(for: relationship.name)
            let keys = related.compactMap(\.persistentModelID)
            switch layout.relationshipStorage[description.name]?[relationship.name] {
            case .inverseForeignKey(let column)?:
                let target = SQL.quoted(relationship.target)
                let inList =
                    keys.isEmpty ? "" : " AND \"_pk\" NOT IN (\(keys.map(String.init).joined(separator: ", ")))"
                if layout.table(forEntity: relationship.target)?.column(named: column)?.isNotNull == false {
                    try db.execute(
                        sql:
                            "UPDATE \(target) SET \(SQL.quoted(column)) = NULL WHERE \(SQL.quoted(column)) = ?\(inList)",
                        arguments: [key])
                }
                for relatedKey in keys {
                    try db.execute(
                        sql: "UPDATE \(target) SET \(SQL.quoted(column)) = ? WHERE \"_pk\" = ?",
                        arguments: [key, relatedKey])
                }
                if let inverse = SchemaDiff.effectiveInverse(
                    of: relationship, in: description, target: { self.descriptions[$0] })
                {
                    for item in related { try item.setRelatedModels([model], for: inverse) }
                }
            case .joinTable(let name, let sourceIsOwner)?:
                let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
                try db.execute(sql: "DELETE FROM \(SQL.quoted(name)) WHERE \(SQL.quoted(mine)) = ?", arguments: [key])
                for relatedKey in keys {
                    try db.execute(
                        sql:
                            "INSERT OR IGNORE INTO \(SQL.quoted(name)) (\(SQL.quoted(mine)), \(SQL.quoted(theirs))) VALUES (?, ?)",
                        arguments: [key, relatedKey])
                }
            default:
                continue
            }
        }
    }

    // MARK: Fetching

    /// The stored instances of `type` that match `predicate`, sorted and limited.
    ///
    /// Every relationship of every instance returned, and of every instance reached through them, holds what
    /// the store holds when this returns: a relationship never looks empty because it was not loaded. The
    /// graph is loaded a relationship at a time (one query per relationship and entity for each step away
    /// from the results, in batches of keys), never a query per instance. Fetch what you need with
    /// `predicate` and `limit`: the instances connected to the results come with them.
    public func fetch<Model: PersistentModel>(
        _ type: Model.Type, where predicate: StorePredicate? = nil, orderBy: [StoreSortKey] = [], limit: Int? = nil
    ) throws -> [Model] {
        let table = try entityTable(Model.entityName)
        var sql = "SELECT * FROM \(SQL.quoted(table.name))"
        var arguments: [DatabaseValue] = []
        let validate = { (column: String) throws in
            guard column == TableLayout.primaryKey || table.column(named: column) != nil else {
                throw SchemaStoreError.unknownProperty(entity: table.name, property: column)
            }
        }
        if let predicate {
            let (condition, values) = try predicate.sql(validate: validate)
            sql += " WHERE \(condition)"
            arguments = values
        }
        if !orderBy.isEmpty {
            for key in orderBy { try validate(key.property) }
            sql +=
                " ORDER BY "
                + orderBy.map { "\(SQL.quoted($0.property)) \($0.descending ? "DESC" : "ASC")" }.joined(separator: ", ")
        }
        if let limit { sql += " LIMIT \(max(0, limit))" }
        let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(databaseValues: arguments))
        let models = try rows.map { try instance(of: Model.entityName, row: $0) }
        try connectGraph(from: models)
        return models.compactMap { $0 as? Model }
    }

    /// The stored instance of `type` with the given identity, if there is one.
    public func fetch<Model: PersistentModel>(_ type: Model.Type, id: Int64) throws -> Model? {
        try fetch(type, where: .equal(TableLayout.primaryKey, id)).first
    }

    /// How many stored instances of `type` match `predicate`.
    public func count<Model: PersistentModel>(_ type: Model.Type, where predicate: StorePredicate? = nil) throws -> Int
    {
        let table = try entityTable(Model.entityName)
        guard let predicate else {
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQL.quoted(table.name))") ?? 0
        }
        let (condition, values) = try predicate.sql { column in
            guard column == TableLayout.primaryKey || table.column(named: column) != nil else {
                throw SchemaStoreError.unknownProperty(entity: table.name, property: column)
            }
        }
        return try Int.fetchOne(
            db, sql: "SELECT count(*) FROM \(SQL.quoted(table.name)) WHERE \(condition)",
            arguments: StatementArguments(databaseValues: values)) ?? 0
    }

    /// The instance for a row, reusing the one this context already made for it.
    private func instance(of entity: String, row: Row) throws -> any PersistentModel {
        let key = try row.primaryKey(entity: entity)
        guard let type = modelTypes[entity], let description = descriptions[entity] else {
            throw SchemaStoreError.unknownEntity(entity)
        }
        if let existing = identityMap.instance(of: type, key: key) { return existing }
        let model = try type.decoded(
            from: row.storedRow(columns: description.attributes.filter { !$0.isTransient }.map(\.name)), rowID: key)
        identityMap.insert(model, key: key)
        return model
    }

    /// Fills every relationship of `models`, and of every instance they reach, with the instances it holds
    /// now: breadth first, one query per relationship of each entity at each step. Each fetch walks the graph
    /// afresh, so what an earlier fetch connected is brought up to date with what was saved since.
    private func connectGraph(from models: [any PersistentModel]) throws {
        var frontier: [String: [(key: Int64, model: any PersistentModel)]] = [:]
        var visited: Set<RowIdentity> = []
        func visit(_ model: any PersistentModel, entity: String) {
            guard let key = model.persistentModelID, visited.insert(RowIdentity(entity: entity, key: key)).inserted
            else { return }
            frontier[entity, default: []].append((key, model))
        }
        for model in models { visit(model, entity: type(of: model).entityName) }
        while !frontier.isEmpty {
            let current = frontier
            frontier = [:]
            // Sorted so the queries run in the same order on every run.
            for (entity, owners) in current.sorted(by: { $0.key < $1.key }) {
                guard let description = descriptions[entity] else { throw SchemaStoreError.unknownEntity(entity) }
                for relationship in description.relationships {
                    let related = try relatedInstances(
                        of: entity, keys: owners.map(\.key), relationship: relationship)
                    for (key, owner) in owners {
                        let targets = related[key] ?? []
                        try owner.setRelatedModels(targets, for: relationship.name)
                        for target in targets { visit(target, entity: relationship.target) }
                    }
                }
            }
        }
    }

    /// A stored row: its entity and primary key.
    private struct RowIdentity: Hashable {
        var entity: String
        var key: Int64
    }

    /// How many keys one query binds: far below SQLite's limit on parameters, and large enough that a batch
    /// costs one round of SQLite's work rather than many.
    private static let keysPerQuery = 500

    /// The instances a relationship holds for each of the rows `keys` of `entity`, in the store's order.
    private func relatedInstances(of entity: String, keys: [Int64], relationship: Relationship) throws
        -> [Int64: [any PersistentModel]]
    {
        let target = SQL.quoted(relationship.target)
        let owner = "\"schemagen_owner\""
        let select: (String) -> String
        switch layout.relationshipStorage[entity]?[relationship.name] {
        case .foreignKey(let column)?:
            select = { keyList in
                "SELECT s.\"_pk\" AS \(owner), t.* FROM \(target) t JOIN \(SQL.quoted(entity)) s ON t.\"_pk\" = s.\(SQL.quoted(column)) WHERE s.\"_pk\" IN (\(keyList))"
            }
        case .inverseForeignKey(let column)?:
            select = { keyList in
                "SELECT t.\(SQL.quoted(column)) AS \(owner), t.* FROM \(target) t WHERE t.\(SQL.quoted(column)) IN (\(keyList)) ORDER BY t.\"_pk\""
            }
        case .joinTable(let name, let sourceIsOwner)?:
            let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
            select = { keyList in
                "SELECT j.\(SQL.quoted(mine)) AS \(owner), t.* FROM \(target) t JOIN \(SQL.quoted(name)) j ON t.\"_pk\" = j.\(SQL.quoted(theirs)) WHERE j.\(SQL.quoted(mine)) IN (\(keyList)) ORDER BY j.\"_pk\""
            }
        case nil:
            throw SchemaStoreError.unknownRelationship(entity: entity, relationship: relationship.name)
        }
        var result: [Int64: [any PersistentModel]] = [:]
        var start = 0
        while start < keys.count {
            let batch = keys[start..<min(start + Self.keysPerQuery, keys.count)]
            start += batch.count
            let sql = select(Array(repeating: "?", count: batch.count).joined(separator: ", "))
            let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(batch.map { $0 }))
            for row in rows {
                // Matched by `IN`, so never NULL; but a damaged store must be an error, not a trap.
                guard let ownerKey = try row.storedKey("schemagen_owner", entity: entity) else { continue }
                result[ownerKey, default: []].append(try instance(of: relationship.target, row: row))
            }
        }
        return result
    }

    // MARK: Deleting

    /// Deletes a stored instance, applying each relationship's delete rule: `cascade` deletes the related
    /// instances, `nullify` clears their references, `deny` refuses while any exist
    /// (``SchemaStoreError/deleteDenied(entity:relationship:relatedCount:)``), `noAction` leaves them.
    /// References to it from relationships without an inverse are cleared.
    public func delete(_ model: some PersistentModel) throws {
        let description = try description(of: model)
        guard let key = model.persistentModelID else { throw SchemaStoreError.notInserted(entity: description.name) }
        var deleted: Set<String> = []
        try deleteRow(entity: description.name, key: key, deleted: &deleted)
        model.persistentModelID = nil
    }

    private func deleteRow(entity: String, key: Int64, deleted: inout Set<String>) throws {
        guard deleted.insert("\(entity)#\(key)").inserted, let description = descriptions[entity] else { return }
        // Cascaded rows that point at this one go before it; rows it points at go after it, so every
        // statement leaves the foreign keys valid.
        var cascadeAfter: [(entity: String, key: Int64)] = []
        for relationship in description.relationships {
            let related = try relatedKeys(of: entity, key: key, relationship: relationship)
            switch relationship.deleteRule {
            case .deny where !related.isEmpty:
                throw SchemaStoreError.deleteDenied(
                    entity: entity, relationship: relationship.name, relatedCount: related.count)
            case .cascade:
                if case .inverseForeignKey? = layout.relationshipStorage[entity]?[relationship.name] {
                    for relatedKey in related {
                        try deleteRow(entity: relationship.target, key: relatedKey, deleted: &deleted)
                    }
                } else {
                    cascadeAfter += related.map { (relationship.target, $0) }
                }
            default:
                break
            }
        }
        // Clear every reference to the row, whichever side holds it, so foreign keys stay valid.
        for table in layout.tables {
            for column in table.columns where column.references == entity {
                if case .join = table.kind {
                    try db.execute(
                        sql: "DELETE FROM \(SQL.quoted(table.name)) WHERE \(SQL.quoted(column.name)) = ?",
                        arguments: [key])
                } else if !column.isNotNull {
                    // A required to-one still pointing here makes the delete fail its foreign-key check.
                    try db.execute(
                        sql:
                            "UPDATE \(SQL.quoted(table.name)) SET \(SQL.quoted(column.name)) = NULL WHERE \(SQL.quoted(column.name)) = ?",
                        arguments: [key])
                }
            }
        }
        try db.execute(sql: "DELETE FROM \(SQL.quoted(entity)) WHERE \"_pk\" = ?", arguments: [key])
        if let type = modelTypes[entity] { identityMap.remove(type, key: key) }
        for (relatedEntity, relatedKey) in cascadeAfter {
            try deleteRow(entity: relatedEntity, key: relatedKey, deleted: &deleted)
        }
    }

    /// The keys of the instances a relationship of a stored row holds.
    private func relatedKeys(of entity: String, key: Int64, relationship: Relationship) throws -> [Int64] {
        switch layout.relationshipStorage[entity]?[relationship.name] {
        case .foreignKey(let column)?:
            return try Int64.fetchAll(
                db,
                sql:
                    "SELECT \(SQL.quoted(column)) FROM \(SQL.quoted(entity)) WHERE \"_pk\" = ? AND \(SQL.quoted(column)) IS NOT NULL",
                arguments: [key])
        case .inverseForeignKey(let column)?:
            return try Int64.fetchAll(
                db, sql: "SELECT \"_pk\" FROM \(SQL.quoted(relationship.target)) WHERE \(SQL.quoted(column)) = ?",
                arguments: [key])
        case .joinTable(let name, let sourceIsOwner)?:
            let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
            return try Int64.fetchAll(
                db, sql: "SELECT \(SQL.quoted(theirs)) FROM \(SQL.quoted(name)) WHERE \(SQL.quoted(mine)) = ?",
                arguments: [key])
        case nil:
            return []
        }
    }

    // MARK: Lookups

    private func description(of model: any PersistentModel) throws -> Model {
        let type = type(of: model)
        if let description = descriptionsByType[ObjectIdentifier(type)] { return description }
        guard let description = descriptions[type.entityName] else {
            throw SchemaStoreError.unknownEntity(type.entityName)
        }
        descriptionsByType[ObjectIdentifier(type)] = description
        return description
    }

    private func entityTable(_ entity: String) throws -> TableLayout {
        guard let table = layout.table(forEntity: entity) else { throw SchemaStoreError.unknownEntity(entity) }
        return table
    }
}
