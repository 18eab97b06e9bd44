import SchemaKit
import SchemaModel

/// A step's route as `plan`, `diff` and reviews say it: the one place its words are, whichever flavor gave it.
extension StepRoute {
    /// The lines of a step's plan section, before its changes, ending with a blank line.
    var planLines: [String] {
        switch self {
        case .rollingDeploy(let deploy):
            guard !deploy.obstacles.isEmpty else {
                return [
                    "Rolling deploy: expanding; instances at \(deploy.previous) keep serving the migrated store.", "",
                ]
            }
            var lines =
                ["Rolling deploy: contracting; instances at \(deploy.previous) are refused once it runs, because:"]
                + deploy.obstacles.map { "- \($0)" }
            let deferrable = deploy.deferrableRemovals
            if !deferrable.isEmpty {
                let names = MessageText.list(deferrable.map { "`\($0)`" })
                let one = deferrable.count == 1
                lines.append(
                    "\(names) could be deprecated one version earlier, and instances would serve through \(one ? "its" : "their")"
                        + " removal (`schemagen expand` splits the latest step that way).")
            }
            return lines + [""]
        case .throughConvertingVersion(let route):
            let conversions = route.conversions.map { "\($0.path) (\($0.change), into `\($0.temporaryName)`)" }
            let reasons = route.remainingCustomReasons
            return [
                "In SwiftData, through \(route.converting) \(route.convertingVersion) (inferred migration can't change a stored type):",
                "- \(route.previous) -> \(route.converting): custom, its didMigrate converts \(conversions.joined(separator: ", "))",
                "- \(route.converting) -> \(route.target): \(route.targetStage.rawValue)"
                    + (reasons.isEmpty ? "" : ", because \(reasons.joined(separator: "; "))"),
                "",
            ]
        }
    }

    /// The member a step of `plan --format json` (and `diff --format json`) adds:
    /// `"rollingDeploy": {"expanding", "obstacles"}`, or
    /// `"swiftData": {"through": {"name", "version"}, "conversions": [...], "stage"}`.
    var planJSON: (key: String, value: JSONValue) {
        switch self {
        case .rollingDeploy(let deploy):
            return (
                "rollingDeploy",
                .object([
                    ("expanding", .bool(deploy.obstacles.isEmpty)),
                    ("obstacles", .array(deploy.obstacles.map { .string($0) })),
                ])
            )
        case .throughConvertingVersion(let route):
            let conversions = route.conversions.map { conversion in
                JSONValue.object([
                    ("path", .string(conversion.path)), ("from", .string(conversion.from)),
                    ("to", .string(conversion.to)), ("temporaryName", .string(conversion.temporaryName)),
                ])
            }
            let through = JSONValue.object([
                ("name", .string(route.converting)), ("version", .string(route.convertingVersion.description)),
            ])
            return (
                "swiftData",
                .object([
                    ("through", through), ("conversions", .array(conversions)),
                    ("stage", .string(route.targetStage.rawValue)),
                ])
            )
        }
    }

    /// The line a step of `diff --format text` adds; a rolling deploy adds none (the text review lists changes
    /// only).
    var reviewLine: String? {
        switch self {
        case .rollingDeploy: nil
        case .throughConvertingVersion(let route):
            "  swiftdata through \(route.converting) \(route.convertingVersion): converts "
                + "\(route.conversions.map(\.path).joined(separator: ", ")); then \(route.targetStage.rawValue)"
        }
    }
}
