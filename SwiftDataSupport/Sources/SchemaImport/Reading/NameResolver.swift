import SchemaModel

/// Finds the declaration a type name means where it is written, as Swift does: the innermost enclosing scope
/// first, then outwards to the top level, following typealiases (a version's `typealias SDMeal =
/// SchemaV8.SDMeal`, the app's top-level map) to the class or enum they name.
struct NameResolver {
    /// What a name means.
    enum Resolution {
        /// A declared type, and the typealiases followed to reach it (the one written first).
        case declared(SourceIndex.TypeDeclaration, through: [SourceIndex.Typealias])
        /// One of the contract's primitive types.
        case primitive(String)
        /// Nothing the sources declare, and no primitive.
        case unknown
    }

    /// The contract's attribute types and the other names it takes for them (`TimeInterval`), which Swift spells
    /// the same way.
    static let primitives = Set(
        PrimitiveType.allCases.map(\.swiftName) + AttributeType.Spelling.allCases.map(\.rawValue))

    let index: SourceIndex

    /// Resolves `path` (`["SchemaV8", "SDMeal"]`) as written inside `scope` (`["SchemaV9", "SDMealLogItem"]`).
    func resolve(_ path: [String], in scope: [String]) -> Resolution {
        resolve(path, in: scope, depth: 0)
    }

    private func resolve(_ path: [String], in scope: [String], depth: Int) -> Resolution {
        guard !path.isEmpty, depth < 32 else { return .unknown }
        for length in stride(from: scope.count, through: 0, by: -1) {
            if let found = resolveQualified(Array(scope.prefix(length)) + path, depth: depth) { return found }
        }
        if path.count == 1, Self.primitives.contains(path[0]) { return .primitive(path[0]) }
        return .unknown
    }

    /// Walks a fully qualified path component by component, replacing a typealias by what it names.
    private func resolveQualified(_ components: [String], depth: Int) -> Resolution? {
        var container = ""
        var followed: [SourceIndex.Typealias] = []
        for (position, component) in components.enumerated() {
            let name = container.isEmpty ? component : container + "." + component
            if index.types[name] != nil {
                container = name
                continue
            }
            guard let alias = index.typealiases[name] else { return nil }
            let target = TypeShape(alias.target)
            guard case .named(let targetPath) = target else { return nil }
            switch resolve(targetPath, in: alias.scope, depth: depth + 1) {
            case .declared(let declaration, let through):
                followed += [alias] + through
                container = declaration.qualifiedName
            case .primitive(let primitive) where position == components.count - 1:
                return .primitive(primitive)
            default:
                return nil
            }
        }
        guard let declaration = index.types[container] else { return nil }
        return .declared(declaration, through: followed)
    }
}
