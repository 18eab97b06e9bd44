/// The values a history's custom stages convert, compute, fill or deduplicate, which only the team can say
/// what they must become: the test kit asks for each to be stated in a fixture file (`expect:`) or listed as
/// `unchecked:` with a reason. Read from ``CustomStageWork``, each named as in the latest version, where
/// `expect:` names it; an attribute a later step removes has nothing left to state.
public struct ConversionStatements: Sendable {
    /// One value to state.
    public struct Requirement: Hashable, Sendable {
        /// The version the custom stage migrates from: a fixture file of it, or of an earlier version, states
        /// the value (its rows cross the stage).
        public var from: SchemaVersion
        /// The version the custom stage migrates to.
        public var to: SchemaVersion
        /// The model, named as in the latest version.
        public var model: String
        /// The attribute, named as in the latest version.
        public var attribute: String
        /// What the stage does to its values.
        public var conversion: CustomStageWork.Conversion

        /// `Model.attribute`, as `unchecked:` lists it.
        public var path: String { "\(model).\(attribute)" }
    }

    /// Every version of the history, oldest first.
    public let versions: [Schema]
    /// Each step's correspondence: `steps[i]` goes from `versions[i]` to `versions[i + 1]`.
    private let steps: [StepCorrespondence]
    /// The values to state, by step and then model and attribute.
    public let requirements: [Requirement]

    /// The statements asked of `versions`, whose steps into `customStageVersions` run custom stages.
    public init(versions: [Schema], customStageVersions: Set<SchemaVersion>) {
        self.versions = versions
        let steps = zip(versions, versions.dropFirst()).map { StepCorrespondence(previous: $0, current: $1) }
        self.steps = steps
        var requirements: [Requirement] = []
        for (index, step) in steps.enumerated() where customStageVersions.contains(step.current.version) {
            for stated in CustomStageWork(step).statedAttributes {
                guard
                    let latest = Self.latestName(
                        ofAttribute: stated.attribute, model: stated.model, after: steps[(index + 1)...])
                else { continue }
                requirements.append(
                    Requirement(
                        from: step.previous.version, to: step.current.version, model: latest.model,
                        attribute: latest.attribute, conversion: stated.conversion))
            }
        }
        self.requirements = requirements
    }

    /// The latest name of the model a fixture file of `version` calls `model`, or `nil` once a step removes it.
    public func latestModelName(of model: String, at version: SchemaVersion) -> String? {
        guard let start = versions.firstIndex(where: { $0.version == version }) else { return nil }
        var name: String? = model
        for step in steps[start...] { name = name.flatMap { step.currentModelNames[$0] } }
        return name
    }

    /// The requirements a fixture file of `version` can meet: those of stages its rows cross.
    public func requirements(metBy version: SchemaVersion) -> [Requirement] {
        requirements.filter { version <= $0.from }
    }

    /// The paths a fixture file of `version` states (`Model.attribute`, named as in the latest version): its
    /// rows' `expect:` entries, given as each row's model (named as in `version`) and expected attributes, and
    /// its `unchecked:` entries.
    public func statedPaths(
        version: SchemaVersion, rows: [(model: String, expected: [String])], unchecked: [String]
    ) -> Set<String> {
        var paths = Set(unchecked)
        for row in rows {
            guard let model = latestModelName(of: row.model, at: version) else { continue }
            paths.formUnion(row.expected.map { "\(model).\($0)" })
        }
        return paths
    }

    /// The requirements no fixture file meets, given the paths each version's files state: a file meets a
    /// requirement when its version's rows cross the stage.
    public func unmet(_ stated: [SchemaVersion: Set<String>]) -> [Requirement] {
        requirements.filter { requirement in
            !stated.contains { version, paths in version <= requirement.from && paths.contains(requirement.path) }
        }
    }

    /// `attribute` of `model` followed through `steps` to its latest names; `nil` when a step removes either.
    private static func latestName(
        ofAttribute attribute: String, model: String, after steps: ArraySlice<StepCorrespondence>
    ) -> (model: String, attribute: String)? {
        var current = (model: model, attribute: attribute)
        for step in steps {
            guard let model = step.currentModelNames[current.model],
                let attribute = step.currentPropertyName(ofPrevious: current.attribute, inModel: model),
                let stored = step.current.model(named: model)?.attribute(named: attribute), !stored.isTransient
            else { return nil }
            current = (model, attribute)
        }
        return current
    }
}
