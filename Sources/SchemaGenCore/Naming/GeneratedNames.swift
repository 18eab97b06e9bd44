import SchemaKit
import SchemaModel

/// Every name schemagen makes up for generated code, in one place, as swift-protobuf's `SwiftProtobufNamer`
/// owns its generated names: the files, the version namespaces, the plan and its custom-stage protocol, each
/// stage's requirement or handlers, the scaffold's types and files, and the helpers a stage stub declares.
/// A name the schema gives (a model's, an attribute's) is the schema's and is only escaped (``SwiftNames``).
///
/// Names that depend on the plan's name are instance members; the rest are static, so code that runs before
/// any plan is chosen (the loader, the SwiftData checks) spells them the same way.
public struct GeneratedNames: Hashable, Sendable {
    /// The migration plan's type name, as configured (`SchemaMigrations`).
    public let planName: String

    /// The names for a plan named `planName`.
    public init(planName: String) {
        self.planName = planName
    }

    // MARK: Files

    /// The file of the version read from `V9.yaml` (stem `V9`): `SchemaV9.swift`.
    public static func versionFile(forStem stem: String) -> String { OutputFileNames.versionFile(forStem: stem) }

    /// The file every model name's typealias is in.
    public static let typealiasMapFile = OutputFileNames.typealiasMap

    /// The file of the migration plan.
    public static let migrationPlanFile = OutputFileNames.migrationPlan

    /// The migration test suite's file: `SchemaMigrationsMigrationTests.swift`.
    public var migrationTestsFile: String { OutputFileNames.migrationTests(planName: planName) }

    /// The scaffold's file of the type implementing the custom stages: `SchemaMigrationsStages.swift`.
    public var stagesTypeFile: String { stagesType + ".swift" }

    /// The scaffold's file of one stage, from the name the flavor gives the stage's code:
    /// `SchemaMigrationsStages+MigrateSchemaV1ToSchemaV2.swift` (portable),
    /// `SchemaMigrationsStages+SchemaV1ToSchemaV2.swift` (SwiftData).
    public func scaffoldFile(forStage stage: String) -> String { "\(stagesType)+\(Self.upperFirst(stage)).swift" }

    // MARK: Namespaces and types

    /// A version's namespace when its file names none: `SchemaV9` for `V9.yaml`.
    public static func namespace(forFileStem stem: String) -> String { "Schema" + stem }

    /// The protocol with one requirement per custom stage: `SchemaMigrationsCustomStages`.
    public var customStagesProtocol: String { planName + "CustomStages" }

    /// The type the scaffold declares to implement the custom stages: `SchemaMigrationsStages`.
    public var stagesType: String { planName + "Stages" }

    /// The error a SwiftData stage stub throws when it needs a team's decision: `SchemaMigrationsStagesError`.
    public var stagesError: String { stagesType + "Error" }

    /// The lock-protected box a SwiftData stage keeps values in between its two handlers:
    /// `SchemaMigrationsStagesCarryOver`.
    public var carryOver: String { stagesType + "CarryOver" }

    /// The migration test suite's type: `SchemaMigrationsMigrationTests`.
    public var migrationTests: String { planName + "MigrationTests" }

    // MARK: Stages

    /// A stage between two namespaces, as both flavors build their stage names from it: `SchemaV3ToSchemaV4`.
    public static func stage(from previous: String, to next: String) -> String { "\(previous)To\(next)" }

    /// The portable plan's requirement implementing the stage into `step`: `migrateSchemaV3ToSchemaV4`
    /// (`nil` for the first version, which has no stage).
    public static func stageRequirement(for step: VersionStep) -> String? {
        step.previous.map { "migrate" + stage(from: $0.name, to: step.schema.name) }
    }

    /// A SwiftData stage's two handlers: `willMigrateSchemaV3ToSchemaV4` and `didMigrateSchemaV3ToSchemaV4`.
    public static func handlers(forStage stage: String) -> (willMigrate: String, didMigrate: String) {
        ("willMigrate" + stage, "didMigrate" + stage)
    }

    /// The version SwiftData passes through to convert stored types on the way to `target`:
    /// `SchemaV5Converting`.
    public static func convertingNamespace(for target: String) -> String { target + convertingSuffix }

    /// What a converting version's name adds to its target's.
    public static let convertingSuffix = "Converting"

    // MARK: Helpers inside generated and scaffolded code

    /// The attribute or enum that holds converted values beside the old one, in a converting version:
    /// `quantityConverted`, or `quantityConverted2` when `taken` already has that name.
    public static func converted(_ name: String, avoiding taken: Set<String>) -> String {
        let base = name + "Converted"
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        return candidate
    }

    /// The function a conversion stub declares for one attribute: `convertItemQuantity`.
    public static func conversionFunction(model: String, attribute: String) -> String {
        "convert" + upperFirst(model) + upperFirst(attribute)
    }

    /// The carry-over a SwiftData stage keeps a model's rows in: `noteRows`, `sdUserAccountRows`.
    public static func carriedRows(of model: String) -> String { SwiftNames.lowerCamel(model) + "Rows" }

    /// The carry-over a SwiftData stage keeps some properties of a model in: `noteTitleBody`.
    public static func carriedProperties(_ properties: [String], of model: String) -> String {
        SwiftNames.lowerCamel(model) + properties.map(upperFirst).joined()
    }

    /// The list a SwiftData stage keeps an enum's removed cases in: `removedMoodCases`.
    public static func removedCases(of enumName: String) -> String { "removed\(upperFirst(enumName))Cases" }

    /// A version as a Swift name's suffix, for the test suite's functions and fixtures: `1_4_0`.
    public static func versionSuffix(_ version: SchemaVersion) -> String {
        String("\(version)".map { $0 == "." ? "_" : $0 })
    }

    /// The migration test suite's test of a store written at `version`: `storeAt1_4_0`.
    public static func storeTest(at version: SchemaVersion) -> String { "storeAt" + versionSuffix(version) }

    /// The portable suite's test of the frozen store of `version`: `frozenStoreAt1_4_0`.
    public static func frozenStoreTest(at version: SchemaVersion) -> String {
        "frozenStoreAt" + versionSuffix(version)
    }

    /// The suite's rows of the fixture file of `version`: `fixture1_4_0`.
    public static func fixtureRows(at version: SchemaVersion) -> String { "fixture" + versionSuffix(version) }

    /// What the SwiftData suite describes as data, each declared once where it is first defined.
    public enum SuiteDescription: String, Sendable {
        /// An enum: `enumMoodAt1_0_0`.
        case enumeration = "enum"
        /// A struct: `structAddressAt1_0_0`.
        case structure = "struct"
        /// A model: `modelNoteAt1_0_0`.
        case model
    }

    /// The SwiftData suite's description of the `kind` named `name` as `version` defines it: `modelNoteAt1_0_0`.
    public static func suiteDescription(_ kind: SuiteDescription, named name: String, at version: SchemaVersion)
        -> String
    {
        kind.rawValue + name + "At" + versionSuffix(version)
    }

    /// The SwiftData suite's function that writes a store at `version` with SwiftData: `write1_4_0`.
    public static func storeWriter(at version: SchemaVersion) -> String { "write" + versionSuffix(version) }

    /// `text` with its first letter capitalised, as the second word of a camel-case name.
    static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
