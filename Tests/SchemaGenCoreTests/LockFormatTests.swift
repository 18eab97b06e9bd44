import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// The seal covers SwiftData's version-hash inputs (lock format 2), and a lock written before that still
/// loads, is checked as it was written, and is upgraded only by `schemagen seal --upgrade`, which checks it
/// first.
@Suite("Lock formats: format 2 seals SwiftData's hash inputs; a format-1 lock warns until it is upgraded")
struct LockFormatTests {
    /// What a release before format 2 wrote for ``SealingTests/v1``: the same records without the SwiftData
    /// hash inputs, digested under `schemagen-seal 1`.
    static let format1Lock =
        "schemagen-lock 1\nversion 1.0.0 sha256:540f890323a72a17ff6f2e896b3f6fb1813c3900f63dcfccef8c9cdd0e5cc95f V1.yaml\n    enum\tMood\tString\n    case\tMood\tcalm\ts:calm\n    case\tMood\tupbeat\ts:upbeat\n    table\tEntry\tentity\n    column\tEntry\tjournal\tINTEGER\tnotnull\t-\tJournal\n    column\tEntry\tmood\tTEXT\tnotnull\t'calm'\t-\tMood\n    column\tEntry\tscore\tINTEGER\tnull\t-\t-\tInt?\n    column\tEntry\ttext\tTEXT\tnotnull\t''\t-\tString\n    index\tEntry\tplain\tjournal\n    table\tJournal\tentity\n    column\tJournal\ttitle\tTEXT\tnotnull\t-\t-\tString\n"

    static let outdatedWarning =
        "Schemas/schemagen.lock:1:1: warning: the lock is format 1, which does not seal SwiftData's version-hash inputs (a to-many relationship's optionality and counts, for one): an edit to them in a sealed version passes [SG806]\n    hint: run 'schemagen seal --upgrade': it checks every sealed version against this lock, then rewrites it in format 2"

    /// `SealingTests.v1` with its `Journal.entries` written as `entries`.
    static func v1(entries: String) -> String {
        SealingTests.v1.replacingOccurrences(of: "entries: \"[Entry]\"", with: "entries: \(entries)")
    }

    static func pipeline(lockText: String, flavor: GenerationOptions.FlavorName = .portable) -> SchemaPipeline {
        SchemaPipeline(
            lock: SchemaSourceFile(name: "Schemas/schemagen.lock", text: lockText),
            options: GenerationOptions(flavor: flavor))
    }

    @Test(
        "each SwiftData hash input of a sealed relationship is refused at it, saying what it was and is",
        arguments: [
            ("\"[Entry]?\"", "optional=true modifier= destination=Entry inverse=journal min=0 max=0"),
            (
                "{ to: \"[Entry]\", maxCount: 50 }",
                "optional=false modifier= destination=Entry inverse=journal min=0 max=50"
            ),
            (
                "{ to: \"[Entry]\", minCount: 1 }",
                "optional=false modifier= destination=Entry inverse=journal min=1 max=0"
            ),
        ])
    func hashInputsAreSealed(entries: String, now: String) throws {
        let lock = try SealingTests.lock(sealing: [SealingTests.v1])
        for flavor in [GenerationOptions.FlavorName.portable, .swiftdata] {
            let found = Self.pipeline(lockText: lock.text, flavor: flavor)
                .run(files: SealingTests.files([Self.v1(entries: entries)]), folder: "Schemas").diagnostics
                .map(\.formatted)
            #expect(
                found == [
                    "Schemas/V1.yaml:16:7: error: version 1.0.0 is sealed (it has shipped), but 'Journal.entries' changed: it was relationship Journal.entries with SwiftData version-hash inputs optional=false modifier= destination=Entry inverse=journal min=0 max=0; it is now relationship Journal.entries with SwiftData version-hash inputs \(now) [SG800]"
                        + SealingTests.hint
                ], "\(flavor)")
        }
    }

    @Test("a sealed version's namespace is sealed: code and SwiftData's plan name the version by it")
    func namespaceIsSealed() throws {
        let lock = try SealingTests.lock(sealing: [SealingTests.v1])
        let renamed = SealingTests.v1.replacingOccurrences(
            of: "version: 1.0.0\n", with: "version: 1.0.0\nname: JournalV1\n")
        let found = Self.pipeline(lockText: lock.text).run(files: SealingTests.files([renamed]), folder: "Schemas")
            .diagnostics.map(\.formatted)
        #expect(
            found == [
                "Schemas/V1.yaml:1:10: error: version 1.0.0 is sealed (it has shipped), but its namespace changed: it was namespace SchemaV1; it is now namespace JournalV1 [SG800]"
                    + SealingTests.hint
            ])
    }

    @Test("diff reports an edit to a sealed relationship's hash inputs as an edit of a shipped version")
    func diffReportsTheEdit() throws {
        let base = SchemaPipeline().run(files: SealingTests.files([SealingTests.v1]), folder: "Schemas")
        let lock = try SealingTests.lock(sealing: [SealingTests.v1])
        let head = Self.pipeline(lockText: lock.text).run(
            files: SealingTests.files([Self.v1(entries: "{ to: \"[Entry]?\", maxCount: 50 }")]), folder: "Schemas")
        let review = HistoryReview(base: base, baseName: "main", head: head, context: GenerationContext())
        #expect(review.isRisky)
        #expect(review.riskyEdits.map(\.version) == [SchemaVersion(1, 0, 0)])
        #expect(review.editedVersions.first?.changes.first?.1.hasPrefix("'Journal.entries' changed") == true)
    }

    @Test("a format-1 lock still loads, is checked as it was written, and warns at its format line")
    func format1StillLoads() {
        let unchanged = Self.pipeline(lockText: Self.format1Lock)
            .run(files: SealingTests.files([SealingTests.v1]), folder: "Schemas")
        #expect(unchanged.diagnostics.map(\.formatted) == [Self.outdatedWarning])
        #expect(unchanged.analysis != nil)
        let edited = Self.pipeline(lockText: Self.format1Lock)
            .run(
                files: SealingTests.files([SealingTests.v1.replacingOccurrences(of: "score: Int?", with: "score: Int")]
                ),
                folder: "Schemas"
            ).diagnostics.map(\.formatted)
        #expect(
            edited.contains { $0.contains("but 'Entry.score' changed: it was column Entry.score INTEGER null (Int?)") })
    }

    @Test("upgrading checks the history against the old lock, then seals the same versions in format 2")
    func upgrade() throws {
        let result = Self.pipeline(lockText: Self.format1Lock)
            .run(files: SealingTests.files([SealingTests.v1]), folder: "Schemas")
        let old = try #require(result.lock)
        let analysis = try #require(result.analysis)
        let outcome = SealRequest.upgrade(old, history: analysis.history, lockPath: "Schemas/schemagen.lock")
        #expect(outcome.failure == nil)
        #expect(
            outcome.summary
                == "upgraded from format 1 to 2, each sealed version checked against its old records first; 1 version is sealed"
        )
        #expect(outcome.lock == (try SealingTests.lock(sealing: [SealingTests.v1])))
        let again = SealRequest.upgrade(outcome.lock, history: analysis.history, lockPath: "Schemas/schemagen.lock")
        #expect(again.summary == "the lock is format 2 already; nothing to do")
        #expect(
            Self.pipeline(lockText: outcome.lock.text).run(
                files: SealingTests.files([SealingTests.v1]), folder: "Schemas"
            )
            .diagnostics.isEmpty)
    }

    @Test("sealing a new version into a format-1 lock is refused until the lock is upgraded")
    func sealingNeedsTheUpgrade() throws {
        let result = Self.pipeline(lockText: Self.format1Lock)
            .run(files: SealingTests.files([SealingTests.v1, SealingTests.v2]), folder: "Schemas")
        let old = try #require(result.lock)
        let analysis = try #require(result.analysis)
        let outcome = SealRequest.seal(
            through: nil, in: old, history: analysis.history, lockPath: "Schemas/schemagen.lock")
        #expect(
            outcome.failure?.formatted
                == "Schemas/schemagen.lock: error: the lock is format 1, and a version sealed now would be sealed in another format than the others [SG804]\n    hint: run 'schemagen seal --upgrade' first, then seal"
        )
        #expect(outcome.lock == old)
    }
}

/// Sealing errors in the SwiftData flavor speak of entities, attributes and relationships.
@Suite("Sealing messages in the SwiftData flavor use SwiftData's words")
struct SwiftDataSealingWordsTests {
    @Test("a changed attribute and a removed to-one relationship read as SwiftData's, not as columns")
    func swiftDataWords() throws {
        let lock = try SealingTests.lock(sealing: [SealingTests.v1])
        let edited = SealingTests.v1.replacingOccurrences(of: "score: Int?", with: "score: Int")
        let found = LockFormatTests.pipeline(lockText: lock.text, flavor: .swiftdata)
            .run(files: SealingTests.files([edited]), folder: "Schemas").diagnostics.map(\.formatted)
        #expect(
            found == [
                "Schemas/V1.yaml:9:7: error: version 1.0.0 is sealed (it has shipped), but 'Entry.score' changed: it was attribute Entry.score: Int?, optional; it is now attribute Entry.score: Int, required [SG800]"
                    + SealingTests.hint
            ])
        let portable = LockFormatTests.pipeline(lockText: lock.text)
            .run(files: SealingTests.files([edited]), folder: "Schemas").diagnostics.map(\.formatted)
        #expect(portable.first?.contains("it was column Entry.score INTEGER null (Int?)") == true)
    }
}
