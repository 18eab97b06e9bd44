import Foundation
import SchemaKit
import SchemaModel

/// What `schemagen testkit` needs to know about the test target the suite is written into.
public struct TestKitOptions: Hashable, Sendable {
    /// Modules the suite imports: the one holding the generated code, and the one holding the custom stages.
    public var imports: [String]
    /// The type implementing the plan's custom stages (`FitLogStages`), created with `init()`; required when
    /// the history has custom stages.
    public var customStagesType: String?
    /// Where the suite finds the frozen stores: an absolute path (a build plugin writes the suite into the
    /// build folder), or a path relative to the suite's folder; by default `Stores` beside the suite.
    public var storesFolder: String?
    /// How test names show that folder (`Fixtures/stores`).
    public var storesName: String?
    /// How the suite names the folder of hand-written fixture files, relative to the configuration: where a
    /// failure asks for a file to be written.
    public var fixturesName: String

    /// Creates options.
    public init(
        imports: [String] = [], customStagesType: String? = nil, storesFolder: String? = nil, storesName: String? = nil,
        fixturesName: String = "Fixtures"
    ) {
        self.imports = imports
        self.customStagesType = customStagesType
        self.storesFolder = storesFolder
        self.storesName = storesName
        self.fixturesName = fixturesName
    }

    /// The frozen stores kept in `stores/` of the fixtures folder (`fixtures`, named `fixturesName` in test
    /// names), found from the suite written into `suiteFolder` by a relative path, so the committed suite
    /// works in any clone.
    public mutating func keepFrozenStores(in fixtures: URL, named fixturesName: String, suiteFolder: URL) {
        storesFolder = RelativePath.from(suiteFolder, to: fixtures.appendingPathComponent(Self.frozenStoresFolder))
        storesName = fixturesName + "/" + Self.frozenStoresFolder
    }

    /// The folder of the fixtures folder that holds the frozen stores.
    public static let frozenStoresFolder = "stores"
}

/// `schemagen testkit` for the portable flavor: a Swift Testing suite with one test per shipped version,
/// each writing a fixture store at that version and migrating it to the latest through the plan's real
/// stages with `SchemaTestKit`, which checks every value the plan says must survive.
struct TestKitRenderer {
    let analysis: HistoryAnalysis
    let options: GenerationOptions
    let testKit: TestKitOptions
    /// The team's hand-written fixture files, checked against their versions.
    let fixtures: [FixtureFile]
    /// The sealed (shipped) versions: each gets a frozen store, committed in the fixtures folder's `stores/`.
    let sealedVersions: [SchemaVersion]

    /// The suite's file.
    func render() -> GeneratedFile {
        // A fixture value (a struct's JSON) can be longer than a line: it breaks as a scaffold's lines do.
        GeneratedFile(
            path: OutputFileNames.migrationTests(planName: options.planName), contents: SwiftLineFitter.fit(suite()))
    }

    private func suite() -> String {
        let versions = analysis.history.versions.map(\.version)
        let latest = versions.last.map(String.init(describing:)) ?? "?"
        let fixturesByVersion = Dictionary(fixtures.map { ($0.version, $0) }) { first, _ in first }
        // A history of one version has nothing to migrate yet, nor has the latest version: their tests prove
        // the store keeps what it is given (with a fixture file, what the team wrote).
        let starts = versions.enumerated().filter { index, version in
            index < versions.count - 1 || versions.count == 1 || fixturesByVersion[version] != nil
        }.map(\.element)
        let plan = options.planName
        let needsStages = analysis.steps.contains { $0.stage == .custom }
        let stagesType = testKit.customStagesType ?? options.stagesTypeName
        // Internal generated code is reachable from a test target through `@testable`.
        let importPrefix = options.accessLevel == .public ? "" : "@testable "
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.historySource(analysis)))
        writer.line()
        for module in testKit.imports.sorted() { writer.line("\(importPrefix)import \(module)") }
        // Every sealed version, the latest too: its store is frozen while its release's code is current.
        let frozen = sealedVersions.filter(versions.contains).sorted()
        if !frozen.isEmpty { writer.line("import Foundation") }
        if !fixtures.isEmpty { writer.line("import SchemaModel") }
        writer.line("import SchemaTestKit")
        writer.line("import Testing")
        writer.line()
        writer.documentation([
            "Each shipped version of ``\(plan)``, written with fixture rows (every attribute's edge values, every "
                + "relationship shape) and migrated to \(latest) through the plan's real stages: every row, value and "
                + "relationship pair the plan says must survive is checked. Regenerate with `schemagen testkit`."
        ])
        writer.line("@Suite(\"\(plan): each shipped version's data arrives intact in \(latest)\")")
        writer.block("struct \(plan)MigrationTests") { writer in
            // A plan without custom stages is a `LightweightMigrationPlan`, which the kit opens as it is.
            writer.line(
                needsStages
                    ? "let kit = MigrationTestKit(\(plan).self, customStages: \(stagesType)())"
                    : "let kit = MigrationTestKit(\(plan).self)")
            for version in starts {
                writer.line()
                let name = Self.name(version)
                let fixture = fixturesByVersion[version]
                let with = fixture.map { " with \($0.path)" } ?? ""
                let title =
                    version == versions.last
                    ? "\(version) store keeps every value\(with) (the latest version)"
                    : "\(version) store\(with) migrates to \(latest) with every value"
                writer.line("@Test(\"\(title)\")")
                writer.block("func storeAt\(name)()") { writer in
                    let adding = fixture == nil ? "" : ", adding: Self.fixture\(name)"
                    writer.line("expectIntact(kit.migrate(from: \"\(version)\"\(adding)))")
                }
            }
            let storesName = testKit.storesName ?? Self.defaultStoresFolder
            for version in frozen {
                writer.line()
                let name = Self.name(version)
                let path = "\(storesName)/\(version).sqlite"
                let outcome = version == versions.last ? "opens at \(latest)" : "migrates to \(latest)"
                // A store not frozen yet is frozen by `sealedVersionsAreFrozen`, which says once what to commit.
                writer.filledCall(
                    "@Test(",
                    arguments: [
                        "\"\(version) frozen store (\(path)) \(outcome) with every value\"",
                        ".enabled(if: Self.frozenStore(\"\(version)\").exists, \"not frozen yet: sealedVersionsAreFrozen freezes it\")",
                    ], tail: ")")
                writer.block("func frozenStoreAt\(name)()") { writer in
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
            Self.renderStatementsTest(
                GenerationOptions.Flavor.portable.conversionStatements(analysis), fixtures: fixtures,
                folder: testKit.fixturesName,
                into: &writer)
            for fixture in fixtures.sorted(by: { $0.version < $1.version }) {
                writer.line()
                Self.renderFixture(fixture, into: &writer)
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
                        arguments: withFixtures.map { "\"\($0)\": Self.fixture\(Self.name($0))" }, tail: "]")
                    writer.line("return FrozenStore(version, at: url, adding: fixtures[version])")
                }
            }
            writer.line()
            Self.renderExpectIntact(into: &writer)
        }
        return writer.text
    }

    /// The suite's `expectIntact(_:)`: each failure of a report is an issue at the test's line, and a report that
    /// passed having checked nothing fails too, so a suite can never pass by checking nothing. A report that
    /// failed (a frozen store just frozen, on the first run) already says why, and nothing more is added to it.
    /// Both flavors' suites have it.
    static func renderExpectIntact(into writer: inout SwiftWriter) {
        writer.block(
            "private func expectIntact(_ report: MigrationReport, sourceLocation: SourceLocation = #_sourceLocation)"
        ) { writer in
            writer.block("for failure in report.failures") { writer in
                writer.line("Issue.record(\"\\(failure)\", sourceLocation: sourceLocation)")
            }
            writer.block("if report.failures.isEmpty") { writer in
                writer.line(
                    "#expect(report.checkedValues > 0, \"\\(report.summary)\", sourceLocation: sourceLocation)")
            }
        }
    }

    /// The suite's test that every value a custom stage converts, computes, fills or deduplicates is stated in a
    /// fixture file or listed as unchecked, when the plan has such values; both flavors' suites have it.
    static func renderStatementsTest(
        _ statements: ConversionStatements, fixtures: [FixtureFile], folder: String, into writer: inout SwiftWriter
    ) {
        guard !statements.requirements.isEmpty else { return }
        writer.line()
        let conversions = Set(statements.requirements.map(\.conversion.rawValue))
        let verbs = ["converts", "computes", "fills", "deduplicates"].filter(conversions.contains)
        let listed =
            verbs.count < 2 ? verbs.joined() : verbs.dropLast().joined(separator: ", ") + " or " + (verbs.last ?? "")
        writer.line("@Test(\"every value a custom stage \(listed) is stated in \(folder)\")")
        writer.block("func customStageValuesAreStated()") { writer in
            let names = fixtures.sorted { $0.version < $1.version }.map { "Self.fixture\(Self.name($0.version))" }
            writer.filledCall(
                "let unstated = kit.unstatedConversions(",
                arguments: [
                    "in: [" + names.joined(separator: ", ") + "]", "folder: \(SwiftNames.stringLiteral(folder))",
                ],
                tail: ")")
            writer.block("for failure in unstated") { writer in
                writer.line("Issue.record(\"\\(failure)\")")
            }
        }
    }

    /// A version as a Swift name's suffix: `1_4_0`.
    static func name(_ version: SchemaVersion) -> String { "\(version)".replacingOccurrences(of: ".", with: "_") }

    /// The folder beside the suite that holds the frozen stores, when nothing says where they are.
    static let defaultStoresFolder = "Stores"

    /// A fixture file as the kit takes it: each row's values in stored form.
    static func renderFixture(_ fixture: FixtureFile, into writer: inout SwiftWriter) {
        let name = Self.name(fixture.version)
        writer.documentation(["The rows of \(fixture.path), as schemagen checked them against \(fixture.version)."])
        let version = fixture.version
        writer.line("static let fixture\(name) = FixtureRows(")
        writer.line("    file: \(SwiftNames.stringLiteral(fixture.path)),")
        writer.line("    version: SchemaModel.SchemaVersion(\(version.major), \(version.minor), \(version.patch)),")
        writer.line("    rows: [")
        for row in fixture.rows {
            // Each argument as its label and dictionary entries, so a long one can break across lines.
            var arguments: [(label: String, entries: [String])] = []
            if !row.values.isEmpty { arguments.append(("values", Self.entries(row.values, Self.literal))) }
            if !row.links.isEmpty {
                arguments.append(
                    (
                        "links",
                        Self.entries(row.links) { "[" + $0.map(SwiftNames.stringLiteral).joined(separator: ", ") + "]" }
                    ))
            }
            if !row.expected.isEmpty { arguments.append(("expected", Self.entries(row.expected, Self.literal))) }
            writer.line("        .init(")
            let key = "\(SwiftNames.stringLiteral(row.model)), \(SwiftNames.stringLiteral(row.key))"
            writer.line("            " + key + (arguments.isEmpty ? ")," : ","))
            for (index, argument) in arguments.enumerated() {
                let end = index == arguments.count - 1 ? ")," : ","
                let oneLine = "            \(argument.label): [" + argument.entries.joined(separator: ", ") + "]" + end
                let width = SwiftWriter.lineLimit - writer.level * 4
                guard oneLine.count > width else {
                    writer.line(oneLine)
                    continue
                }
                writer.line("            \(argument.label): [")
                var current = ""
                for entry in argument.entries {
                    let piece = entry + ","
                    if !current.isEmpty, 16 + current.count + 1 + piece.count > width {
                        writer.line("                " + current)
                        current = piece
                    } else {
                        current += (current.isEmpty ? "" : " ") + piece
                    }
                }
                writer.line("                " + current)
                writer.line("            ]" + end)
            }
        }
        guard !fixture.unchecked.isEmpty else {
            writer.line("    ])")
            return
        }
        writer.line("    ],")
        writer.line("    unchecked: [")
        for (path, reason) in fixture.unchecked.sorted(by: { $0.key < $1.key }) {
            writer.line("        \(SwiftNames.stringLiteral(path)): \(SwiftNames.stringLiteral(reason)),")
        }
        writer.line("    ])")
    }

    /// A dictionary literal's entries with their keys in order, so the file is the same on every run.
    private static func entries<Value>(_ values: [String: Value], _ literal: (Value) -> String) -> [String] {
        values.sorted { $0.key < $1.key }.map { "\(SwiftNames.stringLiteral($0.key)): \(literal($0.value))" }
    }

    /// A stored value as a Swift expression.
    private static func literal(_ value: StoredValue) -> String {
        switch value {
        case .null: ".null"
        case .integer(let number): ".integer(\(number))"
        case .real(let number): ".real(\(SwiftLiterals.floatingPointLiteral(number)))"
        case .text(let text): ".text(\(SwiftNames.stringLiteral(text)))"
        case .blob(let bytes): ".blob([" + bytes.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + "])"
        }
    }
}
