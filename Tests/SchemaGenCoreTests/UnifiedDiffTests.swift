import SchemaGenCore
import Testing

@Suite("Unified diffs")
struct UnifiedDiffTests {
    @Test("equal texts give no diff")
    func equal() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n") == "")
    }

    @Test("a changed line shows as a hunk with context, deletions first")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.diff(old: old, new: new, oldName: "a/f", newName: "b/f")
                == "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+line five\n line 6\n line 7\n line 8\n"
        )
    }

    @Test("distant changes give separate hunks; a new file diffs from nothing")
    func hunksAndNewFiles() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = (1...20).map { $0 == 2 ? "two" : $0 == 19 ? "nineteen" : "\($0)" }.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.diff(old: old, new: new).components(separatedBy: "@@ -").count == 3)
        #expect(
            UnifiedDiff.diff(old: "", new: "x\n", oldName: "/dev/null", newName: "b/x")
                == "--- /dev/null\n+++ b/x\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
