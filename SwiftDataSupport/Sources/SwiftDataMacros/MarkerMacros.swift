import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute`: its arguments are type-checked against Apple's signature; it adds nothing.
public struct AttributeMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Transient`: adds nothing; `@Model` checks the property has an initial value.
public struct TransientMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Unique` and `#Index`: their key paths are type-checked against the model; they declare nothing.
public struct ConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Relationship`: a peer that type-checks the property's type as a model, an optional model or an array of
/// models, which is what SwiftData accepts.
public struct RelationshipMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmed
        else { return [] }
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        return [
            """
            private static func _relationshipTypeCheck_\(raw: bare)() {
                SwiftData._requireRelationshipType((\(type)).self)
            }
            """
        ]
    }
}
