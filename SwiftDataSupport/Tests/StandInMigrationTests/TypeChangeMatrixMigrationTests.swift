import Foundation
import SwiftData
import Testing

@testable import SwiftDataTypeChangeMatrix

/// The type-change matrix (`scripts/write-type-change-matrix.py`): a row of each model whose conversions the
/// scaffold writes, stored at 1.0.0 with every attribute at its default, migrated to 2.0.0 by the stand-in's
/// staged migration through the converting version and the committed scaffold, as generated.
@Suite("Stand-in staged migration: every stored type change of the matrix, converted by its scaffolded stage")
struct TypeChangeMatrixMigrationTests {
    @Test(
        "a row of every converted model, written at 1.0.0, opens at 2.0.0 with its scalar, optional and element converted"
    )
    func convertsEveryPair() throws {
        let url = try StoreFolder().url("matrix.store")
        do {
            let container = try ModelContainer(
                for: Schema(versionedSchema: SchemaV1.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            let rows: [any PersistentModel] = [
                SchemaV1.FromStringConverted(),
                SchemaV1.FromBoolConverted(),
                SchemaV1.FromIntConverted(),
                SchemaV1.FromInt8Converted(),
                SchemaV1.FromInt16Converted(),
                SchemaV1.FromInt32Converted(),
                SchemaV1.FromInt64Converted(),
                SchemaV1.FromUInt8Converted(),
                SchemaV1.FromUInt16Converted(),
                SchemaV1.FromUInt32Converted(),
                SchemaV1.FromUInt64Converted(),
                SchemaV1.FromDoubleConverted(),
                SchemaV1.FromFloatConverted(),
                SchemaV1.FromDecimalConverted(),
                SchemaV1.FromDateConverted(),
                SchemaV1.FromUUIDConverted(),
                SchemaV1.FromDataConverted(),
                SchemaV1.FromURLConverted(),
                SchemaV1.FromLetterConverted(),
                SchemaV1.FromRankConverted(),
            ]
            for row in rows { context.insert(row) }
            try context.save()
        }
        let container = try ModelContainer(
            for: Schema(versionedSchema: SchemaV2.self), migrationPlan: SchemaMigrations.self,
            configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        // A conversion that threw would have stopped the migration: every model keeps its row.
        var counts: [String: Int] = [:]
        counts["String"] = try context.fetch(FetchDescriptor<SchemaV2.FromStringConverted>()).count
        counts["Bool"] = try context.fetch(FetchDescriptor<SchemaV2.FromBoolConverted>()).count
        counts["Int"] = try context.fetch(FetchDescriptor<SchemaV2.FromIntConverted>()).count
        counts["Int8"] = try context.fetch(FetchDescriptor<SchemaV2.FromInt8Converted>()).count
        counts["Int16"] = try context.fetch(FetchDescriptor<SchemaV2.FromInt16Converted>()).count
        counts["Int32"] = try context.fetch(FetchDescriptor<SchemaV2.FromInt32Converted>()).count
        counts["Int64"] = try context.fetch(FetchDescriptor<SchemaV2.FromInt64Converted>()).count
        counts["UInt8"] = try context.fetch(FetchDescriptor<SchemaV2.FromUInt8Converted>()).count
        counts["UInt16"] = try context.fetch(FetchDescriptor<SchemaV2.FromUInt16Converted>()).count
        counts["UInt32"] = try context.fetch(FetchDescriptor<SchemaV2.FromUInt32Converted>()).count
        counts["UInt64"] = try context.fetch(FetchDescriptor<SchemaV2.FromUInt64Converted>()).count
        counts["Double"] = try context.fetch(FetchDescriptor<SchemaV2.FromDoubleConverted>()).count
        counts["Float"] = try context.fetch(FetchDescriptor<SchemaV2.FromFloatConverted>()).count
        counts["Decimal"] = try context.fetch(FetchDescriptor<SchemaV2.FromDecimalConverted>()).count
        counts["Date"] = try context.fetch(FetchDescriptor<SchemaV2.FromDateConverted>()).count
        counts["UUID"] = try context.fetch(FetchDescriptor<SchemaV2.FromUUIDConverted>()).count
        counts["Data"] = try context.fetch(FetchDescriptor<SchemaV2.FromDataConverted>()).count
        counts["URL"] = try context.fetch(FetchDescriptor<SchemaV2.FromURLConverted>()).count
        counts["Letter"] = try context.fetch(FetchDescriptor<SchemaV2.FromLetterConverted>()).count
        counts["Rank"] = try context.fetch(FetchDescriptor<SchemaV2.FromRankConverted>()).count
        #expect(counts.filter { $0.value != 1 }.isEmpty, "\(counts)")
        #expect(counts.count == 20)

        let text = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromStringConverted>()).first)
        #expect(text.bool && text.boolOptional == true && text.boolArray == [true])
        #expect(text.int8 == 1 && text.uint64Optional == 1 && text.int32Array == [1])
        #expect(text.double == 1.5 && text.float == 1.5 && text.decimal == Decimal(string: "1.5"))
        #expect(text.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(text.url == URL(string: "https://example.com/a"))
        #expect(text.letter == .alpha && text.rankOptional == .alpha && text.rankArray == [.alpha])

        let number = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromDoubleConverted>()).first)
        #expect(number.int == 1 && number.uint8Optional == 1 && number.floatArray == [1])
        #expect(number.decimal == 1 && number.string == "1.0" && number.rank == .alpha)
        let float = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromFloatConverted>()).first)
        #expect(float.decimal == 1 && float.decimalArray == [1])

        let letter = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromLetterConverted>()).first)
        #expect(letter.rank == .alpha && letter.string == "alpha" && letter.url == URL(string: "alpha"))
        let rank = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromRankConverted>()).first)
        #expect(rank.letter == .alpha && rank.int == 1 && rank.decimal == 1 && rank.string == "alpha")
        let identifier = try #require(try context.fetch(FetchDescriptor<SchemaV2.FromUUIDConverted>()).first)
        #expect(identifier.string == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }
}
