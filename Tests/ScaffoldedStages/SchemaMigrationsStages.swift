// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GeneratedSchemas
import SchemaRuntime

/// The code of the custom migration stages, one extension per stage in the files beside this one.
/// Pass an instance to `SchemaMigrations.stages(_:)`.
public struct SchemaMigrationsStages: SchemaMigrationsCustomStages {
    public init() {}
}
