// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package's build and tests never pay for them.
let package = Package(
    name: "schemagen-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "schemagen", path: "..")
    ],
    targets: [
        // libyaml again, for the baseline: a raw event parse with nothing built from the events.
        .systemLibrary(
            name: "CYAMLBaseline", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .executableTarget(
            name: "schemagen-bench",
            dependencies: [
                "CYAMLBaseline",
                .product(name: "SchemaGenCore", package: "schemagen"),
                .product(name: "SchemaKit", package: "schemagen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
