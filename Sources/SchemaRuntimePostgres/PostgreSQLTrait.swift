// The PostgreSQL store's postgres-nio comes with the package's `PostgreSQL` trait only (Package.swift), so an
// app on SQLite resolves none of it. An app that turned the trait off and still uses this module gets this
// message beside the missing module's.
#if !PostgreSQL
    #error(
        "SchemaRuntimePostgres needs schemagen's PostgreSQL trait: depend on the package without `traits: []`, or with `traits: [\"PostgreSQL\"]`"
    )
#endif
