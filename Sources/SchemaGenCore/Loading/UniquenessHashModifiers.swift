import SchemaKit
import SchemaModel
import SwiftDataStoreRules

/// The hash modifiers schemagen gives the attributes whose uniqueness is all a step changes.
///
/// Apple's pages disagree whether uniqueness is an input of an entity's version hash (docs/SwiftData.md,
/// "Uniqueness and the hash"): by the `versionHash` page such a step hashes like the version before, and
/// SwiftData refuses a plan holding two versions that hash alike. A modifier on each attribute whose uniqueness
/// changed (``UniquenessHashModifier``) makes the hashes differ whichever page is right, with no change to the
/// store.
///
/// - A modifier stays with its attribute in the versions after, while the attribute declares none of its own,
///   so a model that does not change hashes as it did.
/// - A sealed version's modifiers are the ones its lock entry recorded when it was sealed, not derived again:
///   retiring the version before it, which a derivation would need, must not change a shipped hash.
/// - An attribute with a modifier of its own (`hashModifier:`) keeps it; a step whose hash is still alike
///   after this is reported as ever (SG520).
///
/// Both flavors load histories through this, so a version seals the same whatever the flavor.
enum UniquenessHashModifiers {
    /// `files` with the generated modifiers set, in the order given (derived in version order); `lock` holds
    /// the sealed versions' records.
    static func apply(to files: [VersionFile], lock: SchemaLock?) -> [VersionFile] {
        var result = files
        var carried: [PropertyKey: String] = [:]
        var previous: Schema?
        for index in files.indices.sorted(by: { files[$0].version < files[$1].version }) {
            var schema = files[index].schema
            let version = files[index].version
            let ownModifiers = Set(declaredModifiers(in: schema))
            let sealed = lock?.entry(for: version).flatMap { $0.retiredFingerprint == nil ? $0 : nil }
            if let sealed {
                carried = recordedModifiers(in: sealed).filter { !ownModifiers.contains($0.key) }
            } else {
                carried = carried.filter { key, _ in
                    !ownModifiers.contains(key) && schema.model(named: key.model)?.attribute(named: key.name) != nil
                }
            }
            set(carried, in: &schema)
            if sealed == nil, let previous {
                // The hashes are compared only for a step that changes uniqueness: most don't.
                let changed = attributesWithChangedUniqueness(from: previous, to: schema).filter {
                    !ownModifiers.contains($0)
                }
                if !changed.isEmpty, SwiftDataVersionHash(previous) == SwiftDataVersionHash(schema) {
                    for key in changed { carried[key] = UniquenessHashModifier.modifier(for: version) }
                    set(carried, in: &schema)
                }
            }
            result[index].schema = schema
            previous = schema
        }
        return result
    }

    /// An attribute, by its model's name and its own.
    struct PropertyKey: Hashable {
        let model: String
        let name: String
    }

    /// The attributes that declare a modifier of their own.
    private static func declaredModifiers(in schema: Schema) -> [PropertyKey] {
        // By index: a loop over the models copies each model whole.
        schema.models.indices.flatMap { index in
            schema.models[index].attributes.filter { $0.hashModifier != nil }.map {
                PropertyKey(model: schema.models[index].name, name: $0.name)
            }
        }
    }

    /// The attribute modifiers a lock entry recorded (`hashModifier <model> <attribute> <modifier>`).
    private static func recordedModifiers(in entry: SchemaLock.Entry) -> [PropertyKey: String] {
        var modifiers: [PropertyKey: String] = [:]
        for record in entry.records {
            // Only the modifiers schemagen gives: one the team wrote and then removed from a sealed version is
            // an edit that the seal check must see.
            guard case .hashModifier(let model, let property?, let modifier) = SealedRecord(line: record),
                UniquenessHashModifier.isGenerated(modifier)
            else { continue }
            modifiers[PropertyKey(model: model, name: property)] = modifier
        }
        return modifiers
    }

    /// The attributes of models in both versions that enter or leave a uniqueness constraint (their own
    /// `unique: true`, or a compound one) between `old` and `new`.
    private static func attributesWithChangedUniqueness(from old: Schema, to new: Schema) -> [PropertyKey] {
        var keys: [PropertyKey] = []
        // By index: a loop over the models, or a look at an old one, copies each model whole.
        for index in new.models.indices {
            let model = new.models[index].name
            guard let before = old.modelIndex(named: new.models[index].renamedFrom ?? model) else { continue }
            let constraints = new.models[index].allUniquenessConstraints
            let earlier = old.models[before].allUniquenessConstraints
            // Most models declare the same constraints in both versions (most declare none): none changes.
            guard constraints != earlier else { continue }
            let members = Set(constraints.map(Set.init)).symmetricDifference(earlier.map(Set.init))
                .reduce(into: Set<String>()) { $0.formUnion($1) }
            for attribute in new.models[index].attributes where members.contains(attribute.name) {
                keys.append(PropertyKey(model: model, name: attribute.name))
            }
        }
        return keys
    }

    /// Sets each of `modifiers` on its attribute of `schema`.
    private static func set(_ modifiers: [PropertyKey: String], in schema: inout Schema) {
        guard !modifiers.isEmpty else { return }
        var models = schema.models
        for index in models.indices {
            for attributeIndex in models[index].attributes.indices {
                let key = PropertyKey(model: models[index].name, name: models[index].attributes[attributeIndex].name)
                if let modifier = modifiers[key] { models[index].attributes[attributeIndex].hashModifier = modifier }
            }
        }
        schema.models = models
    }
}
