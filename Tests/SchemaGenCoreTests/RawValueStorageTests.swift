import SchemaGenCore
import SchemaKit
import SchemaModel
import SwiftDataStoreRules
import Testing

/// `storage: rawValue`: an enum attribute kept as its raw value, which SwiftData's `#Predicate` can compare,
/// with the enum as a computed property. It loads and writes back, refuses what has no raw value or nothing to
/// read an unknown one as, changes SwiftData's hash inputs and is converted like a type change, and leaves the
/// portable store as it was.
@Suite("Raw-value storage: enums kept as their raw value, in both flavors")
struct RawValueStorageTests {
    static let enums = "  Status: [open, done]\n"

    @Test("an enum attribute stored as its raw value loads, and writes back as it was")
    func loadsAndWritesBack() throws {
        let yaml = itemSchema(
            attributes: "      status: { type: Status, default: open, storage: rawValue }\n      last: Status?\n",
            enums: Self.enums)
        let file = try loadValidSchema(yaml)
        #expect(try file.attribute("Item", "status").storesRawValue)
        #expect(try !file.attribute("Item", "last").storesRawValue)
        #expect(try file.attribute("Item", "status").rawValuePropertyName == "statusRawValue")
        #expect(try rewritten(yaml).contains("status: { type: Status, default: open, storage: rawValue }"))
    }

    @Test("each misuse is reported where it is written, with its code and a hint that fixes it")
    func misusesAreLocatedAndExplained() {
        let cases: [(attributes: String, expected: String)] = [
            (
                "      status: { type: Status, storage: rawValue }\n",
                "V1.yaml:7:31: error: the attribute 'Item.status' is stored as its raw value and required, so it needs a default to read a raw value no case has [SG307]\n    hint: add a 'default' (the case to read an unknown raw value as), or make the type optional"
            ),
            (
                "      title: { type: String, storage: rawValue }\n",
                "V1.yaml:7:30: error: the attribute 'Item.title' is not an enum, so it has no raw value to store [SG307]\n    hint: 'storage: rawValue' applies to an enum or optional enum; remove it"
            ),
            (
                "      statuses: { type: \"[Status]\", storage: rawValue }\n",
                "V1.yaml:7:37: error: the attribute 'Item.statuses' is an array, so it has no raw value to store [SG307]\n    hint: 'storage: rawValue' applies to an enum or optional enum; remove it"
            ),
            (
                "      status: { type: Status?, storage: json }\n",
                "V1.yaml:7:41: error: the attribute 'Item.status' names the storage 'json', which schemagen doesn't know [SG202]\n    hint: write 'storage: rawValue' (an enum kept as its raw value), or remove 'storage'"
            ),
            (
                "      status: { type: Status?, transient: true, storage: rawValue }\n",
                "V1.yaml:7:49: error: the attribute 'Item.status' is never stored, so 'storage' has nothing to apply to [SG307]\n    hint: remove 'storage', or 'transient'"
            ),
            (
                "      status: { type: Status?, storage: rawValue }\n      statusRawValue: String\n",
                "V1.yaml:7:7: error: 'Item.status' is stored as its raw value in 'statusRawValue', which the model declares too [SG207]\n    hint: rename 'Item.statusRawValue', or remove 'storage: rawValue'"
            ),
        ]
        for (attributes, expected) in cases {
            let formatted = loadSchema(itemSchema(attributes: attributes, enums: Self.enums)).diagnostics.filter {
                $0.severity == .error
            }.map(\.formatted)
            #expect(formatted == [expected])
        }
    }

    @Test("SwiftData persists the raw-value property, computes the enum, and its hash sees a String attribute")
    func swiftDataStoresTheRawValue() throws {
        let yaml = itemSchema(
            attributes: "      status: { type: Status, default: done, storage: rawValue, unique: true }\n"
                + "      last: { type: Status?, storage: rawValue }\n",
            enums: Self.enums)
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let code = generatedFiles([yaml], options: options)["SchemaV1.swift"]
        #expect(
            code?.contains(
                """
                        /// `status` as stored: its raw value. Filter on it in `#Predicate`; read and write `status`.
                        @Attribute(.unique)
                        public private(set) var statusRawValue: String = "done"
                """) == true)
        #expect(
            declaration("public var status: Status", in: code) == """
                        /// Stored as its raw value in `statusRawValue`, which `#Predicate` can compare; a raw value no case has reads
                        /// as `.done`.
                        public var status: Status {
                            get { Status(rawValue: statusRawValue) ?? Status.done }
                            set { statusRawValue = newValue.rawValue }
                        }
                """)
        #expect(code?.contains("get { lastRawValue.flatMap(Status.init(rawValue:)) }") == true)
        #expect(code?.contains("self.statusRawValue = status.rawValue") == true)
        #expect(code?.contains("self.lastRawValue = last?.rawValue") == true)

        let schema = try loadValidSchema(yaml).schema
        let inputs = SwiftDataVersionHash.propertyInputs(of: schema).map { "\($0.property) \($0.fields)" }
        #expect(
            inputs == [
                #"statusRawValue ["optional=false", "modifier=", "type=String"]"#,
                #"lastRawValue ["optional=true", "modifier=", "type=String"]"#,
            ])
    }

    @Test("the portable flavor keeps the enum stored as it was and adds the raw value beside it")
    func portableAddsTheRawValueProperty() {
        let yaml = itemSchema(
            attributes: "      status: { type: Status, default: open, storage: rawValue }\n"
                + "      last: { type: Status?, storage: rawValue }\n",
            enums: Self.enums)
        let code = generatedFiles([yaml])["SchemaV1.swift"]
        #expect(code?.contains("public var status: Status\n") == true)
        #expect(code?.contains("public var statusRawValue: String { status.rawValue }") == true)
        #expect(code?.contains("public var lastRawValue: String? { last?.rawValue }") == true)
        #expect(code?.contains(#".attribute(\.status, "status", .enumeration("Status")"#) == true)
    }

    @Test("moving an attribute to its raw value is lightweight for the portable store and converted in SwiftData")
    func changingStorageIsConvertedOnlyInSwiftData() throws {
        let v1 = itemSchema(attributes: "      status: { type: Status, default: open }\n", enums: Self.enums)
        let v2 =
            itemSchema(
                attributes: "      status: { type: Status, default: open, storage: rawValue }\n", enums: Self.enums
            ).replacingOccurrences(of: "version: 1.0.0", with: "version: 2.0.0")
        let portable = generatedFiles([v1, v2])["SchemaMigrationPlan.swift"]
        #expect(portable?.contains(".lightweight(") == true)
        #expect(portable?.contains(".custom(") == false)

        var options = GenerationOptions()
        options.flavor = .swiftdata
        let files = generatedFiles([v1, v2], options: options)
        #expect(
            files["SchemaMigrationPlan.swift"]?.contains("- Item.status: Status, now stored as its raw value") == true)
        #expect(
            files["SchemaV2.swift"]?.contains(
                "@Attribute(originalName: \"statusConvertedRawValue\")\n        public private(set) var statusRawValue")
                == true)
    }

    @Test("storing a sealed version's attribute as its raw value changes what that release reads, so it is refused")
    func storageIsSealed() throws {
        let v1 = itemSchema(attributes: "      status: Status?\n", enums: Self.enums)
        let history = try #require(
            SchemaPipeline().run(files: [SchemaSourceFile(name: "V1.yaml", text: v1)], folder: "Schemas").analysis?
                .history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 0, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        let changed = itemSchema(attributes: "      status: { type: Status?, storage: rawValue }\n", enums: Self.enums)
        let result = SchemaPipeline(lock: SchemaSourceFile(name: "schemagen.lock", text: sealed.lock.text)).run(
            files: [SchemaSourceFile(name: "V1.yaml", text: changed)], folder: "Schemas")
        let messages = result.diagnostics.filter { $0.code == .sealedVersionChanged }.map(\.formatted)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Item.status stored as its raw value") == true, "\(messages)")
    }
}
