import ArgumentParser
import SchemaGenCore
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
            // A failure is dropped: standard error is closed or full, and there is nowhere left to report it.
            _ = DescriptorWriting.writeAll(UnsafeRawBufferPointer(bytes), to: STDERR_FILENO)
        }
    }

    /// Prints a diagnostic that ends the command, and gives the exit status to throw.
    static func failure(_ diagnostic: Diagnostic) -> ExitCode {
        writeError(diagnostic.formatted + "\n")
        return ExitCode.failure
    }
}
