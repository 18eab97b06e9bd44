import ArgumentParser
import Foundation
import SchemaGenCore
import SchemaImport
import SchemaKit

/// `schemagen-import`: reads an app's hand-written SwiftData versioned schemas and writes them as
/// schemagen version files, or audits them against what schemagen computes.
@main
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schemagen-import",
        abstract: "Import an app's hand-written SwiftData versioned schemas as schemagen version files, or audit them.",
        discussion: """
            Without --audit, writes one version file per VersionedSchema of the migration plan's history into \
            --into (never overwriting a file unless --overwrite), then reports what `schemagen validate` says \
            about them. What the schema language can't say yet stops the import unless --accept-unsupported.
            With --audit, writes nothing: compares the hand-written history with what schemagen computes (from \
            the import, or from an already imported --schemas folder) and lists each disagreement. Exits 1 when \
            one is harmful.
            """)

    @Option(name: .long, help: "The folder of the app's Swift sources (read recursively).")
    var from: String

    @Option(name: .long, help: "The folder to write the version files into.")
    var into: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder to write the latest models' own code into (initialisers, computed properties, methods), as "
                + "extensions of the generated classes (default: ModelCode beside the --into folder)."))
    var codeInto: String?

    @Option(name: .long, help: "The SchemaMigrationPlan to read, when the sources declare several.")
    var planType: String?

    @Flag(name: .long, help: "Replace version files that exist already.")
    var overwrite = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Write the version files without the properties, defaults and options the schema language can't say yet "
                + "(each is warned about and commented), knowing generated code would differ from what the app shipped."
        ))
    var acceptUnsupported = false

    @Option(name: .long, help: "The platform whose #if branches lists built in code follow (iOS, macOS, watchOS, ...).")
    var os = "iOS"

    @Flag(name: .long, help: "Audit the hand-written history instead of writing files.")
    var audit = false

    @Option(name: .long, help: "With --audit: an already imported history to audit the sources against.")
    var schemas: String?

    @Option(name: .long, help: "With --audit: text or json.")
    var format: AuditFormat = .text

    enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if audit && into != nil { throw ValidationError("--audit writes nothing; leave out --into") }
        if !audit && into == nil { throw ValidationError("say where to write the version files with --into") }
        if !audit && schemas != nil { throw ValidationError("--schemas goes with --audit") }
        if audit && codeInto != nil { throw ValidationError("--code-into goes with --into; --audit writes nothing") }
        if audit && acceptUnsupported {
            throw ValidationError("--accept-unsupported goes with --into; --audit writes nothing")
        }
        guard BuildConfiguration.operatingSystems.contains(os) else {
            throw ValidationError(
                "--os takes one of \(BuildConfiguration.operatingSystems.joined(separator: ", ")), not '\(os)'")
        }
    }

    func run() throws {
        let (files, readProblems) = SwiftSourceFolder.read(URL(fileURLWithPath: from), displayPath: from)
        let importer = HistoryImporter(planType: planType, configuration: BuildConfiguration(operatingSystem: os))
        let outcome = importer.importHistory(from: files, folder: from)
        report(readProblems + outcome.diagnostics)
        guard let history = outcome.history, !readProblems.containsErrors else { throw ExitCode.failure }
        let written = VersionFileWriter().write(history)
        if let into, !audit {
            report(written.flatMap(\.importWarnings))
            let unsupported = UnsupportedContent(diagnostics: outcome.diagnostics, history: history)
            guard unsupported.isEmpty || acceptUnsupported else {
                report([unsupported.refusal(folder: from)])
                throw ExitCode.failure
            }
            try runImport(written, into: into, code: history.latestModelCode)
            if !unsupported.isEmpty { FileHandle.standardOutput.write(Data(unsupported.acceptedReport.utf8)) }
        } else {
            try runAudit(history, written: written)
        }
    }

    private func runImport(_ written: [WrittenVersionFile], into displayPath: String, code: [ModelCode]) throws {
        var options = GenerationOptions()
        options.flavor = .swiftdata
        // The version files are validated as built, before anything is written, so what validate reports is
        // at the Swift each element comes from.
        let validation = SchemaPipeline(options: options).run(trees: written.map(\.tree), folder: displayPath)
        report(validation.diagnostics)
        let output = VersionFileOutput(
            directory: URL(fileURLWithPath: displayPath), displayPath: displayPath, overwrite: overwrite)
        let codeFolder = codeInto ?? Self.defaultCodeFolder(beside: displayPath)
        let codeOutput = VersionFileOutput(
            directory: URL(fileURLWithPath: codeFolder), displayPath: codeFolder, overwrite: overwrite)
        let latest = validation.versionFiles.last.map(\.schema)
        let modelCode = latest.map { ModelCodeWriter().write(code, latest: $0) } ?? (files: [], diagnostics: [])
        report(modelCode.diagnostics)
        let conflicts = output.conflicts(written) + codeOutput.conflicts(fileNames: modelCode.files.map(\.fileName))
        guard conflicts.isEmpty else {
            report(conflicts)
            throw ExitCode.failure
        }
        do {
            try output.write(written)
            if !modelCode.files.isEmpty { try codeOutput.write(texts: modelCode.files.map { ($0.fileName, $0.text) }) }
        } catch {
            FileHandle.standardError.write(
                Data("error: can't write the import: \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
        let errors = validation.diagnostics.filter { $0.severity == .error }.count
        let summary =
            "Imported \(written.count) version\(written.count == 1 ? "" : "s") into \(displayPath): "
            + (errors == 0
                ? "schemagen validate accepts them.\n"
                : "schemagen validate reports \(errors) error\(errors == 1 ? "" : "s") in the hand-written history; "
                    + "`--audit` explains each.\n")
        FileHandle.standardOutput.write(Data(summary.utf8))
        if !modelCode.files.isEmpty {
            let count = modelCode.files.count
            FileHandle.standardOutput.write(
                Data(
                    ("Wrote the latest models' own code into \(codeFolder): \(count) extension file\(count == 1 ? "" : "s") "
                        + "of the generated classes; compile them beside the generated code.\n").utf8))
        }
    }

    /// `ModelCode` in the folder that holds the version files' folder: `Sources/App/Schemas` gives
    /// `Sources/App/ModelCode`, inside the app's target, beside its generated code.
    static func defaultCodeFolder(beside schemas: String) -> String {
        let components = schemas.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 1 else { return "ModelCode" }
        return components.dropLast().joined(separator: "/") + "/ModelCode"
    }

    private func runAudit(_ history: ImportedHistory, written: [WrittenVersionFile]) throws {
        let audit: HistoryAudit
        if let schemas {
            let loaded = try schemaFiles(in: schemas)
            audit = HistoryAudit(imported: history, schemaFiles: loaded, folder: schemas, writtenFiles: written)
        } else {
            audit = HistoryAudit(
                imported: history, schemaFiles: written.map { SchemaSourceFile(name: $0.fileName, text: $0.text) },
                folder: "imported", writtenFiles: written)
        }
        let report = AuditReport(findings: audit.findings())
        FileHandle.standardOutput.write(Data((format == .json ? report.json : report.text).utf8))
        if report.hasHarmfulFindings { throw ExitCode.failure }
    }

    /// The `*.yaml` files of an imported history.
    private func schemaFiles(in folder: String) throws -> [SchemaSourceFile] {
        let url = URL(fileURLWithPath: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            report([
                Diagnostic(
                    .error, .noSuchFolder, "no folder at \(folder)", at: .path(folder),
                    hint: "--schemas takes the folder the import wrote")
            ])
            throw ExitCode.failure
        }
        return try names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
            SchemaSourceFile(name: name, bytes: Array(try Data(contentsOf: url.appendingPathComponent(name))))
        }
    }

    private func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data(diagnostics.map { $0.formatted + "\n" }.joined().utf8))
    }
}
