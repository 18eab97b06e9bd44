import SchemaKit
import SchemaModel

/// What `schemagen testkit` needs to know about the test target the suite is written into.
public struct TestKitOptions: Hashable, Sendable {
    /// Modules the suite imports: the one holding the generated code, and the one holding the custom stages.
    public var imports: [String]
    /// The type implementing the plan's custom stages (`FitLogStages`), created with `init()`; required when
    /// the history has custom stages.
    public var customStagesType: String?

    /// Creates options.
    public init(imports: [String] = [], customStagesType: String? = nil) {
        self.imports = imports
        self.customStagesType = customStagesType
    }
}

/// `schemagen testkit` for the portable flavor: a Swift Testing suite with one test per shipped version,
/// each writing a fixture store at that version and migrating it to the latest through the plan's real
/// stages with `SchemaTestKit`, which checks every value the plan says must survive.
struct TestKitRenderer {
    let analysis: HistoryAnalysis
    let options: GenerationOptions
    let testKit: TestKitOptions

    /// The suite's file.
    func render() -> GeneratedFile {
        GeneratedFile(path: OutputFileNames.migrationTests(planName: options.planName), contents: suite())
    }

    private func suite() -> String {
        let versions = analysis.history.versions.map(\.version)
        let latest = versions.last.map(String.init(describing:)) ?? "?"
        // A history of one version has nothing to migrate yet; its test proves the store keeps what it is given.
        let starts = versions.count > 1 ? Array(versions.dropLast()) : versions
        let plan = options.planName
        let needsStages = analysis.steps.contains { $0.stage == .custom }
        let stagesType = needsStages ? (testKit.customStagesType ?? options.stagesTypeName) : "NoCustomStages"
        // Internal generated code is reachable from a test target through `@testable`.
        let importPrefix = options.accessLevel == .public ? "" : "@testable "
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.historySource(analysis)))
        writer.line()
        for module in testKit.imports.sorted() { writer.line("\(importPrefix)import \(module)") }
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
            writer.line("let kit = MigrationTestKit(\(plan).self, customStages: \(stagesType)())")
            for version in starts {
                writer.line()
                let name = "\(version)".replacingOccurrences(of: ".", with: "_")
                let title =
                    version == versions.last
                    ? "\(version) store keeps every value (the only version)"
                    : "\(version) store migrates to \(latest) with every value"
                writer.line("@Test(\"\(title)\")")
                writer.block("func storeAt\(name)()") { writer in
                    writer.line("expectIntact(kit.migrate(from: \"\(version)\"))")
                }
            }
            writer.line()
            writer.block(
                "private func expectIntact(_ report: MigrationReport, sourceLocation: SourceLocation = #_sourceLocation)"
            ) { writer in
                writer.block("for failure in report.failures") { writer in
                    writer.line("Issue.record(\"\\(failure)\", sourceLocation: sourceLocation)")
                }
                writer.line("#expect(report.checkedValues > 0, \"\\(report.summary)\", sourceLocation: sourceLocation)")
            }
        }
        if !needsStages {
            writer.line()
            writer.documentation(["The plan has no custom stages."])
            writer.line("private struct NoCustomStages: \(options.customStagesProtocolName) {}")
        }
        return writer.text
    }
}
