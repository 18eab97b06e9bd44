import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `schemagen retire`: the oldest shipped versions leave the plan, the lock keeps what it sealed and records
/// their fingerprints, and every command reads the history as starting after them.
@Suite("Retiring versions: the lock keeps them sealed, and the history starts after them")
struct RetireTests {
    static let v1 = "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      name: String\n"
    static let v2 = "version: 1.1.0\nmodels:\n  Item:\n    attributes:\n      name: String\n      note: String?\n"
    /// Renames `note` to `remark`, referring to 1.1.0, which is retired below.
    static let v3 = """
        version: 1.2.0
        models:
          Item:
            attributes:
              name: String
              remark: { type: String?, originalName: note }
        """
    static let v4 = """
        version: 1.3.0
        models:
          Item:
            attributes:
              name: String
              remark: String?
              count: { type: Int, default: 0 }
        """

    static func files(_ texts: [String], numbers: [Int]? = nil) -> [SchemaSourceFile] {
        zip(numbers ?? Array(1...texts.count), texts).map { SchemaSourceFile(name: "V\($0).yaml", text: $1) }
    }

    /// The lock after sealing 1.0.0 to 1.2.0, then retiring through `through`.
    static func retiredLock(through: SchemaVersion) throws -> (lock: SchemaLock, outcome: RetireRequest.Outcome) {
        let history = try #require(
            SchemaPipeline().run(files: files([v1, v2, v3, v4]), folder: "Schemas").analysis?.history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 2, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        let outcome = RetireRequest.retire(
            through: through, in: sealed.lock, history: history, lockPath: "schemagen.lock")
        return (sealed.lock, outcome)
    }

    static func run(_ files: [SchemaSourceFile], lock: SchemaLock) -> SchemaPipeline.Result {
        SchemaPipeline(lock: SchemaSourceFile(name: "schemagen.lock", text: lock.text)).run(
            files: files, folder: "Schemas")
    }

    @Test("retiring records each retired version's fingerprint in the lock, which reads back as written")
    func retiringRecordsFingerprints() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        #expect(outcome.failure == nil)
        #expect(
            outcome.summary
                == "retired 1.0.0 and 1.1.0; the plan now starts at 1.2.0, and a store at a retired version is refused naming 1.2.0"
        )
        #expect(outcome.retiredFiles == ["V1.yaml", "V2.yaml"])
        let v1 = try #require(SchemaPipeline().run(files: Self.files([Self.v1]), folder: "S").analysis)
        let lines = outcome.lock.text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("retired ") }.count == 2)
        #expect(lines.contains("retired 1.0.0 \(SchemaFingerprint.of(v1.history.versions[0].schema))"))
        let reread = SchemaLock.parse(Array(outcome.lock.text.utf8), path: "schemagen.lock")
        #expect(reread.diagnostics.isEmpty)
        #expect(reread.lock == outcome.lock)
        #expect(reread.lock?.retired.map(\.file) == ["V1.yaml", "V2.yaml"])
        // What it sealed, it keeps.
        #expect(reread.lock?.entries.map(\.version.description) == ["1.0.0", "1.1.0", "1.2.0"])
    }

    @Test("after retiring, the history starts at the next version, and its renames of a retired one pass unwarned")
    func historyStartsAfterRetired() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let result = Self.run(Self.files([Self.v3, Self.v4], numbers: [3, 4]), lock: outcome.lock)
        #expect(result.diagnostics.map(\.formatted) == [])
        let history = try #require(result.analysis?.history)
        #expect(history.versions.map(\.version.description) == ["1.2.0", "1.3.0"])
        #expect(history.retired.map(\.version.description) == ["1.0.0", "1.1.0"])
        #expect(history.retiredSpan == "1.0.0 and 1.1.0")
        // Without the retirement, the same oldest version's rename would be warned about as having no effect.
        let unretired = SchemaPipeline().run(
            files: Self.files([Self.v3, Self.v4], numbers: [3, 4]), folder: "Schemas")
        #expect(unretired.diagnostics.map(\.code) == [.ignoredInOldestVersion])
    }

    @Test("a retired version's file put back is an error saying to delete it")
    func retiredFileBackIsAnError() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let result = Self.run(Self.files([Self.v1, Self.v3, Self.v4], numbers: [1, 3, 4]), lock: outcome.lock)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Schemas/V1.yaml:1:10: error: version 1.0.0 is retired (the lock retires every version through 1.1.0), but its file V1.yaml is back [SG809]\n    hint: delete V1.yaml; version control keeps it"
            ])
        #expect(result.analysis == nil)
    }

    @Test("retire refuses a version retired already, the latest, one the history lacks, and one never sealed")
    func refusals() throws {
        let history = try #require(
            SchemaPipeline().run(files: Self.files([Self.v1, Self.v2, Self.v3, Self.v4]), folder: "Schemas")
                .analysis?.history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 1, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock"
        ).lock
        func failure(_ through: SchemaVersion, in lock: SchemaLock = sealed, history: SchemaHistory = history)
            -> String?
        {
            RetireRequest.retire(through: through, in: lock, history: history, lockPath: "schemagen.lock").failure?
                .formatted
        }
        #expect(
            failure(SchemaVersion(1, 3, 0))
                == "schemagen.lock: error: 1.3.0 is the latest version, and a plan keeps at least one [SG808]\n    hint: retire through a version before it, the last one no device still holds"
        )
        #expect(
            failure(SchemaVersion(2, 0, 0))
                == "schemagen.lock: error: the history has no version 2.0.0 [SG808]\n    hint: the versions are 1.0.0, 1.1.0, 1.2.0 and 1.3.0"
        )
        #expect(
            failure(SchemaVersion(1, 2, 0))
                == "schemagen.lock: error: version 1.2.0 is not sealed, so it never shipped and no store can be at it [SG808]\n    hint: seal the versions that shipped first (schemagen seal --through 1.2.0); a version that never shipped is simply deleted"
        )
        let (_, retired) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let after = try #require(
            Self.run(Self.files([Self.v3, Self.v4], numbers: [3, 4]), lock: retired.lock).analysis?.history)
        #expect(
            failure(SchemaVersion(1, 0, 0), in: retired.lock, history: after)
                == "schemagen.lock: error: every version through 1.1.0 is retired already [SG808]\n    hint: retire through a later version, before the latest (1.3.0)"
        )
        // Retiring further keeps the versions retired before.
        let further = RetireRequest.retire(
            through: SchemaVersion(1, 2, 0), in: retired.lock, history: after, lockPath: "schemagen.lock")
        #expect(further.failure == nil)
        #expect(further.lock.retired.map(\.version.description) == ["1.0.0", "1.1.0", "1.2.0"])
        #expect(further.retiredFiles == ["V3.yaml"])
    }

    @Test("a retired version can't be unsealed")
    func retiredVersionStaysSealed() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let lock = SealRequest.unseal(SchemaVersion(1, 2, 0), from: outcome.lock, lockPath: "schemagen.lock").lock
        let unsealRetired = SealRequest.unseal(SchemaVersion(1, 1, 0), from: lock, lockPath: "schemagen.lock")
        #expect(
            unsealRetired.failure?.formatted
                == "schemagen.lock: error: version 1.1.0 is retired: it shipped, and devices held stores of it [SG804]\n    hint: a retired version stays sealed; write a change as a new version file"
        )
    }

    @Test("a lock whose retired lines don't match its versions is refused, located at the line")
    func brokenRetiredLines() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let text = outcome.lock.text
        let restore =
            "\n    hint: restore the lock from version control (git checkout -- schemagen.lock); never edit it by hand"
        func errors(_ edited: String) -> [String] {
            SchemaLock.parse(Array(edited.utf8), path: "schemagen.lock").diagnostics.map(\.formatted)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstRetired = try #require(lines.firstIndex { $0.hasPrefix("retired 1.0.0") })
        // Only the later one retired: a gap.
        var gap = lines
        gap.remove(at: firstRetired)
        let v1Line = try #require(gap.firstIndex { $0.hasPrefix("version 1.0.0") }) + 1
        #expect(
            errors(gap.joined(separator: "\n")) == [
                "schemagen.lock:\(v1Line):1: error: version 1.0.0 is not retired, but the later 1.1.0 is: only the oldest versions can be retired [SG803]"
                    + restore
            ])
        var twice = lines
        twice.insert(lines[firstRetired], at: firstRetired)
        #expect(
            errors(twice.joined(separator: "\n")) == [
                "schemagen.lock:\(firstRetired + 2):1: error: the lock retires version 1.0.0 twice [SG803]" + restore
            ])
        var unsealed = lines
        unsealed[firstRetired] = "retired 0.9.0 v2:abc"
        #expect(
            errors(unsealed.joined(separator: "\n")).first
                == "schemagen.lock:\(firstRetired + 1):1: error: the lock retires version 0.9.0, which it does not seal [SG803]"
                + restore)
        var malformed = lines
        malformed[firstRetired] = "retired 1.0.0"
        #expect(
            errors(malformed.joined(separator: "\n")).first
                == "schemagen.lock:\(firstRetired + 1):1: error: 'retired 1.0.0' is not where a lock file names a retired version [SG803]\n    hint: 'retired 1.2.0 v2:<fingerprint>' lines come before the versions; restore the lock from version control (git checkout -- schemagen.lock); never edit it by hand"
        )
    }

    @Test("the plan states the retired versions, in text, in JSON and in the generated plan")
    func planStatesRetiredVersions() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let analysis = try #require(
            Self.run(Self.files([Self.v3, Self.v4], numbers: [3, 4]), lock: outcome.lock).analysis)
        #expect(
            PlanTextRenderer.render(analysis).hasPrefix(
                "# Migration plan\n\nRetired: 1.0.0 and 1.1.0 (`schemagen retire`); a store at a retired version is refused, naming 1.2.0.\n"
            ))
        #expect(
            PlanJSONRenderer.render(analysis).hasPrefix(
                "{\n  \"retired\": [\n    {\n      \"version\": \"1.0.0\",\n      \"file\": \"V1.yaml\"\n    },"))
        let plan = try #require(
            GenerationContext().render(analysis).first {
                $0.path == "SchemaMigrationPlan.swift"
            })
        #expect(plan.contents.contains("public static var retiredVersions: [SchemaRuntime.RetiredVersion] {"))
        #expect(plan.contents.contains("fingerprint: \"\(outcome.lock.retired[1].fingerprint)\"),"))
    }

    @Test("a fixture file of a retired version is not read")
    func retiredFixturesAreSkipped() throws {
        let (_, outcome) = try Self.retiredLock(through: SchemaVersion(1, 1, 0))
        let analysis = try #require(
            Self.run(Self.files([Self.v3, Self.v4], numbers: [3, 4]), lock: outcome.lock).analysis)
        let folder = ScratchFolder.make("schemagen-retired")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Item:\n  old: { name: old, note: kept }\n".write(
            to: folder.appendingPathComponent("1.1.0.yaml"), atomically: true, encoding: .utf8)
        try "Item:\n  kept: { name: kept }\n".write(
            to: folder.appendingPathComponent("1.2.0.yaml"), atomically: true, encoding: .utf8)
        let loaded = FixtureFolder.load(folder, displayPath: "Fixtures", analysis: analysis)
        #expect(loaded.diagnostics.map(\.formatted) == [])
        #expect(loaded.files.map(\.path) == ["Fixtures/1.2.0.yaml"])
    }

    @Test("schemagen retire rewrites the lock, deletes the retired files and says so; generate then drops them")
    func retireCommand() throws {
        let folder = try CommandLineTests().workspace([
            "V1.yaml": Self.v1, "V2.yaml": Self.v2, "V3.yaml": Self.v3, "V4.yaml": Self.v4,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unsealed = try CommandRunner.run(["retire", "--through", "1.1.0"], in: folder)
        #expect(unsealed.status == 1)
        #expect(
            unsealed.standardError
                == "Schemas/schemagen.lock: error: version 1.0.0 is not sealed, so it never shipped and no store can be at it [SG808]\n    hint: seal the versions that shipped first (schemagen seal --through 1.0.0); a version that never shipped is simply deleted\n"
        )
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Schemas/V1.yaml").path))
        #expect(try CommandRunner.run(["seal", "--through", "1.2.0"], in: folder).status == 0)
        let retired = try CommandRunner.run(["retire", "--through", "1.1.0"], in: folder)
        #expect(retired.status == 0, "\(retired.standardError)")
        #expect(
            retired.standardOutput
                == "Schemas/schemagen.lock: retired 1.0.0 and 1.1.0; the plan now starts at 1.2.0, and a store at a retired version is refused naming 1.2.0\ndeleted Schemas/V1.yaml, Schemas/V2.yaml; regenerate to drop their code\n"
        )
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Schemas").path)
        #expect(left.sorted() == ["V3.yaml", "V4.yaml", "schemagen.lock"])
        let generated = try CommandRunner.run(["generate", "--output", "Generated"], in: folder)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(generated.standardError == "")
        let output = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Generated").path)
        #expect(
            output.sorted() == [
                "SchemaMigrationPlan.swift", "SchemaTypealiases.swift", "SchemaV3.swift", "SchemaV4.swift",
            ])
        // Later releases seal as before, and the retirement stays.
        let sealed = try CommandRunner.run(["seal"], in: folder)
        #expect(sealed.status == 0, "\(sealed.standardError)")
        #expect(sealed.standardOutput == "Schemas/schemagen.lock: sealed 1.3.0; 4 versions are sealed\n")
        let lock = try String(contentsOf: folder.appendingPathComponent("Schemas/schemagen.lock"), encoding: .utf8)
        #expect(lock.split(separator: "\n").filter { $0.hasPrefix("retired ") }.count == 2)
    }

    @Test("diff --base reads the base's lock: a retired history compared with itself changes nothing")
    func diffReadsTheBaseLock() throws {
        let folder = try CommandLineTests().workspace([
            "V1.yaml": Self.v1, "V2.yaml": Self.v2, "V3.yaml": Self.v3, "V4.yaml": Self.v4,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["seal", "--through", "1.2.0"], in: folder).status == 0)
        #expect(try CommandRunner.run(["retire", "--through", "1.1.0"], in: folder).status == 0)
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "retired"]] {
            try CommandLineTests().git(arguments, in: folder)
        }
        let unchanged = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "text"], in: folder)
        #expect(unchanged.status == 0, "\(unchanged.standardError)")
        // Read without its lock, the base would start at the retired 1.0.0's successor with nothing retired, and
        // its generated plan and namespaces would differ from the same history read with it.
        #expect(unchanged.standardOutput.split(separator: "\n").count == 2, "\(unchanged.standardOutput)")
    }
}
