import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// Two paths to one store file must never mean two locks: symbolic links are resolved to the file's own
/// path, and a file with several hard links (names SQLite can't tie together) is refused untouched.
@Suite("Every path to one store shares its lock: symbolic links resolved, hard links refused untouched")
struct StoreNameTests {
    static let rowsPerEntity = 200

    func filledV1Store(_ folder: TemporaryFolder) throws -> URL {
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: Self.rowsPerEntity)
        return url
    }

    /// The store at `url`, a symbolic link to it, and a symbolic link to its folder: three names of one file.
    func linkedNames(_ folder: TemporaryFolder, to url: URL) throws -> [URL] {
        let fileLink = folder.file("link.sqlite")
        try FileManager.default.createSymbolicLink(at: fileLink, withDestinationURL: url)
        let folderLink = folder.file("folder-link")
        try FileManager.default.createSymbolicLink(at: folderLink, withDestinationURL: folder.url)
        return [url, fileLink, folderLink.appendingPathComponent(url.lastPathComponent)]
    }

    /// Every stage recorded in the store, in order.
    func appliedStages(_ url: URL) throws -> [String] {
        try DatabaseQueue(path: url.path).read { db in
            try String.fetchAll(
                db, sql: "SELECT coalesce(from_version, 'created') || ' -> ' || to_version FROM _schemagen_history")
        }
    }

    static let everyStageOnce = [
        "created -> 1.0.0", "1.0.0 -> 1.1.0", "1.1.0 -> 1.2.0", "1.2.0 -> 1.3.0", "1.3.0 -> 1.4.0",
        "1.4.0 -> 1.5.0", "1.5.0 -> 1.6.0",
    ]

    /// Runs the demo's `migrate` on each path at once; returns each process's status, output and errors.
    func openAtOnce(_ paths: [URL]) throws -> [(status: Int32, printed: String, complaint: String)] {
        let processes = try paths.map { try ConcurrentOpenTests().startOpening($0) }
        return processes.map { process, output, errors in
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, printed, complaint)
        }
    }

    @Test("a symbolic link to the store, or to its folder, resolves to the store's own file, lock and backups")
    func symbolicLinksResolve() throws {
        let folder = try TemporaryFolder()
        let url = try filledV1Store(folder)
        let names = try linkedNames(folder, to: url)
        let fileLink = names[1]
        #expect(try names.map(StoreName.resolve) == [url, url, url])
        #expect(
            try StoreName.resolve(names[2].deletingLastPathComponent().appendingPathComponent("new.sqlite"))
                == folder.file("new.sqlite"),
            "a store about to be created is named by its folder's real path")

        // The lock another process holds on the store's own path holds for the link too.
        let held = try MigrationLock.acquire(forStore: url.path, timeout: 0)
        var options = StoreOptions()
        options.busyTimeout = 0.2
        #expect {
            _ = try SchemaStore.open(
                at: fileLink, schemas: ExamplePlan.allSchemas, stages: ExamplePlan.stages(upTo: 7), options: options)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "the store at \(url.path) is busy: another process is using or migrating it; try again when it is done"
        }
        held.release()
        let store = try SchemaStore.open(
            at: fileLink, schemas: ExamplePlan.allSchemas, stages: ExamplePlan.stages(upTo: 7))
        #expect(store.version == SchemaV7.versionIdentifier)
        #expect(store.url == fileLink, "the store keeps the URL the app gave")
        #expect(!FileManager.default.fileExists(atPath: fileLink.path + "-wal"), "SQLite never used the link's name")
        #expect(!FileManager.default.fileExists(atPath: fileLink.path + ".schemagen-lock"))
    }

    @Test(
        "processes opening one V1 store by its name and through symbolic links migrate it exactly once",
        arguments: [2, 4])
    func processesThroughSymbolicLinks(count: Int) throws {
        let folder = try TemporaryFolder()
        let url = try filledV1Store(folder)
        let names = try linkedNames(folder, to: url)
        let results = try openAtOnce((0..<count).map { names[$0 % names.count] })
        for (index, result) in results.enumerated() {
            #expect(result.status == 0, "process \(index): \(result.complaint)")
            #expect(result.printed == "opened at 1.6.0\n", "process \(index)")
        }
        #expect(try appliedStages(url) == Self.everyStageOnce)
        let store = try ExamplePlan.open(url)
        try store.read { (context: StoreContext) throws -> Void in
            #expect(try context.count(SchemaV7.SDUserProfile.self) == Self.rowsPerEntity)
            #expect(try context.count(SchemaV7.SDMealLogItem.self) == Self.rowsPerEntity)
        }
        #expect(try StoreInspection.backups(of: url).isEmpty)
    }

    @Test(
        "processes opening a hard-linked store by either name are all refused, and the file is untouched",
        arguments: [2, 4])
    func processesThroughHardLinks(count: Int) throws {
        let folder = try TemporaryFolder()
        let url = try filledV1Store(folder)
        let otherName = folder.file("other-name.sqlite")
        try FileManager.default.linkItem(at: url, to: otherName)
        let before = try StoreInspection.bytes(url)
        let results = try openAtOnce((0..<count).map { $0.isMultiple(of: 2) ? url : otherName })
        for (index, result) in results.enumerated() {
            #expect(result.status == 1, "process \(index)")
            #expect(
                result.complaint.contains(
                    "has 2 hard links: SQLite keeps a store's journal and write-ahead log beside the name it is opened by"
                ),
                "process \(index): \(result.complaint)")
        }
        #expect(try StoreInspection.bytes(url) == before)
        #expect(try appliedStages(url) == ["created -> 1.0.0"])
        for name in [url, otherName] { #expect(!FileManager.default.fileExists(atPath: name.path + "-wal")) }
        #expect(!FileManager.default.fileExists(atPath: otherName.path + ".schemagen-lock"))
    }

    @Test("a hard-linked store is refused with the link count, and opens once the other name is gone")
    func hardLinkRefusedThenOpens() throws {
        let folder = try TemporaryFolder()
        let url = try filledV1Store(folder)
        let otherName = folder.file("other-name.sqlite")
        try FileManager.default.linkItem(at: url, to: otherName)
        #expect {
            _ = try ExamplePlan.open(otherName)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .multipleLinks else { return false }
            return error.path == otherName.path
                && error.localizedDescription
                    == "the store at \(otherName.path) has 2 hard links: SQLite keeps a store's journal and write-ahead log beside the name it is opened by, so processes opening it by different names would not see each other's writes; remove the other links (a symbolic link is fine) and open it by one name; it was left untouched"
        }
        try FileManager.default.removeItem(at: otherName)
        #expect(try ExamplePlan.open(url).version == SchemaV7.versionIdentifier)
    }
}
