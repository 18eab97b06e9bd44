import SchemaKit

/// The first lines of every generated file, in both flavors.
enum FileHeader {
    /// Where the file came from, and that formatters should leave it alone (its layout is the generator's, and
    /// reformatting would make `schemagen check` fail).
    static func generated(from source: String) -> String {
        GeneratedFile.headerPrefix + "\(source); do not edit.\n// swift-format-ignore-file"
    }

    /// `V1.yaml to V7.yaml`, naming a whole history as the source of a file drawn from all of it.
    static func historySource(_ analysis: HistoryAnalysis) -> String {
        let files = analysis.history.versions.map(\.fileName)
        guard let first = files.first, let last = files.last else { return "no schemas" }
        return files.count == 1 ? first : "\(first) to \(last)"
    }
}
