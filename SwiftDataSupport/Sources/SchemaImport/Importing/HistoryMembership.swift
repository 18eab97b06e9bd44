import SchemaKit

/// Which versioned schemas are the history: with a plan, those its `schemas` lists and those its stages
/// migrate between (a stage's version the list leaves out is the plan's mistake, which the audit reports);
/// without one, every versioned schema. The others are declared but not history, as SwiftData sees it: a
/// second store's plan, an unreleased or abandoned version, a file left behind. They are named once.
struct HistoryMembership {
    /// The schemas of the history, each with its place in the plan (listed first, in the plan's order).
    var members: [(schema: SourceIndex.TypeDeclaration, position: Int)] = []
    /// The schemas left out.
    var outside: [OutsideSchema] = []
    /// The one warning that names them, if there are any.
    var diagnostics: [Diagnostic] = []

    init(schemas: [SourceIndex.TypeDeclaration], plan: ImportedPlan?, allPlans: [ImportedPlan]) {
        guard let plan else {
            members = schemas.enumerated().map { ($0.element, $0.offset) }
            return
        }
        var order = plan.schemas.map(\.name)
        for stage in plan.stages {
            for name in [stage.from, stage.to] where !order.contains(name) { order.append(name) }
        }
        let byName = Dictionary(schemas.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        members = order.enumerated().compactMap { position, name in byName[name].map { ($0, position) } }
        let inHistory = Set(order)
        outside = schemas.filter { !inHistory.contains($0.qualifiedName) }.map { schema in
            OutsideSchema(
                name: schema.qualifiedName, location: schema.location,
                otherPlan: allPlans.first {
                    $0.name != plan.name && $0.schemas.contains { $0.name == schema.qualifiedName }
                }?
                .name)
        }
        guard let first = outside.first else { return }
        let names = outside.map { schema in schema.name + (schema.otherPlan.map { " (\($0)'s)" } ?? "") }
        diagnostics.append(
            .warning(
                .schemasOutsidePlan,
                "\(plan.name) neither lists nor migrates between \(outside.count) versioned schema"
                    + (outside.count == 1 ? "" : "s") + ", which are not its history and are not imported: "
                    + names.joined(separator: ", "),
                at: first.location,
                hint: "SwiftData opens stores with the plan's schemas only; list a schema in \(plan.name).schemas "
                    + "if it shipped in this history"))
    }
}
