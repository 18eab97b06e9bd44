#if PostgreSQL
    import Foundation
    import Logging
    import SchemaRuntime

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

    /// Kills its process (SIGKILL) `delay` seconds after the stage into `version` starts: a moment the crash
    /// tests choose at random inside a long stage, where the migrating instance dies mid-transaction.
    final class DelayedKill: @unchecked Sendable {
        let version: String
        let delay: TimeInterval
        private let lock = NSLock()
        private var armed = false

        init(version: String, delay: TimeInterval) {
            self.version = version
            self.delay = delay
        }

        /// A progress handler: the first report of the stage into `version` sets the timer.
        func progress(_ progress: MigrationProgress) {
            guard progress.to.description == version else { return }
            lock.lock()
            let arming = !armed
            armed = true
            lock.unlock()
            guard arming else { return }
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { kill(getpid(), SIGKILL) }
        }
    }
#endif
