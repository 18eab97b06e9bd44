import Foundation

extension Schema {
    /// One persisted property of a model, as `@Model` lists it in `schemaMetadata`: Apple's four fields, and
    /// what the stand-in needs to store and load the property, captured from the key path's own types.
    public struct PropertyMetadata: @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The key path to the property.
        public let keypath: AnyKeyPath
        /// The property's initial value, which inferred migration gives existing rows when it adds the property.
        public let defaultValue: Any?
        /// Its `@Attribute` or `@Relationship` configuration, if it has one.
        public let metadata: Any?
        /// How the stand-in reads and writes it.
        let storage: PropertyStorage

        /// An attribute: a `Codable` value.
        public init<Model: PersistentModel, Value: Codable>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Value>, defaultValue: Value?,
            metadata: Attribute?
        ) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
            storage = .attribute(keypath, defaultValue: defaultValue, configuration: metadata)
        }

        /// A required to-one relationship.
        public init<Model: PersistentModel, Target: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Target>, defaultValue: Target?,
            metadata: Relationship?
        ) {
            self.init(
                name, keypath, defaultValue, metadata,
                .relationship(
                    of: Model.self, to: Target.self, isToMany: false, isOptional: false, configuration: metadata,
                    related: { [$0[keyPath: keypath]] },
                    connect: { model, related in
                        if let target = related.first as? Target { model[keyPath: keypath] = target }
                    }))
        }

        /// An optional to-one relationship.
        public init<Model: PersistentModel, Target: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Target?>, defaultValue: Target??,
            metadata: Relationship?
        ) {
            self.init(
                name, keypath, defaultValue as Any?, metadata,
                .relationship(
                    of: Model.self, to: Target.self, isToMany: false, isOptional: true, configuration: metadata,
                    related: { $0[keyPath: keypath].map { [$0] } ?? [] },
                    connect: { model, related in model[keyPath: keypath] = related.first as? Target }))
        }

        /// A to-many relationship.
        public init<Model: PersistentModel, Target: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Target]>, defaultValue: [Target]?,
            metadata: Relationship?
        ) {
            self.init(
                name, keypath, defaultValue, metadata,
                .relationship(
                    of: Model.self, to: Target.self, isToMany: true, isOptional: false, configuration: metadata,
                    related: { $0[keyPath: keypath] },
                    connect: { model, related in model[keyPath: keypath] = related.compactMap { $0 as? Target } }))
        }

        /// An optional to-many relationship.
        public init<Model: PersistentModel, Target: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Target]?>, defaultValue: [Target]??,
            metadata: Relationship?
        ) {
            self.init(
                name, keypath, defaultValue as Any?, metadata,
                .relationship(
                    of: Model.self, to: Target.self, isToMany: true, isOptional: true, configuration: metadata,
                    related: { $0[keyPath: keypath] ?? [] },
                    connect: { model, related in model[keyPath: keypath] = related.compactMap { $0 as? Target } }))
        }

        private init(
            _ name: String, _ keypath: AnyKeyPath, _ defaultValue: Any?, _ metadata: Any?, _ storage: PropertyStorage
        ) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
            self.storage = storage
        }
    }
}
