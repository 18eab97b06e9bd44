import FitLogExample
import Foundation
import GeneratedSchemas
import GoldenRelationships
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import SchemaRuntimeSQLite
import Testing

/// The typed API on a PostgreSQL store: the same calls as on SQLite, with the same results.
@Suite("A PostgreSQL store's typed API works as SQLite's does", PostgresTestDatabase.required)
struct PostgresTypedAccessTests {
    typealias Latest = SchemaV7
    static let layout = StoreLayout(Latest.schemaDescription)

    /// Inserts, fetches, updates and deletes the same deterministic graph in `write`'s store, and returns
    /// what the fetches saw, line by line.
    static func workload(_ write: ((StoreContext) throws -> [String]) throws -> [String]) throws -> [String] {
        try write { context in
            var seen: [String] = []
            for index in 0..<6 {
                let profile = Latest.SDUserProfile(
                    id: UUID(uuidString: "00000000-0000-4000-8000-00000000000\(index)")!, name: "Profile \(index)",
                    nickname: index.isMultiple(of: 2) ? "p\(index)" : nil, email: "user\(index)@example.com",
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000.25 + Double(index) * 3_600),
                    activityLevel: Latest.ActivityLevel.allCases[index % Latest.ActivityLevel.allCases.count],
                    photo: index == 1 ? Data([0, 1, 2, 255]) : nil)
                profile.meals = (0..<index % 3).map { meal in
                    Latest.SDMeal(
                        title: "Meal \(index).\(meal)", loggedAt: Date(timeIntervalSince1970: 1_700_100_000),
                        tags: meal == 0 ? [] : ["late", "ü"],
                        items: [
                            Latest.SDMealLogItem(
                                foodName: "oats", quantity: 60.5, pricePaid: Decimal(string: "1.10")),
                            Latest.SDMealLogItem(foodName: "milk", quantity: 200, unit: "ml"),
                        ])
                }
                profile.preferences = Latest.SDDietaryAndActivityPreferences(
                    allergies: index == 0 ? ["peanuts"] : nil, dailyCalorieGoal: 1800 + index * 100)
                if index == 5 {
                    profile.progressEntries = [
                        Latest.SDProgressEntry(
                            metric: "weight", recordedOn: Date(timeIntervalSince1970: 1_700_000_000), value: 70)
                    ]
                }
                try context.insert(profile)
            }
            let recent = try context.fetch(
                Latest.SDUserProfile.self,
                where: .greater("createdAt", Date(timeIntervalSince1970: 1_700_005_000)) && .isNotNull("nickname"),
                orderBy: [.descending("createdAt")], limit: 5)
            seen.append("recent with a nickname: " + recent.map(\.name).joined(separator: ", "))
            // The same by key path: PostgreSQL gets the same SQL.
            let typed = try context.fetch(
                Latest.SDUserProfile.self,
                where: .greater(\.createdAt, Date(timeIntervalSince1970: 1_700_005_000)) && .isNotNull(\.nickname),
                orderBy: [.descending(\.createdAt)], limit: 5)
            #expect(typed.map(\.name) == recent.map(\.name))
            let meals = try context.fetch(
                Latest.SDMeal.self, where: .like("title", "Meal 2.%"), orderBy: [.ascending("title")])
            seen.append(
                "meals of profile 2: "
                    + meals.map { "\($0.title) of \($0.userProfile?.name ?? "nobody") with \($0.items.count) items" }
                    .joined(separator: "; "))
            // Updating: an attribute, a to-many that gains a new instance and loses one.
            let four = try #require(
                try context.fetch(Latest.SDUserProfile.self, where: .equal("name", "Profile 4")).first)
            four.nickname = "four"
            four.meals[0].items = [Latest.SDMealLogItem(foodName: "rice", quantity: 150)]
            try context.update(four.meals[0])
            try context.update(four)
            // Deleting: cascade through meals and items, and deny while progress entries exist.
            let one = try #require(
                try context.fetch(Latest.SDUserProfile.self, where: .equal("name", "Profile 1")).first)
            try context.delete(one)
            let five = try #require(
                try context.fetch(Latest.SDUserProfile.self, where: .equal("name", "Profile 5")).first)
            do {
                try context.delete(five)
                seen.append("profile 5 deleted")
            } catch {
                seen.append("profile 5 kept: \(error)")
            }
            seen.append(
                "counts: \(try context.count(Latest.SDUserProfile.self)) profiles, \(try context.count(Latest.SDMeal.self)) meals, "
                    + "\(try context.count(Latest.SDMealLogItem.self)) items, \(try context.count(Latest.SDMealLogItem.self, where: .equal("unit", "ml"))) in ml"
            )
            let fourID = try #require(four.persistentModelID)
            let reread = try #require(try context.fetch(Latest.SDUserProfile.self, id: fourID))
            seen.append(
                "profile 4: \(reread.nickname ?? "-"), \(reread.meals.map { $0.items.map(\.foodName).joined(separator: "+") })"
            )
            return seen
        }
    }

    @Test("the same inserts, fetches, updates and deletes leave the same rows and see the same instances as on SQLite")
    func typedAccessMatchesSQLite() throws {
        let scratch = try PostgresScratch()
        let postgres = try scratch.open()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pg-typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sqliteURL = folder.appendingPathComponent("FitLog.sqlite")
        let sqlite = try SchemaStore.open(at: sqliteURL, plan: SchemaMigrations.self, customStages: FitLogStages())

        let seenInPostgres = try Self.workload { try postgres.write($0) }
        let seenInSQLite = try Self.workload { try sqlite.write($0) }
        #expect(seenInPostgres == seenInSQLite)
        #expect(
            seenInPostgres == [
                "recent with a nickname: Profile 4, Profile 2",
                "meals of profile 2: Meal 2.0 of Profile 2 with 2 items; Meal 2.1 of Profile 2 with 2 items",
                "profile 5 kept: can't delete the SDUserProfile: its 'progressEntries' still holds 1 object and its delete rule is deny",
                // The items profile 4's meal let go of stay, without a meal, as the nullify rule says.
                "counts: 5 profiles, 5 meals, 11 items, 5 in ml",
                "profile 4: four, [\"rice\"]",
            ])
        #expect(
            PostgresMigrationTests.normalized(try scratch.rows(of: Self.layout), Self.layout)
                == PostgresMigrationTests.normalized(
                    try SQLiteFixture.rows(of: Self.layout, in: sqliteURL), Self.layout))
    }

    @Test("many-to-many relationships are saved in their join table and read from either side")
    func manyToMany() throws {
        typealias V2 = GoldenRelationships.SchemaV2
        let scratch = try PostgresScratch()
        let store = try PostgresSchemaStore.open(at: scratch.location, schemas: [V2.self], stages: [])
        try store.write { context in
            let algebra = V2.Course(code: "MATH1", syllabus: V2.Syllabus(text: "groups"))
            let poetry = V2.Course(code: "LIT2", syllabus: V2.Syllabus(text: "sonnets"))
            let ada = V2.Student(name: "Ada", courses: [algebra, poetry])
            try context.insert(ada)
            let alan = V2.Student(name: "Alan", courses: [algebra, algebra], mentor: ada)
            try context.insert(alan)
            // Saving the pairs again, one of them twice, leaves one row per pair.
            try context.update(alan)
        }
        try store.read { context in
            let courses = try context.fetch(V2.Course.self, orderBy: [.ascending("code")])
            #expect(courses.map(\.code) == ["LIT2", "MATH1"])
            #expect(courses[1].students.map(\.name).sorted() == ["Ada", "Alan"])
            #expect(courses[0].syllabus?.text == "sonnets")
            let alan = try #require(try context.fetch(V2.Student.self, where: .equal("name", "Alan")).first)
            #expect(alan.mentor?.name == "Ada")
            #expect(alan.courses.map(\.code) == ["MATH1"])
        }
    }

    @Test("a transaction that throws is rolled back, and a read-only one refuses to write")
    func rollbackAndReadOnly() throws {
        struct Abandoned: Error {}
        let scratch = try PostgresScratch()
        let store = try scratch.open()
        #expect(throws: Abandoned.self) {
            try store.write { context in
                try context.insert(Latest.SDUserProfile(name: "never saved"))
                throw Abandoned()
            }
        }
        #expect(try store.read { try $0.count(Latest.SDUserProfile.self) } == 0)
        #expect {
            try store.read { context in try context.insert(Latest.SDUserProfile(name: "read only")) }
        } throws: { error in
            (error as? PostgresServerError)?.description
                == "PostgreSQL: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)"
        }
        try store.write { context in try context.insert(Latest.SDUserProfile(name: "saved")) }
        #expect(try store.read { try $0.fetch(Latest.SDUserProfile.self).map(\.name) } == ["saved"])
    }

    @Test("a connection the server ended is replaced at the next transaction; one lost during it is an I/O error")
    func endedConnectionIsReplaced() throws {
        let scratch = try PostgresScratch()
        let store = try scratch.open()
        let pid = try store.withSession { session in
            try #require(
                try session.query("SELECT pg_backend_pid()::bigint").first?.first.flatMap(PostgresValueCoding.integer))
        }
        #expect {
            try store.write { context in
                try context.insert(Latest.SDUserProfile(name: "lost"))
                try scratch.admin.query("SELECT pg_terminate_backend($1::integer)", [.int64(pid)])
                try context.insert(Latest.SDUserProfile(name: "also lost"))
            }
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .ioError && (error?.underlyingError as? PostgresServerError)?.connectionIsLost == true
        }
        try store.write { context in try context.insert(Latest.SDUserProfile(name: "after the failover")) }
        #expect(try store.read { try $0.fetch(Latest.SDUserProfile.self).map(\.name) } == ["after the failover"])
    }
}
