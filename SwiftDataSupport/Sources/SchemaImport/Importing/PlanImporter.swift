import SchemaKit
import SwiftSyntax

/// Reads the app's `SchemaMigrationPlan`: its `schemas` and its `stages`, whether written inline
/// (`.lightweight(fromVersion:toVersion:)`) or as static properties of the plan, as apps usually do.
struct PlanImporter {
    let index: SourceIndex
    let resolver: NameResolver
    private(set) var diagnostics: [Diagnostic] = []

    init(index: SourceIndex, resolver: NameResolver) {
        self.index = index
        self.resolver = resolver
    }

    /// The plan `planType` names, or the only plan; `nil` when the sources have none, or (with an error in
    /// ``diagnostics``) when `planType` names none or there are several to choose from.
    mutating func importPlan(named planType: String?, folder: String) -> ImportedPlan? {
        let plans = index.types(conformingTo: "SchemaMigrationPlan")
        let chosen: SourceIndex.TypeDeclaration
        if let planType {
            guard let match = plans.first(where: { $0.qualifiedName == planType || $0.name == planType }) else {
                let found = plans.isEmpty ? "none" : plans.map(\.qualifiedName).joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error, .migrationPlanNotFound, "no SchemaMigrationPlan named '\(planType)' in the sources",
                        at: .path(folder), hint: "the plans found: \(found)"))
                return nil
            }
            chosen = match
        } else if plans.count > 1 {
            diagnostics.append(
                Diagnostic(
                    .error, .ambiguousMigrationPlan,
                    "the sources declare \(plans.count) SchemaMigrationPlans: "
                        + plans.map(\.qualifiedName).joined(separator: ", "),
                    at: .path(folder), hint: "choose one with --plan-type"))
            return nil
        } else if let only = plans.first {
            chosen = only
        } else {
            return nil
        }
        return readPlan(chosen)
    }

    private mutating func readPlan(_ plan: SourceIndex.TypeDeclaration) -> ImportedPlan {
        let scope = plan.qualifiedName.split(separator: ".").map(String.init)
        var imported = ImportedPlan(
            name: plan.qualifiedName, location: plan.location, schemas: [], stages: [])
        if let schemas = SyntaxReading.staticProperty("schemas", of: plan) {
            imported.schemasLocation = schemas.file.location(of: schemas.declaration)
            if let elements = schemas.value.flatMap(SyntaxReading.arrayElements) {
                for element in elements {
                    if let name = schemaName(element, in: scope) {
                        imported.schemas.append((name, schemas.file.location(of: element)))
                    } else {
                        unreadable("the schema \(element.trimmedDescription)", at: schemas.file.location(of: element))
                    }
                }
            } else {
                unreadable("\(plan.name).schemas", at: schemas.file.location(of: schemas.declaration))
            }
        }
        if let stages = SyntaxReading.staticProperty("stages", of: plan) {
            imported.stagesLocation = stages.file.location(of: stages.declaration)
            if let elements = stages.value.flatMap(SyntaxReading.arrayElements) {
                for element in elements {
                    readStage(element, file: stages.file, plan: plan, scope: scope, propertyName: nil, depth: 0)
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
            return ImportedStage(
                kind: kind, from: from, to: to, location: location, propertyName: propertyName,
                mentionedNames: SyntaxReading.identifiers(in: call))
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
