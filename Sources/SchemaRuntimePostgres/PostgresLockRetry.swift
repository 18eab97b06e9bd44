#if PostgreSQL
    import Foundation
    import Logging
    import SchemaModel
    import SchemaRuntime

    /// Runs a part of opening a store (its checks, its creation, one stage) again while it fails only because a
    /// statement waited for a lock past ``PostgresStoreOptions/lockTimeout``: the attempt rolled back, so the
    /// session that held the lock, and the app's queries queued behind the migration, get to go on before the
    /// next attempt. Once ``PostgresStoreOptions/busyTimeout`` has passed since the first attempt it gives up,
    /// saying which table the last attempts waited for and who held it (see ``PostgresLockWatch``).
    struct PostgresLockRetry {
        let session: PostgresSession
        let url: PostgresConnectionURL
        let options: PostgresStoreOptions

        /// Runs `attempt`, which leaves nothing behind when it throws, until it returns; an error other than a
        /// lock timeout is rethrown as it is, and a lock timeout once the busy timeout has passed is thrown as
        /// ``Exhausted``. `work` names what it does in the log: "the stage 1.0.0 -> 1.1.0".
        func run<T>(_ work: String, _ attempt: () throws -> T) throws -> T {
            let start = Date()
            var attempts = 0
            var watch: PostgresLockWatch?
            var seen: PostgresLockWait?
            while true {
                attempts += 1
                watch?.start()
                let result = Result { try attempt() }
                if let wait = watch?.stop() { seen = wait }
                let error: any Error
                switch result {
                case .success(let value): return value
                case .failure(let failure): error = failure
                }
                guard let timeout = Self.lockTimeout(in: error) else { throw error }
                let elapsed = Date().timeIntervalSince(start)
                guard elapsed < options.busyTimeout else {
                    throw Exhausted(timeout: timeout, wait: seen, attempts: attempts)
                }
                if attempts == 1 { watch = makeWatch() }
                let pause = min(0.1 * pow(2, Double(min(attempts - 1, 4))), 1, options.busyTimeout - elapsed)
                options.logger.warning(
                    "\(work) waited \(Self.seconds(options.lockTimeout)) for \(seen?.object ?? "a lock") and was rolled back; trying again in \(Self.seconds(pause))",
                    metadata: ["attempt": "\(attempts)", "waited": "\(Self.seconds(elapsed))"])
                Thread.sleep(forTimeInterval: pause)
            }
        }

        /// The server's lock timeout, thrown by the runtime's statements or a custom stage's.
        private static func lockTimeout(in error: any Error) -> PostgresServerError? {
            switch error {
            case let error as PostgresServerError: error.sqlState == "55P03" ? error : nil
            case let failure as StageFailure: lockTimeout(in: failure.underlying)
            default: nil
            }
        }

        /// A watch of this session, looking a few times within each lock wait.
        private func makeWatch() -> PostgresLockWatch? {
            guard let row = try? session.query("SELECT pg_backend_pid()::bigint").first, let cell = row.first,
                let pid = (try? PostgresValueCoding.integer(cell)) ?? nil
            else { return nil }
            return PostgresLockWatch.open(
                url: url, watching: pid, interval: min(max(options.lockTimeout / 4, 0.02), 0.5))
        }

        /// "0.2 s", "30 s".
        static func seconds(_ interval: TimeInterval) -> String {
            var text = String(format: "%.3f", interval)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text + " s"
        }

        /// Lock timeouts until the busy timeout passed: the last one, and what the watch saw the attempts wait for.
        struct Exhausted: Error {
            var timeout: PostgresServerError
            var wait: PostgresLockWait?
            var attempts: Int

            /// The error opening fails with: ``SchemaStoreError/Code/storeBusy``, the server's lock timeout as its
            /// cause, saying that `work` ("the stage 1.0.0 -> 1.1.0", "creating it") waited, for what and for whom,
            /// what to do, and `aftermath`: where the store was left.
            func storeError(
                path: String, work: String, options: PostgresStoreOptions, aftermath: String,
                stage: (from: SchemaVersion, to: SchemaVersion)? = nil, outcome: MigrationOutcome? = nil
            ) -> SchemaStoreError {
                let limits =
                    "the busy timeout (\(seconds(options.busyTimeout)); \(attempts) \(attempts == 1 ? "attempt" : "attempts") of up to \(seconds(options.lockTimeout)) each)"
                let what =
                    if let wait {
                        "\(work) waited for \(wait.object) past \(limits): \(wait.blockersAndAdvice)"
                    } else {
                        "\(work) waited for a lock past \(limits) (\(timeout)): another session holds a lock on a table it needs; find that session in pg_locks and pg_stat_activity and end its transaction, then open the store again"
                    }
                return SchemaStoreError(
                    code: .storeBusy, message: "the store at \(path) is busy: \(what); \(aftermath)", path: path,
                    underlying: timeout, outcome: outcome, stage: stage)
            }
        }
    }
#endif
