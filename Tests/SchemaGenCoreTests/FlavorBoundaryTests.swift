import Foundation
import Testing

/// The generator's layout keeps each flavor in its own room: what `Rendering/` holds is shared by both, and a
/// flavor's name becomes the type that owns it in one place. These read the sources, so a later change that
/// reaches across fails here rather than in review.
@Suite("Each flavor keeps to its room, and the flavor is resolved once")
struct FlavorBoundaryTests {
    static let core = FixturePaths.packageRoot.appendingPathComponent("Sources/SchemaGenCore")

    /// Every Swift file below `folder`, by its path relative to the generator's sources, with its text.
    static func sources(in folder: URL) throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(core.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("nothing in Rendering/ names SwiftData: what is there serves both flavors")
    func sharedRenderingNamesNoFlavor() throws {
        let files = try Self.sources(in: Self.core.appendingPathComponent("Rendering"))
        #expect(files.count > 10)
        let naming = files.filter { $0.text.lowercased().contains("swiftdata") }.map(\.path)
        #expect(naming == [])
    }

    @Test("a flavor's name is turned into its type only by the generation context")
    func flavorResolvedOnce() throws {
        let patterns = [
            "case .portable", "case .swiftdata", ".flavor ==", ".flavor !=", "== .swiftdata", "== .portable",
            "PortableFlavor()", "SwiftDataFlavor()",
        ]
        let files = try Self.sources(in: Self.core)
        #expect(files.contains { $0.path == "Generation/GenerationContext.swift" })
        let resolving = files.filter { file in patterns.contains { file.text.contains($0) } }.map(\.path)
        #expect(resolving == ["Generation/GenerationContext.swift"])
    }

    @Test("each flavor's renderers live in its own folder")
    func renderersInTheirRooms() throws {
        let files = try Self.sources(in: Self.core).map(\.path)
        for name in ["Renderer", "PlanRenderer", "ScaffoldRenderer", "TestKitRenderer"] {
            #expect(files.contains("Flavors/Portable/Portable\(name).swift"))
            #expect(files.contains("Flavors/SwiftData/SwiftData\(name).swift"))
        }
        #expect(!files.contains { $0.hasPrefix("SwiftData/") })
    }
}
