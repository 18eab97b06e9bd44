import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// What a custom stage sets, which the test kit asks a team to state, read from the step's changes: values it
/// converts, computes, fills or deduplicates, named as in the latest version; never what it may leave alone.
@Suite("The values a custom stage sets are the ones the kit asks to be stated")
struct ConversionStatementsTests {
    static let v1 = """
        version: 1.0.0
        enums:
          Mood: [calm, angry]
        models:
          Note:
            attributes:
              title: String
              body: String?
              score: Int
              mood: Mood
              label: String
              stars: Int?
        """
    static let v2 = """
        version: 2.0.0
        enums:
          Mood: [calm]
        models:
          Note:
            attributes:
              title: { type: String, unique: true }
              body: String
              score: String
              mood: Mood
              label: String
              stars: Int?
              words: Int
              pinned: { type: Bool, default: false }
              summary: String?
          Folder:
            attributes:
              name: String
        migration:
          acceptDataLoss: [Mood.angry]
        """
    static let v3 = """
        version: 3.0.0
        enums:
          Mood: [calm]
        models:
          Memo:
            renamedFrom: Note
            attributes:
              heading: { type: String, unique: true, originalName: title }
              body: String
              score: String
              mood: Mood
              stars: Int?
              words: Int
              pinned: { type: Bool, default: false }
              summary: String?
          Folder:
            attributes:
              name: String
        migration:
          acceptDataLoss: [Note.label]
        """

    static func statements() throws -> ConversionStatements {
        let (analysis, diagnostics) = analyzeHistory([v1, v2, v3])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        return GenerationContext().conversionStatements(try #require(analysis))
    }

    @Test("each value the stage converts, computes, fills or deduplicates is asked for, by its latest name")
    func requirementsOfACustomStep() throws {
        let statements = try Self.statements()
        #expect(
            statements.requirements.map { "\($0.from) -> \($0.to) \($0.conversion.rawValue) \($0.path)" } == [
                "1.0.0 -> 2.0.0 deduplicates Memo.heading",
                "1.0.0 -> 2.0.0 fills Memo.body",
                "1.0.0 -> 2.0.0 converts Memo.score",
                "1.0.0 -> 2.0.0 converts Memo.mood",
                "1.0.0 -> 2.0.0 computes Memo.words",
            ])
    }

    @Test("an attribute added with a default or as optional, a new model, and a later removal ask for nothing")
    func whatIsNotAskedFor() throws {
        let paths = try Self.statements().requirements.map(\.path)
        for untouched in ["Memo.pinned", "Memo.summary", "Memo.stars", "Folder.name", "Note.label", "Memo.label"] {
            #expect(!paths.contains(untouched), "\(untouched)")
        }
    }

    @Test("a fixture file meets the stages its rows cross: those after its version")
    func requirementsMetByVersion() throws {
        let statements = try Self.statements()
        #expect(statements.requirements(metBy: SchemaVersion(1, 0, 0)).count == 5)
        #expect(statements.requirements(metBy: SchemaVersion(2, 0, 0)).isEmpty)
        #expect(statements.latestModelName(of: "Note", at: SchemaVersion(1, 0, 0)) == "Memo")
    }
}

/// `unchecked:` in a fixture file, and the skeletons `schemagen testkit --fixture-skeletons` writes.
@Suite("Fixture files list unstated values with a reason, and skeletons ask for each value to state")
struct FixtureStatementTests {
    static func load(_ text: String, file: String = "Fixtures/1.0.0.yaml") throws -> (FixtureFile?, [String]) {
        let (analysis, _) = analyzeHistory([
            ConversionStatementsTests.v1, ConversionStatementsTests.v2, ConversionStatementsTests.v3,
        ])
        let loaded = FixtureFolder.load(Array(text.utf8), path: file, analysis: try #require(analysis))
        return (loaded.file, loaded.diagnostics.map(\.formatted))
    }

    @Test("an entry names a value a later stage sets, by its latest name, with why")
    func uncheckedEntry() throws {
        let (file, diagnostics) = try Self.load("unchecked:\n  Memo.words: counted by the search index, not by us\n")
        #expect(diagnostics == [])
        #expect(file?.unchecked == ["Memo.words": "counted by the search index, not by us"])
    }

    @Test("an entry that names nothing a stage sets, or gives no reason, is an error with a hint")
    func uncheckedErrors() throws {
        let (_, diagnostics) = try Self.load("unchecked:\n  Memo.word: typo\n  Memo.score: ~\n  Memo.pinned: default\n")
        #expect(
            diagnostics == [
                "Fixtures/1.0.0.yaml:2:3: error: no custom stage after 1.0.0 converts, computes, fills or deduplicates 'Memo.word': there is nothing to leave unchecked [SG855]\n    hint: did you mean 'Memo.words'?",
                "Fixtures/1.0.0.yaml:3:15: error: 'Memo.score' is left unchecked without a reason [SG855]\n    hint: say why the stage's value can't be stated, such as 'the stage stamps the time it runs'",
                "Fixtures/1.0.0.yaml:4:3: error: no custom stage after 1.0.0 converts, computes, fills or deduplicates 'Memo.pinned': there is nothing to leave unchecked [SG855]\n    hint: it can list 'Memo.heading', 'Memo.body', 'Memo.score', 'Memo.mood' or 'Memo.words'",
            ])
        let (_, later) = try Self.load("unchecked:\n  Memo.words: counted elsewhere\n", file: "Fixtures/2.0.0.yaml")
        #expect(
            later == [
                "Fixtures/2.0.0.yaml:2:3: error: no custom stage after 2.0.0 converts, computes, fills or deduplicates 'Memo.words': there is nothing to leave unchecked [SG855]\n    hint: remove it: the stages this file's rows cross set nothing to state"
            ])
        let (_, list) = try Self.load("unchecked: [Memo.words]\n")
        #expect(
            list == [
                "Fixtures/1.0.0.yaml:1:12: error: 'unchecked' maps values of custom stages to why they are left unstated, not a list [SG202]\n    hint: write 'Model.attribute: why', named as in version 3.0.0"
            ])
    }

    @Test("a skeleton asks for each unmet value, fails at each blank until filled in, and meets them once filled")
    func skeleton() throws {
        let statements = try ConversionStatementsTests.statements()
        let files = FixtureSkeleton(statements: statements, fixtures: []).files()
        #expect(files.map(\.name) == ["1.0.0.yaml"])
        let text = try #require(files.first?.text)
        #expect(
            text == """
                # Rows of version 1.0.0 for the migration test suite, written by 'schemagen testkit --fixture-skeletons'.
                # Custom stages after 1.0.0 set these values, which only you can say what they must become:
                #   Memo.heading (1.0.0 -> 2.0.0 deduplicates it)
                #   Memo.body (1.0.0 -> 2.0.0 fills it)
                #   Memo.score (1.0.0 -> 2.0.0 converts it)
                #   Memo.mood (1.0.0 -> 2.0.0 converts it)
                #   Memo.words (1.0.0 -> 2.0.0 computes it)
                # Fill in each ~ with a value as version 1.0.0 stores it, and under 'expect:' what version 3.0.0 must hold
                # after the migration (named as in 3.0.0). A value no one can state goes under 'unchecked:' instead, with why.
                Note:
                  first:
                    title: ~  # String, required
                    # body: ~  # String?
                    score: ~  # Int, required
                    mood: ~  # Mood, required
                    label: ~  # String, required
                    # stars: ~  # Int?
                    expect:
                      heading: ~  # what 2.0.0's stage makes of this row
                      body: ~  # what 2.0.0's stage makes of this row
                      score: ~  # what 2.0.0's stage makes of this row
                      mood: ~  # what 2.0.0's stage makes of this row
                      words: ~  # what 2.0.0's stage makes of this row
                # unchecked:
                #   Memo.heading: why the stage's value can't be stated
                #   Memo.body: why the stage's value can't be stated
                #   Memo.score: why the stage's value can't be stated
                #   Memo.mood: why the stage's value can't be stated
                #   Memo.words: why the stage's value can't be stated

                """)
        let (blank, errors) = try Self.load(text)
        #expect(blank == nil)
        #expect(errors.count == 9, "\(errors)")
        let filled = text.replacingOccurrences(of: "title: ~", with: "title: Shopping")
            .replacingOccurrences(of: "score: ~  # Int", with: "score: 7  # Int")
            .replacingOccurrences(of: "mood: ~  # Mood", with: "mood: angry  # Mood")
            .replacingOccurrences(of: "label: ~", with: "label: home")
            .replacingOccurrences(of: "heading: ~", with: "heading: Shopping")
            .replacingOccurrences(of: "body: ~  # what", with: "body: \"\"  # what")
            .replacingOccurrences(of: "score: ~  # what", with: "score: \"7\"  # what")
            .replacingOccurrences(of: "mood: ~  # what", with: "mood: calm  # what")
            .replacingOccurrences(of: "words: ~", with: "words: 0")
        let (file, none) = try Self.load(filled)
        #expect(none == [])
        #expect(FixtureSkeleton(statements: statements, fixtures: [try #require(file)]).unmet.isEmpty)
    }
}

/// A struct's value in a fixture file, written as its fields: stored as the JSON its column holds, so a
/// conversion of a struct can be stated like any other.
@Suite("Fixture files write structs as their fields")
struct FixtureStructValueTests {
    static let v1 = """
        version: 1.0.0
        structs:
          Address:
            fields: { street: String, city: String, zip: Int? }
        models:
          Contact:
            attributes:
              name: String
              home: Address?
              places: "[Address]"
        """

    static func load(_ text: String) throws -> (FixtureFile?, [String]) {
        let (analysis, diagnostics) = analyzeHistory([v1])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let loaded = FixtureFolder.load(Array(text.utf8), path: "Fixtures/1.0.0.yaml", analysis: try #require(analysis))
        return (loaded.file, loaded.diagnostics.map(\.formatted))
    }

    @Test("fields in declaration order, a missing optional field as null, lists of structs as JSON arrays")
    func storedJSON() throws {
        let (file, diagnostics) = try Self.load(
            """
            Contact:
              ada:
                name: Ada
                home: { city: Oslo, street: Main St, zip: 150 }
                places: [{ street: Bryggen, city: Bergen }]
            """)
        #expect(diagnostics == [])
        let row = try #require(file?.rows.first)
        #expect(row.values["home"] == .text(#"{"street":"Main St","city":"Oslo","zip":150}"#))
        #expect(row.values["places"] == .text(#"[{"street":"Bryggen","city":"Bergen","zip":null}]"#))
    }

    @Test("an unknown field, a missing required one and a value that is no mapping are errors with hints")
    func errors() throws {
        let (_, unknown) = try Self.load("Contact:\n  ada: { name: Ada, places: [], home: { stret: x, city: y } }\n")
        #expect(
            unknown == [
                "Fixtures/1.0.0.yaml:2:41: error: Address has no field 'stret' in version 1.0.0 [SG851]\n    hint: did you mean 'street'?"
            ])
        let (_, missing) = try Self.load("Contact:\n  ada: { name: Ada, places: [{ city: y }] }\n")
        #expect(
            missing == [
                "Fixtures/1.0.0.yaml:2:30: error: 'street' of element 0 of 'places' of Contact 'ada' is required, so the Address must give it [SG853]\n    hint: give 'street: ...' a String value"
            ])
        let (_, scalar) = try Self.load("Contact:\n  ada: { name: Ada, places: [], home: Oslo }\n")
        #expect(
            scalar == [
                "Fixtures/1.0.0.yaml:2:39: error: 'home' of Contact 'ada' holds the struct Address: write its fields, not 'Oslo' [SG852]\n    hint: write '{ street: ..., city: ..., zip: ... }'"
            ])
    }
}
