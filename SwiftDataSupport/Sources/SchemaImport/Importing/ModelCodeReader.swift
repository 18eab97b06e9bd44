import Foundation
import SchemaKit
import SwiftSyntax

/// Reads ``ModelCode`` from a `@Model` class's own body (members of its extensions stay where the app wrote
/// them, and keep compiling against the generated class through the typealias map).
enum ModelCodeReader {
    /// The code of `declaration`, a class whose stored properties are `storedNames`, in a version whose file
    /// declares the enums and structs `valueTypes` (a nested one of those names is the file's now).
    static func read(
        _ declaration: SourceIndex.TypeDeclaration, entityName: String, storedNames: Set<String>,
        valueTypes: Set<String>
    ) -> ModelCode {
        var members: [ModelCode.Member] = []
        var imports: [String] = []
        for (member, file) in zip(declaration.members, declaration.memberFiles) where isInClassBody(member) {
            for module in file.imports where !imports.contains(module) { imports.append(module) }
            guard let read = self.member(member, file: file, storedNames: storedNames, valueTypes: valueTypes)
            else { continue }
            members.append(read)
        }
        return ModelCode(
            entityName: entityName, className: declaration.qualifiedName, location: declaration.location,
            imports: imports, members: members)
    }

    /// Whether `member` is written in the class itself rather than in an extension of it.
    private static func isInClassBody(_ member: DeclSyntax) -> Bool {
        var node = member.parent
        while let current = node {
            if current.is(ClassDeclSyntax.self) { return true }
            if current.is(ExtensionDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func member(
        _ member: DeclSyntax, file: SwiftSourceFile, storedNames: Set<String>, valueTypes: Set<String>
    ) -> ModelCode.Member? {
        let location = file.location(of: member)
        let text = dedented(member.description)
        if let variable = member.as(VariableDeclSyntax.self) {
            let names = variable.bindings.compactMap {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
            }
            let isStatic = variable.modifiers.contains {
                [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
            }
            let isComputed = variable.bindings.allSatisfy(ModelImporter.isComputed)
            // Stored instance properties are the version file's; static ones may live in an extension.
            guard isStatic || isComputed else { return nil }
            guard !names.contains(where: storedNames.contains) else { return nil }
            let name = "\(isStatic ? "static " : "")var \(names.joined(separator: ", "))"
            return ModelCode.Member(name: name, text: text, location: location, kind: .copied)
        }
        if let function = member.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ModelCode.Member(
                name: "func \(function.name.text)(\(labels))", text: text, location: location, kind: .copied)
        }
        if let initializer = member.as(InitializerDeclSyntax.self) {
            return readInitializer(initializer, text: text, location: location, storedNames: storedNames)
        }
        if member.is(DeinitializerDeclSyntax.self) {
            return ModelCode.Member(
                name: "deinit", text: text, location: location,
                kind: .notCarried(reason: "an extension can't declare a deinitialiser"))
        }
        if let subscriptDeclaration = member.as(SubscriptDeclSyntax.self) {
            let labels = subscriptDeclaration.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ModelCode.Member(name: "subscript(\(labels))", text: text, location: location, kind: .copied)
        }
        if let (kind, name) = nestedType(member) {
            guard !valueTypes.contains(name) else { return nil }
            return ModelCode.Member(name: "\(kind) \(name)", text: text, location: location, kind: .copied)
        }
        // `#Unique` and `#Index` are the version file's; anything else unknown is left where it is.
        return nil
    }

    private static func nestedType(_ member: DeclSyntax) -> (kind: String, name: String)? {
        if let type = member.as(StructDeclSyntax.self) { return ("struct", type.name.text) }
        if let type = member.as(EnumDeclSyntax.self) { return ("enum", type.name.text) }
        if let type = member.as(ClassDeclSyntax.self) { return ("class", type.name.text) }
        if let type = member.as(TypeAliasDeclSyntax.self) { return ("typealias", type.name.text) }
        return nil
    }

    private static func readInitializer(
        _ initializer: InitializerDeclSyntax, text: String, location: SchemaKit.SourceLocation,
        storedNames: Set<String>
    ) -> ModelCode.Member {
        let parameters = initializer.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        let parameterNames = parameters.map { ($0.secondName ?? $0.firstName).text.trimmingBackticks }
        let name = "init\(initializer.optionalMark?.text ?? "")(\(labels.map { "\($0):" }.joined()))"
        if initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
            // Already delegating: it moves as it is.
            return ModelCode.Member(name: name, text: text, location: location, kind: .copied)
        }
        guard let body = initializer.body else {
            return ModelCode.Member(
                name: name, text: text, location: location, kind: .notCarried(reason: "it has no body"))
        }
        // The leading statements that can run before the generated initialiser: assignments of stored
        // properties become its arguments, and statements that read no `self` (checks, `let`s) go before it.
        // Once such a statement has run, an assignment moves into the call only if its value can't have changed
        // meanwhile: a parameter or a `let`, or a literal.
        var before: [String] = []
        var assignments: [(property: String, value: String)] = []
        var immutableNames = Set(parameterNames)
        var statements = Array(body.statements)
        while let first = statements.first {
            if let assignment = assignment(first, storedNames: storedNames, parameters: Set(parameterNames)) {
                guard before.isEmpty || isStable(assignment.value, immutableNames: immutableNames) else { break }
                assignments.append(assignment)
            } else if !readsSelf(first), !assignsStoredProperty(first, storedNames: storedNames) {
                before.append(dedented(first.description))
                immutableNames.formUnion(letNames(first))
            } else {
                break
            }
            statements.removeFirst()
        }
        let modifiers = initializer.modifiers.filter {
            ![.keyword(.required), .keyword(.override)].contains($0.name.tokenKind)
        }.map(\.trimmedDescription)
        let header =
            (initializer.attributes.map(\.trimmedDescription) + modifiers + ["convenience init"]).joined(separator: " ")
            + (initializer.optionalMark?.text ?? "") + (initializer.genericParameterClause?.trimmedDescription ?? "")
            + initializer.signature.trimmedDescription
            + (initializer.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
        return ModelCode.Member(
            name: name, text: text, location: location,
            kind: .initializer(
                ModelCode.Initializer(
                    header: header, labels: labels, parameterNames: parameterNames, before: before,
                    assignments: assignments,
                    rest: statements.map { dedented($0.description) })))
    }

    /// `self.name = value` or `name = value` (where `name` is a stored property and no parameter), when the
    /// value doesn't read `self`, which a convenience initialiser has only after it delegates.
    private static func assignment(_ item: CodeBlockItemSyntax, storedNames: Set<String>, parameters: Set<String>)
        -> (property: String, value: String)?
    {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target: String
        if let access = elements[0].as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            target = access.declName.baseName.text.trimmingBackticks
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self),
            !parameters.contains(reference.baseName.text.trimmingBackticks)
        {
            target = reference.baseName.text.trimmingBackticks
        } else {
            return nil
        }
        guard storedNames.contains(target) else { return nil }
        let valueNodes = elements.dropFirst(2)
        let readsSelf = valueNodes.contains { node in
            node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
        }
        guard !readsSelf else { return nil }
        return (target, valueNodes.map(\.trimmedDescription).joined(separator: " "))
    }

    /// Whether `item` mentions `self`.
    private static func readsSelf(_ item: CodeBlockItemSyntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }

    /// Whether `item` assigns a stored property in any form, `self.x += 1` included.
    private static func assignsStoredProperty(_ item: CodeBlockItemSyntax, storedNames: Set<String>) -> Bool {
        guard let sequence = item.item.as(SequenceExprSyntax.self), let target = sequence.elements.first else {
            return false
        }
        let name =
            target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map { storedNames.contains($0.trimmingBackticks) } ?? false
    }

    /// The names a `let` declaration binds.
    private static func letNames(_ item: CodeBlockItemSyntax) -> [String] {
        guard let variable = item.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let)
        else { return [] }
        return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// Whether `value` is a literal or one of `immutableNames`, so evaluating it later gives the same.
    private static func isStable(_ value: String, immutableNames: Set<String>) -> Bool {
        if immutableNames.contains(value) || ["nil", "true", "false"].contains(value) { return true }
        if value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\(") { return true }
        return Double(value) != nil
    }

    /// `text` without its leading blank lines and trailing whitespace, every line moved left by the smallest
    /// indentation among them.
    static func dedented(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        let indent =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}
