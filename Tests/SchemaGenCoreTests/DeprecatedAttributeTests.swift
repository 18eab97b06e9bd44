import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `deprecated: true`: an attribute a later version removes, which instances at this version serve on without
/// once its column is gone. It loads, writes back, is sealed with its version, and needs a value to read then.
@Suite("Deprecated attributes: what they allow, and what they refuse")
struct DeprecatedAttributeTests {
    @Test("an optional or defaulted attribute can be deprecated, and writes back as it was")
    func deprecatedLoadsAndWritesBack() throws {
        let yaml = itemSchema(
            attributes: "      note: { type: String?, deprecated: true }\n"
                + "      count: { type: Int, default: 0, deprecated: true }\n      name: String\n")
        let file = try loadValidSchema(yaml)
        #expect(try file.attribute("Item", "note").isDeprecated)
        #expect(try file.attribute("Item", "count").isDeprecated)
        #expect(try !file.attribute("Item", "name").isDeprecated)
        #expect(try rewritten(yaml).contains("note: { type: \"String?\", deprecated: true }"))
    }

    @Test("a deprecated attribute must leave something to read and nothing to enforce once its column is gone")
    func deprecatedNeedsAValueToRead() {
        #expect(
            errorMessages(itemSchema(attributes: "      name: { type: String, deprecated: true }\n")) == [
                "the attribute 'Item.name' is deprecated and required without a default, so there is nothing to read once its column is gone"
            ])
        #expect(
            errorMessages(itemSchema(attributes: "      name: { type: String?, unique: true, deprecated: true }\n"))
                == [
                    "the attribute 'Item.name' is deprecated and unique, and uniqueness can't outlive its column"
                ])
        #expect(
            errorMessages(itemSchema(attributes: "      name: { type: String?, transient: true, deprecated: true }\n"))
                == ["the attribute 'Item.name' is transient, so 'deprecated' has no column to outlive"])
    }

    @Test("each misuse is reported at its 'deprecated' key, with its code and a hint that fixes it")
    func misusesAreLocatedAtTheKey() {
        let formatted = [
            "      name: { type: String, deprecated: true }\n",
            "      name: { type: String?, unique: true, deprecated: true }\n",
            "      name: { type: String?, transient: true, deprecated: true }\n",
        ].map { attribute in
            loadSchema(itemSchema(attributes: attribute)).diagnostics.filter { $0.severity == .error }.map(\.formatted)
        }
        // Line 5 is the attribute's; each column is the 'd' of its 'deprecated'.
        #expect(
            formatted == [
                [
                    "V1.yaml:5:29: error: the attribute 'Item.name' is deprecated and required without a default, so there is nothing to read once its column is gone [SG307]\n    hint: make the type optional or give it a 'default', then mark it 'deprecated'"
                ],
                [
                    "V1.yaml:5:44: error: the attribute 'Item.name' is deprecated and unique, and uniqueness can't outlive its column [SG307]\n    hint: drop 'unique' in this version, or don't deprecate it yet"
                ],
                [
                    "V1.yaml:5:47: error: the attribute 'Item.name' is transient, so 'deprecated' has no column to outlive [SG307]\n    hint: remove 'deprecated'; a transient attribute is never stored"
                ],
            ])
    }

    @Test("deprecating an attribute of a sealed version is a change to what that release does, so it is refused")
    func deprecationIsSealed() throws {
        let v1 = itemSchema(attributes: "      note: String?\n")
        let history = try #require(
            SchemaPipeline().run(files: [SchemaSourceFile(name: "V1.yaml", text: v1)], folder: "Schemas").analysis?
                .history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 0, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        let deprecated = itemSchema(attributes: "      note: { type: String?, deprecated: true }\n")
        let result = SchemaPipeline(lock: SchemaSourceFile(name: "schemagen.lock", text: sealed.lock.text)).run(
            files: [SchemaSourceFile(name: "V1.yaml", text: deprecated)], folder: "Schemas")
        #expect(
            result.diagnostics.contains { $0.code == .sealedVersionChanged }, "\(result.diagnostics.map(\.formatted))")
    }
}
