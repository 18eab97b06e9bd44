import Foundation

/// The statements a preview's migration runs, by the stage they ran in (0: before the first stage), on either
/// engine: SQLite's statement trace and a PostgreSQL session's both feed it, and the progress of each stage
/// says which stage is running.
package final class PreviewLog: @unchecked Sendable {
    // Locked: GRDB calls the trace on its own queue.
    private let lock = NSLock()
    private var stage = 0
    private var byStage: [Int: [String]] = [:]

    /// An empty log.
    package init() {}

    /// How many stages started.
    package var stagesStarted: Int { lock.withLock { stage } }

    /// Notes that stage `stage` (1-based) started: the statements after it are its own.
    package func start(stage: Int) {
        lock.withLock { self.stage = max(self.stage, stage) }
    }

    /// Keeps `statement` if it changes the store: reads, session settings and transaction control say
    /// nothing of a stage.
    package func record(_ statement: String) {
        let trimmed = statement.drop { $0 == " " || $0 == "\n" }
        let verb = trimmed.prefix { $0.isLetter }.uppercased()
        let ignored = ["SELECT", "PRAGMA", "SET", "RESET", "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE"]
        guard !ignored.contains(verb) else { return }
        lock.withLock { byStage[stage, default: []].append(String(trimmed)) }
    }

    /// The statements stage `stage` ran, in order.
    package func statements(ofStage stage: Int) -> [String] {
        lock.withLock { byStage[stage] ?? [] }
    }
}
