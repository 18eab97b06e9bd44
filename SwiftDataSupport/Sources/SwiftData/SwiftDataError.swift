import Foundation

/// Why the stand-in refused to open, migrate or save a store, in words that say what Apple's SwiftData would
/// do there, quoting its message where it has a known one.
public struct SwiftDataError: Error, CustomStringConvertible, LocalizedError, Sendable {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public var errorDescription: String? { description }
}
