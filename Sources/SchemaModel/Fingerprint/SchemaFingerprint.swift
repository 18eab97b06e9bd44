/// A schema version's store identity: a hash of exactly what its stores' bytes depend on.
///
/// Stores record their version's fingerprint, so a store whose version has since been edited in a way that
/// changes what is stored is refused instead of being misread. The fingerprint is SHA-256 over a canonical,
/// versioned text encoding (``canonicalEncoding(of:)``, described field by field in
/// `docs/StoreFingerprint.md`): the tables, columns and indexes the runtime lays out for the version, and
/// the raw values of its enums. Nothing else enters it: not declaration order, rename hints, delete rules,
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
        var lines = [record("schemagen-store-fingerprint", "\(encoding)")]
        for declaration in schema.enums.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            lines.append(record("enum", declaration.name, declaration.rawType == .int ? "Int" : "String"))
            for enumCase in declaration.cases.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                let raw =
                    switch enumCase.rawValue {
                    case .string(let value): "s:" + value
                    case .int(let value): "i:" + String(value)
                    }
                lines.append(record("case", declaration.name, enumCase.name, raw))
            }
        }
        let layout = StoreLayout(schema)
        for table in layout.tables.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let kind =
                switch table.kind {
                case .entity: "entity"
                case .join: "join"
                }
            lines.append(record("table", table.name, kind))
            for column in table.columns.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                lines.append(
                    record(
                        "column", table.name, column.name, column.sqlType, column.isNotNull ? "notnull" : "null",
                        column.defaultSQL ?? "-", column.references ?? "-"))
            }
            let indexes = table.indexes.map {
                record("index", table.name, $0.isUnique ? "unique" : "plain", $0.columns.joined(separator: ","))
            }
            lines += indexes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return lines.joined()
    }

    /// One record: its fields escaped (`\` as `\\`, tab as `\t`, line feed as `\n`), joined by tabs, ended
    /// by a line feed.
    private static func record(_ fields: String...) -> String {
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
