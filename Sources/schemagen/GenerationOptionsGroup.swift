import ArgumentParser
import SchemaGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}
extension GenerationOptions.FlavorName: ExpressibleByArgument {}

/// The options of every command that generates code. Each falls back to the configuration, then to the
/// default.
struct GenerationOptionsGroup: ParsableArguments {
    @Option(
        help:
            "The folder generated files are written to (default: \(ConfigurationKey.output.defaultValue), or the configuration's 'output')."
    )
    var output: String?

    @Option(
        help:
            "The kind of code to generate: portable (over SchemaRuntime) or swiftdata (default: the configuration's 'flavor', else \(ConfigurationKey.flavor.defaultValue))."
    )
    var flavor: GenerationOptions.FlavorName?

    @Option(name: .customLong("access-level"), help: "The access level of generated declarations: public or internal.")
    var accessLevel: GenerationOptions.AccessLevel?

    @Option(name: .customLong("plan-name"), help: "The name of the generated migration plan type.")
    var planName: String?

    func validate() throws {
        try Self.validatePlanName(planName)
    }

    /// `--plan-name` must be a Swift identifier: it names a generated type.
    static func validatePlanName(_ planName: String?) throws {
        if let planName, !SwiftIdentifier.isValid(planName) {
            throw ValidationError("--plan-name '\(planName)' is not a Swift identifier")
        }
    }

    /// The output folder and options, resolved against the configuration the inputs were resolved with.
    func resolved(with inputs: Workspace) -> (
        output: URL, shownOutput: String, options: GenerationOptions
    ) {
        var options = inputs.generationOptions
        if let flavor { options.flavor = flavor }
        if let accessLevel { options.accessLevel = accessLevel }
        if let planName { options.planName = planName }
        let (url, shown) = inputs.folder(for: .output, flag: output)
        return (url, shown, options)
    }
}
