#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or folder can't be read or written, in words a user can act on: "it is a symbolic link to
/// 'V2.yaml', which does not exist", "the disk is full". Every command that reads or writes the user's files
/// says the reason and what to do, never a raw `NSCocoaErrorDomain` dump or a bare "can't be read".
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, as the end of a sentence about the file ("it is a folder, not a file").
    public var reason: String
    /// What to do about it.
    public var hint: String
    /// Whether nothing at all is at the path (not even a symbolic link).
    public var isMissing = false

    /// A problem with `reason` and `hint`.
    public init(reason: String, hint: String) {
        self.reason = reason
        self.hint = hint
    }

    /// The bytes of the regular file at `path`, or the problem: `isMissing` when nothing is there. What is
    /// there is looked at before it is read, so a named pipe is never read (the read would block forever).
    public static func read(_ path: String) -> Result<[UInt8], FileProblem> {
        if let problem = reading(path) { return .failure(problem) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(posix(EIO, reading: true))
        }
        return .success(Array(data))
    }

    public var description: String { reason }

    /// Why the file at `path` can't be read as a regular file, looking at what is there: `nil` when it is a
    /// readable regular file (a read that failed all the same is then an I/O error, `readFailed(errno:)`).
    public static func reading(_ path: String) -> FileProblem? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return posix(errno, reading: true) }
        if link.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            if stat(path, &target) != 0 {
                let error = errno
                if error == ELOOP {
                    return FileProblem(
                        reason: "it is a symbolic link that leads back to itself (a loop)",
                        hint: "point the link at a real file, or replace it with the file")
                }
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                if error == ENOENT {
                    return FileProblem(
                        reason: "it is a symbolic link to '\(destination)', which does not exist",
                        hint: "restore '\(destination)', or remove the link")
                }
                return posix(error, reading: true)
            }
            link = target
        }
        switch link.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return posix(EISDIR, reading: true)
        case S_IFIFO:
            return notRegular("a named pipe (FIFO)")
        case S_IFSOCK:
            return notRegular("a socket")
        case S_IFCHR, S_IFBLK:
            return notRegular("a device")
        default:
            return notRegular("not a regular file")
        }
        guard access(path, R_OK) == 0 else { return posix(errno, reading: true) }
        return nil
    }

    /// Why a folder at `path` can't be listed, looking at what is there; `nil` when it can be.
    public static func listing(_ path: String) -> FileProblem? {
        var info = stat()
        guard stat(path, &info) == 0 else { return posix(errno, reading: true) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return FileProblem(reason: "it is a file, not a folder", hint: "name the folder that holds the files")
        }
        guard access(path, R_OK | X_OK) == 0 else { return posix(errno, reading: true) }
        return nil
    }

    /// The problem behind an error a read or a write threw (a Foundation `CocoaError`, a `POSIXError`, or an
    /// `NSError` with a POSIX cause).
    public static func from(_ error: any Error, reading: Bool) -> FileProblem {
        if let code = posixCode(of: error) { return posix(code, reading: reading) }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return posix(ENOSPC, reading: reading)
            case .fileWriteVolumeReadOnly: return posix(EROFS, reading: reading)
            case .fileWriteNoPermission, .fileReadNoPermission: return posix(EACCES, reading: reading)
            default: break
            }
        }
        return FileProblem(
            reason: "the system refused it (\(String(describing: error)))",
            hint: "check that the folder exists and is writable, then run the command again")
    }

    /// The problem a POSIX error code means, for reading or for writing.
    public static func posix(_ code: Int32, reading: Bool) -> FileProblem {
        let verb = reading ? "read" : "write"
        switch code {
        case ENOENT:
            var problem = FileProblem(reason: "it does not exist", hint: "check the path")
            problem.isMissing = true
            return problem
        case EACCES, EPERM:
            return FileProblem(
                reason: "permission denied: this user may not \(verb) it",
                hint: "give this user \(verb) permission on it and its folder")
        case ENOSPC:
            return FileProblem(
                reason: "the disk is full (no space left on the device)",
                hint: "free some space on the disk, then run the command again")
        case EDQUOT:
            return FileProblem(
                reason: "this user's disk quota is used up", hint: "free some space, then run the command again")
        case EROFS:
            return FileProblem(
                reason: "the file system is mounted read-only",
                hint: "run the command where the folder is writable, or remount the volume read-write")
        case ELOOP:
            return FileProblem(
                reason: "a symbolic link on its path leads back to itself (a loop)",
                hint: "fix the link on the path")
        case EISDIR:
            return FileProblem(
                reason: "it is a folder, not a file", hint: "rename the folder, or move it out of the way")
        case ENOTDIR:
            return FileProblem(
                reason: "a part of its path is a file, not a folder", hint: "check the path")
        default:
            return FileProblem(
                reason: "\(String(cString: strerror(code))) (errno \(code))",
                hint: "check the file and its folder, then run the command again")
        }
    }

    private static func notRegular(_ kind: String) -> FileProblem {
        FileProblem(
            reason: "it is \(kind), not a regular file", hint: "replace it with a regular file, or remove it")
    }

    /// The POSIX code under `error`, if it has one: a `POSIXError`, an error of the POSIX domain (as the full
    /// Foundation's `NSError` carries one; FoundationEssentials has no `NSError` to cast to, but every error
    /// answers its domain and code), or either under a `CocoaError`.
    private static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        if error._domain == "NSPOSIXErrorDomain" { return Int32(truncatingIfNeeded: error._code) }
        guard let underlying = (error as? CocoaError)?.underlying else { return nil }
        return posixCode(of: underlying)
    }
}
