import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What both flavors' migration test suites have alike.
enum MigrationSuite {
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
            let names = fixtures.sorted { $0.version < $1.version }.map {
                "Self.\(GeneratedNames.fixtureRows(at: $0.version))"
            }
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

    /// The versions a suite has a test for, oldest first: each that has a later one to migrate to. The latest
    /// has nothing to migrate, so it is tested only to keep what a fixture file gives it, or when it is the
    /// only version.
    static func starts(_ versions: [SchemaVersion], fixtures: [SchemaVersion: FixtureFile]) -> [SchemaVersion] {
        versions.enumerated().filter { index, version in
            index < versions.count - 1 || versions.count == 1 || fixtures[version] != nil
        }.map(\.element)
    }

    /// The title of the test of a store at `version`, with its `fixture` file if it has one.
    static func title(_ version: SchemaVersion, latest: SchemaVersion?, fixture: FixtureFile?) -> String {
        let with = fixture.map { " with \($0.path)" } ?? ""
        let latestText = latest.map(String.init(describing:)) ?? "?"
        return version == latest
            ? "\(version) store keeps every value\(with) (the latest version)"
            : "\(version) store\(with) migrates to \(latestText) with every value"
    }

    /// A writer that has begun a suite's file: the header, the test target's `imports` (with `@testable` when
    /// the generated code is internal, which a test target reaches only that way), then `modules`.
    static func writer(
        _ analysis: HistoryAnalysis, context: GenerationContext, testKit: TestKitOptions, modules: [String]
    ) -> SwiftWriter {
        let importPrefix = context.options.accessLevel == .public ? "" : "@testable "
        var writer = SwiftWriter()
        writer.line(FileHeader.generated(from: FileHeader.historySource(analysis)))
        writer.line()
        for module in testKit.imports.sorted() { writer.line("\(importPrefix)import \(module)") }
        for module in modules { writer.line("import \(module)") }
        writer.line()
        return writer
    }

    /// The team's fixture files by version; the first of two for one version (the loader reports the second).
    static func byVersion(_ fixtures: [FixtureFile]) -> [SchemaVersion: FixtureFile] {
        Dictionary(fixtures.map { ($0.version, $0) }) { first, _ in first }
    }

    /// A fixture file as the kit takes it: each row's values in stored form.
    static func renderFixture(_ fixture: FixtureFile, into writer: inout SwiftWriter) {
        writer.documentation(["The rows of \(fixture.path), as schemagen checked them against \(fixture.version)."])
        let version = fixture.version
        writer.line("static let \(GeneratedNames.fixtureRows(at: fixture.version)) = FixtureRows(")
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
        case .blob(let bytes): ".blob([" + bytes.map { "0x" + $0.hexDigits() }.joined(separator: ", ") + "])"
        }
    }
}
