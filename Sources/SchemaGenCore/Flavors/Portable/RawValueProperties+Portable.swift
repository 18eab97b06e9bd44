import SchemaModel

/// The portable class stores the enum (by its raw value, as the store keeps every enum) and computes the raw
/// value.
extension RawValueProperties {
    /// The portable flavor's raw-value property, computed from the stored enum.
    func renderRawValueProperty(access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            doc: nil, notes: ["`\(attribute.name)`'s raw value, as the store keeps it and a query compares it."])
        let optional = attribute.type.isOptional ? "?" : ""
        writer.line(
            "\(access)var \(rawName): \(rawType) { \(SwiftNames.escaped(attribute.name))\(optional).rawValue }")
    }
}
