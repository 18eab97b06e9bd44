import SchemaKit
import SchemaModel
import SwiftSyntax

/// Reads one `VersionedSchema`: its number, the classes its `models` lists (however the list is built), and
/// the models its relationships reach that the list leaves out, which SwiftData adds to the schema too.
struct VersionImporter {
    let resolver: NameResolver
    let configuration: BuildConfiguration
    private(set) var diagnostics: [Diagnostic] = []

    init(resolver: NameResolver, configuration: BuildConfiguration) {
        self.resolver = resolver
        self.configuration = configuration
    }

    /// The version `schema` declares, numbered `number`.
    mutating func importVersion(
        _ schema: SourceIndex.TypeDeclaration,
        number: (version: SchemaVersion, note: String?, problem: Diagnostic?)
    ) -> ImportedVersion {
        let identifier = SyntaxReading.staticProperty("versionIdentifier", of: schema)
        if let problem = number.problem { diagnostics.append(problem) }
        let modelsProperty = SyntaxReading.staticProperty("models", of: schema)
        var version = ImportedVersion(
            schemaName: schema.qualifiedName, version: number.version, location: schema.location,
            versionLocation: identifier.map { $0.file.location(of: $0.declaration) },
            versionIsStoredVariable: identifier?.isStoredVariable ?? false, versionNote: number.note,
            models: [], enums: [], modelsLocation: modelsProperty.map { $0.file.location(of: $0.declaration) })
        var modelImporter = ModelImporter(resolver: resolver)
        for (declaration, alias) in modelClasses(of: schema) {
            guard !version.models.contains(where: { $0.className == declaration.qualifiedName }) else { continue }
            version.models.append(modelImporter.importModel(declaration, reusedThrough: alias))
        }
        addReachableModels(to: &version, importer: &modelImporter)
        version.enums = modelImporter.enums
        version.structs = modelImporter.structs
        diagnostics += modelImporter.diagnostics
        return version
    }

    /// The classes `models` lists, each with the typealias it is reached through; the schema's own nested
    /// `@Model` classes when `models` can't be read.
    private mutating func modelClasses(of schema: SourceIndex.TypeDeclaration)
        -> [(SourceIndex.TypeDeclaration, SchemaKit.SourceLocation?)]
    {
        let models = SyntaxReading.staticProperty("models", of: schema)
        let lists = StaticListEvaluator(resolver: resolver, configuration: configuration)
        guard models != nil, let elements = lists.elements(of: "models", on: schema) else {
            diagnostics.append(
                .warning(
                    .unreadableDeclaration,
                    "\(schema.name).models is not a list of model types the import can read; it takes the @Model "
                        + "classes nested in \(schema.name)",
                    at: models.map { $0.file.location(of: $0.declaration) } ?? schema.location,
                    hint: "write `static var models: [any PersistentModel.Type] { [A.self, B.self] }`"))
            return schema.nestedModels(in: resolver.index).map { ($0, nil) }
        }
        var classes: [(SourceIndex.TypeDeclaration, SchemaKit.SourceLocation?)] = []
        for element in elements {
            let location = element.file.location(of: element.expression)
            guard let path = SyntaxReading.metatypePath(element.expression),
                case .declared(let declaration, let aliases) = resolver.resolve(path, in: element.scope),
                declaration.isModel
            else {
                diagnostics.append(
                    .error(
                        .unresolvedModel,
                        "\(schema.name).models lists \(element.expression.trimmedDescription), which names no @Model "
                            + "class in the sources read", at: location,
                        hint: "add the file that declares it to --from"))
                continue
            }
            classes.append((declaration, aliases.first?.location))
        }
        return classes
    }

    /// Follows relationships to classes whose entity the version does not have yet: SwiftData "automatically
    /// traverses a model's relationships and includes any destination model types" (Apple, "Preserving your
    /// app's model data across launches"), so the version's schema has them, and so does its file.
    private mutating func addReachableModels(to version: inout ImportedVersion, importer: inout ModelImporter) {
        var next = 0
        while next < version.models.count {
            let model = version.models[next]
            next += 1
            for property in model.properties {
                guard case .relationship(let spec) = property.kind, let targetClass = spec.targetClass,
                    !version.models.contains(where: { $0.entityName == spec.target }),
                    let declaration = resolver.index.types[targetClass], declaration.isModel
                else { continue }
                var reached = importer.importModel(declaration, reusedThrough: nil)
                reached.reachedThrough = ("\(model.entityName).\(property.name)", property.location)
                version.models.append(reached)
                diagnostics.append(
                    .warning(
                        .unlistedReachableModel,
                        "\(version.schemaName).models does not list \(spec.target), which "
                            + "\(model.entityName).\(property.name) points at; SwiftData adds the models a "
                            + "relationship reaches, so the import adds it", at: property.location,
                        hint: "list \(spec.target) in \(version.schemaName).models, so the history says what SwiftData "
                            + "stores"))
            }
        }
    }
}
