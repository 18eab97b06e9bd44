/// The keys of a version file, one table per mapping (the JSON Schema in `docs/` lists the same; a test checks), in the order the writer writes them: the loader
/// accepts exactly these (and suggests one of them for a misspelling), and ``SchemaFileWriter`` writes
/// nothing else, so the two can't disagree about the syntax.
public protocol SchemaKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension SchemaKey {
    /// Every key of the table, as written.
    public static var names: [String] { allCases.map(\.rawValue) }
}

/// The keys at the top level of a version file.
public enum TopLevelKey: String, SchemaKey {
    case version, name, enums, structs, models, aliases, migration
}

/// The keys of a struct.
public enum StructKey: String, SchemaKey {
    case fields, doc
}

/// The keys of a struct field's long form.
public enum FieldKey: String, SchemaKey {
    case type, doc
}

/// The keys of an enum's long form.
public enum EnumKey: String, SchemaKey {
    case rawType, cases, doc
}

/// The keys of a model.
public enum ModelKey: String, SchemaKey {
    case renamedFrom, hashModifier, doc, attributes, relationships, unique, indexes, superclass
}

/// The keys of an attribute's long form.
public enum AttributeKey: String, SchemaKey {
    case type, optional, `default`, unique, originalName, transient, externalStorage, hashModifier, doc
    case spotlight, allowsCloudEncryption, preserveValueOnDeletion, ephemeral, transformer, transformerName
    case deprecated, storage
}

/// The keys of an attribute's `default:` when it is a mapping: `{ swift: "Data()" }`.
public enum DefaultKey: String, SchemaKey {
    case swift
}

/// The keys of a relationship's long form.
public enum RelationshipKey: String, SchemaKey {
    case to, optional, inverse, deleteRule, minCount, maxCount, originalName, hashModifier, doc
}

/// The keys of `migration:`.
public enum MigrationKey: String, SchemaKey {
    case stage, acceptDataLoss, carries, note
}
