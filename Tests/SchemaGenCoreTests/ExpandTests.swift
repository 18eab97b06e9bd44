import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `schemagen expand`: a contracting step split into an expanding version, which instances of the release
/// before keep serving through, and the contracting version as written, which instances at the expanding
/// version serve through too when all it removes was deprecated.
@Suite("Splitting a contracting step for a rolling deploy")
struct ExpandTests {
    static let v1 = """
        version: 1.0.0
        models:
          Meal:
            attributes:
              title: String
              notes: String?
              legacyCode: String
              calories: Int
        """
    /// Adds a rating, a required cuisine, a tag model and a photo model pointing at meals; removes the notes
    /// (deprecable) and the legacy code (required, so not); renames calories.
    static let v2 = """
        # 1.1.0: ratings and cuisines, tags, photos; no more notes or legacy codes.
        version: 1.1.0
        models:
          Meal:
            attributes:
              title: String
              kilocalories: { type: Int, originalName: calories }
              rating: Int?
              cuisine: String
            relationships:
              photos: { to: "[Photo]", inverse: meal }
          Tag:
            attributes:
              label: { type: String, unique: true }
          Photo:
            attributes:
              path: String
            relationships:
              meal: "Meal?"
        migration:
          stage: custom
          acceptDataLoss: [Meal.notes, Meal.legacyCode]
        """

    static func analysis(_ texts: [String], lock: SchemaLock? = nil) throws -> HistoryAnalysis {
        let files = texts.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
        let result = SchemaPipeline(lock: lock.map { SchemaSourceFile(name: "schemagen.lock", text: $0.text) }).run(
            files: files, folder: "Schemas")
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        return try #require(result.analysis)
    }

    static func split(_ texts: [String], lock: SchemaLock = SchemaLock(), contracting: SchemaVersion? = nil)
        throws -> Result<ExpandRequest.Outcome, Diagnostic>
    {
        ExpandRequest.split(
            try analysis(texts, lock: lock), latestText: texts.last ?? "", lock: lock, contractingVersion: contracting,
            existing: Set((1...texts.count).map { "V\($0).yaml" }), schemasPath: "Schemas")
    }

    @Test("the expanding version keeps what the previous had, adds what older instances tolerate, deprecates notes")
    func expandingVersionContents() throws {
        guard case .success(let outcome) = try Self.split([Self.v1, Self.v2]) else {
            Issue.record("the split was refused")
            return
        }
        #expect(outcome.deprecated == ["Meal.notes"])
        #expect(outcome.expanding.fileName == "V2.yaml" && outcome.expanding.version == SchemaVersion(1, 1, 0))
        #expect(
            outcome.expanding.text == """
                # Expanding half of 1.1.0, written by `schemagen expand`: 1.0.0 with what 1.1.0
                # adds that instances at 1.0.0 tolerate, so they keep serving while this version migrates.
                # Deprecated until 1.2.0 removes it: Meal.notes.
                # The rest of 1.1.0 is 1.2.0, in V3.yaml.
                version: 1.1.0

                models:
                  Meal:
                    attributes:
                      title: String
                      notes: { type: "String?", deprecated: true }
                      legacyCode: String
                      calories: Int
                      rating: Int?
                      cuisine: String?

                  Tag:
                    attributes:
                      label: { type: String, unique: true }

                  Photo:
                    attributes:
                      path: String

                """)
        // The version as written moves on, renumbered, its comments and hints kept.
        #expect(outcome.contracting.fileName == "V3.yaml" && outcome.contracting.version == SchemaVersion(1, 2, 0))
        #expect(outcome.contracting.text == Self.v2.replacingOccurrences(of: "version: 1.1.0", with: "version: 1.2.0"))
        // The split history validates; its first step is expanding, the second still contracts for what
        // schemagen can't split (the legacy code, required; the rename; the required cuisine; the photos'
        // reference to meals).
        let split = try Self.analysis([Self.v1, outcome.expanding.text, outcome.contracting.text])
        #expect(split.steps[1].olderInstanceObstacles.map(\.description) == [])
        #expect(
            split.steps[2].olderInstanceObstacles.map(\.description) == [
                "'Meal.legacyCode' is gone (removed or renamed)",
                "'Meal.calories' is gone (removed or renamed)",
                "'Meal.cuisine' is \"cuisine\" TEXT NOT NULL, not \"cuisine\" TEXT as the older instance has it",
                "'Meal.kilocalories' is added as required without a default, and the older instance's inserts leave it out",
                "'Photo.meal' references 'Meal', whose rows the older instance deletes without clearing the reference",
            ])
    }

    @Test("a sealed latest version, an expanding step or one splitting can't change are refused with the reason")
    func refusals() throws {
        let history = try Self.analysis([Self.v1, Self.v2]).history
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 1, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        #expect(
            try Self.split([Self.v1, Self.v2], lock: sealed.lock).failure?.formatted
                == "Schemas/V2.yaml:2:10: error: 1.1.0 is sealed: it shipped, and a shipped version never changes [SG810]\n    hint: write the expanding version as a new version after it, then the contracting one"
        )
        let additive =
            "version: 1.1.0\nmodels:\n  Meal:\n    attributes:\n      title: String\n      notes: String?\n"
            + "      legacyCode: String\n      calories: Int\n      rating: Int?\n"
        #expect(
            try Self.split([Self.v1, additive]).failure?.message
                == "the step 1.0.0 -> 1.1.0 is expanding already: instances at 1.0.0 keep serving once it runs")
        let renameOnly =
            "version: 1.1.0\nmodels:\n  Meal:\n    attributes:\n      name: { type: String, originalName: title }\n"
            + "      notes: String?\n      legacyCode: String\n      calories: Int\n"
        #expect(
            try Self.split([Self.v1, renameOnly]).failure?.message
                == "splitting 1.0.0 -> 1.1.0 changes nothing: it adds nothing an instance at 1.0.0 tolerates, and removes no attribute that can be deprecated"
        )
        #expect(
            try Self.split([Self.v1, Self.v2], contracting: SchemaVersion(1, 0, 5)).failure?.message
                == "the contracting version 1.0.5 is not after 1.1.0")
        #expect(
            try Self.split([Self.v1]).failure?.message == "the history has one version, so there is no step to split")
    }

    @Test("the command writes both files and says what each release does to the one before")
    func commandWritesBothFiles() throws {
        let folder = ScratchFolder.make("expand")
        let schemas = folder.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let v2 = """
            version: 1.1.0
            models:
              Meal:
                attributes:
                  title: String
                  legacyCode: String
                  calories: Int
                  rating: Int?
            migration:
              acceptDataLoss: [Meal.notes]
            """
        try Data(Self.v1.utf8).write(to: schemas.appendingPathComponent("V1.yaml"))
        try Data(v2.utf8).write(to: schemas.appendingPathComponent("V2.yaml"))
        let output = try CommandRunner.run(["expand", "--no-config", "--contracting-version", "2.0.0"], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput == """
                Wrote Schemas/V2.yaml (1.1.0): instances at 1.0.0 keep serving while it migrates.
                Wrote Schemas/V3.yaml (2.0.0): instances at 1.1.0 keep serving while it migrates.
                Regenerate, ship 1.1.0, and ship 2.0.0 in a later release.

                """)
        #expect(
            try String(contentsOf: schemas.appendingPathComponent("V3.yaml"), encoding: .utf8).hasPrefix(
                "version: 2.0.0"))
        // Run again, the latest step (1.1.0 -> 2.0.0) is expanding: refused, nothing written.
        let again = try CommandRunner.run(["expand", "--no-config"], in: folder)
        #expect(again.status == 1)
        #expect(
            again.standardError
                == "Schemas/V3.yaml:1:10: error: the step 1.1.0 -> 2.0.0 is expanding already: instances at 1.1.0 keep serving once it runs [SG810]\n    hint: ship it as it is\n"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: schemas.path).sorted() == [
                "V1.yaml", "V2.yaml", "V3.yaml",
            ])
    }
}

extension Result where Failure == Diagnostic {
    /// The refusal, if it is one.
    fileprivate var failure: Diagnostic? {
        if case .failure(let diagnostic) = self { return diagnostic }
        return nil
    }
}
