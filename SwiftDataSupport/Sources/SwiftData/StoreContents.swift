import Foundation

/// What the stand-in's store file holds: each entity's version hash, as Core Data keeps them in a store's
/// metadata, and each entity's rows. The format is the stand-in's own (JSON); what it models is what a
/// SwiftData store records, rows keeping their identity across an inferred migration.
struct StoreContents: Codable, Equatable {
    /// One row: its identity in its entity, attribute values as stored text, and the rows each relationship holds.
    struct Row: Codable, Equatable {
        var id: Int
        var attributes: [String: String]
        var relationships: [String: [Int]]
    }

    /// Each entity's version-hash inputs.
    var entityHashes: [String: String]
    /// Each entity's rows, by entity name, in identity order.
    var rows: [String: [Row]]
    /// The identity the next new row takes.
    var nextID: Int

    /// An empty store of `schema`.
    init(empty schema: StoreSchema) {
        entityHashes = schema.hashes
        rows = Dictionary(uniqueKeysWithValues: schema.entities.map { ($0.name, []) })
        nextID = 1
    }

    /// The store at `url`.
    static func read(from url: URL) throws -> StoreContents {
        do {
            return try JSONDecoder().decode(StoreContents.self, from: Data(contentsOf: url))
        } catch {
            throw SwiftDataError("the store at \(url.path) can't be read: \(error)")
        }
    }

    /// Replaces the file at `url` with these contents, all at once.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}

/// Where a container's contexts read and save: the store's contents, and the file they are saved to, if any.
final class StoreBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedContents: StoreContents
    let url: URL?

    init(_ contents: StoreContents, url: URL?) {
        storedContents = contents
        self.url = url
    }

    var contents: StoreContents { lock.withLock { storedContents } }

    /// Saves `contents`, to the file too when there is one.
    func save(_ contents: StoreContents) throws {
        try lock.withLock {
            if let url { try contents.write(to: url) }
            storedContents = contents
        }
    }
}
