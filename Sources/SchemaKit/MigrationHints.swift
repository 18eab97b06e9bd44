/// What a version file says about the step from the previous version (`migration:`).
public struct MigrationHints: Hashable, Sendable {
    /// A path naming something whose loss the user accepts: a model or enum (`SDLegacy`), or a property or
    /// enum case (`SDMealLogItem.quantity`).
    public struct DataLossPath: Hashable, Sendable, CustomStringConvertible {
        /// The model or enum name.
        public var typeName: String
        /// The property or case name, when the path names one.
        public var memberName: String?

        /// Creates a path.
        public init(typeName: String, memberName: String? = nil) {
            self.typeName = typeName
            self.memberName = memberName
        }

        /// `Type` or `Type.member`.
        public var description: String {
            memberName.map { "\(typeName).\($0)" } ?? typeName
        }
    }

    /// Whether the user forces a custom stage (`stage: custom`).
    public var forcesCustomStage: Bool
    /// Where `stage:` was written, if it was.
    public var stageLocation: SourceLocation?
    /// The destructive changes the user acknowledges (`acceptDataLoss`).
    public var acceptDataLoss: [Located<DataLossPath>]
    /// The removals a custom stage carries elsewhere (`carries`): covered by the stage, where a removal the
    /// stage is not written for needs `acceptDataLoss`.
    public var carries: [Located<DataLossPath>] = []
    /// Free text carried into the custom stage's stub and the plan (`note`).
    public var note: String?
    /// Where the `migration:` key was written.
    public var location: SourceLocation

    /// Creates migration hints.
    public init(
        forcesCustomStage: Bool = false,
        stageLocation: SourceLocation? = nil,
        acceptDataLoss: [Located<DataLossPath>] = [],
        note: String? = nil,
        location: SourceLocation
    ) {
        self.forcesCustomStage = forcesCustomStage
        self.stageLocation = stageLocation
        self.acceptDataLoss = acceptDataLoss
        self.note = note
        self.location = location
    }
}
