/// A stored (or transient) value property of a model.
public struct Attribute: Hashable, Sendable {
    /// The property name, also the column name.
    public var name: String
    /// The property's type.
    public var type: AttributeType
    /// The default for new rows and for rows that exist when the attribute is added, if any.
    public var defaultValue: DefaultValue?
    /// Whether the attribute alone is unique (`unique: true`; the same as `unique: [[name]]` on the model).
    public var isUnique: Bool
    /// The attribute's name in the previous version, when it was renamed (`originalName`).
    public var originalName: String?
    /// Whether the attribute is kept in memory only and never persisted.
    public var isTransient: Bool
    /// Whether large values are stored outside the row (`externalStorage`, for `Data`).
    public var usesExternalStorage: Bool
    /// The property's version-hash modifier (`hashModifier:`), part of its identity in SwiftData.
    public var hashModifier: String?
    /// Documentation for the generated property (`doc:`); never a change.
    public var documentation: String?

    /// Creates an attribute.
    public init(
        name: String,
        type: AttributeType,
        defaultValue: DefaultValue? = nil,
        isUnique: Bool = false,
        originalName: String? = nil,
        isTransient: Bool = false,
        usesExternalStorage: Bool = false,
        hashModifier: String? = nil,
        documentation: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isUnique = isUnique
        self.originalName = originalName
        self.isTransient = isTransient
        self.usesExternalStorage = usesExternalStorage
        self.hashModifier = hashModifier
        self.documentation = documentation
    }
}
