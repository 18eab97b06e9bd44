import SchemaKit

/// Folds the findings that follow from one root cause into one finding, its consequences listed under it,
/// so a team reads each mistake once: the models a changed model's cascade should have redefined, what a
/// class rename breaks in its version, the classes one version renames together, what older versions listing
/// today's classes cause, every stored `versionIdentifier`.
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
        var renames: [String: [AuditFinding]] = [:]
        for cause in causes {
            let members = byCause[cause, default: []].sorted()
            guard var root = root(for: cause, members) else { continue }
            absorbed.formUnion(members)
            if case .renamed(let from, let to, let version) = cause {
                // What the rename breaks in its version: the rules the renamed class fails (reported in its
                // file), the data the step loses and the stage that would need code because of it.
                let file = root.location.file
                let broken = findings.filter { finding in
                    finding.cause == nil && !absorbed.contains(finding)
                        && [.historyBreaksRule, .unaccountedDataLoss, .lightweightStageNeedsCode].contains(finding.kind)
                        && (finding.location.file == file || finding.message.mentions(version)
                            || finding.message.mentions(from) && finding.message.mentions(to))
                        && (finding.message.mentions(from) || finding.message.mentions(to))
                }
                root.consequences += broken
                absorbed.formUnion(broken)
                renames[version, default: []].append(root)
                continue
            }
            roots.append(root)
        }
        roots += renames.values.compactMap(renamesOfOneVersion)
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
        case .liveClasses:
            // What older versions listing today's classes cause is theirs: the symptoms read at its severity.
            guard var root = members.first(where: { $0.kind == .oldVersionListsLiveClasses }) else { return nil }
            root.cause = nil
            root.consequences = members.filter { $0.kind != .oldVersionListsLiveClasses }.map { member in
                var consequence = member
                consequence.severity = root.severity
                consequence.cause = nil
                return consequence
            }
            return root
        case .renamed:
            // Kept until the renames of its version are folded together.
            return first
        default:
            first.cause = nil
            return first
        }
    }

    /// The classes one version renames, one finding: each rename, with what it breaks, listed under it.
    private static func renamesOfOneVersion(_ renames: [AuditFinding]) -> AuditFinding? {
        let sorted = renames.sorted()
        guard var first = sorted.first else { return nil }
        guard sorted.count > 1 else {
            first.cause = nil
            return first
        }
        let pairs = sorted.compactMap { finding -> String? in
            guard case .renamed(let from, let to, _)? = finding.cause else { return nil }
            return "\(from) to \(to)"
        }
        let version = String(first.message.prefix { $0 != " " })
        var root = AuditFinding(
            .classRenamedWithoutCopy, .harmful, at: first.location,
            "\(version) renames \(sorted.count) classes (\(VersionListAudit.list(pairs))), and no custom stage "
                + "copies their rows",
            why: "SwiftData names entities by class: each new name is a new, empty entity, and every row of the "
                + "old ones is dropped; copy the rows in a custom stage (a version that has shipped keeps its "
                + "class names: changing one back strands the devices on it)")
        root.consequences = sorted.flatMap { finding in
            var rename = finding
            let broken = rename.consequences
            rename.consequences = []
            rename.cause = nil
            return [rename] + broken
        }
        return root
    }
}

extension String {
    /// Whether the text names `name` as a whole word (`SDUser` is not in `SDUserProfile`).
    func mentions(_ name: String) -> Bool {
        var searchRange = startIndex..<endIndex
        while let range = range(of: name, range: searchRange) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isWord = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isWord(before) && !isWord(after) { return true }
            searchRange = range.upperBound..<endIndex
        }
        return false
    }
}
