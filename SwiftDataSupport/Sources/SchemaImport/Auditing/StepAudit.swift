import SchemaKit
import SchemaModel

/// The findings of one step (previous version -> this one): reuse and redefinition, the plan's stage
/// against the computed one, destructive changes nothing covers, and classes renamed without a copy.
struct StepAudit {
    let step: VersionStep
    let imported: ImportedHistory
    /// The classes older versions list although they are today's code (``VersionListAudit``).
    var liveClasses: Set<String> = []

    func findings() -> [AuditFinding] {
        guard let previousFile = step.previous,
            let current = imported.versions.first(where: { $0.version == step.schema.version }),
            let previous = imported.versions.first(where: { $0.version == previousFile.version })
        else { return [] }
        let stage = imported.plan?.stages.first { $0.from == previous.schemaName && $0.to == current.schemaName }
        let renames = RenameAudit(previous: previous, current: current, stage: stage).findings()
        return reuseFindings(current)
            + stageFindings(stage, previous: previous, current: current)
            + dataLossFindings(stage, previous: previous, current: current, renamed: Set(renames.map(\.removed)))
            + renames.map(\.finding)
    }

    private func reuseFindings(_ current: ImportedVersion) -> [AuditFinding] {
        current.models.compactMap { model in
            let computedDefines = step.redefinition.defines(model.entityName)
            let handDeclares = model.isDeclared(in: current) || isOwnTopLevelClass(model, of: current)
            if computedDefines && !handDeclares {
                let reason = step.redefinition.explanation(for: model.entityName)
                var finding = AuditFinding(
                    .reusedButMustBeRedefined, .harmful, at: model.reusedThrough ?? model.location,
                    "\(current.schemaName) reuses \(model.entityName) as \(model.className), but it must be "
                        + "redefined: \(reason)",
                    why: Self.whyReuseHarms(model, in: current))
                let root = rootCause(of: model.entityName)
                let rootLocation =
                    current.models.first { $0.entityName == root }?.location
                    ?? current.enums.first { $0.name == root }?.location ?? finding.location
                finding.cause =
                    liveClasses.contains(model.className)
                    ? .liveClasses : .changed(model: root, version: current.schemaName, location: rootLocation)
                return finding
            }
            // The latest version's live top-level classes are the app's code, not copies to fold into a typealias.
            if handDeclares && !computedDefines && !isOwnTopLevelClass(model, of: current),
                let source = step.redefinition.reused[model.entityName]
            {
                return AuditFinding(
                    .redefinedNeedlessly, .hygiene, at: model.location,
                    "\(current.schemaName) redefines \(model.entityName), which is unchanged and points at nothing "
                        + "redefined: typealias \(model.entityName) = \(source).\(model.entityName) would do",
                    why: "a copy of an unchanged class is code to keep in step by hand; generated code reuses it")
            }
            return nil
        }
    }

    /// A top-level class that only this version lists is this version's own: apps whose shipped versions
    /// nest frozen copies keep the latest version's classes top-level, where the app's code uses them.
    private func isOwnTopLevelClass(_ model: ImportedModel, of version: ImportedVersion) -> Bool {
        model.reusedThrough == nil && Self.owner(of: model.className).isEmpty
            && !imported.versions.contains { other in
                other.schemaName != version.schemaName && other.models.contains { $0.className == model.className }
            }
    }

    /// What a redefinition follows from: along the relationships that forced it, the model (or enum) that
    /// changed.
    private func rootCause(of name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            switch step.redefinition.reason(for: current) {
            case .pointsAtRedefinedModel(_, let target)?: current = target
            case .usesRedefinedType(_, let typeName)?: current = typeName
            default: return current
            }
        }
        return current
    }

    private func stageFindings(_ stage: ImportedStage?, previous: ImportedVersion, current: ImportedVersion)
        -> [AuditFinding]
    {
        guard let plan = imported.plan else { return [] }
        let needCode = step.changes.filter(\.needsCustomStage)
        guard let stage else {
            // Without a stage a step SwiftData can infer may still be inferred; one that needs code can't be.
            let inferable = needCode.isEmpty
            return [
                AuditFinding(
                    .stepMissingFromStages, inferable ? .hygiene : .harmful, at: plan.stagesLocation ?? plan.location,
                    "\(plan.name).stages has no stage from \(previous.schemaName) to \(current.schemaName)",
                    why: inferable
                        ? "schemagen would make it lightweight, and what SwiftData does with a store at "
                            + "\(previous.version) and no stage for it is not documented: it may infer the migration "
                            + "or fail to open the store; a `.lightweight` stage says which"
                        : "a store at \(previous.version) has no way to \(current.version): nothing infers "
                            + needCode.map(Self.reason).joined(separator: "; ") + ", so SwiftData can't migrate it")
            ]
        }
        if stage.kind == .lightweight && !needCode.isEmpty {
            return [
                AuditFinding(
                    .lightweightStageNeedsCode, .harmful, at: stage.location,
                    "the stage from \(previous.schemaName) to \(current.schemaName) is lightweight, but "
                        + needCode.map(Self.reason).joined(separator: "; "),
                    why: "SwiftData can't infer these: the migration fails on devices with data, or fills the "
                        + "new values wrongly; a custom stage must do it")
            ]
        }
        if stage.kind == .custom && needCode.isEmpty && step.destructiveChanges.isEmpty && !stage.closuresDoWork {
            return [
                AuditFinding(
                    .customStageCouldBeLightweight, .hygiene, at: stage.location,
                    "the stage from \(previous.schemaName) to \(current.schemaName) is custom, but every change "
                        + "in it is one SwiftData infers",
                    why: "a custom stage is code to maintain and test; lightweight would do the same")
            ]
        }
        return []
    }

    /// Destructive changes the hand-written plan does not cover: it covers them with a custom stage (whose
    /// code decides what becomes of the data), never with a lightweight one, whatever schemagen would make
    /// the step, and whatever `acceptDataLoss` the import wrote so that the shipped history validates. A
    /// model removed because its class was renamed is the rename's finding.
    private func dataLossFindings(
        _ stage: ImportedStage?, previous: ImportedVersion, current: ImportedVersion, renamed: Set<String>
    ) -> [AuditFinding] {
        guard stage?.kind != .custom else { return [] }
        let uncovered = step.destructiveChanges.filter { destructive in
            !(destructive.change.kind == .modelRemoved && renamed.contains(destructive.change.typeName))
        }
        return uncovered.map { destructive in
            let change = destructive.change
            let how = stage == nil ? "with no stage" : "in a lightweight stage"
            return AuditFinding(
                .unaccountedDataLoss, .harmful,
                at: Self.location(of: change, in: previous) ?? stage?.location ?? current.location,
                "\(current.schemaName) loses data \(how): \(change.summary)",
                why: "SwiftData drops the stored values without a word; a custom stage must carry them over, or "
                    + "the version file's acceptDataLoss must say that losing them is intended")
        }
    }

    /// Where the element a change names was declared in `version`.
    static func location(of change: SchemaChange, in version: ImportedVersion) -> SourceLocation? {
        guard let model = version.models.first(where: { $0.entityName == change.typeName }) else {
            return version.enums.first { $0.name == change.typeName }?.location
        }
        guard let member = change.memberName else { return model.location }
        return model.properties.first { $0.name == member }?.location ?? model.location
    }

    /// Why a change needs code, as the analysis says it.
    private static func reason(_ change: SchemaChange) -> String {
        if case .custom(let reason) = change.effect { return reason }
        return change.summary
    }

    /// A class of another version brings that version's relationship and enum types; a top-level class shared
    /// by every version can't change with any of them.
    private static func whyReuseHarms(_ model: ImportedModel, in version: ImportedVersion) -> String {
        let owner = owner(of: model.className)
        let source = owner.isEmpty ? "a top-level class every version shares" : "\(owner)'s"
        return "the reused class is \(source), so its relationships and enums are not \(version.schemaName)'s: "
            + "\(version.schemaName)'s models mix two versions' classes, which SwiftData rejects or migrates wrongly"
    }

    /// `SchemaV8.SDMeal` -> `SchemaV8`.
    static func owner(of className: String) -> String {
        className.split(separator: ".").dropLast().joined(separator: ".")
    }
}
