// swift-tools-version: 6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

// Everything here that needs swift-syntax, kept out of the main package so that neither it nor its build plugin
// ever builds swift-syntax.
//
// - `SwiftData`: where Apple's framework is absent (Linux), a stand-in module of that name with Apple's
//   declarations for what schemagen's SwiftData output touches, and the macros `@Model`, `@Attribute`,
//   `@Relationship`, `@Transient`, `#Unique` and `#Index`, so the output type-checks on every CI run. On macOS
//   the targets below import the real framework and the stand-in is not declared at all, so it can never
//   shadow it.
// - One target per golden history's SwiftData output, with the custom stages `schemagen scaffold` writes for
//   it: building the package proves they compile.
// - `schemagen-import`: reads an app's hand-written SwiftData versioned schemas with swift-syntax, writes them
//   as version files and audits them against what schemagen computes (`SchemaImport` is its library).
let package = Package(
    name: "schemagen-swiftdata",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.executable(name: "schemagen-import", targets: ["schemagen-import"])],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The generator itself (loading, validation, analysis, rendering), from the repository's root package.
        .package(path: ".."),
    ],
    targets: [],
    swiftLanguageModes: [.v6]
)

/// SwiftPM names a package found by path after its folder, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

package.targets += [
    .target(
        name: "SchemaImport",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "_SchemaGenCore", package: rootPackage),
            .product(name: "SchemaKit", package: rootPackage),
        ]
    ),
    .executableTarget(
        name: "schemagen-import",
        dependencies: ["SchemaImport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(name: "SchemaImportTests", dependencies: ["SchemaImport", "schemagen-import"]),
]

/// The histories whose SwiftData output is committed under `Goldens/` and compiled here (`Keywords`,
/// `ContractVersion2`, `ValueTypeChanges` and `RollingDeploy` are refused by the SwiftData flavor, so their
/// folders hold the expected diagnostics).
let goldenHistories = [
    "Example", "Cascade", "Renames", "Relationships", "InternalAccess", "SwiftDataMapping", "EnumRemoval",
    "Conversions", "ValueTypes", "RequiredDefaults", "Retired", "InPlaceChanges", "RawValueStorage", "Inheritance",
    // The round trip of the import's fixture app: imported, generated, compiled.
    "ImportedFitnessApp",
    // SwiftData's alone, their schemas beside their code: every stored type change the flavor converts, and a
    // step whose only change is uniqueness.
    "TypeChangeMatrix", "UniquenessOnly",
]
let swiftDataOnlyHistories = ["TypeChangeMatrix", "UniquenessOnly"]

#if os(macOS)
    let swiftData: [Target.Dependency] = []
#else
    package.products.append(.library(name: "SwiftData", targets: ["SwiftData"]))
    package.targets += [
        .macro(
            name: "SwiftDataMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The stand-in executes staged migration with the same store rules the generator checks against.
        .target(
            name: "SwiftData",
            dependencies: [
                "SwiftDataMacros", .product(name: "SwiftDataStoreRules", package: rootPackage),
            ]),
        // Scaffolded stages run against the stand-in's in-memory context (Apple's needs a container).
        // The stand-in's staged migration, run on store files with the goldens' plans and stages.
        .testTarget(
            name: "StandInMigrationTests",
            dependencies: [
                "SwiftData", .product(name: "_SchemaGenCore", package: rootPackage),
                .product(name: "SwiftDataStoreRules", package: rootPackage),
                .product(name: "SchemaTestKit", package: rootPackage),
            ] + goldenHistories.map { .target(name: "SwiftData\($0)") }),
        .testTarget(
            name: "ScaffoldedStageTests",
            dependencies: ["SwiftData", "SwiftDataEnumRemoval", "SwiftDataSwiftDataMapping"]),
    ]
    let swiftData: [Target.Dependency] = ["SwiftData"]
#endif

// Generated SwiftData code must compile unchanged under both default isolations: `nonisolated`, and
// `MainActor`, Xcode 26's default for new app targets. `SCHEMAGEN_DEFAULT_ISOLATION=MainActor swift build`
// builds the goldens and the import fixture apps the second way (CI does both).
#if compiler(>=6.2)
    let isolationSettings: [SwiftSetting] =
        Context.environment["SCHEMAGEN_DEFAULT_ISOLATION"] == "MainActor"
        ? [.unsafeFlags(["-default-isolation", "MainActor"])] : []
#else
    // Default isolation arrived in Swift 6.2; before it, everything is `nonisolated`.
    let isolationSettings: [SwiftSetting] = []
#endif

for history in goldenHistories {
    package.targets.append(
        .target(
            name: "SwiftData\(history)", dependencies: swiftData, path: "Goldens/\(history)",
            exclude: swiftDataOnlyHistories.contains(history) ? ["Schemas"] : [], swiftSettings: isolationSettings))
}

// What `schemagen testkit --flavor swiftdata` writes for each history SwiftData takes, run against the stand-in's
// staged migration here and against Apple's SwiftData on macOS: every shipped version's fixture store migrated to
// the latest through the plan and its stages, implemented as a team would (`MigrationKits/<history>/Stages`; the
// generated code is the golden's, through the `Generated` link).
for history in goldenHistories where history != "ImportedFitnessApp" && !swiftDataOnlyHistories.contains(history) {
    package.targets.append(
        .testTarget(
            name: "SwiftDataMigrationKit\(history)",
            dependencies: swiftData + [.product(name: "SchemaTestKit", package: rootPackage)],
            path: "MigrationKits/\(history)", swiftSettings: isolationSettings))
}

// The import's fixture apps, hand-written as SwiftData apps write them (Swift 5 mode, as apps with a stored
// `static var versionIdentifier` still are), compiled so the fixtures are code that builds, not guesses.
// LiveModelsApp is a correct history whose shipped versions nest frozen copies while the latest lists the
// live top-level classes: its audit must find nothing harmful. The others each show, small, what real apps'
// histories do: two plans and a version outside both (PlansApp), older versions that list the live classes and
// models built in code (LiveClassesApp), a removal that shipped and a custom stage that does work (ShippedApp),
// classes renamed together with a stage that hands one to a migrator (RenamesApp).
for app in [
    "FitnessApp", "NotesApp", "LiveModelsApp", "PlansApp", "LiveClassesApp", "ShippedApp", "RenamesApp",
] {
    package.targets.append(
        .target(
            name: "ImportFixture\(app)", dependencies: swiftData, path: "Tests/Fixtures/\(app)/Sources",
            swiftSettings: [.swiftLanguageMode(.v5)] + isolationSettings))
}

// Cases that must fail to build, declared only when `check-negative.sh` asks, so that `swift build` of the
// package stays green: a history whose custom stage has no implementation (the script assembles it from a
// golden), inverse on both sides, what `@Model` rejects in one class, and a property named like a member
// `@Model` adds.
if Context.environment["SCHEMAGEN_NEGATIVE_CASES"] == "1" {
    for name in [
        "MissingCustomStage", "InverseOnBothSides", "RelationshipToValue", "ReservedMember", "SubclassOfFinalModel",
    ] {
        package.targets.append(.target(name: name, dependencies: swiftData, path: "NegativeCases/\(name)"))
    }
}
