import SchemaModel

/// The two properties of an enum attribute stored as its raw value (`storage: rawValue`), as both flavors
/// write them: `statusRawValue`, of the enum's raw type, which `#Predicate` and SQL compare, and `status`, of
/// the enum. The SwiftData flavor stores the raw value and computes the enum; the portable flavor stores the
/// enum (by its raw value, as it stores every enum) and computes the raw value. Either way code reads and
/// writes `status` and filters on `statusRawValue`.
struct RawValueProperties: Hashable, Sendable {
    let attribute: Attribute
    /// The attribute's enum, as its version declares it.
    let enumeration: EnumDeclaration

    /// The properties of each of `model`'s attributes stored as their raw value, in order: all a class renderer
    /// keeps of its schema for them (renderers are compared whole, so they hold no more than they read).
    static func all(of model: Model, in schema: Schema) -> [RawValueProperties] {
        model.attributes.compactMap { RawValueProperties($0, in: schema) }
    }

    /// The properties of `attribute` when it is stored as its raw value and its enum is declared in `schema`.
    init?(_ attribute: Attribute, in schema: Schema) {
        guard attribute.storesRawValue, let name = attribute.type.enumName,
            let enumeration = schema.enumDeclaration(named: name)
        else { return nil }
        self.attribute = attribute
        self.enumeration = enumeration
    }

    /// `statusRawValue`, escaped where Swift needs it.
    var rawName: String { SwiftNames.escaped(attribute.rawValuePropertyName) }

    /// `String`, or `String?` for an optional attribute.
    var rawType: String { enumeration.rawType.rawValue + (attribute.type.isOptional ? "?" : "") }

    /// The raw-value property's initial value in SwiftData: the default case's raw value as a literal (`"pending"`),
    /// or an expression default's raw value.
    var rawDefault: String? {
        switch attribute.defaultValue {
        case .enumCase(let name)?:
            return enumeration.cases.first { $0.name == name }.map(\.rawValue.description)
        case .expression(let code)?:
            return "(\(code))\(attribute.type.isOptional ? "?" : "").rawValue"
        default:
            return nil
        }
    }

    /// SwiftData's typed property: reads the stored raw value as the enum, and writes the enum's raw value. A raw
    /// value no case has (one written by a newer version of the app) reads as the default, or as `nil`.
    func renderTypedProperty(access: String, into writer: inout SwiftWriter) {
        let name = SwiftNames.escaped(attribute.name)
        let enumName = SwiftNames.escaped(enumeration.name)
        writer.documentation(
            doc: attribute.documentation,
            notes: [
                "Stored as its raw value in `\(attribute.rawValuePropertyName)`, which `#Predicate` can compare;"
                    + " a raw value no case has reads as \(fallbackWords)."
            ])
        writer.block("\(access)var \(name): \(attribute.type)") { writer in
            if attribute.type.isOptional {
                writer.line("get { \(rawName).flatMap(\(enumName).init(rawValue:)) }")
                writer.line("set { \(rawName) = newValue?.rawValue }")
            } else {
                writer.line("get { \(enumName)(rawValue: \(rawName)) ?? \(fallback) }")
                writer.line("set { \(rawName) = newValue.rawValue }")
            }
        }
    }

    /// The portable flavor's raw-value property, computed from the stored enum.
    func renderRawValueProperty(access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            doc: nil, notes: ["`\(attribute.name)`'s raw value, as the store keeps it and a query compares it."])
        let optional = attribute.type.isOptional ? "?" : ""
        writer.line(
            "\(access)var \(rawName): \(rawType) { \(SwiftNames.escaped(attribute.name))\(optional).rawValue }")
    }

    /// What the memberwise initialiser of a SwiftData class assigns: the raw value of the argument `argument`.
    func rawAssignment(from argument: String) -> String {
        "self.\(rawName) = \(argument)\(attribute.type.isOptional ? "?" : "").rawValue"
    }

    /// The loader requires a default for a required attribute stored as its raw value.
    private var fallback: String {
        attribute.defaultValue.map {
            SwiftLiterals.defaultExpression($0, type: attribute.type.nonOptional, style: .swiftData)
        } ?? "nil"
    }

    private var fallbackWords: String {
        if attribute.type.isOptional { return "`nil`" }
        if case .enumCase(let name)? = attribute.defaultValue { return "`.\(name)`" }
        return "the default"
    }
}
