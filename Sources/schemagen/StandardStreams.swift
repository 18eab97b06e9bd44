import ArgumentParser
import Foundation
import SchemaKit

/// Writing to standard error, where diagnostics go so that standard output stays parseable.
enum StandardStreams {
    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints a diagnostic that ends the command, and gives the exit status to throw.
    static func failure(_ diagnostic: Diagnostic) -> ExitCode {
        writeError(diagnostic.formatted + "\n")
        return ExitCode.failure
    }
}
