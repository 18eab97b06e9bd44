import SchemaKit
import SchemaModel

extension StepRoute.RollingDeploy {
    /// What the portable flavor's plan says of `step` for a rolling deploy: whether instances still at the
    /// previous version keep serving once it ran (expanding), or are refused (contracting), and why; `nil` for
    /// the first version. SwiftData's store has one process, so its plan says nothing of it.
    init?(_ step: VersionStep) {
        guard let previous = step.previous else { return nil }
        let obstacles = step.olderInstanceObstacles
        self.init(
            previous: previous.version, obstacles: obstacles.map(\.description),
            deferrableRemovals: obstacles.isEmpty
                ? [] : ExpandingVersion.deferrableRemovals(previous: previous.schema, current: step.schema.schema))
    }
}
