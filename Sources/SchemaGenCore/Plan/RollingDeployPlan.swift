import SchemaKit
import SchemaModel

/// What the portable flavor's plan says of a step for a rolling deploy: whether instances still at the
/// previous version keep serving once it ran (expanding), or are refused (contracting), and why. SwiftData's
/// store has one process, so its plan says nothing of it.
enum RollingDeployPlan {
    /// The plan's lines for `step`, ending with a blank line; none for the first version.
    static func lines(for step: VersionStep) -> [String] {
        guard let previous = step.previous else { return [] }
        let obstacles = step.olderInstanceObstacles
        guard !obstacles.isEmpty else {
            return ["Rolling deploy: expanding; instances at \(previous.version) keep serving the migrated store.", ""]
        }
        var lines =
            ["Rolling deploy: contracting; instances at \(previous.version) are refused once it runs, because:"]
            + obstacles.map { "- \($0)" }
        let deferrable = ExpandingVersion.deferrableRemovals(previous: previous.schema, current: step.schema.schema)
        if !deferrable.isEmpty {
            let names = MessageText.list(deferrable.map { "`\($0)`" })
            let one = deferrable.count == 1
            lines.append(
                "\(names) could be deprecated one version earlier, and instances would serve through \(one ? "its" : "their")"
                    + " removal (`schemagen expand` splits the latest step that way).")
        }
        return lines + [""]
    }

    /// `"rollingDeploy": {"expanding": Bool, "obstacles": [String]}` for `step`; `nil` for the first version.
    static func json(for step: VersionStep) -> (key: String, value: JSONValue)? {
        guard step.previous != nil else { return nil }
        let obstacles = step.olderInstanceObstacles
        return (
            "rollingDeploy",
            .object([
                ("expanding", .bool(obstacles.isEmpty)),
                ("obstacles", .array(obstacles.map { .string($0.description) })),
            ])
        )
    }
}
