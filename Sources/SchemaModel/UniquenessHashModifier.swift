/// The version-hash modifier schemagen gives an attribute whose uniqueness is all a step changes,
/// `unique-<version>`: what it is made of and how it is recognised, for the generator that gives it and the
/// changes that report it.
public enum UniquenessHashModifier {
    /// The modifier for a step to `version`.
    public static func modifier(for version: SchemaVersion) -> String { prefix + "\(version)" }

    /// Whether `modifier` has the form schemagen gives (`unique-1.2.0`).
    public static func isGenerated(_ modifier: String) -> Bool {
        modifier.hasPrefix(prefix) && SchemaVersion(parsing: String(modifier.dropFirst(prefix.count))) != nil
    }

    private static let prefix = "unique-"
}
