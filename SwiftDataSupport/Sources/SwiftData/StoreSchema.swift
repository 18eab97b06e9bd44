import Foundation
internal import SchemaModel
internal import SwiftDataStoreRules

/// A ``Schema`` as the store sees it: each entity's persisted properties, its description in schemagen's
/// model, and the version hashes SwiftData would compute from it (`SwiftDataStoreRules`, the rules the
/// generator checks against, so the stand-in and the generator can never disagree on what a store is).
struct StoreSchema: @unchecked Sendable {
    /// One entity: its model type and persisted properties, a subentity's inherited ones first.
    struct Entity {
        let name: String
        let type: any PersistentModel.Type
        /// The superentity's name, when the model is a subclass.
        let superclass: String?
        let properties: [Schema.PropertyMetadata]
        /// The entity as schemagen's loader describes a subclass: `superclass` set, and every property it
        /// holds, the superclass's first.
        let description: SchemaModel.Model

        func property(named name: String) -> Schema.PropertyMetadata? { properties.first { $0.name == name } }
    }

    let version: Schema.Version
    let entities: [Entity]
    /// The version in schemagen's model, enums by their raw types.
    let description: SchemaModel.Schema
    /// Each entity's version-hash inputs by entity name.
    let hashes: [String: String]

    init(_ schema: Schema) {
        version = schema.version
        entities = schema.entities.map { entity in
            // An ephemeral attribute is tracked but never persisted (Apple's `ephemeral` option), so the store
            // neither writes nor reads it, and it is not hashed (docs/SwiftData.md, "Attribute options").
            let properties = ModelMetadata.properties(of: entity.type).filter { !$0.isEphemeral }
            return Entity(
                name: entity.name, type: entity.type, superclass: entity.superentityName, properties: properties,
                description: Self.describe(entity.name, superclass: entity.superentityName, properties))
        }
        var enums: [String: EnumDeclaration] = [:]
        for entity in entities {
            for property in entity.properties {
                if case .attribute(let type, _) = property.storage.kind, let name = type.enumName,
                    let rawType = property.storage.enumRawType
                {
                    enums[name] = EnumDeclaration(name: name, rawType: rawType, cases: [])
                }
            }
        }
        description = SchemaModel.Schema(
            version: SchemaVersion(version.major, version.minor, version.patch), name: "SwiftData",
            enums: enums.keys.sorted().compactMap { enums[$0] }, models: entities.map(\.description))
        hashes = SwiftDataVersionHash(description).entities
    }

    func entity(named name: String) -> Entity? { entities.first { $0.name == name } }

    func entity(of type: Any.Type) -> Entity? { entity(named: Schema.Entity.name(of: type)) }

    /// The entity named `name` and every entity that inherits from it, however deep, superentities before
    /// their subentities: whose rows a fetch of the entity, or a relationship to it, may hold.
    func family(of name: String) -> [String] {
        var family = [name]
        var index = 0
        while index < family.count {
            let parent = family[index]
            family += entities.filter { $0.superclass == parent }.map(\.name)
            index += 1
        }
        return family
    }

    /// The entity that declares the property `name` that `entity` holds: the topmost of its superentities that
    /// holds it, or `entity` itself. Every entity of its family shares the property's pairs and uniqueness.
    func declaringEntity(of name: String, in entity: String) -> String {
        var declaring = entity
        while let superclass = self.entity(named: declaring)?.superclass,
            self.entity(named: superclass)?.property(named: name) != nil
        {
            declaring = superclass
        }
        return declaring
    }

    private static func describe(_ name: String, superclass: String?, _ properties: [Schema.PropertyMetadata])
        -> SchemaModel.Model
    {
        var model = SchemaModel.Model(name: name, superclass: superclass)
        for property in properties {
            switch property.storage.kind {
            case .attribute(let type, let configuration):
                let options = configuration?.options ?? []
                model.attributes.append(
                    SchemaModel.Attribute(
                        name: property.name, type: type, isUnique: options.contains(.unique),
                        originalName: configuration?.originalName,
                        usesExternalStorage: options.contains(.externalStorage),
                        hashModifier: configuration?.hashModifier,
                        options: AttributeOptions(options.compactMap(\.storeOption)),
                        transformer: options.lazy.compactMap(\.transformer).first))
            case .relationship(let target, let isToMany, let isOptional, let configuration):
                let inverse = configuration?.inverseKeyPath.flatMap { keypath in
                    ModelMetadata.properties(of: target).first { $0.keypath == keypath }?.name
                }
                model.relationships.append(
                    SchemaModel.Relationship(
                        name: property.name, target: Schema.Entity.name(of: target),
                        cardinality: isToMany ? .toMany(isOptional: isOptional) : .toOne(isOptional: isOptional),
                        inverse: inverse, deleteRule: configuration.map(\.deleteRule.storeRule) ?? .nullify,
                        minCount: configuration.flatMap { $0.minimumModelCount > 0 ? $0.minimumModelCount : nil },
                        maxCount: configuration.flatMap { $0.maximumModelCount > 0 ? $0.maximumModelCount : nil },
                        originalName: configuration?.originalName, hashModifier: configuration?.hashModifier))
            }
        }
        return model
    }
}

extension Schema.Relationship.DeleteRule {
    /// The same rule in schemagen's model.
    var storeRule: SchemaModel.Relationship.DeleteRule {
        switch self {
        case .cascade: .cascade
        case .deny: .deny
        case .noAction: .noAction
        case .nullify: .nullify
        }
    }
}

/// Each model type's persisted properties, read once from `schemaMetadata`: building it evaluates every
/// property's initial value.
enum ModelMetadata {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [Schema.PropertyMetadata]] = [:]

    /// Every persisted property of `type`: a subclass's superclass's (with what that inherits) first, in its
    /// order, then its own, as a Core Data subentity holds its superentity's properties.
    static func properties(of type: any PersistentModel.Type) -> [Schema.PropertyMetadata] {
        if let cached = lock.withLock({ cache[ObjectIdentifier(type)] }) { return cached }
        let properties = (superclass(of: type).map(properties(of:)) ?? []) + type.schemaMetadata
        lock.withLock { cache[ObjectIdentifier(type)] = properties }
        return properties
    }

    /// The model `type` inherits from, if it is a subclass: a subclass inherits its superclass's conformance,
    /// so a model's superclass is always a model too.
    static func superclass(of type: any PersistentModel.Type) -> (any PersistentModel.Type)? {
        _getSuperclass(type) as? any PersistentModel.Type
    }

    /// The name of the property of `type` at `keypath`.
    static func name(of keypath: AnyKeyPath, in type: any PersistentModel.Type) -> String? {
        properties(of: type).first { $0.keypath == keypath }?.name
    }
}

extension Schema.PropertyMetadata {
    /// Whether the property is an attribute declared `@Attribute(.ephemeral)`.
    var isEphemeral: Bool {
        guard case .attribute(_, let configuration) = storage.kind else { return false }
        return configuration?.options.contains(.ephemeral) ?? false
    }
}

extension Schema.Attribute.Option {
    /// The same option in schemagen's model, for those it keeps as options: the same name.
    var storeOption: AttributeOptions? { AttributeOptions.all.first { $0.key == name }?.option }

    /// The value transformer `.transformable(by:)` names, in schemagen's model.
    var transformer: AttributeTransformer? {
        switch transformerKind {
        case .type(let name)?: .type(name)
        case .name(let name)?: .name(name)
        case nil: nil
        }
    }
}
