/// A stored (or transient) value property of a model.
public struct Attribute: Hashable, Sendable {
    /// The property name, also the column name.
    public var name: String
    /// The property's type.
    public var type: AttributeType
    /// Whether the attribute alone is unique (`unique: true`; the same as `unique: [[name]]` on the model).
    public var isUnique: Bool
    /// Whether the attribute is kept in memory only and never persisted.
    public var isTransient: Bool
    /// Whether large values are stored outside the row (`externalStorage`).
    public var usesExternalStorage: Bool
    /// SwiftData's attribute options that leave the stored value as it is (`spotlight`,
    /// `allowsCloudEncryption`, `preserveValueOnDeletion`, `ephemeral`); the portable flavor keeps none of them.
    public var options: AttributeOptions
    /// The parts most attributes leave out, kept out of line (`nil` when all are absent): a long history holds
    /// hundreds of thousands of attributes, and inline they would more than double each one's size.
    private var details: Details?

    /// The default for new rows and for rows that exist when the attribute is added, if any.
    public var defaultValue: DefaultValue? {
        get { self[detail: \.defaultValue] }
        set { self[detail: \.defaultValue] = newValue }
    }

    /// The attribute's name in the previous version, when it was renamed (`originalName`).
    public var originalName: String? {
        get { self[detail: \.originalName] }
        set { self[detail: \.originalName] = newValue }
    }

    /// The property's version-hash modifier (`hashModifier:`), part of its identity in SwiftData.
    public var hashModifier: String? {
        get { self[detail: \.hashModifier] }
        set { self[detail: \.hashModifier] = newValue }
    }

    /// Documentation for the generated property (`doc:`); never a change.
    public var documentation: String? {
        get { self[detail: \.documentation] }
        set { self[detail: \.documentation] = newValue }
    }

    /// The value transformer SwiftData stores the value through (`transformer:` or `transformerName:`, SwiftData's
    /// `.transformable(by:)`), which makes it a transformable attribute in SwiftData's store.
    public var transformer: AttributeTransformer? {
        get { self[detail: \.transformer] }
        set { self[detail: \.transformer] = newValue }
    }

    /// Whether a later version removes the attribute (`deprecated: true`), so an instance of the app at this
    /// version keeps serving a store whose column is gone: it reads the default (or `nil`) and writes nothing
    /// there. The portable store's rolling deploys (docs/PostgreSQL.md); always optional or with a default.
    public var isDeprecated: Bool {
        get { self[detail: \.isDeprecated] ?? false }
        set { self[detail: \.isDeprecated] = newValue ? true : nil }
    }

    /// Whether an enum attribute is stored as its raw value (`storage: rawValue`): the SwiftData flavor persists
    /// ``rawValuePropertyName`` of the enum's raw type, which `#Predicate` can compare, and reads and writes
    /// the attribute's own name as a computed property of the enum. The portable store keeps every enum by its
    /// raw value already; there the option adds the raw-value property, so code reads alike in both flavors.
    public var storesRawValue: Bool {
        get { self[detail: \.storesRawValue] ?? false }
        set { self[detail: \.storesRawValue] = newValue ? true : nil }
    }

    /// The raw-value property of an attribute stored as its raw value: `statusRawValue` for `status`.
    public var rawValuePropertyName: String { Self.rawValuePropertyName(of: name) }

    /// The raw-value property's name for an attribute named `name`.
    public static func rawValuePropertyName(of name: String) -> String { name + "RawValue" }

    /// Whether the attribute may be `deprecated`: it has a column to lose (it is not transient), something to
    /// read once a later version drops it (a default, or `nil`), and no uniqueness, which would go with it.
    public var canBeDeprecated: Bool {
        !isTransient && !isUnique && (type.isOptional || defaultValue != nil)
    }

    /// One of the out-of-line parts. Setting one replaces the box, which is immutable, so a copy of the
    /// attribute that shares it never sees the change; setting an absent part to nothing makes no box.
    private subscript<Value>(detail part: WritableKeyPath<Details.Values, Value?>) -> Value? {
        get { details?.values[keyPath: part] }
        set {
            guard newValue != nil || details != nil else { return }
            var values = details?.values ?? Details.Values()
            values[keyPath: part] = newValue
            details = Details.box(values)
        }
    }

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
        documentation: String? = nil,
        options: AttributeOptions = [],
        transformer: AttributeTransformer? = nil,
        isDeprecated: Bool = false,
        storesRawValue: Bool = false
    ) {
        self.name = name
        self.type = type
        self.isUnique = isUnique
        self.isTransient = isTransient
        self.usesExternalStorage = usesExternalStorage
        self.options = options
        // Most attributes have none of the out-of-line parts: asked of the arguments first, so building such an
        // attribute costs no box's values (a part added to the box is added here too, beside them).
        guard
            defaultValue != nil || originalName != nil || hashModifier != nil || documentation != nil
                || transformer != nil || isDeprecated || storesRawValue
        else { return }
        details = Details.box(
            Details.Values(
                defaultValue: defaultValue, originalName: originalName, hashModifier: hashModifier,
                documentation: documentation, transformer: transformer, isDeprecated: isDeprecated ? true : nil,
                storesRawValue: storesRawValue ? true : nil))
    }

    /// The box holding the out-of-line parts. It compares and hashes by its values, so `Attribute`'s equality
    /// and hash are derived over every field, in the box or not, and a field added later can't be left out.
    private final class Details: Hashable, Sendable {
        struct Values: Hashable, Sendable {
            var defaultValue: DefaultValue?
            var originalName: String?
            var hashModifier: String?
            var documentation: String?
            var transformer: AttributeTransformer?
            /// `true` or absent, never `false`, so an attribute that isn't deprecated needs no box.
            var isDeprecated: Bool?
            /// `true` or absent, like ``isDeprecated``.
            var storesRawValue: Bool?
        }

        let values: Values

        private init(_ values: Values) {
            self.values = values
        }

        static func == (lhs: Details, rhs: Details) -> Bool { lhs === rhs || lhs.values == rhs.values }

        func hash(into hasher: inout Hasher) { hasher.combine(values) }

        /// A box for `values`, or `nil` when they are all absent, so that most attributes need no box. (A
        /// failable initialiser would allocate the object before it could decide.)
        static func box(_ values: Values) -> Details? {
            // Compared with no values at all, by the derived equality, so that a part added later counts.
            values == Values() ? nil : Details(values)
        }
    }
}
