import SwiftSyntax

/// Evaluates a static list property the way the app's build would, without running it: the `models` of a
/// versioned schema and the `schemas` and `stages` of a plan, however real apps write them.
///
/// - a literal: `[A.self, B.self]`;
/// - another type's list: `SchemaV1.models`, `SchemaV1.models + [C.self]`;
/// - a list built step by step: `var all = [...]`, `all.append(X.self)`, `all += [...]`,
///   `all.append(contentsOf: [...])`, inside `#if` branches (the ``BuildConfiguration``'s), then `return all`.
///
/// Each element comes with the scope its names are resolved in: the type whose property wrote it.
struct StaticListEvaluator {
    /// One element of an evaluated list.
    struct Element {
        var expression: ExprSyntax
        var file: SwiftSourceFile
        /// The qualified name's components of the type whose property wrote the element.
        var scope: [String]
    }

    let resolver: NameResolver
    let configuration: BuildConfiguration

    /// The elements of the static property `name` of `type`, or `nil` when it is missing or is built in a way
    /// this evaluator does not follow.
    func elements(of name: String, on type: SourceIndex.TypeDeclaration) -> [Element]? {
        elements(of: name, on: type, depth: 0)
    }

    private func elements(of name: String, on type: SourceIndex.TypeDeclaration, depth: Int) -> [Element]? {
        guard depth < 8, let property = SyntaxReading.staticProperty(name, of: type) else { return nil }
        let context = Context(
            file: property.file, scope: type.qualifiedName.split(separator: ".").map(String.init), type: type,
            depth: depth)
        if let body = property.getterBody, property.value == nil {
            var variables: [String: [Element]] = [:]
            if case .returned(let list) = evaluate(body, context, &variables, isGetter: true) { return list }
            return nil
        }
        return property.value.flatMap { evaluate($0, context, [:]) }
    }

    private struct Context {
        var file: SwiftSourceFile
        var scope: [String]
        var type: SourceIndex.TypeDeclaration
        var depth: Int
    }

    private func evaluate(_ expression: ExprSyntax, _ context: Context, _ variables: [String: [Element]])
        -> [Element]?
    {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.map { Element(expression: $0.expression, file: context.file, scope: context.scope) }
        }
        if let wrapped = expression.as(TryExprSyntax.self) { return evaluate(wrapped.expression, context, variables) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, context, variables)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a + b + c`: only concatenation.
            var result: [Element] = []
            for (offset, element) in sequence.elements.enumerated() {
                if offset % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let part = evaluate(element, context, variables) else { return nil }
                result += part
            }
            return result
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return variables[name] ?? elements(of: name, on: context.type, depth: context.depth + 1)
        }
        // `SchemaV1.models`, `Self.models`: another type's list, whose names resolve in that type.
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let path = SyntaxReading.referencePath(base)
        {
            let owner: SourceIndex.TypeDeclaration?
            if path == ["Self"] || path == ["self"] {
                owner = context.type
            } else if case .declared(let declaration, _) = resolver.resolve(path, in: context.scope) {
                owner = declaration
            } else {
                owner = nil
            }
            return owner.flatMap { elements(of: access.declName.baseName.text, on: $0, depth: context.depth + 1) }
        }
        return nil
    }

    /// How running a getter's statements ended.
    private enum Outcome {
        case returned([Element])
        case fellThrough
        case unreadable
    }

    /// Runs `statements`; a getter's one expression is what it returns (inside an `#if` branch it is not).
    private func evaluate(
        _ statements: CodeBlockItemListSyntax, _ context: Context, _ variables: inout [String: [Element]],
        isGetter: Bool = false
    ) -> Outcome {
        for item in statements {
            switch item.item {
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    guard let clause = configuration.activeClause(of: conditional) else { continue }
                    guard case .statements(let inner) = clause.elements else { return .unreadable }
                    let outcome = evaluate(inner, context, &variables)
                    if case .fellThrough = outcome { continue }
                    return outcome
                }
                guard let variable = declaration.as(VariableDeclSyntax.self) else { return .unreadable }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value, let list = evaluate(value, context, variables)
                    else { return .unreadable }
                    variables[name] = list
                }
            case .stmt(let statement):
                guard let returned = statement.as(ReturnStmtSyntax.self)?.expression,
                    let list = evaluate(returned, context, variables)
                else { return .unreadable }
                return .returned(list)
            case .expr(let expression):
                if isGetter && statements.count == 1 {
                    return evaluate(expression, context, variables).map(Outcome.returned) ?? .unreadable
                }
                guard apply(expression, context, &variables) else { return .unreadable }
            }
        }
        return .fellThrough
    }

    /// `all.append(X.self)`, `all.append(contentsOf: [...])`, `all += [...]`, `all = [...]`.
    private func apply(_ expression: ExprSyntax, _ context: Context, _ variables: inout [String: [Element]]) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "append",
            let name = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, variables[name] != nil,
            call.arguments.count == 1, let argument = call.arguments.first
        {
            if argument.label?.text == "contentsOf" {
                guard let list = evaluate(argument.expression, context, variables) else { return false }
                variables[name, default: []] += list
            } else {
                variables[name, default: []].append(
                    Element(expression: argument.expression, file: context.file, scope: context.scope))
            }
            return true
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let target = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let operatorText = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text
                ?? (Array(sequence.elements)[1].is(AssignmentExprSyntax.self) ? "=" : nil),
            ["+=", "="].contains(operatorText), let last = sequence.elements.last,
            let list = evaluate(last, context, variables)
        {
            variables[target] = operatorText == "=" ? list : variables[target, default: []] + list
            return true
        }
        return false
    }
}
