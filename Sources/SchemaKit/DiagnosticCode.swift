/// The stable identifier of a kind of problem, printed after every diagnostic as `[SG300]`.
///
/// A code names the rule that was broken, not the wording of the message: messages are rewritten to read
/// better, codes never change meaning. Tools that filter or count diagnostics, and tests, match on the code.
/// The hundreds group the codes by the stage that reports them: 1xx reading files and YAML, 2xx the shape of
/// a version file, 3xx types and values, 4xx relationships and constraints, 5xx the step between two
/// versions, 6xx configuration, 7xx output, 8xx sealed versions, 9xx review and import (reading what exists
/// already: a base revision, an app's hand-written SwiftData schemas). `docs/Diagnostics.md` lists
/// every code with the usual fix.
///
/// A code that is retired keeps its number reserved; a new kind of problem gets a new number.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
    // MARK: 1xx: reading files and YAML

    /// The schemas folder does not exist.
    case noSuchFolder = "SG101"
    /// The schemas folder holds no `*.yaml` files.
    case noSchemaFiles = "SG102"
    /// A file exists but can't be read.
    case unreadableFile = "SG103"
    /// A file is not valid UTF-8.
    case invalidUTF8 = "SG104"
    /// libyaml rejected the text: an unclosed bracket or quote, a tab, a bad indentation.
    case yamlSyntax = "SG110"
    /// A file holds more than one YAML document.
    case multipleDocuments = "SG111"
    /// A YAML alias (`*name`) names no anchor.
    case undefinedAlias = "SG112"
    /// Aliases expand to more nodes than a schema file can reasonably hold.
    case tooManyNodes = "SG113"
    /// The document is nested deeper than a schema file can reasonably be.
    case nestedTooDeep = "SG114"
    /// A merge key (`<<`) takes something other than mappings.
    case invalidMergeKey = "SG115"
    /// A mapping key is a list or mapping, not a name.
    case nonScalarKey = "SG116"
    /// A mapping has the same key twice.
    case duplicateKey = "SG117"
    /// The file holds nothing.
    case emptyFile = "SG118"
    /// A YAML tag (`!!str`, `!custom`) is used.
    case unsupportedTag = "SG119"
    /// The file's top level is not a mapping.
    case rootNotMapping = "SG120"
    /// libyaml could not be started (out of memory).
    case parserUnavailable = "SG121"

    // MARK: 2xx: the shape of a version file

    /// A key that is not part of the contract at this place.
    case unknownKey = "SG200"
    /// A key the contract requires is missing.
    case missingKey = "SG201"
    /// A value has the wrong YAML shape: a list where a mapping belongs, a mapping where a name belongs.
    case unexpectedValueKind = "SG202"
    /// A value that must hold something is empty.
    case emptyValue = "SG203"
    /// A name can't be a Swift identifier.
    case invalidIdentifier = "SG204"
    /// A model key is indented under another section, so it reads as one of its entries.
    case misindentedKey = "SG205"
    /// `version:` is not a version number.
    case invalidVersion = "SG206"
    /// Two declarations of a version want the same name.
    case nameClash = "SG207"
    /// A name Swift reads as something else inside a namespace (`Type`, `self`, ...).
    case reservedName = "SG208"
    /// The same entry is listed twice where each may appear once.
    case duplicateEntry = "SG209"

    // MARK: 3xx: types and values

    /// A type that is neither a primitive nor an enum, struct or model of the version.
    case unknownType = "SG300"
    /// A model used as an attribute's type, or a value type used as a relationship's target.
    case wrongKindOfType = "SG301"
    /// Type text that does not parse (`[String`, `String??`).
    case invalidTypeExpression = "SG302"
    /// A type written optional (`?`) and also `optional: false`.
    case conflictingOptionality = "SG303"
    /// A default that does not fit its attribute's type.
    case invalidDefault = "SG304"
    /// An enum's raw type or raw values are wrong, or two cases share a raw value.
    case invalidRawValue = "SG305"
    /// A delete rule that is not one of the contract's.
    case unknownDeleteRule = "SG306"
    /// An option that does not apply to this element (`externalStorage` on a String, `minCount` on a to-one,
    /// `unique` on a transient or an array).
    case inapplicableOption = "SG307"
    /// A relationship's counts can't be met (`maxCount: 0`, `minCount` above `maxCount`).
    case impossibleCount = "SG308"
    /// A transient, required attribute has no default, so it could never have a value.
    case transientWithoutDefault = "SG309"
    /// A struct that holds itself other than in an array, directly or through other structs: a Swift value
    /// type of infinite size.
    case recursiveStruct = "SG310"
    /// An enum case with associated values, which no store keeps by raw value.
    case associatedValues = "SG311"
    /// A model's `superclass` names no model of its version, the model itself, or a chain that comes back.
    case invalidSuperclass = "SG312"

    // MARK: 4xx: relationships, constraints and aliases

    /// A relationship points at a model the version does not have.
    case unknownRelationshipTarget = "SG400"
    /// A relationship's inverse is not a relationship pointing back, or the two sides disagree.
    case invalidInverse = "SG401"
    /// `unique` or `indexes` names something that is not a usable property.
    case invalidConstraintProperty = "SG402"
    /// An alias clashes with a declaration or points at nothing.
    case invalidAlias = "SG403"
    /// Two relationships point at each other's models and neither names the other as its inverse: two
    /// independent relationships, which is rarely what was meant (warning).
    case probableMissingInverse = "SG404"
    /// Something the portable store can't keep as the schema means it: a relationship to a model with
    /// subclasses, whose rows the portable store keeps in other tables.
    case unstorableInPortable = "SG405"
    /// Something the contract allows that SwiftData can't express, in the swiftdata flavor (a model's
    /// `hashModifier`, a name that hides a SwiftData declaration).
    case unexpressibleInSwiftData = "SG410"
    /// A compound `unique` or an index, which need `#Unique`/`#Index`, where the configured deployment target's
    /// SwiftData is older than iOS 18 / macOS 15.
    case needsNewerSwiftData = "SG411"
    /// Something CloudKit sync forbids, in a version that syncs (`cloudKit:` in the configuration).
    case cloudKitIncompatible = "SG412"
    /// A property named like a member SwiftData or Core Data declares on every model, or a model, enum or
    /// alias named like a type that generated code or the app's module uses.
    case reservedNameInSwiftData = "SG413"
    /// Two to-many relationships pointing at each other's models with no inverse on either side: SwiftData
    /// would keep them as two unrelated relationships.
    case manyToManyWithoutInverse = "SG414"

    // MARK: 5xx: the step between two versions

    /// Two files state the same `version:`.
    case duplicateVersion = "SG500"
    /// Two files give the same namespace.
    case duplicateNamespace = "SG501"
    /// A migration key in the oldest version, where there is no step for it to apply to.
    case ignoredInOldestVersion = "SG502"
    /// `renamedFrom` or `originalName` names nothing that was renamed.
    case invalidRename = "SG503"
    /// A step loses stored data that `acceptDataLoss` does not name.
    case unacknowledgedDataLoss = "SG504"
    /// `acceptDataLoss` names something the step does not remove or narrow.
    case unneededDataLossEntry = "SG505"
    /// `acceptDataLoss` names a model, enum or member that exists in neither version.
    case unknownDataLossName = "SG506"
    /// An `acceptDataLoss` entry is not of the form `Model` or `Model.property`.
    case invalidDataLossName = "SG507"
    /// A removal next to an addition of the same shape, which was probably meant as a rename.
    case probableRename = "SG508"
    /// A required attribute added without a default, which makes the step a custom stage.
    case customStageRequired = "SG509"
    /// `migration: stage:` names a stage that can't be forced.
    case invalidForcedStage = "SG510"
    /// Files numbered alike (`V4.yaml`, `V5.yaml`) whose versions go the other way: the later-numbered file
    /// states a lower version.
    case versionOutOfFileOrder = "SG511"
    /// Two versions SwiftData would give the same version hash, which it refuses in one migration plan.
    case duplicateVersionHash = "SG520"
    /// A model renamed, which SwiftData sees as a new entity: its rows are copied by the custom stage.
    case entityRenamedInSwiftData = "SG521"
    /// A version numbered or named like the converting versions the SwiftData flavor writes.
    case reservedSwiftDataVersion = "SG522"

    // MARK: 6xx: configuration

    /// A configuration value that is not one of the allowed ones.
    case invalidConfigurationValue = "SG600"

    // MARK: 7xx: output

    /// A file in the output folder that schemagen did not write, which it will not replace.
    case foreignOutputFile = "SG700"
    /// A file schemagen must write (a generated file, the lock file) can't be written.
    case unwritableFile = "SG701"
    /// A staging folder that a `generate` stopped before it finished left in the output folder.
    case leftoverStagingFolder = "SG702"
    /// (warning) A test target's folder holds a configuration but no Swift file: SwiftPM leaves such a target
    /// out before any build plugin runs, so its migration test suite is never written.
    case testTargetWithoutSources = "SG703"

    // MARK: 8xx: sealed versions

    /// A sealed (shipped) version's stored shape changed.
    case sealedVersionChanged = "SG800"
    /// A sealed version's file is gone from the schemas folder.
    case sealedFileMissing = "SG801"
    /// A sealed version's file now states another `version:`.
    case sealedVersionRenumbered = "SG802"
    /// The lock file is malformed or was edited by hand.
    case invalidLockFile = "SG803"
    /// `seal` was asked for something it can't do: a version the history does not have, or unsealing a
    /// version a later sealed version depends on.
    case invalidSealRequest = "SG804"
    /// A version that is not sealed is numbered below a sealed one: it would be inserted into shipped history.
    case versionBeforeSealed = "SG805"
    /// (warning) The lock file is in an older format, which does not seal everything the current one does.
    case lockFormatOutdated = "SG806"
    /// (warning) A configuration that reads another target's history has a lock of its own beside it: a copy
    /// nothing reads, since a history has one lock, its owner's.
    case lockCopied = "SG807"
    /// `retire` was asked for something it can't do: a version not sealed, the latest version, or one retired
    /// already.
    case invalidRetireRequest = "SG808"
    /// The file of a retired version is in the schemas folder again.
    case retiredFileStillPresent = "SG809"
    /// `expand` was asked for something it can't do: a sealed latest version, a step that is expanding
    /// already or that splitting would not change, a contracting version that is not after the latest or
    /// whose file exists.
    case invalidExpandRequest = "SG810"

    // MARK: 85x: migration test fixtures (`schemagen testkit`)

    /// A fixture file is named for a version the history does not have.
    case fixtureUnknownVersion = "SG850"
    /// A fixture names a model or property its version (or, under `expect:`, the latest version) does not
    /// have, or one it can't give (a transient attribute).
    case fixtureUnknownName = "SG851"
    /// A fixture value does not fit its attribute's type, or is made at run time (`now`, `uuid`).
    case fixtureInvalidValue = "SG852"
    /// A fixture row leaves out an attribute or to-one relationship its version requires, or leaves a required
    /// value blank.
    case fixtureMissingValue = "SG853"
    /// A fixture relationship names a row key its file does not give the target model.
    case fixtureUnknownRow = "SG854"
    /// A fixture file's `unchecked:` entry names no value a custom stage its rows cross sets, or gives no reason.
    case fixtureUncheckedInvalid = "SG855"

    // MARK: 9xx: review

    /// `diff` could not read the base history (not a git repository, an unknown revision, a missing folder).
    case baseUnavailable = "SG900"

    // MARK: 91x-92x: importing hand-written SwiftData (`schemagen-import`)

    /// No type conforming to `VersionedSchema` was found in the Swift sources.
    case noVersionedSchemas = "SG910"
    /// A versioned schema states a `versionIdentifier` an earlier one of the history states too: imported with
    /// the next free number (warning), or refused when none fits before the next version.
    case duplicateImportedVersion = "SG911"
    /// No `SchemaMigrationPlan`, or not the one `--plan-type` names.
    case migrationPlanNotFound = "SG912"
    /// Several `SchemaMigrationPlan`s of equal weight, and `--plan-type` does not say which.
    case ambiguousMigrationPlan = "SG913"
    /// An entry of a schema's `models` names no `@Model` class.
    case unresolvedModel = "SG914"
    /// A version file the import would write exists already.
    case importedFileExists = "SG915"
    /// A version the import built that schemagen's loader refuses: nothing is written.
    case importedVersionRefused = "SG916"
    /// Versioned schemas the chosen plan neither lists nor migrates between: not history, not imported
    /// (warning).
    case schemasOutsidePlan = "SG917"
    /// Several `SchemaMigrationPlan`s: the import reads the one that lists the most versions and names the
    /// others (warning).
    case otherPlansNotImported = "SG918"
    /// A model a relationship reaches that the version's `models` does not list: imported, as SwiftData
    /// includes it (warning).
    case unlistedReachableModel = "SG919"
    /// A stored property the contract can't express (a `Codable` struct, a transformable, an unknown type):
    /// left out, with a comment where it would be (warning).
    case untranslatableProperty = "SG920"
    /// A `versionIdentifier` the import can't evaluate; the version is taken from the schema's name
    /// (warning).
    case unevaluatedVersionIdentifier = "SG921"
    /// An initial value the import can't express as a default: written without one (warning).
    case untranslatableInitialValue = "SG922"
    /// An `@Attribute` or `@Relationship` option the contract does not have (warning).
    case unrepresentedOption = "SG923"
    /// A `models` list or a plan's `schemas`/`stages` the import can't read statically (warning).
    case unreadableDeclaration = "SG924"
    /// A member of an imported enum that changes how its values are stored or read (a custom `init(from:)`
    /// or `encode(to:)`), which generated enums do not have (warning).
    case droppedEnumMember = "SG925"
    /// The import would drop properties, defaults, options or enum members the schema language can't say
    /// yet, and `--accept-unsupported` does not acknowledge it.
    case unsupportedNotAccepted = "SG926"
    /// A removal the app's plan makes in a lightweight stage (or none): written with `acceptDataLoss`, as the
    /// history shipped it (warning).
    case shippedRemovalAccepted = "SG927"
    /// A member of a latest model's class that the import can't carry into the extension it writes for the
    /// app's own code (warning).
    case modelCodeNotCarried = "SG928"
}

extension DiagnosticCode: Comparable {
    /// Orders by number.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension DiagnosticCode: CustomStringConvertible {
    /// The code as printed: `SG300`.
    public var description: String { rawValue }
}
