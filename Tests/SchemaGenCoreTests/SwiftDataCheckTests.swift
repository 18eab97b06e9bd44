import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// The SwiftData flavor's own checks: each message and where it points.
@Suite("SwiftData checks: what SwiftData can't express, lacks, syncs or hashes alike is a located error")
struct SwiftDataCheckTests {
    /// The formatted diagnostics of a history in memory, in the SwiftData flavor with `swiftData` options.
    func diagnostics(_ versions: [String], _ swiftData: SwiftDataOptions = SwiftDataOptions()) -> [String] {
        let files = versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
        let options = GenerationOptions(flavor: .swiftdata, swiftData: swiftData)
        return SchemaPipeline(options: options).run(files: files, folder: ".").diagnostics.map(\.formatted)
    }

    @Test("a model's hashModifier is an error at the model: SwiftData has one for properties only")
    func modelHashModifier() {
        let found = diagnostics([
            "version: 1.0.0\nmodels:\n  Book:\n    hashModifier: v2\n    attributes:\n      title: String\n"
        ])
        #expect(
            found == [
                "V1.yaml:3:3: error: SwiftData has no hash modifier for a whole model, only for its properties ('Book') [SG410]\n    hint: put 'hashModifier:' on one of its attributes or relationships instead"
            ])
    }

    @Test("a model named like a SwiftData declaration is an error at its name")
    func swiftDataName() {
        let found = diagnostics(["version: 1.0.0\nmodels:\n  Index:\n    attributes:\n      value: Int\n"])
        #expect(
            found == [
                "V1.yaml:3:3: error: the model name 'Index' shadows SwiftData's 'Index', which the generated code uses [SG413]\n    hint: SwiftData names an entity by its class, so choose another name before the version ships, such as 'IndexRecord'; a shipped model is renamed with 'renamedFrom:' and a custom stage"
            ])
    }

    @Test("below iOS 18, a compound unique constraint and an index are errors at each, naming the release")
    func olderSwiftData() {
        let found = diagnostics(
            [
                "version: 1.0.0\nmodels:\n  Entry:\n    attributes:\n      a: String\n      b: String\n    unique: [[a, b]]\n    indexes: [[a]]\n"
            ], SwiftDataOptions(deploymentTarget: .init(platform: .iOS, major: 17)))
        #expect(
            found == [
                "V1.yaml:7:14: error: the unique constraint [a, b] of 'Entry' needs '#Unique', which SwiftData has from iOS 18 / macOS 15, and the deployment target is iOS 17 [SG411]\n    hint: raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the constraint (a single attribute can be 'unique: true', which iOS 17 has)",
                "V1.yaml:8:15: error: the index [a] of 'Entry' needs '#Index', which SwiftData has from iOS 18 / macOS 15, and the deployment target is iOS 17 [SG411]\n    hint: raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the index",
            ])
        let newer = diagnostics(
            [
                "version: 1.0.0\nmodels:\n  Entry:\n    attributes:\n      a: String\n      b: String\n    unique: [[a, b]]\n    indexes: [[a]]\n"
            ], SwiftDataOptions(deploymentTarget: .init(platform: .macOS, major: 15)))
        #expect(newer == [])
    }

    @Test("CloudKit: two classes of one hierarchy declaring one name stored differently are an error at the second")
    func cloudKitHierarchyField() {
        let history = """
            version: 1.0.0
            models:
              Post:
                attributes: { title: String? }
              ImagePost:
                superclass: Post
                attributes: { body: Data?, caption: String? }
              VideoPost:
                superclass: Post
                attributes: { body: String?, caption: String? }
              LinkPost:
                superclass: Post
                relationships: { body: { to: Site?, inverse: posts } }
              Site:
                attributes: { body: Int? }
                relationships: { posts: { to: "[LinkPost]?", inverse: body } }

            """
        let iOS26 = SwiftDataOptions.DeploymentTarget(platform: .iOS, major: 26)
        let found = diagnostics([history], SwiftDataOptions(deploymentTarget: iOS26, cloudKit: .allVersions))
        #expect(
            found == [
                "V1.yaml:10:19: error: 'VideoPost.body' (String) and 'ImagePost.body' (Data) are one field, 'CD_body', of the record type CloudKit keeps for every class under 'Post', and a field has one type (version 1.0.0) [SG412]\n    hint: rename one of the two, or store them alike; CloudKit sync keeps a hierarchy's properties side by side in one record",
                "V1.yaml:13:22: error: 'LinkPost.body' (a relationship) and 'ImagePost.body' (Data) are one field, 'CD_body', of the record type CloudKit keeps for every class under 'Post', and a field has one type (version 1.0.0) [SG412]\n    hint: rename one of the two, or store them alike; CloudKit sync keeps a hierarchy's properties side by side in one record",
            ], "\(found)")
        // The same classes without sync, or a name shared with a model outside the hierarchy (Site.body), are fine.
        #expect(diagnostics([history], SwiftDataOptions(deploymentTarget: iOS26)) == [])
    }

    @Test("CloudKit: every violation located, in each version from the first that syncs")
    func cloudKit() {
        let v1 = "version: 1.0.0\nmodels:\n  Entry:\n    attributes:\n      title: String\n"
        let v2 = """
            version: 2.0.0
            models:
              Entry:
                attributes:
                  title: { type: String, default: untitled }
                  code: { type: String, unique: true, default: x }
                relationships:
                  owner: { to: Owner, deleteRule: deny }
              Owner:
                attributes:
                  name: String?

            """
        let found = diagnostics([v1, v2], SwiftDataOptions(cloudKit: .from(SchemaVersion(2, 0, 0))))
        #expect(
            found == [
                "V2.yaml:6:7: error: 'Entry.code' is unique, which CloudKit sync does not allow (version 2.0.0) [SG412]\n    hint: remove 'unique: true'; check for duplicates in the app instead",
                "V2.yaml:8:7: error: 'Entry.owner' has no inverse, which CloudKit sync does not allow (version 2.0.0) [SG412]\n    hint: name the relationship of 'Owner' that points back with 'inverse:', or add one; records may arrive in any order",
                "V2.yaml:8:7: error: 'Entry.owner' has the delete rule deny, which CloudKit sync does not allow (version 2.0.0) [SG412]\n    hint: use nullify, cascade or noAction",
                "V2.yaml:8:20: error: 'Entry.owner' is a required relationship, which CloudKit sync does not allow (version 2.0.0) [SG412]\n    hint: write 'to: \"Owner?\"'",
            ])
        let everyVersion = diagnostics([v1], SwiftDataOptions(cloudKit: .allVersions))
        #expect(
            everyVersion == [
                "V1.yaml:5:7: error: 'Entry.title' is required and has no default, which CloudKit sync does not allow (version 1.0.0) [SG412]\n    hint: make it optional ('String?') or give it a default"
            ])
    }

    @Test("CloudKit: a step out of a synced version may only add; a removal, a rename or a new type is an error at it")
    func cloudKitAddsOnly() {
        let v1 = """
            version: 1.0.0
            models:
              Entry:
                attributes:
                  title: String?
                  score: Int?
                  legacy: String?

            """
        let v2 = """
            version: 1.1.0
            models:
              Entry:
                attributes:
                  heading: { type: String?, originalName: title }
                  score: Double?
                  count: Int?
            migration:
              acceptDataLoss: [Entry.legacy]

            """
        let found = diagnostics([v1, v2], SwiftDataOptions(cloudKit: .allVersions))
        func hint(_ path: String) -> String {
            "\n    hint: keep '\(path)' as it is and add what replaces it beside it; if 1.0.0 never reached CloudKit's production schema, set 'cloudKit:' in schemagen.yaml to the first version that did"
        }
        #expect(
            found == [
                "V2.yaml:3:3: error: version 1.1.0 removes 'Entry.legacy' (attribute removed), but 1.0.0 already syncs through CloudKit, whose production schema can only gain record types and fields [SG412]"
                    + hint("Entry.legacy"),
                "V2.yaml:5:7: error: version 1.1.0 renames 'Entry.heading' (title -> heading), but 1.0.0 already syncs through CloudKit, whose production schema can only gain record types and fields [SG412]"
                    + hint("Entry.heading"),
                "V2.yaml:6:14: error: version 1.1.0 changes the type of 'Entry.score' (Int -> Double), but 1.0.0 already syncs through CloudKit, whose production schema can only gain record types and fields [SG412]"
                    + hint("Entry.score"),
            ], "\(found)")
        // Before the first synced version, the same step is the contract's alone.
        #expect(diagnostics([v1, v2], SwiftDataOptions(cloudKit: .from(SchemaVersion(1, 1, 0)))) == [])
    }

    @Test("CloudKit: a struct field converted in a synced step is an error; one made optional stores the same")
    func cloudKitStructFields() {
        let v1 = """
            version: 1.0.0
            structs:
              Place:
                fields: { city: String, zip: Int }
            models:
              Entry:
                attributes:
                  place: Place?

            """
        let v2 = """
            version: 1.1.0
            structs:
              Place:
                fields: { city: String?, zip: String }
            models:
              Entry:
                attributes:
                  place: Place?
            migration:
              stage: custom

            """
        let found = diagnostics([v1, v2], SwiftDataOptions(cloudKit: .allVersions)).filter { $0.contains("[SG412]") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("changes the type of 'Place.zip' (Int -> String)") ?? false, "\(found)")
    }

    @Test("a version whose changes are all outside the version hash is an error at its version, naming the earlier one")
    func duplicateHash() {
        let v1 = "version: 1.0.0\nmodels:\n  Entry:\n    attributes:\n      score: { type: Int, default: 0 }\n"
        let v2 = "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: { type: Int, default: 5 }\n"
        #expect(
            diagnostics([v1, v2]) == [
                "V2.yaml:1:10: error: SchemaV2 (1.1.0) would have the same SwiftData version hash as SchemaV1 (1.0.0): its changes (attributeDefaultChanged Entry.score: 0 -> 5) are all outside SwiftData's version hash, and SwiftData refuses such a plan (\"Duplicate version checksums across stages detected\") [SG520]\n    hint: add 'hashModifier:' to an element this version changes, or fold the change into the next version that changes the stored shape"
            ])
        let modified =
            "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: { type: Int, default: 5, hashModifier: five }\n"
        #expect(diagnostics([v1, modified]) == [])
        let widened = "version: 1.1.0\nmodels:\n  Entry:\n    attributes:\n      score: { type: Int64, default: 0 }\n"
        #expect(diagnostics([v1, widened]).first?.contains("[SG520]") == true, "Int and Int64 store alike")
    }

    @Test("a renamed model is a warning at renamedFrom: SwiftData sees a new entity")
    func renamedEntity() {
        let v1 = "version: 1.0.0\nmodels:\n  Tag:\n    attributes:\n      name: String\n"
        let v2 = "version: 2.0.0\nmodels:\n  Topic:\n    renamedFrom: Tag\n    attributes:\n      name: String\n"
        #expect(
            diagnostics([v1, v2]) == [
                "V2.yaml:4:18: warning: SwiftData names entities by class, so renaming 'Tag' to 'Topic' makes a new entity; the old one's rows are dropped unless the custom stage copies them [SG521]\n    hint: keep the copy 'schemagen scaffold --flavor swiftdata' writes in willMigrateSchemaV1ToSchemaV2 and didMigrateSchemaV1ToSchemaV2"
            ])
    }

    @Test("the portable flavor runs none of these checks")
    func portableIsUnaffected() {
        let files = [
            SchemaSourceFile(
                name: "V1.yaml",
                text: "version: 1.0.0\nmodels:\n  Book:\n    hashModifier: v2\n    attributes:\n      title: String\n")
        ]
        #expect(SchemaPipeline().run(files: files, folder: ".").diagnostics.isEmpty)
    }
}
