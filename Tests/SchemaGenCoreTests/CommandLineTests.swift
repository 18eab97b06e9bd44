import Foundation
import Testing

@Suite("The schemagen command, run as a user runs it")
struct CommandLineTests {
    /// A scratch copy of a history: `Schemas/` with the given files, in a fresh folder.
    func workspace(_ files: [String: String]) throws -> URL {
        let folder = ScratchFolder.make("schemagen-cli")
        let schemas = folder.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: schemas.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs `git` with `arguments` in `folder`, as a committer named `t`, expecting it to succeed.
    func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    let v1 = "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      name: String\n"
    let v2 = "version: 1.1.0\nmodels:\n  Item:\n    attributes:\n      name: String\n      note: String?\n"

    @Test("new-version writes the next version file and says so; an invalid history writes nothing")
    func newVersion() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CommandRunner.run(["new-version", "--no-config"], in: folder)
        #expect(made.status == 0)
        #expect(
            made.standardOutput
                == "Wrote Schemas/V3.yaml (1.2.0), a copy of V2.yaml (1.1.0) without its name and migration hints; make the new version's changes, then run 'schemagen validate'.\n"
        )
        let text = try String(contentsOf: folder.appendingPathComponent("Schemas/V3.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# 1.2.0: what this version changes, and why.\nversion: 1.2.0\n"))
        let again = try CommandRunner.run(["new-version", "--no-config", "--version", "1.2.0"], in: folder)
        #expect(again.status == 1)
        #expect(again.standardError.contains("error: 1.2.0 is not after the latest version, 1.2.0 [SG206]"))

        let broken = try workspace(["V1.yaml": v1.replacingOccurrences(of: "String", with: "Strng")])
        defer { try? FileManager.default.removeItem(at: broken) }
        let refused = try CommandRunner.run(["new-version", "--no-config"], in: broken)
        #expect(refused.status == 1)
        #expect(refused.standardError.hasSuffix("Schemas: fix these before starting a new version\n"))
        #expect(!FileManager.default.fileExists(atPath: broken.appendingPathComponent("Schemas/V2.yaml").path))
    }

    @Test("validate exits 0 with a summary on stdout, and 1 with located errors on stderr")
    func validate() throws {
        let good = try workspace(["V1.yaml": v1])
        defer { try? FileManager.default.removeItem(at: good) }
        let ok = try CommandRunner.run(["validate"], in: good)
        #expect(ok.status == 0)
        #expect(
            ok.standardOutput
                == "Schemas: 1 version (1.0.0); latest SchemaV1 has 1 model and 0 enums; 0 errors, 0 warnings\n")
        #expect(ok.standardError == "")

        let bad = try workspace(["V1.yaml": v1.replacingOccurrences(of: "String", with: "Strng")])
        defer { try? FileManager.default.removeItem(at: bad) }
        let failed = try CommandRunner.run(["validate", "--schemas", "Schemas"], in: bad)
        #expect(failed.status == 1)
        #expect(
            failed.standardError
                == "Schemas/V1.yaml:5:13: error: unknown type 'Strng' for the attribute 'Item.name' [SG300]\n    hint: did you mean 'String'?\n"
        )
    }

    @Test("generate writes the files, a second run changes nothing, and check passes")
    func generateThenCheck() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["generate"], in: folder)
        #expect(first.status == 0)
        #expect(first.standardOutput == "Generated: wrote 4, removed 0, unchanged 0\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)
        #expect(
            names.sorted() == [
                "SchemaMigrationPlan.swift", "SchemaTypealiases.swift", "SchemaV1.swift", "SchemaV2.swift",
            ])
        #expect(try CommandRunner.run(["generate"], in: folder).standardOutput == "Generated: up to date (4 files)\n")
        #expect(try CommandRunner.run(["check"], in: folder).status == 0)
    }

    @Test("check fails with a unified diff when a schema changed and Generated/ was not regenerated")
    func checkFailsWhenStale() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["generate"], in: folder).status == 0)
        try (v2 + "      extra: Int?\n").write(
            to: folder.appendingPathComponent("Schemas/V2.yaml"), atomically: true, encoding: .utf8)
        let check = try CommandRunner.run(["check"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("--- a/Generated/SchemaV2.swift\n+++ b/Generated/SchemaV2.swift\n"))
        #expect(check.standardOutput.contains("+        public var extra: Int?\n"))
        #expect(check.standardError.contains("Generated is stale: 1 files differ"))
    }

    @Test("a history with an error writes nothing at all")
    func errorsWriteNothing() throws {
        let folder = try workspace([
            "V1.yaml": v1, "V2.yaml": "version: 1.1.0\nmodels:\n  Item:\n    attributes:\n      name: String\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Schemas/V1.yaml"))
        try "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      name: String\n  Gone: {}\n".write(
            to: folder.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("Schemas/V2.yaml:1:10: error: removing the model 'Gone' loses stored data"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    @Test("plan --format json has the documented shape")
    func planJSON() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["plan", "--format", "json"], in: folder)
        #expect(result.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.count == 2)
        #expect(steps[0]["from"] is NSNull)
        #expect(steps[0]["stage"] is NSNull)
        #expect(steps[0]["defined"] as? [String] == ["Item"])
        #expect(steps[1]["from"] as? String == "SchemaV1")
        #expect(steps[1]["stage"] as? String == "lightweight")
        #expect(steps[1]["defined"] as? [String] == ["Item"])
        let change = try #require((steps[1]["changes"] as? [[String: String]])?.first)
        #expect(change == ["kind": "attributeAdded", "path": "Item.note", "location": "Schemas/V2.yaml:6:7"])
    }

    @Test("scaffold writes stubs once and never overwrites them")
    func scaffoldNeverOverwrites() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2 + "migration:\n  stage: custom\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["scaffold", "--into", "Stages"], in: folder)
        #expect(
            first.standardOutput
                == "Stages: wrote SchemaMigrationsStages.swift, SchemaMigrationsStages+MigrateSchemaV1ToSchemaV2.swift\n"
        )
        let stub = folder.appendingPathComponent("Stages/SchemaMigrationsStages+MigrateSchemaV1ToSchemaV2.swift")
        try "// my implementation\n".write(to: stub, atomically: true, encoding: .utf8)
        let second = try CommandRunner.run(["scaffold", "--into", "Stages"], in: folder)
        #expect(second.standardOutput == "Stages: every custom stage has a file\n")
        #expect(try String(contentsOf: stub, encoding: .utf8) == "// my implementation\n")
    }

    @Test("scaffold names its stubs after the configuration's planName, so they conform to the generated plan")
    func scaffoldUsesConfiguredPlanName() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2 + "migration:\n  stage: custom\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "schemas: Schemas\nplanName: AppMigrations\n".write(
            to: folder.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["scaffold", "--config", "schemagen.yaml", "--into", "Stages"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "Stages: wrote AppMigrationsStages.swift, AppMigrationsStages+MigrateSchemaV1ToSchemaV2.swift\n")
        let stages = try String(
            contentsOf: folder.appendingPathComponent("Stages/AppMigrationsStages.swift"), encoding: .utf8)
        #expect(stages.contains("AppMigrationsCustomStages"))
        // The flag still wins over the configuration.
        let flagged = try CommandRunner.run(
            ["scaffold", "--config", "schemagen.yaml", "--plan-name", "Other", "--into", "Flagged"], in: folder)
        #expect(flagged.standardOutput.hasPrefix("Flagged: wrote OtherStages.swift"))
        let invalid = try CommandRunner.run(["scaffold", "--plan-name", "9lives", "--into", "X"], in: folder)
        #expect(invalid.status != 0)
        #expect(invalid.standardError.contains("--plan-name '9lives' is not a Swift identifier"))
        // `_` alone is no type name, though every character of it is allowed.
        let underscore = try CommandRunner.run(["scaffold", "--plan-name", "_", "--into", "X"], in: folder)
        #expect(underscore.status != 0)
        #expect(underscore.standardError.contains("--plan-name '_' is not a Swift identifier"))
    }

    @Test("testkit writes the suite where the configuration says, with its imports, and says when it is current")
    func testKitWritesSuite() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2 + "migration:\n  stage: custom\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "testKitOutput: Tests/Kit\ntestKitImports: [Models, App]\ntestKitCustomStages: AppStages\n".write(
            to: folder.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        let first = try CommandRunner.run(["testkit"], in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardOutput == "Tests/Kit/SchemaMigrationsMigrationTests.swift: wrote the migration test suite\n")
        let suite = try String(
            contentsOf: folder.appendingPathComponent("Tests/Kit/SchemaMigrationsMigrationTests.swift"), encoding: .utf8
        )
        #expect(suite.contains("import App\nimport Models\nimport SchemaTestKit\nimport Testing\n"))
        #expect(suite.contains("MigrationTestKit(SchemaMigrations.self, customStages: AppStages())"))
        #expect(suite.contains("@Test(\"1.0.0 store migrates to 1.1.0 with every value\")"))
        let second = try CommandRunner.run(["testkit"], in: folder)
        #expect(second.standardOutput == "Tests/Kit/SchemaMigrationsMigrationTests.swift is up to date\n")
        // Flags win over the configuration.
        let flagged = try CommandRunner.run(
            ["testkit", "--output", "Other", "--import", "Mine", "--custom-stages", "MyStages"], in: folder)
        #expect(flagged.status == 0, "\(flagged.standardError)")
        let other = try String(
            contentsOf: folder.appendingPathComponent("Other/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(other.contains("import Mine\n") && other.contains("customStages: MyStages()"))
        // --check writes nothing and fails on a stale suite.
        let suiteURL = folder.appendingPathComponent("Tests/Kit/SchemaMigrationsMigrationTests.swift")
        #expect(try CommandRunner.run(["testkit", "--check"], in: folder).status == 0)
        try (suite + "// stale\n").write(to: suiteURL, atomically: true, encoding: .utf8)
        let stale = try CommandRunner.run(["testkit", "--check"], in: folder)
        #expect(stale.status != 0)
        #expect(
            stale.standardError
                == "error: Tests/Kit/SchemaMigrationsMigrationTests.swift is not what testkit writes; run 'schemagen testkit' and commit it\n"
        )
        #expect(try String(contentsOf: suiteURL, encoding: .utf8) == suite + "// stale\n")
    }

    @Test("testkit gives each sealed version a frozen store test, kept in the fixtures folder or in --stores")
    func testKitFrozenStores() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["seal", "--through", "1.0.0"], in: folder).status == 0)
        let beside = try CommandRunner.run(["testkit", "--output", "Kit"], in: folder)
        #expect(beside.status == 0, "\(beside.standardError)")
        let suite = try String(
            contentsOf: folder.appendingPathComponent("Kit/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(
            suite.contains(
                "@Test(\n        \"1.0.0 frozen store (Fixtures/stores/1.0.0.sqlite) migrates to 1.1.0 with every value\",\n"
                    + "        .enabled(if: Self.frozenStore(\"1.0.0\").exists, \"not frozen yet: sealedVersionsAreFrozen freezes it\"))"
            ), "\(suite)")
        #expect(suite.contains("@Test(\"every sealed version's frozen store is kept in Fixtures/stores\")"))
        #expect(!suite.contains("frozenStoreAt1_1_0"))
        // Found from the suite's own file, so the committed suite works in any clone.
        #expect(
            suite.contains(
                "URL(fileURLWithPath: #filePath).deletingLastPathComponent()\n"
                    + "            .appendingPathComponent(\"../Fixtures/stores/\\(version).sqlite\").standardizedFileURL"
            ),
            "\(suite)")
        let elsewhere = try CommandRunner.run(["testkit", "--output", "Build", "--stores", "Frozen"], in: folder)
        #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
        let built = try String(
            contentsOf: folder.appendingPathComponent("Build/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        let frozen = folder.appendingPathComponent("Frozen").standardizedFileURL.path
        #expect(built.contains("fileURLWithPath: \"\(frozen)\""), "\(built)")
        // Test names show the folder as the team sees it, not the full path a build plugin passes.
        let absolute = try CommandRunner.run(["testkit", "--output", "Build", "--stores", frozen], in: folder)
        #expect(absolute.status == 0, "\(absolute.standardError)")
        let named = try String(
            contentsOf: folder.appendingPathComponent("Build/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(named.contains("\"1.0.0 frozen store (Frozen/1.0.0.sqlite) migrates to 1.1.0 with every value\""))
        #expect(!named.contains("(\(frozen)/"))
    }

    @Test("testkit refuses a file it did not write and names that are not identifiers")
    func testKitRefusals() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        try "// my own tests\n".write(
            to: kit.appendingPathComponent("SchemaMigrationsMigrationTests.swift"), atomically: true, encoding: .utf8)
        let mine = try CommandRunner.run(["testkit", "--output", "Kit"], in: folder)
        #expect(mine.status != 0)
        #expect(
            mine.standardError
                == "error: Kit/SchemaMigrationsMigrationTests.swift was not written by schemagen; move it away or choose another --output\n"
        )
        #expect(
            try String(contentsOf: kit.appendingPathComponent("SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
                == "// my own tests\n")
        let badImport = try CommandRunner.run(["testkit", "--import", "my-models"], in: folder)
        #expect(badImport.status != 0)
        #expect(badImport.standardError.contains("'my-models' is not a Swift identifier"))
    }

    @Test(
        "testkit --flavor swiftdata writes the SwiftData suite, and warns that it leaves hand-written fixture rows out")
    func swiftDataTestKit() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CommandRunner.run(["testkit", "--flavor", "swiftdata", "--output", "SD"], in: folder)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardError == "")
        let suite = try String(
            contentsOf: folder.appendingPathComponent("SD/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(suite.contains("import SwiftData\n"))
        #expect(suite.contains("FrameworkMigrationTestKit("))
        #expect(suite.contains("migrationPlan: SchemaMigrations.self"))
        let fixtures = folder.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try "Item:\n  first:\n    name: First\n".write(
            to: fixtures.appendingPathComponent("1.0.0.yaml"), atomically: true, encoding: .utf8)
        let withFixture = try CommandRunner.run(["testkit", "--flavor", "swiftdata", "--output", "SD"], in: folder)
        #expect(withFixture.status == 0, "\(withFixture.standardError)")
        #expect(
            withFixture.standardOutput == "SD/SchemaMigrationsMigrationTests.swift: wrote the migration test suite\n")
        let updated = try String(
            contentsOf: folder.appendingPathComponent("SD/SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(updated.contains("@Test(\"1.0.0 store with Fixtures/1.0.0.yaml migrates to 1.1.0 with every value\")"))
        #expect(updated.contains("from: \"1.0.0\", adding: Self.fixture1_0_0"))
    }

    @Test("seal writes schemagen.lock in the schemas folder; every command then refuses an edit to a sealed version")
    func sealThenEdit() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        let sealed = try CommandRunner.run(["seal", "--through", "1.0.0"], in: folder)
        #expect(sealed.status == 0, "\(sealed.standardError)")
        #expect(sealed.standardOutput == "Schemas/schemagen.lock: sealed 1.0.0; 1 version is sealed\n")
        let lock = folder.appendingPathComponent("Schemas/schemagen.lock")
        #expect(try String(contentsOf: lock, encoding: .utf8).contains("version 1.0.0 sha256:"))
        try v1.replacingOccurrences(of: "name: String", with: "name: String?").write(
            to: folder.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        for command in [["validate"], ["generate"], ["check"], ["plan"], ["seal"]] {
            let result = try CommandRunner.run(command, in: folder)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.standardError.hasPrefix(
                    "Schemas/V1.yaml:5:7: error: version 1.0.0 is sealed (it has shipped), but 'Item.name' changed: it was column Item.name TEXT notnull (String); it is now column Item.name TEXT null (String?) [SG800]\n"
                ), "\(command): \(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        // It never shipped after all: unsealing lets the edit stand.
        let unsealed = try CommandRunner.run(["seal", "--unseal", "1.0.0"], in: folder)
        #expect(unsealed.status == 0, "\(unsealed.standardError)")
        #expect(try CommandRunner.run(["validate"], in: folder).status == 0)
    }

    @Test("seal --upgrade rewrites a format-1 lock after checking it, and refuses while a sealed version is edited")
    func sealUpgrade() throws {
        let folder = try workspace(["V1.yaml": SealingTests.v1])
        let lock = folder.appendingPathComponent("Schemas/schemagen.lock")
        try LockFormatTests.format1Lock.write(to: lock, atomically: true, encoding: .utf8)
        let validated = try CommandRunner.run(["validate"], in: folder)
        #expect(validated.status == 0)
        #expect(validated.standardError.contains("[SG806]"))
        try SealingTests.v1.replacingOccurrences(of: "score: Int?", with: "score: Int").write(
            to: folder.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["seal", "--upgrade"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("but 'Entry.score' changed"))
        #expect(try String(contentsOf: lock, encoding: .utf8) == LockFormatTests.format1Lock, "nothing written")
        try SealingTests.v1.write(
            to: folder.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        let upgraded = try CommandRunner.run(["seal", "--upgrade"], in: folder)
        #expect(upgraded.status == 0, "\(upgraded.standardError)")
        #expect(
            upgraded.standardOutput
                == "Schemas/schemagen.lock: upgraded from format 1 to 2, each sealed version checked against its old records first; 1 version is sealed\n"
        )
        #expect(try String(contentsOf: lock, encoding: .utf8).contains("schemagen-lock 2\n"))
        let clean = try CommandRunner.run(["validate"], in: folder)
        #expect(clean.status == 0 && !clean.standardError.contains("SG806"))
        let combined = try CommandRunner.run(["seal", "--upgrade", "--through", "1.0.0"], in: folder)
        #expect(combined.standardError.contains("--through, --unseal and --upgrade can't be used together"))
    }

    @Test("with --config, the lock file is beside the configuration")
    func sealBesideConfiguration() throws {
        let folder = try workspace(["V1.yaml": v1])
        try "schemas: Schemas\n".write(
            to: folder.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["seal", "--config", "schemagen.yaml"], in: folder)
        #expect(result.standardOutput == "schemagen.lock: sealed 1.0.0; 1 version is sealed\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("schemagen.lock").path))
    }

    @Test("diff --base compares with a git revision: exit 0 for a new version, 1 when one is edited")
    func diffAgainstGit() throws {
        let folder = try workspace(["V1.yaml": v1])
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        try v2.write(to: folder.appendingPathComponent("Schemas/V2.yaml"), atomically: true, encoding: .utf8)
        let added = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "text"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("added 1.1.0 (Schemas/V2.yaml)\n"))
        try v1.replacingOccurrences(of: "name: String", with: "name: Int").write(
            to: folder.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        let edited = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "text"], in: folder)
        #expect(edited.status == 1)
        #expect(
            edited.standardOutput.contains(
                "EDITED 1.0.0 (Schemas/V1.yaml)\n  Schemas/V1.yaml:5:7: 'Item.name' changed: it was column Item.name TEXT notnull (String); it is now column Item.name INTEGER notnull (Int)\n"
            ), "\(edited.standardOutput)")
        let unknown = try CommandRunner.run(["diff", "--base", "no-such-revision"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.hasPrefix("Schemas: error: git can't read revision 'no-such-revision' here: "))
    }

    @Test("diff without git on the PATH says git could not be run, and why")
    func diffWithoutGit() throws {
        let folder = try workspace(["V1.yaml": v1])
        let emptyFolder = folder.appendingPathComponent("no-programs")
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let output = try CommandRunner.run(
            ["diff", "--base", "HEAD"], in: folder, environment: ["PATH": emptyFolder.path])
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "Schemas: error: git could not be run (No such file or directory) [SG900]\n    hint: run inside the repository, and name a revision it has (such as origin/main); or use --base-schemas\n",
            "\(output.standardError)")
    }

    @Test("graph and diff explain a wrong request: an unknown version, a missing or doubled base")
    func graphAndDiffUsageErrors() throws {
        let folder = try workspace(["V1.yaml": v1, "V2.yaml": v2])
        let graph = try CommandRunner.run(["graph", "--version", "9.9.9"], in: folder)
        #expect(graph.status != 0)
        #expect(graph.standardError.contains("the history has no version 9.9.9; its versions are 1.0.0, 1.1.0"))
        let mermaid = try CommandRunner.run(["graph", "--version", "1.0.0"], in: folder)
        #expect(mermaid.standardOutput.hasPrefix("%% SchemaV1 (1.0.0)\nflowchart LR\n"))
        let noBase = try CommandRunner.run(["diff"], in: folder)
        #expect(noBase.status != 0)
        #expect(noBase.standardError.contains("give exactly one of --base REV and --base-schemas DIR"))
        let missing = try CommandRunner.run(["diff", "--base-schemas", "Nowhere"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.standardError
                == "Nowhere: error: no such folder [SG900]\n    hint: pass the folder of the base's version files\n")
    }

    @Test("--version prints the release")
    func version() throws {
        let folder = try workspace([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["--version"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.4.0\n")
    }

    @Test("a missing schemas folder is a clear error")
    func missingFolder() throws {
        let folder = try workspace([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--schemas", "Nowhere"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "Nowhere: error: no such folder [SG101]\n    hint: run from the package root, or pass the folder of version files with --schemas\n"
        )
    }

    @Test(
        "--help is help in every command, and an option's value that looks like an option is refused, writing nothing")
    func helpEverywhere() throws {
        let folder = ScratchFolder.make("schemagen-help")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["validate", "generate", "check", "plan", "scaffold", "seal", "graph", "diff", "testkit"] {
            let help = try CommandRunner.run([command, "--help"], in: folder)
            #expect(help.status == 0 && help.standardOutput.contains("USAGE: schemagen \(command)"), "\(command)")
        }
        for (arguments, message) in [
            (["generate", "--output", "--help"], "Error: Missing value for '--output <output>'"),
            (["validate", "--schemas", "--help"], "Error: Missing value for '--schemas <schemas>'"),
            (["testkit", "--output", "--check"], "Error: Missing value for '--output <output>'"),
        ] {
            let run = try CommandRunner.run(arguments, in: folder)
            #expect(run.status != 0 && run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
