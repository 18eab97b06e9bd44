import SwiftSyntax

/// A property's type as written, reduced to what the contract can say: a name (possibly qualified), an
/// optional or an array of another shape; anything else (dictionaries, tuples, functions) is `.other`.
indirect enum TypeShape: Hashable, CustomStringConvertible {
    /// `String`, `SchemaV8.SDUserProfile`: the path of components, module names removed.
    case named([String])
    /// `T?`, `T!`, `Optional<T>`.
    case optional(TypeShape)
    /// `[T]`, `Array<T>`.
    case array(TypeShape)
    /// Any other type, as written.
    case other(String)

    /// Module names that may qualify a type the contract knows (`Swift.String`, `Foundation.Date`).
    private static let moduleNames: Set<String> = ["Swift", "Foundation", "SwiftData"]

    /// Reads a type.
    init(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self = .optional(TypeShape(optional.wrappedType))
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeShape(unwrapped.wrappedType))
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = .array(TypeShape(array.element))
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self = TypeShape(attributed.baseType)
        } else if let generic = Self.genericArgument(of: type), ["Optional", "Array"].contains(generic.name) {
            self =
                generic.name == "Optional"
                ? .optional(TypeShape(generic.argument)) : .array(TypeShape(generic.argument))
        } else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self), Self.isPlainPath(type) {
            self = .named(Self.path(of: type))
        } else {
            self = .other(type.trimmedDescription)
        }
    }

    /// The type with its outer optional removed, and whether there was one.
    var unwrapped: (shape: TypeShape, isOptional: Bool) {
        if case .optional(let wrapped) = self { return (wrapped, true) }
        return (self, false)
    }

    var description: String {
        switch self {
        case .named(let path): path.joined(separator: ".")
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .other(let text): text
        }
    }

    /// `SchemaV8.SDUserProfile` -> `["SchemaV8", "SDUserProfile"]`; `Swift.String` -> `["String"]`.
    static func path(of type: TypeSyntax) -> [String] {
        var components: [String] = []
        var current: TypeSyntax? = type
        while let node = current {
            if let member = node.as(MemberTypeSyntax.self) {
                components.insert(member.name.text, at: 0)
                current = member.baseType
            } else if let identifier = node.as(IdentifierTypeSyntax.self) {
                components.insert(identifier.name.text, at: 0)
                current = nil
            } else if let attributed = node.as(AttributedTypeSyntax.self), components.isEmpty {
                // `@preconcurrency VersionedSchema`, `@MainActor P`: the attribute does not change what is named.
                current = attributed.baseType
            } else {
                components.insert(node.trimmedDescription, at: 0)
                current = nil
            }
        }
        if components.count > 1, moduleNames.contains(components[0]) { components.removeFirst() }
        return components
    }

    /// The last component of a type's name: `SwiftData.VersionedSchema` -> `VersionedSchema`.
    static func lastComponent(of type: TypeSyntax) -> String {
        path(of: type).last ?? type.trimmedDescription
    }

    /// Whether every component of a name is a plain identifier without generic arguments.
    private static func isPlainPath(_ type: TypeSyntax) -> Bool {
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause == nil && isPlainPath(member.baseType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.genericArgumentClause == nil }
        return false
    }

    /// `Optional<T>` / `Swift.Array<T>`: the generic's name and its single type argument.
    private static func genericArgument(of type: TypeSyntax) -> (name: String, argument: TypeSyntax)? {
        let name: String
        let clause: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            (name, clause) = (identifier.name.text, identifier.genericArgumentClause)
        } else if let member = type.as(MemberTypeSyntax.self), moduleNames.contains(member.baseType.trimmedDescription)
        {
            (name, clause) = (member.name.text, member.genericArgumentClause)
        } else {
            return nil
        }
        guard let arguments = clause?.arguments, arguments.count == 1, let only = arguments.first,
            let argument = Syntax(only.argument).as(TypeSyntax.self)
        else { return nil }
        return (name, argument)
    }
}
