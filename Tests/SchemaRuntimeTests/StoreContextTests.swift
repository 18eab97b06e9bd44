import Foundation
import GeneratedSchemas
import GoldenRelationships
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

private typealias V2 = GoldenRelationships.SchemaV2

@Suite("The typed store API: insert, fetch, update and delete, with relationships and delete rules")
struct StoreContextTests {
    func openStore(_ folder: TemporaryFolder) throws -> SchemaStore {
        try SchemaStore.open(at: folder.file(), schemas: [V2.self], stages: [])
    }

    @Test("inserting saves the reachable graph; fetching loads relationships from either side")
    func insertAndFetchGraph() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        try store.write { context in
            let algebra = V2.Course(code: "MATH1", syllabus: V2.Syllabus(text: "groups"))
            let poetry = V2.Course(code: "LIT2", syllabus: V2.Syllabus(text: "sonnets"))
            let ada = V2.Student(name: "Ada", courses: [algebra, poetry])
            let alan = V2.Student(name: "Alan", courses: [algebra], mentor: ada)
            try context.insert(ada)
            try context.insert(alan)
            #expect(ada.persistentModelID != nil && algebra.persistentModelID != nil)
        }
        try store.read { context in
            let courses = try context.fetch(V2.Course.self, orderBy: [.ascending("code")])
            #expect(courses.map(\.code) == ["LIT2", "MATH1"])
            #expect(
                courses[1].students.map(\.name).sorted() == ["Ada", "Alan"], "many-to-many, read from the other side")
            #expect(courses[0].syllabus?.text == "sonnets")
            let alan = try #require(try context.fetch(V2.Student.self, where: .equal("name", "Alan")).first)
            #expect(alan.mentor?.name == "Ada")
            #expect(alan.courses.map(\.code) == ["MATH1"])
        }
    }

    @Test("predicates, sorting and limits become SQL over the stored columns")
    func queries() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        try store.write { context in
            for (title, seconds) in [("Aria", 200), ("Bolero", 900), ("Canon", 300), ("Dirge", 120)] {
                try context.insert(V2.Song(title: title, seconds: UInt32(seconds)))
            }
        }
        try store.read { context in
            let long = try context.fetch(
                V2.Song.self, where: .greater("seconds", UInt32(150)), orderBy: [.descending("seconds")], limit: 2)
            #expect(long.map(\.title) == ["Bolero", "Canon"])
            #expect(try context.count(V2.Song.self, where: .like("title", "%o%") || .equal("title", "Aria")) == 3)
            #expect(try context.count(V2.Song.self, where: !.isNull("album")) == 0)
            #expect {
                try context.fetch(V2.Song.self, where: .equal("length", 3))
            } throws: { error in
                (error as? SchemaStoreError)?.description
                    == "'length' is not a stored property of 'Song' (transient attributes and to-many relationships have no column)"
            }
        }
    }

    @Test("updating rewrites attributes and relationships, inserting related instances that are new")
    func update() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        let playlist = try store.write { context in
            let playlist = V2.Playlist(title: "Morning", songs: [V2.Song(title: "Aria")])
            try context.insert(playlist)
            return playlist
        }
        try store.write { context in
            playlist.title = "Evening"
            playlist.songs.append(V2.Song(title: "Nocturne"))
            try context.update(playlist)
        }
        try store.read { context in
            let stored = try #require(try context.fetch(V2.Playlist.self).first)
            #expect(stored.title == "Evening")
            #expect(stored.songs.map(\.title) == ["Aria", "Nocturne"], "one-way to-many through a join table")
        }
    }

    @Test("a relationship of more keys than one statement names is saved whole and in order: join rows and keys")
    func largeRelationshipsSpanStatements() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        // More than two statements' worth (500 keys each), so the last statement holds one.
        let count = 1_001
        try store.write { context in
            try context.insert(V2.Playlist(title: "Long", songs: (0..<count).map { V2.Song(title: "song \($0)") }))
        }
        let mentor = try store.write { context in
            let mentor = V2.Student(name: "Ada", courses: [])
            try context.insert(mentor)
            let students = (0..<count).map { V2.Student(name: "student \($0)", courses: []) }
            for student in students { try context.insert(student) }
            mentor.mentees = students
            try context.update(mentor)
            return mentor
        }
        try store.read { context in
            let playlist = try #require(try context.fetch(V2.Playlist.self).first)
            #expect(playlist.songs.map(\.title) == (0..<count).map { "song \($0)" })
            let stored = try #require(try context.fetch(V2.Student.self, where: .equal("name", "Ada")).first)
            #expect(stored.persistentModelID == mentor.persistentModelID)
            #expect(Set(stored.mentees?.map(\.name) ?? []) == Set((0..<count).map { "student \($0)" }))
        }
        // Keeping 600 of them (more than one statement's list) clears the rest and keeps those.
        try store.write { context in
            mentor.mentees = Array((mentor.mentees ?? []).prefix(600))
            try context.update(mentor)
        }
        try store.read { context in
            let stored = try #require(try context.fetch(V2.Student.self, where: .equal("name", "Ada")).first)
            #expect(stored.mentees?.count == 600)
            #expect(try context.count(V2.Student.self, where: .isNull("mentor")) == count + 1 - 600)
        }
    }

    @Test("a deny rule met after a cascade has begun deletes nothing, and the transaction goes on")
    func denyAfterCascadeDeletesNothing() throws {
        typealias Latest = SchemaV7
        let folder = try TemporaryFolder()
        let store = try ExamplePlan.open(folder.file())
        try store.write { context in
            // Meals cascade, and come before the progress entries, whose rule is deny.
            let profile = Latest.SDUserProfile(
                name: "Ada",
                meals: [Latest.SDMeal(title: "Lunch", items: [Latest.SDMealLogItem(foodName: "rice", quantity: 1)])],
                progressEntries: [Latest.SDProgressEntry(metric: "weight", recordedOn: Date(), value: 60)])
            try context.insert(profile)
            #expect {
                try context.delete(profile)
            } throws: { error in
                (error as? SchemaStoreError)?.description
                    == "can't delete the SDUserProfile: its 'progressEntries' still holds 1 object and its delete rule is deny"
            }
            #expect(try context.count(Latest.SDMeal.self) == 1)
            #expect(try context.count(Latest.SDMealLogItem.self) == 1)
            let reread = try #require(try context.fetch(Latest.SDUserProfile.self).first)
            #expect(reread === profile, "the profile is still this context's instance")
            #expect(reread.meals.map(\.title) == ["Lunch"])
        }
    }

    @Test("delete rules: deny refuses, cascade deletes, nullify clears")
    func deleteRules() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        let (course, mentor) = try store.write { context in
            let course = V2.Course(code: "CS1", syllabus: V2.Syllabus(text: "loops"))
            let mentor = V2.Student(name: "Grace", courses: [course])
            try context.insert(mentor)
            try context.insert(V2.Student(name: "Edsger", mentor: mentor))
            return (course, mentor)
        }
        #expect {
            try store.write { context in try context.delete(course) }
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "can't delete the Course: its 'students' still holds 1 object and its delete rule is deny"
        }
        try store.write { context in
            mentor.courses = []
            try context.update(mentor)
            try context.delete(course)
            #expect(try context.count(V2.Syllabus.self) == 0, "the syllabus was cascaded")
            try context.delete(mentor)
            let edsger = try #require(try context.fetch(V2.Student.self).first)
            #expect(edsger.mentor == nil, "the mentee's reference was nullified")
        }
    }

    @Test("saving without a required relationship fails, naming it")
    func requiredRelationship() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        let course = V2.Course(code: "X", syllabus: V2.Syllabus(text: "t"))
        course.syllabus = nil
        #expect {
            try store.write { context in try context.insert(course) }
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "can't save the Course: its required relationship 'syllabus' is not set"
        }
    }

    @Test("updating an instance that was never inserted, or using a model of another version, fails, naming it")
    func misuse() throws {
        let folder = try TemporaryFolder()
        let store = try openStore(folder)
        #expect {
            try store.write { context in try context.update(V2.Song(title: "never stored")) }
        } throws: { error in
            (error as? SchemaStoreError)?.description == "the Song has not been inserted into the store yet"
        }
        #expect {
            try store.read { context in try context.fetch(GeneratedSchemas.SchemaV1.SDLegacyNote.self).count }
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "'SDLegacyNote' is not a model of the store's current schema version"
        }
    }
}
