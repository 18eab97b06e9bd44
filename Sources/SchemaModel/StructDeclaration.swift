/// A `Codable` value type with named fields, usable as an attribute type (`structs:` in a version file).
///
/// An attribute of a struct type is one stored value: the portable flavor keeps it as a JSON object in one
/// column, SwiftData as a composite attribute. A struct is versioned like an enum: reused while unchanged,
/// redefined in the version that changes it, with the models that use it.
public struct StructDeclaration: Hashable, Sendable {
    /// One field.
    public struct Field: Hashable, Sendable {
        /// The field's name, also its key in the stored value.
        public var name: String
        /// The field's type: anything an attribute may have, this or another struct included (never itself
        /// except through an array).
        public var type: AttributeType
        /// Documentation for the generated property (`doc:`); never a change.
        public var documentation: String?

        /// Creates a field.
        public init(name: String, type: AttributeType, documentation: String? = nil) {
            self.name = name
            self.type = type
            self.documentation = documentation
        }
    }

    /// The struct's name.
    public var name: String
    /// The fields, in declaration order.
    public var fields: [Field]
    /// Documentation for the generated struct (`doc:`); never a change.
    public var documentation: String?

    /// Creates a struct.
    public init(name: String, fields: [Field], documentation: String? = nil) {
        self.name = name
        self.fields = fields
        self.documentation = documentation
    }

    /// The field with the given name.
    public func field(named name: String) -> Field? {
        fields.first { $0.name == name }
    }
}
