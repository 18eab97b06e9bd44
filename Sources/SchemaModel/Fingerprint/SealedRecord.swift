/// One record of a version's sealed shape (a line of the lock file, `docs/Sealing.md`) or of its store
/// fingerprint (`docs/StoreFingerprint.md`), with its fields typed. It is the one place a record's fields are
/// told apart by position: records are built as these, written as ``fields``, and read back with
/// ``init(fields:)``, so a lock file written by any release reads the same. A record of a kind this release
/// doesn't know, or of a shape it doesn't expect (a hand-edited lock), is kept as it is (``unrecognized(_:)``).
package enum SealedRecord: Hashable, Sendable {
    /// An enum and its raw type (`String` or `Int`).
    case enumeration(name: String, rawType: String)
    /// A case and its raw value, `s:` or `i:` before it.
    case enumCase(enumeration: String, name: String, rawValue: String)
    /// A struct.
    case structure(name: String)
    /// A struct field with its stored type, and (sealed) its type as declared.
    case structField(structure: String, name: String, storedType: String, declaredType: String?)
    /// A table: a model's, or a to-many relationship's join table.
    case table(name: String, isJoin: Bool)
    /// A column: its SQL type, whether it is `NOT NULL`, its constant default and the table it references, if
    /// any, and (sealed, for an attribute) the attribute's type as declared.
    case column(
        table: String, name: String, sqlType: String, isNotNull: Bool, defaultSQL: String?, references: String?,
        declaredType: String?)
    /// An index or a uniqueness constraint on a table's columns.
    case index(table: String, isUnique: Bool, columns: [String])
    /// A version-hash modifier, of a model (`property` `nil`) or of one of its properties.
    case hashModifier(model: String, property: String?, modifier: String)
    /// The version's namespace.
    case namespace(String)
    /// SwiftData's version-hash inputs of a relationship, `key=value` each.
    case swiftDataRelationship(model: String, relationship: String, inputs: [String])
    /// An attribute's value transformer.
    case transformer(model: String, attribute: String, transformer: String)
    /// An ephemeral attribute, with its type.
    case ephemeral(model: String, attribute: String, type: String)
    /// A deprecated attribute.
    case deprecated(model: String, attribute: String)
    /// An enum attribute stored as its raw value.
    case rawValue(model: String, attribute: String)
    /// A model and the model its class inherits from.
    case superclass(model: String, superclass: String)
    /// A record this release can't read, as its fields.
    case unrecognized([String])

    /// The record `fields` hold, as ``fields`` writes them.
    package init(fields: [String]) {
        func optional(_ field: String) -> String? { field == "-" ? nil : field }
        switch (fields.first, fields.count) {
        case ("enum", 3): self = .enumeration(name: fields[1], rawType: fields[2])
        case ("case", 4): self = .enumCase(enumeration: fields[1], name: fields[2], rawValue: fields[3])
        case ("struct", 2): self = .structure(name: fields[1])
        case ("field", 4), ("field", 5):
            self = .structField(
                structure: fields[1], name: fields[2], storedType: fields[3],
                declaredType: fields.count == 5 ? fields[4] : nil)
        case ("table", 3) where fields[2] == "entity" || fields[2] == "join":
            self = .table(name: fields[1], isJoin: fields[2] == "join")
        case ("column", 7),
            ("column", 8) where fields[4] == "notnull" || fields[4] == "null":
            self = .column(
                table: fields[1], name: fields[2], sqlType: fields[3], isNotNull: fields[4] == "notnull",
                defaultSQL: optional(fields[5]), references: optional(fields[6]),
                declaredType: fields.count == 8 ? fields[7] : nil)
        case ("index", 4) where fields[2] == "unique" || fields[2] == "plain":
            self = .index(
                table: fields[1], isUnique: fields[2] == "unique",
                columns: fields[3].split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        case ("hashModifier", 4):
            self = .hashModifier(model: fields[1], property: optional(fields[2]), modifier: fields[3])
        case ("namespace", 2): self = .namespace(fields[1])
        case ("swiftdata", let count) where count >= 3:
            self = .swiftDataRelationship(model: fields[1], relationship: fields[2], inputs: Array(fields[3...]))
        case ("transformer", 4): self = .transformer(model: fields[1], attribute: fields[2], transformer: fields[3])
        case ("ephemeral", 4): self = .ephemeral(model: fields[1], attribute: fields[2], type: fields[3])
        case ("deprecated", 3): self = .deprecated(model: fields[1], attribute: fields[2])
        case ("rawValue", 3): self = .rawValue(model: fields[1], attribute: fields[2])
        case ("superclass", 3): self = .superclass(model: fields[1], superclass: fields[2])
        default: self = .unrecognized(fields)
        }
    }

    /// The record of a line of the lock file or of a fingerprint's text.
    package init(line: String) { self.init(fields: SchemaFingerprint.Record.fields(ofLine: line)) }

    /// The fields as the lock file and the fingerprint write them: the kind, then its names and values.
    package var fields: [String] {
        switch self {
        case .enumeration(let name, let rawType): ["enum", name, rawType]
        case .enumCase(let enumeration, let name, let rawValue): ["case", enumeration, name, rawValue]
        case .structure(let name): ["struct", name]
        case .structField(let structure, let name, let storedType, let declaredType):
            ["field", structure, name, storedType] + (declaredType.map { [$0] } ?? [])
        case .table(let name, let isJoin): ["table", name, isJoin ? "join" : "entity"]
        case .column(let table, let name, let sqlType, let isNotNull, let defaultSQL, let references, let declared):
            ["column", table, name, sqlType, isNotNull ? "notnull" : "null", defaultSQL ?? "-", references ?? "-"]
                + (declared.map { [$0] } ?? [])
        case .index(let table, let isUnique, let columns):
            ["index", table, isUnique ? "unique" : "plain", columns.joined(separator: ",")]
        case .hashModifier(let model, let property, let modifier): ["hashModifier", model, property ?? "-", modifier]
        case .namespace(let name): ["namespace", name]
        case .swiftDataRelationship(let model, let relationship, let inputs):
            ["swiftdata", model, relationship] + inputs
        case .transformer(let model, let attribute, let transformer): ["transformer", model, attribute, transformer]
        case .ephemeral(let model, let attribute, let type): ["ephemeral", model, attribute, type]
        case .deprecated(let model, let attribute): ["deprecated", model, attribute]
        case .rawValue(let model, let attribute): ["rawValue", model, attribute]
        case .superclass(let model, let superclass): ["superclass", model, superclass]
        case .unrecognized(let fields): fields
        }
    }

    /// What identifies the record apart from its details: its kind and names. A sealed record and a current
    /// one with the same identity are one element, changed.
    package var identity: [String] {
        switch self {
        case .enumeration(let name, _): ["enum", name]
        case .structure(let name): ["struct", name]
        case .table(let name, _): ["table", name]
        case .superclass(let model, _): ["superclass", model]
        case .enumCase, .structField, .column, .hashModifier, .swiftDataRelationship, .transformer, .ephemeral,
            .rawValue:
            Array(fields.prefix(3))
        case .index, .namespace, .deprecated, .unrecognized: fields
        }
    }

    /// The element a sealed record belongs to when nothing now has its identity: its enum, struct or model (so
    /// a removed model reads as one removal), or the version as a whole (a join table, a namespace).
    package var sealedElement: SchemaElement {
        switch self {
        case .enumeration(let name, _), .enumCase(let name, _, _): .enumeration(name)
        case .structure(let name), .structField(let name, _, _, _): .structure(name)
        case .table(let name, let isJoin): isJoin || name.hasPrefix("_join_") ? .version : .model(name)
        case .column(let table, _, _, _, _, _, _), .index(let table, _, _):
            table.hasPrefix("_join_") ? .version : .model(table)
        case .hashModifier(let model, _, _), .swiftDataRelationship(let model, _, _), .transformer(let model, _, _),
            .ephemeral(let model, _, _), .rawValue(let model, _), .superclass(let model, _):
            .model(model)
        case .namespace, .deprecated, .unrecognized: .version
        }
    }
}
