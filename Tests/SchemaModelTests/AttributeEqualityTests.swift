import SchemaModel
import Testing

/// `Attribute` keeps its rarely set parts in a shared box to save memory; its equality and hash are derived
/// (the box compares by value), so every part counts, and the diff sees a change to any of them.
@Suite("Attribute equality counts every part, in the box or not")
struct AttributeEqualityTests {
    static let base = Attribute(name: "status", type: AttributeType(.enumeration("Status")))

    /// One change to each part an attribute has.
    static let changes: [(part: String, change: @Sendable (inout Attribute) -> Void)] = [
        ("name", { $0.name = "state" }),
        ("type", { $0.type.isOptional = true }),
        ("isUnique", { $0.isUnique = true }),
        ("isTransient", { $0.isTransient = true }),
        ("usesExternalStorage", { $0.usesExternalStorage = true }),
        ("options", { $0.options = .spotlight }),
        ("defaultValue", { $0.defaultValue = .enumCase("open") }),
        ("originalName", { $0.originalName = "state" }),
        ("hashModifier", { $0.hashModifier = "2" }),
        ("documentation", { $0.documentation = "Where the task is." }),
        ("transformer", { $0.transformer = .name("NSSecureUnarchiveFromData") }),
        ("isDeprecated", { $0.isDeprecated = true }),
        ("storesRawValue", { $0.storesRawValue = true }),
    ]

    @Test("changing any one part makes the attribute differ", arguments: changes.map(\.part))
    func everyPartCounts(part: String) throws {
        let change = try #require(Self.changes.first { $0.part == part }).change
        var changed = Self.base
        change(&changed)
        #expect(changed != Self.base)
    }

    @Test("the list of parts is every stored property of Attribute and of its box")
    func everyPartIsListed() {
        var full = Self.base
        for (_, change) in Self.changes { change(&full) }
        let stored = Mirror(reflecting: full).children.compactMap(\.label).filter { $0 != "details" }
        let boxed =
            Mirror(reflecting: full).children.first { $0.label == "details" }.map { details in
                // details: Optional<Details>, whose one child is the box, whose one child is its values.
                Mirror(reflecting: details.value).children.first.flatMap { box in
                    Mirror(reflecting: box.value).children.first.map { Mirror(reflecting: $0.value).children }
                }?.compactMap(\.label) ?? []
            } ?? []
        #expect(Set(stored + boxed) == Set(Self.changes.map(\.part)), "\(stored + boxed)")
    }

    @Test("equal parts in separate boxes are equal and hash alike")
    func equalPartsInSeparateBoxesAreEqual() {
        var first = Self.base
        first.documentation = "Where the task is."
        var second = Self.base
        second.documentation = "Where the task is."
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }
}
