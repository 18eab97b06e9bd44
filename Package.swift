// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "schemagen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "schemagen", targets: ["schemagen"]),
        .executable(name: "schemagen-demo", targets: ["schemagen-demo"]),
        .executable(name: "schemagen-store", targets: ["schemagen-store"]),
        .library(name: "SchemaKit", targets: ["SchemaKit"]),
        // The generator itself, for this repository's sibling packages (the importer, the stand-in's tests, the
        // benchmarks): not an API, whatever its access levels say, so its name starts with an underscore, as
        // swift-openapi-generator's `_OpenAPIGeneratorCore` does. It changes with every release.
        .library(name: "_SchemaGenCore", targets: ["SchemaGenCore"]),
        // What generated code imports: the engine-neutral runtime (plans, stages, the typed API) and the model
        // values it describes itself with. It builds no database engine.
        .library(name: "SchemaRuntime", targets: ["SchemaRuntime", "SchemaModel"]),
        // An app's one dependency on SQLite: the runtime and its SQLite store (GRDB).
        .library(name: "SchemaRuntimeSQLite", targets: ["SchemaRuntimeSQLite", "SchemaRuntime", "SchemaModel"]),
        // The runtime's PostgreSQL store, for server apps whose instances share one database: it builds no GRDB,
        // and needs the package's `PostgreSQL` trait (on by default; an SQLite app turns it off with `traits: []`
        // and then resolves nothing of postgres-nio).
        .library(name: "SchemaRuntimePostgres", targets: ["SchemaRuntimePostgres", "SchemaRuntime", "SchemaModel"]),
        // For an app's test target: proves each shipped version's data arrives intact (`schemagen testkit`).
        .library(name: "SchemaTestKit", targets: ["SchemaTestKit"]),
        // SwiftData's store rules, for the SwiftData stand-in in SwiftDataSupport/.
        .library(name: "SwiftDataStoreRules", targets: ["SwiftDataStoreRules"]),
        .plugin(name: "SchemaGenPlugin", targets: ["SchemaGenPlugin"]),
        .plugin(name: "GenerateSchemasCommand", targets: ["GenerateSchemasCommand"]),
    ],
    // SwiftPM resolves a dependency only when a trait that uses it is on (SwiftPM 6.1 and later): an app that
    // depends on this package with `traits: []` resolves and fetches nothing of postgres-nio (nor swift-nio,
    // swift-crypto, swift-nio-ssl). On by default, so this package's own demo, tools and tests have it.
    traits: [
        .trait(name: "PostgreSQL", description: "The PostgreSQL store (SchemaRuntimePostgres) and its postgres-nio"),
        .default(enabledTraits: ["PostgreSQL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // Only SchemaRuntimePostgres uses it, under the PostgreSQL trait: an app on SQLite never builds NIO, and
        // with the trait off never resolves it.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
    ],
    targets: [
        // libyaml, found through pkg-config; the providers tell SwiftPM what to suggest when it is missing.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The plain values a schema version is described with, shared by generated code, the runtime and the
        // generator: models, renames, changes between versions, the stored layout and its fingerprint.
        .target(name: "SchemaModel"),
        // The generator's view on top of them: version files, source locations, diagnostics and the analysis
        // of a history (redefinitions, stages, data loss). No I/O and no YAML.
        .target(name: "SchemaKit", dependencies: ["SchemaModel"]),
        // Reading, loading, validating and (later) rendering.
        .target(name: "SchemaGenCore", dependencies: ["SchemaKit", "SchemaModel", "SwiftDataStoreRules", "CYAML"]),
        // What SwiftData's store does with a schema (version hashes, what inferred migration carries), read by the
        // generator's SwiftData flavor and executed by the SwiftData stand-in (SwiftDataSupport/).
        .target(name: "SwiftDataStoreRules", dependencies: ["SchemaModel"]),
        // What generated code conforms to, on every engine: plans, stages, the typed API and the migration steps'
        // logic. An app ships this, a store module and its generated code, never the generator. No database here.
        .target(
            name: "SchemaRuntime",
            dependencies: ["SchemaModel", .product(name: "Logging", package: "swift-log")]
        ),
        // The runtime's SQLite store (SchemaStore), through GRDB.
        .target(
            name: "SchemaRuntimeSQLite",
            dependencies: [
                "SchemaRuntime", "SchemaModel",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The runtime's PostgreSQL store, for server apps whose instances share one database (docs/PostgreSQL.md).
        .target(
            name: "SchemaRuntimePostgres",
            dependencies: [
                "SchemaRuntime", "SchemaModel",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The migration test kit: fixture stores at old versions, migrated through the real plan, checked value by
        // value against what the plan says must survive. Depends on nothing generator-side.
        .target(
            name: "SchemaTestKit",
            dependencies: [
                "SchemaRuntime", "SchemaRuntimeSQLite", "SchemaModel", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // schemagen's committed output for Schemas/, compiled so every build proves it compiles.
        .target(name: "GeneratedSchemas", dependencies: ["SchemaRuntime", "SchemaModel"], path: "Generated"),
        // The example app's own code: its custom migration stages and sample data.
        .target(name: "FitLogExample", dependencies: ["GeneratedSchemas", "SchemaRuntime"]),
        // The demo: a store created at the example's first version, migrated to its last, in SQLite or
        // PostgreSQL.
        .executableTarget(
            name: "schemagen-demo",
            dependencies: [
                "FitLogExample", "GeneratedSchemas", "SchemaModel", "SchemaRuntime", "SchemaRuntimeSQLite",
                "SchemaRuntimePostgres",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command-line front end.
        .executableTarget(
            name: "schemagen",
            dependencies: [
                "SchemaGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What a store holds against a history's version files. Its own executable, so the build plugin's tool
        // links no database.
        .executableTarget(
            name: "schemagen-store",
            dependencies: [
                "SchemaGenCore", "SchemaRuntime", "SchemaRuntimeSQLite", "SchemaRuntimePostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The build tool plugin: generates a target's Swift from its schemagen.yaml and schema files.
        .plugin(name: "SchemaGenPlugin", capability: .buildTool(), dependencies: ["schemagen"]),
        // The command plugin: writes generated files into the package (the committed-output workflow).
        .plugin(
            name: "GenerateSchemasCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-schemas", description: "Generate Swift from schemagen.yaml and its schema versions"),
                permissions: [
                    .writeToPackageDirectory(reason: "schemagen writes the generated Swift files into the package")
                ]
            ),
            dependencies: ["schemagen"]
        ),
        // Golden references: committed generated code for test histories, compiled so every build proves it.
        .target(
            name: "GoldenCascade", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Cascade/Generated"),
        .target(
            name: "GoldenEnumCascade", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/EnumCascade/Generated"),
        .target(
            name: "GoldenRenames", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Renames/Generated"),
        .target(
            name: "GoldenRelationships", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Relationships/Generated"),
        .target(
            name: "GoldenKeywords", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Keywords/Generated"),
        .target(
            name: "GoldenContractVersion2", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/ContractVersion2/Generated"),
        .target(
            name: "GoldenSwiftDataMapping", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/SwiftDataMapping/Generated"),
        .target(
            name: "GoldenEnumRemoval", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/EnumRemoval/Generated"),
        .target(
            name: "GoldenConversions", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Conversions/Generated"),
        .target(
            name: "GoldenValueTypes", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/ValueTypes/Generated"),
        .target(
            name: "GoldenValueTypeChanges", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/ValueTypeChanges/Generated"),
        .target(
            name: "GoldenRequiredDefaults", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/RequiredDefaults/Generated"),
        .target(
            name: "GoldenRetired", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Retired/Generated"),
        .target(
            name: "GoldenInPlaceChanges", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/InPlaceChanges/Generated"),
        .target(
            name: "GoldenRollingDeploy", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/RollingDeploy/Generated"),
        .target(
            name: "GoldenRawValueStorage", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/RawValueStorage/Generated"),
        .target(
            name: "GoldenInheritance", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/Inheritance/Generated"),
        // An instance of a server at one version of the RollingDeploy history, run several at once by the
        // PostgreSQL tests to prove a rolling deploy serves every request.
        .executableTarget(
            name: "rolling-deploy-instance",
            dependencies: ["GoldenRollingDeploy", "SchemaRuntimePostgres", "SchemaRuntime"],
            path: "Tests/RollingDeployInstance"),
        // Generated with `accessLevel: internal`, as an app target would have it.
        .target(
            name: "GoldenInternalAccess", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/GoldenReferences/InternalAccess/Generated"),
        // The Relationships golden as schemagen 0.2 generated it (runtime API version 2), frozen: code generated
        // before API version 3 must keep compiling and running until API version 2 is removed.
        .target(
            name: "RuntimeAPIVersion2Models", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/RuntimeAPIVersion2Models"),
        // The Conversions golden as schemagen 0.3 generated it (runtime API version 3), frozen: code generated
        // for API version 3 must keep compiling and running beside version 4's.
        .target(
            name: "RuntimeAPIVersion3Models", dependencies: ["SchemaRuntime", "SchemaModel"],
            path: "Tests/RuntimeAPIVersion3Models"),
        // What `schemagen scaffold` writes for the example, compiled to prove the stubs build as written.
        .target(
            name: "ScaffoldedStages", dependencies: ["GeneratedSchemas", "SchemaRuntime"],
            path: "Tests/ScaffoldedStages"),
        .testTarget(
            name: "SchemaRuntimeTests",
            dependencies: [
                "SchemaRuntime", "SchemaRuntimeSQLite", "SchemaModel", "GeneratedSchemas", "FitLogExample",
                "GoldenRelationships", "RuntimeAPIVersion2Models", "RuntimeAPIVersion3Models", "GoldenConversions",
                "GoldenValueTypes",
                "GoldenValueTypeChanges", "GoldenRequiredDefaults", "GoldenRetired", "GoldenInPlaceChanges",
                "GoldenRollingDeploy",
                // Built first so the crash test can run and kill it, and the status test can run it.
                "schemagen-demo", "schemagen-store",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "SchemaRuntime", "SchemaRuntimeSQLite", "SchemaModel", "GeneratedSchemas", "GoldenCascade",
                "GoldenEnumCascade",
                "GoldenRenames",
                "GoldenRelationships", "GoldenKeywords", "GoldenContractVersion2", "GoldenInternalAccess",
                "GoldenSwiftDataMapping", "GoldenEnumRemoval", "GoldenConversions", "GoldenValueTypes",
                "GoldenValueTypeChanges", "GoldenRequiredDefaults", "GoldenRetired", "GoldenInPlaceChanges",
                "GoldenRollingDeploy", "GoldenRawValueStorage", "ScaffoldedStages",
            ]
        ),
        .testTarget(
            name: "SchemaRuntimePostgresTests",
            dependencies: [
                "SchemaRuntimePostgres", "SchemaRuntime", "SchemaRuntimeSQLite", "SchemaModel", "GeneratedSchemas",
                "FitLogExample", "GoldenRelationships", "GoldenInPlaceChanges", "GoldenRollingDeploy",
                // Built first so the process tests can run several and kill them, and the status test its command.
                "schemagen-demo", "schemagen-store", "rolling-deploy-instance",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What `schemagen testkit` writes for the example, run as a team runs it: every shipped version's fixture
        // store migrated to the latest through FitLogStages.
        .testTarget(
            name: "ExampleMigrationKit",
            dependencies: ["GeneratedSchemas", "FitLogExample", "SchemaTestKit"],
            path: "Tests/ExampleMigrationKit"
        ),
        // The kit's own tests: it fails, with clear messages, on stages and stores broken on purpose.
        .testTarget(
            name: "SchemaTestKitTests",
            dependencies: [
                "GeneratedSchemas", "FitLogExample", "GoldenRelationships", "SchemaTestKit", "SchemaRuntime",
                "SchemaRuntimeSQLite", "SchemaModel", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "SchemaModelTests",
            dependencies: ["SchemaModel"]
        ),
        .testTarget(
            name: "SchemaKitTests",
            dependencies: ["SchemaKit", "SchemaModel"]
        ),
        .testTarget(
            name: "SchemaGenCoreTests",
            // Depending on the executable makes SwiftPM build it before the tests that run it.
            dependencies: ["SchemaGenCore", "SchemaKit", "SchemaModel", "SwiftDataStoreRules", "schemagen"],
            // Fixtures are read from the source tree (see FixturePaths) so a golden update can rewrite them.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// What `schemagen testkit` writes for each golden history, with its scaffolded stages implemented: every
// shipped version's fixture store migrated to the latest, checked value by value (docs/TestKit.md).
for golden in [
    "Cascade", "ContractVersion2", "Conversions", "EnumCascade", "EnumRemoval", "InPlaceChanges", "Inheritance",
    "InternalAccess", "Keywords", "RawValueStorage", "Relationships", "Renames", "RequiredDefaults", "Retired",
    "RollingDeploy",
    "SwiftDataMapping", "ValueTypes", "ValueTypeChanges",
] {
    package.targets.append(
        .testTarget(
            name: "MigrationKit\(golden)",
            // A stage reaches the store's SQL where the typed API stops (pairs of a relationship) through the
            // runtime's own SQL API, which runs on every store: no GRDB here.
            dependencies: [.target(name: "Golden\(golden)"), "SchemaTestKit", "SchemaRuntime"],
            path: "Tests/MigrationKits/\(golden)"))
}
