import ArgumentParser
import SchemaKit

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

/// Writing to standard error, where diagnostics go so that standard output stays parseable.
enum StandardStreams {
    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let start = bytes.baseAddress {
                let written = write(STDERR_FILENO, start + offset, bytes.count - offset)
                guard written >= 0 else {
                    if errno == EINTR { continue }
                    return  // Standard error is closed or full: there is nowhere left to report it.
                }
                offset += written
            }
        }
    }

    /// Prints a diagnostic that ends the command, and gives the exit status to throw.
    static func failure(_ diagnostic: Diagnostic) -> ExitCode {
        writeError(diagnostic.formatted + "\n")
        return ExitCode.failure
    }
}
