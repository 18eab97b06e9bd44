import SchemaKit
import SchemaModel

/// How a flavor carries out one step beyond its stage kind: a value its ``Flavor`` gives, which `plan`,
/// `diff` and reviews word (``StepRoute/planLines``, ``StepRoute/planJSON``, ``StepRoute/reviewLine``).
enum StepRoute: Sendable {
    /// A portable store shared by instances of both versions during a rolling deploy: whether those at the
    /// previous version keep serving once the step ran.
    case rollingDeploy(RollingDeploy)
    /// A step SwiftData takes through a converting version, because its inferred migration can't change a
    /// stored type.
    case throughConvertingVersion(ConversionRoute)

    /// What a rolling deploy of one step means for instances at the previous version.
    struct RollingDeploy: Sendable {
        /// The version the older instances run.
        let previous: SchemaVersion
        /// Why they are refused once the step ran; empty when the step is expanding.
        let obstacles: [String]
        /// Removals that could be deprecated one version earlier, so the older instances serve through them.
        let deferrableRemovals: [String]
    }

    /// The two stages of a step that goes through a converting version.
    struct ConversionRoute: Sendable {
        /// One attribute converted on the way.
        struct Conversion: Sendable {
            /// `Item.quantity`.
            let path: String
            /// `String -> Double`, or what else changes of the attribute.
            let change: String
            /// The stored type before and after.
            let from: String, to: String
            /// The attribute's name in the converting version.
            let temporaryName: String
        }

        /// The step's previous version.
        let previous: String
        /// The converting version's namespace and identifier.
        let converting: String, convertingVersion: SchemaVersion
        /// The attributes converted, in the step's order.
        let conversions: [Conversion]
        /// The step's own version.
        let target: String
        /// The stage from the converting version to the target.
        let targetStage: StageKind
        /// Why that stage still needs code (empty when it is lightweight).
        let remainingCustomReasons: [String]
    }
}
