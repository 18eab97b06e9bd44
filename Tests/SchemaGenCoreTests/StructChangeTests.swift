import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// How a step that changes a struct is classified, and what it redefines: fields match by name, and every
/// struct and model that holds a changed struct is redefined with it.
@Suite("Struct changes: each field change has its effect, and holders follow the cascade")
struct StructChangeTests {
    static func history(_ before: String, _ after: String, migration: String = "") -> [String] {
        let models = "models:\n  Place:\n    attributes:\n      name: String\n      address: Address?\n"
        return [
            "version: 1.0.0\nstructs:\n  Address:\n    fields:\n\(before)" + models,
            "version: 1.1.0\nstructs:\n  Address:\n    fields:\n\(after)" + models + migration,
        ]
    }

    static let street = "      street: String\n"

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var after: String
        var migration = ""
        var stage: StageKind
        var kinds: [SchemaChange.Kind]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an optional field added is lightweight", after: street + "      zip: String?\n", stage: .lightweight,
            kinds: [.structFieldAdded]),
        Case(
            name: "a required field added needs a custom stage", after: street + "      zip: String\n",
            stage: .custom, kinds: [.structFieldAdded]),
        Case(
            name: "a field removed with acceptDataLoss is lightweight", after: "      city: String?\n",
            migration: "migration:\n  acceptDataLoss: [Address.street]\n", stage: .lightweight,
            kinds: [.structFieldAdded, .structFieldRemoved]),
        Case(
            name: "a field made optional is lightweight", after: "      street: String?\n", stage: .lightweight,
            kinds: [.structFieldTypeChanged]),
        Case(
            name: "a field's type changed needs a custom stage", after: "      street: Int\n", stage: .custom,
            kinds: [.structFieldTypeChanged]),
    ]

    @Test("the step's stage and change kinds", arguments: cases)
    func classification(_ testCase: Case) throws {
        let (analysis, diagnostics) = analyzeHistory(
            Self.history(Self.street, testCase.after, migration: testCase.migration))
        #expect(diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let step = try #require(analysis?.steps.last)
        #expect(step.stage == testCase.stage)
        #expect(step.changes.map(\.kind) == testCase.kinds)
        #expect(step.redefinition.definedNames == ["Address", "Place"])
        #expect(step.redefinition.explanation(for: "Place") == "Place.address uses Address (changed)")
    }

    @Test("a field removed without acceptDataLoss is SG504, naming the field")
    func removalNeedsAcknowledgement() {
        let (_, diagnostics) = analyzeHistory(Self.history(Self.street + "      zip: Int?\n", Self.street))
        #expect(diagnostics.map(\.code) == [.unacknowledgedDataLoss])
        #expect(diagnostics.first?.message.contains("Address.zip") == true)
    }

    @Test("a struct nested in a changed one is redefined with it, and so is each model that holds the outer")
    func nestedCascade() throws {
        let version: (String, String) -> String = { version, extra in
            """
            version: \(version)
            structs:
              Point:
                fields:
                  x: Double
            \(extra)
              Pin:
                fields:
                  at: Point
                  label: String
            models:
              Map:
                attributes:
                  pins: [Pin]
              Legend:
                attributes:
                  title: String

            """
        }
        let (analysis, diagnostics) = analyzeHistory([
            version("1.0.0", ""), version("1.1.0", "      y: Double?"),
        ])
        #expect(diagnostics.map(\.formatted) == [])
        let step = try #require(analysis?.steps.last)
        #expect(step.redefinition.definedNames == ["Map", "Pin", "Point"])
        #expect(step.redefinition.reused == ["Legend": "SchemaV1"])
        #expect(step.redefinition.explanation(for: "Pin") == "Pin.at uses Point (changed)")
        #expect(step.redefinition.explanation(for: "Map") == "Map.pins uses Pin (changed)")
    }

    @Test("a struct's fields enter the store fingerprint; a version without structs keeps its encoding")
    func fingerprint() throws {
        let (analysis, _) = analyzeHistory(Self.history(Self.street, Self.street + "      zip: String?\n"))
        let steps = try #require(analysis?.steps)
        let encodings = steps.map { SchemaFingerprint.canonicalEncoding(of: $0.schema.schema) }
        #expect(encodings[0].contains("struct\tAddress\nfield\tAddress\tstreet\tString\n"))
        #expect(encodings[1].contains("field\tAddress\tzip\tString?\n"))
        #expect(SchemaFingerprint.of(steps[0].schema.schema) != SchemaFingerprint.of(steps[1].schema.schema))
    }
}
