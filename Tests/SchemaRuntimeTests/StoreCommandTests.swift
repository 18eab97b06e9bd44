import Foundation
import GoldenRequiredDefaults
import GoldenRetired
import GoldenValueTypeChanges
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// `schemagen-store status`, run as a user runs it: a store read against a history's version files.
@Suite("schemagen-store status: a store against its history's version files, the store untouched")
struct StoreCommandTests {
    /// The golden history the RequiredDefaults store was written from, in the source tree.
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GoldenReferences/RequiredDefaults/Schemas").path

    /// Runs the built `schemagen-store` with `arguments`.
    func run(_ arguments: [String]) throws -> ExecutableRun {
        try ExecutableRun(ExecutableRun.product("schemagen-store"), arguments)
    }

    @Test("a store one version behind: its version, history and pending stage; exit 0, nothing written")
    func storeBehind() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try RequiredWithDefaultTests.writeVersion1(url)
        let bytes = try Data(contentsOf: url)
        let result = try run(["status", "--store", url.path, "--schemas", Self.schemas])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "at 1.0.0, whose tables match its layout; the plan's latest is 1.1.0\napplied 1.0.0 created, 0 rows\n"
                + "pending 1.0.0 -> 1.1.0 lightweight\n")
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test("a history with retired versions is read with its lock: its stores are still its own")
    func retiredHistory() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(at: url, plan: GoldenRetired.SchemaMigrations.self)
        let schemas = URL(fileURLWithPath: Self.schemas).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Retired/Schemas").path
        let result = try run(["status", "--store", url.path, "--schemas", schemas])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "at 1.3.0, whose tables match its layout; the plan's latest is 1.3.0\napplied 1.3.0 created, 0 rows\nup to date\n"
        )
    }

    @Test("another history's store is refused with why, and exit 1")
    func anotherHistory() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(
            at: url, plan: GoldenValueTypeChanges.SchemaMigrations.self,
            customStages: StructChangeMigrationTests.Stages())
        let result = try run(["status", "--store", url.path, "--schemas", Self.schemas])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: "), "\(result.error)")
        #expect(result.error.contains("belongs to the schema history 'SchemaMigrations:"), "\(result.error)")
    }

    @Test("another engine's URL is refused, not read as a file that does not exist yet")
    func otherURL() throws {
        let result = try run(["status", "--store", "mysql://localhost/app", "--schemas", Self.schemas])
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "'mysql://localhost/app' is a URL of no engine schemagen stores in: give a file's path or a postgres:// URL"
            ), "\(result.error)")
    }

    @Test("a history with an error is reported, and nothing is read")
    func brokenHistory() throws {
        let folder = try TemporaryFolder()
        let result = try run(["status", "--store", folder.file().path, "--schemas", folder.url.path + "/Nowhere"])
        #expect(result.status == 1)
        #expect(result.error.contains("error: no such folder [SG101]"), "\(result.error)")
    }
}
