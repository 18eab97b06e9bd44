import SchemaModel
import Testing

/// The loader's sharing and the diff compare declarations with `hasElements(equalTo:)`, which reads elements
/// in place and trusts equal bytes before it asks `==`: it must answer as `==` on the arrays does.
@Suite("Comparing declarations in place answers as == does")
struct ArrayElementEqualityTests {
    static let attributes = [
        Attribute(name: "title", type: AttributeType(.primitive(.string))),
        Attribute(name: "status", type: AttributeType(.enumeration("Status")), defaultValue: .enumCase("open")),
        Attribute(name: "count", type: AttributeType(.primitive(.int), isOptional: true)),
    ]

    @Test("arrays written alike in separate storage are equal, and so are arrays sharing storage")
    func alikeArraysAreEqual() {
        let copy = Self.attributes.map { $0 }
        #expect(copy.hasElements(equalTo: Self.attributes))
        #expect(Self.attributes.hasElements(equalTo: Self.attributes))
        #expect([Attribute]().hasElements(equalTo: []))
    }

    @Test("a missing, an extra or a changed element makes the arrays differ", arguments: 0..<3)
    func anyDifferenceCounts(index: Int) {
        var changed = Self.attributes
        changed[index].isUnique.toggle()
        #expect(!changed.hasElements(equalTo: Self.attributes))
        #expect(!Array(Self.attributes.dropLast()).hasElements(equalTo: Self.attributes))
        #expect(!(Self.attributes + [Self.attributes[index]]).hasElements(equalTo: Self.attributes))
    }

    @Test("equal values stored differently are equal: a name built at run time, a default in a box of its own")
    func equalValuesWithOtherBytesAreEqual() {
        // Long enough to live on the heap, so the two names are separate storage with the same text.
        let longName = "attributeWithAVeryLongName"
        var built = Self.attributes
        built[0].name = ["attributeWith", "AVeryLongName"].joined()
        var literal = Self.attributes
        literal[0].name = longName
        #expect(built.hasElements(equalTo: literal))
        // The default is set anew, so its box is another object holding equal values.
        var reboxed = Self.attributes
        reboxed[1].defaultValue = .enumCase("open")
        #expect(reboxed.hasElements(equalTo: Self.attributes))
        #expect(reboxed == Self.attributes)
    }

    @Test("relationships compare the same way")
    func relationshipsCompareAlike() {
        let relationships = [
            Relationship(name: "owner", target: "Person", cardinality: .toOne(isOptional: true)),
            Relationship(name: "tags", target: "Tag", cardinality: .toMany(isOptional: false)),
        ]
        var renamed = relationships
        renamed[1].name = "labels"
        #expect(relationships.map { $0 }.hasElements(equalTo: relationships))
        #expect(!renamed.hasElements(equalTo: relationships))
    }
}
