import ArgumentParser
import SchemaGenCore

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}

/// The options of every command that generates code.
struct GenerationOptionsGroup: ParsableArguments {
    @Option(help: "The folder generated files are written to.")
    var output: String = "Generated"

    @Option(name: .customLong("access-level"), help: "The access level of generated declarations: public or internal.")
    var accessLevel: GenerationOptions.AccessLevel = .public

    @Option(name: .customLong("plan-name"), help: "The name of the generated migration plan type.")
    var planName: String = "SchemaMigrations"

    var generationOptions: GenerationOptions {
        GenerationOptions(accessLevel: accessLevel, planName: planName)
    }

    func validate() throws {
        guard planName.first.map({ $0.isLetter || $0 == "_" }) == true,
            planName.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        else {
            throw ValidationError("--plan-name '\(planName)' is not a Swift identifier")
        }
    }
}
