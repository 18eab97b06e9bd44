import SchemaKit
import SchemaModel

/// `SchemaTypealiases.swift`: every model, enum and struct name, and each alias, pointing at the version that last
/// defined it, plus `CurrentSchema`. App code uses these names and never a version namespace.
struct TypealiasMapRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext

    func render() -> String {
        var writer = SwiftWriter()
        writer.line(FileHeader.generated(from: FileHeader.historySource(analysis)))
        guard let latest = analysis.history.latest else { return writer.text }
        let access = context.access
        let definitions = analysis.latestDefinitions
        func target(_ name: String) -> String {
            "\(SwiftNames.escaped(definitions[name] ?? latest.name)).\(SwiftNames.escaped(name))"
        }
        writer.line()
        writer.line("/// The latest schema version, \(latest.name) (\(latest.version)).")
        writer.line("\(access)typealias CurrentSchema = \(SwiftNames.escaped(latest.name))")
        let models = latest.models.map(\.name).sorted()
        writer.line()
        writer.line("// MARK: - Models, each at the version that last defined it")
        writer.line()
        for name in models {
            writer.line("\(access)typealias \(SwiftNames.escaped(name)) = \(target(name))")
        }
        for (title, names) in [("Enums", latest.enums.map(\.name)), ("Structs", latest.structs.map(\.name))]
        where !names.isEmpty {
            writer.line()
            writer.line("// MARK: - \(title)")
            writer.line()
            for name in names.sorted() {
                writer.line("\(access)typealias \(SwiftNames.escaped(name)) = \(target(name))")
            }
        }
        if !latest.aliases.isEmpty {
            writer.line()
            writer.line("// MARK: - Aliases")
            writer.line()
            for alias in latest.aliases.sorted(by: { $0.name < $1.name }) {
                writer.line("/// Another name for `\(alias.target)`.")
                writer.line("\(access)typealias \(SwiftNames.escaped(alias.name)) = \(target(alias.target))")
            }
        }
        return writer.text
    }
}
