import SchemaKit

/// A short hash of everything about a version that its stores depend on: entities, attributes with types,
/// optionality, defaults and flags, relationships with their shape, uniqueness, indexes and enums.
///
/// Stores record their version's fingerprint, so a store whose version's description has since been
/// edited (a shipped schema changed in place) is refused instead of being misread. Rename hints and
/// declaration order are left out: they don't change what is stored.
public enum SchemaFingerprint {
    /// The fingerprint of `schema`: 16 hexadecimal digits.
    public static func of(_ schema: Schema) -> String {
        var hasher = FNV1a()
        hasher.add("schemagen-store-1")
        for declaration in schema.enums.sorted(by: { $0.name < $1.name }) {
            hasher.add("enum \(declaration.name) \(declaration.rawType.rawValue)")
            for enumCase in declaration.cases { hasher.add("case \(enumCase.name) = \(enumCase.rawValue)") }
        }
        for model in schema.models.sorted(by: { $0.name < $1.name }) {
            hasher.add("model \(model.name)")
            for attribute in model.attributes.sorted(by: { $0.name < $1.name }) {
                hasher.add(
                    "attribute \(attribute.name) \(attribute.type) default=\(attribute.defaultValue?.description ?? "-") "
                        + "unique=\(attribute.isUnique) transient=\(attribute.isTransient) external=\(attribute.usesExternalStorage)"
                )
            }
            for relationship in model.relationships.sorted(by: { $0.name < $1.name }) {
                let inverse =
                    SchemaDiff.effectiveInverse(of: relationship, in: model) { schema.model(named: $0) } ?? "-"
                hasher.add(
                    "relationship \(relationship.name) \(relationship.targetSpelling) inverse=\(inverse) "
                        + "rule=\(relationship.deleteRule.rawValue) min=\(relationship.minCount ?? -1) max=\(relationship.maxCount ?? -1)"
                )
            }
            for constraint in model.allUniquenessConstraints.map({ $0.sorted() }).sorted(by: {
                $0.lexicographicallyPrecedes($1)
            }) {
                hasher.add("unique \(constraint)")
            }
            for index in model.indexes.map(\.value).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                hasher.add("index \(index)")
            }
        }
        return hasher.hexDigest
    }
}

/// 64-bit FNV-1a over UTF-8 lines: small, stable across platforms and releases (unlike `Hasher`, which is
/// seeded per process).
private struct FNV1a {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ line: String) {
        for byte in line.utf8 + [0x0A] {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
    }

    var hexDigest: String {
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
