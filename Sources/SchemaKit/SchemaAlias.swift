/// An extra name in the typealias map: `typealias name = <latest version>.target`.
public struct SchemaAlias: Hashable, Sendable {
    /// The extra name.
    public var name: String
    /// The model or enum it names.
    public var target: String

    /// Creates an alias.
    public init(name: String, target: String) {
        self.name = name
        self.target = target
    }
}
