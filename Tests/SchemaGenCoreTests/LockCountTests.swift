import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// A lock says how many versions it seals, so one that lost entries (cut short by a failed copy or a bad
/// merge) is an error, never seals dropped without a word; and its line ends may be CRLF, as a checkout on
/// Windows or an editor may leave them.
@Suite("The lock's count of sealed versions: a lock cut short is an error; CRLF line ends read the same")
struct LockCountTests {
    static let restore =
        "\n    hint: restore the lock from version control (git checkout -- Schemas/schemagen.lock); never edit it by hand"

    static func lockText() throws -> String {
        try SealingTests.lock(sealing: [SealingTests.v1, SealingTests.v2]).text
    }

    @Test("a lock cut down to its first line is an error, not a lock that seals nothing")
    func cutToHeader() throws {
        let header = "# The schema versions that have shipped\nschemagen-lock 2\n"
        #expect(
            SealingTests.diagnostics([SealingTests.v1, SealingTests.v2], lockText: header) == [
                "Schemas/schemagen.lock:2:1: error: the lock file seals no version and does not say how many it should: it was cut short after its first line [SG803]"
                    + Self.restore
            ])
    }

    @Test("a lock that lost its last entries, or every entry, is an error naming what it still holds")
    func lostEntries() throws {
        let text = try Self.lockText()
        let secondEntry = try #require(text.range(of: "version 1.1.0 "))
        #expect(
            SealingTests.diagnostics(
                [SealingTests.v1, SealingTests.v2], lockText: String(text[..<secondEntry.lowerBound]))
                == [
                    "Schemas/schemagen.lock:4:1: error: the lock file says it seals 2 versions but holds 1 (the last is 1.0.0): it was cut short or entries were removed [SG803]"
                        + Self.restore
                ])
        let firstEntry = try #require(text.range(of: "version 1.0.0 "))
        #expect(
            SealingTests.diagnostics(
                [SealingTests.v1, SealingTests.v2], lockText: String(text[..<firstEntry.lowerBound]))
                == [
                    "Schemas/schemagen.lock:4:1: error: the lock file says it seals 2 versions but holds none: it was cut short or entries were removed [SG803]"
                        + Self.restore
                ])
    }

    @Test("a count anywhere but after the format line is refused")
    func misplacedCount() throws {
        let text = try Self.lockText().replacingOccurrences(of: "sealed-versions 2\n", with: "") + "sealed-versions 2\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(
            SealingTests.diagnostics([SealingTests.v1, SealingTests.v2], lockText: text) == [
                "Schemas/schemagen.lock:\(lines):1: error: 'sealed-versions 2' is not where a lock file says how many versions it seals [SG803]\n    hint: 'sealed-versions N' is the line after 'schemagen-lock 2'; restore the lock from version control (git checkout -- Schemas/schemagen.lock); never edit it by hand"
            ])
    }

    @Test("a lock with CRLF line ends reads as the same lock")
    func crlfLineEnds() throws {
        let text = try Self.lockText()
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        let parsed = SchemaLock.parse(Array(crlf.utf8), path: "schemagen.lock")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.lock?.text == text)
        #expect(SealingTests.diagnostics([SealingTests.v1, SealingTests.v2], lockText: crlf) == [])
    }

    @Test("a lock written before the count warns until 'seal --upgrade' adds it, after checking it")
    func lockWithoutCount() throws {
        let old = try Self.lockText().replacingOccurrences(of: "sealed-versions 2\n", with: "")
        #expect(
            SealingTests.diagnostics([SealingTests.v1, SealingTests.v2], lockText: old) == [
                "Schemas/schemagen.lock:3:1: warning: the lock does not say how many versions it seals (it was written before the 'sealed-versions' line existed), so a lock cut short would pass unnoticed [SG806]\n    hint: run 'schemagen seal --upgrade': it checks every sealed version against this lock, then adds the line"
            ])
        let lock = try #require(SchemaLock.parse(Array(old.utf8), path: "schemagen.lock").lock)
        #expect(lock.needsUpgrade && !lock.isOutdated)
        let analysis = try #require(
            SchemaPipeline().run(files: SealingTests.files([SealingTests.v1, SealingTests.v2]), folder: "Schemas")
                .analysis)
        let upgraded = SealRequest.upgrade(lock, history: analysis.history, lockPath: "schemagen.lock")
        #expect(upgraded.failure == nil)
        #expect(
            upgraded.summary
                == "added the count of sealed versions, each sealed version checked against its old records first; 2 versions are sealed"
        )
        #expect(upgraded.lock.text == (try Self.lockText()))
    }

    @Test("unsealing the only sealed version leaves a lock that says it seals none, and reads without error")
    func emptyButCounted() throws {
        let lock = try SealingTests.lock(sealing: [SealingTests.v1])
        let unsealed = SealRequest.unseal(SchemaVersion(1, 0, 0), from: lock, lockPath: "schemagen.lock")
        #expect(unsealed.lock.text.contains("\nsealed-versions 0\n"))
        let parsed = SchemaLock.parse(Array(unsealed.lock.text.utf8), path: "schemagen.lock")
        #expect(parsed.diagnostics.isEmpty && parsed.lock?.entries.isEmpty == true)
    }
}
