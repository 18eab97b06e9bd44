import SchemaKit
import SchemaModel
import SwiftSyntax

/// Reads an app's hand-written SwiftData history: the versioned schemas its migration plan takes (declared
/// anywhere, extended anywhere), the models each lists and reaches, the classes behind its typealiases, the
/// enums they use, the plan and the app's top-level typealias map.
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
    /// The build whose `#if` branches evaluated lists follow (`--os`).
    public var configuration: BuildConfiguration

    /// Creates an importer.
    public init(planType: String? = nil, configuration: BuildConfiguration = BuildConfiguration()) {
        self.planType = planType
        self.configuration = configuration
    }

    /// Imports `files`, read from the folder shown as `folder`.
    public func importHistory(from files: [SwiftSourceFile], folder: String) -> Outcome {
        let index = DeclarationCollector.index(of: files)
        let resolver = NameResolver(index: index)
        let schemas = index.types(conformingTo: "VersionedSchema")
        guard !schemas.isEmpty else {
            let error = Diagnostic(
                .error, .noVersionedSchemas,
                "no type in the \(files.count) Swift file(s) under \(folder) conforms to VersionedSchema",
                at: .path(folder), hint: "point --from at the folder that holds the app's versioned schemas")
            return Outcome(history: nil, diagnostics: [error])
        }
        let numbering = VersionNumbering(schemas: schemas)
        let numbers = Dictionary(
            schemas.map { schema in
                (
                    schema.qualifiedName,
                    numbering.number(
                        of: schema, identifier: SyntaxReading.staticProperty("versionIdentifier", of: schema))
                )
            }, uniquingKeysWith: { first, _ in first })
        var plans = PlanImporter(index: index, resolver: resolver, configuration: configuration)
        let allPlans = plans.readPlans()
        let choice = PlanChoice(
            allPlans, named: planType, versions: numbers.mapValues(\.version), folder: folder)
        var diagnostics = choice.diagnostics
        guard !diagnostics.containsErrors else { return Outcome(history: nil, diagnostics: diagnostics.sorted()) }
        let membership = HistoryMembership(schemas: schemas, plan: choice.plan, allPlans: allPlans.map(\.plan))
        diagnostics += membership.diagnostics
        var importer = VersionImporter(resolver: resolver, configuration: configuration)
        var versions: [ImportedVersion] = []
        for (schema, _) in membership.members {
            guard let number = numbers[schema.qualifiedName] else { continue }
            var version = importer.importVersion(schema, number: number)
            InverseCompletion.complete(&version)
            versions.append(version)
        }
        diagnostics += importer.diagnostics
        let ordered = VersionNumbering.ordered(
            versions,
            positions: Dictionary(membership.members.map { ($0.schema.qualifiedName, $0.position) }) {
                first, _ in first
            })
        diagnostics += ordered.diagnostics
        var history = ImportedHistory(
            versions: ordered.versions, plan: choice.plan,
            topLevelAliases: topLevelAliases(
                index: index, resolver: resolver, schemas: Set(schemas.map(\.qualifiedName))))
        history.schemasOutsidePlan = membership.outside
        if let latest = ordered.versions.last {
            // Enums and structs the version file declares are the generated namespace's, not the class's.
            let valueTypes = Set(latest.enums.map(\.name) + latest.structs.map(\.name))
            history.latestModelCode = latest.models.compactMap { model in
                index.types[model.className].map {
                    ModelCodeReader.read(
                        $0, entityName: model.entityName, storedNames: Set(model.properties.map(\.name)),
                        valueTypes: valueTypes)
                }
            }
        }
        // A class reused by several versions is read once per version; its warnings are one each.
        let sorted = Array(Set(diagnostics)).sorted()
        return Outcome(history: sorted.containsErrors ? nil : history, diagnostics: sorted)
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
