import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A log handler that kills its process (SIGKILL: no cleanup, no flush, as a power cut) when the store logs
/// that the stage into `version` has committed. The runtime logs that line right after the commit and before
/// removing the migration's backup, so the process dies at exactly the moment the cleanup test needs.
struct DyingLogHandler: LogHandler {
    /// The version whose stage's commit ends the process.
    let version: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let message = event.message.description
        if message.hasPrefix("applied "), message.hasSuffix("-> \(version)") { kill(getpid(), SIGKILL) }
    }
}
