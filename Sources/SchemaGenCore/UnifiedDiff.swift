/// A unified diff of two texts, line by line, as `diff -u` prints it: what golden tests and
/// `schemagen check` show when output differs.
public enum UnifiedDiff {
    /// The diff from `old` to `new` with `context` unchanged lines around each change, or an empty string
    /// when the texts are equal.
    public static func diff(
        old: String, new: String, oldName: String = "expected", newName: String = "actual", context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = editScript(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            output += hunk
        }
        return output
    }

    /// How many lines `new` adds to `old`, and how many it removes, as the diff would show them.
    public static func lineCounts(old: String, new: String) -> (added: Int, removed: Int) {
        guard old != new else { return (0, 0) }
        var counts = (added: 0, removed: 0)
        for edit in editScript(lines(old), lines(new)) {
            switch edit {
            case .insert: counts.added += 1
            case .delete: counts.removed += 1
            case .keep: break
            }
        }
        return counts
    }

    private enum Edit: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else if !text.isEmpty {
            result[result.count - 1] += "\\ No newline at end of file"
        }
        return result
    }

    /// The shortest edit script by longest common subsequence over lines; the common prefix and suffix are
    /// trimmed first, so typical small changes to large files stay cheap.
    private static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let n = middleA.count
        let m = middleB.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits = a[..<prefix].map(Edit.keep)
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                edits.append(.keep(middleA[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Deletions before insertions, as diff -u prints them.
                edits.append(.delete(middleA[i]))
                i += 1
            } else {
                edits.append(.insert(middleB[j]))
                j += 1
            }
        }
        edits += a[(a.count - suffix)...].map(Edit.keep)
        return edits
    }

    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
        guard let firstChange = changed.first else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)

        var result: [String] = []
        for group in groups {
            let lower = max(0, group.lowerBound - context)
            let upper = min(edits.count - 1, group.upperBound + context)
            var oldStart = 1
            var newStart = 1
            for edit in edits[..<lower] {
                switch edit {
                case .keep:
                    oldStart += 1
                    newStart += 1
                case .delete: oldStart += 1
                case .insert: newStart += 1
                }
            }
            var body = ""
            var oldCount = 0
            var newCount = 0
            for edit in edits[lower...upper] {
                switch edit {
                case .keep(let line):
                    body += " \(line)\n"
                    oldCount += 1
                    newCount += 1
                case .delete(let line):
                    body += "-\(line)\n"
                    oldCount += 1
                case .insert(let line):
                    body += "+\(line)\n"
                    newCount += 1
                }
            }
            let oldFirst = oldCount == 0 ? oldStart - 1 : oldStart
            let newFirst = newCount == 0 ? newStart - 1 : newStart
            result.append("@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@\n" + body)
        }
        return result
    }
}
