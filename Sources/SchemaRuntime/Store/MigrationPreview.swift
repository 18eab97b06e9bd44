import Foundation
import SchemaModel

/// What opening a store would do to it, found by migrating a private copy: each stage it would run, the SQL
/// statements that stage runs and the rows it touches. The store itself is never written, nor anything beside
/// it; the copy is removed.
public struct MigrationPreview: Sendable {
    /// One stage the store would run.
    public struct Step: Sendable {
        /// The version it migrates from; `nil` for the creation of a new store.
        public var from: SchemaVersion?
        /// The version it migrates to.
        public var to: SchemaVersion
        /// `lightweight`, `custom` or `created`, as the store's history records it.
        public var kind: String
        /// The rows it wrote, as the store's history records them.
        public var rowsTouched: Int
        /// The statements that change the store, in the order they ran (reads left out).
        public var statements: [String]
    }

    /// The stages, in order; empty when the store is at the latest version.
    public var steps: [Step]

    /// The stages a preview's migration ran: the last entries of the store's `history` once it ran, with the
    /// statements `log` kept for each. A store that did not exist (`existed` false) ran no stage: its
    /// creation is the one step, and its statements ran before any stage.
    package init(history: [AppliedStage], existed: Bool, log: PreviewLog) {
        let applied = existed ? Array(history.suffix(log.stagesStarted)) : Array(history.prefix(1))
        steps = applied.enumerated().map { position, stage in
            Step(
                from: stage.from, to: stage.to, kind: stage.kind, rowsTouched: stage.rowsTouched,
                statements: log.statements(ofStage: existed ? position + 1 : 0))
        }
    }

    /// One line per stage: "1.2.0 -> 1.3.0 custom: 1503 rows, 14 statements".
    public var summary: [String] {
        steps.map { step in
            "\(step.from.map { "\($0) -> " } ?? "")\(step.to) \(step.kind): \(step.rowsTouched) rows, "
                + "\(step.statements.count) statements"
        }
    }
}
