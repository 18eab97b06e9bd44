import Foundation

/// A small tmpfs mounted for one test, to fill a disk for real or make a folder read-only. Mounting needs
/// root and a kernel that allows it (CI here runs as root); where it is refused, the tests that need it
/// are skipped, and say why.
final class ScratchFileSystem {
    let url: URL

    /// Whether this machine lets the tests mount a tmpfs.
    static let isAvailable: Bool = (try? ScratchFileSystem(kilobytes: 64)) != nil

    /// Mounts a tmpfs of `kilobytes` at a fresh folder.
    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-tmpfs-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) else {
            try? FileManager.default.removeItem(at: url)
            throw MountRefused()
        }
    }

    deinit {
        _ = Self.run("/bin/umount", [url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// Remounts the file system read-only: as root, permissions are not enough to refuse a write.
    func makeReadOnly() -> Bool {
        Self.run("/bin/mount", ["-o", "remount,ro", url.path])
    }

    func file(_ name: String = "store.sqlite") -> URL { url.appendingPathComponent(name) }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    struct MountRefused: Error {}
}
