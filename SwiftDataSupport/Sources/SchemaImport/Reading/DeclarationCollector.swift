import SchemaKit
import SwiftSyntax

/// Walks every file's declarations, at any depth and inside `#if`, and records types, extensions and
/// typealiases into a ``SourceIndex``. Extensions add their members to the type they extend, wherever
/// either is declared.
struct DeclarationCollector {
    private(set) var index = SourceIndex()

    /// Collects the declarations of `files`, in order.
    static func index(of files: [SwiftSourceFile]) -> SourceIndex {
        var collector = DeclarationCollector()
        for file in files {
            for item in file.syntax.statements {
                if case .decl(let declaration) = item.item {
                    collector.collect(declaration, scope: [], file: file)
                }
            }
        }
        collector.attachPendingMembers()
        return collector.index
    }

    private mutating func collect(_ declaration: DeclSyntax, scope: [String], file: SwiftSourceFile) {
        if let type = declaration.as(ClassDeclSyntax.self) {
            addType(
                .class, name: type.name.text, attributes: type.attributes, inherited: type.inheritanceClause,
                members: type.memberBlock, node: type, scope: scope, file: file)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            addType(
                .struct, name: type.name.text, attributes: type.attributes, inherited: type.inheritanceClause,
                members: type.memberBlock, node: type, scope: scope, file: file)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            addType(
                .enum, name: type.name.text, attributes: type.attributes, inherited: type.inheritanceClause,
                members: type.memberBlock, node: type, scope: scope, file: file)
        } else if let typeAlias = declaration.as(TypeAliasDeclSyntax.self) {
            let name = (scope + [typeAlias.name.text]).joined(separator: ".")
            index.typealiases[name] = SourceIndex.Typealias(
                qualifiedName: name, scope: scope, target: typeAlias.initializer.value,
                location: file.location(of: typeAlias))
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            // An extension names its type from the top level, whatever scope it is written in.
            let path = TypeShape.path(of: extensionDecl.extendedType)
            let name = path.joined(separator: ".")
            index.extensionConformances[name, default: []] +=
                extensionDecl.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            for member in members(of: extensionDecl.memberBlock) {
                index.pendingMembers[name, default: []].append((member, file))
                collect(member, scope: path, file: file)
            }
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            for declaration in Self.declarations(in: conditional) {
                collect(declaration, scope: scope, file: file)
            }
        }
    }

    private mutating func addType(
        _ kind: SourceIndex.TypeDeclaration.Kind, name: String, attributes: AttributeListSyntax,
        inherited: InheritanceClauseSyntax?, members block: MemberBlockSyntax, node: some SyntaxProtocol,
        scope: [String], file: SwiftSourceFile
    ) {
        let path = scope + [name]
        let qualifiedName = path.joined(separator: ".")
        let members = members(of: block)
        var declaration = SourceIndex.TypeDeclaration(
            kind: kind, qualifiedName: qualifiedName, name: name, location: file.location(of: node),
            attributes: Self.attributeNames(attributes))
        declaration.inheritedTypes = inherited?.inheritedTypes.map(\.type) ?? []
        declaration.members = members
        declaration.memberFiles = Array(repeating: file, count: members.count)
        index.types[qualifiedName] = declaration
        for member in members {
            collect(member, scope: path, file: file)
        }
    }

    /// The member declarations of a type or extension body, with those inside `#if` flattened.
    private func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
        block.members.flatMap { item -> [DeclSyntax] in
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) { return Self.declarations(in: conditional) }
            return [item.decl]
        }
    }

    /// The declarations of every branch of an `#if`: the import can't know the build configuration, and
    /// a model declared under one condition is still part of the app's history.
    static func declarations(in conditional: IfConfigDeclSyntax) -> [DeclSyntax] {
        conditional.clauses.flatMap { clause -> [DeclSyntax] in
            switch clause.elements {
            case .decls(let members): members.map(\.decl)
            case .statements(let statements):
                statements.compactMap { item in
                    if case .decl(let declaration) = item.item { return declaration }
                    return nil
                }
            default: []
            }
        }
    }

    /// Extension members join their type's members once every file is read.
    private mutating func attachPendingMembers() {
        for (name, members) in index.pendingMembers.sorted(by: { $0.key < $1.key }) {
            index.types[name]?.members += members.map(\.0)
            index.types[name]?.memberFiles += members.map(\.1)
        }
        index.pendingMembers = [:]
    }

    /// `@Model`, `@SwiftData.Model` -> `Model`.
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return TypeShape.lastComponent(of: attribute.attributeName)
        }
    }
}
