import SchemaKit
import SchemaModel

/// Checks within one version that need the whole file: names that clash with the namespace or with Swift,
/// structs that hold themselves, properties named by `unique:` and `indexes:`, and relationship inverses.
public struct SchemaValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// The problems in `file`.
    public func validate(_ file: VersionFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for declaration in file.enums where declaration.name == file.name {
            diagnostics.append(namespaceClash(declaration.name, at: file.location(of: .enumeration(declaration.name))))
        }
        for declaration in file.structs where declaration.name == file.name {
            diagnostics.append(namespaceClash(declaration.name, at: file.location(of: .structure(declaration.name))))
        }
        diagnostics += StructNesting(file).recursionProblems()
        // Located only when reported: nearly every name is fine.
        let typeNames: [(name: String, element: SchemaElement)] =
            file.enums.map { ($0.name, .enumeration($0.name)) }
            + file.structs.map { ($0.name, .structure($0.name)) }
            + file.schema.modelNames.map { ($0, .model($0)) }
        for (name, element) in typeNames where Self.reservedTypeNames.contains(name) {
            diagnostics.append(
                .error(
                    .reservedName,
                    "'\(name)' can't be the name of a model, enum or struct: Swift reads 'Namespace.\(name)' as something else",
                    at: file.location(of: element), hint: "choose another name, such as '\(name)Model'"))
        }
        for (name, element) in typeNames {
            let use =
                Self.attributeTypeNames.contains(name)
                ? "attribute types are written with"
                : Self.conformanceNames.contains(name) ? "generated types conform to" : nil
            guard let use else { continue }
            diagnostics.append(
                .error(
                    .reservedName,
                    "'\(name)' can't be the name of a model, enum or struct: \(use) Swift's '\(name)', which it would hide in the version's namespace",
                    at: file.location(of: element), hint: "choose another name, such as '\(name)Record'"))
        }
        let models = file.models
        // By index: a loop over the models copies each whole, and most have nothing to check here.
        for index in models.indices {
            if models[index].name == file.name {
                diagnostics.append(namespaceClash(file.name, at: file.location(of: .model(file.name))))
            }
            guard !models[index].uniqueConstraints.isEmpty || !models[index].indexes.isEmpty else { continue }
            let model = models[index]
            diagnostics += propertyGroupProblems(
                in: model, groups: model.uniqueConstraints, key: "unique", file,
                element: { .uniqueConstraint(model: model.name, properties: $0) })
            diagnostics += propertyGroupProblems(
                in: model, groups: model.indexes, key: "indexes", file,
                element: { .index(model: model.name, properties: $0) })
        }
        diagnostics += InverseValidator(file: file).validate()
        return diagnostics
    }

    /// Names Swift reserves after a dot (`SchemaV1.Type` is a metatype) or as types, even in backticks.
    static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

    /// The Swift types attribute types are written with: a model named `Data` would turn every `Data`
    /// attribute of its version into a reference to itself, in every flavor's generated code.
    static let attributeTypeNames: Set<String> = Set(PrimitiveType.allCases.map(\.swiftName)).union([
        "Array", "Optional", "Dictionary", "Set",
    ])

    /// The standard-library protocols generated enums, structs and models conform to, named without their
    /// module.
    static let conformanceNames: Set<String> = [
        "Codable", "Sendable", "CaseIterable", "Hashable", "Equatable", "Identifiable", "RawRepresentable",
    ]

    private func namespaceClash(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .nameClash, "'\(name)' is also the name of this version's namespace", at: location,
            hint: "set 'name:' at the top of the file to another namespace, such as '\(name)Schema'")
    }

    /// Every property in `unique:`/`indexes:` must be a stored attribute or a to-one relationship.
    private func propertyGroupProblems(
        in model: Model, groups: [[String]], key: String, _ file: VersionFile, element: ([String]) -> SchemaElement
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for group in groups {
            let location = file.location(of: element(group))
            for name in group {
                if let attribute = model.attribute(named: name) {
                    if attribute.isTransient {
                        diagnostics.append(
                            .error(
                                .invalidConstraintProperty,
                                "'\(model.name).\(name)' in '\(key)' is transient, so the store can't use it",
                                at: location, hint: "remove it from '\(key)' or make it stored"))
                    } else if attribute.type.isArray || attribute.type.structName != nil {
                        diagnostics.append(
                            .error(
                                .invalidConstraintProperty,
                                "'\(model.name).\(name)' in '\(key)' is \(attribute.type.isArray ? "an array" : "a struct"), which can't be \(key == "unique" ? "unique" : "indexed")",
                                at: location, hint: "remove it from '\(key)'"))
                    }
                } else if let relationship = model.relationship(named: name) {
                    if relationship.cardinality.isToMany {
                        diagnostics.append(
                            .error(
                                .invalidConstraintProperty,
                                "'\(model.name).\(name)' in '\(key)' is a to-many relationship, which has no column",
                                at: location, hint: "use attributes or to-one relationships in '\(key)'"))
                    }
                } else {
                    diagnostics.append(
                        .error(
                            .invalidConstraintProperty,
                            "'\(key)' names '\(name)', which is not a property of '\(model.name)'", at: location,
                            hint: NameSuggestion.hint(
                                for: name, among: model.propertyNames,
                                otherwise:
                                    "the properties of '\(model.name)' are \(NameSuggestion.list(model.propertyNames, conjunction: "and"))"
                            )))
                }
            }
        }
        return diagnostics
    }
}
