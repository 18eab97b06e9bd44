import Foundation
import GeneratedSchemas
import GoldenRelationships
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

private typealias Song = GoldenRelationships.SchemaV2.Song
private typealias Profile = GeneratedSchemas.SchemaV7.SDUserProfile

/// Fetches whose conditions and orderings name attributes by key path: a misspelt name or a value of the
/// wrong type fails to compile, and the SQL is the same as the string-named API's.
@Suite("Typed queries: conditions and orderings by key path")
struct TypedQueryTests {
    func songs() throws -> (TemporaryFolder, SchemaStore) {
        let folder = try TemporaryFolder()
        let store = try SchemaStore.open(at: folder.file(), schemas: [GoldenRelationships.SchemaV2.self], stages: [])
        try store.write { context in
            for (title, seconds) in [("Aria", 200), ("Bolero", 900), ("Canon", 300), ("Dirge", 120)] {
                try context.insert(Song(title: title, seconds: UInt32(seconds)))
            }
        }
        return (folder, store)
    }

    @Test("comparisons, combinations, orderings and limits by key path find what the string-named API finds")
    func typedMatchesNamed() throws {
        let (folder, store) = try songs()
        _ = folder
        try store.read { context in
            let typed = try context.fetch(
                Song.self, where: .greater(\.seconds, 150), orderBy: [.descending(\.seconds)], limit: 2)
            let named = try context.fetch(
                Song.self, where: .greater("seconds", UInt32(150)), orderBy: [.descending("seconds")], limit: 2)
            #expect(typed.map(\.title) == ["Bolero", "Canon"])
            #expect(typed.map(\.title) == named.map(\.title))
            #expect(try context.count(Song.self, where: .like(\.title, "%o%") || .equal(\.title, "Aria")) == 3)
            #expect(try context.count(Song.self, where: !.equal(\.title, "Aria") && .lessOrEqual(\.seconds, 300)) == 2)
            #expect(try context.fetch(Song.self, orderBy: [.ascending(\.title)]).map(\.title).first == "Aria")
        }
    }

    @Test("equal to nil is IS NULL, and isNull and isNotNull take optional attributes")
    func optionalAttributes() throws {
        let folder = try TemporaryFolder()
        let store = try SchemaStore.open(at: folder.file(), schemas: [GeneratedSchemas.SchemaV7.self], stages: [])
        try store.write { context in
            try context.insert(Profile(name: "Ada", nickname: "ada", email: nil))
            try context.insert(Profile(name: "Alan", nickname: nil, email: "alan@example.com"))
        }
        try store.read { context throws -> Void in
            #expect(try context.fetch(Profile.self, where: .equal(\.nickname, nil)).map(\.name) == ["Alan"])
            #expect(try context.fetch(Profile.self, where: .notEqual(\.nickname, nil)).map(\.name) == ["Ada"])
            #expect(try context.fetch(Profile.self, where: .isNull(\.email)).map(\.name) == ["Ada"])
            #expect(try context.fetch(Profile.self, where: .isNotNull(\.email)).map(\.name) == ["Alan"])
            #expect(try context.count(Profile.self, where: .like(\.email, "%@example.com")) == 1)
            #expect {
                try context.fetch(Profile.self, where: .equal(\.displayNameCache, ""))
            } throws: { error in
                (error as? SchemaStoreError)?.description
                    == "'\\SDUserProfile.displayNameCache' is not a stored property of 'SDUserProfile' (transient attributes and to-many relationships have no column)"
            }
        }
    }

    @Test("a key path to something the store holds no column for throws, naming the model and the key path")
    func keyPathWithoutColumn() throws {
        let (folder, store) = try songs()
        _ = folder
        try store.read { context throws -> Void in
            #expect {
                try context.fetch(Song.self, orderBy: [.ascending(\.title.count)])
            } throws: { error in
                (error as? SchemaStoreError)?.description
                    == "'KeyPath<Song, Int>' is not a stored property of 'Song' (transient attributes and to-many relationships have no column)"
            }
            #expect {
                try context.count(Song.self, where: .equal(\.title, "Aria") && .equal(\.title.isEmpty, false))
            } throws: { error in
                (error as? SchemaStoreError)?.description
                    == "'KeyPath<Song, Bool>' is not a stored property of 'Song' (transient attributes and to-many relationships have no column)"
            }
        }
    }
}
