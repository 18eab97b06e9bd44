import Foundation
import Testing

/// A reader of a clone has only the repository: every link and path the README and docs point at must be
/// a file in it.
@Suite("The README and the docs point only at files inside the repository")
struct DocumentationLinkTests {
    /// The README and every Markdown file under `docs/`.
    static var documents: [URL] {
        let docs = FixturePaths.packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [FixturePaths.packageRoot.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// The relative targets of Markdown links (`[text](target)`), without anchors.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target =
                String(rest[..<close]).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init) ?? ""
            if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") { targets.append(target) }
            rest = rest[close...]
        }
        return targets
    }

    @Test("every relative link resolves to a file inside the repository")
    func linksStayInside() throws {
        let root = FixturePaths.packageRoot.standardizedFileURL.path
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for target in Self.linkTargets(in: text) {
                let resolved = URL(fileURLWithPath: target, relativeTo: document.deletingLastPathComponent())
                    .standardizedFileURL.path
                #expect(resolved.hasPrefix(root + "/"), "\(document.lastPathComponent) links outside: \(target)")
                #expect(
                    FileManager.default.fileExists(atPath: resolved),
                    "\(document.lastPathComponent) links to a missing file: \(target)")
            }
        }
    }

    @Test("no document names a path outside the repository, linked or not")
    func noPathsOutside() throws {
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            #expect(!text.contains("../shared/"), "\(document.lastPathComponent) names ../shared/")
        }
    }

    @Test("link targets are read from Markdown links, without anchors or web addresses")
    func readsLinkTargets() {
        #expect(
            Self.linkTargets(in: "see [a](docs/A.md#part), [b](https://example.org), [c](../C.md) and [d](#here)")
                == ["docs/A.md", "../C.md"])
    }
}
