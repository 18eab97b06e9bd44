// swift-tools-version: 6.1
import PackageDescription

// A consumer of schemagen, as an app team would set it up: its schemas live in the target, the build
// plugin generates the Swift at build time, and the runtime migrates its store.
let package = Package(
    name: "NotesApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        // An app on SQLite turns the PostgreSQL trait off: SwiftPM then resolves nothing of postgres-nio.
        .package(name: "schemagen", path: "../..", traits: [])
    ],
    targets: [
        .executableTarget(
            name: "NotesApp",
            // The runtime's SQLite store is the app's one dependency: it brings the engine-neutral runtime and the
            // SchemaModel module generated code imports, and nothing of the generator or of PostgreSQL.
            dependencies: [.product(name: "SchemaRuntimeSQLite", package: "schemagen")],
            // The plugin reads these itself; SwiftPM need not treat them as resources.
            exclude: ["Schemas", "schemagen.yaml"],
            plugins: [.plugin(name: "SchemaGenPlugin", package: "schemagen")]
        ),
        // The same plugin on a test target writes the migration test suite: each shipped version's store,
        // migrated through the app's plan, checked value by value.
        .testTarget(
            name: "NotesAppMigrationTests",
            dependencies: ["NotesApp", .product(name: "SchemaTestKit", package: "schemagen")],
            exclude: ["schemagen.yaml", "Fixtures"],
            plugins: [.plugin(name: "SchemaGenPlugin", package: "schemagen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
