import Foundation
import GRDB
import SchemaRuntime

/// A private copy of a store's files, in a folder of its own that is removed afterwards: what reads a store
/// without ever writing it (recognising a store whose log has no index, a status, a dry run) reads instead.
enum PrivateStoreCopy {
    /// Runs `body` with a copy of the store at `file` (`existed` false, and nothing copied, when there is no
    /// store: no file, or files of zero bytes), then removes the copy.
    ///
    /// A store open in this process is copied through SQLite's backup from a read-only connection (closing a
    /// plain copy's descriptor would drop this process's locks on the file); otherwise its file and
    /// write-ahead log byte for byte, which must not change while they are copied (another process is writing:
    /// ``SchemaStoreError/storeBusy(path:)``).
    static func with<T>(of file: URL, _ body: (_ copy: URL, _ existed: Bool) throws -> T) throws -> T {
        let folder = try makeFolder("schemagen-copy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(file.lastPathComponent)
        // A log holding pages makes even a zero-byte file a database, as opening one judges it.
        let size = [file.path, file.path + "-wal"].reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
        guard size > 0 else { return try body(copy, false) }
        if OpenStores.contains(file.path) {
            var configuration = Configuration()
            configuration.readonly = true
            let source = try DatabaseQueue(path: file.path, configuration: configuration)
            try source.backup(to: try DatabaseQueue(path: copy.path))
        } else {
            // Written while it was copied: the copy may be torn, and another process holds the store.
            guard try copyFiles(of: file.path, to: copy.path) else { throw SchemaStoreError.storeBusy(path: file.path) }
        }
        return try body(copy, true)
    }

    /// A new, empty folder in the temporary folder, named with `prefix`; the caller removes it.
    static func makeFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Copies the store's main file at `path` and its write-ahead log, when there is one, to `copy`; returns
    /// whether both were unchanged while they were copied (else the copy may be torn).
    static func copyFiles(of path: String, to copy: String) throws -> Bool {
        let before = (stamp(path), stamp(path + "-wal"))
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        if FileManager.default.fileExists(atPath: path + "-wal") {
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        }
        return before == (stamp(path), stamp(path + "-wal"))
    }

    /// The size and modification date of the file at `path`, to tell whether it changed.
    private static func stamp(_ path: String) -> [String]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return [
            "\(attributes[.size] ?? "")", "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
        ]
    }
}
