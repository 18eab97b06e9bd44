/// The generation options' defaults, as ``ConfigurationKey``'s table writes them: a file without the key and
/// code that names no value mean the same.
extension GenerationOptions.FlavorName {
    /// The flavor a configuration without `flavor` means.
    public static var configuredDefault: Self { ConfigurationKey.flavor.defaultCase() }
}

extension GenerationOptions.AccessLevel {
    /// The access level a configuration without `accessLevel` means.
    public static var configuredDefault: Self { ConfigurationKey.accessLevel.defaultCase() }
}

extension SwiftDataOptions.DeploymentTarget {
    /// The deployment target a configuration without `swiftDataDeploymentTarget` means.
    public static var configuredDefault: Self {
        guard let target = Self(parsing: ConfigurationKey.swiftDataDeploymentTarget.defaultValue) else {
            preconditionFailure("the default of 'swiftDataDeploymentTarget' is not a platform release")
        }
        return target
    }
}

extension ConfigurationKey {
    /// The default of a ``ValueKind/choice`` key, as the case it names. The table's defaults are constants that
    /// `ConfigurationKeyTableTests` reads back, so a mismatch is a programming error, found by the tests.
    func defaultCase<Value: RawRepresentable<String>>() -> Value {
        guard let value = Value(rawValue: defaultValue) else {
            preconditionFailure("the default of '\(rawValue)', '\(defaultValue)', is not a \(Value.self)")
        }
        return value
    }
}
