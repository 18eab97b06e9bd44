import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: adds the `PersistentModel` conformance and the members Apple's macro declares, and reports what
/// SwiftData's macro rejects that one class shows: use on anything but a class, a `@Relationship` holding a
/// value type, a transient property without an initial value, and `inverse:` written on both sides of a pair
/// within the class.
///
/// A class whose inheritance clause names a type is a subclass of that `@Model` class (iOS 26; generated models
/// inherit from nothing else): it inherits the conformance, backing data and `Root`, and gets overrides of
/// `schemaMetadata` and the `required init(backingData:)`. A class that is not final may have subclasses, so
/// both of those are overridable on it.
///
/// The conformance is written in a `nonisolated` extension: in a target whose default isolation is
/// `MainActor`, an unmarked extension would make it a main-actor conformance, which `PersistentModel`'s
/// `SendableMetatype` refuses. Whether Apple's expansion marks it so is not documented; the macOS workflow
/// builds the same code against Apple's macro in both isolations.
public struct ModelMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDeclaration = declaration.as(ClassDeclSyntax.self) else { return [] }
        let name = classDeclaration.name.trimmed
        let persisted = StoredProperty.all(in: classDeclaration).filter { !$0.isTransient }
        let metadata = persisted.map { $0.metadataEntry(in: name.text) }
        let assignments = persisted.map {
            "self.\($0.declaredName) = backingData.getValue(forKey: \\\(name).\($0.declaredName))"
        }
        let observation: [DeclSyntax] = [
            "internal nonisolated func access<_M>(keyPath: KeyPath<\(name), _M>) {}",
            """
            internal nonisolated func withMutation<_M, _MR>(
                keyPath: KeyPath<\(name), _M>, _ mutation: () throws -> _MR
            ) rethrows -> _MR {
                try mutation()
            }
            """,
        ]
        if let superclass = superclass(of: classDeclaration) {
            // A subclass (iOS 26) inherits its superclass's conformance, backing data and `Root`: it lists only
            // its own properties, and reads them from the root's backing data before its superclass reads its own.
            return [
                """
                public override class var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    [\(raw: metadata.joined(separator: ",\n"))]
                }
                """,
                """
                public required init(backingData: any SwiftData.BackingData<\(superclass).Root>) {
                    \(raw: assignments.joined(separator: "\n"))
                    super.init(backingData: backingData)
                }
                """,
            ] + observation
        }
        // A class that isn't final may have subclasses (iOS 26), which override its metadata and must make their
        // own instances when fetched: its metadata is a `class var` and `init(backingData:)` is `required`.
        let isFinal = classDeclaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        let typeMember = isFinal ? "static" : "class"
        let initializer = isFinal ? "public init" : "public required init"
        return [
            "private var _$backingData: any SwiftData.BackingData<\(name)> = \(name).createBackingData()",
            """
            public var persistentBackingData: any SwiftData.BackingData<\(name)> {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            public \(raw: typeMember) var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: metadata.joined(separator: ",\n"))]
            }
            """,
            """
            \(raw: initializer)(backingData: any SwiftData.BackingData<\(name)>) {
                \(raw: assignments.joined(separator: "\n"))
                self._$backingData = backingData
            }
            """,
        ] + observation
    }

    /// The superclass of a model class: the first type of its inheritance clause (Swift puts a superclass
    /// first), unless that is one of the standard protocols hand-written models conform to; `nil` without one.
    /// A macro sees names, not declarations, so a protocol of the app's own listed first reads as a superclass:
    /// generated models conform to none.
    static func superclass(of classDeclaration: ClassDeclSyntax) -> TypeSyntax? {
        guard let first = classDeclaration.inheritanceClause?.inheritedTypes.first?.type.trimmed else { return nil }
        let name = first.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        return standardProtocols.contains(name) ? nil : first
    }

    /// Protocols a hand-written model may list first, which are no superclass.
    private static let standardProtocols: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject",
    ]

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let classDeclaration = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelDiagnostic.notAClass))
            return []
        }
        let properties = StoredProperty.all(in: classDeclaration)
        for property in properties {
            if let relationship = property.relationshipAttribute, let valueType = property.valueTypeName {
                context.diagnose(
                    Diagnostic(
                        node: relationship,
                        message: ModelDiagnostic.relationshipToValue(property: property.name, type: valueType)))
            }
            if property.isTransient && !property.hasInitialValue {
                context.diagnose(
                    Diagnostic(
                        node: property.declaration, message: ModelDiagnostic.transientWithoutValue(property.name)))
            }
        }
        let className = classDeclaration.name.text
        for property in properties {
            guard let inverse = property.inverse, inverse.type == className || inverse.type == "Self",
                let other = properties.first(where: { $0.name == inverse.property }),
                let otherInverse = other.inverse, otherInverse.property == property.name,
                property.name < other.name || (property.name == other.name)
            else { continue }
            context.diagnose(
                Diagnostic(
                    node: property.relationshipAttribute.map(Syntax.init) ?? Syntax(property.declaration),
                    message: ModelDiagnostic.inverseOnBothSides(className, property.name, other.name)))
        }
        // A subclass inherits its superclass's conformance to `PersistentModel` (restating it would be redundant),
        // but Swift wants an inherited `@unchecked Sendable` restated.
        let conformance: DeclSyntax =
            superclass(of: classDeclaration) == nil
            ? "nonisolated extension \(type.trimmed): SwiftData.PersistentModel, @unchecked Swift.Sendable {}"
            : "nonisolated extension \(type.trimmed): @unchecked Swift.Sendable {}"
        return conformance.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// The messages `@Model` reports, worded as SwiftData's where it has one.
enum ModelDiagnostic: DiagnosticMessage {
    case notAClass
    case relationshipToValue(property: String, type: String)
    case transientWithoutValue(String)
    case inverseOnBothSides(String, String, String)

    var message: String {
        switch self {
        case .notAClass:
            "'@Model' can only be applied to a class"
        case .relationshipToValue(let property, let type):
            "'@Relationship' on '\(property)' requires a model type or an array of models, not '\(type)'"
        case .transientWithoutValue(let property):
            "transient property '\(property)' needs an initial value"
        case .inverseOnBothSides(let model, let first, let second):
            "Circular reference resolving attached macro 'Relationship': '\(model).\(first)' and '\(model).\(second)' both name the other as inverse; write 'inverse:' on one side only"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "SwiftDataStandIn", id: "\(self)".prefix { $0 != "(" }.description)
    }

    var severity: DiagnosticSeverity { .error }
}
