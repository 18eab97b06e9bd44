import SwiftSyntax

/// A stored `var` of a model class as `@Model` sees it.
struct StoredProperty {
    let declaration: VariableDeclSyntax
    let name: String
    /// The name as written, in backticks when it is one.
    let declaredName: String
    let type: TypeSyntax?
    /// The initial value's expression, if the property has one.
    let initialValue: ExprSyntax?

    var hasInitialValue: Bool { initialValue != nil }

    /// The stored properties of a class: `var`s without accessors, one per binding.
    static func all(in classDeclaration: ClassDeclSyntax) -> [StoredProperty] {
        classDeclaration.memberBlock.members.flatMap { member -> [StoredProperty] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil,
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { return nil }
                return StoredProperty(
                    declaration: variable, name: identifier.identifier?.name ?? identifier.text,
                    declaredName: identifier.text,
                    type: binding.typeAnnotation?.type, initialValue: binding.initializer?.value.trimmed)
            }
        }
    }

    private func attribute(named name: String) -> AttributeSyntax? {
        declaration.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
            $0.attributeName.trimmedDescription == name
                || $0.attributeName.trimmedDescription == "SwiftData.\(name)"
        }
    }

    var relationshipAttribute: AttributeSyntax? { attribute(named: "Relationship") }

    var attributeAttribute: AttributeSyntax? { attribute(named: "Attribute") }

    /// The property's entry in `schemaMetadata`, as Apple's expansion writes it: its configuration is the
    /// `@Attribute` or `@Relationship` arguments, passed to the configuration's initializer of the same shape.
    func metadataEntry(in className: String) -> String {
        var configuration = "nil"
        if let attribute = attributeAttribute {
            configuration = "SwiftData.Schema.Attribute(\(attribute.arguments?.trimmedDescription ?? ""))"
        } else if let relationship = relationshipAttribute {
            configuration = "SwiftData.Schema.Relationship(\(relationship.arguments?.trimmedDescription ?? ""))"
        }
        return "SwiftData.Schema.PropertyMetadata(name: \"\(name)\", keypath: \\\(className).\(declaredName), "
            + "defaultValue: \(initialValue?.description ?? "nil"), metadata: \(configuration))"
    }

    var isTransient: Bool { attribute(named: "Transient") != nil }

    /// The `inverse:` key path of the `@Relationship`, as its root type and property.
    var inverse: (type: String, property: String)? {
        guard let arguments = relationshipAttribute?.arguments?.as(LabeledExprListSyntax.self),
            let keyPath = arguments.first(where: { $0.label?.text == "inverse" })?.expression.as(
                KeyPathExprSyntax.self),
            let root = keyPath.root?.trimmedDescription,
            let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return (root.split(separator: ".").last.map(String.init) ?? root, component.declName.baseName.text)
    }

    /// The type's name when it is, after unwrapping optionals and arrays, one of the standard value types a
    /// relationship can never hold.
    var valueTypeName: String? {
        guard var current = type else { return nil }
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let array = current.as(ArrayTypeSyntax.self) {
                current = array.element
            } else {
                break
            }
        }
        let name = current.trimmedDescription
        return Self.valueTypes.contains(name) ? name : nil
    }

    private static let valueTypes: Set<String> = [
        "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "Date", "UUID", "Data", "URL", "Character",
    ]
}
