import SchemaModel
import Testing

/// The rule behind rolling deploys: which steps leave a store an instance one version behind can still use.
@Suite("Older instances: which steps are expanding and which contract")
struct OlderInstanceCompatibilityTests {
    private func text(_ name: String, optional: Bool = false, default value: DefaultValue? = nil) -> Attribute {
        Attribute(name: name, type: AttributeType(.primitive(.string), isOptional: optional), defaultValue: value)
    }

    private func schema(_ minor: Int, enums: [EnumDeclaration] = [], _ models: [Model]) -> Schema {
        Schema(version: SchemaVersion(1, minor, 0), name: "V\(minor)", enums: enums, models: models)
    }

    /// The obstacles of the step from `previous` to `current`, as the runtime and the generator read them.
    private func obstacles(_ previous: Schema, _ current: Schema) -> [String] {
        let changes = SchemaDiff(StepCorrespondence(previous: previous, current: current)).changes
        return OlderInstanceCompatibility.obstacles(
            from: StoreLayout(previous), to: StoreLayout(current), changes: changes
        ).map(\.description)
    }

    private var base: Schema {
        schema(0, [Model(name: "Meal", attributes: [text("title"), text("notes", optional: true)])])
    }

    @Test("adding a table, an optional column, a column with a default or an index is expanding")
    func additionsAreExpanding() {
        let current = schema(
            1,
            [
                Model(
                    name: "Meal",
                    attributes: [
                        text("title"), text("notes", optional: true), text("mood", optional: true),
                        text("unit", default: .string("g")),
                    ],
                    indexes: [["title"]]),
                Model(name: "Tag", attributes: [text("label")]),
            ])
        #expect(obstacles(base, current) == [])
    }

    @Test("removing, renaming or retyping a column contracts, naming the column")
    func removalsAndRenamesContract() {
        let removed = schema(1, [Model(name: "Meal", attributes: [text("title")])])
        #expect(obstacles(base, removed) == ["'Meal.notes' is gone (removed or renamed)"])
        let renamedModel = schema(
            1, [Model(name: "Dish", renamedFrom: "Meal", attributes: [text("title"), text("notes", optional: true)])])
        #expect(obstacles(base, renamedModel) == ["'Meal' is gone (removed or renamed)"])
        let required = schema(
            1, [Model(name: "Meal", attributes: [text("title"), text("notes", default: .string(""))])])
        #expect(
            obstacles(base, required) == [
                "'Meal.notes' is \"notes\" TEXT NOT NULL DEFAULT '', not \"notes\" TEXT as the older instance has it"
            ])
    }

    @Test("a required column without a default contracts: the older instance's inserts leave it out")
    func requiredAdditionContracts() {
        let current = schema(
            1, [Model(name: "Meal", attributes: [text("title"), text("notes", optional: true), text("cuisine")])])
        #expect(
            obstacles(base, current) == [
                "'Meal.cuisine' is added as required without a default, and the older instance's inserts leave it out"
            ])
    }

    @Test("a new reference to a table the older instance deletes from contracts; one from it to a new table doesn't")
    func referencesToOlderTablesContract() {
        let tagged = schema(
            1,
            [
                Model(
                    name: "Meal", attributes: [text("title"), text("notes", optional: true)],
                    relationships: [
                        Relationship(
                            name: "tags", target: "Tag", cardinality: .toMany(isOptional: false), inverse: "meal")
                    ]),
                Model(
                    name: "Tag", attributes: [text("label")],
                    relationships: [
                        Relationship(
                            name: "meal", target: "Meal", cardinality: .toOne(isOptional: true), inverse: "tags")
                    ]),
            ])
        #expect(
            obstacles(base, tagged) == [
                "'Tag.meal' references 'Meal', whose rows the older instance deletes without clearing the reference"
            ])
        let photo = schema(
            1,
            [
                Model(
                    name: "Meal", attributes: [text("title"), text("notes", optional: true)],
                    relationships: [Relationship(name: "photo", target: "Photo", cardinality: .toOne(isOptional: true))]
                ),
                Model(name: "Photo", attributes: [text("path")]),
            ])
        #expect(obstacles(base, photo) == [])
    }

    @Test("uniqueness added and an enum case added contract: the older instance can't honour or read them")
    func uniquenessAndEnumCasesContract() {
        let unique = schema(
            1, [Model(name: "Meal", attributes: [text("title"), text("notes", optional: true)], unique: [["title"]])])
        #expect(
            obstacles(base, unique) == [
                "'Meal' gains uniqueness on (title), which the older instance's writes ignore"
            ])
        func moods(_ cases: [String]) -> EnumDeclaration {
            EnumDeclaration(name: "Mood", rawType: .string, cases: cases.map { .init($0, .string($0)) })
        }
        let meal = Model(
            name: "Meal", attributes: [Attribute(name: "mood", type: AttributeType(.enumeration("Mood")))])
        let before = schema(0, enums: [moods(["good", "bad"])], [meal])
        let after = schema(1, enums: [moods(["good", "bad", "meh"])], [meal])
        #expect(
            obstacles(before, after) == ["'Mood.meh' is an enum change (case added) the older instance can't read"])
    }
}
