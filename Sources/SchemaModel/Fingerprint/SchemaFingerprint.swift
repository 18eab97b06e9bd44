/// A schema version's store identity: a hash of exactly what its stores' bytes depend on.
///
/// Stores record their version's fingerprint, so a store whose version has since been edited in a way that
/// changes what is stored is refused instead of being misread. The fingerprint is SHA-256 over a canonical,
/// versioned text encoding (``canonicalEncoding(of:)``, described field by field in
/// `docs/StoreFingerprint.md`): the tables, columns and indexes the runtime lays out for the version, and
/// the raw values of its enums, the fields of its structs. Nothing else enters it: not declaration order, rename hints, delete rules,
/// counts, transient attributes or any human-readable description, so rewording a message or reordering a
/// file can never make a shipped store unopenable.
///
/// The encoding is frozen. A test pins the fingerprint of every version of the repository's histories; a
/// change to the encoding must come as a new encoding number, and stores stamped with an earlier encoding
/// are still recognised (``recognise(_:for:)``) and re-stamped in place.
public enum SchemaFingerprint {
    /// The encoding this release writes.
    public static let encoding = 2

    /// The stamp stores of `schema` record: `v2:` and 64 hexadecimal digits.
    public static func of(_ schema: Schema) -> String {
        "v\(encoding):" + SHA256.hexDigest(of: canonicalEncoding(of: schema).utf8)
    }

    /// How a recorded stamp relates to a version.
    package enum Recognition: Equatable {
        /// The stamp is this version's, in the current encoding.
        case current
        /// The stamp is this version's in an earlier encoding: the store is this version's, and is re-stamped.
        case earlierEncoding
        /// The stamp belongs to another shape.
        case different
    }

    /// Whether `stamp` identifies `schema` in any encoding this release recognises; `fingerprint` is
    /// `schema`'s current one when the caller has it already.
    package static func recognise(_ stamp: String?, for schema: Schema, fingerprint: String? = nil) -> Recognition {
        guard let stamp else { return .different }
        if stamp == fingerprint ?? of(schema) { return .current }
        if !stamp.contains(":"), stamp == LegacyFingerprintV1.of(schema) { return .earlierEncoding }
        return .different
    }

    /// The canonical text of encoding 2: one record a line, fields separated by tabs; records sorted as
    /// `docs/StoreFingerprint.md` describes.
    ///
    /// ```
    /// schemagen-store-fingerprint	2
    /// enum	Mood	Int
    /// case	Mood	bad	i:1
    /// table	SDMeal	entity
    /// column	SDMeal	title	TEXT	notnull	-	-
    /// index	SDMeal	plain	userProfile
    /// ```
    public static func canonicalEncoding(of schema: Schema) -> String {
        record("schemagen-store-fingerprint", "\(encoding)") + records(of: schema).map(\.text).joined()
    }

    /// One line of the canonical encoding, with the element of the schema it describes: sealing compares
    /// these record by record to say which element of a shipped version changed. A record is its fields;
    /// ``text`` is the one place they become a line.
    package struct Record: Hashable, Sendable {
        /// The element described: an enum or case, a model (its table and multi-column indexes), or a
        /// property (its column, single-column indexes, or join table).
        package let element: SchemaElement
        /// The fields, unescaped: the kind (`enum`, `case`, `table`, `column`, `index`, and the kinds sealing
        /// adds), then its names and values.
        package let fields: [String]

        /// A record of `element`.
        package init(element: SchemaElement, fields: [String]) {
            self.element = element
            self.fields = fields
        }

        /// The record `record` of `element`, written as its fields.
        package init(element: SchemaElement, _ record: SealedRecord) {
            self.init(element: element, fields: record.fields)
        }

        /// The record with its fields typed.
        package var record: SealedRecord { SealedRecord(fields: fields) }

        /// The line: the fields escaped (`\` as `\\`, tab as `\t`, line feed as `\n`), joined by tabs, ended
        /// by a line feed.
        package var text: String { SchemaFingerprint.record(fields) }

        /// The fields of a line ``text`` wrote (its line feed optional); `element` is unknown from the text.
        package static func fields(ofLine line: String) -> [String] {
            let content = line.hasSuffix("\n") ? line.dropLast() : Substring(line)
            return content.split(separator: "\t", omittingEmptySubsequences: false).map { escaped in
                var field = ""
                var escaping = false
                for character in escaped {
                    if escaping {
                        field.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                        escaping = false
                    } else if character == "\\" {
                        escaping = true
                    } else {
                        field.append(character)
                    }
                }
                return field
            }
        }
    }

    /// The records of the canonical encoding after its header, in its order.
    package static func records(of schema: Schema) -> [Record] {
        var records: [Record] = []
        for declaration in schema.enums.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            records.append(
                Record(
                    element: .enumeration(declaration.name),
                    .enumeration(name: declaration.name, rawType: declaration.rawType == .int ? "Int" : "String")))
            for enumCase in declaration.cases.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                let raw =
                    switch enumCase.rawValue {
                    case .string(let value): "s:" + value
                    case .int(let value): "i:" + String(value)
                    }
                records.append(
                    Record(
                        element: .enumCase(enum: declaration.name, name: enumCase.name),
                        .enumCase(enumeration: declaration.name, name: enumCase.name, rawValue: raw)))
            }
        }
        // A struct's fields are the keys of its stored values; a version without structs has no such records,
        // so its fingerprint is what it was before structs existed.
        for declaration in schema.structs.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            records.append(Record(element: .structure(declaration.name), .structure(name: declaration.name)))
            for field in declaration.fields.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                records.append(
                    Record(
                        element: .structField(struct: declaration.name, name: field.name),
                        .structField(
                            structure: declaration.name, name: field.name, storedType: field.type.stored.description,
                            declaredType: nil)))
            }
        }
        let layout = StoreLayout(schema)
        for table in layout.tables.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let tableElement: SchemaElement
            switch table.kind {
            case .entity(let model): tableElement = .model(model)
            case .join(let model, let relationship): tableElement = .property(model: model, name: relationship)
            }
            // A column of an entity's table is one of its properties (an attribute, or a to-one
            // relationship's key); everything in a join table belongs to its relationship.
            func element(ofColumns columns: [String]) -> SchemaElement {
                guard case .entity(let model) = table.kind, columns.count == 1 else { return tableElement }
                return .property(model: model, name: columns[0])
            }
            let isJoin = if case .join = table.kind { true } else { false }
            records.append(Record(element: tableElement, .table(name: table.name, isJoin: isJoin)))
            for column in table.columns.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                records.append(
                    Record(
                        element: element(ofColumns: [column.name]),
                        .column(
                            table: table.name, name: column.name, sqlType: column.sqlType, isNotNull: column.isNotNull,
                            defaultSQL: column.defaultSQL, references: column.references, declaredType: nil)))
            }
            let indexes = table.indexes.map {
                Record(
                    element: element(ofColumns: $0.columns),
                    .index(table: table.name, isUnique: $0.isUnique, columns: $0.columns))
            }
            records += indexes.sorted { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
        }
        return records
    }

    /// One record: its fields escaped (`\` as `\\`, tab as `\t`, line feed as `\n`), joined by tabs, ended
    /// by a line feed.
    package static func record(_ fields: String...) -> String { record(fields) }

    /// One record of `fields`, written as the variadic `record` writes its arguments.
    package static func record(_ fields: [String]) -> String {
        fields.map { field in
            var escaped = ""
            for character in field.unicodeScalars {
                switch character {
                case "\\": escaped += "\\\\"
                case "\t": escaped += "\\t"
                case "\n": escaped += "\\n"
                default: escaped.unicodeScalars.append(character)
                }
            }
            return escaped
        }.joined(separator: "\t") + "\n"
    }
}
