import SchemaModel

/// Generated code names this type, so code generated for a different runtime API fails to compile with a
/// message naming the version, rather than with confusing errors elsewhere. Regenerate with a schemagen
/// that matches the runtime when this type is missing.
public enum SchemaRuntimeAPIVersion2 {}
