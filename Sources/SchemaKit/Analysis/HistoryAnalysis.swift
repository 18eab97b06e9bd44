import SchemaModel

/// The analysis of a whole history: one ``VersionStep`` per version, oldest first.
public struct HistoryAnalysis: Sendable {
    /// The history analysed.
    public let history: SchemaHistory
    /// One step per version; the first has no previous version.
    public let steps: [VersionStep]

    /// Analyses every step of `history`.
    public init(_ history: SchemaHistory) {
        self.history = history
        let versions = history.versions
        // Each step's diff needs only its two versions, so they are computed concurrently; what a step
        // redefines depends on where the step before left each name, so the steps are then built in order.
        let diffs = Array(zip(versions.dropLast(), versions.dropFirst())).concurrentMap { previous, current in
            SchemaDiff(StepCorrespondence(previous: previous.schema, current: current.schema))
        }
        var steps: [VersionStep] = []
        var lastDefinedIn: [String: String] = [:]
        for (index, schema) in versions.enumerated() {
            let step =
                index == 0
                ? VersionStep(firstVersion: schema)
                : VersionStep(
                    previous: versions[index - 1], schema: schema, diff: diffs[index - 1], lastDefinedIn: lastDefinedIn
                )
            var next: [String: String] = [:]
            for name in schema.models.map(\.name) + schema.enums.map(\.name) + schema.structs.map(\.name) {
                next[name] =
                    step.redefinition.defines(name) ? schema.name : (step.redefinition.reused[name] ?? schema.name)
            }
            lastDefinedIn = next
            steps.append(step)
        }
        self.steps = steps
    }

    /// Every error and warning the steps found.
    public var diagnostics: [Diagnostic] { steps.flatMap(\.diagnostics).sorted() }

    /// For the latest version, each model, enum and struct name with the namespace that defines it.
    public var latestDefinitions: [String: String] {
        guard let last = steps.last else { return [:] }
        var result = last.redefinition.reused
        for name in last.redefinition.definedNames { result[name] = last.schema.name }
        return result
    }
}
