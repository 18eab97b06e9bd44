import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SchemaStoreError {
    /// The typed error for a fault SQLite reported while working on the file at `path`, or `nil` when the
    /// error is not a fault of the file or the file system (a constraint, a statement the runtime got wrong).
    static func fault(_ error: DatabaseError, path: String) -> SchemaStoreError? {
        let error = error.withMeaningfulMessage
        return switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .storeBusy(path: path)
        case .SQLITE_FULL: .diskFull(path: path, underlying: error)
        case .SQLITE_READONLY: .readOnly(path: path, underlying: error)
        case .SQLITE_IOERR: .ioError(path: path, underlying: error)
        case .SQLITE_CORRUPT: .corrupt(path: path, underlying: error)
        case .SQLITE_NOTADB: .notADatabase(path: path, detail: "the file is not an SQLite database")
        case .SQLITE_CANTOPEN, .SQLITE_PERM:
            // SQLite says only that it could not open the file: a folder that is missing can't be opened; one
            // that is there but refuses writes is read-only.
            folderRefusesWrites(of: path)
                ? .readOnly(path: path, underlying: error) : .cannotOpen(path: path, underlying: error)
        default: nil
        }
    }

    /// `error` as a ``SchemaStoreError`` when it is a fault of the file at `path`; otherwise unchanged.
    static func typed(_ error: any Error, path: String) -> any Error {
        if let failure = error as? FileDigest.Failure { return typed(failure.underlying, path: failure.path) }
        if let error = error as? DatabaseError, let fault = fault(error, path: path) { return fault }
        if let error = error as? CocoaError, let fault = fault(error, path: path) { return fault }
        return error
    }

    /// The typed error for a failed file operation on `path`.
    static func fault(_ error: CocoaError, path: String) -> SchemaStoreError? {
        switch (error.underlying as? POSIXError)?.code {
        case .ENOSPC?, .EDQUOT?: .diskFull(path: path, underlying: error)
        case .EROFS?, .EACCES?, .EPERM?: .readOnly(path: path, underlying: error)
        case .EIO?: .ioError(path: path, underlying: error)
        default:
            switch error.code {
            case .fileWriteOutOfSpace: .diskFull(path: path, underlying: error)
            case .fileWriteVolumeReadOnly, .fileWriteNoPermission, .fileReadNoPermission:
                .readOnly(path: path, underlying: error)
            default: .cannotOpen(path: path, underlying: error)
            }
        }
    }

    /// Whether the folder of `path` exists but can't be written.
    private static func folderRefusesWrites(of path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
            && access(folder, W_OK) != 0
    }

    /// The typed error for a failed system call on `path`, from `errno`.
    static func fault(errno code: Int32, path: String) -> SchemaStoreError {
        let error = POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        switch error.code {
        case .ENOSPC, .EDQUOT: return .diskFull(path: path, underlying: error)
        case .EROFS, .EACCES, .EPERM: return .readOnly(path: path, underlying: error)
        case .EIO: return .ioError(path: path, underlying: error)
        default: return .cannotOpen(path: path, underlying: error)
        }
    }
}

extension DatabaseError {
    /// The error with SQLite's description of its result code when its message says nothing. SQLite's backup
    /// API reports a failed step through its result code while the connection's message still reads "not an
    /// error" (a full disk read "SQLite error 13: not an error").
    var withMeaningfulMessage: DatabaseError {
        guard message == nil || message == "not an error" || message?.isEmpty == true else { return self }
        // Without a message, GRDB words the error from the result code ("database or disk is full").
        return DatabaseError(resultCode: extendedResultCode, message: nil, sql: sql)
    }
}

extension CocoaError {
    /// The POSIX error behind a file operation's failure, when Foundation kept it.
    fileprivate var underlying: (any Error)? { userInfo[NSUnderlyingErrorKey] as? any Error }
}
