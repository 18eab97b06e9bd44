import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Sealed versions: the lock file `schemagen seal` writes, and every command refusing a change to a sealed
/// version's stored shape, located at what changed, while edits that store nothing differently pass.
@Suite("Sealed versions: the lock file and the refusal of changed shipped versions")
struct SealingTests {
    static let v1 = """
        version: 1.0.0
        enums:
          Mood: { cases: [calm, upbeat] }
        models:
          Entry:
            attributes:
              text: { type: String, default: "" }
              mood: { type: Mood, default: calm }
              score: Int?
            relationships:
              journal: { to: Journal, inverse: entries }
          Journal:
            attributes:
              title: String
            relationships:
              entries: "[Entry]"
        """

    static let v2 = """
        version: 1.1.0
        enums:
          Mood: { cases: [calm, upbeat] }
        models:
          Entry:
            attributes:
              text: { type: String, default: "" }
              mood: { type: Mood, default: calm }
              score: Int?
              note: String?
            relationships:
              journal: { to: Journal, inverse: entries }
          Journal:
            attributes:
              title: String
            relationships:
              entries: "[Entry]"
        """

    static func files(_ versions: [String]) -> [SchemaSourceFile] {
        versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
    }

    /// The lock `schemagen seal --through through` writes for `versions`.
    static func lock(sealing versions: [String], through: SchemaVersion? = nil) throws -> SchemaLock {
        let analysis = try #require(SchemaPipeline().run(files: files(versions), folder: "Schemas").analysis)
        let outcome = SealRequest.seal(
            through: through, in: SchemaLock(), history: analysis.history, lockPath: "Schemas/schemagen.lock")
        #expect(outcome.failure == nil)
        return outcome.lock
    }

    /// What every command prints for `versions` checked against `lock`.
    static func diagnostics(_ versions: [String], lock: SchemaLock) -> [String] {
        diagnostics(versions, lockText: lock.text)
    }

    static func diagnostics(_ versions: [String], lockText: String) -> [String] {
        let pipeline = SchemaPipeline(lock: SchemaSourceFile(name: "Schemas/schemagen.lock", text: lockText))
        return pipeline.run(files: files(versions), folder: "Schemas").diagnostics.map(\.formatted)
    }

    static let hint =
        "\n    hint: devices hold stores of the sealed shape; undo the edit and make the change in a new version file (if 1.0.0 never shipped, run 'schemagen seal --unseal 1.0.0')"

    @Test("the lock records each version's file, digest and records, and reads back as written")
    func lockRoundTrips() throws {
        let lock = try Self.lock(sealing: [Self.v1, Self.v2])
        #expect(lock.entries.map(\.file) == ["V1.yaml", "V2.yaml"])
        let text = lock.text
        let lines = text.split(separator: "\n")
        #expect(lines[2] == "schemagen-lock 2")
        #expect(lines[3] == "sealed-versions 2")
        #expect(lines[4].hasPrefix("version 1.0.0 sha256:") && lines[4].hasSuffix(" V1.yaml"))
        #expect(lines.contains("    column\tEntry\tscore\tINTEGER\tnull\t-\t-\tInt?"))
        let parsed = SchemaLock.parse(Array(text.utf8), path: "schemagen.lock")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.lock?.text == text)
        #expect(Self.diagnostics([Self.v1, Self.v2], lock: lock) == [])
    }

    @Test("edits that store nothing differently are not changes: style, comments, order, quoting, doc, hints")
    func formattingOnlyEditsPass() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        let reformatted = """
            # Reformatted after shipping: block style, other key order, quotes, comments and docs.
            models:
              Journal:
                doc: A notebook.
                relationships:
                  entries:
                    to: "[Entry]"
                attributes:
                  "title": { type: "String" }
              Entry:
                relationships:
                  journal:
                    inverse: entries
                    to: Journal
                    deleteRule: nullify
                attributes:
                  score: { type: Int, optional: true, doc: Out of ten. }
                  mood:
                    default: calm
                    type: Mood
                  text:
                    type: String
                    default: ''
            enums:
              Mood:
                doc: How it felt.
                cases:
                  - calm
                  - upbeat
            version: "1.0.0"
            """
        #expect(Self.diagnostics([reformatted], lock: lock) == [])
    }

    @Test("a changed attribute is an error at the attribute, saying what it was and what it is")
    func changedAttribute() throws {
        let lock = try Self.lock(sealing: [Self.v1, Self.v2])
        let edited = Self.v1.replacingOccurrences(of: "score: Int?", with: "score: Int")
        #expect(
            Self.diagnostics([edited, Self.v2], lock: lock) == [
                "Schemas/V1.yaml:9:7: error: version 1.0.0 is sealed (it has shipped), but 'Entry.score' changed: it was column Entry.score INTEGER null (Int?); it is now column Entry.score INTEGER notnull (Int) [SG800]"
                    // With 1.1.0 sealed after it, 1.0.0 alone can't be unsealed (SG804): the hint says so.
                    + "\n    hint: devices hold stores of the sealed shape; undo the edit and make the change in a new version file (1.0.0 can be unsealed only if it and every version after it never shipped: 1 later version is sealed, so run 'schemagen seal --unseal' from 1.1.0 down)"
            ])
    }

    @Test("an added property and an added enum case are errors where they are written")
    func additions() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        let edited = Self.v1.replacingOccurrences(of: "[calm, upbeat]", with: "[calm, upbeat, tired]")
            .replacingOccurrences(of: "      title: String\n", with: "      title: String\n      owner: String?\n")
        #expect(
            Self.diagnostics([edited], lock: lock) == [
                "Schemas/V1.yaml:3:33: error: version 1.0.0 is sealed (it has shipped), but 'Mood.tired' was added: case Mood.tired with raw value tired [SG800]"
                    + Self.hint,
                "Schemas/V1.yaml:15:7: error: version 1.0.0 is sealed (it has shipped), but 'Journal.owner' was added: column Journal.owner TEXT null (String?) [SG800]"
                    + Self.hint,
            ])
    }

    @Test("a removed model is reported at the version, and the next step's complaints about it are not")
    func removedModelReportsOnlyTheCause() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        let edited = """
            version: 1.0.0
            enums:
              Mood: { cases: [calm, upbeat] }
            models:
              Journal:
                attributes:
                  title: String
            """
        // The next version agrees with the edit, so only the sealed version's change explains the error.
        let v2WithoutEntry = edited.replacingOccurrences(of: "1.0.0", with: "1.1.0")
        #expect(
            Self.diagnostics([edited, v2WithoutEntry], lock: lock) == [
                "Schemas/V1.yaml:1:10: error: version 1.0.0 is sealed (it has shipped), but 'Entry' was removed: it had table Entry; column Entry.journal INTEGER notnull references Journal; column Entry.mood TEXT notnull default 'calm' (Mood); column Entry.score INTEGER null (Int?); column Entry.text TEXT notnull default '' (String); index on Entry(journal); relationship Entry.journal with SwiftData version-hash inputs optional=false modifier= destination=Journal inverse=entries min=0 max=1 [SG800]"
                    + Self.hint,
                "Schemas/V1.yaml:5:3: error: version 1.0.0 is sealed (it has shipped), but 'Journal' changed: it no longer has relationship Journal.entries with SwiftData version-hash inputs optional=false modifier= destination=Entry inverse=journal min=0 max=0 [SG800]"
                    + Self.hint,
            ])
    }

    @Test("a declared type that stores the same SQLite type is still a change: SwiftData tells Int32 from Int64")
    func sameColumnOtherType() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        let edited = Self.v1.replacingOccurrences(of: "score: Int?", with: "score: Int32?")
        #expect(
            Self.diagnostics([edited], lock: lock) == [
                "Schemas/V1.yaml:9:7: error: version 1.0.0 is sealed (it has shipped), but 'Entry.score' changed: it was column Entry.score INTEGER null (Int?); it is now column Entry.score INTEGER null (Int32?) [SG800]"
                    + Self.hint
            ])
    }

    @Test("a struct's fields are sealed: a field changed, added or removed is an error at the field or the struct")
    func structFields() throws {
        let v1 = """
            version: 1.0.0
            structs:
              Point:
                fields:
                  x: Double
                  y: Double
            models:
              Pin:
                attributes:
                  at: Point
            """
        let lock = try Self.lock(sealing: [v1])
        let retyped = v1.replacingOccurrences(of: "x: Double", with: "x: CGFloat")
        let added = v1.replacingOccurrences(of: "      y: Double\n", with: "      y: Double\n      z: Double?\n")
        let removed = v1.replacingOccurrences(of: "      y: Double\n", with: "")
        #expect(
            Self.diagnostics([retyped], lock: lock) == [
                "Schemas/V1.yaml:5:7: error: version 1.0.0 is sealed (it has shipped), but 'Point.x' changed: it was field Point.x of type Double; it is now field Point.x of type Double (CGFloat) [SG800]"
                    + Self.hint
            ])
        #expect(
            Self.diagnostics([added], lock: lock) == [
                "Schemas/V1.yaml:7:7: error: version 1.0.0 is sealed (it has shipped), but 'Point.z' was added: field Point.z of type Double? [SG800]"
                    + Self.hint
            ])
        #expect(
            Self.diagnostics([removed], lock: lock) == [
                "Schemas/V1.yaml:3:3: error: version 1.0.0 is sealed (it has shipped), but 'Point' changed: it no longer has field Point.y of type Double [SG800]"
                    + Self.hint
            ])
    }

    @Test("a changed hashModifier is a change: it changes the entity's identity to SwiftData")
    func hashModifier() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        let edited = Self.v1.replacingOccurrences(of: "  Journal:\n", with: "  Journal:\n    hashModifier: v2\n")
        #expect(
            Self.diagnostics([edited], lock: lock) == [
                "Schemas/V1.yaml:12:3: error: version 1.0.0 is sealed (it has shipped), but 'Journal' changed: it now also has hashModifier 'v2' of Journal [SG800]"
                    + Self.hint
            ])
    }

    @Test("a sealed version whose file is gone, or whose number changed, is an error naming it")
    func missingAndRenumbered() throws {
        let lock = try Self.lock(sealing: [Self.v1, Self.v2])
        #expect(
            Self.diagnostics([Self.v1], lock: lock) == [
                "Schemas/schemagen.lock:\(lock.text.split(separator: "\n").firstIndex { $0.hasPrefix("version 1.1.0") }! + 1):1: error: version 1.1.0 is sealed (it has shipped), but its file 'V2.yaml' is gone [SG801]\n    hint: restore 'V2.yaml': devices hold stores of that version; if 1.1.0 never shipped, run 'schemagen seal --unseal 1.1.0'"
            ])
        let renumbered = Self.v2.replacingOccurrences(of: "version: 1.1.0", with: "version: 1.2.0")
        #expect(
            Self.diagnostics([Self.v1, renumbered], lock: lock) == [
                "Schemas/V2.yaml:1:10: error: 'V2.yaml' is sealed as version 1.1.0 (it has shipped), but now says 1.2.0 [SG802]\n    hint: put 'version: 1.1.0' back, and write 1.2.0 as a new version file"
            ])
    }

    @Test("a sealed file with a syntax error reports that error, not that the file is gone")
    func brokenSealedFile() throws {
        let lock = try Self.lock(sealing: [Self.v1])
        #expect(
            Self.diagnostics(["version: 1.0.0\nmodels: [\n"], lock: lock).map { $0.contains("[SG110]") } == [true])
    }

    @Test("a lock edited by hand or malformed is refused, located in the lock")
    func brokenLocks() throws {
        let text = try Self.lock(sealing: [Self.v1]).text
        let edited = text.replacingOccurrences(of: "Entry\tscore\tINTEGER\tnull", with: "Entry\tscore\tTEXT\tnull")
        #expect(
            Self.diagnostics([Self.v1], lockText: edited) == [
                "Schemas/schemagen.lock:5:1: error: the records of version 1.0.0 do not match its digest: the lock was edited [SG803]\n    hint: run 'schemagen seal' again from a version of the file that is not edited by hand"
            ])
        #expect(
            Self.diagnostics([Self.v1], lockText: "lock 2\n") == [
                "Schemas/schemagen.lock:1:1: error: the lock file must start with 'schemagen-lock 2', not 'lock 2' [SG803]\n    hint: this file was not written by this release of schemagen; run 'schemagen seal' again from a version of the file that is not edited by hand"
            ])
        #expect(
            Self.diagnostics([Self.v1], lockText: "schemagen-lock 2\nversion one sha256:x V1.yaml\n") == [
                "Schemas/schemagen.lock:2:1: error: 'version one sha256:x V1.yaml' is not a line of a lock file [SG803]\n    hint: a version's line is 'version 1.2.0 sha256:<digest> V3.yaml', its records indented below"
            ])
    }

    @Test("an empty lock, a record before any version, and a version or file sealed twice are refused")
    func malformedLockStructure() throws {
        #expect(
            Self.diagnostics([Self.v1], lockText: "# nothing\n") == [
                "Schemas/schemagen.lock:1:1: error: the lock file is empty [SG803]\n    hint: delete it, then run 'schemagen seal' to write it anew"
            ])
        let regenerate =
            "\n    hint: run 'schemagen seal' again from a version of the file that is not edited by hand"
        #expect(
            Self.diagnostics([Self.v1], lockText: "schemagen-lock 2\n    table\tEntry\tentity\n") == [
                "Schemas/schemagen.lock:2:1: error: a record before any 'version' line [SG803]" + regenerate
            ])
        let entry = try Self.lock(sealing: [Self.v1]).text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .dropFirst(2).joined(separator: "\n")
        let twice = "schemagen-lock 2\n\(entry)\n\(entry)\n"
        let secondLine = entry.split(separator: "\n").count + 2
        #expect(
            Self.diagnostics([Self.v1], lockText: twice) == [
                "Schemas/schemagen.lock:\(secondLine):1: error: version 1.0.0 is sealed twice (first at line 2) [SG803]"
                    + regenerate
            ])
        let otherVersion = entry.replacingOccurrences(of: "version 1.0.0 ", with: "version 1.1.0 ")
        #expect(
            Self.diagnostics([Self.v1], lockText: "schemagen-lock 2\n\(entry)\n\(otherVersion)\n") == [
                "Schemas/schemagen.lock:\(secondLine):1: error: the file 'V1.yaml' is sealed twice (first at line 2) [SG803]"
                    + regenerate
            ])
    }

    @Test("seal seals up to a version; sealing again adds nothing; only the last sealed version can be unsealed")
    func sealAndUnseal() throws {
        let analysis = try #require(
            SchemaPipeline().run(files: Self.files([Self.v1, Self.v2]), folder: "Schemas").analysis)
        let first = SealRequest.seal(
            through: SchemaVersion(1, 0, 0), in: SchemaLock(), history: analysis.history, lockPath: "schemagen.lock")
        #expect(first.summary == "sealed 1.0.0; 1 version is sealed")
        let second = SealRequest.seal(
            through: nil, in: first.lock, history: analysis.history, lockPath: "schemagen.lock")
        #expect(second.summary == "sealed 1.1.0; 2 versions are sealed")
        let again = SealRequest.seal(
            through: nil, in: second.lock, history: analysis.history, lockPath: "schemagen.lock")
        #expect(again.lock == second.lock)
        #expect(again.summary == "every version through 1.1.0 was sealed already; 2 versions are sealed")
        let unknown = SealRequest.seal(
            through: SchemaVersion(2, 0, 0), in: SchemaLock(), history: analysis.history, lockPath: "schemagen.lock")
        #expect(
            unknown.failure?.formatted
                == "schemagen.lock: error: the history has no version 2.0.0 [SG804]\n    hint: the versions are 1.0.0 and 1.1.0"
        )
        let early = SealRequest.unseal(SchemaVersion(1, 0, 0), from: second.lock, lockPath: "schemagen.lock")
        #expect(
            early.failure?.formatted
                == "schemagen.lock: error: version 1.0.0 can't be unsealed while 1.1.0, after it, is sealed [SG804]\n    hint: a version after a shipped one has shipped too; unseal 1.1.0 first, if it never shipped"
        )
        let last = SealRequest.unseal(SchemaVersion(1, 1, 0), from: second.lock, lockPath: "schemagen.lock")
        #expect(last.lock == first.lock)
        let notSealed = SealRequest.unseal(SchemaVersion(1, 1, 0), from: first.lock, lockPath: "schemagen.lock")
        #expect(
            notSealed.failure?.formatted
                == "schemagen.lock: error: version 1.1.0 is not sealed [SG804]\n    hint: the sealed versions are 1.0.0"
        )
    }
}
