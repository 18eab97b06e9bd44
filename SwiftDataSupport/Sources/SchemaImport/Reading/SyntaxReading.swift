import SwiftSyntax

/// Small readings of expressions and declarations that more than one part of the import needs.
enum SyntaxReading {
    /// The one expression a computed property returns (`{ [A.self, B.self] }`, `{ return ... }`,
    /// `{ get { ... } }`), or `nil` if its body is more than that.
    static func returnedExpression(of accessors: AccessorBlockSyntax) -> ExprSyntax? {
        switch accessors.accessors {
        case .getter(let body): return singleExpression(body)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            else { return nil }
            return singleExpression(body.statements)
        }
    }

    /// The statements of a computed property's getter (`{ ... }` or `{ get { ... } }`).
    static func getterStatements(of accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let body): return body
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    private static func singleExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first else { return nil }
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// A static property of a type's members: whether it is `static`, its declaration, and the expression
    /// it is set to or returns.
    struct StaticProperty {
        var declaration: VariableDeclSyntax
        var file: SwiftSourceFile
        /// The initializer of a stored property, or the single returned expression of a computed one.
        var value: ExprSyntax?
        /// The statements of a computed property's getter, for a value built step by step.
        var getterBody: CodeBlockItemListSyntax?
        /// `static var x = ...` (stored and mutable: global state Swift 6 rejects).
        var isStoredVariable: Bool
    }

    /// The static property `name` among `declaration`'s members (its extensions included).
    static func staticProperty(_ name: String, of declaration: SourceIndex.TypeDeclaration) -> StaticProperty? {
        for (member, file) in zip(declaration.members, declaration.memberFiles) {
            guard let variable = member.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                })
            else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let value = binding.accessorBlock.flatMap(returnedExpression) ?? binding.initializer?.value
                let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
                return StaticProperty(
                    declaration: variable, file: file, value: value,
                    getterBody: binding.accessorBlock.flatMap(getterStatements),
                    isStoredVariable: isVar && binding.accessorBlock == nil)
            }
        }
        return nil
    }

    /// `SchemaV1.self` -> `["SchemaV1"]`; `SchemaV8.SDMeal.self` -> `["SchemaV8", "SDMeal"]`.
    static func metatypePath(_ expression: ExprSyntax) -> [String]? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        return referencePath(base)
    }

    /// `A.B.C` as an expression -> `["A", "B", "C"]`.
    static func referencePath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let path = referencePath(base)
        {
            return path + [access.declName.baseName.text]
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) { return TypeShape.path(of: typeExpression.type) }
        return nil
    }

    /// The elements of an array literal.
    static func arrayElements(_ expression: ExprSyntax) -> [ExprSyntax]? {
        expression.as(ArrayExprSyntax.self)?.elements.map(\.expression)
    }

    /// An integer literal, possibly negative (`-1`, `1_000`).
    static func integer(_ expression: ExprSyntax) -> Int? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return integer(prefix.expression).map { -$0 }
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text.replacingOccurrences(of: "_", with: ""))
    }

    /// A string literal without interpolation.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            text += part.content.text
        }
        return literal.openingPounds == nil ? unescape(text) : text
    }

    /// The common escapes of a string literal's text.
    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The argument labelled `label` of a call or attribute.
    static func argument(_ label: String, in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The last name of a member access or reference: `.cascade`, `Schema.Relationship.DeleteRule.cascade`
    /// -> `cascade`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The names a piece of code mentions, for telling whether a custom stage touches a model.
    static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
    }
}
