// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

/// The code of the custom stages of `SchemaMigrations`, one extension per stage in the files beside this
/// one. The plan calls the stages on this type by name.
nonisolated enum SchemaMigrationsStages: SchemaMigrationsCustomStages {
    /// How many models a stage fetches at a time, so a large store is never loaded at once.
    static let pageSize = 500

    /// Calls `body` on every `T` in the context, a page at a time, saving after each page.
    static func forEach<T: PersistentModel>(
        _ type: T.Type,
        in context: ModelContext,
        _ body: (T) throws -> Void
    ) throws {
        var descriptor = FetchDescriptor<T>()
        descriptor.fetchLimit = pageSize
        var offset = 0
        while true {
            descriptor.fetchOffset = offset
            let page = try context.fetch(descriptor)
            for model in page { try body(model) }
            try context.save()
            if page.count < pageSize { return }
            offset += page.count
        }
    }

    /// `value`, or an error naming `what` when a conversion found none.
    static func required<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw SchemaMigrationsStagesError("\(what): no value for the new version") }
        return value
    }
}

/// What a stage's `willMigrate` read, kept for its `didMigrate`, which sees only the new version's models.
/// Locked, because SwiftData may call the two handlers on different threads.
nonisolated final class SchemaMigrationsStagesCarryOver<Key, Value>: @unchecked Sendable
where Key: Hashable & Sendable, Value: Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private var order: [Key] = []

    /// Keeps `value` for `key`.
    func store(_ value: Value, for key: Key) {
        lock.withLock {
            if values.updateValue(value, forKey: key) == nil { order.append(key) }
        }
    }

    /// The value kept for `key`, removing it.
    func take(_ key: Key) -> Value? {
        lock.withLock { values.removeValue(forKey: key) }
    }

    /// Every value still kept, in the order stored, removing them.
    func takeAll() -> [Value] {
        lock.withLock {
            defer { values = [:]; order = [] }
            return order.compactMap { values[$0] }
        }
    }
}

/// A stage that can't go on without a decision only the app's team can make.
nonisolated struct SchemaMigrationsStagesError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
