import SchemaKit
import SchemaModel

/// Loading `structs:`: the names before any model is read, so an attribute may hold a struct declared after
/// it, and the bodies after every model name is known, so a field naming a model is told so.
extension VersionFileReading {
    static let structKeys = StructKey.names
    static let fieldKeys = FieldKey.names

    /// Records the name of each struct that has a valid one and no enum's.
    mutating func declareStructNames(_ node: Node) {
        guard let entries = document.entries(of: node) else { return }
        for entry in entries {
            let name = document.key(entry)
            guard checkIdentifier(name, at: entry.keyLocation, what: "the struct name") else { continue }
            if enumNames.contains(name) {
                error(
                    .nameClash, "the name '\(name)' is used by both a struct and an enum", at: entry.keyLocation,
                    hint: "rename one of them; both become Swift types in the same namespace")
                continue
            }
            structNames.insert(name)
        }
    }

    /// The structs, in the order written; only those whose every field loaded.
    mutating func loadStructs(_ node: Node) -> [StructDeclaration] {
        guard let entries = mappingEntries(node, what: "'structs'") else { return [] }
        return entries.compactMap { structNames.contains(document.key($0)) ? loadStruct($0) : nil }
    }

    private mutating func loadStruct(_ entry: Entry) -> StructDeclaration? {
        let name = document.key(entry)
        guard let body = document.entries(of: entry.value) else {
            error(
                .unexpectedValueKind,
                "the struct '\(name)' must be a mapping with 'fields:', not \(document.kindDescription(entry.value))",
                at: entry.value.location, hint: "write '\(name): { fields: { title: String } }'")
            return nil
        }
        let misspelled = checkKeys(body, allowed: Self.structKeys, context: "in the struct '\(name)'")
        let keyed = KeyedEntries(body, in: document)
        sources.record(.structure(name), at: entry.keyLocation)
        guard let fieldsEntry = keyed[StructKey.fields] else {
            if !misspelled.contains(StructKey.fields.rawValue) {
                error(
                    .missingKey, "the struct '\(name)' has no 'fields'", at: entry.keyLocation,
                    hint: "add 'fields: { title: String }'")
            }
            return nil
        }
        guard let fieldEntries = mappingEntries(fieldsEntry.value, what: "the fields of '\(name)'") else { return nil }
        guard !fieldEntries.isEmpty else {
            error(
                .emptyValue, "the struct '\(name)' has no fields", at: fieldsEntry.keyLocation,
                hint: "add a field, such as 'title: String'")
            return nil
        }
        let errorCount = diagnostics.count
        let fields = fieldEntries.compactMap { loadField($0, structName: name) }
        guard diagnostics.count == errorCount else { return nil }
        return StructDeclaration(
            name: name, fields: fields,
            documentation: nonEmptyText(keyed[StructKey.doc], what: "the 'doc' of the struct '\(name)'"))
    }

    /// A field, in shorthand (`title: String`) or long form (`title: { type: String, doc: ... }`).
    private mutating func loadField(_ entry: Entry, structName: String) -> StructDeclaration.Field? {
        let name = document.key(entry)
        guard checkIdentifier(name, at: entry.keyLocation, what: "the field name") else { return nil }
        func what() -> String { "the field '\(structName).\(name)'" }
        sources.record(.structField(struct: structName, name: name), at: entry.keyLocation)
        if let text = typeText(entry.value) {
            return resolveAttributeType(text, at: entry.value.location, what: what(), inStruct: true).map {
                StructDeclaration.Field(name: name, type: $0)
            }
        }
        guard let body = document.entries(of: entry.value) else {
            error(
                .unexpectedValueKind, "\(what()) needs a type, not \(document.kindDescription(entry.value))",
                at: entry.value.location, hint: "write '\(name): String' or '\(name): { type: String, doc: ... }'")
            return nil
        }
        checkKeys(body, allowed: Self.fieldKeys, context: "in \(what())")
        let keyed = KeyedEntries(body, in: document)
        guard let typeEntry = keyed[FieldKey.type] else {
            error(.missingKey, "\(what()) has no 'type'", at: entry.keyLocation, hint: "add 'type: String'")
            return nil
        }
        guard let text = typeText(typeEntry.value) ?? scalarText(typeEntry.value, what: "'type'"),
            let type = resolveAttributeType(text, at: typeEntry.value.location, what: what(), inStruct: true)
        else { return nil }
        return StructDeclaration.Field(
            name: name, type: type, documentation: nonEmptyText(keyed[FieldKey.doc], what: "the 'doc' of \(what())"))
    }
}
