#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing bytes to an open file descriptor with `write(2)`, which may write fewer bytes than asked or be cut
/// short by a signal: the one loop that goes on until every byte is written, for the staged output files and
/// for standard error alike.
package enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, writing again after a partial write or one a signal interrupted.
    ///
    /// - Returns: the `errno` of the write that failed, or `nil` once every byte is written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count, let start = bytes.baseAddress {
            let written = write(descriptor, start + offset, bytes.count - offset)
            guard written >= 0 else {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
