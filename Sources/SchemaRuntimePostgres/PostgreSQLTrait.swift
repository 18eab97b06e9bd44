// The PostgreSQL store's postgres-nio comes with the package's `PostgreSQL` trait only (Package.swift), so an
// app on SQLite resolves none of it. Without the trait every other file of this module compiles to nothing
// (SwiftPM may still build the module in a package that depends on this one), and the store's name says why
// when an app uses it.
#if !PostgreSQL
    /// Stands in for the PostgreSQL store when the package's `PostgreSQL` trait is off, so using it fails with
    /// the fix instead of with a missing type.
    @available(
        *, unavailable,
        message:
            "SchemaRuntimePostgres needs schemagen's PostgreSQL trait: depend on the package without `traits: []`, or with `traits: [\"PostgreSQL\"]`"
    )
    public enum PostgresSchemaStore {}
#endif
