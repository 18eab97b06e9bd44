import Foundation
import SchemaModel

/// Typed access to a store's current version inside one transaction: insert, fetch, update and delete
/// instances of the generated models, with relationships saved and loaded and delete rules honoured.
///
/// Get one from `SchemaStore`'s `write` and `read` (SchemaRuntimeSQLite), or from a PostgreSQL store's
/// `write` and `read` (SchemaRuntimePostgres): the same calls work on both. Within a context each stored row
/// is one instance, so relationships loaded from different fetches point at the same objects.
///
/// ## Topics
/// - ``insert(_:)``
/// - ``fetch(_:where:orderBy:limit:)``
/// - ``fetch(_:id:)``
/// - ``count(_:where:)``
/// - ``update(_:)``
/// - ``delete(_:)``
/// - ``execute(sql:arguments:)``
/// - ``fetch(sql:arguments:columns:)``
///
/// An engine's own connection is its module's: SchemaRuntimeSQLite adds `sqlite` (GRDB's `Database`).
public final class StoreContext {
    /// The database the transaction runs in, for the typed API and for an engine's module to reach its own
    /// connection through.
    package let connection: any StoreConnection
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
    /// The columns each entity's instances are read from, worked out once.
    private var readColumnsByEntity: [String: (names: [String], contents: [ColumnContent])] = [:]

    package init(
        connection: any StoreConnection, schema: Schema, layout: StoreLayout,
        modelTypes: [String: any PersistentModel.Type]
    ) {
        self.connection = connection
        self.schema = schema
        self.layout = layout
        self.modelTypes = modelTypes
        writer = RowWriter(layout: layout, database: connection)
        descriptions = Dictionary(schema.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Runs `sql`, a statement that returns no rows, in this context's transaction, on any store: its
    /// parameters are written `?` and take `arguments` in order. A failure is a
    /// ``SchemaStoreError/Code/statementFailed`` error holding the engine's.
    public func execute(sql: String, arguments: [SQLArgument] = []) throws {
        try RawStatements.execute(sql, arguments, on: connection)
    }

    /// The rows `sql` returns, in this context's transaction, on any store: each row holds the selected
    /// columns, named and typed by `columns` in the order the query selects them (`row.decode("title", as:
    /// String.self)`). Parameters are written `?` and take `arguments` in order.
    public func fetch(
        sql: String, arguments: [SQLArgument] = [], columns: KeyValuePairs<String, PrimitiveType>
    ) throws -> [StoredRow] {
        try RawStatements.fetch(sql, arguments, columns: columns, on: connection)
    }

    private var dialect: any SQLDialect { connection.dialect }

    private func quoted(_ name: String) -> String { connection.dialect.quoted(name) }

    private func parameter(_ position: Int) -> String { connection.dialect.parameter(position) }

    // MARK: Inserting and updating

    /// Inserts `model` and every instance reachable through its relationships that is not stored yet, and
    /// saves the relationships. Sets `persistentModelID` on each.
    public func insert(_ model: some PersistentModel) throws {
        var pending: [ObjectIdentifier] = []
        var deferred: [any PersistentModel] = []
        try insertGraph(model, inProgress: &pending, deferred: &deferred)
        // Rows inserted while a to-one target was still being inserted (a cycle) get that reference now.
        for model in deferred {
            try writer.updateRow(of: model, description: try description(of: model))
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
        try writer.updateRow(of: model, description: description)
        try saveLinks(of: model, description: description)
        for model in deferred {
            try writer.updateRow(of: model, description: try self.description(of: model))
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
                of: model, description: description, skippingUnsavedTargets: true)
            deferred.append(model)
        } else {
            model.persistentModelID = try writer.insertRow(of: model, description: description)
        }
        if let key = model.persistentModelID { identityMap.insert(model, key: key) }
        var insertedPointingHere: Set<ObjectIdentifier> = []
        for relationship in description.relationships {
            let inverse = inverseHoldingKey(of: relationship, in: description)
            for related in try model.relatedModels(for: relationship.name) where related.persistentModelID == nil {
                // A new instance this one holds through an inverse foreign key is told first, so its row is
                // inserted pointing here, rather than updated afterwards with a statement of its own.
                if let inverse { try related.setRelatedModels([model], for: inverse) }
                try insertGraph(related, inProgress: &inProgress, deferred: &deferred)
                if inverse != nil, related.persistentModelID != nil {
                    insertedPointingHere.insert(ObjectIdentifier(related))
                }
            }
        }
        try saveLinks(of: model, description: description, isNew: true, insertedPointingHere: insertedPointingHere)
    }

    /// The relationship of `relationship`'s target that holds the key of an instance of `description` when the
    /// relationship is stored as an inverse foreign key; `nil` for any other storage.
    private func inverseHoldingKey(of relationship: Relationship, in description: Model) -> String? {
        guard case .inverseForeignKey? = layout.relationshipStorage[description.name]?[relationship.name] else {
            return nil
        }
        return SchemaDiff.effectiveInverse(of: relationship, in: description, target: { self.descriptions[$0] })
    }

    /// How many related keys one statement names: a relationship of thousands is saved in a few statements, not
    /// one a key, and no statement grows past what either engine reads comfortably.
    static let keysPerStatement = 500

    /// `keys`, in the order given, ``keysPerStatement`` at a time: each key as `spell` writes it, a batch's
    /// joined with commas. Keys are integers the store gave out, so they are written into the statement as they
    /// are.
    static func keyBatches(_ keys: [Int64], spelling spell: (Int64) -> String = { String($0) }) -> [String] {
        stride(from: 0, to: keys.count, by: keysPerStatement).map { start in
            keys[start..<min(start + keysPerStatement, keys.count)].map(spell).joined(separator: ", ")
        }
    }

    /// Saves the relationships stored outside the model's own row: inverse foreign keys and join tables.
    ///
    /// An instance inserted just now (`isNew`) on a store that gives each key once has no rows pointing at it
    /// to clear; the instances in `insertedPointingHere` were inserted pointing at it already.
    private func saveLinks(
        of model: any PersistentModel, description: Model, isNew: Bool = false,
        insertedPointingHere: Set<ObjectIdentifier> = []
    ) throws {
        guard let key = model.persistentModelID else { return }
        let nothingPointsHere = isNew && connection.givesEachKeyOnce
        for relationship in description.relationships {
            let related = try model.relatedModels(for: relationship.name)
            let keys = related.compactMap(\.persistentModelID)
            switch layout.relationshipStorage[description.name]?[relationship.name] {
            case .inverseForeignKey(let column)?:
                let target = quoted(relationship.target)
                let keyColumn = quoted(column)
                // Rows no longer related are cleared first. The related keys fit one statement's list as a rule;
                // past that, every row is cleared and all the related rows are pointed here again, so no
                // statement names more than a batch of keys.
                var clearedAll = false
                if !nothingPointsHere,
                    layout.table(forEntity: relationship.target)?.column(named: column)?.isNotNull == false
                {
                    let kept = Self.keyBatches(keys)
                    clearedAll = kept.count > 1
                    let except = kept.count == 1 ? " AND \"_pk\" NOT IN (\(kept[0]))" : ""
                    try connection.execute(
                        "UPDATE \(target) SET \(keyColumn) = NULL WHERE \(keyColumn) = \(parameter(1))\(except)",
                        [.key(key)])
                }
                let pointing =
                    clearedAll ? related : related.filter { !insertedPointingHere.contains(ObjectIdentifier($0)) }
                for batch in Self.keyBatches(pointing.compactMap(\.persistentModelID)) {
                    try connection.execute(
                        "UPDATE \(target) SET \(keyColumn) = \(parameter(1)) WHERE \"_pk\" IN (\(batch))", [.key(key)])
                }
                if let inverse = inverseHoldingKey(of: relationship, in: description) {
                    // Those inserted pointing here were told before their insert.
                    for item in related where !insertedPointingHere.contains(ObjectIdentifier(item)) {
                        try item.setRelatedModels([model], for: inverse)
                    }
                }
            case .joinTable(let name, let sourceIsOwner)?:
                let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
                if !nothingPointsHere {
                    try connection.execute(
                        "DELETE FROM \(quoted(name)) WHERE \(quoted(mine)) = \(parameter(1))", [.key(key)])
                }
                for batch in Self.keyBatches(keys, spelling: { "(\(parameter(1)), \($0))" }) {
                    try connection.execute(
                        """
                        INSERT INTO \(quoted(name)) (\(quoted(mine)), \(quoted(theirs))) \
                        VALUES \(batch) ON CONFLICT DO NOTHING
                        """,
                        [.key(key)])
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
        let read = try readColumns(of: Model.entityName)
        let list = zip(read.names, read.contents).map { connection.readExpression(quoted($0), content: $1) }
        var sql = "SELECT \(list.joined(separator: ", ")) FROM \(quoted(table.name))"
        var arguments: [StoreArgument] = []
        if let predicate {
            sql += " WHERE " + (try condition(predicate, on: table, arguments: &arguments))
        }
        if !orderBy.isEmpty {
            for key in orderBy { _ = try content(of: key.property, in: table) }
            sql +=
                " ORDER BY "
                + orderBy.map { "\(quoted($0.property)) \($0.descending ? "DESC" : "ASC")" }.joined(separator: ", ")
        }
        if let limit { sql += " LIMIT \(max(0, limit))" }
        let models = try connection.rows(sql, arguments, contents: read.contents).map { values in
            try instance(of: Model.entityName, values: values[...])
        }
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
        var sql = "SELECT count(*) FROM \(quoted(table.name))"
        var arguments: [StoreArgument] = []
        if let predicate {
            sql += " WHERE " + (try condition(predicate, on: table, arguments: &arguments))
        }
        let rows = try connection.rows(sql, arguments, contents: [.primitive(.int64)])
        guard case .integer(let count)? = rows.first?.first else { return 0 }
        return Int(count)
    }

    /// `predicate` as SQL on `table`, its values appended to `arguments`.
    private func condition(_ predicate: StorePredicate, on table: TableLayout, arguments: inout [StoreArgument])
        throws -> String
    {
        try predicate.sql(dialect: dialect, arguments: &arguments) { try content(of: $0, in: table) }
    }

    /// What the column of `property` holds; an error naming the entity when it has no such column.
    private func content(of property: String, in table: TableLayout) throws -> ColumnContent {
        guard property == TableLayout.primaryKey || table.column(named: property) != nil else {
            throw SchemaStoreError.unknownProperty(entity: table.name, property: property)
        }
        return table.content(ofColumn: property)
    }

    /// The columns an instance of `entity` is read from, the primary key first, then its stored attributes.
    private func readColumns(of entity: String) throws -> (names: [String], contents: [ColumnContent]) {
        if let known = readColumnsByEntity[entity] { return known }
        let table = try entityTable(entity)
        guard let description = descriptions[entity] else { throw SchemaStoreError.unknownEntity(entity) }
        let absent = Set(layout.absentColumns[table.name]?.map(\.name) ?? [])
        let names =
            [TableLayout.primaryKey]
            + description.attributes.filter { !$0.isTransient && !absent.contains($0.name) }.map(\.name)
        let columns = (names, names.map(table.content(ofColumn:)))
        readColumnsByEntity[entity] = columns
        return columns
    }

    /// The instance for a row read as ``readColumns(of:)`` gives, reusing the one this context already made
    /// for it.
    private func instance(of entity: String, values: ArraySlice<StoredValue>) throws -> any PersistentModel {
        guard let key = try values.first?.key(column: TableLayout.primaryKey, entity: entity, rowID: nil) else {
            throw SchemaStoreError.missingPrimaryKey(entity: entity)
        }
        guard let type = modelTypes[entity] else { throw SchemaStoreError.unknownEntity(entity) }
        if let existing = identityMap.instance(of: type, key: key) { return existing }
        let names = try readColumns(of: entity).names
        var row = StoredRow()
        row.values.reserveCapacity(names.count - 1)
        for (name, value) in zip(names.dropFirst(), values.dropFirst()) { row.values[name] = value }
        // Columns a newer release dropped read as the default their attribute had, or NULL.
        if let table = layout.table(forEntity: entity), let absent = layout.absentColumns[table.name] {
            for column in absent { row.values[column.name] = column.defaultValue ?? .null }
        }
        let model = try type.decoded(from: row, rowID: key)
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
        let target = quoted(relationship.target)
        let read = try readColumns(of: relationship.target)
        let columns = zip(read.names, read.contents).map { connection.readExpression("t.\(quoted($0))", content: $1) }
            .joined(separator: ", ")
        let select: (String) -> String
        switch layout.relationshipStorage[entity]?[relationship.name] {
        case .foreignKey(let column)?:
            select = { keyList in
                "SELECT s.\"_pk\", \(columns) FROM \(target) t JOIN \(self.quoted(entity)) s ON t.\"_pk\" = s.\(self.quoted(column)) WHERE s.\"_pk\" IN (\(keyList))"
            }
        case .inverseForeignKey(let column)?:
            select = { keyList in
                "SELECT t.\(self.quoted(column)), \(columns) FROM \(target) t WHERE t.\(self.quoted(column)) IN (\(keyList)) ORDER BY t.\"_pk\""
            }
        case .joinTable(let name, let sourceIsOwner)?:
            let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
            select = { keyList in
                "SELECT j.\(self.quoted(mine)), \(columns) FROM \(target) t JOIN \(self.quoted(name)) j ON t.\"_pk\" = j.\(self.quoted(theirs)) WHERE j.\(self.quoted(mine)) IN (\(keyList)) ORDER BY j.\"_pk\""
            }
        case nil:
            throw SchemaStoreError.unknownRelationship(entity: entity, relationship: relationship.name)
        }
        let contents = [ColumnContent.reference] + read.contents
        var result: [Int64: [any PersistentModel]] = [:]
        var start = 0
        while start < keys.count {
            let batch = keys[start..<min(start + Self.keysPerQuery, keys.count)]
            start += batch.count
            let sql = select(batch.indices.map { parameter($0 - batch.startIndex + 1) }.joined(separator: ", "))
            for values in try connection.rows(sql, batch.map(StoreArgument.key), contents: contents) {
                // Matched by `IN`, so never NULL; but a damaged store must be an error, not a trap.
                guard let ownerKey = try values.first?.key(column: relationship.name, entity: entity, rowID: nil)
                else {
                    continue
                }
                result[ownerKey, default: []].append(try instance(of: relationship.target, values: values.dropFirst()))
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
        var deleted: Set<RowIdentity> = []
        // A deny rule met deep in a cascade must leave nothing deleted, and the transaction usable.
        try connection.execute("SAVEPOINT schemagen_delete", [])
        do {
            try deleteRow(entity: description.name, key: key, deleted: &deleted)
            try connection.execute("RELEASE SAVEPOINT schemagen_delete", [])
        } catch {
            try? connection.execute("ROLLBACK TO SAVEPOINT schemagen_delete", [])
            try? connection.execute("RELEASE SAVEPOINT schemagen_delete", [])
            throw error
        }
        // Only once every row is gone do their instances leave this context.
        for row in deleted {
            if let type = modelTypes[row.entity] { identityMap.remove(type, key: row.key) }
        }
        model.persistentModelID = nil
    }

    private func deleteRow(entity: String, key: Int64, deleted: inout Set<RowIdentity>) throws {
        guard deleted.insert(RowIdentity(entity: entity, key: key)).inserted, let description = descriptions[entity]
        else { return }
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
                    try connection.execute(
                        "DELETE FROM \(quoted(table.name)) WHERE \(quoted(column.name)) = \(parameter(1))", [.key(key)])
                } else if !column.isNotNull {
                    // A required to-one still pointing here makes the delete fail its foreign-key check.
                    try connection.execute(
                        "UPDATE \(quoted(table.name)) SET \(quoted(column.name)) = NULL WHERE \(quoted(column.name)) = \(parameter(1))",
                        [.key(key)])
                }
            }
        }
        try connection.execute("DELETE FROM \(quoted(entity)) WHERE \"_pk\" = \(parameter(1))", [.key(key)])
        for (relatedEntity, relatedKey) in cascadeAfter {
            try deleteRow(entity: relatedEntity, key: relatedKey, deleted: &deleted)
        }
    }

    /// The keys of the instances a relationship of a stored row holds.
    private func relatedKeys(of entity: String, key: Int64, relationship: Relationship) throws -> [Int64] {
        let sql: String
        switch layout.relationshipStorage[entity]?[relationship.name] {
        case .foreignKey(let column)?:
            sql =
                "SELECT \(quoted(column)) FROM \(quoted(entity)) WHERE \"_pk\" = \(parameter(1)) AND \(quoted(column)) IS NOT NULL"
        case .inverseForeignKey(let column)?:
            sql = "SELECT \"_pk\" FROM \(quoted(relationship.target)) WHERE \(quoted(column)) = \(parameter(1))"
        case .joinTable(let name, let sourceIsOwner)?:
            let (mine, theirs) = StoreLayout.joinColumns(sourceIsOwner: sourceIsOwner)
            sql = "SELECT \(quoted(theirs)) FROM \(quoted(name)) WHERE \(quoted(mine)) = \(parameter(1))"
        case nil:
            return []
        }
        return try connection.rows(sql, [.key(key)], contents: [.reference]).compactMap { values in
            try values.first?.key(column: relationship.name, entity: entity, rowID: key)
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
