import Foundation
import SwiftData

// Small hand-written versions, each changing one thing, for the stand-in's staged-migration rules.

enum NotesV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String
        var body: String
        var folder: Folder?

        init(title: String, body: String, folder: Folder? = nil) {
            self.title = title
            self.body = body
            self.folder = folder
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

/// 1.1.0: `title` renamed to `heading`, `pinned` added with an initial value, `tag` added optional.
enum NotesV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        @Attribute(originalName: "title") var heading: String
        var body: String
        var pinned: Bool = false
        var tag: String?
        var folder: Folder?

        init(heading: String, body: String) {
            self.heading = heading
            self.body = body
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

/// 1.0.1: only an initial value differs from 1.0.0, which is not in the version hash.
enum NotesV1WithDefault: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 1) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String = "Untitled"
        var body: String
        var folder: Folder?

        init(body: String) {
            self.body = body
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

/// 2.0.0: `body` becomes a number, a stored type inferred migration can't convert.
enum NotesV2Numeric: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String
        var body: Int
        var folder: Folder?

        init(title: String, body: Int) {
            self.title = title
            self.body = body
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

/// 2.1.0: a required `author` with no initial value, which existing rows can't be given.
enum NotesV2Authored: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 1, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String
        var body: String
        var author: String
        var folder: Folder?

        init(title: String, body: String, author: String) {
            self.title = title
            self.body = body
            self.author = author
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

enum LightweightNotesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesV1.self, toVersion: NotesV2.self)] }
}

enum DuplicateHashPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV1WithDefault.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: NotesV1.self, toVersion: NotesV1WithDefault.self)]
    }
}

enum TypeChangePlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2Numeric.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesV1.self, toVersion: NotesV2Numeric.self)] }
}

enum RequiredAdditionPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2Authored.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: NotesV1.self, toVersion: NotesV2Authored.self)]
    }
}

/// What a custom stage's handlers saw, written by the handlers of ``CustomNotesPlan`` into the log of the test
/// that runs them (``current``, task-local: the stand-in calls the handlers on the caller's task, and other
/// tests that run the plan at the same time keep theirs).
final class HandlerLog: @unchecked Sendable {
    /// The log of the running test, if it keeps one.
    @TaskLocal static var current: HandlerLog?
    private let lock = NSLock()
    private var entries: [String] = []

    func record(_ entry: String) { lock.withLock { entries.append(entry) } }

    func take() -> [String] {
        lock.withLock {
            defer { entries = [] }
            return entries
        }
    }
}

/// 1.0.0 -> 1.1.0 with code: `willMigrate` reads the old titles and `didMigrate` pins each note whose
/// title was upper case, on the new version's models.
enum CustomNotesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: NotesV1.self, toVersion: NotesV2.self,
                willMigrate: { context in
                    let notes = try context.fetch(FetchDescriptor<NotesV1.Note>())
                    HandlerLog.current?.record("will: " + notes.map(\.title).joined(separator: ","))
                },
                didMigrate: { context in
                    let notes = try context.fetch(FetchDescriptor<NotesV2.Note>())
                    HandlerLog.current?.record("did: " + notes.map(\.heading).joined(separator: ","))
                    for note in notes where note.heading == note.heading.uppercased() { note.pinned = true }
                    try context.save()
                })
        ]
    }
}

/// A stage whose `didMigrate` throws, to show nothing of the step is saved.
enum FailingNotesPlan: SchemaMigrationPlan {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused on purpose" }
    }

    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: NotesV1.self, toVersion: NotesV2.self, willMigrate: nil,
                didMigrate: { _ in throw Refused() })
        ]
    }
}

/// 3.0.0: titles become unique, and a folder must hold at least three notes.
enum NotesV3Strict: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        @Attribute(.unique) var title: String
        var body: String
        var folder: Folder?

        init(title: String, body: String) {
            self.title = title
            self.body = body
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, minimumModelCount: 3, inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

enum StrictNotesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV3Strict.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesV1.self, toVersion: NotesV3Strict.self)] }
}

/// Two versions and no stage between them.
enum StagelessNotesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
    static var stages: [MigrationStage] { [] }
}
