import Foundation
import SchemaKit

/// Puts written files (version files, the models' own code) into a folder all at once or not at all: nothing is written when one of
/// them exists already (unless overwriting is asked for), and the files go to a staging folder first and are
/// moved into place only once every one of them is written.
public struct VersionFileOutput: Sendable {
    /// The folder to write into.
    public var directory: URL
    /// How the folder is shown (`Schemas`).
    public var displayPath: String
    /// Whether existing files of the same names may be replaced.
    public var overwrite: Bool

    /// Creates an output.
    public init(directory: URL, displayPath: String, overwrite: Bool) {
        self.directory = directory
        self.displayPath = displayPath
        self.overwrite = overwrite
    }

    /// The errors that stop the write: a version schemagen's loader refuses (its own errors, at the Swift,
    /// come with the file), and files that exist when overwriting was not asked for.
    public func conflicts(_ files: [WrittenVersionFile]) -> [Diagnostic] {
        let refused = files.filter { !$0.loads }.map { file in
            Diagnostic(
                .error, .importedVersionRefused,
                "schemagen can't read \(displayPath)/\(file.fileName) as imported; nothing was written",
                at: .path("\(displayPath)/\(file.fileName)"),
                hint: "fix the Swift that the errors before this one point at, then import again")
        }
        guard refused.isEmpty else { return refused }
        return conflicts(fileNames: files.map(\.fileName))
    }

    /// The files of `fileNames` that exist when overwriting was not asked for, each an error.
    public func conflicts(fileNames: [String]) -> [Diagnostic] {
        guard !overwrite else { return [] }
        return fileNames.filter {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        .map { name in
            Diagnostic(
                .error, .importedFileExists, "\(displayPath)/\(name) exists already; nothing was written",
                at: .path("\(displayPath)/\(name)"),
                hint: "import into an empty folder, or pass --overwrite to replace it")
        }
    }

    /// Writes every version file, or throws having written none.
    public func write(_ files: [WrittenVersionFile]) throws {
        try write(texts: files.map { ($0.fileName, $0.text) })
    }

    /// Writes every named text, or throws having written none.
    public func write(texts files: [(fileName: String, text: String)]) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let staging = directory.appendingPathComponent(".schemagen-import-\(ProcessInfo.processInfo.processIdentifier)")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }
        for file in files {
            try Data(file.text.utf8).write(to: staging.appendingPathComponent(file.fileName))
        }
        for file in files {
            let target = directory.appendingPathComponent(file.fileName)
            // Every file is complete in the staging folder before the first one moves.
            if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: staging.appendingPathComponent(file.fileName), to: target)
        }
    }
}
