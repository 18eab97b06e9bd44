// This package's own tools run SQLite and PostgreSQL stores both, so they need the package's `PostgreSQL` trait.
// SwiftPM may build them in a package that depends on this one with `traits: []`; there they only say so.
#if !PostgreSQL
    import SchemaRuntimePostgres

    /// Says that this tool needs the PostgreSQL trait, and fails.
    @main
    enum WithoutPostgreSQLTrait {
        static func main() { exitNeedingPostgreSQLTrait(tool: "schemagen-store") }
    }
#endif
