import SchemaModel
import Testing

/// The decisions a step's plan is made of, taken on plain values: which changes the store (or SwiftData) can
/// infer, which need code and why, and which can lose data and must be named by `acceptDataLoss`.
@Suite("Step planning: what each change needs from the migration")
struct StepPlanningTests {
    /// One case: `Item` as it was, `Item` as it is, and what the step must conclude.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let old: Model
        let new: Model
        let kinds: [SchemaChange.Kind]
        /// The reason of the first change that needs code, or `nil` for a lightweight step.
        let customReason: String?
        let dataLoss: [String]

        var testDescription: String { name }
    }

    static func item(_ attributes: [Attribute], unique: [[String]] = [], indexes: [[String]] = []) -> Model {
        Model(name: "Item", attributes: attributes, unique: unique, indexes: indexes)
    }

    static func attribute(
        _ name: String, _ primitive: PrimitiveType = .string, optional: Bool = false,
        default value: DefaultValue? = nil, originalName: String? = nil, transient: Bool = false
    ) -> Attribute {
        Attribute(
            name: name, type: AttributeType(.primitive(primitive), isOptional: optional), defaultValue: value,
            originalName: originalName, isTransient: transient)
    }

    static let title = attribute("title")

    static let cases: [Case] = [
        Case(
            name: "an optional attribute added is inferred", old: item([title]),
            new: item([title, attribute("note", optional: true)]), kinds: [.attributeAdded], customReason: nil,
            dataLoss: []),
        Case(
            name: "a required attribute with a constant default is inferred", old: item([title]),
            new: item([title, attribute("count", .int, default: .integer(0))]), kinds: [.attributeAdded],
            customReason: nil, dataLoss: []),
        Case(
            name: "a required attribute without a default needs code", old: item([title]),
            new: item([title, attribute("count", .int)]), kinds: [.attributeAdded],
            customReason: "required attribute 'Item.count' added without a default", dataLoss: []),
        Case(
            name: "a required UUID defaulting to 'uuid' needs a value per row, so code", old: item([title]),
            new: item([title, attribute("id", .uuid, default: .generatedUUID)]), kinds: [.attributeAdded],
            customReason: "required attribute 'Item.id' added with 'uuid': each existing row needs its own value",
            dataLoss: []),
        Case(
            name: "a transient attribute added stores nothing", old: item([title]),
            new: item([title, attribute("draft", transient: true)]), kinds: [.attributeAdded], customReason: nil,
            dataLoss: []),
        Case(
            name: "a rename through originalName is inferred and keeps the data", old: item([title]),
            new: item([attribute("heading", originalName: "title")]), kinds: [.attributeRenamed], customReason: nil,
            dataLoss: []),
        Case(
            name: "a removed attribute is inferred but loses its values", old: item([title, attribute("note")]),
            new: item([title]), kinds: [.attributeRemoved], customReason: nil, dataLoss: ["Item.note"]),
        Case(
            name: "a type widened needs code to convert, without loss", old: item([attribute("count", .int32)]),
            new: item([attribute("count", .int64)]), kinds: [.attributeTypeChanged],
            customReason: "'Item.count' changed type from Int32 to Int64", dataLoss: []),
        Case(
            name: "a type narrowed needs code and can lose data", old: item([attribute("count", .string)]),
            new: item([attribute("count", .double)]), kinds: [.attributeTypeChanged],
            customReason: "'Item.count' changed type from String to Double", dataLoss: ["Item.count"]),
        Case(
            name: "optional made required needs code; required made optional does not",
            old: item([attribute("note", optional: true), title]),
            new: item([attribute("note"), attribute("title", optional: true)]),
            kinds: [.attributeOptionalityChanged, .attributeOptionalityChanged],
            customReason: "'Item.note' made required without a default", dataLoss: []),
        Case(
            name: "optional made required with a constant default is inferred: the default fills what rows lack",
            old: item([attribute("note", optional: true), title]),
            new: item([attribute("note", default: .string("")), title]),
            kinds: [.attributeOptionalityChanged, .attributeDefaultChanged], customReason: nil, dataLoss: []),
        Case(
            name: "optional made required with a default made at migration needs code: each row needs its own",
            old: item([attribute("stamp", .date, optional: true), title]),
            new: item([attribute("stamp", .date, default: .now), title]),
            kinds: [.attributeOptionalityChanged, .attributeDefaultChanged],
            customReason: "'Item.stamp' made required with a default made at migration, which fills no stored row",
            dataLoss: []),
        Case(
            name: "uniqueness added needs code, since stored rows may repeat; removed is inferred",
            old: item([title, attribute("code")], unique: [["code"]]),
            new: item([title, attribute("code")], unique: [["title", "code"]]),
            kinds: [.uniquenessAdded, .attributeUniquenessRemoved],
            customReason: "uniqueness added on Item: existing rows may have duplicates", dataLoss: []),
        Case(
            name: "a uniqueness constraint written in another order is no change",
            old: item([title, attribute("code")], unique: [["title", "code"]]),
            new: item([title, attribute("code")], unique: [["code", "title"]]), kinds: [], customReason: nil,
            dataLoss: []),
        Case(
            name: "an index with its columns in another order is another index",
            old: item([title, attribute("code")], indexes: [["title", "code"]]),
            new: item([title, attribute("code")], indexes: [["code", "title"]]), kinds: [.indexAdded, .indexRemoved],
            customReason: nil, dataLoss: []),
        Case(
            name: "a change to a transient attribute never needs code",
            old: item([attribute("draft", transient: true)]),
            new: item([attribute("draft", .int, transient: true)]), kinds: [.attributeTypeChanged], customReason: nil,
            dataLoss: []),
    ]

    @Test("each change gets its effect and data-loss path", arguments: cases)
    func effects(_ testCase: Case) {
        let diff = SchemaDiff(
            StepCorrespondence(
                previous: Schema(version: SchemaVersion(1, 0, 0), name: "V1", models: [testCase.old]),
                current: Schema(version: SchemaVersion(2, 0, 0), name: "V2", models: [testCase.new])))
        #expect(diff.changes.map(\.kind) == testCase.kinds)
        let firstReason = diff.changes.lazy.compactMap { change -> String? in
            if case .custom(let reason) = change.effect { return reason }
            return nil
        }.first
        #expect(firstReason == testCase.customReason)
        #expect(diff.changes.compactMap(\.dataLossPath) == testCase.dataLoss)
    }

    @Test("a model renamed with renamedFrom keeps its rows but needs code, since entities are named by class")
    func modelRename() {
        let diff = SchemaDiff(
            StepCorrespondence(
                previous: Schema(version: SchemaVersion(1, 0, 0), name: "V1", models: [Self.item([Self.title])]),
                current: Schema(
                    version: SchemaVersion(2, 0, 0), name: "V2",
                    models: [Model(name: "Product", renamedFrom: "Item", attributes: [Self.title])])))
        #expect(diff.changes.map(\.kind) == [.modelRenamed])
        #expect(
            diff.changes.first?.effect == .custom("model 'Item' renamed to 'Product' (entities are named by class)"))
        #expect(diff.changes.first?.dataLossPath == nil)
    }
}
