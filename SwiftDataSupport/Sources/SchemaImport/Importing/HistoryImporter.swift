import SchemaKit
import SchemaModel
import SwiftSyntax

/// Reads an app's hand-written SwiftData history: every `VersionedSchema` (declared anywhere, extended
/// anywhere), the models its `models` lists, the classes behind its typealiases, the enums they use, the
/// migration plan and the app's top-level typealias map.
public struct HistoryImporter: Sendable {
    /// What an import found: the history when there is no error, and every diagnostic, sorted.
    public struct Outcome: Sendable {
        /// The history, `nil` when there is an error.
        public var history: ImportedHistory?
        /// Errors and warnings, located in the Swift sources.
        public var diagnostics: [Diagnostic]
    }

    /// The plan type to read when the sources declare several (`--plan-type`).
    public var planType: String?

    /// Creates an importer.
    public init(planType: String? = nil) {
        self.planType = planType
    }

    /// Imports `files`, read from the folder shown as `folder`.
    public func importHistory(from files: [SwiftSourceFile], folder: String) -> Outcome {
        let index = DeclarationCollector.index(of: files)
        let resolver = NameResolver(index: index)
        var diagnostics: [Diagnostic] = []
        let schemas = index.types(conformingTo: "VersionedSchema")
        guard !schemas.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error, .noVersionedSchemas,
                    "no type in the \(files.count) Swift file(s) under \(folder) conforms to VersionedSchema",
                    at: .path(folder), hint: "point --from at the folder that holds the app's versioned schemas"))
            return Outcome(history: nil, diagnostics: diagnostics)
        }
        let numbers = VersionNumbering(schemas: schemas)
        var versions: [ImportedVersion] = []
        for schema in schemas {
            var version = importVersion(schema, numbering: numbers, resolver: resolver, diagnostics: &diagnostics)
            InverseCompletion.complete(&version)
            versions.append(version)
        }
        versions.sort { $0.version < $1.version }
        for (earlier, later) in zip(versions, versions.dropFirst()) where earlier.version == later.version {
            diagnostics.append(
                .error(
                    .duplicateImportedVersion,
                    "\(later.schemaName) and \(earlier.schemaName) both have versionIdentifier \(later.version)",
                    at: later.versionLocation ?? later.location,
                    hint: "each version needs its own number; fix it in the app before importing"))
        }
        var planImporter = PlanImporter(index: index, resolver: resolver)
        let plan = planImporter.importPlan(named: planType, folder: folder)
        diagnostics += planImporter.diagnostics
        let history = ImportedHistory(
            versions: versions, plan: plan,
            topLevelAliases: topLevelAliases(
                index: index, resolver: resolver, schemas: Set(schemas.map(\.qualifiedName))))
        // A class reused by several versions is read once per version; its warnings are one each.
        let sorted = Array(Set(diagnostics)).sorted()
        return Outcome(history: sorted.containsErrors ? nil : history, diagnostics: sorted)
    }

    private func importVersion(
        _ schema: SourceIndex.TypeDeclaration, numbering: VersionNumbering, resolver: NameResolver,
        diagnostics: inout [Diagnostic]
    ) -> ImportedVersion {
        let identifier = SyntaxReading.staticProperty("versionIdentifier", of: schema)
        let number = numbering.number(of: schema, identifier: identifier)
        if let problem = number.problem { diagnostics.append(problem) }
        var version = ImportedVersion(
            schemaName: schema.qualifiedName, version: number.version, location: schema.location,
            versionLocation: identifier.map { $0.file.location(of: $0.declaration) },
            versionIsStoredVariable: identifier?.isStoredVariable ?? false, versionNote: number.note,
            models: [], enums: [])
        var modelImporter = ModelImporter(resolver: resolver)
        for (declaration, alias) in modelClasses(of: schema, resolver: resolver, diagnostics: &diagnostics) {
            version.models.append(modelImporter.importModel(declaration, reusedThrough: alias))
        }
        version.enums = modelImporter.enums
        diagnostics += modelImporter.diagnostics
        return version
    }

    /// The classes `models` lists, each with the typealias it is reached through; the schema's own nested
    /// `@Model` classes when `models` can't be read.
    private func modelClasses(
        of schema: SourceIndex.TypeDeclaration, resolver: NameResolver, diagnostics: inout [Diagnostic]
    ) -> [(SourceIndex.TypeDeclaration, SchemaKit.SourceLocation?)] {
        let scope = schema.qualifiedName.split(separator: ".").map(String.init)
        let models = SyntaxReading.staticProperty("models", of: schema)
        guard let models, let elements = models.value.flatMap(SyntaxReading.arrayElements) else {
            diagnostics.append(
                .warning(
                    .unreadableDeclaration,
                    "\(schema.name).models is not a literal list of model types; the import takes the @Model "
                        + "classes nested in \(schema.name)",
                    at: models.map { $0.file.location(of: $0.declaration) } ?? schema.location,
                    hint: "write `static var models: [any PersistentModel.Type] { [A.self, B.self] }`"))
            return schema.nestedModels(in: resolver.index).map { ($0, nil) }
        }
        var classes: [(SourceIndex.TypeDeclaration, SchemaKit.SourceLocation?)] = []
        for element in elements {
            let location = models.file.location(of: element)
            guard let path = SyntaxReading.metatypePath(element),
                case .declared(let declaration, let aliases) = resolver.resolve(path, in: scope), declaration.isModel
            else {
                diagnostics.append(
                    .error(
                        .unresolvedModel,
                        "\(schema.name).models lists \(element.trimmedDescription), which names no @Model class in "
                            + "the sources read", at: location,
                        hint: "add the file that declares it to --from"))
                continue
            }
            classes.append((declaration, aliases.first?.location))
        }
        return classes
    }

    private func topLevelAliases(index: SourceIndex, resolver: NameResolver, schemas: Set<String>) -> [ImportedAlias] {
        index.typealiases.values.filter(\.scope.isEmpty).sorted { $0.qualifiedName < $1.qualifiedName }
            .compactMap { alias in
                guard case .named(let path) = TypeShape(alias.target),
                    case .declared(let declaration, _) = resolver.resolve(path, in: []), declaration.isModel,
                    let owner = declaration.qualifiedName.split(separator: ".").dropLast().first,
                    schemas.contains(String(owner))
                else { return nil }
                return ImportedAlias(
                    name: alias.qualifiedName, target: alias.target.trimmedDescription,
                    className: declaration.qualifiedName, entityName: declaration.name,
                    location: alias.location)
            }
    }
}

extension SourceIndex.TypeDeclaration {
    /// The `@Model` classes declared directly inside this type (or its extensions), in source order.
    func nestedModels(in index: SourceIndex) -> [SourceIndex.TypeDeclaration] {
        members.compactMap { member -> SourceIndex.TypeDeclaration? in
            guard let nested = member.as(ClassDeclSyntax.self) else { return nil }
            return index.types[qualifiedName + "." + nested.name.text].flatMap { $0.isModel ? $0 : nil }
        }
    }
}
