import SchemaKit
import SchemaModel

/// How the portable store keeps model inheritance: each class of a hierarchy in a table of its own, holding the
/// columns it inherits and its own (table per concrete class), and in Swift as a class of its own with every
/// property, since the runtime's `StoredModel` is declared on final classes. A query of the superclass reads
/// its own rows only. A relationship can therefore point at one table only: a relationship to a model with
/// subclasses would never reach their rows, so it is refused (SG405); a superclass's relationships without
/// an inverse are inherited, each class keeping its own.
enum PortableInheritance {
    /// SG405 for each relationship, in each version, whose target has subclasses.
    static func diagnostics(for analysis: HistoryAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in analysis.history.versions where file.models.contains(where: { $0.superclass != nil }) {
            for model in file.models {
                for relationship in file.schema.ownRelationships(of: model)
                where file.schema.hasSubclasses(relationship.target) {
                    let subclasses = file.schema.subclasses(of: relationship.target).map { "'\($0.name)'" }
                    diagnostics.append(
                        .error(
                            .unstorableInPortable,
                            "'\(model.name).\(relationship.name)' points at '\(relationship.target)', whose subclasses \(MessageText.list(subclasses)) the portable store keeps in tables of their own, so it would reach only '\(relationship.target)'s own rows",
                            at: file.location(of: .propertyPart(model: model.name, name: relationship.name, .target)),
                            hint:
                                "point it at one class of the hierarchy, or give each class a relationship of its own (SwiftData, which keeps a hierarchy in one table, allows it)"
                        ))
                }
            }
        }
        return diagnostics
    }
}
