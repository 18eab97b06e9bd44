/// One difference between a version and the previous one, with the element of the newer version it shows at.
public struct SchemaChange: Hashable, Sendable {
    /// What kind of difference it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case modelAdded, modelRemoved, modelRenamed, modelHashModifierChanged, modelSuperclassChanged
        case attributeAdded, attributeRemoved, attributeRenamed, attributeTypeChanged
        case attributeOptionalityChanged, attributeDefaultChanged, attributeUniquenessAdded
        case attributeUniquenessRemoved, attributeTransienceChanged, attributeExternalStorageChanged
        case attributeHashModifierChanged, attributeOptionsChanged, attributeTransformerChanged
        case attributeSpellingChanged, attributeDeprecationChanged, attributeStorageChanged
        case relationshipAdded, relationshipRemoved, relationshipRenamed, relationshipTargetChanged
        case relationshipCardinalityChanged, relationshipOptionalityChanged, relationshipDeleteRuleChanged
        case relationshipInverseChanged, relationshipCountChanged, relationshipHashModifierChanged
        case uniquenessAdded, uniquenessRemoved, indexAdded, indexRemoved
        case enumAdded, enumRemoved, enumCasesAdded, enumCasesRemoved, enumCaseRenamed, enumRawValueChanged
        case enumCasesReordered, enumRawTypeChanged
        case structAdded, structRemoved, structFieldAdded, structFieldRemoved, structFieldTypeChanged
        case structFieldsReordered

        /// Whether the change is to a struct's fields, which changes every stored value of the struct.
        public var isStructFieldChange: Bool {
            switch self {
            case .structFieldAdded, .structFieldRemoved, .structFieldTypeChanged, .structFieldsReordered: true
            default: false
            }
        }
    }

    /// What the change needs from a migration.
    public enum Effect: Hashable, Sendable {
        /// SwiftData (and the runtime) can infer the step on its own.
        case lightweight
        /// The step needs code; the text says why.
        case custom(String)
    }

    /// The kind.
    public var kind: Kind
    /// What changed, as `Model`, `Model.property`, `Enum`, `Enum.case`, `Struct` or `Struct.field`, named as in the newer version
    /// (or the older one for something removed).
    public var path: String
    /// The element of the newer version the change shows at (for a removal, the nearest one that is still
    /// there).
    public var element: SchemaElement
    /// A short description for plans and stubs: "String -> Double", "added 'veryActive'".
    public var detail: String
    /// What the change needs from the migration.
    public var effect: Effect
    /// Whether the change can lose stored data; if so, the path `acceptDataLoss` must name.
    public var dataLossPath: String?

    /// Creates a change.
    public init(
        _ kind: Kind, path: String, at element: SchemaElement, detail: String, effect: Effect = .lightweight,
        dataLossPath: String? = nil
    ) {
        self.kind = kind
        self.path = path
        self.element = element
        self.detail = detail
        self.effect = effect
        self.dataLossPath = dataLossPath
    }

    /// Whether the change can lose stored data.
    public var isDestructive: Bool { dataLossPath != nil }

    /// The model, enum or struct the change is about: the part of ``path`` before the dot.
    public var typeName: String { String(path.prefix { $0 != "." }) }

    /// The property or case the change is about, when it is about one: the part of ``path`` after the dot.
    public var memberName: String? {
        path.firstIndex(of: ".").map { String(path[path.index(after: $0)...]) }
    }

    /// Whether the change needs a custom stage.
    public var needsCustomStage: Bool {
        if case .custom = effect { return true }
        return false
    }

    /// "old -> new" for a version-hash modifier, with "none" where there is none, and the reason when the new
    /// one is schemagen's (``UniquenessHashModifier``).
    public static func hashModifierDetail(_ old: String?, _ new: String?) -> String {
        "hashModifier \(old.map { "'\($0)'" } ?? "none") -> \(new.map { "'\($0)'" } ?? "none")"
            + (new.map(UniquenessHashModifier.isGenerated) == true
                ? " (given by schemagen: only uniqueness changed, which Apple's pages disagree is in the hash)" : "")
    }

    /// One line for plans and doc comments: `attributeTypeChanged SDMealLogItem.quantity: String -> Double`.
    public var summary: String { "\(kind.rawValue) \(path): \(detail)" }
}
