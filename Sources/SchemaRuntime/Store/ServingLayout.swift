import Foundation
import SchemaModel

/// The layout an open store reads and writes with. It starts as the plan's latest version's, less the
/// deprecated columns a newer release had already dropped when the store opened; when a newer release drops
/// one while the store is open (a rolling deploy's next release migrating), a statement fails on it, the
/// layout loses it, and the transaction runs again. Nothing is checked while no statement fails.
package final class ServingLayout: @unchecked Sendable {
    /// The plan's latest version's layout, every column in it.
    private let full: StoreLayout
    // Read by each transaction, replaced at most once per deprecated column.
    private let lock = NSLock()
    private var current: StoreLayout

    /// Serves `full` less what `opened` (its layout when the store opened) had already lost.
    package init(full: StoreLayout, opened: StoreLayout) {
        self.full = full
        current = opened
    }

    /// The layout to read and write with now.
    package var layout: StoreLayout { lock.withLock { current } }

    /// Runs `transaction` with the current layout. When it fails and `isMissingColumn` says the failure may
    /// be a column gone, while a deprecated column is still in the layout, `missing` reads which deprecated
    /// columns the database lacks now (by table); if it finds one the layout still had, the layout loses
    /// them and `transaction` runs once more. Any other failure is thrown as it is.
    package func run<T>(
        _ transaction: (StoreLayout) throws -> T, isMissingColumn: (any Error) -> Bool,
        missing: (StoreLayout) throws -> [String: Set<String>]
    ) throws -> T {
        let before = layout
        do {
            return try transaction(before)
        } catch let error where isMissingColumn(error) && before.hasDeprecatedColumns {
            let gone = try missing(full)
            let after = full.serving(without: gone)
            guard after.absentColumns != before.absentColumns else { throw error }
            lock.withLock { current = after }
            return try transaction(after)
        }
    }
}

extension StoreLayout {
    /// Whether a deprecated attribute's column is still part of the layout (one a newer release may drop).
    package var hasDeprecatedColumns: Bool {
        deprecatedColumns.contains { table, names in
            names.contains { name in self.table(named: table)?.column(named: name) != nil }
        }
    }
}
