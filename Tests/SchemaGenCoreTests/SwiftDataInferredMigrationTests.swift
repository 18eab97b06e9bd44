import SchemaModel
import SwiftDataStoreRules
import Testing

/// What SwiftData's inferred migration carries, the rule the conversion chain and the stand-in share: a value
/// carries when the store holds it alike before and after.
@Suite("SwiftData inferred migration carries a value only when the store holds it alike")
struct SwiftDataInferredMigrationTests {
    let schema = Schema(
        version: SchemaVersion(1, 0, 0), name: "V1",
        enums: [
            EnumDeclaration(name: "Mood", rawType: .string, cases: [.init("calm", .string("calm"))]),
            EnumDeclaration(name: "MoodConverted", rawType: .string, cases: [.init("calm", .string("calm"))]),
            EnumDeclaration(name: "Rank", rawType: .int, cases: [.init("low", .int(0))]),
        ], models: [])

    func carries(_ old: AttributeType, _ new: AttributeType) -> Bool {
        SwiftDataInferredMigration.keepsValues(from: old, in: schema, to: new, in: schema)
    }

    @Test("Int and Int64 store alike, and optionality may relax")
    func integersAndOptionality() {
        #expect(carries(AttributeType(.primitive(.int)), AttributeType(.primitive(.int64))))
        #expect(carries(AttributeType(.primitive(.string)), AttributeType(.primitive(.string), isOptional: true)))
    }

    @Test("a changed stored type does not carry: text to number, a number's width, a scalar to an array")
    func conversionsDoNotCarry() {
        #expect(!carries(AttributeType(.primitive(.string)), AttributeType(.primitive(.double))))
        #expect(!carries(AttributeType(.primitive(.int16)), AttributeType(.primitive(.int32))))
        #expect(!carries(AttributeType(.primitive(.string)), AttributeType(.primitive(.string), isArray: true)))
    }

    @Test("an enum is stored by its raw value: enums of one raw type carry, of another raw type do not")
    func enumsByRawType() {
        #expect(carries(AttributeType(.enumeration("MoodConverted")), AttributeType(.enumeration("Mood"))))
        #expect(carries(AttributeType(.enumeration("Mood")), AttributeType(.primitive(.string))))
        #expect(!carries(AttributeType(.enumeration("Mood")), AttributeType(.enumeration("Rank"))))
        #expect(carries(AttributeType(.enumeration("Rank")), AttributeType(.primitive(.int64))))
    }

    @Test("the version hash still takes an enum attribute's type by the enum's name")
    func hashTakesEnumByName() {
        #expect(SwiftDataInferredMigration.storageType(AttributeType(.enumeration("Mood"))) == "enum Mood")
        #expect(SwiftDataInferredMigration.storageType(AttributeType(.primitive(.int), isOptional: true)) == "Int64?")
    }
}
