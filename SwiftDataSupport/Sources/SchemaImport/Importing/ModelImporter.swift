import SchemaKit
import SchemaModel
import SwiftSyntax

/// Reads one `@Model` class into an ``ImportedModel``: its stored properties as attributes and relationships
/// (a property typed as a model is a relationship with or without `@Relationship`), `@Attribute` and
/// `@Relationship` arguments, `#Unique` and `#Index`; and collects the enums and structs its attributes use.
struct ModelImporter {
    let resolver: NameResolver
    /// The enums used so far in this version, by name, in the order of first use.
    private(set) var enums: [ImportedEnum] = []
    /// The structs used so far in this version, each after the structs its fields hold.
    var structs: [ImportedStruct] = []
    /// The structs being read, whose fields may hold them again through an array.
    var structsInProgress: Set<String> = []
    /// Warnings about what does not translate.
    private(set) var diagnostics: [Diagnostic] = []

    init(resolver: NameResolver) {
        self.resolver = resolver
    }

    /// The model read from `declaration`, reused in a version through `alias` if it is.
    mutating func importModel(
        _ declaration: SourceIndex.TypeDeclaration, reusedThrough alias: SchemaKit.SourceLocation?
    )
        -> ImportedModel
    {
        var model = ImportedModel(
            entityName: declaration.name, className: declaration.qualifiedName, location: declaration.location,
            reusedThrough: alias, properties: [], unique: [], indexes: [])
        let scope = declaration.qualifiedName.split(separator: ".").map(String.init)
        model.superclass = superclass(of: declaration, scope: scope)
        for (member, file) in zip(declaration.members, declaration.memberFiles) {
            if let variable = member.as(VariableDeclSyntax.self) {
                model.properties += properties(of: variable, scope: scope, file: file)
            } else if let macro = member.as(MacroExpansionDeclSyntax.self) {
                switch macro.macroName.text {
                case "Unique": model.unique += Self.keyPathLists(macro.arguments)
                case "Index": model.indexes += Self.keyPathLists(macro.arguments)
                default: break
                }
            }
        }
        return model
    }

    /// The entity name of the `@Model` class `declaration` inherits from: a class's superclass is the first type
    /// of its inheritance clause, and only a model's is a superentity (another class would be refused by
    /// SwiftData's macro).
    private func superclass(of declaration: SourceIndex.TypeDeclaration, scope: [String]) -> String? {
        guard declaration.kind == .class, let first = declaration.inheritedTypes.first,
            case .declared(let superclass, _) = resolver.resolve(
                TypeShape.path(of: first), in: Array(scope.dropLast())),
            superclass.isModel
        else { return nil }
        return superclass.name
    }

    private mutating func properties(of variable: VariableDeclSyntax, scope: [String], file: SwiftSourceFile)
        -> [ImportedProperty]
    {
        let isStatic = variable.modifiers.contains {
            [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
        }
        guard !isStatic else { return [] }
        let attributes = variable.attributes.compactMap { element -> AttributeSyntax? in
            if case .attribute(let attribute) = element { return attribute }
            return nil
        }
        func attribute(_ name: String) -> AttributeSyntax? {
            attributes.first { TypeShape.lastComponent(of: $0.attributeName) == name }
        }
        var result: [ImportedProperty] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks,
                !Self.isComputed(binding)
            else { continue }
            let location = file.location(of: binding)
            let kind = propertyKind(
                binding, scope: scope, location: location, name: name,
                attribute: attribute("Attribute"), relationship: attribute("Relationship"),
                isTransient: attribute("Transient") != nil)
            result.append(ImportedProperty(name: name, location: location, kind: kind))
        }
        return result
    }

    private mutating func propertyKind(
        _ binding: PatternBindingSyntax, scope: [String], location: SchemaKit.SourceLocation, name: String,
        attribute: AttributeSyntax?, relationship: AttributeSyntax?, isTransient: Bool
    ) -> ImportedProperty.Kind {
        let initialValue = binding.initializer?.value
        guard let shape = binding.typeAnnotation.map({ TypeShape($0.type) }) ?? initialValue.flatMap(Self.inferredType)
        else {
            return omit(name, "its type is not written and can't be told from its initial value", at: location)
        }
        let arguments = Self.arguments(attribute)
        // `.transformable(by: T.self)` is a call; its option name is what is called.
        let options = arguments.map { $0.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? $0.expression }
        let isTransformed = options.contains { SyntaxReading.memberName($0) == "transformable" }
        switch PropertyType.classify(shape, in: scope, resolver: resolver) {
        case .unsupported(let reason):
            // Said first, so that what is left out is known not to be stored (``UnsupportedContent``).
            let why =
                isTransient
                ? "it is @Transient, and \(reason)"
                : isTransformed ? "it is stored with a value transformer (.transformable), and \(reason)" : reason
            return omit(name, why, at: location)
        case .relationship(let target, let isToMany, let isOptional):
            var spec = RelationshipSpec(target: target.name, isToMany: isToMany, isOptional: isOptional)
            spec.targetClass = target.qualifiedName
            readRelationshipArguments(Self.arguments(relationship), into: &spec, at: location)
            return .relationship(spec)
        case .attribute(let type, let valueType, let element):
            var spec = AttributeSpec(type: type)
            spec.isTransient = isTransient
            var enumCases: Set<String>?
            if let valueType, valueType.kind == .struct {
                if let problem = useStruct(valueType) {
                    return omit(name, problem, at: location)
                }
            } else if let valueType {
                guard let imported = useEnum(valueType) else {
                    return omit(
                        name,
                        "its enum \(valueType.name) has a case with an associated value or a raw value "
                            + "that is not a literal", at: location)
                }
                enumCases = Set(imported.cases.map(\.name))
            }
            readAttributeArguments(arguments, into: &spec, at: location)
            if let initialValue, let rawValue = EnumImporter.rawValue(initialValue, resolver: resolver, scope: scope) {
                spec.defaultValue = rawValue
            } else if let initialValue {
                let translator = InitialValueTranslator(
                    elementType: element, isArray: type.hasPrefix("["), enumCases: enumCases)
                switch translator.translate(initialValue) {
                case .success(let value): spec.defaultValue = value
                // Carried as Swift, verbatim: the generated initialiser evaluates it as the app's did.
                case .failure(let failure) where !failure.expression.contains(where: \.isNewline):
                    spec.defaultValue = .swift(failure.expression)
                case .failure(let failure):
                    spec.notes.append("initial value \(failure.expression) not imported")
                    diagnostics.append(
                        .warning(
                            .untranslatableInitialValue,
                            "the initial value of '\(name)' (\(failure.expression)) can't be written as a default; "
                                + "it is imported without one", at: location,
                            hint: "write its default: in the version file by hand"))
                }
            }
            // An optional with no initial value starts as nil, which needs no default.
            if spec.isTransient && spec.defaultValue == nil && !type.hasSuffix("?") {
                return omit(name, "it is @Transient without an initial value the contract can express", at: location)
            }
            // Never read from the store, so a required one needs a default, as a transient one does.
            if spec.options.contains(.ephemeral), spec.defaultValue == nil, !spec.type.hasSuffix("?") {
                return omit(
                    name, "it is .ephemeral and required without an initial value the contract can express",
                    at: location)
            }
            return .attribute(spec)
        }
    }

    private mutating func omit(_ name: String, _ reason: String, at location: SchemaKit.SourceLocation)
        -> ImportedProperty.Kind
    {
        diagnostics.append(
            .warning(
                .untranslatableProperty, "'\(name)' is not imported: \(reason)", at: location,
                hint: "the version file has a comment where it would be; model it with the contract's types, or keep "
                    + "this model hand-written"))
        return .omitted(reason: reason)
    }

    /// The enum's imported form, registered for the version the first time it is used.
    mutating func useEnum(_ declaration: SourceIndex.TypeDeclaration) -> ImportedEnum? {
        if let known = enums.first(where: { $0.name == declaration.name }) { return known }
        guard let rawType = declaration.enumRawType,
            let imported = EnumImporter.importEnum(declaration, rawType: rawType)
        else { return nil }
        enums.append(imported)
        for (member, location) in EnumImporter.codingMembers(of: declaration) {
            diagnostics.append(
                .warning(
                    .droppedEnumMember,
                    "'\(declaration.name).\(member)' is not imported: the generated enum decodes and encodes by raw value only, so a value this \(member == "init(from:)" ? "decoder rescued" : "encoder wrote") will no longer read",
                    at: location,
                    hint:
                        "turn the fallback into a case removal with a custom stage that rewrites the old values, or keep the enum hand-written"
                ))
        }
        return imported
    }

    private mutating func readAttributeArguments(
        _ arguments: [LabeledExprSyntax], into spec: inout AttributeSpec, at location: SchemaKit.SourceLocation
    ) {
        for argument in arguments {
            switch argument.label?.text {
            case "originalName": spec.originalName = SyntaxReading.string(argument.expression)
            case "hashModifier": spec.hashModifier = SyntaxReading.string(argument.expression)
            case nil:
                if let transformer = Self.transformer(argument.expression) {
                    spec.transformer = transformer
                    continue
                }
                let name = SyntaxReading.memberName(argument.expression)
                if let option = AttributeOptions.all.first(where: { $0.key == name }) {
                    spec.options.insert(option.option)
                    continue
                }
                switch name {
                case "unique": spec.isUnique = true
                case "externalStorage": spec.externalStorage = true
                case let option?: spec.notes.append(unrepresented(".\(option)", at: location))
                case nil: spec.notes.append(unrepresented(argument.expression.trimmedDescription, at: location))
                }
            case let label?:
                spec.notes.append(unrepresented("\(label): \(argument.expression.trimmedDescription)", at: location))
            }
        }
    }

    /// The transformer `.transformable(by: ColorTransformer.self)` or `.transformable(by: "Name")` names.
    private static func transformer(_ expression: ExprSyntax) -> AttributeTransformer? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            SyntaxReading.memberName(call.calledExpression) == "transformable", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "by"
        else { return nil }
        if let name = SyntaxReading.string(argument.expression) { return .name(name) }
        guard let path = SyntaxReading.referencePath(argument.expression), path.count > 1, path.last == "self" else {
            return nil
        }
        return .type(path.dropLast().joined(separator: "."))
    }

    private mutating func readRelationshipArguments(
        _ arguments: [LabeledExprSyntax], into spec: inout RelationshipSpec, at location: SchemaKit.SourceLocation
    ) {
        for argument in arguments {
            let expression = argument.expression
            switch argument.label?.text {
            case "deleteRule":
                let rule = SyntaxReading.memberName(expression)
                spec.deleteRule = rule == "nullify" ? nil : rule
            case "inverse":
                spec.inverse =
                    expression.as(KeyPathExprSyntax.self)?.components.last?.component
                    .as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            case "minimumModelCount": spec.minCount = SyntaxReading.integer(expression)
            case "maximumModelCount": spec.maxCount = SyntaxReading.integer(expression)
            case "originalName": spec.originalName = SyntaxReading.string(expression)
            case "hashModifier": spec.hashModifier = SyntaxReading.string(expression)
            default:
                spec.notes.append(unrepresented(argument.trimmedDescription, at: location))
            }
        }
    }

    private mutating func unrepresented(_ option: String, at location: SchemaKit.SourceLocation) -> String {
        diagnostics.append(
            .warning(
                .unrepresentedOption, "the option \(option) has no equivalent in the schema language; it is dropped",
                at: location, hint: "keep it in mind when generated code replaces this class"))
        return "\(option) not imported"
    }

    /// `var x: Int { ... }` and `{ get set }` are computed; `{ didSet { ... } }` is stored.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains {
                [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains(
                    $0.accessorSpecifier.tokenKind)
            }
        }
    }

    /// The type of `var x = 0`, `var at = Date()`, `var status = Status.active`, `var tags = [String]()`.
    private static func inferredType(_ value: ExprSyntax) -> TypeShape? {
        if value.is(IntegerLiteralExprSyntax.self) { return .named(["Int"]) }
        if value.is(FloatLiteralExprSyntax.self) { return .named(["Double"]) }
        if value.is(StringLiteralExprSyntax.self) { return .named(["String"]) }
        if value.is(BooleanLiteralExprSyntax.self) { return .named(["Bool"]) }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return inferredType(prefix.expression)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
                let only = array.elements.first, let element = SyntaxReading.referencePath(only.expression)
            {
                return .array(.named(element))
            }
            if let path = SyntaxReading.referencePath(call.calledExpression), path.last != "init" {
                return .named(path)
            }
        }
        if let access = value.as(MemberAccessExprSyntax.self), let base = access.base,
            let path = SyntaxReading.referencePath(base)
        {
            return .named(path)
        }
        return nil
    }

    /// An attribute's arguments, or none.
    private static func arguments(_ attribute: AttributeSyntax?) -> [LabeledExprSyntax] {
        guard case .argumentList(let list) = attribute?.arguments else { return [] }
        return Array(list)
    }

    /// `#Unique<Item>([\.a, \.b], [\.c])` -> `[["a", "b"], ["c"]]`.
    private static func keyPathLists(_ arguments: LabeledExprListSyntax) -> [[String]] {
        arguments.compactMap { argument in
            SyntaxReading.arrayElements(argument.expression)?.compactMap { element in
                element.as(KeyPathExprSyntax.self)?.components.last?.component
                    .as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
        }
    }
}
