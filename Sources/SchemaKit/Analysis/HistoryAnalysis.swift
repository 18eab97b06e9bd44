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
            lastDefinedIn = Self.definitions(after: step)
            steps.append(step)
        }
        self.steps = steps
    }

    /// The analysis, its versions without the places their elements were written
    /// (``VersionFile/forgettingSources()``): for a caller done with diagnostics, such as the rendering.
    public func forgettingSources() -> HistoryAnalysis {
        HistoryAnalysis(history: history.forgettingSources(), steps: steps.map { $0.forgettingSources() })
    }

    private init(history: SchemaHistory, steps: [VersionStep]) {
        self.history = history
        self.steps = steps
    }

    /// Every error and warning the steps found.
    public var diagnostics: [Diagnostic] { steps.flatMap(\.diagnostics).sorted() }

    /// For the latest version, each model, enum and struct name with the namespace that defines it.
    public var latestDefinitions: [String: String] {
        steps.last.map(Self.definitions(after:)) ?? [:]
    }

    /// Each model, enum and struct name of `step`'s version with the namespace that defines it: every name is
    /// either defined in the step or reused.
    private static func definitions(after step: VersionStep) -> [String: String] {
        let redefinition = step.redefinition
        let defined = redefinition.definedModels + redefinition.definedEnums + redefinition.definedStructs
        var result = redefinition.reused
        result.reserveCapacity(result.count + defined.count)
        for (name, _) in defined { result[name] = step.schema.name }
        return result
    }
}
