import SchemaKit
import SwiftSyntax

/// Reads the app's `SchemaMigrationPlan`: its `schemas` and its `stages`, whether written inline
/// (`.lightweight(fromVersion:toVersion:)`) or as static properties of the plan, as apps usually do.
struct PlanImporter {
    let index: SourceIndex
    let resolver: NameResolver
    let configuration: BuildConfiguration
    private var diagnostics: [Diagnostic] = []

    init(index: SourceIndex, resolver: NameResolver, configuration: BuildConfiguration) {
        self.index = index
        self.resolver = resolver
        self.configuration = configuration
    }

    /// Every `SchemaMigrationPlan` the sources declare, read, each with the warnings its reading gave.
    mutating func readPlans() -> [(plan: ImportedPlan, diagnostics: [Diagnostic])] {
        index.types(conformingTo: "SchemaMigrationPlan").map { declaration in
            diagnostics = []
            let plan = readPlan(declaration)
            return (plan, diagnostics)
        }
    }

    private mutating func readPlan(_ plan: SourceIndex.TypeDeclaration) -> ImportedPlan {
        let scope = plan.qualifiedName.split(separator: ".").map(String.init)
        var imported = ImportedPlan(
            name: plan.qualifiedName, location: plan.location, schemas: [], stages: [])
        let lists = StaticListEvaluator(resolver: resolver, configuration: configuration)
        if let schemas = SyntaxReading.staticProperty("schemas", of: plan) {
            imported.schemasLocation = schemas.file.location(of: schemas.declaration)
            if let elements = lists.elements(of: "schemas", on: plan) {
                for element in elements {
                    if let name = schemaName(element.expression, in: element.scope) {
                        imported.schemas.append((name, element.file.location(of: element.expression)))
                    } else {
                        unreadable(
                            "the schema \(element.expression.trimmedDescription)",
                            at: element.file.location(of: element.expression))
                    }
                }
            } else {
                unreadable("\(plan.name).schemas", at: schemas.file.location(of: schemas.declaration))
            }
        }
        if let stages = SyntaxReading.staticProperty("stages", of: plan) {
            imported.stagesLocation = stages.file.location(of: stages.declaration)
            if let elements = lists.elements(of: "stages", on: plan) {
                for element in elements {
                    readStage(
                        element.expression, file: element.file, plan: plan, scope: scope, propertyName: nil, depth: 0
                    )
                    .map { imported.stages.append($0) }
                }
            } else {
                unreadable("\(plan.name).stages", at: stages.file.location(of: stages.declaration))
            }
        }
        return imported
    }

    /// A stage expression, following a reference to a static property of the plan.
    private mutating func readStage(
        _ expression: ExprSyntax, file: SwiftSourceFile, plan: SourceIndex.TypeDeclaration, scope: [String],
        propertyName: String?, depth: Int
    ) -> ImportedStage? {
        let location = file.location(of: expression)
        if let call = expression.as(FunctionCallExprSyntax.self),
            let kindName = SyntaxReading.memberName(call.calledExpression),
            let kind = StageKind(rawValue: kindName),
            let from = SyntaxReading.argument("fromVersion", in: call.arguments).flatMap({ schemaName($0, in: scope) }),
            let to = SyntaxReading.argument("toVersion", in: call.arguments).flatMap({ schemaName($0, in: scope) })
        {
            let closures = StageClosureReading(index: index, resolver: resolver).read(call, scope: scope)
            return ImportedStage(
                kind: kind, from: from, to: to, location: location, propertyName: propertyName,
                mentionedNames: closures.mentionedNames, closuresDoWork: kind == .custom && closures.doesWork)
        }
        if depth < 4, let path = SyntaxReading.referencePath(expression), let name = path.last,
            let property = SyntaxReading.staticProperty(name, of: plan), let value = property.value
        {
            return readStage(value, file: property.file, plan: plan, scope: scope, propertyName: name, depth: depth + 1)
        }
        unreadable("the stage \(expression.trimmedDescription)", at: location)
        return nil
    }

    private func schemaName(_ expression: ExprSyntax, in scope: [String]) -> String? {
        guard let path = SyntaxReading.metatypePath(expression),
            case .declared(let declaration, _) = resolver.resolve(path, in: scope)
        else { return nil }
        return declaration.qualifiedName
    }

    private mutating func unreadable(_ what: String, at location: SchemaKit.SourceLocation) {
        diagnostics.append(
            .warning(
                .unreadableDeclaration, "\(what) is not a literal the import can read; it is left out of the plan",
                at: location,
                hint: "write it as a list of `.lightweight(...)`/`.custom(...)` stages or of schema "
                    + "types, or check the written version files' migration: by hand"))
    }
}
