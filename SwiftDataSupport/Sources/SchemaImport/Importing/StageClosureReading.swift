import SwiftSyntax

/// What a `.custom` stage's `willMigrate` and `didMigrate` do, read from their code: whether they do any
/// work (anything beyond saving the context or logging), and the names they mention, following one call
/// into a type the sources declare (`try V1ToV2Migrator.run(context: context)`) and typealiases to the
/// classes they name (`LegacyBookmark` -> `Bookmark`).
struct StageClosureReading {
    let index: SourceIndex
    let resolver: NameResolver

    /// What the stage's closures do.
    struct Reading {
        /// Whether either closure does more than save the context or log.
        var doesWork: Bool
        /// The names the stage mentions, its delegates' and the classes its typealiases name included.
        var mentionedNames: Set<String>
    }

    /// Reads the closures of the stage `call`, written inside `scope`.
    func read(_ call: FunctionCallExprSyntax, scope: [String]) -> Reading {
        var closures: [ExprSyntax] = call.arguments.filter { ["willMigrate", "didMigrate"].contains($0.label?.text) }
            .map(\.expression)
        if let trailing = call.trailingClosure { closures.append(ExprSyntax(trailing)) }
        closures += call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        var names = SyntaxReading.identifiers(in: call)
        for delegate in delegates(in: call, scope: scope) {
            for member in delegate.members { names.formUnion(SyntaxReading.identifiers(in: member)) }
        }
        for name in names {
            if case .declared(let declaration, let aliases) = resolver.resolve([name], in: scope), !aliases.isEmpty {
                names.insert(declaration.name)
            }
        }
        return Reading(doesWork: closures.contains(where: doesWork), mentionedNames: names)
    }

    /// Whether a closure argument does work: `nil` and `{ _ in }` do none, nor do `try context.save()` and
    /// logging; a function passed by name is taken to do some, since the import can't tell.
    private func doesWork(_ closure: ExprSyntax) -> Bool {
        if closure.is(NilLiteralExprSyntax.self) { return false }
        guard let literal = closure.as(ClosureExprSyntax.self) else { return true }
        return literal.statements.contains { !Self.isBookkeeping($0) }
    }

    /// `try context.save()`, `print(...)`, `logger.info(...)`, `Log.migration.info(...)`, and
    /// `if context.hasChanges { try context.save() }`.
    private static func isBookkeeping(_ item: CodeBlockItemSyntax) -> Bool {
        var expression: ExprSyntax
        switch item.item {
        case .expr(let value): expression = value
        case .stmt(let statement):
            guard let wrapped = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
            expression = wrapped
        case .decl: return false
        }
        if let condition = expression.as(IfExprSyntax.self) {
            return condition.elseBody == nil && condition.body.statements.allSatisfy(isBookkeeping)
        }
        if let attempt = expression.as(TryExprSyntax.self) { expression = attempt.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let path = SyntaxReading.referencePath(call.calledExpression), let last = path.last
        else { return false }
        if path.count == 1 { return ["print", "debugPrint", "NSLog", "os_log"].contains(last) }
        return last == "save" || path.dropLast().contains { $0.lowercased().hasPrefix("log") }
    }

    /// The types the stage calls into (`V1ToV2Migrator` in `V1ToV2Migrator.run(context:)`), declared in the
    /// sources; not model classes, raw-value enums, versioned schemas or plans, whose members are the history
    /// itself rather than code that copies it.
    private func delegates(in call: FunctionCallExprSyntax, scope: [String]) -> [SourceIndex.TypeDeclaration] {
        var found: [String: SourceIndex.TypeDeclaration] = [:]
        for token in call.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                case .declared(let declaration, _) = resolver.resolve([name], in: scope), !declaration.isModel,
                declaration.kind != .enum || declaration.enumRawType == nil,
                !["VersionedSchema", "SchemaMigrationPlan"].contains(where: { index.conforms(declaration, to: $0) })
            else { continue }
            found[declaration.qualifiedName] = declaration
        }
        return found.values.sorted { $0.qualifiedName < $1.qualifiedName }
    }
}
