import ArgumentParser
import Foundation

/// The options every command that reads schemas takes.
struct SchemasOptions: ParsableArguments {
    @Option(name: .long, help: "The folder of schema version files.")
    var schemas: String = "Schemas"

    /// The folder as a URL, relative paths taken from the working directory.
    var schemasURL: URL {
        URL(fileURLWithPath: schemas, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
