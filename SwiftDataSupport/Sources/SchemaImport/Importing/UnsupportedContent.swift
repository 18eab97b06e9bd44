import SchemaKit

/// What an import leaves out because the schema language can't say it yet: stored properties (SG920),
/// defaults (SG922), options (SG923) and enum members (SG925), each warned about where it is written and
/// marked by a comment in its version file. Nothing is left out silently: writing version files that lack
/// them is an error (SG926) unless the user acknowledges it (`--accept-unsupported`), because generated
/// code would then differ from what the app shipped.
public struct UnsupportedContent: Sendable {
    /// How many of each kind are left out (one per place in the Swift, however many versions share it).
    public var properties = 0
    /// Initial values imported without a default.
    public var defaults = 0
    /// `@Attribute` and `@Relationship` options dropped.
    public var options = 0
    /// Enum members (`init(from:)`, `encode(to:)`) dropped.
    public var enumMembers = 0
    /// The entities whose generated version hash would differ from the shipped one: a stored property is
    /// missing, or an inverse names a property left out. (Every `@Attribute` option has a key now, so none is
    /// dropped from an attribute that comes in.)
    public var entitiesHashingDifferently: [String] = []

    /// What `diagnostics` (an import's) say was left out of `history`.
    public init(diagnostics: [Diagnostic], history: ImportedHistory?) {
        for diagnostic in diagnostics {
            switch diagnostic.code {
            case .untranslatableProperty: properties += 1
            case .untranslatableInitialValue: defaults += 1
            case .unrepresentedOption: options += 1
            case .droppedEnumMember: enumMembers += 1
            default: break
            }
        }
        var entities = Set<String>()
        for model in history?.versions.flatMap(\.models) ?? [] {
            let differs = model.properties.contains { property in
                switch property.kind {
                // A `@Transient` property is not stored: leaving it out changes no hash.
                case .omitted(let reason): return !reason.hasPrefix("it is @Transient")
                case .attribute: return false
                // An inverse dropped with the property it names: a documented input of the relationship's hash.
                case .relationship(let spec): return spec.notes.contains { $0.hasPrefix("inverse: ") }
                }
            }
            if differs { entities.insert(model.entityName) }
        }
        entitiesHashingDifferently = entities.sorted()
    }

    /// Whether nothing is left out.
    public var isEmpty: Bool { properties + defaults + options + enumMembers == 0 }

    /// `3 stored properties, 2 defaults and 1 option`.
    public var summary: String {
        let parts = [
            (properties, "stored property", "stored properties"), (defaults, "default", "defaults"),
            (options, "option", "options"), (enumMembers, "enum member", "enum members"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        guard let last = parts.last else { return "nothing" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// What differs in generated code: the entities that would not hash as shipped, or that nothing Apple
    /// documents as part of the hash changes; and that the dropped options' part in it is undocumented.
    public var consequence: String {
        let names = entitiesHashingDifferently
        let list =
            names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let hash =
            names.isEmpty
            ? "no input of the version hash that Apple documents changes, but generated code would lack what is left out"
            : "generated code would hash \(list) differently from the store the app shipped, so SwiftData could not "
                + "open that store with it"
        return options == 0 ? hash : hash + "; Apple does not document whether the dropped options enter the hash"
    }

    /// The error that stops writing when the user has not acknowledged what is left out.
    public func refusal(folder: String) -> Diagnostic {
        Diagnostic(
            .error, .unsupportedNotAccepted,
            "the import would leave out \(summary) that the schema language can't say yet (each warned about "
                + "above); \(consequence)",
            at: .path(folder),
            hint: "pass --accept-unsupported to write the version files without them, each marked by a comment, "
                + "or keep those models hand-written")
    }

    /// The line an acknowledged import prints once it has written the files.
    public var acceptedReport: String {
        "Left out, as --accept-unsupported allows: \(summary), each warned about above and marked by a comment "
            + "in its version file; \(consequence).\n"
    }
}
