import SchemaModel

/// The SwiftData class stores the raw value and computes the enum from it (a computed property is transient
/// to SwiftData, so the store holds the raw value alone).
extension RawValueProperties {
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

    /// The loader requires a default for a required attribute stored as its raw value.
    var fallback: String {
        attribute.defaultValue.map {
            SwiftLiterals.defaultExpression($0, type: attribute.type.nonOptional, style: .standalone)
        } ?? "nil"
    }

    var fallbackWords: String {
        if attribute.type.isOptional { return "`nil`" }
        if case .enumCase(let name)? = attribute.defaultValue { return "`.\(name)`" }
        return "the default"
    }
}
