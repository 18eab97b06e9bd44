/// SwiftData's attribute options that don't change how a value is stored (`Schema.Attribute.Option`): each is
/// a key of an attribute's long form, carried into the SwiftData flavor's `@Attribute(...)` as written, so an
/// imported model keeps what its app declared. docs/SwiftData.md names each one's Apple page, and says what
/// it does to the version hash and to inferred migration.
public struct AttributeOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates options from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `.spotlight`: indexes the value for Spotlight search.
    public static let spotlight = AttributeOptions(rawValue: 1 << 0)
    /// `.allowsCloudEncryption`: CloudKit stores the value encrypted.
    public static let allowsCloudEncryption = AttributeOptions(rawValue: 1 << 1)
    /// `.preserveValueOnDeletion`: persistent history keeps the value when its model is deleted.
    public static let preserveValueOnDeletion = AttributeOptions(rawValue: 1 << 2)
    /// `.ephemeral`: SwiftData tracks changes to the value but never persists it. An ephemeral attribute is
    /// also transient (``Attribute/isTransient``): nothing of it is stored, in either flavor.
    public static let ephemeral = AttributeOptions(rawValue: 1 << 3)

    /// Every option with its key in a version file, which is also its member's name in SwiftData's
    /// `Schema.Attribute.Option` (`.spotlight`), in the order both write them.
    public static let all: [(option: AttributeOptions, key: String)] = [
        (.spotlight, "spotlight"),
        (.allowsCloudEncryption, "allowsCloudEncryption"),
        (.preserveValueOnDeletion, "preserveValueOnDeletion"),
        (.ephemeral, "ephemeral"),
    ]

    /// The keys of the options set, in ``all``'s order.
    public var keys: [String] { Self.all.filter { contains($0.option) }.map(\.key) }
}

/// The value transformer an attribute is stored through in SwiftData (`.transformable(by:)`), named by its
/// type or by the name it is registered under.
public enum AttributeTransformer: Hashable, Sendable, CustomStringConvertible {
    /// A `ValueTransformer` subclass, by its Swift type name (`transformer: ColorTransformer`):
    /// `.transformable(by: ColorTransformer.self)`.
    case type(String)
    /// A transformer registered under a name (`transformerName: NSSecureUnarchiveFromData`):
    /// `.transformable(by: "NSSecureUnarchiveFromData")`.
    case name(String)

    /// As a message names it: `ColorTransformer` or `"NSSecureUnarchiveFromData"`.
    public var description: String {
        switch self {
        case .type(let name): name
        case .name(let name): "\"\(name)\""
        }
    }
}
