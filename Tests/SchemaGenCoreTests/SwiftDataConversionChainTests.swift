import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// A type change in the SwiftData flavor: the converting version, the two stages, what the plan and the
/// scaffold say, and what is refused.
@Suite("SwiftData type changes go through a converting version: generated, planned, scaffolded, or refused")
struct SwiftDataConversionChainTests {
    static let v1 = """
        version: 1.0.0
        models:
          Reading:
            attributes:
              label: String
              value: String
              scoreConverted: Int?

        """
    static let v2 = """
        version: 1.1.0
        models:
          Reading:
            attributes:
              label: String
              value: Double
              scoreConverted: Int?

        """

    func files(_ versions: [String]) -> [SchemaSourceFile] {
        versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
    }

    func generate(_ versions: [String]) -> SchemaPipeline.Generation {
        let options = GenerationOptions(flavor: .swiftdata)
        return SchemaPipeline(options: options).generate(files: files(versions), folder: ".", options: options)
    }

    func file(_ name: String, in generation: SchemaPipeline.Generation) -> String {
        generation.files.first { $0.path == name }?.contents ?? ""
    }

    @Test(
        "the target's file declares the converting version ahead of it, with both attributes, at the reserved identifier"
    )
    func convertingVersion() {
        let generation = generate([Self.v1, Self.v2])
        #expect(generation.result.diagnostics.isEmpty)
        let version = file("SchemaV2.swift", in: generation)
        #expect(version.contains("public nonisolated enum SchemaV2Converting: VersionedSchema {"))
        #expect(version.contains("Schema.Version(1, 0, 1000000)"))
        #expect(version.contains("        public var value: String\n"))
        #expect(
            version.contains(
                "        /// `Reading.value` converted from `String`.\n        public var valueConverted: Double = 0.0\n"
            ))
        #expect(
            version.contains("        @Attribute(originalName: \"valueConverted\")\n        public var value: Double\n")
        )
        #expect(
            version.contains(
                "Migrates from ``SchemaV2Converting``, which converted Reading.value, with a lightweight stage."))
    }

    @Test("the plan lists the converting version and runs the conversion stage, then the step's own")
    func plan() {
        let plan = file("SchemaMigrationPlan.swift", in: generate([Self.v1, Self.v2]))
        #expect(
            plan.contains(
                "            SchemaV1.self,\n            SchemaV2Converting.self,\n            SchemaV2.self,\n"))
        #expect(
            plan.contains(
                """
                            // 1.0.0 -> 1.0.1000000: converts Reading.value
                            .custom(
                                fromVersion: SchemaV1.self, toVersion: SchemaV2Converting.self,
                                willMigrate: nil,
                                didMigrate: SchemaMigrationsStages.didMigrateSchemaV1ToSchemaV2Converting),
                            // 1.0.1000000 -> 1.1.0
                            .lightweight(fromVersion: SchemaV2Converting.self, toVersion: SchemaV2.self),
                """))
        #expect(
            plan.contains("    static func didMigrateSchemaV1ToSchemaV2Converting(_ context: ModelContext) throws\n"))
        #expect(!plan.contains("willMigrateSchemaV1ToSchemaV2"), "the step's own stage is lightweight")
    }

    @Test("the scaffold converts on the same objects, through one function per attribute")
    func scaffold() throws {
        let options = GenerationOptions(flavor: .swiftdata)
        let analysis = try #require(
            SchemaPipeline(options: options).run(files: files([Self.v1, Self.v2]), folder: ".").analysis)
        let stages = GenerationContext(options: options).scaffold(analysis)
        #expect(
            stages.map(\.path) == [
                "SchemaMigrationsStages.swift", "SchemaMigrationsStages+SchemaV1ToSchemaV2Converting.swift",
            ])
        let conversion = stages.last?.contents ?? ""
        #expect(
            conversion.contains(
                """
                        try forEach(SchemaV2Converting.Reading.self, in: context) { row in
                            row.valueConverted = try convertReadingValue(row.value)
                        }
                """))
        #expect(
            conversion.contains(
                """
                    private static func convertReadingValue(_ old: String) throws -> Double {
                        if let value = Double(old) { return value }
                        throw SchemaMigrationsStagesError("Reading.value: convert \\(old) to Double in convertReadingValue")
                    }
                """))
        #expect(!conversion.contains("persistentModelID"))
    }

    @Test("a temporary name the model already has gets a number")
    func temporaryNameCollision() {
        let v1 = Self.v1.replacingOccurrences(of: "value: String", with: "score: String")
        let v2 = Self.v2.replacingOccurrences(of: "value: Double", with: "score: Double")
        let version = file("SchemaV2.swift", in: generate([v1, v2]))
        #expect(version.contains("public var scoreConverted2: Double = 0.0"))
        #expect(version.contains("@Attribute(originalName: \"scoreConverted2\")\n        public var score: Double"))
    }

    @Test("a change SwiftData stores alike (Int to Int64) needs no converting version")
    func sameStorage() {
        let v1 = "version: 1.0.0\nmodels:\n  Reading:\n    attributes:\n      count: Int\n"
        let v2 =
            "version: 1.1.0\nmodels:\n  Reading:\n    attributes:\n      count: { type: Int64, hashModifier: wide }\n"
        let generation = generate([v1, v2])
        #expect(!file("SchemaMigrationPlan.swift", in: generation).contains("Converting"))
    }

    @Test("plan and diff in the SwiftData flavor name the converting version and both stages")
    func planAndDiffText() throws {
        let options = GenerationOptions(flavor: .swiftdata)
        let pipeline = SchemaPipeline(options: options)
        let head = pipeline.run(files: files([Self.v1, Self.v2]), folder: ".")
        let analysis = try #require(head.analysis)
        let expected = """
            In SwiftData, through SchemaV2Converting 1.0.1000000 (inferred migration can't change a stored type):
            - SchemaV1 -> SchemaV2Converting: custom, its didMigrate converts Reading.value (String -> Double, into `valueConverted`)
            - SchemaV2Converting -> SchemaV2: lightweight
            """
        #expect(PlanTextRenderer.render(analysis, context: GenerationContext(options: options)).contains(expected))
        #expect(!PlanTextRenderer.render(analysis).contains("SchemaV2Converting"))
        #expect(
            PlanJSONRenderer.render(analysis, context: GenerationContext(options: options)).contains(
                "\"temporaryName\": \"valueConverted\""))
        let base = pipeline.run(files: files([Self.v1]), folder: ".")
        let review = HistoryReview(
            base: base, baseName: "main", head: head, context: GenerationContext(options: options))
        #expect(ReviewRenderer.render(review, format: .markdown, graphs: false).contains(expected))
        #expect(
            ReviewRenderer.render(review, format: .text, graphs: false).contains(
                "  swiftdata through SchemaV2Converting 1.0.1000000: converts Reading.value; then lightweight"))
    }

    @Test("a type change to an enum that changes in the same step declares the new enum beside the old one")
    func enumChangingInTheSameStep() {
        let v1 =
            "version: 1.0.0\nenums:\n  Level: [low, high]\nmodels:\n  Reading:\n    attributes:\n      level: String\n"
        let v2 =
            "version: 1.1.0\nenums:\n  Level: [low, mid, high]\nmodels:\n  Reading:\n    attributes:\n      level: { type: Level, default: low }\n"
        let generation = generate([v1, v2])
        #expect(generation.result.diagnostics.isEmpty)
        let version = file("SchemaV2.swift", in: generation)
        #expect(
            version.contains(
                "    public enum LevelConverted: String, Codable, Sendable, CaseIterable {\n        case low\n        case mid\n"
            ))
        #expect(version.contains("public var levelConverted: LevelConverted = LevelConverted.low"))
        #expect(version.contains("public typealias Level = SchemaV1.Level"))
    }

    @Test("an enum whose raw values change converts every attribute that holds it, case by case")
    func rawValuesChange() throws {
        let v1 =
            "version: 1.0.0\nenums:\n  Level: [low, high]\nmodels:\n  Reading:\n    attributes:\n      levels: \"[Level]\"\n"
        let v2 =
            "version: 1.1.0\nenums:\n  Level: { cases: { low: LOW, high: HIGH } }\nmodels:\n  Reading:\n    attributes:\n      levels: { type: \"[Level]\", hashModifier: upper }\n"
        let options = GenerationOptions(flavor: .swiftdata)
        let analysis = try #require(SchemaPipeline(options: options).run(files: files([v1, v2]), folder: ".").analysis)
        let stages = GenerationContext(options: options).scaffold(analysis)
        #expect(stages.map(\.path).contains("SchemaMigrationsStages+SchemaV1ToSchemaV2Converting.swift"))
        #expect(
            !stages.map(\.path).contains("SchemaMigrationsStages+SchemaV2ConvertingToSchemaV2.swift"),
            "the rewrite is done")
        #expect(
            stages.last?.contents.contains(
                """
                    /// Reading.levels: [Level], whose raw values change.
                    private static func convertReadingLevels(
                        _ old: [SchemaV2Converting.Level]
                    ) throws -> [SchemaV2Converting.LevelConverted] {
                        func element(_ old: SchemaV2Converting.Level) throws -> SchemaV2Converting.LevelConverted {
                            switch old {
                            case .low:
                                return .low
                            case .high:
                                return .high
                            }
                        }
                        return try old.map(element)
                    }
                """) == true)
    }

    @Test("a version numbered or named like a converting version is SG522 at its version")
    func reservedVersions() {
        let found = SchemaPipeline(options: GenerationOptions(flavor: .swiftdata)).run(
            files: files([
                "version: 1.0.1000000\nmodels:\n  Reading:\n    attributes:\n      label: String\n",
                "version: 1.1.0\nname: SchemaV1Converting\nmodels:\n  Reading:\n    attributes:\n      label: { type: String, hashModifier: b }\n",
            ]), folder: "."
        ).diagnostics.map(\.formatted)
        #expect(
            found == [
                "V1.yaml:1:10: error: version 1.0.1000000 has a patch number of 1000000 or more, which the SwiftData flavor keeps for the versions it writes between two of yours to convert a type [SG522]\n    hint: number the version below 1000000 in its patch part",
                "V2.yaml:1:10: error: the namespace 'SchemaV1Converting' is the name the SwiftData flavor gives the version it writes before 'SchemaV1' to convert a type [SG522]\n    hint: choose another 'name:' for this version",
            ])
    }

    @Test("a conversion to a required type covers the optionality change: the step's own stage stays lightweight")
    func optionalityIsCovered() throws {
        let v1 = "version: 1.0.0\nmodels:\n  Reading:\n    attributes:\n      ratio: Double?\n"
        let v2 = "version: 1.1.0\nmodels:\n  Reading:\n    attributes:\n      ratio: Float\n"
        let plan = file("SchemaMigrationPlan.swift", in: generate([v1, v2]))
        #expect(plan.contains(".lightweight(fromVersion: SchemaV2Converting.self, toVersion: SchemaV2.self)"))
        let options = GenerationOptions(flavor: .swiftdata)
        let analysis = try #require(SchemaPipeline(options: options).run(files: files([v1, v2]), folder: ".").analysis)
        let conversion = try #require(GenerationContext(options: options).scaffold(analysis).last?.contents)
        #expect(
            conversion.contains(
                "        guard let old else {\n"
                    + "            throw SchemaMigrationsStagesError(\"Reading.ratio was nil in a row; choose its value in convertReadingRatio\")\n"
                    + "        }\n"))
    }
}
