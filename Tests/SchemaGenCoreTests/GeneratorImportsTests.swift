import Foundation
import Testing

/// The `schemagen` executable links FoundationEssentials where the toolchain has it, never the full Foundation:
/// loading that and its ICU data cost every run about 7 MB of memory and 4 ms (BENCHMARKS.md, the ninth round).
/// One `import Foundation` in any module the executable links would bring it all back, silently, so this reads
/// the sources.
@Suite("The generator imports FoundationEssentials where it exists, never the full Foundation alone")
struct GeneratorImportsTests {
    /// The modules `schemagen` links, besides its dependencies' own.
    static let modules = ["SchemaModel", "SchemaKit", "SwiftDataStoreRules", "SchemaGenCore", "schemagen"]

    /// The one way to import Foundation that they may use.
    static let conditionalImport = """
        #if canImport(FoundationEssentials)
            import FoundationEssentials
        #else
            import Foundation
        #endif
        """

    @Test("no module schemagen links imports Foundation but as the fallback where FoundationEssentials is missing")
    func onlyConditionalFoundationImports() throws {
        var files = 0
        var offending: [String] = []
        for module in Self.modules {
            let folder = FixturePaths.packageRoot.appendingPathComponent("Sources/\(module)")
            let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                files += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                let rest = text.replacingOccurrences(of: Self.conditionalImport, with: "")
                let imports = rest.split(separator: "\n").filter { line in
                    let words = line.split(separator: " ")
                    return words.contains("import") && words.last.map { $0.hasPrefix("Foundation") } == true
                        && words.last != "FoundationEssentials"
                }
                offending += imports.map {
                    "\(module)/\(url.lastPathComponent): \($0.trimmingCharacters(in: .whitespaces))"
                }
            }
        }
        #expect(files > 200)
        #expect(offending == [])
    }
}
