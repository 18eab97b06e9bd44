// This package's own tools run SQLite and PostgreSQL stores both, so they need the package's `PostgreSQL` trait.
// SwiftPM may build them in a package that depends on this one with `traits: []`; there they only say so.
#if !PostgreSQL
    import Foundation

    /// Says that this tool needs the PostgreSQL trait, and fails.
    @main
    enum WithoutPostgreSQLTrait {
        static func main() {
            FileHandle.standardError.write(
                Data(
                    "schemagen-store needs schemagen's PostgreSQL trait; build schemagen itself, or depend on it without `traits: []`\n"
                        .utf8))
            exit(1)
        }
    }
#endif
