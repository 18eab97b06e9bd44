import SchemaKit

/// The app's own code in the class of one of the latest version's models: what the class body declares
/// besides the stored properties the version file takes over (initialisers, computed properties, methods,
/// static members, nested types), to be carried into an extension of the generated class.
public struct ModelCode: Sendable {
    /// The entity, which the typealias map names, so the extension follows the model to later versions.
    public var entityName: String
    /// The class read (`SchemaV4.Note`).
    public var className: String
    /// The class declaration.
    public var location: SourceLocation
    /// The modules the class's file imports.
    public var imports: [String]
    /// Each member, in source order.
    public var members: [Member]

    /// One member of the class body.
    public struct Member: Sendable {
        /// What becomes of it.
        public enum Kind: Sendable {
            /// Copied as written: it can live in an extension.
            case copied
            /// An initialiser, which an extension of a class can only have as a convenience one.
            case initializer(Initializer)
            /// Not carried, and why.
            case notCarried(reason: String)
        }

        /// How a message names it: `var displayName`, `func archive()`, `init(name:)`.
        public var name: String
        /// Its source text, comments and attributes included, indented as written relative to itself.
        public var text: String
        /// Its declaration.
        public var location: SourceLocation
        /// What becomes of it.
        public var kind: Kind
    }

    /// An initialiser, read for what a convenience initialiser needs: the generated designated one to call,
    /// with the values the body assigns the stored properties, and what it does after.
    public struct Initializer: Sendable {
        /// Everything before the body, as a convenience initialiser: `convenience init(name: String)`.
        public var header: String
        /// Its argument labels (`_` for none), which the call it makes must not repeat.
        public var labels: [String]
        /// Its parameters' names, in order: what a pass-through value is.
        public var parameterNames: [String]
        /// The statements before the call: those among the body's leading ones that neither assign a stored
        /// property nor read `self` (checks, local constants), in order.
        public var before: [String]
        /// The body's leading assignments to the class's stored properties, as `self.name = value` or
        /// `name = value`, in order: the generated initialiser's arguments.
        public var assignments: [(property: String, value: String)]
        /// The statements after them, as written.
        public var rest: [String]
    }
}
