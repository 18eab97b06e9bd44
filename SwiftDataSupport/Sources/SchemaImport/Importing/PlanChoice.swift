import SchemaKit
import SchemaModel

/// Which `SchemaMigrationPlan` is the history, when the sources declare several: one app may keep a plan
/// per store (two histories), a rollback plan that lists the same versions newest first, a plan for its
/// first version only, or a plan left over from before. `--plan-type` names one; without it the plan that
/// lists the most versions oldest first is the history, and the others are named in a warning.
struct PlanChoice {
    /// The chosen plan, `nil` when the sources have none or when no choice can be made (an error says why).
    var plan: ImportedPlan?
    /// The reading warnings of the chosen plan, the warning naming the plans left out, or the error.
    var diagnostics: [Diagnostic]

    /// Chooses among `plans` (each with its reading warnings), `planType` first; `versions` are the schemas'
    /// `versionIdentifier`s, by qualified name.
    init(
        _ plans: [(plan: ImportedPlan, diagnostics: [Diagnostic])], named planType: String?,
        versions: [String: SchemaVersion], folder: String
    ) {
        let names = plans.map(\.plan.name)
        if let planType {
            guard let match = plans.first(where: { $0.plan.name == planType || Self.shortName($0.plan) == planType })
            else {
                plan = nil
                diagnostics = [
                    Diagnostic(
                        .error, .migrationPlanNotFound, "no SchemaMigrationPlan named '\(planType)' in the sources",
                        at: .path(folder),
                        hint: "the plans found: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
                ]
                return
            }
            (plan, diagnostics) = (match.plan, match.diagnostics)
            return
        }
        guard plans.count > 1 else {
            (plan, diagnostics) = (plans.first?.plan, plans.first?.diagnostics ?? [])
            return
        }
        let ranked = plans.sorted { Self.weight($0.plan, versions) > Self.weight($1.plan, versions) }
        guard let best = ranked.first, Self.weight(best.plan, versions) > Self.weight(ranked[1].plan, versions) else {
            let tied = ranked.filter { Self.weight($0.plan, versions) == Self.weight(ranked[0].plan, versions) }
            plan = nil
            diagnostics = [
                Diagnostic(
                    .error, .ambiguousMigrationPlan,
                    "the sources declare \(plans.count) SchemaMigrationPlans, and "
                        + tied.map(\.plan.name).joined(separator: " and ")
                        + " list as many versions: each is a history of its own",
                    at: .path(folder),
                    hint: "choose one with --plan-type, and import each plan into its own folder")
            ]
            return
        }
        let others = ranked.dropFirst().map(\.plan.name).sorted()
        let count = best.plan.schemas.count
        (plan, diagnostics) = (best.plan, best.diagnostics)
        diagnostics.append(
            Diagnostic(
                .warning, .otherPlansNotImported,
                "the sources declare \(plans.count) SchemaMigrationPlans; the import reads \(best.plan.name), "
                    + "which lists the most versions (\(count)) oldest first, and leaves out "
                    + others.joined(separator: ", "),
                at: .source(best.plan.location),
                hint: "import another plan with --plan-type NAME, into a folder of its own"))
    }

    /// More versions first; among plans of as many, one that lists them oldest first (a rollback plan lists
    /// them newest first).
    private static func weight(_ plan: ImportedPlan, _ versions: [String: SchemaVersion]) -> Int {
        let listed = plan.schemas.compactMap { versions[$0.name] }
        let ascending = zip(listed, listed.dropFirst()).allSatisfy { $0 < $1 }
        return Set(plan.schemas.map(\.name)).count * 2 + (ascending ? 1 : 0)
    }

    /// `Plan` for `App.Plan`.
    private static func shortName(_ plan: ImportedPlan) -> String {
        plan.name.split(separator: ".").last.map(String.init) ?? plan.name
    }
}
