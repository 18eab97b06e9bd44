import SchemaGenCore
import Testing

/// A few lines of YAML in, the exact Swift out: one declaration at a time, so a change to the renderers shows
/// here as the construct it affects, before the golden histories show it everywhere.
@Suite("Renderer snippets: YAML in, exact Swift out")
struct RendererSnippetTests {
    static let journal = """
        version: 1.0.0
        enums:
          Mood:
            cases: { calm: calm, upbeat: "up-beat" }
          Level:
            rawType: Int
            cases: { low: 1, high: 5 }
        models:
          Entry:
            doc: One line of the journal.
            attributes:
              text: { type: String, default: "", doc: What was written. }
              mood: { type: Mood, default: calm }
              level: Level?
              at: { type: Date, default: now }
              id: { type: UUID, default: uuid, unique: true }
              tags: { type: "[String]", default: [a, b] }
              default: Int?
            relationships:
              journal: { to: Journal, inverse: entries }
            indexes: [[at, text]]
          Journal:
            attributes:
              title: String
            relationships:
              entries: { to: "[Entry]", deleteRule: cascade, maxCount: 100 }
        """

    /// The journal with one more attribute on `Journal`, which makes `Entry` (pointing at it) change too.
    static let journalWithOwner = journal.replacingOccurrences(of: "1.0.0", with: "1.1.0")
        .replacingOccurrences(of: "      title: String\n", with: "      title: String\n      owner: String\n")

    @Test(
        "a model is a final class: stored properties with their docs, then the memberwise and row initialisers"
    )
    func modelClass() {
        let files = generatedFiles([Self.journal])
        #expect(
            declaration("public final class Entry", in: files["SchemaV1.swift"]) == """
                    /// One line of the journal.
                    ///
                    /// `Entry` as of version 1.0.0: first version.
                    public final class Entry: SchemaRuntime.StoredModel {
                        public var persistentModelID: Int64?

                        /// What was written.
                        public var text: String
                        public var mood: Mood
                        public var level: Level?
                        public var at: Date
                        /// Unique.
                        public var id: UUID
                        public var tags: [String]
                        public var `default`: Int?

                        /// Required to-one to `Journal`, inverse `Journal.entries`, delete rule nullify.
                        /// Required: the initialiser takes one and the store refuses to save without it. The property is
                        /// optional only because the runtime decodes an instance before it connects its relationships.
                        public var journal: Journal?

                        public init(
                            text: String = "",
                            mood: Mood = .calm,
                            level: Level? = nil,
                            at: Date = Date(),
                            id: UUID = UUID(),
                            tags: [String] = ["a", "b"],
                            `default` defaultValue: Int? = nil,
                            journal: Journal
                        ) {
                            self.text = text
                            self.mood = mood
                            self.level = level
                            self.at = at
                            self.id = id
                            self.tags = tags
                            self.`default` = defaultValue
                            self.journal = journal
                        }

                        /// For SchemaRuntime: a stored row, read in the order of the table after the namespace.
                        public init(storedRow row: SchemaRuntime.StoredRow) throws {
                            var stored = Self.storedProperties.reader(for: row)
                            self.text = try stored.next()
                            self.mood = try stored.next()
                            self.level = try stored.next()
                            self.at = try stored.next()
                            self.id = try stored.next()
                            self.tags = try stored.next()
                            self.`default` = try stored.next()
                        }
                    }
                """)
    }

    @Test("the side without 'inverse' still documents the pair, with its delete rule and counts")
    func relationshipWithoutWrittenInverse() {
        let files = generatedFiles([Self.journal])
        #expect(
            declaration("public var entries", in: files["SchemaV1.swift"]) == """
                        /// To-many to `Entry`, inverse `Entry.journal`, delete rule cascade, at most 100.
                        public var entries: [Entry] = []
                """)
    }

    @Test("enums keep their raw values, written only where they differ from the case name")
    func enumDeclarations() {
        let files = generatedFiles([Self.journal])
        #expect(
            declaration("public enum Mood", in: files["SchemaV1.swift"]) == """
                    /// `Mood` as of version 1.0.0: first version.
                    public enum Mood: String, Codable, Sendable, CaseIterable, SchemaRuntime.SchemaEnum {
                        case calm
                        case upbeat = "up-beat"
                    }
                """)
        #expect(
            declaration("public enum Level", in: files["SchemaV1.swift"]) == """
                    /// `Level` as of version 1.0.0: first version.
                    public enum Level: Int, Codable, Sendable, CaseIterable, SchemaRuntime.SchemaEnum {
                        case low = 1
                        case high = 5
                    }
                """)
    }

    @Test(
        "each model's table follows the namespace, with the runtime's parts: types spelled short, a relationship's target and options, indexes"
    )
    func storedPropertiesTable() {
        let files = generatedFiles([Self.journal])
        let text = files["SchemaV1.swift"] ?? ""
        let runtimePart = text.components(separatedBy: "// MARK: - For SchemaRuntime").last ?? ""
        #expect(
            runtimePart.contains(
                """
                extension SchemaV1.Journal {
                    public static let storedProperties = SchemaRuntime.StoredProperties<SchemaV1.Journal>(
                        "Journal",
                        [
                            .attribute(\\.title, "title", .string),
                            .toMany(\\.entries, "entries", "Entry", deleteRule: .cascade, maxCount: 100),
                        ]
                    )
                }

                """))
        #expect(
            runtimePart.contains(
                """
                extension SchemaV1.Entry {
                    public static let storedProperties = SchemaRuntime.StoredProperties<SchemaV1.Entry>(
                        "Entry",
                        [
                            .attribute(\\.text, "text", .string, default: .string("")),
                            .attribute(\\.mood, "mood", .enumeration("Mood"), default: .enumCase("calm")),
                            .attribute(\\.level, "level", .enumeration("Level").optional),
                            .attribute(\\.at, "at", .date, default: .now),
                            .attribute(\\.id, "id", .uuid, default: .generatedUUID, unique: true),
                            .attribute(\\.tags, "tags", .string.array, default: .array([.string("a"), .string("b")])),
                            .attribute(\\.`default`, "default", .int.optional),
                            .toOne(\\.journal, "journal", "Journal", required: true, inverse: "entries"),
                        ],
                        indexes: [["at", "text"]]
                    )
                }
                """))
        #expect(!text.components(separatedBy: "// MARK: - For SchemaRuntime").first!.contains("storedProperties ="))
    }

    @Test(
        "an enum is described from its own cases: a String case named by its raw value unless it differs, an Int case by name"
    )
    func enumDescriptions() {
        let files = generatedFiles([Self.journal])
        let text = files["SchemaV1.swift"] ?? ""
        #expect(
            text.contains(
                """
                extension SchemaV1.Mood {
                    public static let enumDescription = describeCases(named: "Mood") {
                        switch $0 {
                        case .upbeat: "upbeat"
                        default: nil
                        }
                    }
                }
                """))
        #expect(
            text.contains(
                """
                extension SchemaV1.Level {
                    public static let enumDescription = describeCases(named: "Level") {
                        switch $0 {
                        case .low: "low"
                        case .high: "high"
                        }
                    }
                }
                """))
    }

    @Test("the next version reuses unchanged enums by typealias and redefines a model for the model it points at")
    func cascadeAndReuse() {
        let files = generatedFiles([Self.journal, Self.journalWithOwner])
        let v2 = files["SchemaV2.swift"]
        #expect(
            declaration("public enum SchemaV2", in: v2)?.components(separatedBy: "\n").prefix(19).joined(
                separator: "\n") == """
                    /// Version 1.1.0 of the schema, from V2.yaml.
                    ///
                    /// Migrates from ``SchemaV1`` with a custom stage.
                    public enum SchemaV2: SchemaRuntime.VersionedSchema {
                        public static var versionIdentifier: SchemaModel.SchemaVersion { schemaDescription.version }

                        public static var models: [any SchemaRuntime.PersistentModel.Type] {
                            [
                                Entry.self,
                                Journal.self,
                            ]
                        }

                        // MARK: - Reused unchanged from earlier versions

                        public typealias Mood = SchemaV1.Mood
                        public typealias Level = SchemaV1.Level

                        // MARK: - Models
                    """)
        #expect(
            declaration("public final class Entry", in: v2)?.components(separatedBy: "\n").prefix(4).joined(
                separator: "\n") == """
                        /// One line of the journal.
                        ///
                        /// `Entry` as of version 1.1.0: Entry.journal -> Journal (changed).
                        public final class Entry: SchemaRuntime.StoredModel {
                    """)
    }

    @Test("a stage custom for two reasons lists both, each naming its model, once")
    func everyReasonOnce() {
        let v1 =
            "version: 1.0.0\nmodels:\n  Album:\n    attributes:\n      name: String\n  Track:\n    attributes:\n      name: String\n"
        let v2 =
            "version: 1.1.0\nmodels:\n  Album:\n    attributes:\n      name: String\n      key: { type: UUID, default: uuid }\n  Track:\n    attributes:\n      name: String\n      key: { type: UUID, default: uuid }\n"
        let plan = generatedFiles([v1, v2])["SchemaMigrationPlan.swift"]
        #expect(
            declaration("func migrateSchemaV1ToSchemaV2", in: plan)?.components(separatedBy: "\n").prefix(6).joined(
                separator: "\n") == """
                        /// SchemaV1 (1.0.0) -> SchemaV2 (1.1.0).
                        ///
                        /// Needs code because:
                        /// - required attribute 'Album.key' added with 'uuid': each existing row needs its own value
                        /// - required attribute 'Track.key' added with 'uuid': each existing row needs its own value
                        ///
                    """)
    }

    @Test("a custom stage is a protocol requirement that says why it needs code and what changed")
    func customStageRequirement() {
        let files = generatedFiles([Self.journal, Self.journalWithOwner])
        let plan = files["SchemaMigrationPlan.swift"]
        #expect(
            declaration("func migrateSchemaV1ToSchemaV2", in: plan) == """
                    /// SchemaV1 (1.0.0) -> SchemaV2 (1.1.0).
                    ///
                    /// Needs code because:
                    /// - required attribute 'Journal.owner' added without a default
                    ///
                    /// Changes in this step:
                    /// - attributeAdded Journal.owner: String
                    func migrateSchemaV1ToSchemaV2(_ context: SchemaRuntime.CustomStageContext<SchemaV1, SchemaV2>) throws
                """)
        #expect(
            declaration("public static func stages", in: plan) == """
                    public static func stages(_ customStages: any SchemaMigrationsCustomStages) -> [SchemaRuntime.MigrationStage] {
                        [
                            // 1.0.0 -> 1.1.0
                            .custom(from: SchemaV1.self, to: SchemaV2.self, migrate: customStages.migrateSchemaV1ToSchemaV2),
                        ]
                    }
                """)
    }

    @Test("the typealias map points each name at the version that last defined it")
    func typealiasMap() {
        let files = generatedFiles([Self.journal, Self.journalWithOwner])
        #expect(
            files["SchemaTypealiases.swift"] == """
                // Generated by schemagen from V1.yaml to V2.yaml; do not edit.
                // swift-format-ignore-file

                /// The latest schema version, SchemaV2 (1.1.0).
                public typealias CurrentSchema = SchemaV2

                // MARK: - Models, each at the version that last defined it

                public typealias Entry = SchemaV2.Entry
                public typealias Journal = SchemaV2.Journal

                // MARK: - Enums

                public typealias Level = SchemaV1.Level
                public typealias Mood = SchemaV1.Mood

                """)
    }

    @Test("accessLevel internal writes no access modifiers, and the plan takes its configured name")
    func internalAccess() {
        let files = generatedFiles(
            [Self.journal, Self.journalWithOwner],
            options: GenerationOptions(accessLevel: .internal, planName: "JournalMigrations"))
        #expect(files.values.allSatisfy { !$0.contains("public ") })
        let plan = files["SchemaMigrationPlan.swift"] ?? ""
        #expect(plan.contains("\nenum JournalMigrations: SchemaRuntime.SchemaMigrationPlan {\n"))
        #expect(plan.contains("\nprotocol JournalMigrationsCustomStages {\n"))
        #expect(plan.contains("static func stages(_ customStages: any JournalMigrationsCustomStages)"))
    }
}
