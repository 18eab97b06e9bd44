import Foundation

/// Writing to standard error, where diagnostics go so that standard output stays parseable.
enum StandardStreams {
    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
