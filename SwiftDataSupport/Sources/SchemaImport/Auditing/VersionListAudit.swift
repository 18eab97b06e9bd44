import SchemaKit

/// Findings about what versions are and what they hold, which need no analysis: older versions that list
/// today's classes, models a relationship reaches that `models` leaves out, `versionIdentifier`s two
/// versions share, and versioned schemas outside the plan.
struct VersionListAudit {
    let imported: ImportedHistory

    /// The models of each older version whose class is today's code rather than a copy frozen for it: a class
    /// no versioned schema nests that the latest version has too, or a class a later version nests.
    var liveModels: [(version: ImportedVersion, models: [ImportedModel])] {
        guard let latest = imported.versions.last else { return [] }
        let schemaNames = Set(imported.versions.map(\.schemaName) + imported.schemasOutsidePlan.map(\.name))
        let latestClasses = Set(latest.models.map(\.className))
        return imported.versions.dropLast().enumerated().compactMap { index, version in
            let later = Set(imported.versions[(index + 1)...].map(\.schemaName))
            let live = version.models.filter { model in
                guard let owner = Self.schema(nesting: model.className, among: schemaNames) else {
                    return latestClasses.contains(model.className)
                }
                return later.contains(owner)
            }
            return live.isEmpty ? nil : (version, live)
        }
    }

    /// The class names ``liveModels`` finds.
    var liveClassNames: Set<String> { Set(liveModels.flatMap { $0.models.map(\.className) }) }

    /// The findings; the one about live classes is harmful when a version it names hashes like another
    /// (`duplicateHashVersions`), since SwiftData then refuses the plan.
    func findings(duplicateHashVersions: Set<String>) -> [AuditFinding] {
        (liveClassFinding(duplicateHashVersions).map { [$0] } ?? []) + reachedFindings() + identifierFindings()
            + outsideFindings()
    }

    private func liveClassFinding(_ duplicateHashVersions: Set<String>) -> AuditFinding? {
        let live = liveModels
        guard let first = live.first, let latest = imported.versions.last else { return nil }
        let names = live.map(\.version.schemaName)
        let versions =
            names.count <= 3 ? Self.list(names) : "\(names.count) versions (\(names[0]) to \(names[names.count - 1]))"
        let classes = Array(Set(live.flatMap { $0.models.map(\.entityName) })).sorted()
        let classList =
            classes.count <= 4
            ? Self.list(classes) : "\(classes.count) classes (\(classes.prefix(3).joined(separator: ", ")), ...)"
        let harmful = !duplicateHashVersions.isDisjoint(with: names)
        var finding = AuditFinding(
            .oldVersionListsLiveClasses, harmful ? .harmful : .hygiene,
            at: first.version.modelsLocation ?? first.version.location,
            "\(versions) before \(latest.schemaName) \(names.count == 1 ? "lists" : "list") today's \(classList) "
                + "instead of copies frozen when they "
                + "shipped: SwiftData hashes \(names.count == 1 ? "that version" : "those versions") from "
                + "today's code, not from the stores \(names.count == 1 ? "it" : "they") created",
            why: harmful
                ? "versions that list the same classes hash alike, and SwiftData refuses the plan (\"Duplicate "
                    + "version checksums across stages detected\"): the app can't open its store; and once one of "
                    + "these classes changes, stores created at an older version match no version of the plan "
                    + "(\"Cannot use staged migration with an unknown model version\")"
                : "it holds only while these classes never change: the next change to one of them changes "
                    + "\(names.count == 1 ? "that version's" : "those versions'") hash too, and stores created at "
                    + "\(names.count == 1 ? "it" : "them") then match no version of the plan (\"Cannot use staged "
                    + "migration with an unknown model version\"); freeze a copy of each class in the version that "
                    + "shipped it")
        finding.cause = .liveClasses
        return finding
    }

    /// One finding per model that versions reach without listing it, the versions after the first under it.
    private func reachedFindings() -> [AuditFinding] {
        var byEntity: [String: [AuditFinding]] = [:]
        var order: [String] = []
        for version in imported.versions {
            for model in version.models {
                guard let through = model.reachedThrough else { continue }
                if byEntity[model.entityName] == nil { order.append(model.entityName) }
                byEntity[model.entityName, default: []].append(
                    AuditFinding(
                        .modelReachedNotListed, .benign, at: through.location,
                        "\(version.schemaName).models does not list \(model.entityName), which \(through.property) "
                            + "points at: SwiftData adds it to the version's schema, and so does the import",
                        why: "Apple: \"If a model type contains a relationship, you may omit the destination model "
                            + "type from the array. SwiftData automatically traverses a model's relationships and "
                            + "includes any destination model types for you.\" (Preserving your app's model data "
                            + "across launches); listing it says so where the history is read"))
            }
        }
        return order.compactMap { entity in
            guard var root = byEntity[entity]?.first else { return nil }
            root.consequences = Array(byEntity[entity, default: []].dropFirst())
            return root
        }
    }

    private func identifierFindings() -> [AuditFinding] {
        imported.versions.compactMap { version in
            guard let earlier = version.sharesIdentifierWith else { return nil }
            return AuditFinding(
                .duplicateVersionIdentifier, .benign, at: version.versionLocation ?? version.location,
                "\(version.schemaName) states the versionIdentifier \(earlier) states; it is imported as "
                    + "\(version.version)",
                why: "SwiftData tells a store's version by its version hash, and Apple describes the identifier as "
                    + "\"The textual description of the migration's version or purpose\": nothing fails, but the "
                    + "number no longer tells the versions apart")
        }
    }

    private func outsideFindings() -> [AuditFinding] {
        guard let first = imported.schemasOutsidePlan.first, let plan = imported.plan else { return [] }
        let names = imported.schemasOutsidePlan.map { $0.name + ($0.otherPlan.map { " (\($0)'s)" } ?? "") }
        return [
            AuditFinding(
                .schemasOutsidePlan, .benign, at: first.location,
                "\(Self.list(names)) \(names.count == 1 ? "is" : "are") outside \(plan.name): neither listed nor "
                    + "migrated between, so not history",
                why: "SwiftData opens stores at the plan's versions only; if one of these shipped in this history, "
                    + "list it in \(plan.name).schemas, or stores created at it can't be opened")
        ]
    }

    /// The versioned schema a class is nested in (`SchemaV2` for `SchemaV2.Item` or `SchemaV2.Sub.Item`).
    private static func schema(nesting className: String, among schemas: Set<String>) -> String? {
        var components = className.split(separator: ".").dropLast().map(String.init)
        while !components.isEmpty {
            let name = components.joined(separator: ".")
            if schemas.contains(name) { return name }
            components.removeLast()
        }
        return nil
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
