import SchemaKit
import SchemaModel
import SwiftDataStoreRules

/// What sealing a version freezes: every record of its store fingerprint (tables, columns, indexes, enum
/// raw values, struct fields; `docs/StoreFingerprint.md`), each attribute column and struct field with its
/// declared Swift type as one more field, the version-hash modifiers, and (from format 2) every input of SwiftData's version hash
/// of each relationship (``SwiftDataVersionHash``: optionality, destination, inverse, counts; an attribute's
/// inputs, its optionality, type and modifier, are in the records before) and the version's namespace. The declared types and hash
/// inputs change a SwiftData entity's identity without changing a table (`Int32` and `Int64` are both
/// `INTEGER`; a to-many's optionality and counts are no column at all). Comments, key order,
/// YAML style, `doc` text, rename hints and anything else that leaves stores and hashes alone are not part of
/// it, so editing them is not a change. Both flavors seal the same shape, so a change of flavor never unseals
/// anything.
enum SealedShape {
    /// The layouts of the records, each with its number in the digested text and the lock file.
    enum Format: Int, Comparable, Sendable, CaseIterable {
        /// The store's fingerprint, declared types and hash modifiers.
        case storeShape = 1
        /// Format 1 and every input of SwiftData's version hash.
        case withSwiftDataHash = 2

        /// What `seal` writes.
        static let current = Format.withSwiftDataHash

        /// The first line of the digested text.
        var header: String { "schemagen-seal\t\(rawValue)\n" }

        static func < (lhs: Format, rhs: Format) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The records of `schema`'s sealed shape in `format`, each with the element it describes.
    static func records(of schema: Schema, format: Format = .current) -> [SchemaFingerprint.Record] {
        var records = SchemaFingerprint.records(of: schema).map { record -> SchemaFingerprint.Record in
            switch (record.record, record.element) {
            case (.structField(let structure, let name, let storedType, nil), .structField(let structName, _)):
                guard let field = schema.structDeclaration(named: structName)?.field(named: name) else { return record }
                return .init(
                    element: record.element,
                    .structField(
                        structure: structure, name: name, storedType: storedType, declaredType: "\(field.type)"))
            case (
                .column(let table, let name, let sqlType, let isNotNull, let defaultSQL, let references, nil),
                .property(let model, let attributeName)
            ):
                guard let attribute = schema.model(named: model)?.attribute(named: attributeName) else { return record }
                return .init(
                    element: record.element,
                    .column(
                        table: table, name: name, sqlType: sqlType, isNotNull: isNotNull, defaultSQL: defaultSQL,
                        references: references, declaredType: "\(attribute.type)"))
            default:
                return record
            }
        }
        for model in schema.models.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            if let modifier = model.hashModifier {
                records.append(
                    .init(
                        element: .model(model.name), .hashModifier(model: model.name, property: nil, modifier: modifier)
                    ))
            }
            let properties =
                model.attributes.compactMap { attribute in attribute.hashModifier.map { (attribute.name, $0) } }
                + model.relationships.compactMap { relationship in
                    relationship.hashModifier.map { (relationship.name, $0) }
                }
            for (name, modifier) in properties.sorted(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }) {
                records.append(
                    .init(
                        element: .property(model: model.name, name: name),
                        .hashModifier(model: model.name, property: name, modifier: modifier)))
            }
        }
        guard format >= .withSwiftDataHash else { return records }
        // The namespace names the version in code and in SwiftData's plan; renaming a shipped one breaks
        // every stage that names it.
        records.append(.init(element: .version, .namespace(schema.name)))
        let inputs = SwiftDataVersionHash.propertyInputs(of: schema).filter(\.isRelationship).sorted { first, second in
            first.model != second.model
                ? first.model.utf8.lexicographicallyPrecedes(second.model.utf8)
                : first.property.utf8.lexicographicallyPrecedes(second.property.utf8)
        }
        for property in inputs {
            records.append(
                .init(
                    element: .property(model: property.model, name: property.property),
                    .swiftDataRelationship(
                        model: property.model, relationship: property.property, inputs: property.fields)))
        }
        // A value transformer makes SwiftData store the attribute as another type, and an ephemeral attribute
        // may be in SwiftData's entity (Apple does not say; Core Data's transient attributes are): both are
        // sealed, as are a deprecation and raw-value storage. Only attributes that have them get a record, so
        // versions sealed before they existed keep their digests.
        for model in schema.models.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            // A superentity is in SwiftData's entity hash, and the portable store's table holds what it inherits.
            if let superclass = model.superclass {
                records.append(
                    .init(
                        element: .modelSuperclass(model: model.name),
                        .superclass(model: model.name, superclass: superclass)))
            }
            for attribute in model.attributes.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                let element = SchemaElement.property(model: model.name, name: attribute.name)
                if let transformer = attribute.transformer {
                    records.append(
                        .init(
                            element: element,
                            .transformer(
                                model: model.name, attribute: attribute.name, transformer: transformer.description)))
                }
                if attribute.options.contains(.ephemeral) {
                    records.append(
                        .init(
                            element: element,
                            .ephemeral(model: model.name, attribute: attribute.name, type: "\(attribute.type)")))
                }
                // What the release serves once the column is gone: marking a shipped version's attribute
                // deprecated would change what that release does, which it can't.
                if attribute.isDeprecated {
                    records.append(.init(element: element, .deprecated(model: model.name, attribute: attribute.name)))
                }
                // Where SwiftData keeps the value (the raw-value property or the enum) and what the generated
                // API offers: storing a shipped version's enum another way would strand its stored values.
                if attribute.storesRawValue {
                    records.append(.init(element: element, .rawValue(model: model.name, attribute: attribute.name)))
                }
            }
        }
        return records
    }

    /// The digest the lock file records for records `texts` (each ended by a line feed) in `format`:
    /// `sha256:` and 64 hexadecimal digits.
    static func digest(of texts: [String], format: Format = .current) -> String {
        "sha256:" + SHA256.hexDigest(of: (format.header + texts.joined()).utf8)
    }
}
