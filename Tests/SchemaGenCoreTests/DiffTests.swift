import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("schemagen diff: what a schema change does, for review")
struct DiffTests {
    static func run(_ versions: [String: String], lock: SchemaLock? = nil) -> SchemaPipeline.Result {
        let files = versions.sorted { $0.key < $1.key }.map { SchemaSourceFile(name: $0.key, text: $0.value) }
        return SchemaPipeline(lock: lock.map { SchemaSourceFile(name: "schemagen.lock", text: $0.text) }).run(
            files: files, folder: "Schemas")
    }

    static let v1 = SealingTests.v1
    static let v2 = SealingTests.v2

    @Test("an edited version and a removed one come first, as risks, with where and what changed")
    func risksFirst() throws {
        let lock = try SealingTests.lock(sealing: [Self.v1])
        let base = Self.run(["V1.yaml": Self.v1, "V2.yaml": Self.v2])
        let edited = Self.v1.replacingOccurrences(of: "score: Int?", with: "score: Int")
        let head = Self.run(["V1.yaml": edited], lock: lock)
        let review = HistoryReview(base: base, baseName: "main", head: head, context: GenerationContext())
        #expect(review.isRisky)
        let markdown = ReviewRenderer.render(review, format: .markdown)
        #expect(
            markdown.hasPrefix(
                """
                # Schema changes against `main`

                **Risky: this change edits 1 existing version, removes 1 version, leaves the history with errors.**

                ## Edited versions (risky)

                - **1.0.0** (`Schemas/V1.yaml`), **sealed**: every command refuses this edit. Stores of this version on devices, if it shipped, no longer match it.
                  - `Schemas/V1.yaml:9:7`: 'Entry.score' changed: it was column Entry.score INTEGER null (Int?); it is now column Entry.score INTEGER notnull (Int)

                ## Removed versions (risky)

                - **1.1.0** (`Schemas/V2.yaml`): stores at this version can no longer be migrated

                ## Errors

                ```text
                Schemas/V1.yaml:9:7: error: version 1.0.0 is sealed (it has shipped)
                """), "\(markdown)")
        #expect(markdown.hasSuffix("## Generated files\n\nNot compared: a history with errors generates nothing.\n"))
    }

    @Test("an edit to the base's latest version, not sealed, is a change in progress, not a risk; sealed, it is one")
    func latestUnsealedEditIsInProgress() throws {
        let base = Self.run(["V1.yaml": Self.v1, "V2.yaml": Self.v2])
        let edited = Self.v2.replacingOccurrences(of: "note: String?", with: "note: String?\n      tag: String?")
        let head = Self.run(["V1.yaml": Self.v1, "V2.yaml": edited])
        let review = HistoryReview(base: base, baseName: "HEAD", head: head, context: GenerationContext())
        #expect(!review.isRisky)
        let markdown = ReviewRenderer.render(review, format: .markdown)
        #expect(
            markdown.hasPrefix(
                """
                # Schema changes against `HEAD`

                **Edits 1.1.0, the latest version, which is not sealed: a change in progress.**

                ## Versions in progress

                - **1.1.0** (`Schemas/V2.yaml`), the base's latest version, not sealed: seal it when it ships (`schemagen seal`), and an edit to it is then refused.
                  - `Schemas/V2.yaml:11:7`: 'Entry.tag' was added: column Entry.tag TEXT null (String?)

                """), "\(markdown)")
        #expect(
            ReviewRenderer.render(review, format: .text).contains(
                "edited 1.1.0 (Schemas/V2.yaml), in progress (latest, not sealed)"))

        // The same edit once 1.1.0 is sealed, or to an older version, is a risk.
        let lock = try SealingTests.lock(sealing: [Self.v1, Self.v2])
        let sealed = HistoryReview(
            base: base, baseName: "HEAD", head: Self.run(["V1.yaml": Self.v1, "V2.yaml": edited], lock: lock),
            context: GenerationContext())
        #expect(sealed.isRisky)
        let olderEdited = Self.v1.replacingOccurrences(of: "score: Int?", with: "score: Int?\n      extra: Int?")
        let older = HistoryReview(
            base: base, baseName: "HEAD", head: Self.run(["V1.yaml": olderEdited, "V2.yaml": Self.v2]),
            context: GenerationContext())
        #expect(older.riskyEdits.map(\.version) == [SchemaVersion(1, 0, 0)])
    }

    @Test("versions the lock retires are listed as retired, not as a risk; a version removed without it still is")
    func retiredVersionsAreNoRisk() throws {
        let (sealed, retired) = try RetireTests.retiredLock(through: SchemaVersion(1, 1, 0))
        let all = [
            "V1.yaml": RetireTests.v1, "V2.yaml": RetireTests.v2, "V3.yaml": RetireTests.v3, "V4.yaml": RetireTests.v4,
        ]
        let base = Self.run(all, lock: sealed)
        let head = Self.run(["V3.yaml": RetireTests.v3, "V4.yaml": RetireTests.v4], lock: retired.lock)
        let review = HistoryReview(base: base, baseName: "main", head: head, context: GenerationContext())
        #expect(!review.isRisky)
        let markdown = ReviewRenderer.render(review, format: .markdown)
        #expect(
            markdown.hasPrefix(
                """
                # Schema changes against `main`

                **Retires 1.0.0 and 1.1.0 (`schemagen retire`); no other version is added, edited or removed.**

                ## Retired versions

                - **1.0.0** (`Schemas/V1.yaml`): retired in the lock, which keeps its seal; a store at it is refused by name
                - **1.1.0** (`Schemas/V2.yaml`): retired in the lock, which keeps its seal; a store at it is refused by name

                ## Added versions
                """), "\(markdown)")
        #expect(
            ReviewRenderer.render(review, format: .text).hasPrefix(
                "Schema changes against main\nRetires 1.0.0 and 1.1.0 (`schemagen retire`); no other version is added, edited or removed.\n\nretired 1.0.0 (Schemas/V1.yaml)\nretired 1.1.0 (Schemas/V2.yaml)\n"
            ))
        // The same files deleted under a lock that does not retire them: sealed versions gone, a risk.
        let deleted = Self.run(["V3.yaml": RetireTests.v3, "V4.yaml": RetireTests.v4], lock: sealed)
        let risky = HistoryReview(base: base, baseName: "main", head: deleted, context: GenerationContext())
        #expect(risky.isRisky)
        #expect(risky.riskyRemovals.map(\.version.description) == ["1.0.0", "1.1.0"])
    }

    @Test("JSON has the documented shape: risky, edited, removed, added, steps, generatedFiles, errors")
    func json() throws {
        let base = Self.run(["V1.yaml": Self.v1])
        let head = Self.run(["V1.yaml": Self.v1, "V2.yaml": Self.v2])
        let review = HistoryReview(base: base, baseName: "main", head: head, context: GenerationContext())
        let data = Data(ReviewRenderer.render(review, format: .json).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["risky"] as? Bool == false)
        #expect((object["added"] as? [[String: Any]])?.first?["version"] as? String == "1.1.0")
        let step = try #require((object["steps"] as? [[String: Any]])?.first)
        #expect(step["stage"] as? String == "lightweight")
        #expect(step["defined"] as? [String] == ["Entry", "Journal"])
        let files = try #require(object["generatedFiles"] as? [[String: Any]])
        #expect(
            files.map { $0["path"] as? String } == [
                "SchemaMigrationPlan.swift", "SchemaTypealiases.swift", "SchemaV2.swift",
            ])
        #expect(files.last?["change"] as? String == "added")
    }
}
