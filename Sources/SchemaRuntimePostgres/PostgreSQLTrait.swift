// The PostgreSQL store's postgres-nio comes with the package's `PostgreSQL` trait only (Package.swift), so an
// app on SQLite resolves none of it. Without the trait every other file of this module compiles to nothing
// (SwiftPM may still build the module in a package that depends on this one), and what is here says why: the
// store's name when an app uses it, and the package's own tools when one is run.
#if !PostgreSQL
    import Foundation

    /// Stands in for the PostgreSQL store when the package's `PostgreSQL` trait is off, so using it fails with
    /// the fix instead of with a missing type.
    @available(
        *, unavailable,
        message:
            "SchemaRuntimePostgres needs schemagen's PostgreSQL trait: depend on the package without `traits: []`, or with `traits: [\"PostgreSQL\"]`"
    )
    public enum PostgresSchemaStore {}

    /// Says on standard error that `tool`, one of this package's own executables, needs the package's
    /// `PostgreSQL` trait and how to get it, then exits with status 1.
    ///
    /// The tools use the PostgreSQL store, yet SwiftPM may build them where the trait is off (in a package that
    /// depends on this one with `traits: []`): there each one's `main` calls this, so all fail with the same words.
    public func exitNeedingPostgreSQLTrait(tool: String) -> Never {
        FileHandle.standardError.write(
            Data(
                "\(tool) needs schemagen's PostgreSQL trait; build schemagen itself, or depend on it without `traits: []`\n"
                    .utf8))
        exit(1)
    }
#endif
