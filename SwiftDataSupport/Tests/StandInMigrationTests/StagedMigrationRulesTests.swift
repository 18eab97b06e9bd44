import Foundation
import SwiftData
import Testing

/// Staged migration as the stand-in executes it, rule by rule, each with the message it fails with.
@Suite("Stand-in staged migration: the rules Apple documents")
struct StagedMigrationRulesTests {
    /// A store at 1.0.0 with two notes in one folder.
    private func storeAtFirstVersion() throws -> URL {
        let url = try StoreFolder().url("notes.store")
        let container = try ModelContainer(
            for: Schema(versionedSchema: NotesV1.self), configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        let folder = NotesV1.Folder(name: "Work")
        context.insert(NotesV1.Note(title: "PLAN", body: "ship it", folder: folder))
        context.insert(NotesV1.Note(title: "idea", body: "", folder: folder))
        try context.save()
        return url
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test("a lightweight stage renames by originalName, gives added attributes their initial value or nil, keeps pairs")
    func lightweightStageCarriesValues() throws {
        let url = try storeAtFirstVersion()
        let context = try openContext(url, NotesV2.self, plan: LightweightNotesPlan.self)
        let notes = try context.fetch(FetchDescriptor<NotesV2.Note>())
        #expect(notes.map(\.heading) == ["PLAN", "idea"])
        #expect(notes.map(\.body) == ["ship it", ""])
        #expect(notes.map(\.pinned) == [false, false])
        #expect(notes.map(\.tag) == [nil, nil])
        let folders = try context.fetch(FetchDescriptor<NotesV2.Folder>())
        #expect(folders.map(\.name) == ["Work"])
        #expect(folders.first?.notes.count == 2)
        #expect(notes.allSatisfy { $0.folder === folders.first })
    }

    @Test(
        "a store already at the container's version opens without a plan, and one at another version without a plan is refused"
    )
    func storeAtAnotherVersionNeedsPlan() throws {
        let url = try storeAtFirstVersion()
        #expect(try openContext(url, NotesV1.self, plan: nil).fetchCount(FetchDescriptor<NotesV1.Note>()) == 2)
        #expect(
            message { _ = try openContext(url, NotesV2.self, plan: nil) }
                == "the store at \(url.path) was written by another version of the schema, and no migration plan was given"
        )
    }

    @Test("a plan with two versions whose hashes agree is refused with SwiftData's message, whatever the store")
    func duplicateChecksumsAreRefused() throws {
        let url = try storeAtFirstVersion()
        #expect(
            message { _ = try openContext(url, NotesV1WithDefault.self, plan: DuplicateHashPlan.self) }
                == "Duplicate version checksums across stages detected: NotesV1 (1.0.0) and NotesV1WithDefault (1.0.1) hash alike"
        )
    }

    @Test("a store written by a version the plan lacks is refused as an unknown model version, and left as it was")
    func unknownVersionIsRefused() throws {
        let url = try StoreFolder().url("numeric.store")
        let container = try ModelContainer(
            for: Schema(versionedSchema: NotesV2Numeric.self), configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        context.insert(NotesV2Numeric.Note(title: "n", body: 1))
        try context.save()
        let before = try Data(contentsOf: url)
        #expect(
            message { _ = try openContext(url, NotesV2.self, plan: LightweightNotesPlan.self) }
                == "Cannot use staged migration with an unknown model version: the store's entity hashes match no version of the plan"
        )
        #expect(try Data(contentsOf: url) == before)
    }

    @Test("a lightweight stage that changes a stored type is refused: inferred migration converts nothing")
    func typeChangeIsRefused() throws {
        let url = try storeAtFirstVersion()
        #expect(
            message { _ = try openContext(url, NotesV2Numeric.self, plan: TypeChangePlan.self) }
                == "the inferred migration of NotesV1 (1.0.0) -> NotesV2Numeric (2.0.0) failed: Note.body changes its stored type from String to Int, which an inferred migration can't convert"
        )
    }

    @Test("a required attribute added with no initial value is refused for existing rows")
    func requiredAdditionWithoutValueIsRefused() throws {
        let url = try storeAtFirstVersion()
        #expect(
            message { _ = try openContext(url, NotesV2Authored.self, plan: RequiredAdditionPlan.self) }
                == "the inferred migration of NotesV1 (1.0.0) -> NotesV2Authored (2.1.0) failed: Note row 1: the required 'author' has no value (Core Data: missing attribute values on mandatory destination attribute)"
        )
    }

    @Test("willMigrate sees the old version's models and didMigrate the new one's, whose saves persist")
    func customStageHandlersSeeTheirVersions() throws {
        let url = try storeAtFirstVersion()
        let log = HandlerLog()
        let context = try HandlerLog.$current.withValue(log) {
            try openContext(url, NotesV2.self, plan: CustomNotesPlan.self)
        }
        #expect(log.take() == ["will: PLAN,idea", "did: PLAN,idea"])
        let notes = try context.fetch(FetchDescriptor<NotesV2.Note>())
        #expect(notes.map(\.pinned) == [true, false])
    }

    @Test("a stage that throws saves nothing of its step: the store stays at the old version")
    func failedStageLeavesTheStore() throws {
        let url = try storeAtFirstVersion()
        let before = try Data(contentsOf: url)
        #expect(
            message { _ = try openContext(url, NotesV2.self, plan: FailingNotesPlan.self) }
                == "the custom stage NotesV1 (1.0.0) -> NotesV2 (1.1.0) failed in didMigrate: refused on purpose"
        )
        #expect(try Data(contentsOf: url) == before)
        #expect(
            try openContext(url, NotesV2.self, plan: LightweightNotesPlan.self).fetchCount(
                FetchDescriptor<NotesV2.Note>())
                == 2)
    }

    @Test("a relationship set on one side is saved on both, and a cascading delete removes the related rows")
    func inversesStayInStep() throws {
        let url = try storeAtFirstVersion()
        do {
            let context = try openContext(url, NotesV1.self, plan: nil)
            let folder = NotesV1.Folder(name: "Home")
            let note = NotesV1.Note(title: "keys", body: "")
            folder.notes = [note]
            context.insert(folder)
            try context.save()
        }
        let context = try openContext(url, NotesV1.self, plan: nil)
        let notes = try context.fetch(FetchDescriptor<NotesV1.Note>())
        #expect(notes.map { $0.folder?.name } == ["Work", "Work", "Home"])
        let work = try #require(try context.fetch(FetchDescriptor<NotesV1.Folder>()).first)
        context.delete(work)
        try context.save()
        let after = try openContext(url, NotesV1.self, plan: nil)
        #expect(try after.fetch(FetchDescriptor<NotesV1.Note>()).map(\.title) == ["keys"])
    }

    @Test(
        "a plan without a stage between two of its versions, a store newer than the container, and a container outside the plan are refused"
    )
    func planShapeIsChecked() throws {
        let url = try storeAtFirstVersion()
        #expect(
            message { _ = try openContext(url, NotesV2.self, plan: StagelessNotesPlan.self) }
                == "the migration plan has no stage from NotesV1 to NotesV2")
        #expect(
            message { _ = try openContext(url, NotesV2Numeric.self, plan: LightweightNotesPlan.self) }
                == "the container's schema 2.0.0 is no version of the migration plan")
        _ = try openContext(url, NotesV2.self, plan: LightweightNotesPlan.self)
        #expect(
            message { _ = try openContext(url, NotesV1.self, plan: LightweightNotesPlan.self) }
                == "the store was written by NotesV2 (1.1.0), newer than the container's 1.0.0")
    }

    @Test("a new uniqueness constraint over duplicate values, and a minimum count existing rows miss, are refused")
    func newConstraintsAreChecked() throws {
        let duplicates = try StoreFolder().url("duplicates.store")
        do {
            let context = try openContext(duplicates, NotesV1.self, plan: nil)
            for body in ["a", "b", "c"] { context.insert(NotesV1.Note(title: "same", body: body)) }
            try context.save()
        }
        #expect(
            message { _ = try openContext(duplicates, NotesV3Strict.self, plan: StrictNotesPlan.self) }
                == #"the inferred migration of NotesV1 (1.0.0) -> NotesV3Strict (3.0.0) failed: Note rows 1 and 2 share the unique 'title' ["same"] (a constraint conflict: the migration can't make the attribute unique)"#
        )
        let url = try storeAtFirstVersion()
        #expect(
            message { _ = try openContext(url, NotesV3Strict.self, plan: StrictNotesPlan.self) }
                == "the inferred migration of NotesV1 (1.0.0) -> NotesV3Strict (3.0.0) failed: Folder row 3: 'notes' holds 2 models, fewer than its minimum of 3 (Core Data refuses to save: too few items)"
        )
    }

    @Test("a context refuses a model its schema does not have, fetched or inserted")
    func foreignModelsAreRefused() throws {
        let context = try openContext(try storeAtFirstVersion(), NotesV1.self, plan: nil)
        #expect(
            message { _ = try context.fetch(FetchDescriptor<EdgesV1.Sample>()) }
                == "Sample is not a model of this context's schema")
        context.insert(
            EdgesV1.Sample(
                text: "", count: 0, small: 0, huge: 0, ratio: 0, single: 0, amount: 0, when: Date(), identifier: UUID(),
                bytes: Data(), link: URL(fileURLWithPath: "/"), mood: .calm, moods: [], numbers: nil, note: nil))
        #expect(
            message { try context.save() } == "a Sample was inserted, but it is not a model of this context's schema")
    }
}
