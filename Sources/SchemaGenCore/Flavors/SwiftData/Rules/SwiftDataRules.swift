import SchemaModel

/// What SwiftData and Core Data do that the SwiftData flavor's output depends on, owned here and nowhere
/// else: the checks, the renderers and the scaffold read these facts, and `docs/SwiftData.md` names the
/// Apple page each one comes from (and says where Apple documents nothing). What inferred migration does with
/// a store and the version hash's inputs are `SwiftDataStoreRules`'s, which the SwiftData stand-in executes
/// too.
enum SwiftDataRules {
    // MARK: Inferred migration

    /// The value a required attribute added for a conversion starts with, before the conversion writes
    /// each row's own: the type's zero (for an enum, the case `firstCase` gives), so SwiftData's inferred
    /// step can add it to existing rows.
    static func placeholder(for type: AttributeType, firstCase: (String) -> String?) -> DefaultValue? {
        if type.isArray { return .array([]) }
        switch type.scalar {
        case .enumeration(let name): return firstCase(name).map(DefaultValue.enumCase)
        case .structure: return nil
        case .primitive(let primitive):
            switch primitive {
            case .string: return .string("")
            case .bool: return .bool(false)
            case .double, .float: return .floatingPoint(0)
            case .decimal: return .decimal("0")
            case .date: return .date(secondsSince1970: 0)
            case .uuid: return .uuid("00000000-0000-0000-0000-000000000000")
            case .data: return .data(base64: "")
            case .url: return .url("about:blank")
            case .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64: return .integer(0)
            }
        }
    }

    // MARK: Availability

    /// The first major release of each platform with SwiftData, and the first with `#Unique` and `#Index`
    /// (the `Unique` and `Index` macro pages list iOS 18, macOS 15, watchOS 11, visionOS 2).
    static func releases(on platform: SwiftDataOptions.DeploymentTarget.Platform) -> (first: Int, constraints: Int) {
        switch platform {
        case .iOS, .iPadOS, .macCatalyst, .tvOS: (17, 18)
        case .macOS: (14, 15)
        case .watchOS: (10, 11)
        case .visionOS: (1, 2)
        }
    }

    /// The first releases with `#Unique` and `#Index`, as messages say them.
    static let compoundConstraintReleases = "iOS 18 / macOS 15"

    /// The first major release, on every platform, whose SwiftData has model inheritance ("Adopting inheritance
    /// in SwiftData"; the `PersistentModel.Root` page, which inheritance brought, lists iOS, iPadOS, Mac
    /// Catalyst, macOS, tvOS, visionOS and watchOS 26).
    static let inheritanceRelease = 26

    /// The first releases with model inheritance, as messages say them.
    static let inheritanceReleases = "iOS 26 / macOS 26"

    // MARK: Isolation

    /// Written before every type the flavor generates or scaffolds. SwiftData calls a stage's handlers as
    /// `@Sendable (ModelContext) throws -> Void` values, off any actor, and the handlers read and create the
    /// versions' models; in a target whose default isolation is `MainActor` (Xcode 26's default for new
    /// apps) an unmarked type would be main-actor isolated and its stage functions would not convert. A type
    /// nested in a `nonisolated` type is not given the default isolation, so the namespaces' models and enums
    /// need no mark of their own.
    static let isolation = "nonisolated "

    // MARK: Reserved names

    /// What a property name collides with, or `nil` when SwiftData and Core Data leave it free.
    static func propertyCollision(_ name: String) -> String? {
        if modelMacroMembers.contains(name) { return "a member '@Model' adds to every model" }
        if persistentModelMembers.contains(name) { return "a member of SwiftData's PersistentModel" }
        if objectMethods.contains(name) {
            return "a method of NSObject, which Core Data forbids as a property name"
        }
        if managedObjectMethods.contains(name) {
            return "a method of NSManagedObject, which Core Data forbids as a property name"
        }
        if SwiftNames.keywords.contains(name) {
            return "a Swift keyword, which '@Model' has not been shown to expand correctly in backticks"
        }
        return nil
    }

    /// What is wrong with a model, enum or alias name ("shadows SwiftUI's 'Label'"), or `nil` when it
    /// shadows nothing the app imports.
    static func typeCollision(_ name: String) -> String? {
        if SwiftNames.keywords.contains(name) {
            return "is a Swift keyword, which '@Model' has not been shown to expand correctly in backticks"
        }
        if swiftDataTypes.contains(name) { return "shadows SwiftData's '\(name)', which the generated code uses" }
        if foundationTypes.contains(name) { return "shadows Foundation's '\(name)'" }
        if swiftUITypes.contains(name) { return "shadows SwiftUI's '\(name)'" }
        return nil
    }

    /// The members Apple's `@Model` declares it adds (its `names:` on the `Model()` page).
    static let modelMacroMembers: Set<String> = [
        "_$backingData", "persistentBackingData", "schemaMetadata", "_$observationRegistrar", "_SwiftDataNoType",
        "access", "withMutation",
    ]

    /// The properties `PersistentModel` declares or gives every model (its page's topics).
    static let persistentModelMembers: Set<String> = [
        "persistentModelID", "modelContext", "hasChanges", "isDeleted", "persistentBackingData", "schemaMetadata",
    ]

    /// `NSObject`'s no-parameter methods (the `NSObject` and `NSObjectProtocol` pages). Core Data forbids a
    /// property named like any of them (`NSPropertyDescription`, "a property name cannot be the same as any
    /// no-parameter method name of NSObject or NSManagedObject"); the list is open-ended, so this holds the
    /// ones a model plausibly uses.
    static let objectMethods: Set<String> = [
        "description", "debugDescription", "hash", "self", "class", "superclass", "isProxy", "init", "copy",
        "mutableCopy", "dealloc", "finalize", "retain", "release", "autorelease", "retainCount", "zone",
        "classForCoder", "classForKeyedArchiver", "observationInfo", "classDescription", "attributeKeys",
        "toOneRelationshipKeys", "toManyRelationshipKeys", "autoContentAccessingProxy",
    ]

    /// `NSManagedObject`'s no-parameter methods (its page's topics).
    static let managedObjectMethods: Set<String> = [
        "entity", "objectID", "managedObjectContext", "isInserted", "isUpdated", "isDeleted", "isFault",
        "hasChanges", "hasPersistentChangedValues", "faultingState", "changedValues", "changedValuesForCurrentEvent",
        "awakeFromFetch", "awakeFromInsert", "willSave", "didSave", "willTurnIntoFault", "didTurnIntoFault",
        "prepareForDeletion", "validateForDelete", "validateForInsert", "validateForUpdate", "fetchRequest",
        "contextShouldIgnoreUnmodeledPropertyChanges",
    ]

    /// SwiftData's declarations that generated code names without its module: a model or enum of the same
    /// name hides them inside a version's namespace, and through the typealias map in the whole module.
    static let swiftDataTypes: Set<String> = [
        "Schema", "VersionedSchema", "PersistentModel", "Model", "Attribute", "Relationship", "Transient", "Unique",
        "Index", "SchemaMigrationPlan", "MigrationStage", "ModelContext", "FetchDescriptor", "PersistentIdentifier",
        "ModelContainer", "ModelConfiguration", "Query", "ModelActor", "BackingData",
    ]

    /// Foundation types an app module names often enough that a module-level typealias shadowing them breaks
    /// its code.
    static let foundationTypes: Set<String> = [
        "Calendar", "TimeZone", "Locale", "Measurement", "Notification", "Bundle", "Timer", "Predicate",
        "SortDescriptor", "IndexPath", "DateComponents", "DateInterval", "Progress", "NSObject", "Error",
    ]

    /// SwiftUI types an app module names often enough that a module-level typealias shadowing them breaks
    /// its views.
    static let swiftUITypes: Set<String> = [
        "View", "App", "Scene", "Text", "Image", "Color", "Font", "Label", "Button", "List", "Section", "Group",
        "Form", "Table", "Toggle", "Picker", "Menu", "Link", "Path", "Shape", "Gradient", "Animation", "Binding",
        "State", "Environment", "Window", "WindowGroup", "Alignment", "Edge", "Axis", "Angle", "Spacer",
        "Divider", "Namespace", "Tab", "TabView", "NavigationStack", "Bindable", "Observable",
    ]
}
