import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Loads one version file's text as `V1.yaml`, the way the folder loader does.
func loadSchema(_ yaml: String, file: String = "V1.yaml") -> (schema: VersionFile?, diagnostics: [Diagnostic]) {
    let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    return SchemaHistoryLoader().loadFile(Array(yaml.utf8), file: file, fileStem: stem)
}

/// Loads text that must be valid, failing the test with the diagnostics when it is not.
func loadValidSchema(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> VersionFile
{
    let result = loadSchema(yaml)
    let errors = result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return try #require(result.schema, sourceLocation: sourceLocation)
}

/// What the version-file writer (the one the import uses) writes for valid `yaml`, after checking that loading
/// the written text gives the same schema.
func rewritten(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    let file = try loadValidSchema(yaml, sourceLocation: sourceLocation)
    let text = SchemaFileWriter().write(file)
    #expect(loadSchema(text).schema?.schema == file.schema, "\(text)", sourceLocation: sourceLocation)
    return text
}

/// The messages of the errors found in text that must be invalid.
func errorMessages(_ yaml: String) -> [String] {
    loadSchema(yaml).diagnostics.filter { $0.severity == .error }.map(\.message)
}

/// A one-model schema whose model `Item` has the given attributes block (indented six spaces).
func itemSchema(attributes: String, enums: String = "") -> String {
    "version: 1.0.0\n" + (enums.isEmpty ? "" : "enums:\n" + enums) + "models:\n  Item:\n    attributes:\n" + attributes
}

extension VersionFile {
    /// The attribute `name` of model `model`, or a test failure.
    func attribute(_ model: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> Attribute
    {
        try #require(self.model(named: model)?.attribute(named: name), sourceLocation: sourceLocation)
    }

    /// The relationship `name` of model `model`, or a test failure.
    func relationship(_ model: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> Relationship
    {
        try #require(self.model(named: model)?.relationship(named: name), sourceLocation: sourceLocation)
    }
}
