import Foundation
import SchemaKit
import SchemaModel
import Testing

@testable import SchemaGenCore

/// The lock's records are read back through one typed reader (`SealedRecord`): every record a golden history
/// seals, and every line of this repository's lock, reads as a known kind and writes back byte for byte, so a
/// lock written before the reader existed reads the same.
@Suite("Sealed records: typed, and written back as they were read")
struct SealedRecordTests {
    @Test(
        "every record of every golden history's versions is a known kind and writes back as it was",
        arguments: GoldenReferenceTests.histories)
    func goldenRecordsRoundTrip(history: String) throws {
        let analysis = try GoldenReferenceTests.analysis(history)
        for version in analysis.history.versions {
            for record in SealedShape.records(of: version.schema) {
                let typed = SealedRecord(line: record.text)
                #expect(typed.fields == record.fields)
                if case .unrecognized = typed { Issue.record("\(history) \(version.version): \(record.fields)") }
            }
        }
    }

    @Test("every record of the repository's lock reads as a known kind and writes back as it was")
    func lockRecordsRoundTrip() throws {
        let text = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("schemagen.lock"), encoding: .utf8)
        let lock = try #require(SchemaLock.parse(Array(text.utf8), path: "schemagen.lock").lock)
        let records = lock.entries.flatMap(\.records)
        #expect(records.count > 100)
        for line in records {
            let typed = SealedRecord(line: line)
            #expect(SchemaFingerprint.record(typed.fields) == line)
            if case .unrecognized(let fields) = typed { Issue.record("\(fields)") }
        }
    }

    @Test("a record of an unknown kind or shape is kept as it is, and described by its fields")
    func unknownRecordsAreKept() {
        let future = SealedRecord(fields: ["colour", "Item", "blue"])
        #expect(future == .unrecognized(["colour", "Item", "blue"]))
        #expect(future.fields == ["colour", "Item", "blue"])
        #expect(SealedRecord(fields: ["column", "Item"]) == .unrecognized(["column", "Item"]))
        #expect(
            GenerationContext().describe(SealedRecord(line: SchemaFingerprint.record(["colour", "Item", "blue"])))
                == "colour Item blue")
    }
}
