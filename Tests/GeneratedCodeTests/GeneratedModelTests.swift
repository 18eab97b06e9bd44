import Foundation
import GeneratedSchemas
import GoldenCascade
import GoldenEnumCascade
import GoldenKeywords
import GoldenRelationships
import GoldenRenames
import SchemaModel
import SchemaRuntime
import Testing

@Suite("Generated code compiles and behaves: rows round-trip, defaults apply, types line up")
struct GeneratedModelTests {
    @Test("a model's row round-trips through the generated encoder and decoder")
    func rowRoundTrip() throws {
        let profile = GeneratedSchemas.SDUserProfile(
            name: "Ada", nickname: "ada", avatarURL: URL(string: "https://example.com/a.png"),
            activityLevel: .veryActive,
            photo: Data([1, 2, 3]), displayNameCache: "cached")
        let row = profile.storedRow()
        #expect(row["displayNameCache"] == nil, "transient attributes are not stored")
        #expect(row["activityLevel"] == .text("veryActive"))
        let decoded = try GeneratedSchemas.SDUserProfile(storedRow: row)
        #expect(decoded.id == profile.id)
        #expect(decoded.name == "Ada")
        #expect(decoded.avatarURL == profile.avatarURL)
        #expect(decoded.photo == Data([1, 2, 3]))
        #expect(decoded.displayNameCache == "", "a transient attribute takes its default when decoded")
        #expect(decoded.storedRow() == row)
    }

    @Test("defaults from the schema apply in the initialiser")
    func defaults() {
        let item = GeneratedSchemas.SDMealLogItem(foodName: "rice", quantity: 150)
        #expect(item.unit == "g")
        #expect(item.pricePaid == nil)
        let snapshot = GeneratedSchemas.SDActivitySnapshot(date: Date(timeIntervalSince1970: 10))
        #expect(snapshot.source == "healthkit")
        #expect(snapshot.lastSyncedAt == Date(timeIntervalSince1970: 0))
        #expect(GeneratedSchemas.SDMeal(title: "Lunch").tags == [])
    }

    @Test("arrays and enums decode from their stored forms, and bad values name the column")
    func storedForms() throws {
        let meal = GeneratedSchemas.SDMeal(title: "Dinner", tags: ["a", "b \"quoted\""])
        let row = meal.storedRow()
        #expect(row["tags"] == .text("[\"a\",\"b \\\"quoted\\\"\"]"))
        #expect(try GeneratedSchemas.SDMeal(storedRow: row).tags == ["a", "b \"quoted\""])
        var broken = row
        broken["loggedAt"] = .text("yesterday")
        #expect(throws: StoredValueError.self) { try GeneratedSchemas.SDMeal(storedRow: broken) }
        do {
            _ = try GeneratedSchemas.SDMeal(storedRow: broken)
        } catch let error as StoredValueError {
            #expect(error.description == "column 'loggedAt': expected Double, found TEXT 'yesterday'")
        }
    }

    @Test("the seed cascade: models that point at the changed profile are new types; the others are reused")
    func seedCascadeTypes() {
        #expect(GoldenCascade.SchemaV9.SDPhysicalAttribute.self != GoldenCascade.SchemaV8.SDPhysicalAttribute.self)
        #expect(GoldenCascade.SchemaV9.SDSleepStage.self != GoldenCascade.SchemaV8.SDSleepStage.self)
        #expect(GoldenCascade.SchemaV9.SDMealLogItem.self != GoldenCascade.SchemaV8.SDMealLogItem.self)
        #expect(GoldenCascade.SchemaV9.SDOutboxEvent.self == GoldenCascade.SchemaV8.SDOutboxEvent.self)
        #expect(
            GoldenCascade.SchemaV9.SDDietaryAndActivityPreferences.self
                == GoldenCascade.SchemaV8.SDDietaryAndActivityPreferences.self)
        // The V9 profile holds V9 children: the type mismatch the seed document fought by hand can't happen.
        let profile = GoldenCascade.SchemaV9.SDUserProfile(name: "Ada")
        profile.bodyMetrics.append(GoldenCascade.SchemaV9.SDPhysicalAttribute(userProfile: profile))
        #expect(profile.bodyMetrics.count == 1)
        #expect(GoldenCascade.SDMealLog.self == GoldenCascade.SchemaV9.SDMeal.self)
        #expect(GoldenCascade.CurrentSchema.versionIdentifier == SchemaVersion(0, 0, 9))
    }

    @Test("an enum change redefines its users and their children, not unrelated models")
    func enumCascadeTypes() {
        #expect(GoldenEnumCascade.SchemaV2.Status.allCases == [.open, .blocked, .done])
        #expect(GoldenEnumCascade.SchemaV2.Task.self != GoldenEnumCascade.SchemaV1.Task.self)
        #expect(GoldenEnumCascade.SchemaV2.Comment.self != GoldenEnumCascade.SchemaV1.Comment.self)
        #expect(GoldenEnumCascade.SchemaV2.Tag.self == GoldenEnumCascade.SchemaV1.Tag.self)
        #expect(GoldenEnumCascade.SchemaV2.Priority.self == GoldenEnumCascade.SchemaV1.Priority.self)
    }

    @Test("names that are Swift keywords work as properties, cases and types")
    func keywords() throws {
        let model = GoldenKeywords.SchemaV1.`protocol`(
            default: "d", init: "i", extension: GoldenKeywords.SchemaV1.`struct`())
        #expect(model.`self` == false)
        #expect(model.`Type` == .`default`)
        #expect(model.`where` == ["in", "out"])
        #expect(model.`extension`?.`let` == 1.5)
        let decoded = try GoldenKeywords.SchemaV1.`protocol`(storedRow: model.storedRow())
        #expect(decoded.`default` == "d")
        #expect(decoded.`init` == "i")
    }

    @Test("renames: the renamed model is a new type; the step is custom and its description keeps the hints")
    func renames() {
        #expect(GoldenRenames.SchemaV3.SDUserAccount.self != GoldenRenames.SchemaV2.SDUserAccount.self)
        let description = GoldenRenames.SchemaV2.schemaDescription
        #expect(description.model(named: "SDUserAccount")?.renamedFrom == "SDUser")
        #expect(GoldenRenames.SchemaV2.Provider.signInWithApple.rawValue == "APPLE")
        let kinds = GoldenRenames.SchemaMigrations.stages(NoCustomCode()).map(\.kind)
        #expect(kinds == [.custom, .lightweight])
    }

    @Test("required to-one relationships are required by the initialiser")
    func requiredRelationships() {
        let course = GoldenRelationships.SchemaV2.Course(code: "CS101", syllabus: .init(text: "intro"))
        #expect(course.syllabus?.text == "intro")
        #expect(GoldenRelationships.SchemaV2.Student(name: "A").mentees == nil)
    }

    @Test("the example's plan lists every version and a stage per step")
    func examplePlan() {
        #expect(
            GeneratedSchemas.SchemaMigrations.schemas.map { "\($0.versionIdentifier)" } == [
                "1.0.0", "1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0", "1.6.0",
            ])
        let stages = GeneratedSchemas.SchemaMigrations.stages(ExampleStagesStub())
        #expect(stages.map(\.kind) == [.lightweight, .custom, .custom, .lightweight, .lightweight, .lightweight])
        // The models list and the description name the same entities, in the same order.
        #expect(
            GeneratedSchemas.SchemaV7.models.map { $0.entityName }
                == GeneratedSchemas.SchemaV7.schemaDescription.models.map(\.name))
    }
}

/// The Renames history's one custom stage, as a user would supply it.
struct NoCustomCode: GoldenRenames.SchemaMigrationsCustomStages {
    func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<GoldenRenames.SchemaV1, GoldenRenames.SchemaV2>) throws
    {}
}

/// The example's custom stages; their real implementations belong to the runtime's demo.
struct ExampleStagesStub: GeneratedSchemas.SchemaMigrationsCustomStages {
    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<GeneratedSchemas.SchemaV2, GeneratedSchemas.SchemaV3>)
        throws
    {}
    func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<GeneratedSchemas.SchemaV3, GeneratedSchemas.SchemaV4>)
        throws
    {}
}
