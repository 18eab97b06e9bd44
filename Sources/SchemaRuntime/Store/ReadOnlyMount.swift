#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells whether a path is on a file system mounted read-only, so a store that can't be written is not
/// blamed on permissions that no `chmod` would fix.
enum ReadOnlyMount {
    /// Whether the file system holding `path` is mounted read-only (`false` when that can't be told).
    static func contains(_ path: String) -> Bool {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return false }
        return info.f_flag & UInt(ST_RDONLY) != 0
    }
}
