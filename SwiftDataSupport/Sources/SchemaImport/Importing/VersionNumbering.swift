import SchemaKit
import SchemaModel
import SwiftSyntax

/// Reads each schema's `versionIdentifier` (`Schema.Version(0, 0, 9)`, `.init(1, 2, 0)`, stored or
/// computed). One it can't evaluate is numbered from the schema's name (`SchemaV9` -> 9) in the form the
/// others use (`0.0.9` when the app numbers by patch, `9.0.0` otherwise), with a warning.
struct VersionNumbering {
    /// Whether the app's readable versions number by patch (`0.0.n`), as the one in the context document.
    private let numbersByPatch: Bool

    init(schemas: [SourceIndex.TypeDeclaration]) {
        let readable = schemas.compactMap { schema in
            SyntaxReading.staticProperty("versionIdentifier", of: schema)?.value.flatMap(Self.evaluate)
        }
        numbersByPatch = !readable.isEmpty && readable.allSatisfy { $0.major == 0 && $0.minor == 0 }
    }

    /// A schema's number; a note for the version file and a diagnostic when it was not read as written.
    func number(of schema: SourceIndex.TypeDeclaration, identifier: SyntaxReading.StaticProperty?)
        -> (version: SchemaVersion, note: String?, problem: Diagnostic?)
    {
        if let version = identifier?.value.flatMap(Self.evaluate) { return (version, nil, nil) }
        let location = identifier.map { $0.file.location(of: $0.declaration) } ?? schema.location
        let written = identifier?.value?.trimmedDescription ?? "missing"
        guard let number = Int(String(schema.name.reversed().prefix { $0.isNumber }.reversed())) else {
            let problem = Diagnostic.error(
                .unevaluatedVersionIdentifier,
                "\(schema.name).versionIdentifier (\(written)) can't be evaluated, and the name has no number to "
                    + "take it from", at: location, hint: "write it as Schema.Version(major, minor, patch)")
            return (SchemaVersion(0, 0, 0), nil, problem)
        }
        let version = numbersByPatch ? SchemaVersion(0, 0, number) : SchemaVersion(number, 0, 0)
        let note = "versionIdentifier (\(written)) could not be evaluated; \(version) is taken from the name"
        let problem = Diagnostic.warning(
            .unevaluatedVersionIdentifier,
            "\(schema.name).versionIdentifier (\(written)) can't be evaluated; the import numbers it \(version) "
                + "from its name", at: location, hint: "check version: in the written file")
        return (version, note, problem)
    }

    /// The history's versions oldest first: by number, then by their place in the plan. A version whose
    /// number an earlier one states too (`DataSchemaV3` and `DataSchemaV4` both 1.1.0) takes the next
    /// patch number, with a warning and a note for its file: SwiftData tells a store's version by its
    /// model's version hash, and Apple documents `versionIdentifier` as "The textual description of the
    /// migration's version or purpose". An error when that number is the next version's.
    static func ordered(_ versions: [ImportedVersion], positions: [String: Int]) -> (
        versions: [ImportedVersion], diagnostics: [Diagnostic]
    ) {
        var sorted = versions.sorted {
            ($0.version, positions[$0.schemaName] ?? .max) < ($1.version, positions[$1.schemaName] ?? .max)
        }
        var diagnostics: [Diagnostic] = []
        for index in sorted.indices.dropFirst() where sorted[index].version <= sorted[index - 1].version {
            let (earlier, written) = (sorted[index - 1], sorted[index].version)
            let next = SchemaVersion(earlier.version.major, earlier.version.minor, earlier.version.patch + 1)
            let location = sorted[index].versionLocation ?? sorted[index].location
            // The versions after it that share its number take the numbers after it; the first that doesn't
            // must stay above.
            if let following = sorted[(index + 1)...].first(where: { $0.version > written }), following.version <= next
            {
                diagnostics.append(
                    .error(
                        .duplicateImportedVersion,
                        "\(sorted[index].schemaName) and \(earlier.schemaName) both have versionIdentifier \(written), "
                            + "and no number is free between them and \(following.schemaName) "
                            + "(\(following.version))", at: location,
                        hint: "give \(sorted[index].schemaName) a number of its own in the app before importing"))
                continue
            }
            sorted[index].version = next
            sorted[index].sharesIdentifierWith = earlier.schemaName
            sorted[index].versionNote =
                "versionIdentifier \(written) is \(earlier.schemaName)'s too; numbered \(next), the version after it"
            diagnostics.append(
                .warning(
                    .duplicateImportedVersion,
                    "\(sorted[index].schemaName) has versionIdentifier \(written), as \(earlier.schemaName) does; "
                        + "the import numbers it \(next)", at: location,
                    hint: "SwiftData tells versions apart by their version hash; the identifier is \"The textual "
                        + "description of the migration's version or purpose\" (Apple), so \(next) is only "
                        + "schemagen's number for it"))
        }
        return (sorted, diagnostics)
    }

    /// `Schema.Version(1, 2, 3)`, `Version(1, 2, 3)`, `.init(1, 2, 3)`, `Schema.Version.init(1, 2, 3)`.
    static func evaluate(_ expression: ExprSyntax) -> SchemaVersion? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 3,
            call.arguments.allSatisfy({ $0.label == nil })
        else { return nil }
        let callee = SyntaxReading.referencePath(call.calledExpression)?.filter { $0 != "init" }
        let isVersion =
            callee.map { $0.last == "Version" } ?? (SyntaxReading.memberName(call.calledExpression) == "init")
        let numbers = call.arguments.compactMap { SyntaxReading.integer($0.expression) }
        guard isVersion, numbers.count == 3, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        return SchemaVersion(numbers[0], numbers[1], numbers[2])
    }
}
