import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime

/// A store whose metadata was edited by hand is refused with what its metadata holds, not a guess; and a
/// store that can't be written is told the cause that fits (permissions, or a read-only mount).
@Suite("Edited metadata and unwritable stores are refused in words that fit what was found")
struct StoreMetadataWordingTests {
    /// An up-to-date example store whose metadata then had `sql` run on it.
    func editedStore(in folder: TemporaryFolder, _ sql: String) throws -> URL {
        let url = folder.file("edited.sqlite")
        _ = try ExamplePlan.open(url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        return url
    }

    func refusal(_ url: URL) -> String {
        do {
            _ = try ExamplePlan.open(url)
            return "opened"
        } catch {
            return (error as? SchemaStoreError)?.description ?? "\(error)"
        }
    }

    @Test("a version that is not a version number is named as such")
    func versionThatIsNoNumber() throws {
        let folder = try TemporaryFolder()
        let url = try editedStore(
            in: folder, "UPDATE _schemagen_metadata SET value = 'not-a-version' WHERE key = 'version'")
        #expect(
            refusal(url)
                == "the store at \(url.path) matches no schema version this app knows: its metadata records the version 'not-a-version', which is not a version number such as 1.2.0, so it was edited outside schemagen"
        )
    }

    @Test("a missing version row is named as such")
    func missingVersionRow() throws {
        let folder = try TemporaryFolder()
        let url = try editedStore(in: folder, "DELETE FROM _schemagen_metadata WHERE key = 'version'")
        #expect(
            refusal(url)
                == "the store at \(url.path) matches no schema version this app knows: its metadata records no version (the 'version' row of _schemagen_metadata is missing), so it was edited outside schemagen"
        )
    }

    @Test("an unwritable store is blamed on permissions, unless its file system is mounted read-only")
    func readOnlyWording() {
        let cause = DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database")
        #expect(
            SchemaStoreError.readOnly(path: "/data/app.sqlite", underlying: cause, onReadOnlyMount: false).description
                == "/data/app.sqlite can't be written (SQLite error 8: attempt to write a readonly database); check the permissions of the file and its folder"
        )
        #expect(
            SchemaStoreError.readOnly(path: "/data/app.sqlite", underlying: cause, onReadOnlyMount: true).description
                == "/data/app.sqlite can't be written (SQLite error 8: attempt to write a readonly database): the file system holding it is mounted read-only; open the store from a writable location, or remount the volume read-write"
        )
    }
}
