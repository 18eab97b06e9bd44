// swift-tools-version: 6.1
import PackageDescription

// A consumer of schemagen, as an app team would set it up: its schemas live in the target, the build
// plugin generates the Swift at build time, and the runtime migrates its store.
let package = Package(
    name: "NotesApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "schemagen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "NotesApp",
            // The runtime is the app's one dependency: generated code imports it and the SchemaModel module it
            // brings, and nothing of the generator.
            dependencies: [.product(name: "SchemaRuntime", package: "schemagen")],
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
