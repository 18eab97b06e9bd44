import GRDB
import SchemaRuntime

extension StoreContext {
    /// The SQLite database, inside this context's transaction, for what neither the typed API nor SQL through
    /// ``SchemaRuntime/StoreContext/execute(sql:arguments:)`` covers (GRDB's own API).
    ///
    /// Only a ``SchemaStore``'s contexts have one: in a context of another kind of store it throws a
    /// ``SchemaRuntime/SchemaStoreError`` with code ``SchemaRuntime/SchemaStoreError/Code/wrongEngine``. Code meant
    /// for every store uses the typed API, or `execute(sql:arguments:)` and `fetch(sql:arguments:columns:)`.
    public var sqlite: Database {
        get throws {
            guard let sqlite = connection as? SQLiteStoreDatabase else {
                throw SchemaStoreError.wrongEngine(
                    api: "StoreContext.sqlite", store: "a \(connection.dialect.engineName) store's context",
                    instead: "use execute(sql:arguments:) and fetch(sql:arguments:columns:), which run on every store")
            }
            return sqlite.db
        }
    }
}

extension CustomStageContext {
    /// The SQLite database, inside the stage's transaction, for what the typed API doesn't cover. The old
    /// version's rows of a rebuilt entity are in `_old_<Entity>`.
    ///
    /// Only a ``SchemaStore``'s stages have one: a stage that reads it while migrating another kind of store
    /// throws a ``SchemaRuntime/SchemaStoreError`` with code ``SchemaRuntime/SchemaStoreError/Code/wrongEngine``.
    /// Code meant for every store uses the typed API, or `execute(sql:arguments:)` and
    /// `fetch(sql:arguments:columns:)`.
    public var sqlite: Database {
        get throws {
            guard let sqlite = stepDatabase as? SQLiteStoreDatabase else {
                throw SchemaStoreError.wrongEngine(
                    api: "CustomStageContext.sqlite",
                    store: "a stage migrating a \(stepDatabase.dialect.engineName) store",
                    instead: "use execute(sql:arguments:) and fetch(sql:arguments:columns:), which run on every store")
            }
            return sqlite.db
        }
    }
}
