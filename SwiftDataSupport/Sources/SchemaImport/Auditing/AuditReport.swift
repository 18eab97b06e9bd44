import Foundation

/// An audit's findings as text (one compiler-style line per root cause, its why and its consequences
/// indented under it, a count last) or JSON (for CI and tools).
public struct AuditReport: Sendable {
    /// The findings, sorted, each with its consequences.
    public var findings: [AuditFinding]

    /// Creates a report.
    public init(findings: [AuditFinding]) {
        self.findings = findings
    }

    /// Whether any finding is harmful: the audit then exits non-zero.
    public var hasHarmfulFindings: Bool { findings.flatMap(\.flattened).contains { $0.severity == .harmful } }

    /// How many root causes are of each severity.
    private func count(_ severity: AuditFinding.Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// `file:line:column: harmful: message [kind]`, then `    why: ...` and each consequence as
    /// `    - file:line:column: message [kind]`, then the counts.
    public var text: String {
        var lines = findings.map { finding in
            ([
                "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.kind.rawValue)]",
                "    why: \(finding.why)",
            ]
                + finding.consequences.map { "    - \($0.location): \($0.message) [\($0.kind.rawValue)]" })
                .joined(separator: "\n")
        }
        let consequences = findings.reduce(0) { $0 + $1.consequences.count }
        let counts = AuditFinding.Severity.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
        lines.append(
            findings.isEmpty
                ? "The hand-written history agrees with schemagen."
                : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
                    + (consequences == 0
                        ? "" : " (and \(consequences) consequence\(consequences == 1 ? "" : "s") listed under them)")
                    + ": \(counts).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"findings": [...], "harmful": n, "hygiene": n, "benign": n}` (root causes, each with its
    /// `consequences`), keys sorted, for the same bytes on every run.
    public var json: String {
        struct Entry: Encodable {
            var kind, severity, file: String
            var line, column: Int
            var message, why: String
            var consequences: [Entry]
        }
        struct Document: Encodable {
            var findings: [Entry]
            var harmful, hygiene, benign: Int
        }
        func entry(_ finding: AuditFinding) -> Entry {
            Entry(
                kind: finding.kind.rawValue, severity: finding.severity.rawValue, file: finding.location.file,
                line: finding.location.line, column: finding.location.column, message: finding.message,
                why: finding.why, consequences: finding.consequences.map(entry))
        }
        let document = Document(
            findings: findings.map(entry), harmful: count(.harmful), hygiene: count(.hygiene), benign: count(.benign))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers can't fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
