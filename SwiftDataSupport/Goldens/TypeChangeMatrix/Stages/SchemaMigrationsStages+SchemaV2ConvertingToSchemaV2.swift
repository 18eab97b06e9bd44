// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV2Converting (1.0.1000000) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - 'FromIntConverted.int64' changed type from Int to Int64
    /// - 'FromIntConverted.int64Optional' changed type from Int to Int64
    /// - 'FromIntConverted.int64Array' changed type from [Int] to [Int64]
    /// - 'FromInt64Converted.int' changed type from Int64 to Int
    /// - 'FromInt64Converted.intOptional' changed type from Int64 to Int
    /// - 'FromInt64Converted.intArray' changed type from [Int64] to [Int]
    ///
    /// Changes in this step:
    /// - attributeTypeChanged FromStringConverted.bool: String -> Bool (narrowing)
    /// - attributeDefaultChanged FromStringConverted.bool: "true" -> none
    /// - attributeTypeChanged FromStringConverted.boolOptional: String -> Bool (narrowing)
    /// - attributeDefaultChanged FromStringConverted.boolOptional: "true" -> none
    /// - attributeTypeChanged FromStringConverted.boolArray: [String] -> [Bool] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.boolArray: ["true"] -> none
    /// - attributeTypeChanged FromStringConverted.boolMadeOptional: String -> Bool (narrowing)
    /// - attributeOptionalityChanged FromStringConverted.boolMadeOptional: required -> optional
    /// - attributeDefaultChanged FromStringConverted.boolMadeOptional: "true" -> none
    /// - attributeTypeChanged FromStringConverted.boolMadeRequired: String -> Bool (narrowing)
    /// - attributeOptionalityChanged FromStringConverted.boolMadeRequired: optional -> required
    /// - attributeDefaultChanged FromStringConverted.boolMadeRequired: "true" -> none
    /// - attributeTypeChanged FromStringConverted.int: String -> Int (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int: "1" -> none
    /// - attributeTypeChanged FromStringConverted.intOptional: String -> Int (narrowing)
    /// - attributeDefaultChanged FromStringConverted.intOptional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.intArray: [String] -> [Int] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.intArray: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.int8: String -> Int8 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int8: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int8Optional: String -> Int8 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int8Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int8Array: [String] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int8Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.int16: String -> Int16 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int16: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int16Optional: String -> Int16 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int16Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int16Array: [String] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int16Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.int32: String -> Int32 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int32: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int32Optional: String -> Int32 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int32Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int32Array: [String] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int32Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.int64: String -> Int64 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int64: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int64Optional: String -> Int64 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int64Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.int64Array: [String] -> [Int64] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.int64Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.uint8: String -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint8: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint8Optional: String -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint8Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint8Array: [String] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint8Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.uint16: String -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint16: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint16Optional: String -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint16Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint16Array: [String] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint16Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.uint32: String -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint32: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint32Optional: String -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint32Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint32Array: [String] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint32Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.uint64: String -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint64: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint64Optional: String -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint64Optional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.uint64Array: [String] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uint64Array: ["1"] -> none
    /// - attributeTypeChanged FromStringConverted.double: String -> Double (narrowing)
    /// - attributeDefaultChanged FromStringConverted.double: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.doubleOptional: String -> Double (narrowing)
    /// - attributeDefaultChanged FromStringConverted.doubleOptional: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.doubleArray: [String] -> [Double] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.doubleArray: ["1.5"] -> none
    /// - attributeTypeChanged FromStringConverted.float: String -> Float (narrowing)
    /// - attributeDefaultChanged FromStringConverted.float: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.floatOptional: String -> Float (narrowing)
    /// - attributeDefaultChanged FromStringConverted.floatOptional: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.floatArray: [String] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.floatArray: ["1.5"] -> none
    /// - attributeTypeChanged FromStringConverted.decimal: String -> Decimal (narrowing)
    /// - attributeDefaultChanged FromStringConverted.decimal: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.decimalOptional: String -> Decimal (narrowing)
    /// - attributeDefaultChanged FromStringConverted.decimalOptional: "1.5" -> none
    /// - attributeTypeChanged FromStringConverted.decimalArray: [String] -> [Decimal] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.decimalArray: ["1.5"] -> none
    /// - attributeTypeChanged FromStringConverted.uuid: String -> UUID (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uuid: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" -> none
    /// - attributeTypeChanged FromStringConverted.uuidOptional: String -> UUID (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uuidOptional: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" -> none
    /// - attributeTypeChanged FromStringConverted.uuidArray: [String] -> [UUID] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.uuidArray: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"] -> none
    /// - attributeTypeChanged FromStringConverted.url: String -> URL (narrowing)
    /// - attributeDefaultChanged FromStringConverted.url: "https://example.com/a" -> none
    /// - attributeTypeChanged FromStringConverted.urlOptional: String -> URL (narrowing)
    /// - attributeDefaultChanged FromStringConverted.urlOptional: "https://example.com/a" -> none
    /// - attributeTypeChanged FromStringConverted.urlArray: [String] -> [URL] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.urlArray: ["https://example.com/a"] -> none
    /// - attributeTypeChanged FromStringConverted.letter: String -> Letter (narrowing)
    /// - attributeDefaultChanged FromStringConverted.letter: "alpha" -> none
    /// - attributeTypeChanged FromStringConverted.letterOptional: String -> Letter (narrowing)
    /// - attributeDefaultChanged FromStringConverted.letterOptional: "alpha" -> none
    /// - attributeTypeChanged FromStringConverted.letterArray: [String] -> [Letter] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.letterArray: ["alpha"] -> none
    /// - attributeTypeChanged FromStringConverted.rank: String -> Rank (narrowing)
    /// - attributeDefaultChanged FromStringConverted.rank: "1" -> none
    /// - attributeTypeChanged FromStringConverted.rankOptional: String -> Rank (narrowing)
    /// - attributeDefaultChanged FromStringConverted.rankOptional: "1" -> none
    /// - attributeTypeChanged FromStringConverted.rankArray: [String] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromStringConverted.rankArray: ["1"] -> none
    /// - attributeTypeChanged FromStringUnconverted.date: String -> Date (narrowing)
    /// - attributeTypeChanged FromStringUnconverted.dateOptional: String -> Date (narrowing)
    /// - attributeTypeChanged FromStringUnconverted.dateArray: [String] -> [Date] (narrowing)
    /// - attributeTypeChanged FromStringUnconverted.dateMadeOptional: String -> Date (narrowing)
    /// - attributeOptionalityChanged FromStringUnconverted.dateMadeOptional: required -> optional
    /// - attributeTypeChanged FromStringUnconverted.dateMadeRequired: String -> Date (narrowing)
    /// - attributeOptionalityChanged FromStringUnconverted.dateMadeRequired: optional -> required
    /// - attributeTypeChanged FromStringUnconverted.data: String -> Data (narrowing)
    /// - attributeTypeChanged FromStringUnconverted.dataOptional: String -> Data (narrowing)
    /// - attributeTypeChanged FromStringUnconverted.dataArray: [String] -> [Data] (narrowing)
    /// - attributeTypeChanged FromBoolConverted.string: Bool -> String
    /// - attributeDefaultChanged FromBoolConverted.string: true -> none
    /// - attributeTypeChanged FromBoolConverted.stringOptional: Bool -> String
    /// - attributeDefaultChanged FromBoolConverted.stringOptional: true -> none
    /// - attributeTypeChanged FromBoolConverted.stringArray: [Bool] -> [String]
    /// - attributeDefaultChanged FromBoolConverted.stringArray: [true] -> none
    /// - attributeTypeChanged FromBoolConverted.stringMadeOptional: Bool -> String
    /// - attributeOptionalityChanged FromBoolConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromBoolConverted.stringMadeOptional: true -> none
    /// - attributeTypeChanged FromBoolConverted.stringMadeRequired: Bool -> String
    /// - attributeOptionalityChanged FromBoolConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromBoolConverted.stringMadeRequired: true -> none
    /// - attributeTypeChanged FromBoolUnconverted.int: Bool -> Int
    /// - attributeTypeChanged FromBoolUnconverted.intOptional: Bool -> Int
    /// - attributeTypeChanged FromBoolUnconverted.intArray: [Bool] -> [Int]
    /// - attributeTypeChanged FromBoolUnconverted.intMadeOptional: Bool -> Int
    /// - attributeOptionalityChanged FromBoolUnconverted.intMadeOptional: required -> optional
    /// - attributeTypeChanged FromBoolUnconverted.intMadeRequired: Bool -> Int
    /// - attributeOptionalityChanged FromBoolUnconverted.intMadeRequired: optional -> required
    /// - attributeTypeChanged FromBoolUnconverted.int8: Bool -> Int8
    /// - attributeTypeChanged FromBoolUnconverted.int8Optional: Bool -> Int8
    /// - attributeTypeChanged FromBoolUnconverted.int8Array: [Bool] -> [Int8]
    /// - attributeTypeChanged FromBoolUnconverted.int16: Bool -> Int16
    /// - attributeTypeChanged FromBoolUnconverted.int16Optional: Bool -> Int16
    /// - attributeTypeChanged FromBoolUnconverted.int16Array: [Bool] -> [Int16]
    /// - attributeTypeChanged FromBoolUnconverted.int32: Bool -> Int32
    /// - attributeTypeChanged FromBoolUnconverted.int32Optional: Bool -> Int32
    /// - attributeTypeChanged FromBoolUnconverted.int32Array: [Bool] -> [Int32]
    /// - attributeTypeChanged FromBoolUnconverted.int64: Bool -> Int64
    /// - attributeTypeChanged FromBoolUnconverted.int64Optional: Bool -> Int64
    /// - attributeTypeChanged FromBoolUnconverted.int64Array: [Bool] -> [Int64]
    /// - attributeTypeChanged FromBoolUnconverted.uint8: Bool -> UInt8
    /// - attributeTypeChanged FromBoolUnconverted.uint8Optional: Bool -> UInt8
    /// - attributeTypeChanged FromBoolUnconverted.uint8Array: [Bool] -> [UInt8]
    /// - attributeTypeChanged FromBoolUnconverted.uint16: Bool -> UInt16
    /// - attributeTypeChanged FromBoolUnconverted.uint16Optional: Bool -> UInt16
    /// - attributeTypeChanged FromBoolUnconverted.uint16Array: [Bool] -> [UInt16]
    /// - attributeTypeChanged FromBoolUnconverted.uint32: Bool -> UInt32
    /// - attributeTypeChanged FromBoolUnconverted.uint32Optional: Bool -> UInt32
    /// - attributeTypeChanged FromBoolUnconverted.uint32Array: [Bool] -> [UInt32]
    /// - attributeTypeChanged FromBoolUnconverted.uint64: Bool -> UInt64
    /// - attributeTypeChanged FromBoolUnconverted.uint64Optional: Bool -> UInt64
    /// - attributeTypeChanged FromBoolUnconverted.uint64Array: [Bool] -> [UInt64]
    /// - attributeTypeChanged FromBoolUnconverted.double: Bool -> Double (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.doubleOptional: Bool -> Double (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.doubleArray: [Bool] -> [Double] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.float: Bool -> Float (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.floatOptional: Bool -> Float (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.floatArray: [Bool] -> [Float] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.decimal: Bool -> Decimal (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.decimalOptional: Bool -> Decimal (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.decimalArray: [Bool] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.date: Bool -> Date (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.dateOptional: Bool -> Date (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.dateArray: [Bool] -> [Date] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.uuid: Bool -> UUID (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.uuidOptional: Bool -> UUID (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.uuidArray: [Bool] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.data: Bool -> Data (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.dataOptional: Bool -> Data (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.dataArray: [Bool] -> [Data] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.url: Bool -> URL (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.urlOptional: Bool -> URL (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.urlArray: [Bool] -> [URL] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.letter: Bool -> Letter (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.letterOptional: Bool -> Letter (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.letterArray: [Bool] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.rank: Bool -> Rank (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.rankOptional: Bool -> Rank (narrowing)
    /// - attributeTypeChanged FromBoolUnconverted.rankArray: [Bool] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromIntConverted.string: Int -> String
    /// - attributeDefaultChanged FromIntConverted.string: 1 -> none
    /// - attributeTypeChanged FromIntConverted.stringOptional: Int -> String
    /// - attributeDefaultChanged FromIntConverted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.stringArray: [Int] -> [String]
    /// - attributeDefaultChanged FromIntConverted.stringArray: [1] -> none
    /// - attributeTypeChanged FromIntConverted.stringMadeOptional: Int -> String
    /// - attributeOptionalityChanged FromIntConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromIntConverted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.stringMadeRequired: Int -> String
    /// - attributeOptionalityChanged FromIntConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromIntConverted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int8: Int -> Int8 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int8: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int8Optional: Int -> Int8 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int8Array: [Int] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int8Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.int16: Int -> Int16 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int16: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int16Optional: Int -> Int16 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int16Array: [Int] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int16Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.int32: Int -> Int32 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int32: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int32Optional: Int -> Int32 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int32Array: [Int] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.int32Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.int64: Int -> Int64
    /// - attributeDefaultChanged FromIntConverted.int64: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int64Optional: Int -> Int64
    /// - attributeDefaultChanged FromIntConverted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.int64Array: [Int] -> [Int64]
    /// - attributeDefaultChanged FromIntConverted.int64Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.uint8: Int -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint8: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint8Optional: Int -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint8Array: [Int] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.uint16: Int -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint16: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint16Optional: Int -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint16Array: [Int] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.uint32: Int -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint32: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint32Optional: Int -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint32Array: [Int] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.uint64: Int -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint64: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint64Optional: Int -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.uint64Array: [Int] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromIntConverted.double: Int -> Double
    /// - attributeDefaultChanged FromIntConverted.double: 1 -> none
    /// - attributeTypeChanged FromIntConverted.doubleOptional: Int -> Double
    /// - attributeDefaultChanged FromIntConverted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.doubleArray: [Int] -> [Double]
    /// - attributeDefaultChanged FromIntConverted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromIntConverted.float: Int -> Float (narrowing)
    /// - attributeDefaultChanged FromIntConverted.float: 1 -> none
    /// - attributeTypeChanged FromIntConverted.floatOptional: Int -> Float (narrowing)
    /// - attributeDefaultChanged FromIntConverted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.floatArray: [Int] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.floatArray: [1] -> none
    /// - attributeTypeChanged FromIntConverted.decimal: Int -> Decimal
    /// - attributeDefaultChanged FromIntConverted.decimal: 1 -> none
    /// - attributeTypeChanged FromIntConverted.decimalOptional: Int -> Decimal
    /// - attributeDefaultChanged FromIntConverted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.decimalArray: [Int] -> [Decimal]
    /// - attributeDefaultChanged FromIntConverted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromIntConverted.rank: Int -> Rank (narrowing)
    /// - attributeDefaultChanged FromIntConverted.rank: 1 -> none
    /// - attributeTypeChanged FromIntConverted.rankOptional: Int -> Rank (narrowing)
    /// - attributeDefaultChanged FromIntConverted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromIntConverted.rankArray: [Int] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromIntConverted.rankArray: [1] -> none
    /// - attributeTypeChanged FromIntUnconverted.bool: Int -> Bool (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.boolOptional: Int -> Bool (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.boolArray: [Int] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.boolMadeOptional: Int -> Bool (narrowing)
    /// - attributeOptionalityChanged FromIntUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromIntUnconverted.boolMadeRequired: Int -> Bool (narrowing)
    /// - attributeOptionalityChanged FromIntUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromIntUnconverted.date: Int -> Date (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.dateOptional: Int -> Date (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.dateArray: [Int] -> [Date] (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.uuid: Int -> UUID (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.uuidOptional: Int -> UUID (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.uuidArray: [Int] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.data: Int -> Data (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.dataOptional: Int -> Data (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.dataArray: [Int] -> [Data] (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.url: Int -> URL (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.urlOptional: Int -> URL (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.urlArray: [Int] -> [URL] (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.letter: Int -> Letter (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.letterOptional: Int -> Letter (narrowing)
    /// - attributeTypeChanged FromIntUnconverted.letterArray: [Int] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromInt8Converted.string: Int8 -> String
    /// - attributeDefaultChanged FromInt8Converted.string: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.stringOptional: Int8 -> String
    /// - attributeDefaultChanged FromInt8Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.stringArray: [Int8] -> [String]
    /// - attributeDefaultChanged FromInt8Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.stringMadeOptional: Int8 -> String
    /// - attributeOptionalityChanged FromInt8Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromInt8Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.stringMadeRequired: Int8 -> String
    /// - attributeOptionalityChanged FromInt8Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromInt8Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int: Int8 -> Int
    /// - attributeDefaultChanged FromInt8Converted.int: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.intOptional: Int8 -> Int
    /// - attributeDefaultChanged FromInt8Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.intArray: [Int8] -> [Int]
    /// - attributeDefaultChanged FromInt8Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.int16: Int8 -> Int16
    /// - attributeDefaultChanged FromInt8Converted.int16: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int16Optional: Int8 -> Int16
    /// - attributeDefaultChanged FromInt8Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int16Array: [Int8] -> [Int16]
    /// - attributeDefaultChanged FromInt8Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.int32: Int8 -> Int32
    /// - attributeDefaultChanged FromInt8Converted.int32: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int32Optional: Int8 -> Int32
    /// - attributeDefaultChanged FromInt8Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int32Array: [Int8] -> [Int32]
    /// - attributeDefaultChanged FromInt8Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.int64: Int8 -> Int64
    /// - attributeDefaultChanged FromInt8Converted.int64: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int64Optional: Int8 -> Int64
    /// - attributeDefaultChanged FromInt8Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.int64Array: [Int8] -> [Int64]
    /// - attributeDefaultChanged FromInt8Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.uint8: Int8 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint8Optional: Int8 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint8Array: [Int8] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.uint16: Int8 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint16Optional: Int8 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint16Array: [Int8] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.uint32: Int8 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint32Optional: Int8 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint32Array: [Int8] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.uint64: Int8 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint64Optional: Int8 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.uint64Array: [Int8] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.double: Int8 -> Double
    /// - attributeDefaultChanged FromInt8Converted.double: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.doubleOptional: Int8 -> Double
    /// - attributeDefaultChanged FromInt8Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.doubleArray: [Int8] -> [Double]
    /// - attributeDefaultChanged FromInt8Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.float: Int8 -> Float
    /// - attributeDefaultChanged FromInt8Converted.float: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.floatOptional: Int8 -> Float
    /// - attributeDefaultChanged FromInt8Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.floatArray: [Int8] -> [Float]
    /// - attributeDefaultChanged FromInt8Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.decimal: Int8 -> Decimal
    /// - attributeDefaultChanged FromInt8Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.decimalOptional: Int8 -> Decimal
    /// - attributeDefaultChanged FromInt8Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.decimalArray: [Int8] -> [Decimal]
    /// - attributeDefaultChanged FromInt8Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromInt8Converted.rank: Int8 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.rank: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.rankOptional: Int8 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromInt8Converted.rankArray: [Int8] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromInt8Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromInt8Unconverted.bool: Int8 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.boolOptional: Int8 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.boolArray: [Int8] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.boolMadeOptional: Int8 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt8Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromInt8Unconverted.boolMadeRequired: Int8 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt8Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromInt8Unconverted.date: Int8 -> Date (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.dateOptional: Int8 -> Date (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.dateArray: [Int8] -> [Date] (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.uuid: Int8 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.uuidOptional: Int8 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.uuidArray: [Int8] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.data: Int8 -> Data (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.dataOptional: Int8 -> Data (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.dataArray: [Int8] -> [Data] (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.url: Int8 -> URL (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.urlOptional: Int8 -> URL (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.urlArray: [Int8] -> [URL] (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.letter: Int8 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.letterOptional: Int8 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt8Unconverted.letterArray: [Int8] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromInt16Converted.string: Int16 -> String
    /// - attributeDefaultChanged FromInt16Converted.string: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.stringOptional: Int16 -> String
    /// - attributeDefaultChanged FromInt16Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.stringArray: [Int16] -> [String]
    /// - attributeDefaultChanged FromInt16Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.stringMadeOptional: Int16 -> String
    /// - attributeOptionalityChanged FromInt16Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromInt16Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.stringMadeRequired: Int16 -> String
    /// - attributeOptionalityChanged FromInt16Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromInt16Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int: Int16 -> Int
    /// - attributeDefaultChanged FromInt16Converted.int: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.intOptional: Int16 -> Int
    /// - attributeDefaultChanged FromInt16Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.intArray: [Int16] -> [Int]
    /// - attributeDefaultChanged FromInt16Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.int8: Int16 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.int8: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int8Optional: Int16 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int8Array: [Int16] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.int32: Int16 -> Int32
    /// - attributeDefaultChanged FromInt16Converted.int32: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int32Optional: Int16 -> Int32
    /// - attributeDefaultChanged FromInt16Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int32Array: [Int16] -> [Int32]
    /// - attributeDefaultChanged FromInt16Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.int64: Int16 -> Int64
    /// - attributeDefaultChanged FromInt16Converted.int64: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int64Optional: Int16 -> Int64
    /// - attributeDefaultChanged FromInt16Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.int64Array: [Int16] -> [Int64]
    /// - attributeDefaultChanged FromInt16Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.uint8: Int16 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint8Optional: Int16 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint8Array: [Int16] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.uint16: Int16 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint16Optional: Int16 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint16Array: [Int16] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.uint32: Int16 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint32Optional: Int16 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint32Array: [Int16] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.uint64: Int16 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint64Optional: Int16 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.uint64Array: [Int16] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.double: Int16 -> Double
    /// - attributeDefaultChanged FromInt16Converted.double: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.doubleOptional: Int16 -> Double
    /// - attributeDefaultChanged FromInt16Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.doubleArray: [Int16] -> [Double]
    /// - attributeDefaultChanged FromInt16Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.float: Int16 -> Float
    /// - attributeDefaultChanged FromInt16Converted.float: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.floatOptional: Int16 -> Float
    /// - attributeDefaultChanged FromInt16Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.floatArray: [Int16] -> [Float]
    /// - attributeDefaultChanged FromInt16Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.decimal: Int16 -> Decimal
    /// - attributeDefaultChanged FromInt16Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.decimalOptional: Int16 -> Decimal
    /// - attributeDefaultChanged FromInt16Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.decimalArray: [Int16] -> [Decimal]
    /// - attributeDefaultChanged FromInt16Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromInt16Converted.rank: Int16 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.rank: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.rankOptional: Int16 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromInt16Converted.rankArray: [Int16] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromInt16Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromInt16Unconverted.bool: Int16 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.boolOptional: Int16 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.boolArray: [Int16] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.boolMadeOptional: Int16 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt16Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromInt16Unconverted.boolMadeRequired: Int16 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt16Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromInt16Unconverted.date: Int16 -> Date (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.dateOptional: Int16 -> Date (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.dateArray: [Int16] -> [Date] (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.uuid: Int16 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.uuidOptional: Int16 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.uuidArray: [Int16] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.data: Int16 -> Data (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.dataOptional: Int16 -> Data (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.dataArray: [Int16] -> [Data] (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.url: Int16 -> URL (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.urlOptional: Int16 -> URL (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.urlArray: [Int16] -> [URL] (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.letter: Int16 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.letterOptional: Int16 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt16Unconverted.letterArray: [Int16] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromInt32Converted.string: Int32 -> String
    /// - attributeDefaultChanged FromInt32Converted.string: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.stringOptional: Int32 -> String
    /// - attributeDefaultChanged FromInt32Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.stringArray: [Int32] -> [String]
    /// - attributeDefaultChanged FromInt32Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.stringMadeOptional: Int32 -> String
    /// - attributeOptionalityChanged FromInt32Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromInt32Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.stringMadeRequired: Int32 -> String
    /// - attributeOptionalityChanged FromInt32Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromInt32Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int: Int32 -> Int
    /// - attributeDefaultChanged FromInt32Converted.int: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.intOptional: Int32 -> Int
    /// - attributeDefaultChanged FromInt32Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.intArray: [Int32] -> [Int]
    /// - attributeDefaultChanged FromInt32Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.int8: Int32 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int8: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int8Optional: Int32 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int8Array: [Int32] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.int16: Int32 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int16: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int16Optional: Int32 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int16Array: [Int32] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.int64: Int32 -> Int64
    /// - attributeDefaultChanged FromInt32Converted.int64: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int64Optional: Int32 -> Int64
    /// - attributeDefaultChanged FromInt32Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.int64Array: [Int32] -> [Int64]
    /// - attributeDefaultChanged FromInt32Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.uint8: Int32 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint8Optional: Int32 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint8Array: [Int32] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.uint16: Int32 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint16Optional: Int32 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint16Array: [Int32] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.uint32: Int32 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint32Optional: Int32 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint32Array: [Int32] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.uint64: Int32 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint64Optional: Int32 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.uint64Array: [Int32] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.double: Int32 -> Double
    /// - attributeDefaultChanged FromInt32Converted.double: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.doubleOptional: Int32 -> Double
    /// - attributeDefaultChanged FromInt32Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.doubleArray: [Int32] -> [Double]
    /// - attributeDefaultChanged FromInt32Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.float: Int32 -> Float (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.float: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.floatOptional: Int32 -> Float (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.floatArray: [Int32] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.decimal: Int32 -> Decimal
    /// - attributeDefaultChanged FromInt32Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.decimalOptional: Int32 -> Decimal
    /// - attributeDefaultChanged FromInt32Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.decimalArray: [Int32] -> [Decimal]
    /// - attributeDefaultChanged FromInt32Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromInt32Converted.rank: Int32 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.rank: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.rankOptional: Int32 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromInt32Converted.rankArray: [Int32] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromInt32Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromInt32Unconverted.bool: Int32 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.boolOptional: Int32 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.boolArray: [Int32] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.boolMadeOptional: Int32 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt32Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromInt32Unconverted.boolMadeRequired: Int32 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt32Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromInt32Unconverted.date: Int32 -> Date (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.dateOptional: Int32 -> Date (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.dateArray: [Int32] -> [Date] (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.uuid: Int32 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.uuidOptional: Int32 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.uuidArray: [Int32] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.data: Int32 -> Data (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.dataOptional: Int32 -> Data (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.dataArray: [Int32] -> [Data] (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.url: Int32 -> URL (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.urlOptional: Int32 -> URL (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.urlArray: [Int32] -> [URL] (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.letter: Int32 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.letterOptional: Int32 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt32Unconverted.letterArray: [Int32] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromInt64Converted.string: Int64 -> String
    /// - attributeDefaultChanged FromInt64Converted.string: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.stringOptional: Int64 -> String
    /// - attributeDefaultChanged FromInt64Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.stringArray: [Int64] -> [String]
    /// - attributeDefaultChanged FromInt64Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.stringMadeOptional: Int64 -> String
    /// - attributeOptionalityChanged FromInt64Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromInt64Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.stringMadeRequired: Int64 -> String
    /// - attributeOptionalityChanged FromInt64Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromInt64Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int: Int64 -> Int
    /// - attributeDefaultChanged FromInt64Converted.int: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.intOptional: Int64 -> Int
    /// - attributeDefaultChanged FromInt64Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.intArray: [Int64] -> [Int]
    /// - attributeDefaultChanged FromInt64Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.int8: Int64 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int8: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int8Optional: Int64 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int8Array: [Int64] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.int16: Int64 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int16: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int16Optional: Int64 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int16Array: [Int64] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.int32: Int64 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int32: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int32Optional: Int64 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.int32Array: [Int64] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.uint8: Int64 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint8Optional: Int64 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint8Array: [Int64] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.uint16: Int64 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint16Optional: Int64 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint16Array: [Int64] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.uint32: Int64 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint32Optional: Int64 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint32Array: [Int64] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.uint64: Int64 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint64Optional: Int64 -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.uint64Array: [Int64] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.double: Int64 -> Double
    /// - attributeDefaultChanged FromInt64Converted.double: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.doubleOptional: Int64 -> Double
    /// - attributeDefaultChanged FromInt64Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.doubleArray: [Int64] -> [Double]
    /// - attributeDefaultChanged FromInt64Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.float: Int64 -> Float (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.float: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.floatOptional: Int64 -> Float (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.floatArray: [Int64] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.decimal: Int64 -> Decimal
    /// - attributeDefaultChanged FromInt64Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.decimalOptional: Int64 -> Decimal
    /// - attributeDefaultChanged FromInt64Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.decimalArray: [Int64] -> [Decimal]
    /// - attributeDefaultChanged FromInt64Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromInt64Converted.rank: Int64 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.rank: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.rankOptional: Int64 -> Rank (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromInt64Converted.rankArray: [Int64] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromInt64Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromInt64Unconverted.bool: Int64 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.boolOptional: Int64 -> Bool (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.boolArray: [Int64] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.boolMadeOptional: Int64 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt64Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromInt64Unconverted.boolMadeRequired: Int64 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromInt64Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromInt64Unconverted.date: Int64 -> Date (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.dateOptional: Int64 -> Date (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.dateArray: [Int64] -> [Date] (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.uuid: Int64 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.uuidOptional: Int64 -> UUID (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.uuidArray: [Int64] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.data: Int64 -> Data (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.dataOptional: Int64 -> Data (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.dataArray: [Int64] -> [Data] (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.url: Int64 -> URL (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.urlOptional: Int64 -> URL (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.urlArray: [Int64] -> [URL] (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.letter: Int64 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.letterOptional: Int64 -> Letter (narrowing)
    /// - attributeTypeChanged FromInt64Unconverted.letterArray: [Int64] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromUInt8Converted.string: UInt8 -> String
    /// - attributeDefaultChanged FromUInt8Converted.string: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.stringOptional: UInt8 -> String
    /// - attributeDefaultChanged FromUInt8Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.stringArray: [UInt8] -> [String]
    /// - attributeDefaultChanged FromUInt8Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.stringMadeOptional: UInt8 -> String
    /// - attributeOptionalityChanged FromUInt8Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromUInt8Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.stringMadeRequired: UInt8 -> String
    /// - attributeOptionalityChanged FromUInt8Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromUInt8Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int: UInt8 -> Int
    /// - attributeDefaultChanged FromUInt8Converted.int: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.intOptional: UInt8 -> Int
    /// - attributeDefaultChanged FromUInt8Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.intArray: [UInt8] -> [Int]
    /// - attributeDefaultChanged FromUInt8Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.int8: UInt8 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.int8: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int8Optional: UInt8 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int8Array: [UInt8] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.int16: UInt8 -> Int16
    /// - attributeDefaultChanged FromUInt8Converted.int16: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int16Optional: UInt8 -> Int16
    /// - attributeDefaultChanged FromUInt8Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int16Array: [UInt8] -> [Int16]
    /// - attributeDefaultChanged FromUInt8Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.int32: UInt8 -> Int32
    /// - attributeDefaultChanged FromUInt8Converted.int32: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int32Optional: UInt8 -> Int32
    /// - attributeDefaultChanged FromUInt8Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int32Array: [UInt8] -> [Int32]
    /// - attributeDefaultChanged FromUInt8Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.int64: UInt8 -> Int64
    /// - attributeDefaultChanged FromUInt8Converted.int64: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int64Optional: UInt8 -> Int64
    /// - attributeDefaultChanged FromUInt8Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.int64Array: [UInt8] -> [Int64]
    /// - attributeDefaultChanged FromUInt8Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.uint16: UInt8 -> UInt16
    /// - attributeDefaultChanged FromUInt8Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint16Optional: UInt8 -> UInt16
    /// - attributeDefaultChanged FromUInt8Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint16Array: [UInt8] -> [UInt16]
    /// - attributeDefaultChanged FromUInt8Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.uint32: UInt8 -> UInt32
    /// - attributeDefaultChanged FromUInt8Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint32Optional: UInt8 -> UInt32
    /// - attributeDefaultChanged FromUInt8Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint32Array: [UInt8] -> [UInt32]
    /// - attributeDefaultChanged FromUInt8Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.uint64: UInt8 -> UInt64
    /// - attributeDefaultChanged FromUInt8Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint64Optional: UInt8 -> UInt64
    /// - attributeDefaultChanged FromUInt8Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.uint64Array: [UInt8] -> [UInt64]
    /// - attributeDefaultChanged FromUInt8Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.double: UInt8 -> Double
    /// - attributeDefaultChanged FromUInt8Converted.double: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.doubleOptional: UInt8 -> Double
    /// - attributeDefaultChanged FromUInt8Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.doubleArray: [UInt8] -> [Double]
    /// - attributeDefaultChanged FromUInt8Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.float: UInt8 -> Float
    /// - attributeDefaultChanged FromUInt8Converted.float: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.floatOptional: UInt8 -> Float
    /// - attributeDefaultChanged FromUInt8Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.floatArray: [UInt8] -> [Float]
    /// - attributeDefaultChanged FromUInt8Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.decimal: UInt8 -> Decimal
    /// - attributeDefaultChanged FromUInt8Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.decimalOptional: UInt8 -> Decimal
    /// - attributeDefaultChanged FromUInt8Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.decimalArray: [UInt8] -> [Decimal]
    /// - attributeDefaultChanged FromUInt8Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Converted.rank: UInt8 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.rank: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.rankOptional: UInt8 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromUInt8Converted.rankArray: [UInt8] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromUInt8Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromUInt8Unconverted.bool: UInt8 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.boolOptional: UInt8 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.boolArray: [UInt8] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.boolMadeOptional: UInt8 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt8Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromUInt8Unconverted.boolMadeRequired: UInt8 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt8Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromUInt8Unconverted.date: UInt8 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.dateOptional: UInt8 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.dateArray: [UInt8] -> [Date] (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.uuid: UInt8 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.uuidOptional: UInt8 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.uuidArray: [UInt8] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.data: UInt8 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.dataOptional: UInt8 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.dataArray: [UInt8] -> [Data] (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.url: UInt8 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.urlOptional: UInt8 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.urlArray: [UInt8] -> [URL] (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.letter: UInt8 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.letterOptional: UInt8 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt8Unconverted.letterArray: [UInt8] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromUInt16Converted.string: UInt16 -> String
    /// - attributeDefaultChanged FromUInt16Converted.string: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.stringOptional: UInt16 -> String
    /// - attributeDefaultChanged FromUInt16Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.stringArray: [UInt16] -> [String]
    /// - attributeDefaultChanged FromUInt16Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.stringMadeOptional: UInt16 -> String
    /// - attributeOptionalityChanged FromUInt16Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromUInt16Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.stringMadeRequired: UInt16 -> String
    /// - attributeOptionalityChanged FromUInt16Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromUInt16Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int: UInt16 -> Int
    /// - attributeDefaultChanged FromUInt16Converted.int: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.intOptional: UInt16 -> Int
    /// - attributeDefaultChanged FromUInt16Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.intArray: [UInt16] -> [Int]
    /// - attributeDefaultChanged FromUInt16Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.int8: UInt16 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int8: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int8Optional: UInt16 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int8Array: [UInt16] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.int16: UInt16 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int16: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int16Optional: UInt16 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int16Array: [UInt16] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.int32: UInt16 -> Int32
    /// - attributeDefaultChanged FromUInt16Converted.int32: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int32Optional: UInt16 -> Int32
    /// - attributeDefaultChanged FromUInt16Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int32Array: [UInt16] -> [Int32]
    /// - attributeDefaultChanged FromUInt16Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.int64: UInt16 -> Int64
    /// - attributeDefaultChanged FromUInt16Converted.int64: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int64Optional: UInt16 -> Int64
    /// - attributeDefaultChanged FromUInt16Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.int64Array: [UInt16] -> [Int64]
    /// - attributeDefaultChanged FromUInt16Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.uint8: UInt16 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint8Optional: UInt16 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint8Array: [UInt16] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.uint32: UInt16 -> UInt32
    /// - attributeDefaultChanged FromUInt16Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint32Optional: UInt16 -> UInt32
    /// - attributeDefaultChanged FromUInt16Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint32Array: [UInt16] -> [UInt32]
    /// - attributeDefaultChanged FromUInt16Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.uint64: UInt16 -> UInt64
    /// - attributeDefaultChanged FromUInt16Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint64Optional: UInt16 -> UInt64
    /// - attributeDefaultChanged FromUInt16Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.uint64Array: [UInt16] -> [UInt64]
    /// - attributeDefaultChanged FromUInt16Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.double: UInt16 -> Double
    /// - attributeDefaultChanged FromUInt16Converted.double: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.doubleOptional: UInt16 -> Double
    /// - attributeDefaultChanged FromUInt16Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.doubleArray: [UInt16] -> [Double]
    /// - attributeDefaultChanged FromUInt16Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.float: UInt16 -> Float
    /// - attributeDefaultChanged FromUInt16Converted.float: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.floatOptional: UInt16 -> Float
    /// - attributeDefaultChanged FromUInt16Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.floatArray: [UInt16] -> [Float]
    /// - attributeDefaultChanged FromUInt16Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.decimal: UInt16 -> Decimal
    /// - attributeDefaultChanged FromUInt16Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.decimalOptional: UInt16 -> Decimal
    /// - attributeDefaultChanged FromUInt16Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.decimalArray: [UInt16] -> [Decimal]
    /// - attributeDefaultChanged FromUInt16Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Converted.rank: UInt16 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.rank: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.rankOptional: UInt16 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromUInt16Converted.rankArray: [UInt16] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromUInt16Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromUInt16Unconverted.bool: UInt16 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.boolOptional: UInt16 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.boolArray: [UInt16] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.boolMadeOptional: UInt16 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt16Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromUInt16Unconverted.boolMadeRequired: UInt16 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt16Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromUInt16Unconverted.date: UInt16 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.dateOptional: UInt16 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.dateArray: [UInt16] -> [Date] (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.uuid: UInt16 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.uuidOptional: UInt16 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.uuidArray: [UInt16] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.data: UInt16 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.dataOptional: UInt16 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.dataArray: [UInt16] -> [Data] (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.url: UInt16 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.urlOptional: UInt16 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.urlArray: [UInt16] -> [URL] (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.letter: UInt16 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.letterOptional: UInt16 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt16Unconverted.letterArray: [UInt16] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromUInt32Converted.string: UInt32 -> String
    /// - attributeDefaultChanged FromUInt32Converted.string: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.stringOptional: UInt32 -> String
    /// - attributeDefaultChanged FromUInt32Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.stringArray: [UInt32] -> [String]
    /// - attributeDefaultChanged FromUInt32Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.stringMadeOptional: UInt32 -> String
    /// - attributeOptionalityChanged FromUInt32Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromUInt32Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.stringMadeRequired: UInt32 -> String
    /// - attributeOptionalityChanged FromUInt32Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromUInt32Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int: UInt32 -> Int
    /// - attributeDefaultChanged FromUInt32Converted.int: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.intOptional: UInt32 -> Int
    /// - attributeDefaultChanged FromUInt32Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.intArray: [UInt32] -> [Int]
    /// - attributeDefaultChanged FromUInt32Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.int8: UInt32 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int8: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int8Optional: UInt32 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int8Array: [UInt32] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.int16: UInt32 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int16: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int16Optional: UInt32 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int16Array: [UInt32] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.int32: UInt32 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int32: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int32Optional: UInt32 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int32Array: [UInt32] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.int64: UInt32 -> Int64
    /// - attributeDefaultChanged FromUInt32Converted.int64: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int64Optional: UInt32 -> Int64
    /// - attributeDefaultChanged FromUInt32Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.int64Array: [UInt32] -> [Int64]
    /// - attributeDefaultChanged FromUInt32Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.uint8: UInt32 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint8Optional: UInt32 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint8Array: [UInt32] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.uint16: UInt32 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint16Optional: UInt32 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint16Array: [UInt32] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.uint64: UInt32 -> UInt64
    /// - attributeDefaultChanged FromUInt32Converted.uint64: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint64Optional: UInt32 -> UInt64
    /// - attributeDefaultChanged FromUInt32Converted.uint64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.uint64Array: [UInt32] -> [UInt64]
    /// - attributeDefaultChanged FromUInt32Converted.uint64Array: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.double: UInt32 -> Double
    /// - attributeDefaultChanged FromUInt32Converted.double: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.doubleOptional: UInt32 -> Double
    /// - attributeDefaultChanged FromUInt32Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.doubleArray: [UInt32] -> [Double]
    /// - attributeDefaultChanged FromUInt32Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.float: UInt32 -> Float (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.float: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.floatOptional: UInt32 -> Float (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.floatArray: [UInt32] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.decimal: UInt32 -> Decimal
    /// - attributeDefaultChanged FromUInt32Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.decimalOptional: UInt32 -> Decimal
    /// - attributeDefaultChanged FromUInt32Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.decimalArray: [UInt32] -> [Decimal]
    /// - attributeDefaultChanged FromUInt32Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Converted.rank: UInt32 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.rank: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.rankOptional: UInt32 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromUInt32Converted.rankArray: [UInt32] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromUInt32Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromUInt32Unconverted.bool: UInt32 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.boolOptional: UInt32 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.boolArray: [UInt32] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.boolMadeOptional: UInt32 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt32Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromUInt32Unconverted.boolMadeRequired: UInt32 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt32Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromUInt32Unconverted.date: UInt32 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.dateOptional: UInt32 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.dateArray: [UInt32] -> [Date] (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.uuid: UInt32 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.uuidOptional: UInt32 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.uuidArray: [UInt32] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.data: UInt32 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.dataOptional: UInt32 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.dataArray: [UInt32] -> [Data] (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.url: UInt32 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.urlOptional: UInt32 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.urlArray: [UInt32] -> [URL] (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.letter: UInt32 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.letterOptional: UInt32 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt32Unconverted.letterArray: [UInt32] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromUInt64Converted.string: UInt64 -> String
    /// - attributeDefaultChanged FromUInt64Converted.string: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.stringOptional: UInt64 -> String
    /// - attributeDefaultChanged FromUInt64Converted.stringOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.stringArray: [UInt64] -> [String]
    /// - attributeDefaultChanged FromUInt64Converted.stringArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.stringMadeOptional: UInt64 -> String
    /// - attributeOptionalityChanged FromUInt64Converted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromUInt64Converted.stringMadeOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.stringMadeRequired: UInt64 -> String
    /// - attributeOptionalityChanged FromUInt64Converted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromUInt64Converted.stringMadeRequired: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int: UInt64 -> Int (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.intOptional: UInt64 -> Int (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.intOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.intArray: [UInt64] -> [Int] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.intArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.int8: UInt64 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int8: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int8Optional: UInt64 -> Int8 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int8Array: [UInt64] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int8Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.int16: UInt64 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int16: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int16Optional: UInt64 -> Int16 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int16Array: [UInt64] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int16Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.int32: UInt64 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int32: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int32Optional: UInt64 -> Int32 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int32Array: [UInt64] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int32Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.int64: UInt64 -> Int64 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int64: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int64Optional: UInt64 -> Int64 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int64Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.int64Array: [UInt64] -> [Int64] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.int64Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.uint8: UInt64 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint8: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint8Optional: UInt64 -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint8Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint8Array: [UInt64] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint8Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.uint16: UInt64 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint16: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint16Optional: UInt64 -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint16Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint16Array: [UInt64] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint16Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.uint32: UInt64 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint32: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint32Optional: UInt64 -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint32Optional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.uint32Array: [UInt64] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.uint32Array: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.double: UInt64 -> Double
    /// - attributeDefaultChanged FromUInt64Converted.double: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.doubleOptional: UInt64 -> Double
    /// - attributeDefaultChanged FromUInt64Converted.doubleOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.doubleArray: [UInt64] -> [Double]
    /// - attributeDefaultChanged FromUInt64Converted.doubleArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.float: UInt64 -> Float (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.float: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.floatOptional: UInt64 -> Float (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.floatOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.floatArray: [UInt64] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.floatArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.decimal: UInt64 -> Decimal
    /// - attributeDefaultChanged FromUInt64Converted.decimal: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.decimalOptional: UInt64 -> Decimal
    /// - attributeDefaultChanged FromUInt64Converted.decimalOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.decimalArray: [UInt64] -> [Decimal]
    /// - attributeDefaultChanged FromUInt64Converted.decimalArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Converted.rank: UInt64 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.rank: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.rankOptional: UInt64 -> Rank (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.rankOptional: 1 -> none
    /// - attributeTypeChanged FromUInt64Converted.rankArray: [UInt64] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromUInt64Converted.rankArray: [1] -> none
    /// - attributeTypeChanged FromUInt64Unconverted.bool: UInt64 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.boolOptional: UInt64 -> Bool (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.boolArray: [UInt64] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.boolMadeOptional: UInt64 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt64Unconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromUInt64Unconverted.boolMadeRequired: UInt64 -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUInt64Unconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromUInt64Unconverted.date: UInt64 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.dateOptional: UInt64 -> Date (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.dateArray: [UInt64] -> [Date] (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.uuid: UInt64 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.uuidOptional: UInt64 -> UUID (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.uuidArray: [UInt64] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.data: UInt64 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.dataOptional: UInt64 -> Data (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.dataArray: [UInt64] -> [Data] (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.url: UInt64 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.urlOptional: UInt64 -> URL (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.urlArray: [UInt64] -> [URL] (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.letter: UInt64 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.letterOptional: UInt64 -> Letter (narrowing)
    /// - attributeTypeChanged FromUInt64Unconverted.letterArray: [UInt64] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromDoubleConverted.string: Double -> String
    /// - attributeDefaultChanged FromDoubleConverted.string: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.stringOptional: Double -> String
    /// - attributeDefaultChanged FromDoubleConverted.stringOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.stringArray: [Double] -> [String]
    /// - attributeDefaultChanged FromDoubleConverted.stringArray: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.stringMadeOptional: Double -> String
    /// - attributeOptionalityChanged FromDoubleConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromDoubleConverted.stringMadeOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.stringMadeRequired: Double -> String
    /// - attributeOptionalityChanged FromDoubleConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromDoubleConverted.stringMadeRequired: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int: Double -> Int (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.intOptional: Double -> Int (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.intOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.intArray: [Double] -> [Int] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.intArray: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.int8: Double -> Int8 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int8: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int8Optional: Double -> Int8 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int8Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int8Array: [Double] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int8Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.int16: Double -> Int16 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int16: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int16Optional: Double -> Int16 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int16Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int16Array: [Double] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int16Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.int32: Double -> Int32 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int32: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int32Optional: Double -> Int32 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int32Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int32Array: [Double] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int32Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.int64: Double -> Int64 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int64: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int64Optional: Double -> Int64 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int64Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.int64Array: [Double] -> [Int64] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.int64Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.uint8: Double -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint8: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint8Optional: Double -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint8Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint8Array: [Double] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint8Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.uint16: Double -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint16: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint16Optional: Double -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint16Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint16Array: [Double] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint16Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.uint32: Double -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint32: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint32Optional: Double -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint32Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint32Array: [Double] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint32Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.uint64: Double -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint64: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint64Optional: Double -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint64Optional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.uint64Array: [Double] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.uint64Array: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.float: Double -> Float (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.float: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.floatOptional: Double -> Float (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.floatOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.floatArray: [Double] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.floatArray: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.decimal: Double -> Decimal (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.decimal: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.decimalOptional: Double -> Decimal (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.decimalOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.decimalArray: [Double] -> [Decimal] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.decimalArray: [1.0] -> none
    /// - attributeTypeChanged FromDoubleConverted.rank: Double -> Rank (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.rank: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.rankOptional: Double -> Rank (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.rankOptional: 1.0 -> none
    /// - attributeTypeChanged FromDoubleConverted.rankArray: [Double] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromDoubleConverted.rankArray: [1.0] -> none
    /// - attributeTypeChanged FromDoubleUnconverted.bool: Double -> Bool (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.boolOptional: Double -> Bool (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.boolArray: [Double] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.boolMadeOptional: Double -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDoubleUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromDoubleUnconverted.boolMadeRequired: Double -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDoubleUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromDoubleUnconverted.date: Double -> Date (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.dateOptional: Double -> Date (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.dateArray: [Double] -> [Date] (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.uuid: Double -> UUID (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.uuidOptional: Double -> UUID (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.uuidArray: [Double] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.data: Double -> Data (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.dataOptional: Double -> Data (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.dataArray: [Double] -> [Data] (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.url: Double -> URL (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.urlOptional: Double -> URL (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.urlArray: [Double] -> [URL] (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.letter: Double -> Letter (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.letterOptional: Double -> Letter (narrowing)
    /// - attributeTypeChanged FromDoubleUnconverted.letterArray: [Double] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromFloatConverted.string: Float -> String
    /// - attributeDefaultChanged FromFloatConverted.string: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.stringOptional: Float -> String
    /// - attributeDefaultChanged FromFloatConverted.stringOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.stringArray: [Float] -> [String]
    /// - attributeDefaultChanged FromFloatConverted.stringArray: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.stringMadeOptional: Float -> String
    /// - attributeOptionalityChanged FromFloatConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromFloatConverted.stringMadeOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.stringMadeRequired: Float -> String
    /// - attributeOptionalityChanged FromFloatConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromFloatConverted.stringMadeRequired: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int: Float -> Int (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.intOptional: Float -> Int (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.intOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.intArray: [Float] -> [Int] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.intArray: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.int8: Float -> Int8 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int8: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int8Optional: Float -> Int8 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int8Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int8Array: [Float] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int8Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.int16: Float -> Int16 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int16: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int16Optional: Float -> Int16 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int16Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int16Array: [Float] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int16Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.int32: Float -> Int32 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int32: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int32Optional: Float -> Int32 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int32Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int32Array: [Float] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int32Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.int64: Float -> Int64 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int64: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int64Optional: Float -> Int64 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int64Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.int64Array: [Float] -> [Int64] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.int64Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.uint8: Float -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint8: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint8Optional: Float -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint8Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint8Array: [Float] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint8Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.uint16: Float -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint16: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint16Optional: Float -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint16Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint16Array: [Float] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint16Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.uint32: Float -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint32: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint32Optional: Float -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint32Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint32Array: [Float] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint32Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.uint64: Float -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint64: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint64Optional: Float -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint64Optional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.uint64Array: [Float] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.uint64Array: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.double: Float -> Double
    /// - attributeDefaultChanged FromFloatConverted.double: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.doubleOptional: Float -> Double
    /// - attributeDefaultChanged FromFloatConverted.doubleOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.doubleArray: [Float] -> [Double]
    /// - attributeDefaultChanged FromFloatConverted.doubleArray: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.decimal: Float -> Decimal (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.decimal: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.decimalOptional: Float -> Decimal (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.decimalOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.decimalArray: [Float] -> [Decimal] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.decimalArray: [1.0] -> none
    /// - attributeTypeChanged FromFloatConverted.rank: Float -> Rank (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.rank: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.rankOptional: Float -> Rank (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.rankOptional: 1.0 -> none
    /// - attributeTypeChanged FromFloatConverted.rankArray: [Float] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromFloatConverted.rankArray: [1.0] -> none
    /// - attributeTypeChanged FromFloatUnconverted.bool: Float -> Bool (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.boolOptional: Float -> Bool (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.boolArray: [Float] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.boolMadeOptional: Float -> Bool (narrowing)
    /// - attributeOptionalityChanged FromFloatUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromFloatUnconverted.boolMadeRequired: Float -> Bool (narrowing)
    /// - attributeOptionalityChanged FromFloatUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromFloatUnconverted.date: Float -> Date (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.dateOptional: Float -> Date (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.dateArray: [Float] -> [Date] (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.uuid: Float -> UUID (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.uuidOptional: Float -> UUID (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.uuidArray: [Float] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.data: Float -> Data (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.dataOptional: Float -> Data (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.dataArray: [Float] -> [Data] (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.url: Float -> URL (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.urlOptional: Float -> URL (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.urlArray: [Float] -> [URL] (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.letter: Float -> Letter (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.letterOptional: Float -> Letter (narrowing)
    /// - attributeTypeChanged FromFloatUnconverted.letterArray: [Float] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromDecimalConverted.string: Decimal -> String
    /// - attributeDefaultChanged FromDecimalConverted.string: 19.99 -> none
    /// - attributeTypeChanged FromDecimalConverted.stringOptional: Decimal -> String
    /// - attributeDefaultChanged FromDecimalConverted.stringOptional: 19.99 -> none
    /// - attributeTypeChanged FromDecimalConverted.stringArray: [Decimal] -> [String]
    /// - attributeDefaultChanged FromDecimalConverted.stringArray: [19.99] -> none
    /// - attributeTypeChanged FromDecimalConverted.stringMadeOptional: Decimal -> String
    /// - attributeOptionalityChanged FromDecimalConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromDecimalConverted.stringMadeOptional: 19.99 -> none
    /// - attributeTypeChanged FromDecimalConverted.stringMadeRequired: Decimal -> String
    /// - attributeOptionalityChanged FromDecimalConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromDecimalConverted.stringMadeRequired: 19.99 -> none
    /// - attributeTypeChanged FromDecimalUnconverted.bool: Decimal -> Bool (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.boolOptional: Decimal -> Bool (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.boolArray: [Decimal] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.boolMadeOptional: Decimal -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDecimalUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromDecimalUnconverted.boolMadeRequired: Decimal -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDecimalUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromDecimalUnconverted.int: Decimal -> Int (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.intOptional: Decimal -> Int (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.intArray: [Decimal] -> [Int] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int8: Decimal -> Int8 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int8Optional: Decimal -> Int8 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int8Array: [Decimal] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int16: Decimal -> Int16 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int16Optional: Decimal -> Int16 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int16Array: [Decimal] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int32: Decimal -> Int32 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int32Optional: Decimal -> Int32 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int32Array: [Decimal] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int64: Decimal -> Int64 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int64Optional: Decimal -> Int64 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.int64Array: [Decimal] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint8: Decimal -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint8Optional: Decimal -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint8Array: [Decimal] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint16: Decimal -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint16Optional: Decimal -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint16Array: [Decimal] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint32: Decimal -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint32Optional: Decimal -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint32Array: [Decimal] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint64: Decimal -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint64Optional: Decimal -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uint64Array: [Decimal] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.double: Decimal -> Double (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.doubleOptional: Decimal -> Double (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.doubleArray: [Decimal] -> [Double] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.float: Decimal -> Float (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.floatOptional: Decimal -> Float (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.floatArray: [Decimal] -> [Float] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.date: Decimal -> Date (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.dateOptional: Decimal -> Date (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.dateArray: [Decimal] -> [Date] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uuid: Decimal -> UUID (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uuidOptional: Decimal -> UUID (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.uuidArray: [Decimal] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.data: Decimal -> Data (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.dataOptional: Decimal -> Data (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.dataArray: [Decimal] -> [Data] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.url: Decimal -> URL (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.urlOptional: Decimal -> URL (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.urlArray: [Decimal] -> [URL] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.letter: Decimal -> Letter (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.letterOptional: Decimal -> Letter (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.letterArray: [Decimal] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.rank: Decimal -> Rank (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.rankOptional: Decimal -> Rank (narrowing)
    /// - attributeTypeChanged FromDecimalUnconverted.rankArray: [Decimal] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromDateConverted.string: Date -> String
    /// - attributeDefaultChanged FromDateConverted.string: date(1706688000.0) -> none
    /// - attributeTypeChanged FromDateConverted.stringOptional: Date -> String
    /// - attributeDefaultChanged FromDateConverted.stringOptional: date(1706688000.0) -> none
    /// - attributeTypeChanged FromDateConverted.stringArray: [Date] -> [String]
    /// - attributeDefaultChanged FromDateConverted.stringArray: [date(1706688000.0)] -> none
    /// - attributeTypeChanged FromDateConverted.stringMadeOptional: Date -> String
    /// - attributeOptionalityChanged FromDateConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromDateConverted.stringMadeOptional: date(1706688000.0) -> none
    /// - attributeTypeChanged FromDateConverted.stringMadeRequired: Date -> String
    /// - attributeOptionalityChanged FromDateConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromDateConverted.stringMadeRequired: date(1706688000.0) -> none
    /// - attributeTypeChanged FromDateUnconverted.bool: Date -> Bool (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.boolOptional: Date -> Bool (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.boolArray: [Date] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.boolMadeOptional: Date -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDateUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromDateUnconverted.boolMadeRequired: Date -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDateUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromDateUnconverted.int: Date -> Int (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.intOptional: Date -> Int (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.intArray: [Date] -> [Int] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int8: Date -> Int8 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int8Optional: Date -> Int8 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int8Array: [Date] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int16: Date -> Int16 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int16Optional: Date -> Int16 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int16Array: [Date] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int32: Date -> Int32 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int32Optional: Date -> Int32 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int32Array: [Date] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int64: Date -> Int64 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int64Optional: Date -> Int64 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.int64Array: [Date] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint8: Date -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint8Optional: Date -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint8Array: [Date] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint16: Date -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint16Optional: Date -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint16Array: [Date] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint32: Date -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint32Optional: Date -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint32Array: [Date] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint64: Date -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint64Optional: Date -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uint64Array: [Date] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.double: Date -> Double (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.doubleOptional: Date -> Double (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.doubleArray: [Date] -> [Double] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.float: Date -> Float (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.floatOptional: Date -> Float (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.floatArray: [Date] -> [Float] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.decimal: Date -> Decimal (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.decimalOptional: Date -> Decimal (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.decimalArray: [Date] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uuid: Date -> UUID (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uuidOptional: Date -> UUID (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.uuidArray: [Date] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.data: Date -> Data (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.dataOptional: Date -> Data (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.dataArray: [Date] -> [Data] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.url: Date -> URL (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.urlOptional: Date -> URL (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.urlArray: [Date] -> [URL] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.letter: Date -> Letter (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.letterOptional: Date -> Letter (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.letterArray: [Date] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.rank: Date -> Rank (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.rankOptional: Date -> Rank (narrowing)
    /// - attributeTypeChanged FromDateUnconverted.rankArray: [Date] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromUUIDConverted.string: UUID -> String
    /// - attributeDefaultChanged FromUUIDConverted.string: E621E1F8-C36C-495A-93FC-0C247A3E6E5F -> none
    /// - attributeTypeChanged FromUUIDConverted.stringOptional: UUID -> String
    /// - attributeDefaultChanged FromUUIDConverted.stringOptional: E621E1F8-C36C-495A-93FC-0C247A3E6E5F -> none
    /// - attributeTypeChanged FromUUIDConverted.stringArray: [UUID] -> [String]
    /// - attributeDefaultChanged FromUUIDConverted.stringArray: [E621E1F8-C36C-495A-93FC-0C247A3E6E5F] -> none
    /// - attributeTypeChanged FromUUIDConverted.stringMadeOptional: UUID -> String
    /// - attributeOptionalityChanged FromUUIDConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromUUIDConverted.stringMadeOptional: E621E1F8-C36C-495A-93FC-0C247A3E6E5F -> none
    /// - attributeTypeChanged FromUUIDConverted.stringMadeRequired: UUID -> String
    /// - attributeOptionalityChanged FromUUIDConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromUUIDConverted.stringMadeRequired: E621E1F8-C36C-495A-93FC-0C247A3E6E5F -> none
    /// - attributeTypeChanged FromUUIDUnconverted.bool: UUID -> Bool (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.boolOptional: UUID -> Bool (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.boolArray: [UUID] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.boolMadeOptional: UUID -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUUIDUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromUUIDUnconverted.boolMadeRequired: UUID -> Bool (narrowing)
    /// - attributeOptionalityChanged FromUUIDUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromUUIDUnconverted.int: UUID -> Int (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.intOptional: UUID -> Int (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.intArray: [UUID] -> [Int] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int8: UUID -> Int8 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int8Optional: UUID -> Int8 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int8Array: [UUID] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int16: UUID -> Int16 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int16Optional: UUID -> Int16 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int16Array: [UUID] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int32: UUID -> Int32 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int32Optional: UUID -> Int32 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int32Array: [UUID] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int64: UUID -> Int64 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int64Optional: UUID -> Int64 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.int64Array: [UUID] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint8: UUID -> UInt8 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint8Optional: UUID -> UInt8 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint8Array: [UUID] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint16: UUID -> UInt16 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint16Optional: UUID -> UInt16 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint16Array: [UUID] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint32: UUID -> UInt32 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint32Optional: UUID -> UInt32 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint32Array: [UUID] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint64: UUID -> UInt64 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint64Optional: UUID -> UInt64 (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.uint64Array: [UUID] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.double: UUID -> Double (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.doubleOptional: UUID -> Double (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.doubleArray: [UUID] -> [Double] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.float: UUID -> Float (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.floatOptional: UUID -> Float (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.floatArray: [UUID] -> [Float] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.decimal: UUID -> Decimal (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.decimalOptional: UUID -> Decimal (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.decimalArray: [UUID] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.date: UUID -> Date (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.dateOptional: UUID -> Date (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.dateArray: [UUID] -> [Date] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.data: UUID -> Data (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.dataOptional: UUID -> Data (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.dataArray: [UUID] -> [Data] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.url: UUID -> URL (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.urlOptional: UUID -> URL (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.urlArray: [UUID] -> [URL] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.letter: UUID -> Letter (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.letterOptional: UUID -> Letter (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.letterArray: [UUID] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.rank: UUID -> Rank (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.rankOptional: UUID -> Rank (narrowing)
    /// - attributeTypeChanged FromUUIDUnconverted.rankArray: [UUID] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromDataConverted.string: Data -> String (narrowing)
    /// - attributeDefaultChanged FromDataConverted.string: data(AAEC) -> none
    /// - attributeTypeChanged FromDataConverted.stringOptional: Data -> String (narrowing)
    /// - attributeDefaultChanged FromDataConverted.stringOptional: data(AAEC) -> none
    /// - attributeTypeChanged FromDataConverted.stringArray: [Data] -> [String] (narrowing)
    /// - attributeDefaultChanged FromDataConverted.stringArray: [data(AAEC)] -> none
    /// - attributeTypeChanged FromDataConverted.stringMadeOptional: Data -> String (narrowing)
    /// - attributeOptionalityChanged FromDataConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromDataConverted.stringMadeOptional: data(AAEC) -> none
    /// - attributeTypeChanged FromDataConverted.stringMadeRequired: Data -> String (narrowing)
    /// - attributeOptionalityChanged FromDataConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromDataConverted.stringMadeRequired: data(AAEC) -> none
    /// - attributeTypeChanged FromDataUnconverted.bool: Data -> Bool (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.boolOptional: Data -> Bool (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.boolArray: [Data] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.boolMadeOptional: Data -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDataUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromDataUnconverted.boolMadeRequired: Data -> Bool (narrowing)
    /// - attributeOptionalityChanged FromDataUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromDataUnconverted.int: Data -> Int (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.intOptional: Data -> Int (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.intArray: [Data] -> [Int] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int8: Data -> Int8 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int8Optional: Data -> Int8 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int8Array: [Data] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int16: Data -> Int16 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int16Optional: Data -> Int16 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int16Array: [Data] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int32: Data -> Int32 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int32Optional: Data -> Int32 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int32Array: [Data] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int64: Data -> Int64 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int64Optional: Data -> Int64 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.int64Array: [Data] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint8: Data -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint8Optional: Data -> UInt8 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint8Array: [Data] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint16: Data -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint16Optional: Data -> UInt16 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint16Array: [Data] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint32: Data -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint32Optional: Data -> UInt32 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint32Array: [Data] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint64: Data -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint64Optional: Data -> UInt64 (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uint64Array: [Data] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.double: Data -> Double (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.doubleOptional: Data -> Double (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.doubleArray: [Data] -> [Double] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.float: Data -> Float (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.floatOptional: Data -> Float (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.floatArray: [Data] -> [Float] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.decimal: Data -> Decimal (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.decimalOptional: Data -> Decimal (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.decimalArray: [Data] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.date: Data -> Date (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.dateOptional: Data -> Date (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.dateArray: [Data] -> [Date] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uuid: Data -> UUID (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uuidOptional: Data -> UUID (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.uuidArray: [Data] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.url: Data -> URL (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.urlOptional: Data -> URL (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.urlArray: [Data] -> [URL] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.letter: Data -> Letter (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.letterOptional: Data -> Letter (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.letterArray: [Data] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.rank: Data -> Rank (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.rankOptional: Data -> Rank (narrowing)
    /// - attributeTypeChanged FromDataUnconverted.rankArray: [Data] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromURLConverted.string: URL -> String
    /// - attributeDefaultChanged FromURLConverted.string: https://example.com/a -> none
    /// - attributeTypeChanged FromURLConverted.stringOptional: URL -> String
    /// - attributeDefaultChanged FromURLConverted.stringOptional: https://example.com/a -> none
    /// - attributeTypeChanged FromURLConverted.stringArray: [URL] -> [String]
    /// - attributeDefaultChanged FromURLConverted.stringArray: [https://example.com/a] -> none
    /// - attributeTypeChanged FromURLConverted.stringMadeOptional: URL -> String
    /// - attributeOptionalityChanged FromURLConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromURLConverted.stringMadeOptional: https://example.com/a -> none
    /// - attributeTypeChanged FromURLConverted.stringMadeRequired: URL -> String
    /// - attributeOptionalityChanged FromURLConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromURLConverted.stringMadeRequired: https://example.com/a -> none
    /// - attributeTypeChanged FromURLUnconverted.bool: URL -> Bool (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.boolOptional: URL -> Bool (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.boolArray: [URL] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.boolMadeOptional: URL -> Bool (narrowing)
    /// - attributeOptionalityChanged FromURLUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromURLUnconverted.boolMadeRequired: URL -> Bool (narrowing)
    /// - attributeOptionalityChanged FromURLUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromURLUnconverted.int: URL -> Int (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.intOptional: URL -> Int (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.intArray: [URL] -> [Int] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int8: URL -> Int8 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int8Optional: URL -> Int8 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int8Array: [URL] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int16: URL -> Int16 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int16Optional: URL -> Int16 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int16Array: [URL] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int32: URL -> Int32 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int32Optional: URL -> Int32 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int32Array: [URL] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int64: URL -> Int64 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int64Optional: URL -> Int64 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.int64Array: [URL] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint8: URL -> UInt8 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint8Optional: URL -> UInt8 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint8Array: [URL] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint16: URL -> UInt16 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint16Optional: URL -> UInt16 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint16Array: [URL] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint32: URL -> UInt32 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint32Optional: URL -> UInt32 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint32Array: [URL] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint64: URL -> UInt64 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint64Optional: URL -> UInt64 (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uint64Array: [URL] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.double: URL -> Double (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.doubleOptional: URL -> Double (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.doubleArray: [URL] -> [Double] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.float: URL -> Float (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.floatOptional: URL -> Float (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.floatArray: [URL] -> [Float] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.decimal: URL -> Decimal (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.decimalOptional: URL -> Decimal (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.decimalArray: [URL] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.date: URL -> Date (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.dateOptional: URL -> Date (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.dateArray: [URL] -> [Date] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uuid: URL -> UUID (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uuidOptional: URL -> UUID (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.uuidArray: [URL] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.data: URL -> Data (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.dataOptional: URL -> Data (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.dataArray: [URL] -> [Data] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.letter: URL -> Letter (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.letterOptional: URL -> Letter (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.letterArray: [URL] -> [Letter] (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.rank: URL -> Rank (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.rankOptional: URL -> Rank (narrowing)
    /// - attributeTypeChanged FromURLUnconverted.rankArray: [URL] -> [Rank] (narrowing)
    /// - attributeTypeChanged FromLetterConverted.string: Letter -> String
    /// - attributeDefaultChanged FromLetterConverted.string: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.stringOptional: Letter -> String
    /// - attributeDefaultChanged FromLetterConverted.stringOptional: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.stringArray: [Letter] -> [String]
    /// - attributeDefaultChanged FromLetterConverted.stringArray: [.alpha] -> none
    /// - attributeTypeChanged FromLetterConverted.stringMadeOptional: Letter -> String
    /// - attributeOptionalityChanged FromLetterConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromLetterConverted.stringMadeOptional: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.stringMadeRequired: Letter -> String
    /// - attributeOptionalityChanged FromLetterConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromLetterConverted.stringMadeRequired: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.url: Letter -> URL (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.url: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.urlOptional: Letter -> URL (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.urlOptional: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.urlArray: [Letter] -> [URL] (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.urlArray: [.alpha] -> none
    /// - attributeTypeChanged FromLetterConverted.rank: Letter -> Rank (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.rank: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.rankOptional: Letter -> Rank (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.rankOptional: .alpha -> none
    /// - attributeTypeChanged FromLetterConverted.rankArray: [Letter] -> [Rank] (narrowing)
    /// - attributeDefaultChanged FromLetterConverted.rankArray: [.alpha] -> none
    /// - attributeTypeChanged FromLetterUnconverted.bool: Letter -> Bool (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.boolOptional: Letter -> Bool (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.boolArray: [Letter] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.boolMadeOptional: Letter -> Bool (narrowing)
    /// - attributeOptionalityChanged FromLetterUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromLetterUnconverted.boolMadeRequired: Letter -> Bool (narrowing)
    /// - attributeOptionalityChanged FromLetterUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromLetterUnconverted.int: Letter -> Int (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.intOptional: Letter -> Int (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.intArray: [Letter] -> [Int] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int8: Letter -> Int8 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int8Optional: Letter -> Int8 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int8Array: [Letter] -> [Int8] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int16: Letter -> Int16 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int16Optional: Letter -> Int16 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int16Array: [Letter] -> [Int16] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int32: Letter -> Int32 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int32Optional: Letter -> Int32 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int32Array: [Letter] -> [Int32] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int64: Letter -> Int64 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int64Optional: Letter -> Int64 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.int64Array: [Letter] -> [Int64] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint8: Letter -> UInt8 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint8Optional: Letter -> UInt8 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint8Array: [Letter] -> [UInt8] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint16: Letter -> UInt16 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint16Optional: Letter -> UInt16 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint16Array: [Letter] -> [UInt16] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint32: Letter -> UInt32 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint32Optional: Letter -> UInt32 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint32Array: [Letter] -> [UInt32] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint64: Letter -> UInt64 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint64Optional: Letter -> UInt64 (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uint64Array: [Letter] -> [UInt64] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.double: Letter -> Double (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.doubleOptional: Letter -> Double (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.doubleArray: [Letter] -> [Double] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.float: Letter -> Float (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.floatOptional: Letter -> Float (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.floatArray: [Letter] -> [Float] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.decimal: Letter -> Decimal (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.decimalOptional: Letter -> Decimal (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.decimalArray: [Letter] -> [Decimal] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.date: Letter -> Date (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.dateOptional: Letter -> Date (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.dateArray: [Letter] -> [Date] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uuid: Letter -> UUID (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uuidOptional: Letter -> UUID (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.uuidArray: [Letter] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.data: Letter -> Data (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.dataOptional: Letter -> Data (narrowing)
    /// - attributeTypeChanged FromLetterUnconverted.dataArray: [Letter] -> [Data] (narrowing)
    /// - attributeTypeChanged FromRankConverted.string: Rank -> String
    /// - attributeDefaultChanged FromRankConverted.string: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.stringOptional: Rank -> String
    /// - attributeDefaultChanged FromRankConverted.stringOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.stringArray: [Rank] -> [String]
    /// - attributeDefaultChanged FromRankConverted.stringArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.stringMadeOptional: Rank -> String
    /// - attributeOptionalityChanged FromRankConverted.stringMadeOptional: required -> optional
    /// - attributeDefaultChanged FromRankConverted.stringMadeOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.stringMadeRequired: Rank -> String
    /// - attributeOptionalityChanged FromRankConverted.stringMadeRequired: optional -> required
    /// - attributeDefaultChanged FromRankConverted.stringMadeRequired: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int: Rank -> Int
    /// - attributeDefaultChanged FromRankConverted.int: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.intOptional: Rank -> Int
    /// - attributeDefaultChanged FromRankConverted.intOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.intArray: [Rank] -> [Int]
    /// - attributeDefaultChanged FromRankConverted.intArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.int8: Rank -> Int8 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int8: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int8Optional: Rank -> Int8 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int8Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int8Array: [Rank] -> [Int8] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int8Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.int16: Rank -> Int16 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int16: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int16Optional: Rank -> Int16 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int16Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int16Array: [Rank] -> [Int16] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int16Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.int32: Rank -> Int32 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int32: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int32Optional: Rank -> Int32 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int32Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int32Array: [Rank] -> [Int32] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.int32Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.int64: Rank -> Int64
    /// - attributeDefaultChanged FromRankConverted.int64: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int64Optional: Rank -> Int64
    /// - attributeDefaultChanged FromRankConverted.int64Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.int64Array: [Rank] -> [Int64]
    /// - attributeDefaultChanged FromRankConverted.int64Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.uint8: Rank -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint8: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint8Optional: Rank -> UInt8 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint8Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint8Array: [Rank] -> [UInt8] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint8Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.uint16: Rank -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint16: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint16Optional: Rank -> UInt16 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint16Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint16Array: [Rank] -> [UInt16] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint16Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.uint32: Rank -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint32: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint32Optional: Rank -> UInt32 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint32Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint32Array: [Rank] -> [UInt32] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint32Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.uint64: Rank -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint64: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint64Optional: Rank -> UInt64 (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint64Optional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.uint64Array: [Rank] -> [UInt64] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.uint64Array: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.double: Rank -> Double
    /// - attributeDefaultChanged FromRankConverted.double: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.doubleOptional: Rank -> Double
    /// - attributeDefaultChanged FromRankConverted.doubleOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.doubleArray: [Rank] -> [Double]
    /// - attributeDefaultChanged FromRankConverted.doubleArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.float: Rank -> Float (narrowing)
    /// - attributeDefaultChanged FromRankConverted.float: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.floatOptional: Rank -> Float (narrowing)
    /// - attributeDefaultChanged FromRankConverted.floatOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.floatArray: [Rank] -> [Float] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.floatArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.decimal: Rank -> Decimal
    /// - attributeDefaultChanged FromRankConverted.decimal: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.decimalOptional: Rank -> Decimal
    /// - attributeDefaultChanged FromRankConverted.decimalOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.decimalArray: [Rank] -> [Decimal]
    /// - attributeDefaultChanged FromRankConverted.decimalArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankConverted.letter: Rank -> Letter (narrowing)
    /// - attributeDefaultChanged FromRankConverted.letter: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.letterOptional: Rank -> Letter (narrowing)
    /// - attributeDefaultChanged FromRankConverted.letterOptional: .alpha -> none
    /// - attributeTypeChanged FromRankConverted.letterArray: [Rank] -> [Letter] (narrowing)
    /// - attributeDefaultChanged FromRankConverted.letterArray: [.alpha] -> none
    /// - attributeTypeChanged FromRankUnconverted.bool: Rank -> Bool (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.boolOptional: Rank -> Bool (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.boolArray: [Rank] -> [Bool] (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.boolMadeOptional: Rank -> Bool (narrowing)
    /// - attributeOptionalityChanged FromRankUnconverted.boolMadeOptional: required -> optional
    /// - attributeTypeChanged FromRankUnconverted.boolMadeRequired: Rank -> Bool (narrowing)
    /// - attributeOptionalityChanged FromRankUnconverted.boolMadeRequired: optional -> required
    /// - attributeTypeChanged FromRankUnconverted.date: Rank -> Date (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.dateOptional: Rank -> Date (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.dateArray: [Rank] -> [Date] (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.uuid: Rank -> UUID (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.uuidOptional: Rank -> UUID (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.uuidArray: [Rank] -> [UUID] (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.data: Rank -> Data (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.dataOptional: Rank -> Data (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.dataArray: [Rank] -> [Data] (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.url: Rank -> URL (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.urlOptional: Rank -> URL (narrowing)
    /// - attributeTypeChanged FromRankUnconverted.urlArray: [Rank] -> [URL] (narrowing)
    static func willMigrateSchemaV2ConvertingToSchemaV2(_ context: ModelContext) throws {
        // attributeTypeChanged FromIntConverted.int64: Int -> Int64: SwiftData keeps the values (one stored type).
        // attributeTypeChanged FromIntConverted.int64Optional: Int -> Int64: SwiftData keeps the values (one stored
        // type).
        // attributeTypeChanged FromIntConverted.int64Array: [Int] -> [Int64]: SwiftData keeps the values (one stored
        // type).
        // attributeTypeChanged FromInt64Converted.int: Int64 -> Int: SwiftData keeps the values (one stored type).
        // attributeTypeChanged FromInt64Converted.intOptional: Int64 -> Int: SwiftData keeps the values (one stored
        // type).
        // attributeTypeChanged FromInt64Converted.intArray: [Int64] -> [Int]: SwiftData keeps the values (one stored
        // type).
    }

    /// Applies what ``willMigrateSchemaV2ConvertingToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV2ConvertingToSchemaV2(_ context: ModelContext) throws {
        // Nothing is applied yet: willMigrateSchemaV2ConvertingToSchemaV2 notes what this stage must carry across;
        // apply it here.
    }
}
