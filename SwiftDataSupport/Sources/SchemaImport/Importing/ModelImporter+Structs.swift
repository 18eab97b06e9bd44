import SchemaKit
import SwiftSyntax

/// Reading the `Codable` structs attributes hold: each stored property a field, typed as an attribute would
/// be, the structs and enums the fields hold read the same way. SwiftData stores such a struct as a composite
/// of its stored properties by name (it doesn't follow `CodingKeys`; `docs/Importing.md`), which is what a
/// struct of the contract is.
extension ModelImporter {
    /// Registers `declaration` for the version the first time it is used; why it can't be a struct of the
    /// contract otherwise.
    mutating func useStruct(_ declaration: SourceIndex.TypeDeclaration) -> String? {
        if structs.contains(where: { $0.name == declaration.name }) || structsInProgress.contains(declaration.name) {
            return nil
        }
        structsInProgress.insert(declaration.name)
        defer { structsInProgress.remove(declaration.name) }
        let scope = declaration.qualifiedName.split(separator: ".").map(String.init)
        var fields: [(name: String, type: String)] = []
        for member in declaration.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks,
                    !Self.isComputed(binding),
                    // A `let` with a value is never decoded, so it is not stored.
                    !(isLet && binding.initializer != nil)
                else { continue }
                guard let annotation = binding.typeAnnotation else {
                    return "the type of its field '\(name)' (in \(declaration.name)) is not written"
                }
                switch PropertyType.classify(TypeShape(annotation.type), in: scope, resolver: resolver) {
                case .unsupported(let reason):
                    return "its struct \(declaration.name) has a field '\(name)' the contract can't hold: \(reason)"
                case .relationship:
                    return "its struct \(declaration.name) has a field '\(name)' that holds a model"
                case .attribute(let type, let valueType, _):
                    if let valueType, valueType.kind == .struct {
                        if let problem = useStruct(valueType) { return problem }
                    } else if let valueType, useEnum(valueType) == nil {
                        return
                            "its struct \(declaration.name) has a field '\(name)' whose enum \(valueType.name) has a "
                            + "case with an associated value or a raw value that is not a literal"
                    }
                    fields.append((name, type))
                }
            }
        }
        guard !fields.isEmpty else { return "its struct \(declaration.name) has no stored properties" }
        structs.append(ImportedStruct(name: declaration.name, fields: fields, location: declaration.location))
        return nil
    }
}
