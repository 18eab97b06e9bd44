import SchemaKit

/// Folds the findings that follow from one root cause into one finding, its consequences listed under it,
/// so a team reads each mistake once: the models a changed model's cascade should have redefined, what a
/// class rename breaks in its version, every stored `versionIdentifier`.
enum AuditGrouping {
    static func grouped(_ findings: [AuditFinding]) -> [AuditFinding] {
        var roots: [AuditFinding] = []
        var byCause: [AuditCause: [AuditFinding]] = [:]
        var causes: [AuditCause] = []
        for finding in findings {
            guard let cause = finding.cause else { continue }
            if byCause[cause] == nil { causes.append(cause) }
            byCause[cause, default: []].append(finding)
        }
        var absorbed = Set<AuditFinding>()
        for cause in causes {
            let members = byCause[cause, default: []].sorted()
            guard var root = root(for: cause, members) else { continue }
            if case .renamed(let from, let to, let version) = cause {
                // What the rename breaks in its version: the rules the renamed class fails (reported in its
                // file), the data the step loses and the stage that would need code because of it.
                let file = root.location.file
                let broken = findings.filter { finding in
                    finding.cause == nil
                        && [.historyBreaksRule, .unaccountedDataLoss, .lightweightStageNeedsCode].contains(finding.kind)
                        && (finding.location.file == file || mentions(finding.message, version))
                        && (mentions(finding.message, from) || mentions(finding.message, to))
                }
                root.consequences += broken
                absorbed.formUnion(broken)
            }
            roots.append(root)
            absorbed.formUnion(members)
        }
        roots += findings.filter { !absorbed.contains($0) && $0.cause == nil }
        return roots.sorted()
    }

    /// The finding that stands for `members`: the only one, or a finding at the root listing them.
    private static func root(for cause: AuditCause, _ members: [AuditFinding]) -> AuditFinding? {
        guard var first = members.first else { return nil }
        switch cause {
        case .changed(let model, let version, let location) where members.count > 1:
            var root = AuditFinding(
                .reusedButMustBeRedefined, .harmful, at: location,
                "\(model) changes in \(version), so \(members.count) models that point at it must be redefined "
                    + "there, and \(version) reuses them instead",
                why: first.why)
            root.consequences = members
            return root
        case .storedVersionIdentifier where members.count > 1:
            let names = members.map { String($0.message.prefix { $0 != "." }) }
            var root = first
            root.cause = nil
            root.message =
                "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") store versionIdentifier as a "
                + "static var"
            root.consequences = Array(members.dropFirst())
            return root
        default:
            first.cause = nil
            return first
        }
    }

    /// Whether `message` names `name` as a whole word (`SDUser` is not in `SDUserProfile`).
    private static func mentions(_ message: String, _ name: String) -> Bool {
        var searchRange = message.startIndex..<message.endIndex
        while let range = message.range(of: name, range: searchRange) {
            let before = range.lowerBound == message.startIndex ? nil : message[message.index(before: range.lowerBound)]
            let after = range.upperBound == message.endIndex ? nil : message[range.upperBound]
            let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isWord(before) && !isWord(after) { return true }
            searchRange = range.upperBound..<message.endIndex
        }
        return false
    }
}
