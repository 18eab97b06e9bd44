import Foundation
import SchemaKit
import SchemaModel
import Testing

@testable import SchemaGenCore

/// Random damage to valid files must never crash or hang the loader: each damaged file either loads or
/// yields at least one error located inside the file.
@Suite("The loader survives thousands of random mutations of valid files")
struct LoaderRobustnessTests {
    /// A way to damage a file.
    enum Mutation: CaseIterable {
        case deleteLine, duplicateLine, swapCharacters, truncate, insertTab, insertOddByte, replaceByte, swapLines
    }

    static let oddBytes: [UInt8] = [
        0x00, 0x09, 0x0D, 0xFF, 0xC3, 0xE2, 0x80, UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"),
        UInt8(ascii: "}"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "\""),
        UInt8(ascii: "'"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "|"),
        UInt8(ascii: "<"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "\n"), UInt8(ascii: " "),
    ]

    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        func joined(_ lines: [[UInt8]]) -> [UInt8] { Array(lines.joined(separator: [UInt8(ascii: "\n")])) }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Mutation.allCases.randomElement(using: &random) ?? .truncate {
        case .deleteLine:
            var copy = lines
            copy.remove(at: Int.random(in: 0..<copy.count, using: &random))
            return joined(copy)
        case .duplicateLine:
            var copy = lines
            let index = Int.random(in: 0..<copy.count, using: &random)
            copy.insert(copy[index], at: index)
            return joined(copy)
        case .swapLines:
            var copy = lines
            let index = Int.random(in: 0..<copy.count, using: &random)
            copy.swapAt(index, Int.random(in: 0..<copy.count, using: &random))
            return joined(copy)
        case .swapCharacters:
            if position + 1 < bytes.count { bytes.swapAt(position, position + 1) }
        case .truncate:
            bytes.removeSubrange(position...)
        case .insertTab:
            bytes.insert(0x09, at: position)
        case .insertOddByte:
            bytes.insert(oddBytes.randomElement(using: &random) ?? 0, at: position)
        case .replaceByte:
            bytes[position] = oddBytes.randomElement(using: &random) ?? 0
        }
        return bytes
    }

    @Test("3,000 seeded mutations each load or give a located error", .timeLimit(.minutes(2)))
    func mutationsNeverCrash() throws {
        let folder = FixturePaths.exampleSchemas
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        let originals = try names.map { try Array(Data(contentsOf: folder.appendingPathComponent($0))) }
        let loader = SchemaHistoryLoader()
        let cleanSchemas = zip(names, originals).compactMap { name, bytes in
            loader.loadFile(bytes, file: name, fileStem: String(name.dropLast(5))).schema
        }
        #expect(cleanSchemas.count == names.count)

        var random = SeededGenerator(seed: 0x5C4E_4A6E)
        var loadedCount = 0
        for iteration in 0..<3_000 {
            let index = iteration % names.count
            var bytes = originals[index]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes = Self.mutate(bytes, using: &random)
            }
            let lineCount = UTF8Validation.lineCount(of: bytes)
            let result = loader.loadFile(bytes, file: names[index], fileStem: String(names[index].dropLast(5)))
            if let schema = result.schema {
                loadedCount += 1
                // A mutated file that still loads must also survive the history checks and the analysis.
                _ = schema
                var files = zip(names, originals).map { SchemaSourceFile(name: $0, bytes: $1) }
                files[index].bytes = bytes
                let analysed = SchemaPipeline().run(files: files, folder: "Schemas")
                #expect(analysed.analysis != nil || analysed.diagnostics.containsErrors, "iteration \(iteration)")
                continue
            }
            #expect(result.diagnostics.containsErrors, "iteration \(iteration): no error for a file that did not load")
            for diagnostic in result.diagnostics {
                guard case .source(let location) = diagnostic.origin else {
                    Issue.record("iteration \(iteration): unlocated \(diagnostic.formatted)")
                    continue
                }
                #expect(
                    location.line >= 1 && location.line <= lineCount && location.column >= 1,
                    "iteration \(iteration): \(diagnostic.formatted)")
            }
        }
        // Both outcomes must actually be exercised, or the mutations are too weak or too strong.
        #expect(loadedCount > 100)
        #expect(loadedCount < 2_900)
    }
}
