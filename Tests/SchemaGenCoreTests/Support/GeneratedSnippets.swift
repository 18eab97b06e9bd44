import SchemaGenCore
import SchemaKit
import Testing

/// The files the pipeline generates for version texts (V1.yaml, V2.yaml, ...), by path; a test failure with
/// the diagnostics when the texts are not valid.
func generatedFiles(
    _ versions: [String], options: GenerationOptions = GenerationOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [String: String] {
    let files = versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
    let generation = SchemaPipeline().generate(files: files, folder: ".", options: options)
    let errors = generation.result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return Dictionary(uniqueKeysWithValues: generation.files.map { ($0.path, $0.contents) })
}

/// One declaration of generated text, exactly as written: its doc comment, the line that starts with
/// `head` (ignoring indentation), and everything up to the closing brace at that line's indentation (or
/// that line alone when it opens no block). Indentation is kept, so the snippet shows nesting too.
func declaration(_ head: String, in text: String?) -> String? {
    guard let text else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(head) }) else {
        return nil
    }
    let indentation = String(lines[start].prefix { $0 == " " })
    var first = start
    while first > 0, lines[first - 1].hasPrefix(indentation + "///") { first -= 1 }
    var end = start
    if lines[start].hasSuffix("{") {
        while end + 1 < lines.count, lines[end] != indentation + "}" { end += 1 }
    }
    return lines[first...end].joined(separator: "\n")
}
