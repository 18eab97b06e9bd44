import ArgumentParser
import Foundation
import SchemaGenCore

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}

/// The options of every command that generates code. Each falls back to the configuration, then to the
/// default.
struct GenerationOptionsGroup: ParsableArguments {
    @Option(help: "The folder generated files are written to (default: Generated, or the configuration's 'output').")
    var output: String?

    @Option(name: .customLong("access-level"), help: "The access level of generated declarations: public or internal.")
    var accessLevel: GenerationOptions.AccessLevel?

    @Option(name: .customLong("plan-name"), help: "The name of the generated migration plan type.")
    var planName: String?

    func validate() throws {
        if let planName,
            !(planName.first.map { $0.isLetter || $0 == "_" } == true
                && planName.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        {
            throw ValidationError("--plan-name '\(planName)' is not a Swift identifier")
        }
    }

    /// The output folder and options, resolved against the configuration.
    func resolved(with schemas: SchemasOptions) throws -> (output: URL, shownOutput: String, options: GenerationOptions)
    {
        let loaded = try schemas.loadConfiguration()
        var options = loaded?.0.options ?? GenerationOptions()
        if let accessLevel { options.accessLevel = accessLevel }
        if let planName { options.planName = planName }
        if let output {
            return (URL(fileURLWithPath: output, relativeTo: SchemasOptions.workingDirectory), output, options)
        }
        if let (configuration, folder, shownFolder) = loaded {
            let shown = shownFolder.isEmpty ? configuration.output : "\(shownFolder)/\(configuration.output)"
            return (URL(fileURLWithPath: configuration.output, relativeTo: folder), shown, options)
        }
        return (URL(fileURLWithPath: "Generated", relativeTo: SchemasOptions.workingDirectory), "Generated", options)
    }
}
