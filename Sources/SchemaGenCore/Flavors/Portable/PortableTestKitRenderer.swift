import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen testkit` for the portable flavor: a Swift Testing suite with one test per shipped version,
/// each writing a fixture store at that version and migrating it to the latest through the plan's real
/// stages with `SchemaTestKit`, which checks every value the plan says must survive.
struct PortableTestKitRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    let testKit: TestKitOptions
    /// The team's hand-written fixture files, checked against their versions.
    let fixtures: [FixtureFile]
    /// The sealed (shipped) versions: each gets a frozen store, committed in the fixtures folder's `stores/`.
    let sealedVersions: [SchemaVersion]

    /// The suite's file.
    func render() -> GeneratedFile {
        // A fixture value (a struct's JSON) can be longer than a line: it breaks as a scaffold's lines do.
        GeneratedFile(path: context.names.migrationTestsFile, contents: SwiftLineFitter.fit(suite()))
    }

    private func suite() -> String {
        let versions = analysis.history.versions.map(\.version)
        let latest = versions.last.map(String.init(describing:)) ?? "?"
        let fixturesByVersion = MigrationSuite.byVersion(fixtures)
        let starts = MigrationSuite.starts(versions, fixtures: fixturesByVersion)
        let plan = context.names.planName
        let needsStages = analysis.steps.contains { $0.stage == .custom }
        let stagesType = testKit.customStagesType ?? context.names.stagesType
        // Every sealed version, the latest too: its store is frozen while its release's code is current.
        let frozen = sealedVersions.filter(versions.contains).sorted()
        var writer = MigrationSuite.writer(
            analysis, context: context, testKit: testKit,
            modules: (frozen.isEmpty ? [] : ["Foundation"]) + (fixtures.isEmpty ? [] : ["SchemaModel"]) + [
                "SchemaTestKit", "Testing",
            ])
        writer.documentation([
            "Each shipped version of ``\(plan)``, written with fixture rows (every attribute's edge values, every "
                + "relationship shape) and migrated to \(latest) through the plan's real stages: every row, value and "
                + "relationship pair the plan says must survive is checked. Regenerate with `schemagen testkit`."
        ])
        writer.line("@Suite(\"\(plan): each shipped version's data arrives intact in \(latest)\")")
        writer.block("struct \(context.names.migrationTests)") { writer in
            // A plan without custom stages is a `LightweightMigrationPlan`, which the kit opens as it is.
            writer.line(
                needsStages
                    ? "let kit = MigrationTestKit(\(plan).self, customStages: \(stagesType)())"
                    : "let kit = MigrationTestKit(\(plan).self)")
            for version in starts {
                writer.line()
                let fixture = fixturesByVersion[version]
                writer.line("@Test(\"\(MigrationSuite.title(version, latest: versions.last, fixture: fixture))\")")
                writer.block("func \(GeneratedNames.storeTest(at: version))()") { writer in
                    let adding = fixture == nil ? "" : ", adding: Self.\(GeneratedNames.fixtureRows(at: version))"
                    writer.line("expectIntact(kit.migrate(from: \"\(version)\"\(adding)))")
                }
            }
            let storesName = testKit.storesName ?? Self.defaultStoresFolder
            for version in frozen {
                writer.line()
                let path = "\(storesName)/\(version).sqlite"
                let outcome = version == versions.last ? "opens at \(latest)" : "migrates to \(latest)"
                // A store not frozen yet is frozen by `sealedVersionsAreFrozen`, which says once what to commit.
                writer.filledCall(
                    "@Test(",
                    arguments: [
                        "\"\(version) frozen store (\(path)) \(outcome) with every value\"",
                        ".enabled(if: Self.frozenStore(\"\(version)\").exists, \"not frozen yet: sealedVersionsAreFrozen freezes it\")",
                    ], tail: ")")
                writer.block("func \(GeneratedNames.frozenStoreTest(at: version))()") { writer in
                    writer.line("let store = Self.frozenStore(\"\(version)\")")
                    writer.line(
                        "expectIntact(kit.migrate(frozenStore: store.url, version: store.version, adding: store.fixture))"
                    )
                }
            }
            if !frozen.isEmpty {
                writer.line()
                writer.line("@Test(\"every sealed version's frozen store is kept in \(storesName)\")")
                writer.block("func sealedVersionsAreFrozen()") { writer in
                    writer.filledCall(
                        "let frozenNow = kit.freezeMissingStores(",
                        arguments: [
                            "Self.sealedVersions.map(Self.frozenStore)",
                            "shownIn: \(SwiftNames.stringLiteral(storesName))",
                        ], tail: ")")
                    writer.block("for failure in frozenNow") { writer in
                        writer.line("Issue.record(\"\\(failure)\")")
                    }
                }
            }
            MigrationSuite.renderStatementsTest(
                context.conversionStatements(analysis), fixtures: fixtures,
                folder: testKit.fixturesName,
                into: &writer)
            for fixture in fixtures.sorted(by: { $0.version < $1.version }) {
                writer.line()
                MigrationSuite.renderFixture(fixture, into: &writer)
            }
            if !frozen.isEmpty {
                writer.line()
                writer.documentation(["The sealed versions, each with a frozen store."])
                writer.filledCall(
                    "static let sealedVersions = [", arguments: frozen.map { "\"\($0)\"" }, tail: "]")
                writer.line()
                writer.documentation([
                    "A sealed version's frozen store, with its fixture file's rows: written once, by the code of the "
                        + "release that froze it, and committed. `sealedVersionsAreFrozen` freezes a missing one and "
                        + "fails until it is committed."
                ])
                writer.block("static func frozenStore(_ version: String) -> FrozenStore") { writer in
                    let folder = testKit.storesFolder ?? Self.defaultStoresFolder
                    if folder.hasPrefix("/") {
                        writer.line(
                            "let url = URL(fileURLWithPath: \(SwiftNames.stringLiteral(folder))).appendingPathComponent(\"\\(version).sqlite\")"
                        )
                    } else {
                        writer.line("let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()")
                        writer.line(
                            "    .appendingPathComponent(\"\(folder)/\\(version).sqlite\").standardizedFileURL")
                    }
                    let withFixtures = frozen.filter { fixturesByVersion[$0] != nil }
                    guard !withFixtures.isEmpty else {
                        writer.line("return FrozenStore(version, at: url)")
                        return
                    }
                    writer.filledCall(
                        "let fixtures: [String: FixtureRows] = [",
                        arguments: withFixtures.map { "\"\($0)\": Self.\(GeneratedNames.fixtureRows(at: $0))" },
                        tail: "]")
                    writer.line("return FrozenStore(version, at: url, adding: fixtures[version])")
                }
            }
            writer.line()
            MigrationSuite.renderExpectIntact(into: &writer)
        }
        return writer.text
    }

    /// The folder beside the suite that holds the frozen stores, when nothing says where they are.
    static let defaultStoresFolder = "Stores"
}
