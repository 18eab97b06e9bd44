import Foundation

/// An audit's findings as text (one compiler-style line each, the why indented under it, a count last) or
/// JSON (for CI and tools).
public struct AuditReport: Sendable {
    /// The findings, sorted.
    public var findings: [AuditFinding]

    /// Creates a report.
    public init(findings: [AuditFinding]) {
        self.findings = findings
    }

    /// Whether any finding is harmful: the audit then exits non-zero.
    public var hasHarmfulFindings: Bool { findings.contains { $0.severity == .harmful } }

    private var counts: (harmful: Int, benign: Int) {
        let harmful = findings.filter { $0.severity == .harmful }.count
        return (harmful, findings.count - harmful)
    }

    /// `file:line:column: harmful: message [kind]`, then `    why: ...`, then the counts.
    public var text: String {
        var lines = findings.map { finding in
            "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.kind.rawValue)]\n"
                + "    why: \(finding.why)"
        }
        let (harmful, benign) = counts
        lines.append(
            findings.isEmpty
                ? "The hand-written history agrees with schemagen."
                : "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(harmful) harmful, \(benign) benign.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"findings": [...], "harmful": n, "benign": n}`, keys sorted, for the same bytes on every run.
    public var json: String {
        struct Entry: Encodable {
            var kind, severity, file: String
            var line, column: Int
            var message, why: String
        }
        struct Document: Encodable {
            var findings: [Entry]
            var harmful, benign: Int
        }
        let (harmful, benign) = counts
        let document = Document(
            findings: findings.map {
                Entry(
                    kind: $0.kind.rawValue, severity: $0.severity.rawValue, file: $0.location.file,
                    line: $0.location.line, column: $0.location.column, message: $0.message, why: $0.why)
            }, harmful: harmful, benign: benign)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers can't fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
