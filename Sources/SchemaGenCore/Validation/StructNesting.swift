import SchemaKit
import SchemaModel

/// Which structs hold which, in one version: a struct that holds itself other than in an array, directly or
/// through other structs, would be a Swift value type of infinite size (an optional doesn't help: `Optional`
/// stores its value inline).
struct StructNesting {
    private let file: VersionFile

    init(_ file: VersionFile) {
        self.file = file
    }

    /// One error per cycle, at its struct written first, naming the path around it.
    func recursionProblems() -> [Diagnostic] {
        var reported: Set<String> = []
        return file.structs.compactMap { declaration in
            guard !reported.contains(declaration.name), let path = cycle(from: declaration.name) else { return nil }
            for hop in path { reported.insert(String(hop.prefix { $0 != "." })) }
            let fieldPath = path.joined(separator: " -> ")
            return .error(
                .recursiveStruct,
                "the struct '\(declaration.name)' holds itself (\(fieldPath)), so it would have no size",
                at: file.location(of: .structure(declaration.name)),
                hint:
                    "hold the inner value in an array ('[\(declaration.name)]'), or make it a model with a relationship"
            )
        }
    }

    /// The fields from `start` back to itself through inline (non-array) fields, as `Struct.field`, if any.
    private func cycle(from start: String) -> [String]? {
        var visited: Set<String> = []
        func search(_ name: String, _ path: [String]) -> [String]? {
            guard let declaration = file.structDeclaration(named: name) else { return nil }
            for field in declaration.fields where !field.type.isArray {
                guard let inner = field.type.structName else { continue }
                let next = path + ["\(name).\(field.name)"]
                if inner == start { return next }
                if visited.insert(inner).inserted, let found = search(inner, next) { return found }
            }
            return nil
        }
        return search(start, [])
    }
}
