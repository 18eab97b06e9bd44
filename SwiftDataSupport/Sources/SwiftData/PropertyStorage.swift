import Foundation
internal import SchemaModel

/// How the stand-in stores one property of a model, made by ``Schema/PropertyMetadata``'s initializers where
/// the property's types are known: an attribute as the JSON text of its `Codable` value, a relationship as the
/// models it holds.
struct PropertyStorage: @unchecked Sendable {
    /// What the property is.
    enum Kind {
        /// A value of `type`, with its `@Attribute` configuration.
        case attribute(type: AttributeType, configuration: Schema.Attribute?)
        /// Models of `target`.
        case relationship(
            target: any PersistentModel.Type, isToMany: Bool, isOptional: Bool, configuration: Schema.Relationship?)
    }

    let kind: Kind
    /// An enum attribute's raw type, which is what the store holds.
    var enumRawType: EnumDeclaration.RawType? = nil
    /// An attribute's value in `model`, as stored text.
    let encode: (AnyObject) throws -> String
    /// Throws unless stored text decodes as the attribute's type.
    let check: (String) throws -> Void
    /// The initial value as stored text, when the property has one.
    let defaultText: String?
    /// The models a relationship of `model` holds.
    let related: (AnyObject) -> [AnyObject]
    /// Sets a relationship of `model` to the given models.
    let connect: (AnyObject, [AnyObject]) -> Void

    static func attribute<Model: PersistentModel, Value: Codable>(
        _ keypath: ReferenceWritableKeyPath<Model, Value>, defaultValue: Value?, configuration: Schema.Attribute?
    ) -> PropertyStorage {
        PropertyStorage(
            kind: .attribute(type: StoredValueText.attributeType(of: Value.self), configuration: configuration),
            enumRawType: StoredValueText.enumRawType(of: Value.self),
            encode: { object in
                guard let model = object as? Model else { throw StoredValueText.wrongModel(object, Model.self) }
                return try StoredValueText.encode(model[keyPath: keypath])
            },
            check: { _ = try StoredValueText.decode(Value.self, from: $0) },
            defaultText: defaultValue.flatMap { try? StoredValueText.encode($0) },
            related: { _ in [] }, connect: { _, _ in })
    }

    static func relationship<Model: PersistentModel, Target: PersistentModel>(
        of model: Model.Type, to target: Target.Type, isToMany: Bool, isOptional: Bool,
        configuration: Schema.Relationship?,
        related: @escaping (Model) -> [Target], connect: @escaping (Model, [AnyObject]) -> Void
    ) -> PropertyStorage {
        PropertyStorage(
            kind: .relationship(
                target: target, isToMany: isToMany, isOptional: isOptional, configuration: configuration),
            encode: { _ in "" }, check: { _ in }, defaultText: nil,
            related: { object in (object as? Model).map(related) ?? [] },
            connect: { object, models in
                if let model = object as? Model { connect(model, models) }
            })
    }

    /// Whether the property is a relationship.
    var isRelationship: Bool {
        if case .relationship = kind { return true }
        return false
    }
}

/// A stored attribute value: the JSON text of a one-element array holding it, so every `Codable` value,
/// `nil` included, has a text. Infinities and NaN are stored as text, as a store's REAL column holds them.
enum StoredValueText {
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return String(decoding: try encoder.encode([value]), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        let values = try decoder.decode([Value].self, from: Data(text.utf8))
        guard let value = values.first else {
            throw SwiftDataError("the stored text \(text) holds no value of \(Value.self)")
        }
        return value
    }

    private static let nonFinite = (positive: "+inf", negative: "-inf", nan: "nan")

    /// Whether stored text is `nil`.
    static func isNil(_ text: String) -> Bool { text == "[null]" }

    static func wrongModel(_ object: AnyObject, _ expected: Any.Type) -> SwiftDataError {
        SwiftDataError("a \(type(of: object)) was handed to a property of \(expected)")
    }

    /// The raw type of the enum an attribute type holds (through optionals and arrays), if it holds one.
    static func enumRawType(of type: Any.Type) -> EnumDeclaration.RawType? {
        var current = type
        if let optional = current as? any StoredOptional.Type { current = optional.wrappedType }
        if let array = current as? any StoredArray.Type { current = array.elementType }
        guard let enumeration = current as? any RawRepresentable.Type else { return nil }
        return enumeration.rawValueType == String.self ? .string : .int
    }

    /// The schema description of a Swift attribute type, for the version hash: optionals and arrays
    /// unwrapped, the standard value types by name, a raw-value enum as an enum and any other `Codable` value
    /// (a struct, which SwiftData keeps as a composite attribute) as a struct, each by its name.
    static func attributeType(of type: Any.Type) -> AttributeType {
        var current = type
        var isOptional = false
        var isArray = false
        if let optional = current as? any StoredOptional.Type {
            isOptional = true
            current = optional.wrappedType
        }
        if let array = current as? any StoredArray.Type {
            isArray = true
            current = array.elementType
        }
        let name = String(describing: current)
        // `CGFloat` is a type of its own; `TimeInterval`, `Float64` and `Float32` are the types they alias.
        let spelling = AttributeType.Spelling(rawValue: name)
        let scalar: AttributeType.Scalar =
            (PrimitiveType(rawValue: name) ?? spelling?.primitive).map { .primitive($0) }
            ?? (current is any RawRepresentable.Type ? .enumeration(name) : .structure(name))
        return AttributeType(scalar, isArray: isArray, isOptional: isOptional, spelling: spelling)
    }
}

/// What lets ``StoredValueText`` see through an optional type.
protocol StoredOptional {
    static var wrappedType: Any.Type { get }
}

extension Optional: StoredOptional {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// What lets ``StoredValueText`` see through an array type.
protocol StoredArray {
    static var elementType: Any.Type { get }
}

extension Array: StoredArray {
    static var elementType: Any.Type { Element.self }
}

extension RawRepresentable {
    /// The raw value's type, for ``StoredValueText/enumRawType(of:)``.
    static var rawValueType: Any.Type { RawValue.self }
}
