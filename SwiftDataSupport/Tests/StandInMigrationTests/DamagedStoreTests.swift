import Foundation
import Testing

@testable import SwiftData

// Two versions of one chain of links that differ only in `next`: optional in the first, so rows can be
// written in code, and required in the second, which no row can satisfy without a cycle (every link needs a
// link made before it), so every row the second reads comes from a file edited by hand.

enum LooseChain: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Link.self] }

    @Model final class Link {
        var name: String
        var next: Link?

        init(name: String, next: Link? = nil) {
            self.name = name
            self.next = next
        }
    }
}

enum TightChain: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Link.self] }

    @Model final class Link {
        var name: String
        var next: Link

        init(name: String, next: Link) {
            self.name = name
            self.next = next
        }
    }
}

/// A store file the stand-in did not write as it is (edited by hand, or damaged) is refused with a message
/// when a context reads it, never by stopping the process while its models are made.
@Suite("Stand-in: damaged store files are refused with a message")
struct DamagedStoreTests {
    /// A file of `TightChain` holding the links `next` describes (each link's name and the index of the link
    /// it names), written through `LooseChain` and then given `TightChain`'s hashes, as a hand edit would.
    private func tightStore(_ next: [(name: String, next: Int?)]) throws -> URL {
        let folder = try StoreFolder()
        let url = folder.url("chain.store")
        let context = ModelContext(
            try ModelContainer(
                for: Schema(versionedSchema: LooseChain.self), configurations: ModelConfiguration(url: url)))
        let links = next.map { LooseChain.Link(name: $0.name) }
        for (link, described) in zip(links, next) {
            link.next = described.next.map { links[$0] }
            context.insert(link)
        }
        try context.save()
        let tightURL = folder.url("tight.store")
        _ = try ModelContainer(
            for: Schema(versionedSchema: TightChain.self), configurations: ModelConfiguration(url: tightURL))
        var contents = try StoreContents.read(from: url)
        contents.entityHashes = try StoreContents.read(from: tightURL).entityHashes
        try contents.write(to: url)
        return url
    }

    private func fetchTight(_ url: URL) -> String? {
        do {
            let context = ModelContext(
                try ModelContainer(
                    for: Schema(versionedSchema: TightChain.self), configurations: ModelConfiguration(url: url)))
            _ = try context.fetch(FetchDescriptor<TightChain.Link>())
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test("a link that names itself as its required next is refused as a cycle of one")
    func requiredLinkToItselfIsRefused() throws {
        let url = try tightStore([("a", 0)])
        #expect(
            fetchTight(url)
                == "required to-one relationships form a cycle (Link 1 -> Link 1), so no row of it can be made first"
        )
    }

    @Test("a required to-one that names no row is refused, naming the row and the relationship")
    func missingRequiredTargetIsRefused() throws {
        let url = try tightStore([("a", 1), ("b", nil)])
        #expect(fetchTight(url) == "Link row 2: the required 'next' names no Link row")
    }

    @Test("required to-ones that lead back to their row are refused, naming the cycle")
    func cycleOfRequiredToOnesIsRefused() throws {
        let url = try tightStore([("a", 1), ("b", 2), ("c", 0)])
        #expect(
            fetchTight(url)
                == "required to-one relationships form a cycle (Link 1 -> Link 2 -> Link 3 -> Link 1), so no row of it can be made first"
        )
    }
}
