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
    /// The import's own version files, when `schemaFiles` are exactly their texts: then the audit reads their
    /// trees, whose every node is at the Swift it came from, so findings cite the hand-written code. An
    /// edited file is audited as it is, and findings cite the version files.
    public var importedTrees: [SchemaSourceTree]?

    /// Creates an audit.
    public init(
        imported: ImportedHistory, schemaFiles: [SchemaSourceFile], folder: String,
        writtenFiles: [WrittenVersionFile] = []
    ) {
        self.imported = imported
        self.schemaFiles = schemaFiles
        self.folder = folder
        let read = schemaFiles.map { "\($0.name)\n" + String(decoding: $0.bytes, as: UTF8.self) }.sorted()
        let written = writtenFiles.map { "\($0.fileName)\n" + $0.text }.sorted()
        self.importedTrees = !writtenFiles.isEmpty && read == written ? writtenFiles.map(\.tree) : nil
    }

    /// Every finding, sorted, those that share a root cause folded into one (``AuditGrouping``).
    public func findings() -> [AuditFinding] {
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let pipeline = SchemaPipeline(options: options)
        let result =
            importedTrees.map { pipeline.run(trees: $0, folder: folder) }
            ?? pipeline.run(files: schemaFiles, folder: folder)
        let analysis =
            result.analysis
            ?? (result.versionFiles.count == schemaFiles.count && !result.versionFiles.isEmpty
                ? HistoryAnalysis(SchemaHistory(versions: result.versionFiles)) : nil)
        let lists = VersionListAudit(imported: imported)
        let liveVersions = Set(lists.liveModels.map(\.version.schemaName))
        var findings = ruleFindings(result.diagnostics, analysed: analysis != nil).map { finding in
            // A version that hashes like another because it lists today's classes: the listing's consequence.
            var finding = finding
            if finding.kind == .duplicateVersionHash, liveVersions.contains(where: finding.message.mentions) {
                finding.cause = .liveClasses
            }
            return finding
        }
        let duplicates = Set(
            findings.filter { $0.kind == .duplicateVersionHash }.flatMap { finding in
                imported.versions.map(\.schemaName).filter(finding.message.mentions)
            })
        if let analysis {
            for step in analysis.steps.dropFirst() {
                findings += StepAudit(step: step, imported: imported, liveClasses: lists.liveClassNames).findings()
            }
        }
        findings += PlanAudit(imported: imported).findings() + lists.findings(duplicateHashVersions: duplicates)
        return AuditGrouping.grouped(findings.sorted())
    }

    /// What `validate` reports about the version files, at the Swift code each element comes from. Data
    /// loss is reported per step instead (with what covers it), and the advice that a step needs a custom
    /// stage is the stage comparison's.
    private func ruleFindings(_ diagnostics: [Diagnostic], analysed: Bool) -> [AuditFinding] {
        diagnostics.compactMap { diagnostic in
            if diagnostic.code == .customStageRequired { return nil }
            if analysed && diagnostic.code == .unacknowledgedDataLoss { return nil }
            let location = location(of: diagnostic.origin)
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

    private func location(of origin: Diagnostic.Origin) -> SourceLocation {
        switch origin {
        case .source(let location):
            return location
        case .path(let path):
            return SourceLocation(file: path, line: 1, column: 1)
        }
    }
}
