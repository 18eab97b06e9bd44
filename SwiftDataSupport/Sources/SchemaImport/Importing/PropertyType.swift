import SwiftSyntax

/// What a stored property's Swift type is in the contract's terms.
enum PropertyType {
    /// An attribute (or a struct's field): the contract's type text, and the enum or struct it uses, if any.
    case attribute(type: String, valueType: SourceIndex.TypeDeclaration?, element: String)
    /// A relationship to a model class.
    case relationship(target: SourceIndex.TypeDeclaration, isToMany: Bool, isOptional: Bool)
    /// Nothing the contract can express, and why.
    case unsupported(String)

    /// Classifies `shape` as written inside `scope`.
    static func classify(_ shape: TypeShape, in scope: [String], resolver: NameResolver) -> PropertyType {
        let (inner, isOptional) = shape.unwrapped
        let suffix = isOptional ? "?" : ""
        if case .array(let element) = inner {
            guard case .named(let path) = element else {
                return .unsupported("an array of \(element), which the contract has no type for")
            }
            switch resolver.resolve(path, in: scope) {
            case .primitive(let name):
                return .attribute(type: "[\(name)]\(suffix)", valueType: nil, element: name)
            case .declared(let declaration, _):
                if declaration.isModel {
                    return .relationship(target: declaration, isToMany: true, isOptional: isOptional)
                }
                if let problem = declaration.valueProblem { return .unsupported(problem) }
                return .attribute(
                    type: "[\(declaration.name)]\(suffix)", valueType: declaration, element: declaration.name)
            case .unknown:
                return .unsupported("its element type \(element) is not declared in the sources read")
            }
        }
        guard case .named(let path) = inner else {
            return .unsupported("its type \(shape) is not one the contract has")
        }
        switch resolver.resolve(path, in: scope) {
        case .primitive(let name): return .attribute(type: name + suffix, valueType: nil, element: name)
        case .declared(let declaration, _):
            if declaration.isModel {
                return .relationship(target: declaration, isToMany: false, isOptional: isOptional)
            }
            if let problem = declaration.valueProblem { return .unsupported(problem) }
            return .attribute(type: declaration.name + suffix, valueType: declaration, element: declaration.name)
        case .unknown:
            // `Kind.RawValue`, as a model that stores an enum by its raw value writes it.
            if path.count > 1, path.last == "RawValue",
                case .declared(let declaration, _) = resolver.resolve(Array(path.dropLast()), in: scope),
                let rawType = declaration.enumRawType
            {
                return .attribute(type: rawType + suffix, valueType: nil, element: rawType)
            }
            return .unsupported("its type \(inner) is not declared in the sources read, nor one the contract has")
        }
    }
}

extension SourceIndex.TypeDeclaration {
    /// Whether it is a `@Model` class.
    var isModel: Bool { kind == .class && attributes.contains("Model") }

    /// The raw type of an enum with `String` or `Int` raw values, as the contract has them.
    var enumRawType: String? {
        guard kind == .enum else { return nil }
        return inheritedTypes.lazy.map { TypeShape.lastComponent(of: $0) }.first { ["String", "Int"].contains($0) }
    }

    /// Why the type can't be an attribute of the contract, or `nil` if it is a raw-value enum or a struct it can
    /// be (whether each of a struct's fields can is the struct's import to say).
    var valueProblem: String? {
        switch kind {
        case .struct: return nil
        case .class: return "its type \(name) is a class that is not a @Model"
        case .enum:
            guard enumRawType == nil else { return nil }
            let hasAssociatedValues = members.contains { member in
                member.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
            }
            return hasAssociatedValues
                ? "its type \(name) is an enum with associated values, which no store keeps by raw value"
                : "its type \(name) is an enum without String or Int raw values (a Codable value)"
        }
    }
}
