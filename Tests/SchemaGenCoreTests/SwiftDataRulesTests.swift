import SchemaGenCore
import SchemaKit
import SchemaModel
import SwiftDataStoreRules
import Testing

/// Apple's rules as the SwiftData flavor applies them: what enters a version hash (each input in and out),
/// and every class of reserved name, with its message and location.
@Suite("SwiftData rules: version-hash inputs as Core Data documents them, and reserved names as located errors")
struct SwiftDataRulesTests {
    /// The formatted diagnostics of a history in memory, in the SwiftData flavor.
    func diagnostics(_ versions: [String]) -> [String] {
        let files = versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
        let options = GenerationOptions(flavor: .swiftdata)
        return SchemaPipeline(options: options).run(files: files, folder: ".").diagnostics.map(\.formatted)
    }

    /// Two versions of an `Owner` with an `items` relationship to `Item`, the second written with `items`.
    func relationshipStep(_ items: String) -> [String] {
        let models = { (version: String, items: String) in
            """
            version: \(version)
            models:
              Owner:
                attributes:
                  name: String
                relationships:
                  items: \(items)
              Item:
                attributes:
                  title: String

            """
        }
        return diagnostics([models("1.0.0", "{ to: \"[Item]\" }"), models("1.1.0", items)])
    }

    func isDuplicate(_ found: [String]) -> Bool { found.contains { $0.contains("[SG520]") } }

    @Test(
        "a step that changes only what Core Data leaves out of the hash is SG520 at the version file",
        arguments: [
            "{ to: \"[Item]\", deleteRule: cascade }",
            "{ to: \"[Item]\", originalName: things }",
        ])
    func outsideTheHash(items: String) {
        let found = relationshipStep(items)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("V2.yaml:1:10: error: SchemaV2 (1.1.0) would have the same SwiftData version hash")
                == true)
        #expect(found.first?.contains("hint: add 'hashModifier:' to an element this version changes") == true)
    }

    @Test(
        "a uniqueness-only step gets a hash modifier on each attribute whose uniqueness changed, carried to later versions"
    )
    func uniquenessOnlyGetsModifiers() throws {
        let version = { (number: String, picture: String) in
            "version: \(number)\nmodels:\n  Picture:\n    attributes:\n" + picture
        }
        let v1 = version("1.0.0", "      url: String\n      title: String\n")
        let v2 = version("1.1.0", "      url: { type: String, unique: true }\n      title: String\n")
        let v3 = version("1.2.0", "      url: String\n      title: String\n    unique: [[url, title]]\n")
        #expect(diagnostics([v1, v2, v3]) == [])
        let files = generatedFiles([v1, v2, v3], options: GenerationOptions(flavor: .swiftdata))
        #expect(try #require(files["SchemaV2.swift"]).contains("@Attribute(.unique, hashModifier: \"unique-1.1.0\")"))
        // The compound constraint's step changes both members: url leaves its own constraint for it, title joins.
        let third = try #require(files["SchemaV3.swift"])
        #expect(
            third.contains("@Attribute(hashModifier: \"unique-1.2.0\")\n        public var url: String"), "\(third)")
        #expect(third.contains("@Attribute(hashModifier: \"unique-1.2.0\")\n        public var title: String"))
        // Carried on: a later step that changes only a default hashes like 1.2.0, as it would have without them.
        let v4 = version(
            "1.3.0", "      url: String\n      title: { type: String, default: untitled }\n    unique: [[url, title]]\n"
        )
        let fourth = diagnostics([v1, v2, v3, v4])
        #expect(fourth.count == 1)
        #expect(
            fourth.first?.hasPrefix(
                "V4.yaml:1:10: error: SchemaV4 (1.3.0) would have the same SwiftData version hash as SchemaV3 (1.2.0)")
                == true, "\(fourth)")
    }

    @Test("a generated modifier is sealed with its version, and stays when the version before it is retired")
    func generatedModifiersAreSealed() throws {
        let v1 = SchemaSourceFile(
            name: "V1.yaml", text: "version: 1.0.0\nmodels:\n  Picture:\n    attributes:\n      url: String\n")
        let v2 = SchemaSourceFile(
            name: "V2.yaml",
            text: "version: 1.1.0\nmodels:\n  Picture:\n    attributes:\n      url: { type: String, unique: true }\n")
        let v3 = SchemaSourceFile(
            name: "V3.yaml",
            text: "version: 1.2.0\nmodels:\n  Picture:\n    attributes:\n      url: { type: String, unique: true }\n"
                + "      caption: String?\n")
        let history = try #require(SchemaPipeline().run(files: [v1, v2, v3], folder: "Schemas").analysis?.history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 1, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        #expect(
            sealed.lock.entry(for: SchemaVersion(1, 1, 0))?.records.contains(
                "hashModifier\tPicture\turl\tunique-1.1.0\n")
                == true)
        let retired = RetireRequest.retire(
            through: SchemaVersion(1, 0, 0), in: sealed.lock, history: history, lockPath: "schemagen.lock")
        #expect(retired.failure == nil)
        // The plan now starts at 1.1.0: nothing before it to derive the modifier from, so the lock gives it.
        let options = GenerationOptions(flavor: .swiftdata)
        let generation = SchemaPipeline(
            lock: SchemaSourceFile(name: "schemagen.lock", text: retired.lock.text), options: options
        )
        .generate(files: [v2, v3], folder: "Schemas", options: options)
        #expect(generation.result.diagnostics.map(\.formatted) == [])
        let second = try #require(generation.files.first { $0.path == "SchemaV2.swift" }?.contents)
        #expect(second.contains("@Attribute(.unique, hashModifier: \"unique-1.1.0\")"))
        let third = try #require(generation.files.first { $0.path == "SchemaV3.swift" }?.contents)
        #expect(third.contains("@Attribute(.unique, hashModifier: \"unique-1.1.0\")"), "carried into 1.2.0")
    }

    @Test(
        "an attribute with a modifier of its own keeps it, and a uniqueness-only step then is SG520, naming Apple's two pages"
    )
    func ownModifierKeepsSG520() {
        let version = { (number: String, unique: String) in
            "version: \(number)\nmodels:\n  Picture:\n    attributes:\n      url: { type: String, hashModifier: u\(unique) }\n"
        }
        let found = diagnostics([version("1.0.0", ""), version("1.1.0", ", unique: true")])
        #expect(
            found == [
                "V2.yaml:1:10: error: SchemaV2 (1.1.0) would have the same SwiftData version hash as SchemaV1 (1.0.0): its changes (attributeUniquenessAdded Picture.url: unique [\"url\"]) are all outside SwiftData's version hash (uniqueness: Apple's NSEntityDescription.uniquenessConstraints page puts it in the entity's hash, its versionHash page leaves it out; a 'hashModifier' makes the step safe either way), and SwiftData refuses such a plan (\"Duplicate version checksums across stages detected\") [SG520]\n"
                    + "    hint: add 'hashModifier:' to an element this version changes, or fold the change into the next version that changes the stored shape"
            ])
    }

    @Test("the delete rule is not a hash input: a delete-rule-only step names the change it found")
    func deleteRuleOnly() {
        let found = relationshipStep("{ to: \"[Item]\", deleteRule: cascade }")
        #expect(
            found.first?.contains(
                "its changes (relationshipDeleteRuleChanged Owner.items: nullify -> cascade) are all outside SwiftData's version hash"
            ) == true, "\(found)")
    }

    @Test(
        "a step that changes a relationship's optionality, counts, destination side or modifier hashes differently",
        arguments: [
            "{ to: \"[Item]?\" }",
            "{ to: \"[Item]\", maxCount: 50 }",
            "{ to: \"[Item]\", minCount: 1 }",
            "{ to: \"[Item]\", hashModifier: v2 }",
            "{ to: \"Item?\" }",
        ])
    func insideTheHash(items: String) {
        #expect(!isDuplicate(relationshipStep(items)))
    }

    @Test("an attribute's optionality, type and modifier are hash inputs; its default, index and uniqueness are not")
    func attributeInputs() {
        let v1 = "version: 1.0.0\nmodels:\n  Entry:\n    attributes:\n      score: Int\n"
        let step = { (score: String) in
            self.diagnostics([v1, "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: \(score)\n"])
        }
        #expect(!isDuplicate(step("Int?")))
        #expect(!isDuplicate(step("Double")))
        #expect(!isDuplicate(step("{ type: Int, hashModifier: x }")))
        #expect(isDuplicate(step("{ type: Int, default: 3 }")))
        // Uniqueness is not an input: the two files hash alike, and schemagen gives the attribute a modifier.
        let unique = "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: { type: Int, unique: true }\n"
        if let plain = loadSchema(v1).schema?.schema, let constrained = loadSchema(unique).schema?.schema {
            #expect(SwiftDataVersionHash(plain).entities == SwiftDataVersionHash(constrained).entities)
        } else {
            Issue.record("the two versions load")
        }
        #expect(!isDuplicate(step("{ type: Int, unique: true }")))
        let indexed = diagnostics([
            v1, "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: Int\n    indexes: [[score]]\n",
        ])
        #expect(isDuplicate(indexed))
    }

    @Test(
        "a property named like a @Model member, a PersistentModel member, an NSObject or NSManagedObject method, or a keyword is SG413 at it"
    )
    func reservedPropertyNames() {
        let found = diagnostics([
            """
            version: 1.0.0
            models:
              Note:
                attributes:
                  schemaMetadata: String
                  isDeleted: Bool
                  description: String
                  objectID: String
                  repeat: Int
                  body: String

            """
        ])
        #expect(
            found == [
                "V1.yaml:5:7: error: the property name 'Note.schemaMetadata' is a member '@Model' adds to every model [SG413]\n    hint: rename it, such as 'schemaMetadataValue'; where a shipped version stores it as 'schemaMetadata', write 'originalName: schemaMetadata' on the new name so its values carry over",
                "V1.yaml:6:7: error: the property name 'Note.isDeleted' is a member of SwiftData's PersistentModel [SG413]\n    hint: rename it, such as 'isDeletedValue'; where a shipped version stores it as 'isDeleted', write 'originalName: isDeleted' on the new name so its values carry over",
                "V1.yaml:7:7: error: the property name 'Note.description' is a method of NSObject, which Core Data forbids as a property name [SG413]\n    hint: rename it, such as 'descriptionValue'; where a shipped version stores it as 'description', write 'originalName: description' on the new name so its values carry over",
                "V1.yaml:8:7: error: the property name 'Note.objectID' is a method of NSManagedObject, which Core Data forbids as a property name [SG413]\n    hint: rename it, such as 'objectIDValue'; where a shipped version stores it as 'objectID', write 'originalName: objectID' on the new name so its values carry over",
                "V1.yaml:9:7: error: the property name 'Note.repeat' is a Swift keyword, which '@Model' has not been shown to expand correctly in backticks [SG413]\n    hint: rename it, such as 'repeatValue'; where a shipped version stores it as 'repeat', write 'originalName: repeat' on the new name so its values carry over",
            ])
    }

    @Test(
        "a model named like a SwiftData type, an enum like a SwiftUI type, and an alias like a Foundation type are SG413 at each"
    )
    func reservedTypeNames() {
        let found = diagnostics([
            """
            version: 1.0.0
            enums:
              Color: [red, green]
            models:
              Query:
                attributes:
                  text: String
            aliases:
              Calendar: Query

            """
        ])
        #expect(
            found == [
                "V1.yaml:3:3: error: the enum name 'Color' shadows SwiftUI's 'Color' [SG413]\n    hint: choose another name, such as 'ColorKind'; the type's name is not stored, so renaming it keeps every value",
                "V1.yaml:5:3: error: the model name 'Query' shadows SwiftData's 'Query', which the generated code uses [SG413]\n    hint: SwiftData names an entity by its class, so choose another name before the version ships, such as 'QueryRecord'; a shipped model is renamed with 'renamedFrom:' and a custom stage",
                "V1.yaml:9:3: error: the alias 'Calendar' shadows Foundation's 'Calendar' in the whole app module [SG413]\n    hint: choose another alias, such as 'CalendarRecord'; aliases are not stored, so renaming one loses nothing",
            ])
    }

    @Test("a model named like an attribute type or a protocol generated code conforms to is SG208 in every flavor")
    func attributeTypeNamesInEveryFlavor() {
        let text =
            "version: 1.0.0\nmodels:\n  Data:\n    attributes:\n      bytes: Int\n  Codable:\n    attributes:\n      n: Int\n"
        for flavor in [GenerationOptions.FlavorName.portable, .swiftdata] {
            let found = SchemaPipeline(options: GenerationOptions(flavor: flavor)).run(
                files: [SchemaSourceFile(name: "V1.yaml", text: text)], folder: "."
            ).diagnostics.map(\.formatted)
            #expect(
                found == [
                    "V1.yaml:3:3: error: 'Data' can't be the name of a model, enum or struct: attribute types are written with Swift's 'Data', which it would hide in the version's namespace [SG208]\n    hint: choose another name, such as 'DataRecord'",
                    "V1.yaml:6:3: error: 'Codable' can't be the name of a model, enum or struct: generated types conform to Swift's 'Codable', which it would hide in the version's namespace [SG208]\n    hint: choose another name, such as 'CodableRecord'",
                ], "\(flavor)")
        }
    }

    @Test("reserved names are the SwiftData flavor's: the portable flavor accepts them")
    func portableAcceptsReservedNames() {
        let files = [
            SchemaSourceFile(
                name: "V1.yaml", text: "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      isDeleted: Bool\n")
        ]
        #expect(SchemaPipeline(options: GenerationOptions()).run(files: files, folder: ".").diagnostics.isEmpty)
    }

    @Test("two to-many relationships between the same models with no inverse on either side are SG414, once")
    func manyToManyWithoutInverse() {
        let pair = """
            version: 1.0.0
            models:
              Entry:
                attributes:
                  text: String
                relationships:
                  tags: "[Tag]"
              Tag:
                attributes:
                  name: String
                relationships:
                  entries: "[Entry]"

            """
        #expect(
            diagnostics([pair]) == [
                "V1.yaml:7:7: error: 'Entry.tags' and 'Tag.entries' are to-many relationships between the same models with no inverse on either side; SwiftData would keep two lists that never agree [SG414]\n    hint: write 'inverse: entries' on 'Entry.tags' (Core Data requires every relationship to have an inverse)"
            ])
        let paired = pair.replacingOccurrences(of: "tags: \"[Tag]\"", with: "tags: { to: \"[Tag]\", inverse: entries }")
        #expect(diagnostics([paired]) == [])
    }

    @Test("SG509 names SwiftData's handler in the SwiftData flavor, not the portable stage")
    func customStageAdviceNamesTheHandler() {
        let found = diagnostics([
            "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      text: String\n",
            "version: 2.0.0\nmodels:\n  Note:\n    attributes:\n      text: String\n      author: String\n",
        ])
        #expect(
            found == [
                "V2.yaml:6:7: warning: 'Note.author' is required and has no default, so existing rows need a value: the step to 2.0.0 is a custom stage, 'willMigrateSchemaV1ToSchemaV2', that the app must implement [SG509]\n    hint: give it a default or make it optional to keep the step lightweight; otherwise implement 'willMigrateSchemaV1ToSchemaV2' ('schemagen scaffold' writes a stub)"
            ])
    }
}
