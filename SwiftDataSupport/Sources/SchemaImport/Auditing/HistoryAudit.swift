import SchemaGenCore
import SchemaKit
import SchemaModel

/// Compares an app's hand-written SwiftData history with what schemagen computes from its version files,
/// step by step: what is reused and redefined, what each stage is, what the plan lists, what SwiftData
/// would refuse or drop.
public struct HistoryAudit: Sendable {
    /// What the team wrote.
    public var imported: ImportedHistory
    /// The version files schemagen reads: the import's own, or an already imported history.
    public var schemaFiles: [SchemaSourceFile]
    /// How `schemaFiles` are shown (`Schemas`).
    public var folder: String
    /// The import's written files by shown path, to trace a version file's line back to Swift: only those
    /// whose text is the version file's as read (an edited file's diagnostics cite the version file).
    public var writtenFiles: [String: WrittenVersionFile]

    /// Creates an audit.
    public init(
        imported: ImportedHistory, schemaFiles: [SchemaSourceFile], folder: String,
        writtenFiles: [WrittenVersionFile] = []
    ) {
        self.imported = imported
        self.schemaFiles = schemaFiles
        self.folder = folder
        let texts = Dictionary(
            schemaFiles.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) },
            uniquingKeysWith: { first, _ in first })
        self.writtenFiles = Dictionary(
            writtenFiles.filter { texts[$0.fileName] == $0.text }.map { ("\(folder)/\($0.fileName)", $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Every finding, sorted, those that share a root cause folded into one (``AuditGrouping``).
    public func findings() -> [AuditFinding] {
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let result = SchemaPipeline(options: options).run(files: schemaFiles, folder: folder)
        let analysis =
            result.analysis
            ?? (result.versionFiles.count == schemaFiles.count && !result.versionFiles.isEmpty
                ? HistoryAnalysis(SchemaHistory(versions: result.versionFiles)) : nil)
        var findings = ruleFindings(result.diagnostics, analysed: analysis != nil)
        if let analysis {
            for step in analysis.steps.dropFirst() { findings += StepAudit(step: step, imported: imported).findings() }
        }
        findings += PlanAudit(imported: imported).findings()
        return AuditGrouping.grouped(findings.sorted())
    }

    /// What `validate` reports about the version files, at the Swift code each line was written from. Data
    /// loss is reported per step instead (with what covers it), and the advice that a step needs a custom
    /// stage is the stage comparison's.
    private func ruleFindings(_ diagnostics: [Diagnostic], analysed: Bool) -> [AuditFinding] {
        diagnostics.compactMap { diagnostic in
            if diagnostic.code == .customStageRequired { return nil }
            if analysed && diagnostic.code == .unacknowledgedDataLoss { return nil }
            let location = swiftLocation(of: diagnostic.origin)
            if diagnostic.code == .duplicateVersionHash {
                return AuditFinding(
                    .duplicateVersionHash, .harmful, at: location, diagnostic.message,
                    why: "SwiftData refuses a plan whose stages join two versions with the same checksum "
                        + "(\"Duplicate version checksums across stages detected\"), so the app can't open its store")
            }
            return AuditFinding(
                .historyBreaksRule, diagnostic.severity == .error ? .harmful : .benign, at: location,
                "\(diagnostic.message) [\(diagnostic.code)]",
                why: diagnostic.severity == .error
                    ? "schemagen refuses the history until it is fixed, as it stands in the app today"
                    : (diagnostic.hint ?? "schemagen warns about it"))
        }
    }

    private func swiftLocation(of origin: Diagnostic.Origin) -> SourceLocation {
        switch origin {
        case .source(let location):
            return writtenFiles[location.file]?.origin(ofLine: location.line) ?? location
        case .path(let path):
            return SourceLocation(file: path, line: 1, column: 1)
        }
    }
}
