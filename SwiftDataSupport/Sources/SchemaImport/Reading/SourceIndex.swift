import SchemaKit
import SwiftSyntax

/// Every declaration of the app's sources that an import reads, keyed by qualified name (`SchemaV9.SDMeal`),
/// whichever file and extension declares it. Built by ``DeclarationCollector``; read by ``NameResolver`` and
/// ``HistoryImporter``. It holds syntax, not meaning: deciding what a declaration means is the importer's.
struct SourceIndex {
    /// A class, struct or enum.
    struct TypeDeclaration {
        enum Kind { case `class`, `struct`, `enum` }
        var kind: Kind
        var qualifiedName: String
        var name: String
        var location: SchemaKit.SourceLocation
        /// The attribute names written on it (`Model`), without module qualification.
        var attributes: [String]
        /// The member declarations, from the type and every extension of it, in source order.
        var members: [DeclSyntax] = []
        /// The types it inherits from or conforms to, as written (`String`, `Codable`).
        var inheritedTypes: [TypeSyntax] = []
        /// The file each member comes from, parallel to `members`.
        var memberFiles: [SwiftSourceFile] = []
    }

    /// A `typealias` and the scope it is declared in (`SchemaV9`, or empty at top level).
    struct Typealias {
        var qualifiedName: String
        var scope: [String]
        var target: TypeSyntax
        var location: SchemaKit.SourceLocation
    }

    /// Declarations by qualified name.
    var types: [String: TypeDeclaration] = [:]
    /// Typealiases by qualified name.
    var typealiases: [String: Typealias] = [:]
    /// Conformances declared in extensions (`extension SchemaV1: VersionedSchema`), by qualified name.
    var extensionConformances: [String: [TypeSyntax]] = [:]
    /// Members of extensions, by the name of the type they extend, until every file is read: the extended
    /// type's declaration may come in a later file (or not at all, for a type of another module).
    var pendingMembers: [String: [(DeclSyntax, SwiftSourceFile)]] = [:]

    /// The types that conform to `protocolName` (also written `SwiftData.protocolName`, or in an extension),
    /// in the order of their qualified names.
    func types(conformingTo protocolName: String) -> [TypeDeclaration] {
        types.values.filter { conforms($0, to: protocolName) }.sorted { $0.qualifiedName < $1.qualifiedName }
    }

    /// Whether `declaration` conforms to `protocolName`, where it is declared or in an extension.
    func conforms(_ declaration: TypeDeclaration, to protocolName: String) -> Bool {
        (declaration.inheritedTypes + extensionConformances[declaration.qualifiedName, default: []])
            .contains { TypeShape.lastComponent(of: $0) == protocolName }
    }
}
