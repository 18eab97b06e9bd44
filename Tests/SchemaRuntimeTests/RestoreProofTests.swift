import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// A backup can change on disk between the moment it is verified and the moment a failed migration needs it
/// (another program, a sync client, a disk fault). The store must then never be overwritten with what is
/// there now, and "restored" is said only of a store that was checked after the copy.
@Suite("A restore copies only the backup's verified bytes, and says 'restored' only of a store it checked")
struct RestoreProofTests {
    static let rowsPerEntity = 20

    func filledV1Store(_ folder: TemporaryFolder) throws -> (URL, [String: [Int64: [String: DatabaseValue]]]) {
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: Self.rowsPerEntity)
        return (url, try StoreInspection.rows(url, schema: SchemaV1.schemaDescription))
    }

    /// The store stayed whole at 1.2.0 (the last stage that committed), the backup was kept for the user,
    /// and the message says why it was not used.
    func expectLeftWholeWithBackupKept(_ url: URL, message: String?, why: String) throws {
        let text = try #require(message)
        #expect(text.contains("the store was left at version 1.2.0, the last stage that completed (its backup at "))
        #expect(text.contains(" failed its check and was not used: \(why)"), "\(text)")
        #expect(!text.contains("restored"))
        #expect(try StoreInspection.recordedVersion(url).0 == "1.2.0")
        let backups = try StoreInspection.backups(of: url)
        #expect(backups.count == 1, "the backup is kept, and no staging copy is left: \(backups)")
        // Nothing was lost: the store migrates on from 1.2.0 with every row.
        let reopened = try ExamplePlan.open(url)
        try reopened.read { (context: StoreContext) throws -> Void in
            #expect(try context.count(SchemaV7.SDUserProfile.self) == Self.rowsPerEntity)
            #expect(try context.count(SchemaV7.SDMealLogItem.self) == Self.rowsPerEntity)
        }
    }

    func failingOpen(_ url: URL, sabotage: @escaping @Sendable (URL) throws -> Void) -> String? {
        BackupProtocolTests().failingOpen(url, sabotage: sabotage)
    }

    @Test("a backup truncated to zero bytes after its check is not restored over the store")
    func truncatedBackup() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let message = failingOpen(url) { backup in try Data().write(to: backup) }
        try expectLeftWholeWithBackupKept(
            url, message: message, why: "its content changed after it was made (SHA-256 ")
        #expect(message?.contains("in the 0 bytes there now)") == true)
    }

    @Test("a backup replaced by an empty database after its check is not restored over the store")
    func backupReplacedByEmptyDatabase() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let message = failingOpen(url) { backup in
            try FileManager.default.removeItem(at: backup)
            let empty = try DatabaseQueue(path: backup.path)
            try empty.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
            try empty.close()
        }
        try expectLeftWholeWithBackupKept(url, message: message, why: "its content changed after it was made")
    }

    @Test("a same-length edit inside the backup (which every SQLite check accepts) is not restored")
    func editedBackup() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let message = failingOpen(url) { backup in
            // Flip bytes in the last page, where rows live: same size, still a database SQLite reads.
            let handle = try FileHandle(forUpdating: backup)
            defer { try? handle.close() }
            let size = try handle.seekToEnd()
            try #require(size > 4096, "\(backup.lastPathComponent) has \(size) bytes")
            try handle.seek(toOffset: size - 64)
            let original = try handle.read(upToCount: 8) ?? Data()
            try handle.seek(toOffset: size - 64)
            try handle.write(contentsOf: Data(original.map { $0 ^ 0x01 }))
        }
        try expectLeftWholeWithBackupKept(url, message: message, why: "its content changed after it was made")
    }

    @Test("a backup replaced by another valid store of the same version and fingerprint is not restored")
    func backupReplacedByAnotherStore() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        // A store of the same app at 1.0.0 with other rows: every check but the digest accepts it.
        let impostor = folder.file("impostor.sqlite")
        _ = try ExamplePlan.open(impostor, upTo: 1)
        try SyntheticRows.fill(impostor, schema: SchemaV1.schemaDescription, rowsPerEntity: 3)
        let impostorBytes = try Data(contentsOf: impostor)
        let message = failingOpen(url) { backup in try impostorBytes.write(to: backup) }
        try expectLeftWholeWithBackupKept(url, message: message, why: "its content changed after it was made")
    }

    @Test(
        "another process truncating the backup while the restore runs never makes an empty store 'restored'",
        arguments: [0.0, 0.001, 0.003, 0.006, 0.01, 0.02])
    func backupTruncatedDuringRestore(delay: Double) throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore) = try filledV1Store(folder)
        let truncation = TruncatingProcess()
        defer { truncation.wait() }
        let message = try #require(
            failingOpen(url) { backup in try truncation.start(backup, after: delay) })
        truncation.wait()
        if message.hasSuffix("the store was restored from its backup to version 1.0.0, as it was before migrating") {
            // The copy read the backup before the truncation: the store must hold every row of 1.0.0.
            #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
            #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
        } else {
            #expect(message.contains("its content changed after it was made"), "\(message)")
            #expect(try StoreInspection.recordedVersion(url).0 == "1.2.0")
            #expect(try ExamplePlan.open(url).version == SchemaV7.versionIdentifier)
        }
    }

    @Test("a store that fails the backup's checks after the copy is reported as not to be trusted")
    func restoredStoreFailingItsCheck() {
        let outcome = MigrationOutcome.leftAt(
            version: SchemaVersion(1, 0, 0),
            reason: .restoredCopyFailedCheck(
                backupPath: "/stores/app.sqlite.schemagen-backup-1a2b3c4d",
                underlying: StoreBackup.VerificationFailure(reason: "it records version 1.2.0, not 1.0.0")))
        #expect(
            outcome.description
                == "the store records version 1.0.0, but its backup was copied over it and the result failed the backup's checks (it records version 1.2.0, not 1.0.0): do not trust it; the backup is kept at /stores/app.sqlite.schemagen-backup-1a2b3c4d"
        )
    }

    @Test("a backup's digest is SHA-256 of its bytes, and a copy hashes exactly what it copies")
    func fileDigest() throws {
        let folder = try TemporaryFolder()
        let source = folder.file("source.bin")
        // Larger than one read, so the chunked reading and the hash's block path both run.
        let bytes = Data((0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: source)
        let expected = SHA256.hexDigest(of: [UInt8](bytes))
        #expect(try FileDigest.sha256(of: source) == expected)
        let copied = try FileDigest.copy(source, to: folder.file("copy.bin"))
        #expect(copied.digest == expected)
        #expect(copied.byteCount == bytes.count)
        #expect(try Data(contentsOf: folder.file("copy.bin")) == bytes)
    }
}

/// Another process that truncates a file to zero bytes after a delay, as a sync client or a careless script
/// could while a restore reads it.
final class TruncatingProcess: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?

    func start(_ file: URL, after delay: Double) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep \(delay); : > \"$0\"", file.path]
        try process.run()
        lock.withLock { self.process = process }
    }

    func wait() {
        lock.withLock { process }?.waitUntilExit()
    }
}
