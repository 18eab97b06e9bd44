// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2Converting (1.0.1000000), which schemagen writes
    /// because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute
    /// beside the old one; this converts every row on the same object, and SchemaV2 then drops the old
    /// attribute and renames the new one into place (`originalName`).
    ///
    /// Converts:
    /// - FromStringConverted.bool: String -> Bool, into `boolConverted`
    /// - FromStringConverted.boolOptional: String? -> Bool?, into `boolOptionalConverted`
    /// - FromStringConverted.boolArray: [String] -> [Bool], into `boolArrayConverted`
    /// - FromStringConverted.boolMadeOptional: String -> Bool?, into `boolMadeOptionalConverted`
    /// - FromStringConverted.boolMadeRequired: String? -> Bool, into `boolMadeRequiredConverted`
    /// - FromStringConverted.int: String -> Int, into `intConverted`
    /// - FromStringConverted.intOptional: String? -> Int?, into `intOptionalConverted`
    /// - FromStringConverted.intArray: [String] -> [Int], into `intArrayConverted`
    /// - FromStringConverted.int8: String -> Int8, into `int8Converted`
    /// - FromStringConverted.int8Optional: String? -> Int8?, into `int8OptionalConverted`
    /// - FromStringConverted.int8Array: [String] -> [Int8], into `int8ArrayConverted`
    /// - FromStringConverted.int16: String -> Int16, into `int16Converted`
    /// - FromStringConverted.int16Optional: String? -> Int16?, into `int16OptionalConverted`
    /// - FromStringConverted.int16Array: [String] -> [Int16], into `int16ArrayConverted`
    /// - FromStringConverted.int32: String -> Int32, into `int32Converted`
    /// - FromStringConverted.int32Optional: String? -> Int32?, into `int32OptionalConverted`
    /// - FromStringConverted.int32Array: [String] -> [Int32], into `int32ArrayConverted`
    /// - FromStringConverted.int64: String -> Int64, into `int64Converted`
    /// - FromStringConverted.int64Optional: String? -> Int64?, into `int64OptionalConverted`
    /// - FromStringConverted.int64Array: [String] -> [Int64], into `int64ArrayConverted`
    /// - FromStringConverted.uint8: String -> UInt8, into `uint8Converted`
    /// - FromStringConverted.uint8Optional: String? -> UInt8?, into `uint8OptionalConverted`
    /// - FromStringConverted.uint8Array: [String] -> [UInt8], into `uint8ArrayConverted`
    /// - FromStringConverted.uint16: String -> UInt16, into `uint16Converted`
    /// - FromStringConverted.uint16Optional: String? -> UInt16?, into `uint16OptionalConverted`
    /// - FromStringConverted.uint16Array: [String] -> [UInt16], into `uint16ArrayConverted`
    /// - FromStringConverted.uint32: String -> UInt32, into `uint32Converted`
    /// - FromStringConverted.uint32Optional: String? -> UInt32?, into `uint32OptionalConverted`
    /// - FromStringConverted.uint32Array: [String] -> [UInt32], into `uint32ArrayConverted`
    /// - FromStringConverted.uint64: String -> UInt64, into `uint64Converted`
    /// - FromStringConverted.uint64Optional: String? -> UInt64?, into `uint64OptionalConverted`
    /// - FromStringConverted.uint64Array: [String] -> [UInt64], into `uint64ArrayConverted`
    /// - FromStringConverted.double: String -> Double, into `doubleConverted`
    /// - FromStringConverted.doubleOptional: String? -> Double?, into `doubleOptionalConverted`
    /// - FromStringConverted.doubleArray: [String] -> [Double], into `doubleArrayConverted`
    /// - FromStringConverted.float: String -> Float, into `floatConverted`
    /// - FromStringConverted.floatOptional: String? -> Float?, into `floatOptionalConverted`
    /// - FromStringConverted.floatArray: [String] -> [Float], into `floatArrayConverted`
    /// - FromStringConverted.decimal: String -> Decimal, into `decimalConverted`
    /// - FromStringConverted.decimalOptional: String? -> Decimal?, into `decimalOptionalConverted`
    /// - FromStringConverted.decimalArray: [String] -> [Decimal], into `decimalArrayConverted`
    /// - FromStringConverted.uuid: String -> UUID, into `uuidConverted`
    /// - FromStringConverted.uuidOptional: String? -> UUID?, into `uuidOptionalConverted`
    /// - FromStringConverted.uuidArray: [String] -> [UUID], into `uuidArrayConverted`
    /// - FromStringConverted.url: String -> URL, into `urlConverted`
    /// - FromStringConverted.urlOptional: String? -> URL?, into `urlOptionalConverted`
    /// - FromStringConverted.urlArray: [String] -> [URL], into `urlArrayConverted`
    /// - FromStringConverted.letter: String -> Letter, into `letterConverted`
    /// - FromStringConverted.letterOptional: String? -> Letter?, into `letterOptionalConverted`
    /// - FromStringConverted.letterArray: [String] -> [Letter], into `letterArrayConverted`
    /// - FromStringConverted.rank: String -> Rank, into `rankConverted`
    /// - FromStringConverted.rankOptional: String? -> Rank?, into `rankOptionalConverted`
    /// - FromStringConverted.rankArray: [String] -> [Rank], into `rankArrayConverted`
    /// - FromStringUnconverted.date: String -> Date, into `dateConverted`
    /// - FromStringUnconverted.dateOptional: String? -> Date?, into `dateOptionalConverted`
    /// - FromStringUnconverted.dateArray: [String] -> [Date], into `dateArrayConverted`
    /// - FromStringUnconverted.dateMadeOptional: String -> Date?, into `dateMadeOptionalConverted`
    /// - FromStringUnconverted.dateMadeRequired: String? -> Date, into `dateMadeRequiredConverted`
    /// - FromStringUnconverted.data: String -> Data, into `dataConverted`
    /// - FromStringUnconverted.dataOptional: String? -> Data?, into `dataOptionalConverted`
    /// - FromStringUnconverted.dataArray: [String] -> [Data], into `dataArrayConverted`
    /// - FromBoolConverted.string: Bool -> String, into `stringConverted`
    /// - FromBoolConverted.stringOptional: Bool? -> String?, into `stringOptionalConverted`
    /// - FromBoolConverted.stringArray: [Bool] -> [String], into `stringArrayConverted`
    /// - FromBoolConverted.stringMadeOptional: Bool -> String?, into `stringMadeOptionalConverted`
    /// - FromBoolConverted.stringMadeRequired: Bool? -> String, into `stringMadeRequiredConverted`
    /// - FromBoolUnconverted.int: Bool -> Int, into `intConverted`
    /// - FromBoolUnconverted.intOptional: Bool? -> Int?, into `intOptionalConverted`
    /// - FromBoolUnconverted.intArray: [Bool] -> [Int], into `intArrayConverted`
    /// - FromBoolUnconverted.intMadeOptional: Bool -> Int?, into `intMadeOptionalConverted`
    /// - FromBoolUnconverted.intMadeRequired: Bool? -> Int, into `intMadeRequiredConverted`
    /// - FromBoolUnconverted.int8: Bool -> Int8, into `int8Converted`
    /// - FromBoolUnconverted.int8Optional: Bool? -> Int8?, into `int8OptionalConverted`
    /// - FromBoolUnconverted.int8Array: [Bool] -> [Int8], into `int8ArrayConverted`
    /// - FromBoolUnconverted.int16: Bool -> Int16, into `int16Converted`
    /// - FromBoolUnconverted.int16Optional: Bool? -> Int16?, into `int16OptionalConverted`
    /// - FromBoolUnconverted.int16Array: [Bool] -> [Int16], into `int16ArrayConverted`
    /// - FromBoolUnconverted.int32: Bool -> Int32, into `int32Converted`
    /// - FromBoolUnconverted.int32Optional: Bool? -> Int32?, into `int32OptionalConverted`
    /// - FromBoolUnconverted.int32Array: [Bool] -> [Int32], into `int32ArrayConverted`
    /// - FromBoolUnconverted.int64: Bool -> Int64, into `int64Converted`
    /// - FromBoolUnconverted.int64Optional: Bool? -> Int64?, into `int64OptionalConverted`
    /// - FromBoolUnconverted.int64Array: [Bool] -> [Int64], into `int64ArrayConverted`
    /// - FromBoolUnconverted.uint8: Bool -> UInt8, into `uint8Converted`
    /// - FromBoolUnconverted.uint8Optional: Bool? -> UInt8?, into `uint8OptionalConverted`
    /// - FromBoolUnconverted.uint8Array: [Bool] -> [UInt8], into `uint8ArrayConverted`
    /// - FromBoolUnconverted.uint16: Bool -> UInt16, into `uint16Converted`
    /// - FromBoolUnconverted.uint16Optional: Bool? -> UInt16?, into `uint16OptionalConverted`
    /// - FromBoolUnconverted.uint16Array: [Bool] -> [UInt16], into `uint16ArrayConverted`
    /// - FromBoolUnconverted.uint32: Bool -> UInt32, into `uint32Converted`
    /// - FromBoolUnconverted.uint32Optional: Bool? -> UInt32?, into `uint32OptionalConverted`
    /// - FromBoolUnconverted.uint32Array: [Bool] -> [UInt32], into `uint32ArrayConverted`
    /// - FromBoolUnconverted.uint64: Bool -> UInt64, into `uint64Converted`
    /// - FromBoolUnconverted.uint64Optional: Bool? -> UInt64?, into `uint64OptionalConverted`
    /// - FromBoolUnconverted.uint64Array: [Bool] -> [UInt64], into `uint64ArrayConverted`
    /// - FromBoolUnconverted.double: Bool -> Double, into `doubleConverted`
    /// - FromBoolUnconverted.doubleOptional: Bool? -> Double?, into `doubleOptionalConverted`
    /// - FromBoolUnconverted.doubleArray: [Bool] -> [Double], into `doubleArrayConverted`
    /// - FromBoolUnconverted.float: Bool -> Float, into `floatConverted`
    /// - FromBoolUnconverted.floatOptional: Bool? -> Float?, into `floatOptionalConverted`
    /// - FromBoolUnconverted.floatArray: [Bool] -> [Float], into `floatArrayConverted`
    /// - FromBoolUnconverted.decimal: Bool -> Decimal, into `decimalConverted`
    /// - FromBoolUnconverted.decimalOptional: Bool? -> Decimal?, into `decimalOptionalConverted`
    /// - FromBoolUnconverted.decimalArray: [Bool] -> [Decimal], into `decimalArrayConverted`
    /// - FromBoolUnconverted.date: Bool -> Date, into `dateConverted`
    /// - FromBoolUnconverted.dateOptional: Bool? -> Date?, into `dateOptionalConverted`
    /// - FromBoolUnconverted.dateArray: [Bool] -> [Date], into `dateArrayConverted`
    /// - FromBoolUnconverted.uuid: Bool -> UUID, into `uuidConverted`
    /// - FromBoolUnconverted.uuidOptional: Bool? -> UUID?, into `uuidOptionalConverted`
    /// - FromBoolUnconverted.uuidArray: [Bool] -> [UUID], into `uuidArrayConverted`
    /// - FromBoolUnconverted.data: Bool -> Data, into `dataConverted`
    /// - FromBoolUnconverted.dataOptional: Bool? -> Data?, into `dataOptionalConverted`
    /// - FromBoolUnconverted.dataArray: [Bool] -> [Data], into `dataArrayConverted`
    /// - FromBoolUnconverted.url: Bool -> URL, into `urlConverted`
    /// - FromBoolUnconverted.urlOptional: Bool? -> URL?, into `urlOptionalConverted`
    /// - FromBoolUnconverted.urlArray: [Bool] -> [URL], into `urlArrayConverted`
    /// - FromBoolUnconverted.letter: Bool -> Letter, into `letterConverted`
    /// - FromBoolUnconverted.letterOptional: Bool? -> Letter?, into `letterOptionalConverted`
    /// - FromBoolUnconverted.letterArray: [Bool] -> [Letter], into `letterArrayConverted`
    /// - FromBoolUnconverted.rank: Bool -> Rank, into `rankConverted`
    /// - FromBoolUnconverted.rankOptional: Bool? -> Rank?, into `rankOptionalConverted`
    /// - FromBoolUnconverted.rankArray: [Bool] -> [Rank], into `rankArrayConverted`
    /// - FromIntConverted.string: Int -> String, into `stringConverted`
    /// - FromIntConverted.stringOptional: Int? -> String?, into `stringOptionalConverted`
    /// - FromIntConverted.stringArray: [Int] -> [String], into `stringArrayConverted`
    /// - FromIntConverted.stringMadeOptional: Int -> String?, into `stringMadeOptionalConverted`
    /// - FromIntConverted.stringMadeRequired: Int? -> String, into `stringMadeRequiredConverted`
    /// - FromIntConverted.int8: Int -> Int8, into `int8Converted`
    /// - FromIntConverted.int8Optional: Int? -> Int8?, into `int8OptionalConverted`
    /// - FromIntConverted.int8Array: [Int] -> [Int8], into `int8ArrayConverted`
    /// - FromIntConverted.int16: Int -> Int16, into `int16Converted`
    /// - FromIntConverted.int16Optional: Int? -> Int16?, into `int16OptionalConverted`
    /// - FromIntConverted.int16Array: [Int] -> [Int16], into `int16ArrayConverted`
    /// - FromIntConverted.int32: Int -> Int32, into `int32Converted`
    /// - FromIntConverted.int32Optional: Int? -> Int32?, into `int32OptionalConverted`
    /// - FromIntConverted.int32Array: [Int] -> [Int32], into `int32ArrayConverted`
    /// - FromIntConverted.uint8: Int -> UInt8, into `uint8Converted`
    /// - FromIntConverted.uint8Optional: Int? -> UInt8?, into `uint8OptionalConverted`
    /// - FromIntConverted.uint8Array: [Int] -> [UInt8], into `uint8ArrayConverted`
    /// - FromIntConverted.uint16: Int -> UInt16, into `uint16Converted`
    /// - FromIntConverted.uint16Optional: Int? -> UInt16?, into `uint16OptionalConverted`
    /// - FromIntConverted.uint16Array: [Int] -> [UInt16], into `uint16ArrayConverted`
    /// - FromIntConverted.uint32: Int -> UInt32, into `uint32Converted`
    /// - FromIntConverted.uint32Optional: Int? -> UInt32?, into `uint32OptionalConverted`
    /// - FromIntConverted.uint32Array: [Int] -> [UInt32], into `uint32ArrayConverted`
    /// - FromIntConverted.uint64: Int -> UInt64, into `uint64Converted`
    /// - FromIntConverted.uint64Optional: Int? -> UInt64?, into `uint64OptionalConverted`
    /// - FromIntConverted.uint64Array: [Int] -> [UInt64], into `uint64ArrayConverted`
    /// - FromIntConverted.double: Int -> Double, into `doubleConverted`
    /// - FromIntConverted.doubleOptional: Int? -> Double?, into `doubleOptionalConverted`
    /// - FromIntConverted.doubleArray: [Int] -> [Double], into `doubleArrayConverted`
    /// - FromIntConverted.float: Int -> Float, into `floatConverted`
    /// - FromIntConverted.floatOptional: Int? -> Float?, into `floatOptionalConverted`
    /// - FromIntConverted.floatArray: [Int] -> [Float], into `floatArrayConverted`
    /// - FromIntConverted.decimal: Int -> Decimal, into `decimalConverted`
    /// - FromIntConverted.decimalOptional: Int? -> Decimal?, into `decimalOptionalConverted`
    /// - FromIntConverted.decimalArray: [Int] -> [Decimal], into `decimalArrayConverted`
    /// - FromIntConverted.rank: Int -> Rank, into `rankConverted`
    /// - FromIntConverted.rankOptional: Int? -> Rank?, into `rankOptionalConverted`
    /// - FromIntConverted.rankArray: [Int] -> [Rank], into `rankArrayConverted`
    /// - FromIntUnconverted.bool: Int -> Bool, into `boolConverted`
    /// - FromIntUnconverted.boolOptional: Int? -> Bool?, into `boolOptionalConverted`
    /// - FromIntUnconverted.boolArray: [Int] -> [Bool], into `boolArrayConverted`
    /// - FromIntUnconverted.boolMadeOptional: Int -> Bool?, into `boolMadeOptionalConverted`
    /// - FromIntUnconverted.boolMadeRequired: Int? -> Bool, into `boolMadeRequiredConverted`
    /// - FromIntUnconverted.date: Int -> Date, into `dateConverted`
    /// - FromIntUnconverted.dateOptional: Int? -> Date?, into `dateOptionalConverted`
    /// - FromIntUnconverted.dateArray: [Int] -> [Date], into `dateArrayConverted`
    /// - FromIntUnconverted.uuid: Int -> UUID, into `uuidConverted`
    /// - FromIntUnconverted.uuidOptional: Int? -> UUID?, into `uuidOptionalConverted`
    /// - FromIntUnconverted.uuidArray: [Int] -> [UUID], into `uuidArrayConverted`
    /// - FromIntUnconverted.data: Int -> Data, into `dataConverted`
    /// - FromIntUnconverted.dataOptional: Int? -> Data?, into `dataOptionalConverted`
    /// - FromIntUnconverted.dataArray: [Int] -> [Data], into `dataArrayConverted`
    /// - FromIntUnconverted.url: Int -> URL, into `urlConverted`
    /// - FromIntUnconverted.urlOptional: Int? -> URL?, into `urlOptionalConverted`
    /// - FromIntUnconverted.urlArray: [Int] -> [URL], into `urlArrayConverted`
    /// - FromIntUnconverted.letter: Int -> Letter, into `letterConverted`
    /// - FromIntUnconverted.letterOptional: Int? -> Letter?, into `letterOptionalConverted`
    /// - FromIntUnconverted.letterArray: [Int] -> [Letter], into `letterArrayConverted`
    /// - FromInt8Converted.string: Int8 -> String, into `stringConverted`
    /// - FromInt8Converted.stringOptional: Int8? -> String?, into `stringOptionalConverted`
    /// - FromInt8Converted.stringArray: [Int8] -> [String], into `stringArrayConverted`
    /// - FromInt8Converted.stringMadeOptional: Int8 -> String?, into `stringMadeOptionalConverted`
    /// - FromInt8Converted.stringMadeRequired: Int8? -> String, into `stringMadeRequiredConverted`
    /// - FromInt8Converted.int: Int8 -> Int, into `intConverted`
    /// - FromInt8Converted.intOptional: Int8? -> Int?, into `intOptionalConverted`
    /// - FromInt8Converted.intArray: [Int8] -> [Int], into `intArrayConverted`
    /// - FromInt8Converted.int16: Int8 -> Int16, into `int16Converted`
    /// - FromInt8Converted.int16Optional: Int8? -> Int16?, into `int16OptionalConverted`
    /// - FromInt8Converted.int16Array: [Int8] -> [Int16], into `int16ArrayConverted`
    /// - FromInt8Converted.int32: Int8 -> Int32, into `int32Converted`
    /// - FromInt8Converted.int32Optional: Int8? -> Int32?, into `int32OptionalConverted`
    /// - FromInt8Converted.int32Array: [Int8] -> [Int32], into `int32ArrayConverted`
    /// - FromInt8Converted.int64: Int8 -> Int64, into `int64Converted`
    /// - FromInt8Converted.int64Optional: Int8? -> Int64?, into `int64OptionalConverted`
    /// - FromInt8Converted.int64Array: [Int8] -> [Int64], into `int64ArrayConverted`
    /// - FromInt8Converted.uint8: Int8 -> UInt8, into `uint8Converted`
    /// - FromInt8Converted.uint8Optional: Int8? -> UInt8?, into `uint8OptionalConverted`
    /// - FromInt8Converted.uint8Array: [Int8] -> [UInt8], into `uint8ArrayConverted`
    /// - FromInt8Converted.uint16: Int8 -> UInt16, into `uint16Converted`
    /// - FromInt8Converted.uint16Optional: Int8? -> UInt16?, into `uint16OptionalConverted`
    /// - FromInt8Converted.uint16Array: [Int8] -> [UInt16], into `uint16ArrayConverted`
    /// - FromInt8Converted.uint32: Int8 -> UInt32, into `uint32Converted`
    /// - FromInt8Converted.uint32Optional: Int8? -> UInt32?, into `uint32OptionalConverted`
    /// - FromInt8Converted.uint32Array: [Int8] -> [UInt32], into `uint32ArrayConverted`
    /// - FromInt8Converted.uint64: Int8 -> UInt64, into `uint64Converted`
    /// - FromInt8Converted.uint64Optional: Int8? -> UInt64?, into `uint64OptionalConverted`
    /// - FromInt8Converted.uint64Array: [Int8] -> [UInt64], into `uint64ArrayConverted`
    /// - FromInt8Converted.double: Int8 -> Double, into `doubleConverted`
    /// - FromInt8Converted.doubleOptional: Int8? -> Double?, into `doubleOptionalConverted`
    /// - FromInt8Converted.doubleArray: [Int8] -> [Double], into `doubleArrayConverted`
    /// - FromInt8Converted.float: Int8 -> Float, into `floatConverted`
    /// - FromInt8Converted.floatOptional: Int8? -> Float?, into `floatOptionalConverted`
    /// - FromInt8Converted.floatArray: [Int8] -> [Float], into `floatArrayConverted`
    /// - FromInt8Converted.decimal: Int8 -> Decimal, into `decimalConverted`
    /// - FromInt8Converted.decimalOptional: Int8? -> Decimal?, into `decimalOptionalConverted`
    /// - FromInt8Converted.decimalArray: [Int8] -> [Decimal], into `decimalArrayConverted`
    /// - FromInt8Converted.rank: Int8 -> Rank, into `rankConverted`
    /// - FromInt8Converted.rankOptional: Int8? -> Rank?, into `rankOptionalConverted`
    /// - FromInt8Converted.rankArray: [Int8] -> [Rank], into `rankArrayConverted`
    /// - FromInt8Unconverted.bool: Int8 -> Bool, into `boolConverted`
    /// - FromInt8Unconverted.boolOptional: Int8? -> Bool?, into `boolOptionalConverted`
    /// - FromInt8Unconverted.boolArray: [Int8] -> [Bool], into `boolArrayConverted`
    /// - FromInt8Unconverted.boolMadeOptional: Int8 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromInt8Unconverted.boolMadeRequired: Int8? -> Bool, into `boolMadeRequiredConverted`
    /// - FromInt8Unconverted.date: Int8 -> Date, into `dateConverted`
    /// - FromInt8Unconverted.dateOptional: Int8? -> Date?, into `dateOptionalConverted`
    /// - FromInt8Unconverted.dateArray: [Int8] -> [Date], into `dateArrayConverted`
    /// - FromInt8Unconverted.uuid: Int8 -> UUID, into `uuidConverted`
    /// - FromInt8Unconverted.uuidOptional: Int8? -> UUID?, into `uuidOptionalConverted`
    /// - FromInt8Unconverted.uuidArray: [Int8] -> [UUID], into `uuidArrayConverted`
    /// - FromInt8Unconverted.data: Int8 -> Data, into `dataConverted`
    /// - FromInt8Unconverted.dataOptional: Int8? -> Data?, into `dataOptionalConverted`
    /// - FromInt8Unconverted.dataArray: [Int8] -> [Data], into `dataArrayConverted`
    /// - FromInt8Unconverted.url: Int8 -> URL, into `urlConverted`
    /// - FromInt8Unconverted.urlOptional: Int8? -> URL?, into `urlOptionalConverted`
    /// - FromInt8Unconverted.urlArray: [Int8] -> [URL], into `urlArrayConverted`
    /// - FromInt8Unconverted.letter: Int8 -> Letter, into `letterConverted`
    /// - FromInt8Unconverted.letterOptional: Int8? -> Letter?, into `letterOptionalConverted`
    /// - FromInt8Unconverted.letterArray: [Int8] -> [Letter], into `letterArrayConverted`
    /// - FromInt16Converted.string: Int16 -> String, into `stringConverted`
    /// - FromInt16Converted.stringOptional: Int16? -> String?, into `stringOptionalConverted`
    /// - FromInt16Converted.stringArray: [Int16] -> [String], into `stringArrayConverted`
    /// - FromInt16Converted.stringMadeOptional: Int16 -> String?, into `stringMadeOptionalConverted`
    /// - FromInt16Converted.stringMadeRequired: Int16? -> String, into `stringMadeRequiredConverted`
    /// - FromInt16Converted.int: Int16 -> Int, into `intConverted`
    /// - FromInt16Converted.intOptional: Int16? -> Int?, into `intOptionalConverted`
    /// - FromInt16Converted.intArray: [Int16] -> [Int], into `intArrayConverted`
    /// - FromInt16Converted.int8: Int16 -> Int8, into `int8Converted`
    /// - FromInt16Converted.int8Optional: Int16? -> Int8?, into `int8OptionalConverted`
    /// - FromInt16Converted.int8Array: [Int16] -> [Int8], into `int8ArrayConverted`
    /// - FromInt16Converted.int32: Int16 -> Int32, into `int32Converted`
    /// - FromInt16Converted.int32Optional: Int16? -> Int32?, into `int32OptionalConverted`
    /// - FromInt16Converted.int32Array: [Int16] -> [Int32], into `int32ArrayConverted`
    /// - FromInt16Converted.int64: Int16 -> Int64, into `int64Converted`
    /// - FromInt16Converted.int64Optional: Int16? -> Int64?, into `int64OptionalConverted`
    /// - FromInt16Converted.int64Array: [Int16] -> [Int64], into `int64ArrayConverted`
    /// - FromInt16Converted.uint8: Int16 -> UInt8, into `uint8Converted`
    /// - FromInt16Converted.uint8Optional: Int16? -> UInt8?, into `uint8OptionalConverted`
    /// - FromInt16Converted.uint8Array: [Int16] -> [UInt8], into `uint8ArrayConverted`
    /// - FromInt16Converted.uint16: Int16 -> UInt16, into `uint16Converted`
    /// - FromInt16Converted.uint16Optional: Int16? -> UInt16?, into `uint16OptionalConverted`
    /// - FromInt16Converted.uint16Array: [Int16] -> [UInt16], into `uint16ArrayConverted`
    /// - FromInt16Converted.uint32: Int16 -> UInt32, into `uint32Converted`
    /// - FromInt16Converted.uint32Optional: Int16? -> UInt32?, into `uint32OptionalConverted`
    /// - FromInt16Converted.uint32Array: [Int16] -> [UInt32], into `uint32ArrayConverted`
    /// - FromInt16Converted.uint64: Int16 -> UInt64, into `uint64Converted`
    /// - FromInt16Converted.uint64Optional: Int16? -> UInt64?, into `uint64OptionalConverted`
    /// - FromInt16Converted.uint64Array: [Int16] -> [UInt64], into `uint64ArrayConverted`
    /// - FromInt16Converted.double: Int16 -> Double, into `doubleConverted`
    /// - FromInt16Converted.doubleOptional: Int16? -> Double?, into `doubleOptionalConverted`
    /// - FromInt16Converted.doubleArray: [Int16] -> [Double], into `doubleArrayConverted`
    /// - FromInt16Converted.float: Int16 -> Float, into `floatConverted`
    /// - FromInt16Converted.floatOptional: Int16? -> Float?, into `floatOptionalConverted`
    /// - FromInt16Converted.floatArray: [Int16] -> [Float], into `floatArrayConverted`
    /// - FromInt16Converted.decimal: Int16 -> Decimal, into `decimalConverted`
    /// - FromInt16Converted.decimalOptional: Int16? -> Decimal?, into `decimalOptionalConverted`
    /// - FromInt16Converted.decimalArray: [Int16] -> [Decimal], into `decimalArrayConverted`
    /// - FromInt16Converted.rank: Int16 -> Rank, into `rankConverted`
    /// - FromInt16Converted.rankOptional: Int16? -> Rank?, into `rankOptionalConverted`
    /// - FromInt16Converted.rankArray: [Int16] -> [Rank], into `rankArrayConverted`
    /// - FromInt16Unconverted.bool: Int16 -> Bool, into `boolConverted`
    /// - FromInt16Unconverted.boolOptional: Int16? -> Bool?, into `boolOptionalConverted`
    /// - FromInt16Unconverted.boolArray: [Int16] -> [Bool], into `boolArrayConverted`
    /// - FromInt16Unconverted.boolMadeOptional: Int16 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromInt16Unconverted.boolMadeRequired: Int16? -> Bool, into `boolMadeRequiredConverted`
    /// - FromInt16Unconverted.date: Int16 -> Date, into `dateConverted`
    /// - FromInt16Unconverted.dateOptional: Int16? -> Date?, into `dateOptionalConverted`
    /// - FromInt16Unconverted.dateArray: [Int16] -> [Date], into `dateArrayConverted`
    /// - FromInt16Unconverted.uuid: Int16 -> UUID, into `uuidConverted`
    /// - FromInt16Unconverted.uuidOptional: Int16? -> UUID?, into `uuidOptionalConverted`
    /// - FromInt16Unconverted.uuidArray: [Int16] -> [UUID], into `uuidArrayConverted`
    /// - FromInt16Unconverted.data: Int16 -> Data, into `dataConverted`
    /// - FromInt16Unconverted.dataOptional: Int16? -> Data?, into `dataOptionalConverted`
    /// - FromInt16Unconverted.dataArray: [Int16] -> [Data], into `dataArrayConverted`
    /// - FromInt16Unconverted.url: Int16 -> URL, into `urlConverted`
    /// - FromInt16Unconverted.urlOptional: Int16? -> URL?, into `urlOptionalConverted`
    /// - FromInt16Unconverted.urlArray: [Int16] -> [URL], into `urlArrayConverted`
    /// - FromInt16Unconverted.letter: Int16 -> Letter, into `letterConverted`
    /// - FromInt16Unconverted.letterOptional: Int16? -> Letter?, into `letterOptionalConverted`
    /// - FromInt16Unconverted.letterArray: [Int16] -> [Letter], into `letterArrayConverted`
    /// - FromInt32Converted.string: Int32 -> String, into `stringConverted`
    /// - FromInt32Converted.stringOptional: Int32? -> String?, into `stringOptionalConverted`
    /// - FromInt32Converted.stringArray: [Int32] -> [String], into `stringArrayConverted`
    /// - FromInt32Converted.stringMadeOptional: Int32 -> String?, into `stringMadeOptionalConverted`
    /// - FromInt32Converted.stringMadeRequired: Int32? -> String, into `stringMadeRequiredConverted`
    /// - FromInt32Converted.int: Int32 -> Int, into `intConverted`
    /// - FromInt32Converted.intOptional: Int32? -> Int?, into `intOptionalConverted`
    /// - FromInt32Converted.intArray: [Int32] -> [Int], into `intArrayConverted`
    /// - FromInt32Converted.int8: Int32 -> Int8, into `int8Converted`
    /// - FromInt32Converted.int8Optional: Int32? -> Int8?, into `int8OptionalConverted`
    /// - FromInt32Converted.int8Array: [Int32] -> [Int8], into `int8ArrayConverted`
    /// - FromInt32Converted.int16: Int32 -> Int16, into `int16Converted`
    /// - FromInt32Converted.int16Optional: Int32? -> Int16?, into `int16OptionalConverted`
    /// - FromInt32Converted.int16Array: [Int32] -> [Int16], into `int16ArrayConverted`
    /// - FromInt32Converted.int64: Int32 -> Int64, into `int64Converted`
    /// - FromInt32Converted.int64Optional: Int32? -> Int64?, into `int64OptionalConverted`
    /// - FromInt32Converted.int64Array: [Int32] -> [Int64], into `int64ArrayConverted`
    /// - FromInt32Converted.uint8: Int32 -> UInt8, into `uint8Converted`
    /// - FromInt32Converted.uint8Optional: Int32? -> UInt8?, into `uint8OptionalConverted`
    /// - FromInt32Converted.uint8Array: [Int32] -> [UInt8], into `uint8ArrayConverted`
    /// - FromInt32Converted.uint16: Int32 -> UInt16, into `uint16Converted`
    /// - FromInt32Converted.uint16Optional: Int32? -> UInt16?, into `uint16OptionalConverted`
    /// - FromInt32Converted.uint16Array: [Int32] -> [UInt16], into `uint16ArrayConverted`
    /// - FromInt32Converted.uint32: Int32 -> UInt32, into `uint32Converted`
    /// - FromInt32Converted.uint32Optional: Int32? -> UInt32?, into `uint32OptionalConverted`
    /// - FromInt32Converted.uint32Array: [Int32] -> [UInt32], into `uint32ArrayConverted`
    /// - FromInt32Converted.uint64: Int32 -> UInt64, into `uint64Converted`
    /// - FromInt32Converted.uint64Optional: Int32? -> UInt64?, into `uint64OptionalConverted`
    /// - FromInt32Converted.uint64Array: [Int32] -> [UInt64], into `uint64ArrayConverted`
    /// - FromInt32Converted.double: Int32 -> Double, into `doubleConverted`
    /// - FromInt32Converted.doubleOptional: Int32? -> Double?, into `doubleOptionalConverted`
    /// - FromInt32Converted.doubleArray: [Int32] -> [Double], into `doubleArrayConverted`
    /// - FromInt32Converted.float: Int32 -> Float, into `floatConverted`
    /// - FromInt32Converted.floatOptional: Int32? -> Float?, into `floatOptionalConverted`
    /// - FromInt32Converted.floatArray: [Int32] -> [Float], into `floatArrayConverted`
    /// - FromInt32Converted.decimal: Int32 -> Decimal, into `decimalConverted`
    /// - FromInt32Converted.decimalOptional: Int32? -> Decimal?, into `decimalOptionalConverted`
    /// - FromInt32Converted.decimalArray: [Int32] -> [Decimal], into `decimalArrayConverted`
    /// - FromInt32Converted.rank: Int32 -> Rank, into `rankConverted`
    /// - FromInt32Converted.rankOptional: Int32? -> Rank?, into `rankOptionalConverted`
    /// - FromInt32Converted.rankArray: [Int32] -> [Rank], into `rankArrayConverted`
    /// - FromInt32Unconverted.bool: Int32 -> Bool, into `boolConverted`
    /// - FromInt32Unconverted.boolOptional: Int32? -> Bool?, into `boolOptionalConverted`
    /// - FromInt32Unconverted.boolArray: [Int32] -> [Bool], into `boolArrayConverted`
    /// - FromInt32Unconverted.boolMadeOptional: Int32 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromInt32Unconverted.boolMadeRequired: Int32? -> Bool, into `boolMadeRequiredConverted`
    /// - FromInt32Unconverted.date: Int32 -> Date, into `dateConverted`
    /// - FromInt32Unconverted.dateOptional: Int32? -> Date?, into `dateOptionalConverted`
    /// - FromInt32Unconverted.dateArray: [Int32] -> [Date], into `dateArrayConverted`
    /// - FromInt32Unconverted.uuid: Int32 -> UUID, into `uuidConverted`
    /// - FromInt32Unconverted.uuidOptional: Int32? -> UUID?, into `uuidOptionalConverted`
    /// - FromInt32Unconverted.uuidArray: [Int32] -> [UUID], into `uuidArrayConverted`
    /// - FromInt32Unconverted.data: Int32 -> Data, into `dataConverted`
    /// - FromInt32Unconverted.dataOptional: Int32? -> Data?, into `dataOptionalConverted`
    /// - FromInt32Unconverted.dataArray: [Int32] -> [Data], into `dataArrayConverted`
    /// - FromInt32Unconverted.url: Int32 -> URL, into `urlConverted`
    /// - FromInt32Unconverted.urlOptional: Int32? -> URL?, into `urlOptionalConverted`
    /// - FromInt32Unconverted.urlArray: [Int32] -> [URL], into `urlArrayConverted`
    /// - FromInt32Unconverted.letter: Int32 -> Letter, into `letterConverted`
    /// - FromInt32Unconverted.letterOptional: Int32? -> Letter?, into `letterOptionalConverted`
    /// - FromInt32Unconverted.letterArray: [Int32] -> [Letter], into `letterArrayConverted`
    /// - FromInt64Converted.string: Int64 -> String, into `stringConverted`
    /// - FromInt64Converted.stringOptional: Int64? -> String?, into `stringOptionalConverted`
    /// - FromInt64Converted.stringArray: [Int64] -> [String], into `stringArrayConverted`
    /// - FromInt64Converted.stringMadeOptional: Int64 -> String?, into `stringMadeOptionalConverted`
    /// - FromInt64Converted.stringMadeRequired: Int64? -> String, into `stringMadeRequiredConverted`
    /// - FromInt64Converted.int8: Int64 -> Int8, into `int8Converted`
    /// - FromInt64Converted.int8Optional: Int64? -> Int8?, into `int8OptionalConverted`
    /// - FromInt64Converted.int8Array: [Int64] -> [Int8], into `int8ArrayConverted`
    /// - FromInt64Converted.int16: Int64 -> Int16, into `int16Converted`
    /// - FromInt64Converted.int16Optional: Int64? -> Int16?, into `int16OptionalConverted`
    /// - FromInt64Converted.int16Array: [Int64] -> [Int16], into `int16ArrayConverted`
    /// - FromInt64Converted.int32: Int64 -> Int32, into `int32Converted`
    /// - FromInt64Converted.int32Optional: Int64? -> Int32?, into `int32OptionalConverted`
    /// - FromInt64Converted.int32Array: [Int64] -> [Int32], into `int32ArrayConverted`
    /// - FromInt64Converted.uint8: Int64 -> UInt8, into `uint8Converted`
    /// - FromInt64Converted.uint8Optional: Int64? -> UInt8?, into `uint8OptionalConverted`
    /// - FromInt64Converted.uint8Array: [Int64] -> [UInt8], into `uint8ArrayConverted`
    /// - FromInt64Converted.uint16: Int64 -> UInt16, into `uint16Converted`
    /// - FromInt64Converted.uint16Optional: Int64? -> UInt16?, into `uint16OptionalConverted`
    /// - FromInt64Converted.uint16Array: [Int64] -> [UInt16], into `uint16ArrayConverted`
    /// - FromInt64Converted.uint32: Int64 -> UInt32, into `uint32Converted`
    /// - FromInt64Converted.uint32Optional: Int64? -> UInt32?, into `uint32OptionalConverted`
    /// - FromInt64Converted.uint32Array: [Int64] -> [UInt32], into `uint32ArrayConverted`
    /// - FromInt64Converted.uint64: Int64 -> UInt64, into `uint64Converted`
    /// - FromInt64Converted.uint64Optional: Int64? -> UInt64?, into `uint64OptionalConverted`
    /// - FromInt64Converted.uint64Array: [Int64] -> [UInt64], into `uint64ArrayConverted`
    /// - FromInt64Converted.double: Int64 -> Double, into `doubleConverted`
    /// - FromInt64Converted.doubleOptional: Int64? -> Double?, into `doubleOptionalConverted`
    /// - FromInt64Converted.doubleArray: [Int64] -> [Double], into `doubleArrayConverted`
    /// - FromInt64Converted.float: Int64 -> Float, into `floatConverted`
    /// - FromInt64Converted.floatOptional: Int64? -> Float?, into `floatOptionalConverted`
    /// - FromInt64Converted.floatArray: [Int64] -> [Float], into `floatArrayConverted`
    /// - FromInt64Converted.decimal: Int64 -> Decimal, into `decimalConverted`
    /// - FromInt64Converted.decimalOptional: Int64? -> Decimal?, into `decimalOptionalConverted`
    /// - FromInt64Converted.decimalArray: [Int64] -> [Decimal], into `decimalArrayConverted`
    /// - FromInt64Converted.rank: Int64 -> Rank, into `rankConverted`
    /// - FromInt64Converted.rankOptional: Int64? -> Rank?, into `rankOptionalConverted`
    /// - FromInt64Converted.rankArray: [Int64] -> [Rank], into `rankArrayConverted`
    /// - FromInt64Unconverted.bool: Int64 -> Bool, into `boolConverted`
    /// - FromInt64Unconverted.boolOptional: Int64? -> Bool?, into `boolOptionalConverted`
    /// - FromInt64Unconverted.boolArray: [Int64] -> [Bool], into `boolArrayConverted`
    /// - FromInt64Unconverted.boolMadeOptional: Int64 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromInt64Unconverted.boolMadeRequired: Int64? -> Bool, into `boolMadeRequiredConverted`
    /// - FromInt64Unconverted.date: Int64 -> Date, into `dateConverted`
    /// - FromInt64Unconverted.dateOptional: Int64? -> Date?, into `dateOptionalConverted`
    /// - FromInt64Unconverted.dateArray: [Int64] -> [Date], into `dateArrayConverted`
    /// - FromInt64Unconverted.uuid: Int64 -> UUID, into `uuidConverted`
    /// - FromInt64Unconverted.uuidOptional: Int64? -> UUID?, into `uuidOptionalConverted`
    /// - FromInt64Unconverted.uuidArray: [Int64] -> [UUID], into `uuidArrayConverted`
    /// - FromInt64Unconverted.data: Int64 -> Data, into `dataConverted`
    /// - FromInt64Unconverted.dataOptional: Int64? -> Data?, into `dataOptionalConverted`
    /// - FromInt64Unconverted.dataArray: [Int64] -> [Data], into `dataArrayConverted`
    /// - FromInt64Unconverted.url: Int64 -> URL, into `urlConverted`
    /// - FromInt64Unconverted.urlOptional: Int64? -> URL?, into `urlOptionalConverted`
    /// - FromInt64Unconverted.urlArray: [Int64] -> [URL], into `urlArrayConverted`
    /// - FromInt64Unconverted.letter: Int64 -> Letter, into `letterConverted`
    /// - FromInt64Unconverted.letterOptional: Int64? -> Letter?, into `letterOptionalConverted`
    /// - FromInt64Unconverted.letterArray: [Int64] -> [Letter], into `letterArrayConverted`
    /// - FromUInt8Converted.string: UInt8 -> String, into `stringConverted`
    /// - FromUInt8Converted.stringOptional: UInt8? -> String?, into `stringOptionalConverted`
    /// - FromUInt8Converted.stringArray: [UInt8] -> [String], into `stringArrayConverted`
    /// - FromUInt8Converted.stringMadeOptional: UInt8 -> String?, into `stringMadeOptionalConverted`
    /// - FromUInt8Converted.stringMadeRequired: UInt8? -> String, into `stringMadeRequiredConverted`
    /// - FromUInt8Converted.int: UInt8 -> Int, into `intConverted`
    /// - FromUInt8Converted.intOptional: UInt8? -> Int?, into `intOptionalConverted`
    /// - FromUInt8Converted.intArray: [UInt8] -> [Int], into `intArrayConverted`
    /// - FromUInt8Converted.int8: UInt8 -> Int8, into `int8Converted`
    /// - FromUInt8Converted.int8Optional: UInt8? -> Int8?, into `int8OptionalConverted`
    /// - FromUInt8Converted.int8Array: [UInt8] -> [Int8], into `int8ArrayConverted`
    /// - FromUInt8Converted.int16: UInt8 -> Int16, into `int16Converted`
    /// - FromUInt8Converted.int16Optional: UInt8? -> Int16?, into `int16OptionalConverted`
    /// - FromUInt8Converted.int16Array: [UInt8] -> [Int16], into `int16ArrayConverted`
    /// - FromUInt8Converted.int32: UInt8 -> Int32, into `int32Converted`
    /// - FromUInt8Converted.int32Optional: UInt8? -> Int32?, into `int32OptionalConverted`
    /// - FromUInt8Converted.int32Array: [UInt8] -> [Int32], into `int32ArrayConverted`
    /// - FromUInt8Converted.int64: UInt8 -> Int64, into `int64Converted`
    /// - FromUInt8Converted.int64Optional: UInt8? -> Int64?, into `int64OptionalConverted`
    /// - FromUInt8Converted.int64Array: [UInt8] -> [Int64], into `int64ArrayConverted`
    /// - FromUInt8Converted.uint16: UInt8 -> UInt16, into `uint16Converted`
    /// - FromUInt8Converted.uint16Optional: UInt8? -> UInt16?, into `uint16OptionalConverted`
    /// - FromUInt8Converted.uint16Array: [UInt8] -> [UInt16], into `uint16ArrayConverted`
    /// - FromUInt8Converted.uint32: UInt8 -> UInt32, into `uint32Converted`
    /// - FromUInt8Converted.uint32Optional: UInt8? -> UInt32?, into `uint32OptionalConverted`
    /// - FromUInt8Converted.uint32Array: [UInt8] -> [UInt32], into `uint32ArrayConverted`
    /// - FromUInt8Converted.uint64: UInt8 -> UInt64, into `uint64Converted`
    /// - FromUInt8Converted.uint64Optional: UInt8? -> UInt64?, into `uint64OptionalConverted`
    /// - FromUInt8Converted.uint64Array: [UInt8] -> [UInt64], into `uint64ArrayConverted`
    /// - FromUInt8Converted.double: UInt8 -> Double, into `doubleConverted`
    /// - FromUInt8Converted.doubleOptional: UInt8? -> Double?, into `doubleOptionalConverted`
    /// - FromUInt8Converted.doubleArray: [UInt8] -> [Double], into `doubleArrayConverted`
    /// - FromUInt8Converted.float: UInt8 -> Float, into `floatConverted`
    /// - FromUInt8Converted.floatOptional: UInt8? -> Float?, into `floatOptionalConverted`
    /// - FromUInt8Converted.floatArray: [UInt8] -> [Float], into `floatArrayConverted`
    /// - FromUInt8Converted.decimal: UInt8 -> Decimal, into `decimalConverted`
    /// - FromUInt8Converted.decimalOptional: UInt8? -> Decimal?, into `decimalOptionalConverted`
    /// - FromUInt8Converted.decimalArray: [UInt8] -> [Decimal], into `decimalArrayConverted`
    /// - FromUInt8Converted.rank: UInt8 -> Rank, into `rankConverted`
    /// - FromUInt8Converted.rankOptional: UInt8? -> Rank?, into `rankOptionalConverted`
    /// - FromUInt8Converted.rankArray: [UInt8] -> [Rank], into `rankArrayConverted`
    /// - FromUInt8Unconverted.bool: UInt8 -> Bool, into `boolConverted`
    /// - FromUInt8Unconverted.boolOptional: UInt8? -> Bool?, into `boolOptionalConverted`
    /// - FromUInt8Unconverted.boolArray: [UInt8] -> [Bool], into `boolArrayConverted`
    /// - FromUInt8Unconverted.boolMadeOptional: UInt8 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromUInt8Unconverted.boolMadeRequired: UInt8? -> Bool, into `boolMadeRequiredConverted`
    /// - FromUInt8Unconverted.date: UInt8 -> Date, into `dateConverted`
    /// - FromUInt8Unconverted.dateOptional: UInt8? -> Date?, into `dateOptionalConverted`
    /// - FromUInt8Unconverted.dateArray: [UInt8] -> [Date], into `dateArrayConverted`
    /// - FromUInt8Unconverted.uuid: UInt8 -> UUID, into `uuidConverted`
    /// - FromUInt8Unconverted.uuidOptional: UInt8? -> UUID?, into `uuidOptionalConverted`
    /// - FromUInt8Unconverted.uuidArray: [UInt8] -> [UUID], into `uuidArrayConverted`
    /// - FromUInt8Unconverted.data: UInt8 -> Data, into `dataConverted`
    /// - FromUInt8Unconverted.dataOptional: UInt8? -> Data?, into `dataOptionalConverted`
    /// - FromUInt8Unconverted.dataArray: [UInt8] -> [Data], into `dataArrayConverted`
    /// - FromUInt8Unconverted.url: UInt8 -> URL, into `urlConverted`
    /// - FromUInt8Unconverted.urlOptional: UInt8? -> URL?, into `urlOptionalConverted`
    /// - FromUInt8Unconverted.urlArray: [UInt8] -> [URL], into `urlArrayConverted`
    /// - FromUInt8Unconverted.letter: UInt8 -> Letter, into `letterConverted`
    /// - FromUInt8Unconverted.letterOptional: UInt8? -> Letter?, into `letterOptionalConverted`
    /// - FromUInt8Unconverted.letterArray: [UInt8] -> [Letter], into `letterArrayConverted`
    /// - FromUInt16Converted.string: UInt16 -> String, into `stringConverted`
    /// - FromUInt16Converted.stringOptional: UInt16? -> String?, into `stringOptionalConverted`
    /// - FromUInt16Converted.stringArray: [UInt16] -> [String], into `stringArrayConverted`
    /// - FromUInt16Converted.stringMadeOptional: UInt16 -> String?, into `stringMadeOptionalConverted`
    /// - FromUInt16Converted.stringMadeRequired: UInt16? -> String, into `stringMadeRequiredConverted`
    /// - FromUInt16Converted.int: UInt16 -> Int, into `intConverted`
    /// - FromUInt16Converted.intOptional: UInt16? -> Int?, into `intOptionalConverted`
    /// - FromUInt16Converted.intArray: [UInt16] -> [Int], into `intArrayConverted`
    /// - FromUInt16Converted.int8: UInt16 -> Int8, into `int8Converted`
    /// - FromUInt16Converted.int8Optional: UInt16? -> Int8?, into `int8OptionalConverted`
    /// - FromUInt16Converted.int8Array: [UInt16] -> [Int8], into `int8ArrayConverted`
    /// - FromUInt16Converted.int16: UInt16 -> Int16, into `int16Converted`
    /// - FromUInt16Converted.int16Optional: UInt16? -> Int16?, into `int16OptionalConverted`
    /// - FromUInt16Converted.int16Array: [UInt16] -> [Int16], into `int16ArrayConverted`
    /// - FromUInt16Converted.int32: UInt16 -> Int32, into `int32Converted`
    /// - FromUInt16Converted.int32Optional: UInt16? -> Int32?, into `int32OptionalConverted`
    /// - FromUInt16Converted.int32Array: [UInt16] -> [Int32], into `int32ArrayConverted`
    /// - FromUInt16Converted.int64: UInt16 -> Int64, into `int64Converted`
    /// - FromUInt16Converted.int64Optional: UInt16? -> Int64?, into `int64OptionalConverted`
    /// - FromUInt16Converted.int64Array: [UInt16] -> [Int64], into `int64ArrayConverted`
    /// - FromUInt16Converted.uint8: UInt16 -> UInt8, into `uint8Converted`
    /// - FromUInt16Converted.uint8Optional: UInt16? -> UInt8?, into `uint8OptionalConverted`
    /// - FromUInt16Converted.uint8Array: [UInt16] -> [UInt8], into `uint8ArrayConverted`
    /// - FromUInt16Converted.uint32: UInt16 -> UInt32, into `uint32Converted`
    /// - FromUInt16Converted.uint32Optional: UInt16? -> UInt32?, into `uint32OptionalConverted`
    /// - FromUInt16Converted.uint32Array: [UInt16] -> [UInt32], into `uint32ArrayConverted`
    /// - FromUInt16Converted.uint64: UInt16 -> UInt64, into `uint64Converted`
    /// - FromUInt16Converted.uint64Optional: UInt16? -> UInt64?, into `uint64OptionalConverted`
    /// - FromUInt16Converted.uint64Array: [UInt16] -> [UInt64], into `uint64ArrayConverted`
    /// - FromUInt16Converted.double: UInt16 -> Double, into `doubleConverted`
    /// - FromUInt16Converted.doubleOptional: UInt16? -> Double?, into `doubleOptionalConverted`
    /// - FromUInt16Converted.doubleArray: [UInt16] -> [Double], into `doubleArrayConverted`
    /// - FromUInt16Converted.float: UInt16 -> Float, into `floatConverted`
    /// - FromUInt16Converted.floatOptional: UInt16? -> Float?, into `floatOptionalConverted`
    /// - FromUInt16Converted.floatArray: [UInt16] -> [Float], into `floatArrayConverted`
    /// - FromUInt16Converted.decimal: UInt16 -> Decimal, into `decimalConverted`
    /// - FromUInt16Converted.decimalOptional: UInt16? -> Decimal?, into `decimalOptionalConverted`
    /// - FromUInt16Converted.decimalArray: [UInt16] -> [Decimal], into `decimalArrayConverted`
    /// - FromUInt16Converted.rank: UInt16 -> Rank, into `rankConverted`
    /// - FromUInt16Converted.rankOptional: UInt16? -> Rank?, into `rankOptionalConverted`
    /// - FromUInt16Converted.rankArray: [UInt16] -> [Rank], into `rankArrayConverted`
    /// - FromUInt16Unconverted.bool: UInt16 -> Bool, into `boolConverted`
    /// - FromUInt16Unconverted.boolOptional: UInt16? -> Bool?, into `boolOptionalConverted`
    /// - FromUInt16Unconverted.boolArray: [UInt16] -> [Bool], into `boolArrayConverted`
    /// - FromUInt16Unconverted.boolMadeOptional: UInt16 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromUInt16Unconverted.boolMadeRequired: UInt16? -> Bool, into `boolMadeRequiredConverted`
    /// - FromUInt16Unconverted.date: UInt16 -> Date, into `dateConverted`
    /// - FromUInt16Unconverted.dateOptional: UInt16? -> Date?, into `dateOptionalConverted`
    /// - FromUInt16Unconverted.dateArray: [UInt16] -> [Date], into `dateArrayConverted`
    /// - FromUInt16Unconverted.uuid: UInt16 -> UUID, into `uuidConverted`
    /// - FromUInt16Unconverted.uuidOptional: UInt16? -> UUID?, into `uuidOptionalConverted`
    /// - FromUInt16Unconverted.uuidArray: [UInt16] -> [UUID], into `uuidArrayConverted`
    /// - FromUInt16Unconverted.data: UInt16 -> Data, into `dataConverted`
    /// - FromUInt16Unconverted.dataOptional: UInt16? -> Data?, into `dataOptionalConverted`
    /// - FromUInt16Unconverted.dataArray: [UInt16] -> [Data], into `dataArrayConverted`
    /// - FromUInt16Unconverted.url: UInt16 -> URL, into `urlConverted`
    /// - FromUInt16Unconverted.urlOptional: UInt16? -> URL?, into `urlOptionalConverted`
    /// - FromUInt16Unconverted.urlArray: [UInt16] -> [URL], into `urlArrayConverted`
    /// - FromUInt16Unconverted.letter: UInt16 -> Letter, into `letterConverted`
    /// - FromUInt16Unconverted.letterOptional: UInt16? -> Letter?, into `letterOptionalConverted`
    /// - FromUInt16Unconverted.letterArray: [UInt16] -> [Letter], into `letterArrayConverted`
    /// - FromUInt32Converted.string: UInt32 -> String, into `stringConverted`
    /// - FromUInt32Converted.stringOptional: UInt32? -> String?, into `stringOptionalConverted`
    /// - FromUInt32Converted.stringArray: [UInt32] -> [String], into `stringArrayConverted`
    /// - FromUInt32Converted.stringMadeOptional: UInt32 -> String?, into `stringMadeOptionalConverted`
    /// - FromUInt32Converted.stringMadeRequired: UInt32? -> String, into `stringMadeRequiredConverted`
    /// - FromUInt32Converted.int: UInt32 -> Int, into `intConverted`
    /// - FromUInt32Converted.intOptional: UInt32? -> Int?, into `intOptionalConverted`
    /// - FromUInt32Converted.intArray: [UInt32] -> [Int], into `intArrayConverted`
    /// - FromUInt32Converted.int8: UInt32 -> Int8, into `int8Converted`
    /// - FromUInt32Converted.int8Optional: UInt32? -> Int8?, into `int8OptionalConverted`
    /// - FromUInt32Converted.int8Array: [UInt32] -> [Int8], into `int8ArrayConverted`
    /// - FromUInt32Converted.int16: UInt32 -> Int16, into `int16Converted`
    /// - FromUInt32Converted.int16Optional: UInt32? -> Int16?, into `int16OptionalConverted`
    /// - FromUInt32Converted.int16Array: [UInt32] -> [Int16], into `int16ArrayConverted`
    /// - FromUInt32Converted.int32: UInt32 -> Int32, into `int32Converted`
    /// - FromUInt32Converted.int32Optional: UInt32? -> Int32?, into `int32OptionalConverted`
    /// - FromUInt32Converted.int32Array: [UInt32] -> [Int32], into `int32ArrayConverted`
    /// - FromUInt32Converted.int64: UInt32 -> Int64, into `int64Converted`
    /// - FromUInt32Converted.int64Optional: UInt32? -> Int64?, into `int64OptionalConverted`
    /// - FromUInt32Converted.int64Array: [UInt32] -> [Int64], into `int64ArrayConverted`
    /// - FromUInt32Converted.uint8: UInt32 -> UInt8, into `uint8Converted`
    /// - FromUInt32Converted.uint8Optional: UInt32? -> UInt8?, into `uint8OptionalConverted`
    /// - FromUInt32Converted.uint8Array: [UInt32] -> [UInt8], into `uint8ArrayConverted`
    /// - FromUInt32Converted.uint16: UInt32 -> UInt16, into `uint16Converted`
    /// - FromUInt32Converted.uint16Optional: UInt32? -> UInt16?, into `uint16OptionalConverted`
    /// - FromUInt32Converted.uint16Array: [UInt32] -> [UInt16], into `uint16ArrayConverted`
    /// - FromUInt32Converted.uint64: UInt32 -> UInt64, into `uint64Converted`
    /// - FromUInt32Converted.uint64Optional: UInt32? -> UInt64?, into `uint64OptionalConverted`
    /// - FromUInt32Converted.uint64Array: [UInt32] -> [UInt64], into `uint64ArrayConverted`
    /// - FromUInt32Converted.double: UInt32 -> Double, into `doubleConverted`
    /// - FromUInt32Converted.doubleOptional: UInt32? -> Double?, into `doubleOptionalConverted`
    /// - FromUInt32Converted.doubleArray: [UInt32] -> [Double], into `doubleArrayConverted`
    /// - FromUInt32Converted.float: UInt32 -> Float, into `floatConverted`
    /// - FromUInt32Converted.floatOptional: UInt32? -> Float?, into `floatOptionalConverted`
    /// - FromUInt32Converted.floatArray: [UInt32] -> [Float], into `floatArrayConverted`
    /// - FromUInt32Converted.decimal: UInt32 -> Decimal, into `decimalConverted`
    /// - FromUInt32Converted.decimalOptional: UInt32? -> Decimal?, into `decimalOptionalConverted`
    /// - FromUInt32Converted.decimalArray: [UInt32] -> [Decimal], into `decimalArrayConverted`
    /// - FromUInt32Converted.rank: UInt32 -> Rank, into `rankConverted`
    /// - FromUInt32Converted.rankOptional: UInt32? -> Rank?, into `rankOptionalConverted`
    /// - FromUInt32Converted.rankArray: [UInt32] -> [Rank], into `rankArrayConverted`
    /// - FromUInt32Unconverted.bool: UInt32 -> Bool, into `boolConverted`
    /// - FromUInt32Unconverted.boolOptional: UInt32? -> Bool?, into `boolOptionalConverted`
    /// - FromUInt32Unconverted.boolArray: [UInt32] -> [Bool], into `boolArrayConverted`
    /// - FromUInt32Unconverted.boolMadeOptional: UInt32 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromUInt32Unconverted.boolMadeRequired: UInt32? -> Bool, into `boolMadeRequiredConverted`
    /// - FromUInt32Unconverted.date: UInt32 -> Date, into `dateConverted`
    /// - FromUInt32Unconverted.dateOptional: UInt32? -> Date?, into `dateOptionalConverted`
    /// - FromUInt32Unconverted.dateArray: [UInt32] -> [Date], into `dateArrayConverted`
    /// - FromUInt32Unconverted.uuid: UInt32 -> UUID, into `uuidConverted`
    /// - FromUInt32Unconverted.uuidOptional: UInt32? -> UUID?, into `uuidOptionalConverted`
    /// - FromUInt32Unconverted.uuidArray: [UInt32] -> [UUID], into `uuidArrayConverted`
    /// - FromUInt32Unconverted.data: UInt32 -> Data, into `dataConverted`
    /// - FromUInt32Unconverted.dataOptional: UInt32? -> Data?, into `dataOptionalConverted`
    /// - FromUInt32Unconverted.dataArray: [UInt32] -> [Data], into `dataArrayConverted`
    /// - FromUInt32Unconverted.url: UInt32 -> URL, into `urlConverted`
    /// - FromUInt32Unconverted.urlOptional: UInt32? -> URL?, into `urlOptionalConverted`
    /// - FromUInt32Unconverted.urlArray: [UInt32] -> [URL], into `urlArrayConverted`
    /// - FromUInt32Unconverted.letter: UInt32 -> Letter, into `letterConverted`
    /// - FromUInt32Unconverted.letterOptional: UInt32? -> Letter?, into `letterOptionalConverted`
    /// - FromUInt32Unconverted.letterArray: [UInt32] -> [Letter], into `letterArrayConverted`
    /// - FromUInt64Converted.string: UInt64 -> String, into `stringConverted`
    /// - FromUInt64Converted.stringOptional: UInt64? -> String?, into `stringOptionalConverted`
    /// - FromUInt64Converted.stringArray: [UInt64] -> [String], into `stringArrayConverted`
    /// - FromUInt64Converted.stringMadeOptional: UInt64 -> String?, into `stringMadeOptionalConverted`
    /// - FromUInt64Converted.stringMadeRequired: UInt64? -> String, into `stringMadeRequiredConverted`
    /// - FromUInt64Converted.int: UInt64 -> Int, into `intConverted`
    /// - FromUInt64Converted.intOptional: UInt64? -> Int?, into `intOptionalConverted`
    /// - FromUInt64Converted.intArray: [UInt64] -> [Int], into `intArrayConverted`
    /// - FromUInt64Converted.int8: UInt64 -> Int8, into `int8Converted`
    /// - FromUInt64Converted.int8Optional: UInt64? -> Int8?, into `int8OptionalConverted`
    /// - FromUInt64Converted.int8Array: [UInt64] -> [Int8], into `int8ArrayConverted`
    /// - FromUInt64Converted.int16: UInt64 -> Int16, into `int16Converted`
    /// - FromUInt64Converted.int16Optional: UInt64? -> Int16?, into `int16OptionalConverted`
    /// - FromUInt64Converted.int16Array: [UInt64] -> [Int16], into `int16ArrayConverted`
    /// - FromUInt64Converted.int32: UInt64 -> Int32, into `int32Converted`
    /// - FromUInt64Converted.int32Optional: UInt64? -> Int32?, into `int32OptionalConverted`
    /// - FromUInt64Converted.int32Array: [UInt64] -> [Int32], into `int32ArrayConverted`
    /// - FromUInt64Converted.int64: UInt64 -> Int64, into `int64Converted`
    /// - FromUInt64Converted.int64Optional: UInt64? -> Int64?, into `int64OptionalConverted`
    /// - FromUInt64Converted.int64Array: [UInt64] -> [Int64], into `int64ArrayConverted`
    /// - FromUInt64Converted.uint8: UInt64 -> UInt8, into `uint8Converted`
    /// - FromUInt64Converted.uint8Optional: UInt64? -> UInt8?, into `uint8OptionalConverted`
    /// - FromUInt64Converted.uint8Array: [UInt64] -> [UInt8], into `uint8ArrayConverted`
    /// - FromUInt64Converted.uint16: UInt64 -> UInt16, into `uint16Converted`
    /// - FromUInt64Converted.uint16Optional: UInt64? -> UInt16?, into `uint16OptionalConverted`
    /// - FromUInt64Converted.uint16Array: [UInt64] -> [UInt16], into `uint16ArrayConverted`
    /// - FromUInt64Converted.uint32: UInt64 -> UInt32, into `uint32Converted`
    /// - FromUInt64Converted.uint32Optional: UInt64? -> UInt32?, into `uint32OptionalConverted`
    /// - FromUInt64Converted.uint32Array: [UInt64] -> [UInt32], into `uint32ArrayConverted`
    /// - FromUInt64Converted.double: UInt64 -> Double, into `doubleConverted`
    /// - FromUInt64Converted.doubleOptional: UInt64? -> Double?, into `doubleOptionalConverted`
    /// - FromUInt64Converted.doubleArray: [UInt64] -> [Double], into `doubleArrayConverted`
    /// - FromUInt64Converted.float: UInt64 -> Float, into `floatConverted`
    /// - FromUInt64Converted.floatOptional: UInt64? -> Float?, into `floatOptionalConverted`
    /// - FromUInt64Converted.floatArray: [UInt64] -> [Float], into `floatArrayConverted`
    /// - FromUInt64Converted.decimal: UInt64 -> Decimal, into `decimalConverted`
    /// - FromUInt64Converted.decimalOptional: UInt64? -> Decimal?, into `decimalOptionalConverted`
    /// - FromUInt64Converted.decimalArray: [UInt64] -> [Decimal], into `decimalArrayConverted`
    /// - FromUInt64Converted.rank: UInt64 -> Rank, into `rankConverted`
    /// - FromUInt64Converted.rankOptional: UInt64? -> Rank?, into `rankOptionalConverted`
    /// - FromUInt64Converted.rankArray: [UInt64] -> [Rank], into `rankArrayConverted`
    /// - FromUInt64Unconverted.bool: UInt64 -> Bool, into `boolConverted`
    /// - FromUInt64Unconverted.boolOptional: UInt64? -> Bool?, into `boolOptionalConverted`
    /// - FromUInt64Unconverted.boolArray: [UInt64] -> [Bool], into `boolArrayConverted`
    /// - FromUInt64Unconverted.boolMadeOptional: UInt64 -> Bool?, into `boolMadeOptionalConverted`
    /// - FromUInt64Unconverted.boolMadeRequired: UInt64? -> Bool, into `boolMadeRequiredConverted`
    /// - FromUInt64Unconverted.date: UInt64 -> Date, into `dateConverted`
    /// - FromUInt64Unconverted.dateOptional: UInt64? -> Date?, into `dateOptionalConverted`
    /// - FromUInt64Unconverted.dateArray: [UInt64] -> [Date], into `dateArrayConverted`
    /// - FromUInt64Unconverted.uuid: UInt64 -> UUID, into `uuidConverted`
    /// - FromUInt64Unconverted.uuidOptional: UInt64? -> UUID?, into `uuidOptionalConverted`
    /// - FromUInt64Unconverted.uuidArray: [UInt64] -> [UUID], into `uuidArrayConverted`
    /// - FromUInt64Unconverted.data: UInt64 -> Data, into `dataConverted`
    /// - FromUInt64Unconverted.dataOptional: UInt64? -> Data?, into `dataOptionalConverted`
    /// - FromUInt64Unconverted.dataArray: [UInt64] -> [Data], into `dataArrayConverted`
    /// - FromUInt64Unconverted.url: UInt64 -> URL, into `urlConverted`
    /// - FromUInt64Unconverted.urlOptional: UInt64? -> URL?, into `urlOptionalConverted`
    /// - FromUInt64Unconverted.urlArray: [UInt64] -> [URL], into `urlArrayConverted`
    /// - FromUInt64Unconverted.letter: UInt64 -> Letter, into `letterConverted`
    /// - FromUInt64Unconverted.letterOptional: UInt64? -> Letter?, into `letterOptionalConverted`
    /// - FromUInt64Unconverted.letterArray: [UInt64] -> [Letter], into `letterArrayConverted`
    /// - FromDoubleConverted.string: Double -> String, into `stringConverted`
    /// - FromDoubleConverted.stringOptional: Double? -> String?, into `stringOptionalConverted`
    /// - FromDoubleConverted.stringArray: [Double] -> [String], into `stringArrayConverted`
    /// - FromDoubleConverted.stringMadeOptional: Double -> String?, into `stringMadeOptionalConverted`
    /// - FromDoubleConverted.stringMadeRequired: Double? -> String, into `stringMadeRequiredConverted`
    /// - FromDoubleConverted.int: Double -> Int, into `intConverted`
    /// - FromDoubleConverted.intOptional: Double? -> Int?, into `intOptionalConverted`
    /// - FromDoubleConverted.intArray: [Double] -> [Int], into `intArrayConverted`
    /// - FromDoubleConverted.int8: Double -> Int8, into `int8Converted`
    /// - FromDoubleConverted.int8Optional: Double? -> Int8?, into `int8OptionalConverted`
    /// - FromDoubleConverted.int8Array: [Double] -> [Int8], into `int8ArrayConverted`
    /// - FromDoubleConverted.int16: Double -> Int16, into `int16Converted`
    /// - FromDoubleConverted.int16Optional: Double? -> Int16?, into `int16OptionalConverted`
    /// - FromDoubleConverted.int16Array: [Double] -> [Int16], into `int16ArrayConverted`
    /// - FromDoubleConverted.int32: Double -> Int32, into `int32Converted`
    /// - FromDoubleConverted.int32Optional: Double? -> Int32?, into `int32OptionalConverted`
    /// - FromDoubleConverted.int32Array: [Double] -> [Int32], into `int32ArrayConverted`
    /// - FromDoubleConverted.int64: Double -> Int64, into `int64Converted`
    /// - FromDoubleConverted.int64Optional: Double? -> Int64?, into `int64OptionalConverted`
    /// - FromDoubleConverted.int64Array: [Double] -> [Int64], into `int64ArrayConverted`
    /// - FromDoubleConverted.uint8: Double -> UInt8, into `uint8Converted`
    /// - FromDoubleConverted.uint8Optional: Double? -> UInt8?, into `uint8OptionalConverted`
    /// - FromDoubleConverted.uint8Array: [Double] -> [UInt8], into `uint8ArrayConverted`
    /// - FromDoubleConverted.uint16: Double -> UInt16, into `uint16Converted`
    /// - FromDoubleConverted.uint16Optional: Double? -> UInt16?, into `uint16OptionalConverted`
    /// - FromDoubleConverted.uint16Array: [Double] -> [UInt16], into `uint16ArrayConverted`
    /// - FromDoubleConverted.uint32: Double -> UInt32, into `uint32Converted`
    /// - FromDoubleConverted.uint32Optional: Double? -> UInt32?, into `uint32OptionalConverted`
    /// - FromDoubleConverted.uint32Array: [Double] -> [UInt32], into `uint32ArrayConverted`
    /// - FromDoubleConverted.uint64: Double -> UInt64, into `uint64Converted`
    /// - FromDoubleConverted.uint64Optional: Double? -> UInt64?, into `uint64OptionalConverted`
    /// - FromDoubleConverted.uint64Array: [Double] -> [UInt64], into `uint64ArrayConverted`
    /// - FromDoubleConverted.float: Double -> Float, into `floatConverted`
    /// - FromDoubleConverted.floatOptional: Double? -> Float?, into `floatOptionalConverted`
    /// - FromDoubleConverted.floatArray: [Double] -> [Float], into `floatArrayConverted`
    /// - FromDoubleConverted.decimal: Double -> Decimal, into `decimalConverted`
    /// - FromDoubleConverted.decimalOptional: Double? -> Decimal?, into `decimalOptionalConverted`
    /// - FromDoubleConverted.decimalArray: [Double] -> [Decimal], into `decimalArrayConverted`
    /// - FromDoubleConverted.rank: Double -> Rank, into `rankConverted`
    /// - FromDoubleConverted.rankOptional: Double? -> Rank?, into `rankOptionalConverted`
    /// - FromDoubleConverted.rankArray: [Double] -> [Rank], into `rankArrayConverted`
    /// - FromDoubleUnconverted.bool: Double -> Bool, into `boolConverted`
    /// - FromDoubleUnconverted.boolOptional: Double? -> Bool?, into `boolOptionalConverted`
    /// - FromDoubleUnconverted.boolArray: [Double] -> [Bool], into `boolArrayConverted`
    /// - FromDoubleUnconverted.boolMadeOptional: Double -> Bool?, into `boolMadeOptionalConverted`
    /// - FromDoubleUnconverted.boolMadeRequired: Double? -> Bool, into `boolMadeRequiredConverted`
    /// - FromDoubleUnconverted.date: Double -> Date, into `dateConverted`
    /// - FromDoubleUnconverted.dateOptional: Double? -> Date?, into `dateOptionalConverted`
    /// - FromDoubleUnconverted.dateArray: [Double] -> [Date], into `dateArrayConverted`
    /// - FromDoubleUnconverted.uuid: Double -> UUID, into `uuidConverted`
    /// - FromDoubleUnconverted.uuidOptional: Double? -> UUID?, into `uuidOptionalConverted`
    /// - FromDoubleUnconverted.uuidArray: [Double] -> [UUID], into `uuidArrayConverted`
    /// - FromDoubleUnconverted.data: Double -> Data, into `dataConverted`
    /// - FromDoubleUnconverted.dataOptional: Double? -> Data?, into `dataOptionalConverted`
    /// - FromDoubleUnconverted.dataArray: [Double] -> [Data], into `dataArrayConverted`
    /// - FromDoubleUnconverted.url: Double -> URL, into `urlConverted`
    /// - FromDoubleUnconverted.urlOptional: Double? -> URL?, into `urlOptionalConverted`
    /// - FromDoubleUnconverted.urlArray: [Double] -> [URL], into `urlArrayConverted`
    /// - FromDoubleUnconverted.letter: Double -> Letter, into `letterConverted`
    /// - FromDoubleUnconverted.letterOptional: Double? -> Letter?, into `letterOptionalConverted`
    /// - FromDoubleUnconverted.letterArray: [Double] -> [Letter], into `letterArrayConverted`
    /// - FromFloatConverted.string: Float -> String, into `stringConverted`
    /// - FromFloatConverted.stringOptional: Float? -> String?, into `stringOptionalConverted`
    /// - FromFloatConverted.stringArray: [Float] -> [String], into `stringArrayConverted`
    /// - FromFloatConverted.stringMadeOptional: Float -> String?, into `stringMadeOptionalConverted`
    /// - FromFloatConverted.stringMadeRequired: Float? -> String, into `stringMadeRequiredConverted`
    /// - FromFloatConverted.int: Float -> Int, into `intConverted`
    /// - FromFloatConverted.intOptional: Float? -> Int?, into `intOptionalConverted`
    /// - FromFloatConverted.intArray: [Float] -> [Int], into `intArrayConverted`
    /// - FromFloatConverted.int8: Float -> Int8, into `int8Converted`
    /// - FromFloatConverted.int8Optional: Float? -> Int8?, into `int8OptionalConverted`
    /// - FromFloatConverted.int8Array: [Float] -> [Int8], into `int8ArrayConverted`
    /// - FromFloatConverted.int16: Float -> Int16, into `int16Converted`
    /// - FromFloatConverted.int16Optional: Float? -> Int16?, into `int16OptionalConverted`
    /// - FromFloatConverted.int16Array: [Float] -> [Int16], into `int16ArrayConverted`
    /// - FromFloatConverted.int32: Float -> Int32, into `int32Converted`
    /// - FromFloatConverted.int32Optional: Float? -> Int32?, into `int32OptionalConverted`
    /// - FromFloatConverted.int32Array: [Float] -> [Int32], into `int32ArrayConverted`
    /// - FromFloatConverted.int64: Float -> Int64, into `int64Converted`
    /// - FromFloatConverted.int64Optional: Float? -> Int64?, into `int64OptionalConverted`
    /// - FromFloatConverted.int64Array: [Float] -> [Int64], into `int64ArrayConverted`
    /// - FromFloatConverted.uint8: Float -> UInt8, into `uint8Converted`
    /// - FromFloatConverted.uint8Optional: Float? -> UInt8?, into `uint8OptionalConverted`
    /// - FromFloatConverted.uint8Array: [Float] -> [UInt8], into `uint8ArrayConverted`
    /// - FromFloatConverted.uint16: Float -> UInt16, into `uint16Converted`
    /// - FromFloatConverted.uint16Optional: Float? -> UInt16?, into `uint16OptionalConverted`
    /// - FromFloatConverted.uint16Array: [Float] -> [UInt16], into `uint16ArrayConverted`
    /// - FromFloatConverted.uint32: Float -> UInt32, into `uint32Converted`
    /// - FromFloatConverted.uint32Optional: Float? -> UInt32?, into `uint32OptionalConverted`
    /// - FromFloatConverted.uint32Array: [Float] -> [UInt32], into `uint32ArrayConverted`
    /// - FromFloatConverted.uint64: Float -> UInt64, into `uint64Converted`
    /// - FromFloatConverted.uint64Optional: Float? -> UInt64?, into `uint64OptionalConverted`
    /// - FromFloatConverted.uint64Array: [Float] -> [UInt64], into `uint64ArrayConverted`
    /// - FromFloatConverted.double: Float -> Double, into `doubleConverted`
    /// - FromFloatConverted.doubleOptional: Float? -> Double?, into `doubleOptionalConverted`
    /// - FromFloatConverted.doubleArray: [Float] -> [Double], into `doubleArrayConverted`
    /// - FromFloatConverted.decimal: Float -> Decimal, into `decimalConverted`
    /// - FromFloatConverted.decimalOptional: Float? -> Decimal?, into `decimalOptionalConverted`
    /// - FromFloatConverted.decimalArray: [Float] -> [Decimal], into `decimalArrayConverted`
    /// - FromFloatConverted.rank: Float -> Rank, into `rankConverted`
    /// - FromFloatConverted.rankOptional: Float? -> Rank?, into `rankOptionalConverted`
    /// - FromFloatConverted.rankArray: [Float] -> [Rank], into `rankArrayConverted`
    /// - FromFloatUnconverted.bool: Float -> Bool, into `boolConverted`
    /// - FromFloatUnconverted.boolOptional: Float? -> Bool?, into `boolOptionalConverted`
    /// - FromFloatUnconverted.boolArray: [Float] -> [Bool], into `boolArrayConverted`
    /// - FromFloatUnconverted.boolMadeOptional: Float -> Bool?, into `boolMadeOptionalConverted`
    /// - FromFloatUnconverted.boolMadeRequired: Float? -> Bool, into `boolMadeRequiredConverted`
    /// - FromFloatUnconverted.date: Float -> Date, into `dateConverted`
    /// - FromFloatUnconverted.dateOptional: Float? -> Date?, into `dateOptionalConverted`
    /// - FromFloatUnconverted.dateArray: [Float] -> [Date], into `dateArrayConverted`
    /// - FromFloatUnconverted.uuid: Float -> UUID, into `uuidConverted`
    /// - FromFloatUnconverted.uuidOptional: Float? -> UUID?, into `uuidOptionalConverted`
    /// - FromFloatUnconverted.uuidArray: [Float] -> [UUID], into `uuidArrayConverted`
    /// - FromFloatUnconverted.data: Float -> Data, into `dataConverted`
    /// - FromFloatUnconverted.dataOptional: Float? -> Data?, into `dataOptionalConverted`
    /// - FromFloatUnconverted.dataArray: [Float] -> [Data], into `dataArrayConverted`
    /// - FromFloatUnconverted.url: Float -> URL, into `urlConverted`
    /// - FromFloatUnconverted.urlOptional: Float? -> URL?, into `urlOptionalConverted`
    /// - FromFloatUnconverted.urlArray: [Float] -> [URL], into `urlArrayConverted`
    /// - FromFloatUnconverted.letter: Float -> Letter, into `letterConverted`
    /// - FromFloatUnconverted.letterOptional: Float? -> Letter?, into `letterOptionalConverted`
    /// - FromFloatUnconverted.letterArray: [Float] -> [Letter], into `letterArrayConverted`
    /// - FromDecimalConverted.string: Decimal -> String, into `stringConverted`
    /// - FromDecimalConverted.stringOptional: Decimal? -> String?, into `stringOptionalConverted`
    /// - FromDecimalConverted.stringArray: [Decimal] -> [String], into `stringArrayConverted`
    /// - FromDecimalConverted.stringMadeOptional: Decimal -> String?, into `stringMadeOptionalConverted`
    /// - FromDecimalConverted.stringMadeRequired: Decimal? -> String, into `stringMadeRequiredConverted`
    /// - FromDecimalUnconverted.bool: Decimal -> Bool, into `boolConverted`
    /// - FromDecimalUnconverted.boolOptional: Decimal? -> Bool?, into `boolOptionalConverted`
    /// - FromDecimalUnconverted.boolArray: [Decimal] -> [Bool], into `boolArrayConverted`
    /// - FromDecimalUnconverted.boolMadeOptional: Decimal -> Bool?, into `boolMadeOptionalConverted`
    /// - FromDecimalUnconverted.boolMadeRequired: Decimal? -> Bool, into `boolMadeRequiredConverted`
    /// - FromDecimalUnconverted.int: Decimal -> Int, into `intConverted`
    /// - FromDecimalUnconverted.intOptional: Decimal? -> Int?, into `intOptionalConverted`
    /// - FromDecimalUnconverted.intArray: [Decimal] -> [Int], into `intArrayConverted`
    /// - FromDecimalUnconverted.int8: Decimal -> Int8, into `int8Converted`
    /// - FromDecimalUnconverted.int8Optional: Decimal? -> Int8?, into `int8OptionalConverted`
    /// - FromDecimalUnconverted.int8Array: [Decimal] -> [Int8], into `int8ArrayConverted`
    /// - FromDecimalUnconverted.int16: Decimal -> Int16, into `int16Converted`
    /// - FromDecimalUnconverted.int16Optional: Decimal? -> Int16?, into `int16OptionalConverted`
    /// - FromDecimalUnconverted.int16Array: [Decimal] -> [Int16], into `int16ArrayConverted`
    /// - FromDecimalUnconverted.int32: Decimal -> Int32, into `int32Converted`
    /// - FromDecimalUnconverted.int32Optional: Decimal? -> Int32?, into `int32OptionalConverted`
    /// - FromDecimalUnconverted.int32Array: [Decimal] -> [Int32], into `int32ArrayConverted`
    /// - FromDecimalUnconverted.int64: Decimal -> Int64, into `int64Converted`
    /// - FromDecimalUnconverted.int64Optional: Decimal? -> Int64?, into `int64OptionalConverted`
    /// - FromDecimalUnconverted.int64Array: [Decimal] -> [Int64], into `int64ArrayConverted`
    /// - FromDecimalUnconverted.uint8: Decimal -> UInt8, into `uint8Converted`
    /// - FromDecimalUnconverted.uint8Optional: Decimal? -> UInt8?, into `uint8OptionalConverted`
    /// - FromDecimalUnconverted.uint8Array: [Decimal] -> [UInt8], into `uint8ArrayConverted`
    /// - FromDecimalUnconverted.uint16: Decimal -> UInt16, into `uint16Converted`
    /// - FromDecimalUnconverted.uint16Optional: Decimal? -> UInt16?, into `uint16OptionalConverted`
    /// - FromDecimalUnconverted.uint16Array: [Decimal] -> [UInt16], into `uint16ArrayConverted`
    /// - FromDecimalUnconverted.uint32: Decimal -> UInt32, into `uint32Converted`
    /// - FromDecimalUnconverted.uint32Optional: Decimal? -> UInt32?, into `uint32OptionalConverted`
    /// - FromDecimalUnconverted.uint32Array: [Decimal] -> [UInt32], into `uint32ArrayConverted`
    /// - FromDecimalUnconverted.uint64: Decimal -> UInt64, into `uint64Converted`
    /// - FromDecimalUnconverted.uint64Optional: Decimal? -> UInt64?, into `uint64OptionalConverted`
    /// - FromDecimalUnconverted.uint64Array: [Decimal] -> [UInt64], into `uint64ArrayConverted`
    /// - FromDecimalUnconverted.double: Decimal -> Double, into `doubleConverted`
    /// - FromDecimalUnconverted.doubleOptional: Decimal? -> Double?, into `doubleOptionalConverted`
    /// - FromDecimalUnconverted.doubleArray: [Decimal] -> [Double], into `doubleArrayConverted`
    /// - FromDecimalUnconverted.float: Decimal -> Float, into `floatConverted`
    /// - FromDecimalUnconverted.floatOptional: Decimal? -> Float?, into `floatOptionalConverted`
    /// - FromDecimalUnconverted.floatArray: [Decimal] -> [Float], into `floatArrayConverted`
    /// - FromDecimalUnconverted.date: Decimal -> Date, into `dateConverted`
    /// - FromDecimalUnconverted.dateOptional: Decimal? -> Date?, into `dateOptionalConverted`
    /// - FromDecimalUnconverted.dateArray: [Decimal] -> [Date], into `dateArrayConverted`
    /// - FromDecimalUnconverted.uuid: Decimal -> UUID, into `uuidConverted`
    /// - FromDecimalUnconverted.uuidOptional: Decimal? -> UUID?, into `uuidOptionalConverted`
    /// - FromDecimalUnconverted.uuidArray: [Decimal] -> [UUID], into `uuidArrayConverted`
    /// - FromDecimalUnconverted.data: Decimal -> Data, into `dataConverted`
    /// - FromDecimalUnconverted.dataOptional: Decimal? -> Data?, into `dataOptionalConverted`
    /// - FromDecimalUnconverted.dataArray: [Decimal] -> [Data], into `dataArrayConverted`
    /// - FromDecimalUnconverted.url: Decimal -> URL, into `urlConverted`
    /// - FromDecimalUnconverted.urlOptional: Decimal? -> URL?, into `urlOptionalConverted`
    /// - FromDecimalUnconverted.urlArray: [Decimal] -> [URL], into `urlArrayConverted`
    /// - FromDecimalUnconverted.letter: Decimal -> Letter, into `letterConverted`
    /// - FromDecimalUnconverted.letterOptional: Decimal? -> Letter?, into `letterOptionalConverted`
    /// - FromDecimalUnconverted.letterArray: [Decimal] -> [Letter], into `letterArrayConverted`
    /// - FromDecimalUnconverted.rank: Decimal -> Rank, into `rankConverted`
    /// - FromDecimalUnconverted.rankOptional: Decimal? -> Rank?, into `rankOptionalConverted`
    /// - FromDecimalUnconverted.rankArray: [Decimal] -> [Rank], into `rankArrayConverted`
    /// - FromDateConverted.string: Date -> String, into `stringConverted`
    /// - FromDateConverted.stringOptional: Date? -> String?, into `stringOptionalConverted`
    /// - FromDateConverted.stringArray: [Date] -> [String], into `stringArrayConverted`
    /// - FromDateConverted.stringMadeOptional: Date -> String?, into `stringMadeOptionalConverted`
    /// - FromDateConverted.stringMadeRequired: Date? -> String, into `stringMadeRequiredConverted`
    /// - FromDateUnconverted.bool: Date -> Bool, into `boolConverted`
    /// - FromDateUnconverted.boolOptional: Date? -> Bool?, into `boolOptionalConverted`
    /// - FromDateUnconverted.boolArray: [Date] -> [Bool], into `boolArrayConverted`
    /// - FromDateUnconverted.boolMadeOptional: Date -> Bool?, into `boolMadeOptionalConverted`
    /// - FromDateUnconverted.boolMadeRequired: Date? -> Bool, into `boolMadeRequiredConverted`
    /// - FromDateUnconverted.int: Date -> Int, into `intConverted`
    /// - FromDateUnconverted.intOptional: Date? -> Int?, into `intOptionalConverted`
    /// - FromDateUnconverted.intArray: [Date] -> [Int], into `intArrayConverted`
    /// - FromDateUnconverted.int8: Date -> Int8, into `int8Converted`
    /// - FromDateUnconverted.int8Optional: Date? -> Int8?, into `int8OptionalConverted`
    /// - FromDateUnconverted.int8Array: [Date] -> [Int8], into `int8ArrayConverted`
    /// - FromDateUnconverted.int16: Date -> Int16, into `int16Converted`
    /// - FromDateUnconverted.int16Optional: Date? -> Int16?, into `int16OptionalConverted`
    /// - FromDateUnconverted.int16Array: [Date] -> [Int16], into `int16ArrayConverted`
    /// - FromDateUnconverted.int32: Date -> Int32, into `int32Converted`
    /// - FromDateUnconverted.int32Optional: Date? -> Int32?, into `int32OptionalConverted`
    /// - FromDateUnconverted.int32Array: [Date] -> [Int32], into `int32ArrayConverted`
    /// - FromDateUnconverted.int64: Date -> Int64, into `int64Converted`
    /// - FromDateUnconverted.int64Optional: Date? -> Int64?, into `int64OptionalConverted`
    /// - FromDateUnconverted.int64Array: [Date] -> [Int64], into `int64ArrayConverted`
    /// - FromDateUnconverted.uint8: Date -> UInt8, into `uint8Converted`
    /// - FromDateUnconverted.uint8Optional: Date? -> UInt8?, into `uint8OptionalConverted`
    /// - FromDateUnconverted.uint8Array: [Date] -> [UInt8], into `uint8ArrayConverted`
    /// - FromDateUnconverted.uint16: Date -> UInt16, into `uint16Converted`
    /// - FromDateUnconverted.uint16Optional: Date? -> UInt16?, into `uint16OptionalConverted`
    /// - FromDateUnconverted.uint16Array: [Date] -> [UInt16], into `uint16ArrayConverted`
    /// - FromDateUnconverted.uint32: Date -> UInt32, into `uint32Converted`
    /// - FromDateUnconverted.uint32Optional: Date? -> UInt32?, into `uint32OptionalConverted`
    /// - FromDateUnconverted.uint32Array: [Date] -> [UInt32], into `uint32ArrayConverted`
    /// - FromDateUnconverted.uint64: Date -> UInt64, into `uint64Converted`
    /// - FromDateUnconverted.uint64Optional: Date? -> UInt64?, into `uint64OptionalConverted`
    /// - FromDateUnconverted.uint64Array: [Date] -> [UInt64], into `uint64ArrayConverted`
    /// - FromDateUnconverted.double: Date -> Double, into `doubleConverted`
    /// - FromDateUnconverted.doubleOptional: Date? -> Double?, into `doubleOptionalConverted`
    /// - FromDateUnconverted.doubleArray: [Date] -> [Double], into `doubleArrayConverted`
    /// - FromDateUnconverted.float: Date -> Float, into `floatConverted`
    /// - FromDateUnconverted.floatOptional: Date? -> Float?, into `floatOptionalConverted`
    /// - FromDateUnconverted.floatArray: [Date] -> [Float], into `floatArrayConverted`
    /// - FromDateUnconverted.decimal: Date -> Decimal, into `decimalConverted`
    /// - FromDateUnconverted.decimalOptional: Date? -> Decimal?, into `decimalOptionalConverted`
    /// - FromDateUnconverted.decimalArray: [Date] -> [Decimal], into `decimalArrayConverted`
    /// - FromDateUnconverted.uuid: Date -> UUID, into `uuidConverted`
    /// - FromDateUnconverted.uuidOptional: Date? -> UUID?, into `uuidOptionalConverted`
    /// - FromDateUnconverted.uuidArray: [Date] -> [UUID], into `uuidArrayConverted`
    /// - FromDateUnconverted.data: Date -> Data, into `dataConverted`
    /// - FromDateUnconverted.dataOptional: Date? -> Data?, into `dataOptionalConverted`
    /// - FromDateUnconverted.dataArray: [Date] -> [Data], into `dataArrayConverted`
    /// - FromDateUnconverted.url: Date -> URL, into `urlConverted`
    /// - FromDateUnconverted.urlOptional: Date? -> URL?, into `urlOptionalConverted`
    /// - FromDateUnconverted.urlArray: [Date] -> [URL], into `urlArrayConverted`
    /// - FromDateUnconverted.letter: Date -> Letter, into `letterConverted`
    /// - FromDateUnconverted.letterOptional: Date? -> Letter?, into `letterOptionalConverted`
    /// - FromDateUnconverted.letterArray: [Date] -> [Letter], into `letterArrayConverted`
    /// - FromDateUnconverted.rank: Date -> Rank, into `rankConverted`
    /// - FromDateUnconverted.rankOptional: Date? -> Rank?, into `rankOptionalConverted`
    /// - FromDateUnconverted.rankArray: [Date] -> [Rank], into `rankArrayConverted`
    /// - FromUUIDConverted.string: UUID -> String, into `stringConverted`
    /// - FromUUIDConverted.stringOptional: UUID? -> String?, into `stringOptionalConverted`
    /// - FromUUIDConverted.stringArray: [UUID] -> [String], into `stringArrayConverted`
    /// - FromUUIDConverted.stringMadeOptional: UUID -> String?, into `stringMadeOptionalConverted`
    /// - FromUUIDConverted.stringMadeRequired: UUID? -> String, into `stringMadeRequiredConverted`
    /// - FromUUIDUnconverted.bool: UUID -> Bool, into `boolConverted`
    /// - FromUUIDUnconverted.boolOptional: UUID? -> Bool?, into `boolOptionalConverted`
    /// - FromUUIDUnconverted.boolArray: [UUID] -> [Bool], into `boolArrayConverted`
    /// - FromUUIDUnconverted.boolMadeOptional: UUID -> Bool?, into `boolMadeOptionalConverted`
    /// - FromUUIDUnconverted.boolMadeRequired: UUID? -> Bool, into `boolMadeRequiredConverted`
    /// - FromUUIDUnconverted.int: UUID -> Int, into `intConverted`
    /// - FromUUIDUnconverted.intOptional: UUID? -> Int?, into `intOptionalConverted`
    /// - FromUUIDUnconverted.intArray: [UUID] -> [Int], into `intArrayConverted`
    /// - FromUUIDUnconverted.int8: UUID -> Int8, into `int8Converted`
    /// - FromUUIDUnconverted.int8Optional: UUID? -> Int8?, into `int8OptionalConverted`
    /// - FromUUIDUnconverted.int8Array: [UUID] -> [Int8], into `int8ArrayConverted`
    /// - FromUUIDUnconverted.int16: UUID -> Int16, into `int16Converted`
    /// - FromUUIDUnconverted.int16Optional: UUID? -> Int16?, into `int16OptionalConverted`
    /// - FromUUIDUnconverted.int16Array: [UUID] -> [Int16], into `int16ArrayConverted`
    /// - FromUUIDUnconverted.int32: UUID -> Int32, into `int32Converted`
    /// - FromUUIDUnconverted.int32Optional: UUID? -> Int32?, into `int32OptionalConverted`
    /// - FromUUIDUnconverted.int32Array: [UUID] -> [Int32], into `int32ArrayConverted`
    /// - FromUUIDUnconverted.int64: UUID -> Int64, into `int64Converted`
    /// - FromUUIDUnconverted.int64Optional: UUID? -> Int64?, into `int64OptionalConverted`
    /// - FromUUIDUnconverted.int64Array: [UUID] -> [Int64], into `int64ArrayConverted`
    /// - FromUUIDUnconverted.uint8: UUID -> UInt8, into `uint8Converted`
    /// - FromUUIDUnconverted.uint8Optional: UUID? -> UInt8?, into `uint8OptionalConverted`
    /// - FromUUIDUnconverted.uint8Array: [UUID] -> [UInt8], into `uint8ArrayConverted`
    /// - FromUUIDUnconverted.uint16: UUID -> UInt16, into `uint16Converted`
    /// - FromUUIDUnconverted.uint16Optional: UUID? -> UInt16?, into `uint16OptionalConverted`
    /// - FromUUIDUnconverted.uint16Array: [UUID] -> [UInt16], into `uint16ArrayConverted`
    /// - FromUUIDUnconverted.uint32: UUID -> UInt32, into `uint32Converted`
    /// - FromUUIDUnconverted.uint32Optional: UUID? -> UInt32?, into `uint32OptionalConverted`
    /// - FromUUIDUnconverted.uint32Array: [UUID] -> [UInt32], into `uint32ArrayConverted`
    /// - FromUUIDUnconverted.uint64: UUID -> UInt64, into `uint64Converted`
    /// - FromUUIDUnconverted.uint64Optional: UUID? -> UInt64?, into `uint64OptionalConverted`
    /// - FromUUIDUnconverted.uint64Array: [UUID] -> [UInt64], into `uint64ArrayConverted`
    /// - FromUUIDUnconverted.double: UUID -> Double, into `doubleConverted`
    /// - FromUUIDUnconverted.doubleOptional: UUID? -> Double?, into `doubleOptionalConverted`
    /// - FromUUIDUnconverted.doubleArray: [UUID] -> [Double], into `doubleArrayConverted`
    /// - FromUUIDUnconverted.float: UUID -> Float, into `floatConverted`
    /// - FromUUIDUnconverted.floatOptional: UUID? -> Float?, into `floatOptionalConverted`
    /// - FromUUIDUnconverted.floatArray: [UUID] -> [Float], into `floatArrayConverted`
    /// - FromUUIDUnconverted.decimal: UUID -> Decimal, into `decimalConverted`
    /// - FromUUIDUnconverted.decimalOptional: UUID? -> Decimal?, into `decimalOptionalConverted`
    /// - FromUUIDUnconverted.decimalArray: [UUID] -> [Decimal], into `decimalArrayConverted`
    /// - FromUUIDUnconverted.date: UUID -> Date, into `dateConverted`
    /// - FromUUIDUnconverted.dateOptional: UUID? -> Date?, into `dateOptionalConverted`
    /// - FromUUIDUnconverted.dateArray: [UUID] -> [Date], into `dateArrayConverted`
    /// - FromUUIDUnconverted.data: UUID -> Data, into `dataConverted`
    /// - FromUUIDUnconverted.dataOptional: UUID? -> Data?, into `dataOptionalConverted`
    /// - FromUUIDUnconverted.dataArray: [UUID] -> [Data], into `dataArrayConverted`
    /// - FromUUIDUnconverted.url: UUID -> URL, into `urlConverted`
    /// - FromUUIDUnconverted.urlOptional: UUID? -> URL?, into `urlOptionalConverted`
    /// - FromUUIDUnconverted.urlArray: [UUID] -> [URL], into `urlArrayConverted`
    /// - FromUUIDUnconverted.letter: UUID -> Letter, into `letterConverted`
    /// - FromUUIDUnconverted.letterOptional: UUID? -> Letter?, into `letterOptionalConverted`
    /// - FromUUIDUnconverted.letterArray: [UUID] -> [Letter], into `letterArrayConverted`
    /// - FromUUIDUnconverted.rank: UUID -> Rank, into `rankConverted`
    /// - FromUUIDUnconverted.rankOptional: UUID? -> Rank?, into `rankOptionalConverted`
    /// - FromUUIDUnconverted.rankArray: [UUID] -> [Rank], into `rankArrayConverted`
    /// - FromDataConverted.string: Data -> String, into `stringConverted`
    /// - FromDataConverted.stringOptional: Data? -> String?, into `stringOptionalConverted`
    /// - FromDataConverted.stringArray: [Data] -> [String], into `stringArrayConverted`
    /// - FromDataConverted.stringMadeOptional: Data -> String?, into `stringMadeOptionalConverted`
    /// - FromDataConverted.stringMadeRequired: Data? -> String, into `stringMadeRequiredConverted`
    /// - FromDataUnconverted.bool: Data -> Bool, into `boolConverted`
    /// - FromDataUnconverted.boolOptional: Data? -> Bool?, into `boolOptionalConverted`
    /// - FromDataUnconverted.boolArray: [Data] -> [Bool], into `boolArrayConverted`
    /// - FromDataUnconverted.boolMadeOptional: Data -> Bool?, into `boolMadeOptionalConverted`
    /// - FromDataUnconverted.boolMadeRequired: Data? -> Bool, into `boolMadeRequiredConverted`
    /// - FromDataUnconverted.int: Data -> Int, into `intConverted`
    /// - FromDataUnconverted.intOptional: Data? -> Int?, into `intOptionalConverted`
    /// - FromDataUnconverted.intArray: [Data] -> [Int], into `intArrayConverted`
    /// - FromDataUnconverted.int8: Data -> Int8, into `int8Converted`
    /// - FromDataUnconverted.int8Optional: Data? -> Int8?, into `int8OptionalConverted`
    /// - FromDataUnconverted.int8Array: [Data] -> [Int8], into `int8ArrayConverted`
    /// - FromDataUnconverted.int16: Data -> Int16, into `int16Converted`
    /// - FromDataUnconverted.int16Optional: Data? -> Int16?, into `int16OptionalConverted`
    /// - FromDataUnconverted.int16Array: [Data] -> [Int16], into `int16ArrayConverted`
    /// - FromDataUnconverted.int32: Data -> Int32, into `int32Converted`
    /// - FromDataUnconverted.int32Optional: Data? -> Int32?, into `int32OptionalConverted`
    /// - FromDataUnconverted.int32Array: [Data] -> [Int32], into `int32ArrayConverted`
    /// - FromDataUnconverted.int64: Data -> Int64, into `int64Converted`
    /// - FromDataUnconverted.int64Optional: Data? -> Int64?, into `int64OptionalConverted`
    /// - FromDataUnconverted.int64Array: [Data] -> [Int64], into `int64ArrayConverted`
    /// - FromDataUnconverted.uint8: Data -> UInt8, into `uint8Converted`
    /// - FromDataUnconverted.uint8Optional: Data? -> UInt8?, into `uint8OptionalConverted`
    /// - FromDataUnconverted.uint8Array: [Data] -> [UInt8], into `uint8ArrayConverted`
    /// - FromDataUnconverted.uint16: Data -> UInt16, into `uint16Converted`
    /// - FromDataUnconverted.uint16Optional: Data? -> UInt16?, into `uint16OptionalConverted`
    /// - FromDataUnconverted.uint16Array: [Data] -> [UInt16], into `uint16ArrayConverted`
    /// - FromDataUnconverted.uint32: Data -> UInt32, into `uint32Converted`
    /// - FromDataUnconverted.uint32Optional: Data? -> UInt32?, into `uint32OptionalConverted`
    /// - FromDataUnconverted.uint32Array: [Data] -> [UInt32], into `uint32ArrayConverted`
    /// - FromDataUnconverted.uint64: Data -> UInt64, into `uint64Converted`
    /// - FromDataUnconverted.uint64Optional: Data? -> UInt64?, into `uint64OptionalConverted`
    /// - FromDataUnconverted.uint64Array: [Data] -> [UInt64], into `uint64ArrayConverted`
    /// - FromDataUnconverted.double: Data -> Double, into `doubleConverted`
    /// - FromDataUnconverted.doubleOptional: Data? -> Double?, into `doubleOptionalConverted`
    /// - FromDataUnconverted.doubleArray: [Data] -> [Double], into `doubleArrayConverted`
    /// - FromDataUnconverted.float: Data -> Float, into `floatConverted`
    /// - FromDataUnconverted.floatOptional: Data? -> Float?, into `floatOptionalConverted`
    /// - FromDataUnconverted.floatArray: [Data] -> [Float], into `floatArrayConverted`
    /// - FromDataUnconverted.decimal: Data -> Decimal, into `decimalConverted`
    /// - FromDataUnconverted.decimalOptional: Data? -> Decimal?, into `decimalOptionalConverted`
    /// - FromDataUnconverted.decimalArray: [Data] -> [Decimal], into `decimalArrayConverted`
    /// - FromDataUnconverted.date: Data -> Date, into `dateConverted`
    /// - FromDataUnconverted.dateOptional: Data? -> Date?, into `dateOptionalConverted`
    /// - FromDataUnconverted.dateArray: [Data] -> [Date], into `dateArrayConverted`
    /// - FromDataUnconverted.uuid: Data -> UUID, into `uuidConverted`
    /// - FromDataUnconverted.uuidOptional: Data? -> UUID?, into `uuidOptionalConverted`
    /// - FromDataUnconverted.uuidArray: [Data] -> [UUID], into `uuidArrayConverted`
    /// - FromDataUnconverted.url: Data -> URL, into `urlConverted`
    /// - FromDataUnconverted.urlOptional: Data? -> URL?, into `urlOptionalConverted`
    /// - FromDataUnconverted.urlArray: [Data] -> [URL], into `urlArrayConverted`
    /// - FromDataUnconverted.letter: Data -> Letter, into `letterConverted`
    /// - FromDataUnconverted.letterOptional: Data? -> Letter?, into `letterOptionalConverted`
    /// - FromDataUnconverted.letterArray: [Data] -> [Letter], into `letterArrayConverted`
    /// - FromDataUnconverted.rank: Data -> Rank, into `rankConverted`
    /// - FromDataUnconverted.rankOptional: Data? -> Rank?, into `rankOptionalConverted`
    /// - FromDataUnconverted.rankArray: [Data] -> [Rank], into `rankArrayConverted`
    /// - FromURLConverted.string: URL -> String, into `stringConverted`
    /// - FromURLConverted.stringOptional: URL? -> String?, into `stringOptionalConverted`
    /// - FromURLConverted.stringArray: [URL] -> [String], into `stringArrayConverted`
    /// - FromURLConverted.stringMadeOptional: URL -> String?, into `stringMadeOptionalConverted`
    /// - FromURLConverted.stringMadeRequired: URL? -> String, into `stringMadeRequiredConverted`
    /// - FromURLUnconverted.bool: URL -> Bool, into `boolConverted`
    /// - FromURLUnconverted.boolOptional: URL? -> Bool?, into `boolOptionalConverted`
    /// - FromURLUnconverted.boolArray: [URL] -> [Bool], into `boolArrayConverted`
    /// - FromURLUnconverted.boolMadeOptional: URL -> Bool?, into `boolMadeOptionalConverted`
    /// - FromURLUnconverted.boolMadeRequired: URL? -> Bool, into `boolMadeRequiredConverted`
    /// - FromURLUnconverted.int: URL -> Int, into `intConverted`
    /// - FromURLUnconverted.intOptional: URL? -> Int?, into `intOptionalConverted`
    /// - FromURLUnconverted.intArray: [URL] -> [Int], into `intArrayConverted`
    /// - FromURLUnconverted.int8: URL -> Int8, into `int8Converted`
    /// - FromURLUnconverted.int8Optional: URL? -> Int8?, into `int8OptionalConverted`
    /// - FromURLUnconverted.int8Array: [URL] -> [Int8], into `int8ArrayConverted`
    /// - FromURLUnconverted.int16: URL -> Int16, into `int16Converted`
    /// - FromURLUnconverted.int16Optional: URL? -> Int16?, into `int16OptionalConverted`
    /// - FromURLUnconverted.int16Array: [URL] -> [Int16], into `int16ArrayConverted`
    /// - FromURLUnconverted.int32: URL -> Int32, into `int32Converted`
    /// - FromURLUnconverted.int32Optional: URL? -> Int32?, into `int32OptionalConverted`
    /// - FromURLUnconverted.int32Array: [URL] -> [Int32], into `int32ArrayConverted`
    /// - FromURLUnconverted.int64: URL -> Int64, into `int64Converted`
    /// - FromURLUnconverted.int64Optional: URL? -> Int64?, into `int64OptionalConverted`
    /// - FromURLUnconverted.int64Array: [URL] -> [Int64], into `int64ArrayConverted`
    /// - FromURLUnconverted.uint8: URL -> UInt8, into `uint8Converted`
    /// - FromURLUnconverted.uint8Optional: URL? -> UInt8?, into `uint8OptionalConverted`
    /// - FromURLUnconverted.uint8Array: [URL] -> [UInt8], into `uint8ArrayConverted`
    /// - FromURLUnconverted.uint16: URL -> UInt16, into `uint16Converted`
    /// - FromURLUnconverted.uint16Optional: URL? -> UInt16?, into `uint16OptionalConverted`
    /// - FromURLUnconverted.uint16Array: [URL] -> [UInt16], into `uint16ArrayConverted`
    /// - FromURLUnconverted.uint32: URL -> UInt32, into `uint32Converted`
    /// - FromURLUnconverted.uint32Optional: URL? -> UInt32?, into `uint32OptionalConverted`
    /// - FromURLUnconverted.uint32Array: [URL] -> [UInt32], into `uint32ArrayConverted`
    /// - FromURLUnconverted.uint64: URL -> UInt64, into `uint64Converted`
    /// - FromURLUnconverted.uint64Optional: URL? -> UInt64?, into `uint64OptionalConverted`
    /// - FromURLUnconverted.uint64Array: [URL] -> [UInt64], into `uint64ArrayConverted`
    /// - FromURLUnconverted.double: URL -> Double, into `doubleConverted`
    /// - FromURLUnconverted.doubleOptional: URL? -> Double?, into `doubleOptionalConverted`
    /// - FromURLUnconverted.doubleArray: [URL] -> [Double], into `doubleArrayConverted`
    /// - FromURLUnconverted.float: URL -> Float, into `floatConverted`
    /// - FromURLUnconverted.floatOptional: URL? -> Float?, into `floatOptionalConverted`
    /// - FromURLUnconverted.floatArray: [URL] -> [Float], into `floatArrayConverted`
    /// - FromURLUnconverted.decimal: URL -> Decimal, into `decimalConverted`
    /// - FromURLUnconverted.decimalOptional: URL? -> Decimal?, into `decimalOptionalConverted`
    /// - FromURLUnconverted.decimalArray: [URL] -> [Decimal], into `decimalArrayConverted`
    /// - FromURLUnconverted.date: URL -> Date, into `dateConverted`
    /// - FromURLUnconverted.dateOptional: URL? -> Date?, into `dateOptionalConverted`
    /// - FromURLUnconverted.dateArray: [URL] -> [Date], into `dateArrayConverted`
    /// - FromURLUnconverted.uuid: URL -> UUID, into `uuidConverted`
    /// - FromURLUnconverted.uuidOptional: URL? -> UUID?, into `uuidOptionalConverted`
    /// - FromURLUnconverted.uuidArray: [URL] -> [UUID], into `uuidArrayConverted`
    /// - FromURLUnconverted.data: URL -> Data, into `dataConverted`
    /// - FromURLUnconverted.dataOptional: URL? -> Data?, into `dataOptionalConverted`
    /// - FromURLUnconverted.dataArray: [URL] -> [Data], into `dataArrayConverted`
    /// - FromURLUnconverted.letter: URL -> Letter, into `letterConverted`
    /// - FromURLUnconverted.letterOptional: URL? -> Letter?, into `letterOptionalConverted`
    /// - FromURLUnconverted.letterArray: [URL] -> [Letter], into `letterArrayConverted`
    /// - FromURLUnconverted.rank: URL -> Rank, into `rankConverted`
    /// - FromURLUnconverted.rankOptional: URL? -> Rank?, into `rankOptionalConverted`
    /// - FromURLUnconverted.rankArray: [URL] -> [Rank], into `rankArrayConverted`
    /// - FromLetterConverted.string: Letter -> String, into `stringConverted`
    /// - FromLetterConverted.stringOptional: Letter? -> String?, into `stringOptionalConverted`
    /// - FromLetterConverted.stringArray: [Letter] -> [String], into `stringArrayConverted`
    /// - FromLetterConverted.stringMadeOptional: Letter -> String?, into `stringMadeOptionalConverted`
    /// - FromLetterConverted.stringMadeRequired: Letter? -> String, into `stringMadeRequiredConverted`
    /// - FromLetterConverted.url: Letter -> URL, into `urlConverted`
    /// - FromLetterConverted.urlOptional: Letter? -> URL?, into `urlOptionalConverted`
    /// - FromLetterConverted.urlArray: [Letter] -> [URL], into `urlArrayConverted`
    /// - FromLetterConverted.rank: Letter -> Rank, into `rankConverted`
    /// - FromLetterConverted.rankOptional: Letter? -> Rank?, into `rankOptionalConverted`
    /// - FromLetterConverted.rankArray: [Letter] -> [Rank], into `rankArrayConverted`
    /// - FromLetterUnconverted.bool: Letter -> Bool, into `boolConverted`
    /// - FromLetterUnconverted.boolOptional: Letter? -> Bool?, into `boolOptionalConverted`
    /// - FromLetterUnconverted.boolArray: [Letter] -> [Bool], into `boolArrayConverted`
    /// - FromLetterUnconverted.boolMadeOptional: Letter -> Bool?, into `boolMadeOptionalConverted`
    /// - FromLetterUnconverted.boolMadeRequired: Letter? -> Bool, into `boolMadeRequiredConverted`
    /// - FromLetterUnconverted.int: Letter -> Int, into `intConverted`
    /// - FromLetterUnconverted.intOptional: Letter? -> Int?, into `intOptionalConverted`
    /// - FromLetterUnconverted.intArray: [Letter] -> [Int], into `intArrayConverted`
    /// - FromLetterUnconverted.int8: Letter -> Int8, into `int8Converted`
    /// - FromLetterUnconverted.int8Optional: Letter? -> Int8?, into `int8OptionalConverted`
    /// - FromLetterUnconverted.int8Array: [Letter] -> [Int8], into `int8ArrayConverted`
    /// - FromLetterUnconverted.int16: Letter -> Int16, into `int16Converted`
    /// - FromLetterUnconverted.int16Optional: Letter? -> Int16?, into `int16OptionalConverted`
    /// - FromLetterUnconverted.int16Array: [Letter] -> [Int16], into `int16ArrayConverted`
    /// - FromLetterUnconverted.int32: Letter -> Int32, into `int32Converted`
    /// - FromLetterUnconverted.int32Optional: Letter? -> Int32?, into `int32OptionalConverted`
    /// - FromLetterUnconverted.int32Array: [Letter] -> [Int32], into `int32ArrayConverted`
    /// - FromLetterUnconverted.int64: Letter -> Int64, into `int64Converted`
    /// - FromLetterUnconverted.int64Optional: Letter? -> Int64?, into `int64OptionalConverted`
    /// - FromLetterUnconverted.int64Array: [Letter] -> [Int64], into `int64ArrayConverted`
    /// - FromLetterUnconverted.uint8: Letter -> UInt8, into `uint8Converted`
    /// - FromLetterUnconverted.uint8Optional: Letter? -> UInt8?, into `uint8OptionalConverted`
    /// - FromLetterUnconverted.uint8Array: [Letter] -> [UInt8], into `uint8ArrayConverted`
    /// - FromLetterUnconverted.uint16: Letter -> UInt16, into `uint16Converted`
    /// - FromLetterUnconverted.uint16Optional: Letter? -> UInt16?, into `uint16OptionalConverted`
    /// - FromLetterUnconverted.uint16Array: [Letter] -> [UInt16], into `uint16ArrayConverted`
    /// - FromLetterUnconverted.uint32: Letter -> UInt32, into `uint32Converted`
    /// - FromLetterUnconverted.uint32Optional: Letter? -> UInt32?, into `uint32OptionalConverted`
    /// - FromLetterUnconverted.uint32Array: [Letter] -> [UInt32], into `uint32ArrayConverted`
    /// - FromLetterUnconverted.uint64: Letter -> UInt64, into `uint64Converted`
    /// - FromLetterUnconverted.uint64Optional: Letter? -> UInt64?, into `uint64OptionalConverted`
    /// - FromLetterUnconverted.uint64Array: [Letter] -> [UInt64], into `uint64ArrayConverted`
    /// - FromLetterUnconverted.double: Letter -> Double, into `doubleConverted`
    /// - FromLetterUnconverted.doubleOptional: Letter? -> Double?, into `doubleOptionalConverted`
    /// - FromLetterUnconverted.doubleArray: [Letter] -> [Double], into `doubleArrayConverted`
    /// - FromLetterUnconverted.float: Letter -> Float, into `floatConverted`
    /// - FromLetterUnconverted.floatOptional: Letter? -> Float?, into `floatOptionalConverted`
    /// - FromLetterUnconverted.floatArray: [Letter] -> [Float], into `floatArrayConverted`
    /// - FromLetterUnconverted.decimal: Letter -> Decimal, into `decimalConverted`
    /// - FromLetterUnconverted.decimalOptional: Letter? -> Decimal?, into `decimalOptionalConverted`
    /// - FromLetterUnconverted.decimalArray: [Letter] -> [Decimal], into `decimalArrayConverted`
    /// - FromLetterUnconverted.date: Letter -> Date, into `dateConverted`
    /// - FromLetterUnconverted.dateOptional: Letter? -> Date?, into `dateOptionalConverted`
    /// - FromLetterUnconverted.dateArray: [Letter] -> [Date], into `dateArrayConverted`
    /// - FromLetterUnconverted.uuid: Letter -> UUID, into `uuidConverted`
    /// - FromLetterUnconverted.uuidOptional: Letter? -> UUID?, into `uuidOptionalConverted`
    /// - FromLetterUnconverted.uuidArray: [Letter] -> [UUID], into `uuidArrayConverted`
    /// - FromLetterUnconverted.data: Letter -> Data, into `dataConverted`
    /// - FromLetterUnconverted.dataOptional: Letter? -> Data?, into `dataOptionalConverted`
    /// - FromLetterUnconverted.dataArray: [Letter] -> [Data], into `dataArrayConverted`
    /// - FromRankConverted.string: Rank -> String, into `stringConverted`
    /// - FromRankConverted.stringOptional: Rank? -> String?, into `stringOptionalConverted`
    /// - FromRankConverted.stringArray: [Rank] -> [String], into `stringArrayConverted`
    /// - FromRankConverted.stringMadeOptional: Rank -> String?, into `stringMadeOptionalConverted`
    /// - FromRankConverted.stringMadeRequired: Rank? -> String, into `stringMadeRequiredConverted`
    /// - FromRankConverted.int: Rank -> Int, into `intConverted`
    /// - FromRankConverted.intOptional: Rank? -> Int?, into `intOptionalConverted`
    /// - FromRankConverted.intArray: [Rank] -> [Int], into `intArrayConverted`
    /// - FromRankConverted.int8: Rank -> Int8, into `int8Converted`
    /// - FromRankConverted.int8Optional: Rank? -> Int8?, into `int8OptionalConverted`
    /// - FromRankConverted.int8Array: [Rank] -> [Int8], into `int8ArrayConverted`
    /// - FromRankConverted.int16: Rank -> Int16, into `int16Converted`
    /// - FromRankConverted.int16Optional: Rank? -> Int16?, into `int16OptionalConverted`
    /// - FromRankConverted.int16Array: [Rank] -> [Int16], into `int16ArrayConverted`
    /// - FromRankConverted.int32: Rank -> Int32, into `int32Converted`
    /// - FromRankConverted.int32Optional: Rank? -> Int32?, into `int32OptionalConverted`
    /// - FromRankConverted.int32Array: [Rank] -> [Int32], into `int32ArrayConverted`
    /// - FromRankConverted.int64: Rank -> Int64, into `int64Converted`
    /// - FromRankConverted.int64Optional: Rank? -> Int64?, into `int64OptionalConverted`
    /// - FromRankConverted.int64Array: [Rank] -> [Int64], into `int64ArrayConverted`
    /// - FromRankConverted.uint8: Rank -> UInt8, into `uint8Converted`
    /// - FromRankConverted.uint8Optional: Rank? -> UInt8?, into `uint8OptionalConverted`
    /// - FromRankConverted.uint8Array: [Rank] -> [UInt8], into `uint8ArrayConverted`
    /// - FromRankConverted.uint16: Rank -> UInt16, into `uint16Converted`
    /// - FromRankConverted.uint16Optional: Rank? -> UInt16?, into `uint16OptionalConverted`
    /// - FromRankConverted.uint16Array: [Rank] -> [UInt16], into `uint16ArrayConverted`
    /// - FromRankConverted.uint32: Rank -> UInt32, into `uint32Converted`
    /// - FromRankConverted.uint32Optional: Rank? -> UInt32?, into `uint32OptionalConverted`
    /// - FromRankConverted.uint32Array: [Rank] -> [UInt32], into `uint32ArrayConverted`
    /// - FromRankConverted.uint64: Rank -> UInt64, into `uint64Converted`
    /// - FromRankConverted.uint64Optional: Rank? -> UInt64?, into `uint64OptionalConverted`
    /// - FromRankConverted.uint64Array: [Rank] -> [UInt64], into `uint64ArrayConverted`
    /// - FromRankConverted.double: Rank -> Double, into `doubleConverted`
    /// - FromRankConverted.doubleOptional: Rank? -> Double?, into `doubleOptionalConverted`
    /// - FromRankConverted.doubleArray: [Rank] -> [Double], into `doubleArrayConverted`
    /// - FromRankConverted.float: Rank -> Float, into `floatConverted`
    /// - FromRankConverted.floatOptional: Rank? -> Float?, into `floatOptionalConverted`
    /// - FromRankConverted.floatArray: [Rank] -> [Float], into `floatArrayConverted`
    /// - FromRankConverted.decimal: Rank -> Decimal, into `decimalConverted`
    /// - FromRankConverted.decimalOptional: Rank? -> Decimal?, into `decimalOptionalConverted`
    /// - FromRankConverted.decimalArray: [Rank] -> [Decimal], into `decimalArrayConverted`
    /// - FromRankConverted.letter: Rank -> Letter, into `letterConverted`
    /// - FromRankConverted.letterOptional: Rank? -> Letter?, into `letterOptionalConverted`
    /// - FromRankConverted.letterArray: [Rank] -> [Letter], into `letterArrayConverted`
    /// - FromRankUnconverted.bool: Rank -> Bool, into `boolConverted`
    /// - FromRankUnconverted.boolOptional: Rank? -> Bool?, into `boolOptionalConverted`
    /// - FromRankUnconverted.boolArray: [Rank] -> [Bool], into `boolArrayConverted`
    /// - FromRankUnconverted.boolMadeOptional: Rank -> Bool?, into `boolMadeOptionalConverted`
    /// - FromRankUnconverted.boolMadeRequired: Rank? -> Bool, into `boolMadeRequiredConverted`
    /// - FromRankUnconverted.date: Rank -> Date, into `dateConverted`
    /// - FromRankUnconverted.dateOptional: Rank? -> Date?, into `dateOptionalConverted`
    /// - FromRankUnconverted.dateArray: [Rank] -> [Date], into `dateArrayConverted`
    /// - FromRankUnconverted.uuid: Rank -> UUID, into `uuidConverted`
    /// - FromRankUnconverted.uuidOptional: Rank? -> UUID?, into `uuidOptionalConverted`
    /// - FromRankUnconverted.uuidArray: [Rank] -> [UUID], into `uuidArrayConverted`
    /// - FromRankUnconverted.data: Rank -> Data, into `dataConverted`
    /// - FromRankUnconverted.dataOptional: Rank? -> Data?, into `dataOptionalConverted`
    /// - FromRankUnconverted.dataArray: [Rank] -> [Data], into `dataArrayConverted`
    /// - FromRankUnconverted.url: Rank -> URL, into `urlConverted`
    /// - FromRankUnconverted.urlOptional: Rank? -> URL?, into `urlOptionalConverted`
    /// - FromRankUnconverted.urlArray: [Rank] -> [URL], into `urlArrayConverted`
    static func didMigrateSchemaV1ToSchemaV2Converting(_ context: ModelContext) throws {
        // FromStringConverted.bool, FromStringConverted.boolOptional, FromStringConverted.boolArray,
        // FromStringConverted.boolMadeOptional, FromStringConverted.boolMadeRequired, FromStringConverted.int,
        // FromStringConverted.intOptional, FromStringConverted.intArray, FromStringConverted.int8,
        // FromStringConverted.int8Optional, FromStringConverted.int8Array, FromStringConverted.int16,
        // FromStringConverted.int16Optional, FromStringConverted.int16Array, FromStringConverted.int32,
        // FromStringConverted.int32Optional, FromStringConverted.int32Array, FromStringConverted.int64,
        // FromStringConverted.int64Optional, FromStringConverted.int64Array, FromStringConverted.uint8,
        // FromStringConverted.uint8Optional, FromStringConverted.uint8Array, FromStringConverted.uint16,
        // FromStringConverted.uint16Optional, FromStringConverted.uint16Array, FromStringConverted.uint32,
        // FromStringConverted.uint32Optional, FromStringConverted.uint32Array, FromStringConverted.uint64,
        // FromStringConverted.uint64Optional, FromStringConverted.uint64Array, FromStringConverted.double,
        // FromStringConverted.doubleOptional, FromStringConverted.doubleArray, FromStringConverted.float,
        // FromStringConverted.floatOptional, FromStringConverted.floatArray, FromStringConverted.decimal,
        // FromStringConverted.decimalOptional, FromStringConverted.decimalArray, FromStringConverted.uuid,
        // FromStringConverted.uuidOptional, FromStringConverted.uuidArray, FromStringConverted.url,
        // FromStringConverted.urlOptional, FromStringConverted.urlArray, FromStringConverted.letter,
        // FromStringConverted.letterOptional, FromStringConverted.letterArray, FromStringConverted.rank,
        // FromStringConverted.rankOptional, FromStringConverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromStringConverted.self, in: context) { row in
            row.boolConverted = try convertFromStringConvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromStringConvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromStringConvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromStringConvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromStringConvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromStringConvertedInt(row.int)
            row.intOptionalConverted = try convertFromStringConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromStringConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromStringConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromStringConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromStringConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromStringConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromStringConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromStringConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromStringConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromStringConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromStringConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromStringConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromStringConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromStringConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromStringConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromStringConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromStringConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromStringConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromStringConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromStringConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromStringConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromStringConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromStringConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromStringConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromStringConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromStringConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromStringConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromStringConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromStringConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromStringConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromStringConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromStringConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromStringConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromStringConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromStringConvertedDecimalArray(row.decimalArray)
            row.uuidConverted = try convertFromStringConvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromStringConvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromStringConvertedUuidArray(row.uuidArray)
            row.urlConverted = try convertFromStringConvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromStringConvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromStringConvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromStringConvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromStringConvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromStringConvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromStringConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromStringConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromStringConvertedRankArray(row.rankArray)
        }

        // FromStringUnconverted.date, FromStringUnconverted.dateOptional, FromStringUnconverted.dateArray,
        // FromStringUnconverted.dateMadeOptional, FromStringUnconverted.dateMadeRequired, FromStringUnconverted.data,
        // FromStringUnconverted.dataOptional, FromStringUnconverted.dataArray: set from the old values.
        try forEach(SchemaV2Converting.FromStringUnconverted.self, in: context) { row in
            row.dateConverted = try convertFromStringUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromStringUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromStringUnconvertedDateArray(row.dateArray)
            row.dateMadeOptionalConverted = try convertFromStringUnconvertedDateMadeOptional(row.dateMadeOptional)
            row.dateMadeRequiredConverted = try convertFromStringUnconvertedDateMadeRequired(row.dateMadeRequired)
            row.dataConverted = try convertFromStringUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromStringUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromStringUnconvertedDataArray(row.dataArray)
        }

        // FromBoolConverted.string, FromBoolConverted.stringOptional, FromBoolConverted.stringArray,
        // FromBoolConverted.stringMadeOptional, FromBoolConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromBoolConverted.self, in: context) { row in
            row.stringConverted = try convertFromBoolConvertedString(row.string)
            row.stringOptionalConverted = try convertFromBoolConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromBoolConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromBoolConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromBoolConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromBoolUnconverted.int, FromBoolUnconverted.intOptional, FromBoolUnconverted.intArray,
        // FromBoolUnconverted.intMadeOptional, FromBoolUnconverted.intMadeRequired, FromBoolUnconverted.int8,
        // FromBoolUnconverted.int8Optional, FromBoolUnconverted.int8Array, FromBoolUnconverted.int16,
        // FromBoolUnconverted.int16Optional, FromBoolUnconverted.int16Array, FromBoolUnconverted.int32,
        // FromBoolUnconverted.int32Optional, FromBoolUnconverted.int32Array, FromBoolUnconverted.int64,
        // FromBoolUnconverted.int64Optional, FromBoolUnconverted.int64Array, FromBoolUnconverted.uint8,
        // FromBoolUnconverted.uint8Optional, FromBoolUnconverted.uint8Array, FromBoolUnconverted.uint16,
        // FromBoolUnconverted.uint16Optional, FromBoolUnconverted.uint16Array, FromBoolUnconverted.uint32,
        // FromBoolUnconverted.uint32Optional, FromBoolUnconverted.uint32Array, FromBoolUnconverted.uint64,
        // FromBoolUnconverted.uint64Optional, FromBoolUnconverted.uint64Array, FromBoolUnconverted.double,
        // FromBoolUnconverted.doubleOptional, FromBoolUnconverted.doubleArray, FromBoolUnconverted.float,
        // FromBoolUnconverted.floatOptional, FromBoolUnconverted.floatArray, FromBoolUnconverted.decimal,
        // FromBoolUnconverted.decimalOptional, FromBoolUnconverted.decimalArray, FromBoolUnconverted.date,
        // FromBoolUnconverted.dateOptional, FromBoolUnconverted.dateArray, FromBoolUnconverted.uuid,
        // FromBoolUnconverted.uuidOptional, FromBoolUnconverted.uuidArray, FromBoolUnconverted.data,
        // FromBoolUnconverted.dataOptional, FromBoolUnconverted.dataArray, FromBoolUnconverted.url,
        // FromBoolUnconverted.urlOptional, FromBoolUnconverted.urlArray, FromBoolUnconverted.letter,
        // FromBoolUnconverted.letterOptional, FromBoolUnconverted.letterArray, FromBoolUnconverted.rank,
        // FromBoolUnconverted.rankOptional, FromBoolUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromBoolUnconverted.self, in: context) { row in
            row.intConverted = try convertFromBoolUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromBoolUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromBoolUnconvertedIntArray(row.intArray)
            row.intMadeOptionalConverted = try convertFromBoolUnconvertedIntMadeOptional(row.intMadeOptional)
            row.intMadeRequiredConverted = try convertFromBoolUnconvertedIntMadeRequired(row.intMadeRequired)
            row.int8Converted = try convertFromBoolUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromBoolUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromBoolUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromBoolUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromBoolUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromBoolUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromBoolUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromBoolUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromBoolUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromBoolUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromBoolUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromBoolUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromBoolUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromBoolUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromBoolUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromBoolUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromBoolUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromBoolUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromBoolUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromBoolUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromBoolUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromBoolUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromBoolUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromBoolUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromBoolUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromBoolUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromBoolUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromBoolUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromBoolUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromBoolUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromBoolUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromBoolUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromBoolUnconvertedDecimalArray(row.decimalArray)
            row.dateConverted = try convertFromBoolUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromBoolUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromBoolUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromBoolUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromBoolUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromBoolUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromBoolUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromBoolUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromBoolUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromBoolUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromBoolUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromBoolUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromBoolUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromBoolUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromBoolUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromBoolUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromBoolUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromBoolUnconvertedRankArray(row.rankArray)
        }

        // FromIntConverted.string, FromIntConverted.stringOptional, FromIntConverted.stringArray,
        // FromIntConverted.stringMadeOptional, FromIntConverted.stringMadeRequired, FromIntConverted.int8,
        // FromIntConverted.int8Optional, FromIntConverted.int8Array, FromIntConverted.int16,
        // FromIntConverted.int16Optional, FromIntConverted.int16Array, FromIntConverted.int32,
        // FromIntConverted.int32Optional, FromIntConverted.int32Array, FromIntConverted.uint8,
        // FromIntConverted.uint8Optional, FromIntConverted.uint8Array, FromIntConverted.uint16,
        // FromIntConverted.uint16Optional, FromIntConverted.uint16Array, FromIntConverted.uint32,
        // FromIntConverted.uint32Optional, FromIntConverted.uint32Array, FromIntConverted.uint64,
        // FromIntConverted.uint64Optional, FromIntConverted.uint64Array, FromIntConverted.double,
        // FromIntConverted.doubleOptional, FromIntConverted.doubleArray, FromIntConverted.float,
        // FromIntConverted.floatOptional, FromIntConverted.floatArray, FromIntConverted.decimal,
        // FromIntConverted.decimalOptional, FromIntConverted.decimalArray, FromIntConverted.rank,
        // FromIntConverted.rankOptional, FromIntConverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromIntConverted.self, in: context) { row in
            row.stringConverted = try convertFromIntConvertedString(row.string)
            row.stringOptionalConverted = try convertFromIntConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromIntConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromIntConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromIntConvertedStringMadeRequired(row.stringMadeRequired)
            row.int8Converted = try convertFromIntConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromIntConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromIntConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromIntConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromIntConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromIntConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromIntConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromIntConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromIntConvertedInt32Array(row.int32Array)
            row.uint8Converted = try convertFromIntConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromIntConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromIntConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromIntConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromIntConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromIntConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromIntConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromIntConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromIntConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromIntConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromIntConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromIntConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromIntConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromIntConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromIntConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromIntConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromIntConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromIntConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromIntConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromIntConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromIntConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromIntConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromIntConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromIntConvertedRankArray(row.rankArray)
        }

        // FromIntUnconverted.bool, FromIntUnconverted.boolOptional, FromIntUnconverted.boolArray,
        // FromIntUnconverted.boolMadeOptional, FromIntUnconverted.boolMadeRequired, FromIntUnconverted.date,
        // FromIntUnconverted.dateOptional, FromIntUnconverted.dateArray, FromIntUnconverted.uuid,
        // FromIntUnconverted.uuidOptional, FromIntUnconverted.uuidArray, FromIntUnconverted.data,
        // FromIntUnconverted.dataOptional, FromIntUnconverted.dataArray, FromIntUnconverted.url,
        // FromIntUnconverted.urlOptional, FromIntUnconverted.urlArray, FromIntUnconverted.letter,
        // FromIntUnconverted.letterOptional, FromIntUnconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromIntUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromIntUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromIntUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromIntUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromIntUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromIntUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromIntUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromIntUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromIntUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromIntUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromIntUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromIntUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromIntUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromIntUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromIntUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromIntUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromIntUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromIntUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromIntUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromIntUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromIntUnconvertedLetterArray(row.letterArray)
        }

        // FromInt8Converted.string, FromInt8Converted.stringOptional, FromInt8Converted.stringArray,
        // FromInt8Converted.stringMadeOptional, FromInt8Converted.stringMadeRequired, FromInt8Converted.int,
        // FromInt8Converted.intOptional, FromInt8Converted.intArray, FromInt8Converted.int16,
        // FromInt8Converted.int16Optional, FromInt8Converted.int16Array, FromInt8Converted.int32,
        // FromInt8Converted.int32Optional, FromInt8Converted.int32Array, FromInt8Converted.int64,
        // FromInt8Converted.int64Optional, FromInt8Converted.int64Array, FromInt8Converted.uint8,
        // FromInt8Converted.uint8Optional, FromInt8Converted.uint8Array, FromInt8Converted.uint16,
        // FromInt8Converted.uint16Optional, FromInt8Converted.uint16Array, FromInt8Converted.uint32,
        // FromInt8Converted.uint32Optional, FromInt8Converted.uint32Array, FromInt8Converted.uint64,
        // FromInt8Converted.uint64Optional, FromInt8Converted.uint64Array, FromInt8Converted.double,
        // FromInt8Converted.doubleOptional, FromInt8Converted.doubleArray, FromInt8Converted.float,
        // FromInt8Converted.floatOptional, FromInt8Converted.floatArray, FromInt8Converted.decimal,
        // FromInt8Converted.decimalOptional, FromInt8Converted.decimalArray, FromInt8Converted.rank,
        // FromInt8Converted.rankOptional, FromInt8Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt8Converted.self, in: context) { row in
            row.stringConverted = try convertFromInt8ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromInt8ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromInt8ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromInt8ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromInt8ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromInt8ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromInt8ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromInt8ConvertedIntArray(row.intArray)
            row.int16Converted = try convertFromInt8ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromInt8ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromInt8ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromInt8ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromInt8ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromInt8ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromInt8ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromInt8ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromInt8ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromInt8ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromInt8ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromInt8ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromInt8ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromInt8ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromInt8ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromInt8ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromInt8ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromInt8ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromInt8ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromInt8ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromInt8ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromInt8ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromInt8ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromInt8ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromInt8ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromInt8ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromInt8ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromInt8ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromInt8ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromInt8ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromInt8ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromInt8ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromInt8ConvertedRankArray(row.rankArray)
        }

        // FromInt8Unconverted.bool, FromInt8Unconverted.boolOptional, FromInt8Unconverted.boolArray,
        // FromInt8Unconverted.boolMadeOptional, FromInt8Unconverted.boolMadeRequired, FromInt8Unconverted.date,
        // FromInt8Unconverted.dateOptional, FromInt8Unconverted.dateArray, FromInt8Unconverted.uuid,
        // FromInt8Unconverted.uuidOptional, FromInt8Unconverted.uuidArray, FromInt8Unconverted.data,
        // FromInt8Unconverted.dataOptional, FromInt8Unconverted.dataArray, FromInt8Unconverted.url,
        // FromInt8Unconverted.urlOptional, FromInt8Unconverted.urlArray, FromInt8Unconverted.letter,
        // FromInt8Unconverted.letterOptional, FromInt8Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt8Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromInt8UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromInt8UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromInt8UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromInt8UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromInt8UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromInt8UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromInt8UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromInt8UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromInt8UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromInt8UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromInt8UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromInt8UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromInt8UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromInt8UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromInt8UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromInt8UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromInt8UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromInt8UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromInt8UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromInt8UnconvertedLetterArray(row.letterArray)
        }

        // FromInt16Converted.string, FromInt16Converted.stringOptional, FromInt16Converted.stringArray,
        // FromInt16Converted.stringMadeOptional, FromInt16Converted.stringMadeRequired, FromInt16Converted.int,
        // FromInt16Converted.intOptional, FromInt16Converted.intArray, FromInt16Converted.int8,
        // FromInt16Converted.int8Optional, FromInt16Converted.int8Array, FromInt16Converted.int32,
        // FromInt16Converted.int32Optional, FromInt16Converted.int32Array, FromInt16Converted.int64,
        // FromInt16Converted.int64Optional, FromInt16Converted.int64Array, FromInt16Converted.uint8,
        // FromInt16Converted.uint8Optional, FromInt16Converted.uint8Array, FromInt16Converted.uint16,
        // FromInt16Converted.uint16Optional, FromInt16Converted.uint16Array, FromInt16Converted.uint32,
        // FromInt16Converted.uint32Optional, FromInt16Converted.uint32Array, FromInt16Converted.uint64,
        // FromInt16Converted.uint64Optional, FromInt16Converted.uint64Array, FromInt16Converted.double,
        // FromInt16Converted.doubleOptional, FromInt16Converted.doubleArray, FromInt16Converted.float,
        // FromInt16Converted.floatOptional, FromInt16Converted.floatArray, FromInt16Converted.decimal,
        // FromInt16Converted.decimalOptional, FromInt16Converted.decimalArray, FromInt16Converted.rank,
        // FromInt16Converted.rankOptional, FromInt16Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt16Converted.self, in: context) { row in
            row.stringConverted = try convertFromInt16ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromInt16ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromInt16ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromInt16ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromInt16ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromInt16ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromInt16ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromInt16ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromInt16ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromInt16ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromInt16ConvertedInt8Array(row.int8Array)
            row.int32Converted = try convertFromInt16ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromInt16ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromInt16ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromInt16ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromInt16ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromInt16ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromInt16ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromInt16ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromInt16ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromInt16ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromInt16ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromInt16ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromInt16ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromInt16ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromInt16ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromInt16ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromInt16ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromInt16ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromInt16ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromInt16ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromInt16ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromInt16ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromInt16ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromInt16ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromInt16ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromInt16ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromInt16ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromInt16ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromInt16ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromInt16ConvertedRankArray(row.rankArray)
        }

        // FromInt16Unconverted.bool, FromInt16Unconverted.boolOptional, FromInt16Unconverted.boolArray,
        // FromInt16Unconverted.boolMadeOptional, FromInt16Unconverted.boolMadeRequired, FromInt16Unconverted.date,
        // FromInt16Unconverted.dateOptional, FromInt16Unconverted.dateArray, FromInt16Unconverted.uuid,
        // FromInt16Unconverted.uuidOptional, FromInt16Unconverted.uuidArray, FromInt16Unconverted.data,
        // FromInt16Unconverted.dataOptional, FromInt16Unconverted.dataArray, FromInt16Unconverted.url,
        // FromInt16Unconverted.urlOptional, FromInt16Unconverted.urlArray, FromInt16Unconverted.letter,
        // FromInt16Unconverted.letterOptional, FromInt16Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt16Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromInt16UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromInt16UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromInt16UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromInt16UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromInt16UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromInt16UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromInt16UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromInt16UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromInt16UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromInt16UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromInt16UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromInt16UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromInt16UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromInt16UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromInt16UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromInt16UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromInt16UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromInt16UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromInt16UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromInt16UnconvertedLetterArray(row.letterArray)
        }

        // FromInt32Converted.string, FromInt32Converted.stringOptional, FromInt32Converted.stringArray,
        // FromInt32Converted.stringMadeOptional, FromInt32Converted.stringMadeRequired, FromInt32Converted.int,
        // FromInt32Converted.intOptional, FromInt32Converted.intArray, FromInt32Converted.int8,
        // FromInt32Converted.int8Optional, FromInt32Converted.int8Array, FromInt32Converted.int16,
        // FromInt32Converted.int16Optional, FromInt32Converted.int16Array, FromInt32Converted.int64,
        // FromInt32Converted.int64Optional, FromInt32Converted.int64Array, FromInt32Converted.uint8,
        // FromInt32Converted.uint8Optional, FromInt32Converted.uint8Array, FromInt32Converted.uint16,
        // FromInt32Converted.uint16Optional, FromInt32Converted.uint16Array, FromInt32Converted.uint32,
        // FromInt32Converted.uint32Optional, FromInt32Converted.uint32Array, FromInt32Converted.uint64,
        // FromInt32Converted.uint64Optional, FromInt32Converted.uint64Array, FromInt32Converted.double,
        // FromInt32Converted.doubleOptional, FromInt32Converted.doubleArray, FromInt32Converted.float,
        // FromInt32Converted.floatOptional, FromInt32Converted.floatArray, FromInt32Converted.decimal,
        // FromInt32Converted.decimalOptional, FromInt32Converted.decimalArray, FromInt32Converted.rank,
        // FromInt32Converted.rankOptional, FromInt32Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt32Converted.self, in: context) { row in
            row.stringConverted = try convertFromInt32ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromInt32ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromInt32ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromInt32ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromInt32ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromInt32ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromInt32ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromInt32ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromInt32ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromInt32ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromInt32ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromInt32ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromInt32ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromInt32ConvertedInt16Array(row.int16Array)
            row.int64Converted = try convertFromInt32ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromInt32ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromInt32ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromInt32ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromInt32ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromInt32ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromInt32ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromInt32ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromInt32ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromInt32ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromInt32ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromInt32ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromInt32ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromInt32ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromInt32ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromInt32ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromInt32ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromInt32ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromInt32ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromInt32ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromInt32ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromInt32ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromInt32ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromInt32ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromInt32ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromInt32ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromInt32ConvertedRankArray(row.rankArray)
        }

        // FromInt32Unconverted.bool, FromInt32Unconverted.boolOptional, FromInt32Unconverted.boolArray,
        // FromInt32Unconverted.boolMadeOptional, FromInt32Unconverted.boolMadeRequired, FromInt32Unconverted.date,
        // FromInt32Unconverted.dateOptional, FromInt32Unconverted.dateArray, FromInt32Unconverted.uuid,
        // FromInt32Unconverted.uuidOptional, FromInt32Unconverted.uuidArray, FromInt32Unconverted.data,
        // FromInt32Unconverted.dataOptional, FromInt32Unconverted.dataArray, FromInt32Unconverted.url,
        // FromInt32Unconverted.urlOptional, FromInt32Unconverted.urlArray, FromInt32Unconverted.letter,
        // FromInt32Unconverted.letterOptional, FromInt32Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt32Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromInt32UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromInt32UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromInt32UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromInt32UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromInt32UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromInt32UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromInt32UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromInt32UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromInt32UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromInt32UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromInt32UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromInt32UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromInt32UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromInt32UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromInt32UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromInt32UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromInt32UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromInt32UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromInt32UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromInt32UnconvertedLetterArray(row.letterArray)
        }

        // FromInt64Converted.string, FromInt64Converted.stringOptional, FromInt64Converted.stringArray,
        // FromInt64Converted.stringMadeOptional, FromInt64Converted.stringMadeRequired, FromInt64Converted.int8,
        // FromInt64Converted.int8Optional, FromInt64Converted.int8Array, FromInt64Converted.int16,
        // FromInt64Converted.int16Optional, FromInt64Converted.int16Array, FromInt64Converted.int32,
        // FromInt64Converted.int32Optional, FromInt64Converted.int32Array, FromInt64Converted.uint8,
        // FromInt64Converted.uint8Optional, FromInt64Converted.uint8Array, FromInt64Converted.uint16,
        // FromInt64Converted.uint16Optional, FromInt64Converted.uint16Array, FromInt64Converted.uint32,
        // FromInt64Converted.uint32Optional, FromInt64Converted.uint32Array, FromInt64Converted.uint64,
        // FromInt64Converted.uint64Optional, FromInt64Converted.uint64Array, FromInt64Converted.double,
        // FromInt64Converted.doubleOptional, FromInt64Converted.doubleArray, FromInt64Converted.float,
        // FromInt64Converted.floatOptional, FromInt64Converted.floatArray, FromInt64Converted.decimal,
        // FromInt64Converted.decimalOptional, FromInt64Converted.decimalArray, FromInt64Converted.rank,
        // FromInt64Converted.rankOptional, FromInt64Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt64Converted.self, in: context) { row in
            row.stringConverted = try convertFromInt64ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromInt64ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromInt64ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromInt64ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromInt64ConvertedStringMadeRequired(row.stringMadeRequired)
            row.int8Converted = try convertFromInt64ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromInt64ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromInt64ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromInt64ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromInt64ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromInt64ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromInt64ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromInt64ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromInt64ConvertedInt32Array(row.int32Array)
            row.uint8Converted = try convertFromInt64ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromInt64ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromInt64ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromInt64ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromInt64ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromInt64ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromInt64ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromInt64ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromInt64ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromInt64ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromInt64ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromInt64ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromInt64ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromInt64ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromInt64ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromInt64ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromInt64ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromInt64ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromInt64ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromInt64ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromInt64ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromInt64ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromInt64ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromInt64ConvertedRankArray(row.rankArray)
        }

        // FromInt64Unconverted.bool, FromInt64Unconverted.boolOptional, FromInt64Unconverted.boolArray,
        // FromInt64Unconverted.boolMadeOptional, FromInt64Unconverted.boolMadeRequired, FromInt64Unconverted.date,
        // FromInt64Unconverted.dateOptional, FromInt64Unconverted.dateArray, FromInt64Unconverted.uuid,
        // FromInt64Unconverted.uuidOptional, FromInt64Unconverted.uuidArray, FromInt64Unconverted.data,
        // FromInt64Unconverted.dataOptional, FromInt64Unconverted.dataArray, FromInt64Unconverted.url,
        // FromInt64Unconverted.urlOptional, FromInt64Unconverted.urlArray, FromInt64Unconverted.letter,
        // FromInt64Unconverted.letterOptional, FromInt64Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromInt64Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromInt64UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromInt64UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromInt64UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromInt64UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromInt64UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromInt64UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromInt64UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromInt64UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromInt64UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromInt64UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromInt64UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromInt64UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromInt64UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromInt64UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromInt64UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromInt64UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromInt64UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromInt64UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromInt64UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromInt64UnconvertedLetterArray(row.letterArray)
        }

        // FromUInt8Converted.string, FromUInt8Converted.stringOptional, FromUInt8Converted.stringArray,
        // FromUInt8Converted.stringMadeOptional, FromUInt8Converted.stringMadeRequired, FromUInt8Converted.int,
        // FromUInt8Converted.intOptional, FromUInt8Converted.intArray, FromUInt8Converted.int8,
        // FromUInt8Converted.int8Optional, FromUInt8Converted.int8Array, FromUInt8Converted.int16,
        // FromUInt8Converted.int16Optional, FromUInt8Converted.int16Array, FromUInt8Converted.int32,
        // FromUInt8Converted.int32Optional, FromUInt8Converted.int32Array, FromUInt8Converted.int64,
        // FromUInt8Converted.int64Optional, FromUInt8Converted.int64Array, FromUInt8Converted.uint16,
        // FromUInt8Converted.uint16Optional, FromUInt8Converted.uint16Array, FromUInt8Converted.uint32,
        // FromUInt8Converted.uint32Optional, FromUInt8Converted.uint32Array, FromUInt8Converted.uint64,
        // FromUInt8Converted.uint64Optional, FromUInt8Converted.uint64Array, FromUInt8Converted.double,
        // FromUInt8Converted.doubleOptional, FromUInt8Converted.doubleArray, FromUInt8Converted.float,
        // FromUInt8Converted.floatOptional, FromUInt8Converted.floatArray, FromUInt8Converted.decimal,
        // FromUInt8Converted.decimalOptional, FromUInt8Converted.decimalArray, FromUInt8Converted.rank,
        // FromUInt8Converted.rankOptional, FromUInt8Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt8Converted.self, in: context) { row in
            row.stringConverted = try convertFromUInt8ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromUInt8ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromUInt8ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromUInt8ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromUInt8ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromUInt8ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromUInt8ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromUInt8ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromUInt8ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromUInt8ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromUInt8ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromUInt8ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromUInt8ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromUInt8ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromUInt8ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromUInt8ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromUInt8ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromUInt8ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromUInt8ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromUInt8ConvertedInt64Array(row.int64Array)
            row.uint16Converted = try convertFromUInt8ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromUInt8ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromUInt8ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromUInt8ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromUInt8ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromUInt8ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromUInt8ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromUInt8ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromUInt8ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromUInt8ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromUInt8ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromUInt8ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromUInt8ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromUInt8ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromUInt8ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromUInt8ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromUInt8ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromUInt8ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromUInt8ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromUInt8ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromUInt8ConvertedRankArray(row.rankArray)
        }

        // FromUInt8Unconverted.bool, FromUInt8Unconverted.boolOptional, FromUInt8Unconverted.boolArray,
        // FromUInt8Unconverted.boolMadeOptional, FromUInt8Unconverted.boolMadeRequired, FromUInt8Unconverted.date,
        // FromUInt8Unconverted.dateOptional, FromUInt8Unconverted.dateArray, FromUInt8Unconverted.uuid,
        // FromUInt8Unconverted.uuidOptional, FromUInt8Unconverted.uuidArray, FromUInt8Unconverted.data,
        // FromUInt8Unconverted.dataOptional, FromUInt8Unconverted.dataArray, FromUInt8Unconverted.url,
        // FromUInt8Unconverted.urlOptional, FromUInt8Unconverted.urlArray, FromUInt8Unconverted.letter,
        // FromUInt8Unconverted.letterOptional, FromUInt8Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt8Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromUInt8UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromUInt8UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromUInt8UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromUInt8UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromUInt8UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromUInt8UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromUInt8UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromUInt8UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromUInt8UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromUInt8UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromUInt8UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromUInt8UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromUInt8UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromUInt8UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromUInt8UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromUInt8UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromUInt8UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromUInt8UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromUInt8UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromUInt8UnconvertedLetterArray(row.letterArray)
        }

        // FromUInt16Converted.string, FromUInt16Converted.stringOptional, FromUInt16Converted.stringArray,
        // FromUInt16Converted.stringMadeOptional, FromUInt16Converted.stringMadeRequired, FromUInt16Converted.int,
        // FromUInt16Converted.intOptional, FromUInt16Converted.intArray, FromUInt16Converted.int8,
        // FromUInt16Converted.int8Optional, FromUInt16Converted.int8Array, FromUInt16Converted.int16,
        // FromUInt16Converted.int16Optional, FromUInt16Converted.int16Array, FromUInt16Converted.int32,
        // FromUInt16Converted.int32Optional, FromUInt16Converted.int32Array, FromUInt16Converted.int64,
        // FromUInt16Converted.int64Optional, FromUInt16Converted.int64Array, FromUInt16Converted.uint8,
        // FromUInt16Converted.uint8Optional, FromUInt16Converted.uint8Array, FromUInt16Converted.uint32,
        // FromUInt16Converted.uint32Optional, FromUInt16Converted.uint32Array, FromUInt16Converted.uint64,
        // FromUInt16Converted.uint64Optional, FromUInt16Converted.uint64Array, FromUInt16Converted.double,
        // FromUInt16Converted.doubleOptional, FromUInt16Converted.doubleArray, FromUInt16Converted.float,
        // FromUInt16Converted.floatOptional, FromUInt16Converted.floatArray, FromUInt16Converted.decimal,
        // FromUInt16Converted.decimalOptional, FromUInt16Converted.decimalArray, FromUInt16Converted.rank,
        // FromUInt16Converted.rankOptional, FromUInt16Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt16Converted.self, in: context) { row in
            row.stringConverted = try convertFromUInt16ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromUInt16ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromUInt16ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromUInt16ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromUInt16ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromUInt16ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromUInt16ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromUInt16ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromUInt16ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromUInt16ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromUInt16ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromUInt16ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromUInt16ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromUInt16ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromUInt16ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromUInt16ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromUInt16ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromUInt16ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromUInt16ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromUInt16ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromUInt16ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromUInt16ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromUInt16ConvertedUint8Array(row.uint8Array)
            row.uint32Converted = try convertFromUInt16ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromUInt16ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromUInt16ConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromUInt16ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromUInt16ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromUInt16ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromUInt16ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromUInt16ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromUInt16ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromUInt16ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromUInt16ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromUInt16ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromUInt16ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromUInt16ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromUInt16ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromUInt16ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromUInt16ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromUInt16ConvertedRankArray(row.rankArray)
        }

        // FromUInt16Unconverted.bool, FromUInt16Unconverted.boolOptional, FromUInt16Unconverted.boolArray,
        // FromUInt16Unconverted.boolMadeOptional, FromUInt16Unconverted.boolMadeRequired, FromUInt16Unconverted.date,
        // FromUInt16Unconverted.dateOptional, FromUInt16Unconverted.dateArray, FromUInt16Unconverted.uuid,
        // FromUInt16Unconverted.uuidOptional, FromUInt16Unconverted.uuidArray, FromUInt16Unconverted.data,
        // FromUInt16Unconverted.dataOptional, FromUInt16Unconverted.dataArray, FromUInt16Unconverted.url,
        // FromUInt16Unconverted.urlOptional, FromUInt16Unconverted.urlArray, FromUInt16Unconverted.letter,
        // FromUInt16Unconverted.letterOptional, FromUInt16Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt16Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromUInt16UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromUInt16UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromUInt16UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromUInt16UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromUInt16UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromUInt16UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromUInt16UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromUInt16UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromUInt16UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromUInt16UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromUInt16UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromUInt16UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromUInt16UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromUInt16UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromUInt16UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromUInt16UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromUInt16UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromUInt16UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromUInt16UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromUInt16UnconvertedLetterArray(row.letterArray)
        }

        // FromUInt32Converted.string, FromUInt32Converted.stringOptional, FromUInt32Converted.stringArray,
        // FromUInt32Converted.stringMadeOptional, FromUInt32Converted.stringMadeRequired, FromUInt32Converted.int,
        // FromUInt32Converted.intOptional, FromUInt32Converted.intArray, FromUInt32Converted.int8,
        // FromUInt32Converted.int8Optional, FromUInt32Converted.int8Array, FromUInt32Converted.int16,
        // FromUInt32Converted.int16Optional, FromUInt32Converted.int16Array, FromUInt32Converted.int32,
        // FromUInt32Converted.int32Optional, FromUInt32Converted.int32Array, FromUInt32Converted.int64,
        // FromUInt32Converted.int64Optional, FromUInt32Converted.int64Array, FromUInt32Converted.uint8,
        // FromUInt32Converted.uint8Optional, FromUInt32Converted.uint8Array, FromUInt32Converted.uint16,
        // FromUInt32Converted.uint16Optional, FromUInt32Converted.uint16Array, FromUInt32Converted.uint64,
        // FromUInt32Converted.uint64Optional, FromUInt32Converted.uint64Array, FromUInt32Converted.double,
        // FromUInt32Converted.doubleOptional, FromUInt32Converted.doubleArray, FromUInt32Converted.float,
        // FromUInt32Converted.floatOptional, FromUInt32Converted.floatArray, FromUInt32Converted.decimal,
        // FromUInt32Converted.decimalOptional, FromUInt32Converted.decimalArray, FromUInt32Converted.rank,
        // FromUInt32Converted.rankOptional, FromUInt32Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt32Converted.self, in: context) { row in
            row.stringConverted = try convertFromUInt32ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromUInt32ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromUInt32ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromUInt32ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromUInt32ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromUInt32ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromUInt32ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromUInt32ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromUInt32ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromUInt32ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromUInt32ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromUInt32ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromUInt32ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromUInt32ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromUInt32ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromUInt32ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromUInt32ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromUInt32ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromUInt32ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromUInt32ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromUInt32ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromUInt32ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromUInt32ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromUInt32ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromUInt32ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromUInt32ConvertedUint16Array(row.uint16Array)
            row.uint64Converted = try convertFromUInt32ConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromUInt32ConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromUInt32ConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromUInt32ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromUInt32ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromUInt32ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromUInt32ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromUInt32ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromUInt32ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromUInt32ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromUInt32ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromUInt32ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromUInt32ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromUInt32ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromUInt32ConvertedRankArray(row.rankArray)
        }

        // FromUInt32Unconverted.bool, FromUInt32Unconverted.boolOptional, FromUInt32Unconverted.boolArray,
        // FromUInt32Unconverted.boolMadeOptional, FromUInt32Unconverted.boolMadeRequired, FromUInt32Unconverted.date,
        // FromUInt32Unconverted.dateOptional, FromUInt32Unconverted.dateArray, FromUInt32Unconverted.uuid,
        // FromUInt32Unconverted.uuidOptional, FromUInt32Unconverted.uuidArray, FromUInt32Unconverted.data,
        // FromUInt32Unconverted.dataOptional, FromUInt32Unconverted.dataArray, FromUInt32Unconverted.url,
        // FromUInt32Unconverted.urlOptional, FromUInt32Unconverted.urlArray, FromUInt32Unconverted.letter,
        // FromUInt32Unconverted.letterOptional, FromUInt32Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt32Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromUInt32UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromUInt32UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromUInt32UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromUInt32UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromUInt32UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromUInt32UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromUInt32UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromUInt32UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromUInt32UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromUInt32UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromUInt32UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromUInt32UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromUInt32UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromUInt32UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromUInt32UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromUInt32UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromUInt32UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromUInt32UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromUInt32UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromUInt32UnconvertedLetterArray(row.letterArray)
        }

        // FromUInt64Converted.string, FromUInt64Converted.stringOptional, FromUInt64Converted.stringArray,
        // FromUInt64Converted.stringMadeOptional, FromUInt64Converted.stringMadeRequired, FromUInt64Converted.int,
        // FromUInt64Converted.intOptional, FromUInt64Converted.intArray, FromUInt64Converted.int8,
        // FromUInt64Converted.int8Optional, FromUInt64Converted.int8Array, FromUInt64Converted.int16,
        // FromUInt64Converted.int16Optional, FromUInt64Converted.int16Array, FromUInt64Converted.int32,
        // FromUInt64Converted.int32Optional, FromUInt64Converted.int32Array, FromUInt64Converted.int64,
        // FromUInt64Converted.int64Optional, FromUInt64Converted.int64Array, FromUInt64Converted.uint8,
        // FromUInt64Converted.uint8Optional, FromUInt64Converted.uint8Array, FromUInt64Converted.uint16,
        // FromUInt64Converted.uint16Optional, FromUInt64Converted.uint16Array, FromUInt64Converted.uint32,
        // FromUInt64Converted.uint32Optional, FromUInt64Converted.uint32Array, FromUInt64Converted.double,
        // FromUInt64Converted.doubleOptional, FromUInt64Converted.doubleArray, FromUInt64Converted.float,
        // FromUInt64Converted.floatOptional, FromUInt64Converted.floatArray, FromUInt64Converted.decimal,
        // FromUInt64Converted.decimalOptional, FromUInt64Converted.decimalArray, FromUInt64Converted.rank,
        // FromUInt64Converted.rankOptional, FromUInt64Converted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt64Converted.self, in: context) { row in
            row.stringConverted = try convertFromUInt64ConvertedString(row.string)
            row.stringOptionalConverted = try convertFromUInt64ConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromUInt64ConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromUInt64ConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromUInt64ConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromUInt64ConvertedInt(row.int)
            row.intOptionalConverted = try convertFromUInt64ConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromUInt64ConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromUInt64ConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromUInt64ConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromUInt64ConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromUInt64ConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromUInt64ConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromUInt64ConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromUInt64ConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromUInt64ConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromUInt64ConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromUInt64ConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromUInt64ConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromUInt64ConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromUInt64ConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromUInt64ConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromUInt64ConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromUInt64ConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromUInt64ConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromUInt64ConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromUInt64ConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromUInt64ConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromUInt64ConvertedUint32Array(row.uint32Array)
            row.doubleConverted = try convertFromUInt64ConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromUInt64ConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromUInt64ConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromUInt64ConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromUInt64ConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromUInt64ConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromUInt64ConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromUInt64ConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromUInt64ConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromUInt64ConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromUInt64ConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromUInt64ConvertedRankArray(row.rankArray)
        }

        // FromUInt64Unconverted.bool, FromUInt64Unconverted.boolOptional, FromUInt64Unconverted.boolArray,
        // FromUInt64Unconverted.boolMadeOptional, FromUInt64Unconverted.boolMadeRequired, FromUInt64Unconverted.date,
        // FromUInt64Unconverted.dateOptional, FromUInt64Unconverted.dateArray, FromUInt64Unconverted.uuid,
        // FromUInt64Unconverted.uuidOptional, FromUInt64Unconverted.uuidArray, FromUInt64Unconverted.data,
        // FromUInt64Unconverted.dataOptional, FromUInt64Unconverted.dataArray, FromUInt64Unconverted.url,
        // FromUInt64Unconverted.urlOptional, FromUInt64Unconverted.urlArray, FromUInt64Unconverted.letter,
        // FromUInt64Unconverted.letterOptional, FromUInt64Unconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromUInt64Unconverted.self, in: context) { row in
            row.boolConverted = try convertFromUInt64UnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromUInt64UnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromUInt64UnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromUInt64UnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromUInt64UnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromUInt64UnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromUInt64UnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromUInt64UnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromUInt64UnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromUInt64UnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromUInt64UnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromUInt64UnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromUInt64UnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromUInt64UnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromUInt64UnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromUInt64UnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromUInt64UnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromUInt64UnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromUInt64UnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromUInt64UnconvertedLetterArray(row.letterArray)
        }

        // FromDoubleConverted.string, FromDoubleConverted.stringOptional, FromDoubleConverted.stringArray,
        // FromDoubleConverted.stringMadeOptional, FromDoubleConverted.stringMadeRequired, FromDoubleConverted.int,
        // FromDoubleConverted.intOptional, FromDoubleConverted.intArray, FromDoubleConverted.int8,
        // FromDoubleConverted.int8Optional, FromDoubleConverted.int8Array, FromDoubleConverted.int16,
        // FromDoubleConverted.int16Optional, FromDoubleConverted.int16Array, FromDoubleConverted.int32,
        // FromDoubleConverted.int32Optional, FromDoubleConverted.int32Array, FromDoubleConverted.int64,
        // FromDoubleConverted.int64Optional, FromDoubleConverted.int64Array, FromDoubleConverted.uint8,
        // FromDoubleConverted.uint8Optional, FromDoubleConverted.uint8Array, FromDoubleConverted.uint16,
        // FromDoubleConverted.uint16Optional, FromDoubleConverted.uint16Array, FromDoubleConverted.uint32,
        // FromDoubleConverted.uint32Optional, FromDoubleConverted.uint32Array, FromDoubleConverted.uint64,
        // FromDoubleConverted.uint64Optional, FromDoubleConverted.uint64Array, FromDoubleConverted.float,
        // FromDoubleConverted.floatOptional, FromDoubleConverted.floatArray, FromDoubleConverted.decimal,
        // FromDoubleConverted.decimalOptional, FromDoubleConverted.decimalArray, FromDoubleConverted.rank,
        // FromDoubleConverted.rankOptional, FromDoubleConverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromDoubleConverted.self, in: context) { row in
            row.stringConverted = try convertFromDoubleConvertedString(row.string)
            row.stringOptionalConverted = try convertFromDoubleConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromDoubleConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromDoubleConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromDoubleConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromDoubleConvertedInt(row.int)
            row.intOptionalConverted = try convertFromDoubleConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromDoubleConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromDoubleConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromDoubleConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromDoubleConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromDoubleConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromDoubleConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromDoubleConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromDoubleConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromDoubleConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromDoubleConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromDoubleConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromDoubleConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromDoubleConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromDoubleConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromDoubleConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromDoubleConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromDoubleConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromDoubleConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromDoubleConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromDoubleConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromDoubleConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromDoubleConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromDoubleConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromDoubleConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromDoubleConvertedUint64Array(row.uint64Array)
            row.floatConverted = try convertFromDoubleConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromDoubleConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromDoubleConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromDoubleConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromDoubleConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromDoubleConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromDoubleConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromDoubleConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromDoubleConvertedRankArray(row.rankArray)
        }

        // FromDoubleUnconverted.bool, FromDoubleUnconverted.boolOptional, FromDoubleUnconverted.boolArray,
        // FromDoubleUnconverted.boolMadeOptional, FromDoubleUnconverted.boolMadeRequired, FromDoubleUnconverted.date,
        // FromDoubleUnconverted.dateOptional, FromDoubleUnconverted.dateArray, FromDoubleUnconverted.uuid,
        // FromDoubleUnconverted.uuidOptional, FromDoubleUnconverted.uuidArray, FromDoubleUnconverted.data,
        // FromDoubleUnconverted.dataOptional, FromDoubleUnconverted.dataArray, FromDoubleUnconverted.url,
        // FromDoubleUnconverted.urlOptional, FromDoubleUnconverted.urlArray, FromDoubleUnconverted.letter,
        // FromDoubleUnconverted.letterOptional, FromDoubleUnconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromDoubleUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromDoubleUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromDoubleUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromDoubleUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromDoubleUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromDoubleUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromDoubleUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromDoubleUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromDoubleUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromDoubleUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromDoubleUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromDoubleUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromDoubleUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromDoubleUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromDoubleUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromDoubleUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromDoubleUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromDoubleUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromDoubleUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromDoubleUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromDoubleUnconvertedLetterArray(row.letterArray)
        }

        // FromFloatConverted.string, FromFloatConverted.stringOptional, FromFloatConverted.stringArray,
        // FromFloatConverted.stringMadeOptional, FromFloatConverted.stringMadeRequired, FromFloatConverted.int,
        // FromFloatConverted.intOptional, FromFloatConverted.intArray, FromFloatConverted.int8,
        // FromFloatConverted.int8Optional, FromFloatConverted.int8Array, FromFloatConverted.int16,
        // FromFloatConverted.int16Optional, FromFloatConverted.int16Array, FromFloatConverted.int32,
        // FromFloatConverted.int32Optional, FromFloatConverted.int32Array, FromFloatConverted.int64,
        // FromFloatConverted.int64Optional, FromFloatConverted.int64Array, FromFloatConverted.uint8,
        // FromFloatConverted.uint8Optional, FromFloatConverted.uint8Array, FromFloatConverted.uint16,
        // FromFloatConverted.uint16Optional, FromFloatConverted.uint16Array, FromFloatConverted.uint32,
        // FromFloatConverted.uint32Optional, FromFloatConverted.uint32Array, FromFloatConverted.uint64,
        // FromFloatConverted.uint64Optional, FromFloatConverted.uint64Array, FromFloatConverted.double,
        // FromFloatConverted.doubleOptional, FromFloatConverted.doubleArray, FromFloatConverted.decimal,
        // FromFloatConverted.decimalOptional, FromFloatConverted.decimalArray, FromFloatConverted.rank,
        // FromFloatConverted.rankOptional, FromFloatConverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromFloatConverted.self, in: context) { row in
            row.stringConverted = try convertFromFloatConvertedString(row.string)
            row.stringOptionalConverted = try convertFromFloatConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromFloatConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromFloatConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromFloatConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromFloatConvertedInt(row.int)
            row.intOptionalConverted = try convertFromFloatConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromFloatConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromFloatConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromFloatConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromFloatConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromFloatConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromFloatConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromFloatConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromFloatConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromFloatConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromFloatConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromFloatConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromFloatConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromFloatConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromFloatConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromFloatConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromFloatConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromFloatConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromFloatConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromFloatConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromFloatConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromFloatConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromFloatConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromFloatConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromFloatConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromFloatConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromFloatConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromFloatConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromFloatConvertedDoubleArray(row.doubleArray)
            row.decimalConverted = try convertFromFloatConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromFloatConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromFloatConvertedDecimalArray(row.decimalArray)
            row.rankConverted = try convertFromFloatConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromFloatConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromFloatConvertedRankArray(row.rankArray)
        }

        // FromFloatUnconverted.bool, FromFloatUnconverted.boolOptional, FromFloatUnconverted.boolArray,
        // FromFloatUnconverted.boolMadeOptional, FromFloatUnconverted.boolMadeRequired, FromFloatUnconverted.date,
        // FromFloatUnconverted.dateOptional, FromFloatUnconverted.dateArray, FromFloatUnconverted.uuid,
        // FromFloatUnconverted.uuidOptional, FromFloatUnconverted.uuidArray, FromFloatUnconverted.data,
        // FromFloatUnconverted.dataOptional, FromFloatUnconverted.dataArray, FromFloatUnconverted.url,
        // FromFloatUnconverted.urlOptional, FromFloatUnconverted.urlArray, FromFloatUnconverted.letter,
        // FromFloatUnconverted.letterOptional, FromFloatUnconverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromFloatUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromFloatUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromFloatUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromFloatUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromFloatUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromFloatUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromFloatUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromFloatUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromFloatUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromFloatUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromFloatUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromFloatUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromFloatUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromFloatUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromFloatUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromFloatUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromFloatUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromFloatUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromFloatUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromFloatUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromFloatUnconvertedLetterArray(row.letterArray)
        }

        // FromDecimalConverted.string, FromDecimalConverted.stringOptional, FromDecimalConverted.stringArray,
        // FromDecimalConverted.stringMadeOptional, FromDecimalConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromDecimalConverted.self, in: context) { row in
            row.stringConverted = try convertFromDecimalConvertedString(row.string)
            row.stringOptionalConverted = try convertFromDecimalConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromDecimalConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromDecimalConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromDecimalConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromDecimalUnconverted.bool, FromDecimalUnconverted.boolOptional, FromDecimalUnconverted.boolArray,
        // FromDecimalUnconverted.boolMadeOptional, FromDecimalUnconverted.boolMadeRequired, FromDecimalUnconverted.int,
        // FromDecimalUnconverted.intOptional, FromDecimalUnconverted.intArray, FromDecimalUnconverted.int8,
        // FromDecimalUnconverted.int8Optional, FromDecimalUnconverted.int8Array, FromDecimalUnconverted.int16,
        // FromDecimalUnconverted.int16Optional, FromDecimalUnconverted.int16Array, FromDecimalUnconverted.int32,
        // FromDecimalUnconverted.int32Optional, FromDecimalUnconverted.int32Array, FromDecimalUnconverted.int64,
        // FromDecimalUnconverted.int64Optional, FromDecimalUnconverted.int64Array, FromDecimalUnconverted.uint8,
        // FromDecimalUnconverted.uint8Optional, FromDecimalUnconverted.uint8Array, FromDecimalUnconverted.uint16,
        // FromDecimalUnconverted.uint16Optional, FromDecimalUnconverted.uint16Array, FromDecimalUnconverted.uint32,
        // FromDecimalUnconverted.uint32Optional, FromDecimalUnconverted.uint32Array, FromDecimalUnconverted.uint64,
        // FromDecimalUnconverted.uint64Optional, FromDecimalUnconverted.uint64Array, FromDecimalUnconverted.double,
        // FromDecimalUnconverted.doubleOptional, FromDecimalUnconverted.doubleArray, FromDecimalUnconverted.float,
        // FromDecimalUnconverted.floatOptional, FromDecimalUnconverted.floatArray, FromDecimalUnconverted.date,
        // FromDecimalUnconverted.dateOptional, FromDecimalUnconverted.dateArray, FromDecimalUnconverted.uuid,
        // FromDecimalUnconverted.uuidOptional, FromDecimalUnconverted.uuidArray, FromDecimalUnconverted.data,
        // FromDecimalUnconverted.dataOptional, FromDecimalUnconverted.dataArray, FromDecimalUnconverted.url,
        // FromDecimalUnconverted.urlOptional, FromDecimalUnconverted.urlArray, FromDecimalUnconverted.letter,
        // FromDecimalUnconverted.letterOptional, FromDecimalUnconverted.letterArray, FromDecimalUnconverted.rank,
        // FromDecimalUnconverted.rankOptional, FromDecimalUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromDecimalUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromDecimalUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromDecimalUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromDecimalUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromDecimalUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromDecimalUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromDecimalUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromDecimalUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromDecimalUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromDecimalUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromDecimalUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromDecimalUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromDecimalUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromDecimalUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromDecimalUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromDecimalUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromDecimalUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromDecimalUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromDecimalUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromDecimalUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromDecimalUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromDecimalUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromDecimalUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromDecimalUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromDecimalUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromDecimalUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromDecimalUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromDecimalUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromDecimalUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromDecimalUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromDecimalUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromDecimalUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromDecimalUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromDecimalUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromDecimalUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromDecimalUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromDecimalUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromDecimalUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromDecimalUnconvertedFloatArray(row.floatArray)
            row.dateConverted = try convertFromDecimalUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromDecimalUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromDecimalUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromDecimalUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromDecimalUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromDecimalUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromDecimalUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromDecimalUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromDecimalUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromDecimalUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromDecimalUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromDecimalUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromDecimalUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromDecimalUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromDecimalUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromDecimalUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromDecimalUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromDecimalUnconvertedRankArray(row.rankArray)
        }

        // FromDateConverted.string, FromDateConverted.stringOptional, FromDateConverted.stringArray,
        // FromDateConverted.stringMadeOptional, FromDateConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromDateConverted.self, in: context) { row in
            row.stringConverted = try convertFromDateConvertedString(row.string)
            row.stringOptionalConverted = try convertFromDateConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromDateConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromDateConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromDateConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromDateUnconverted.bool, FromDateUnconverted.boolOptional, FromDateUnconverted.boolArray,
        // FromDateUnconverted.boolMadeOptional, FromDateUnconverted.boolMadeRequired, FromDateUnconverted.int,
        // FromDateUnconverted.intOptional, FromDateUnconverted.intArray, FromDateUnconverted.int8,
        // FromDateUnconverted.int8Optional, FromDateUnconverted.int8Array, FromDateUnconverted.int16,
        // FromDateUnconverted.int16Optional, FromDateUnconverted.int16Array, FromDateUnconverted.int32,
        // FromDateUnconverted.int32Optional, FromDateUnconverted.int32Array, FromDateUnconverted.int64,
        // FromDateUnconverted.int64Optional, FromDateUnconverted.int64Array, FromDateUnconverted.uint8,
        // FromDateUnconverted.uint8Optional, FromDateUnconverted.uint8Array, FromDateUnconverted.uint16,
        // FromDateUnconverted.uint16Optional, FromDateUnconverted.uint16Array, FromDateUnconverted.uint32,
        // FromDateUnconverted.uint32Optional, FromDateUnconverted.uint32Array, FromDateUnconverted.uint64,
        // FromDateUnconverted.uint64Optional, FromDateUnconverted.uint64Array, FromDateUnconverted.double,
        // FromDateUnconverted.doubleOptional, FromDateUnconverted.doubleArray, FromDateUnconverted.float,
        // FromDateUnconverted.floatOptional, FromDateUnconverted.floatArray, FromDateUnconverted.decimal,
        // FromDateUnconverted.decimalOptional, FromDateUnconverted.decimalArray, FromDateUnconverted.uuid,
        // FromDateUnconverted.uuidOptional, FromDateUnconverted.uuidArray, FromDateUnconverted.data,
        // FromDateUnconverted.dataOptional, FromDateUnconverted.dataArray, FromDateUnconverted.url,
        // FromDateUnconverted.urlOptional, FromDateUnconverted.urlArray, FromDateUnconverted.letter,
        // FromDateUnconverted.letterOptional, FromDateUnconverted.letterArray, FromDateUnconverted.rank,
        // FromDateUnconverted.rankOptional, FromDateUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromDateUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromDateUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromDateUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromDateUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromDateUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromDateUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromDateUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromDateUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromDateUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromDateUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromDateUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromDateUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromDateUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromDateUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromDateUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromDateUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromDateUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromDateUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromDateUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromDateUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromDateUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromDateUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromDateUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromDateUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromDateUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromDateUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromDateUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromDateUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromDateUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromDateUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromDateUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromDateUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromDateUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromDateUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromDateUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromDateUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromDateUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromDateUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromDateUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromDateUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromDateUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromDateUnconvertedDecimalArray(row.decimalArray)
            row.uuidConverted = try convertFromDateUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromDateUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromDateUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromDateUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromDateUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromDateUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromDateUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromDateUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromDateUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromDateUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromDateUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromDateUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromDateUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromDateUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromDateUnconvertedRankArray(row.rankArray)
        }

        // FromUUIDConverted.string, FromUUIDConverted.stringOptional, FromUUIDConverted.stringArray,
        // FromUUIDConverted.stringMadeOptional, FromUUIDConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromUUIDConverted.self, in: context) { row in
            row.stringConverted = try convertFromUUIDConvertedString(row.string)
            row.stringOptionalConverted = try convertFromUUIDConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromUUIDConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromUUIDConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromUUIDConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromUUIDUnconverted.bool, FromUUIDUnconverted.boolOptional, FromUUIDUnconverted.boolArray,
        // FromUUIDUnconverted.boolMadeOptional, FromUUIDUnconverted.boolMadeRequired, FromUUIDUnconverted.int,
        // FromUUIDUnconverted.intOptional, FromUUIDUnconverted.intArray, FromUUIDUnconverted.int8,
        // FromUUIDUnconverted.int8Optional, FromUUIDUnconverted.int8Array, FromUUIDUnconverted.int16,
        // FromUUIDUnconverted.int16Optional, FromUUIDUnconverted.int16Array, FromUUIDUnconverted.int32,
        // FromUUIDUnconverted.int32Optional, FromUUIDUnconverted.int32Array, FromUUIDUnconverted.int64,
        // FromUUIDUnconverted.int64Optional, FromUUIDUnconverted.int64Array, FromUUIDUnconverted.uint8,
        // FromUUIDUnconverted.uint8Optional, FromUUIDUnconverted.uint8Array, FromUUIDUnconverted.uint16,
        // FromUUIDUnconverted.uint16Optional, FromUUIDUnconverted.uint16Array, FromUUIDUnconverted.uint32,
        // FromUUIDUnconverted.uint32Optional, FromUUIDUnconverted.uint32Array, FromUUIDUnconverted.uint64,
        // FromUUIDUnconverted.uint64Optional, FromUUIDUnconverted.uint64Array, FromUUIDUnconverted.double,
        // FromUUIDUnconverted.doubleOptional, FromUUIDUnconverted.doubleArray, FromUUIDUnconverted.float,
        // FromUUIDUnconverted.floatOptional, FromUUIDUnconverted.floatArray, FromUUIDUnconverted.decimal,
        // FromUUIDUnconverted.decimalOptional, FromUUIDUnconverted.decimalArray, FromUUIDUnconverted.date,
        // FromUUIDUnconverted.dateOptional, FromUUIDUnconverted.dateArray, FromUUIDUnconverted.data,
        // FromUUIDUnconverted.dataOptional, FromUUIDUnconverted.dataArray, FromUUIDUnconverted.url,
        // FromUUIDUnconverted.urlOptional, FromUUIDUnconverted.urlArray, FromUUIDUnconverted.letter,
        // FromUUIDUnconverted.letterOptional, FromUUIDUnconverted.letterArray, FromUUIDUnconverted.rank,
        // FromUUIDUnconverted.rankOptional, FromUUIDUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromUUIDUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromUUIDUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromUUIDUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromUUIDUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromUUIDUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromUUIDUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromUUIDUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromUUIDUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromUUIDUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromUUIDUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromUUIDUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromUUIDUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromUUIDUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromUUIDUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromUUIDUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromUUIDUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromUUIDUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromUUIDUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromUUIDUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromUUIDUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromUUIDUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromUUIDUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromUUIDUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromUUIDUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromUUIDUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromUUIDUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromUUIDUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromUUIDUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromUUIDUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromUUIDUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromUUIDUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromUUIDUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromUUIDUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromUUIDUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromUUIDUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromUUIDUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromUUIDUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromUUIDUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromUUIDUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromUUIDUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromUUIDUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromUUIDUnconvertedDecimalArray(row.decimalArray)
            row.dateConverted = try convertFromUUIDUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromUUIDUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromUUIDUnconvertedDateArray(row.dateArray)
            row.dataConverted = try convertFromUUIDUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromUUIDUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromUUIDUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromUUIDUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromUUIDUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromUUIDUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromUUIDUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromUUIDUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromUUIDUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromUUIDUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromUUIDUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromUUIDUnconvertedRankArray(row.rankArray)
        }

        // FromDataConverted.string, FromDataConverted.stringOptional, FromDataConverted.stringArray,
        // FromDataConverted.stringMadeOptional, FromDataConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromDataConverted.self, in: context) { row in
            row.stringConverted = try convertFromDataConvertedString(row.string)
            row.stringOptionalConverted = try convertFromDataConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromDataConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromDataConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromDataConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromDataUnconverted.bool, FromDataUnconverted.boolOptional, FromDataUnconverted.boolArray,
        // FromDataUnconverted.boolMadeOptional, FromDataUnconverted.boolMadeRequired, FromDataUnconverted.int,
        // FromDataUnconverted.intOptional, FromDataUnconverted.intArray, FromDataUnconverted.int8,
        // FromDataUnconverted.int8Optional, FromDataUnconverted.int8Array, FromDataUnconverted.int16,
        // FromDataUnconverted.int16Optional, FromDataUnconverted.int16Array, FromDataUnconverted.int32,
        // FromDataUnconverted.int32Optional, FromDataUnconverted.int32Array, FromDataUnconverted.int64,
        // FromDataUnconverted.int64Optional, FromDataUnconverted.int64Array, FromDataUnconverted.uint8,
        // FromDataUnconverted.uint8Optional, FromDataUnconverted.uint8Array, FromDataUnconverted.uint16,
        // FromDataUnconverted.uint16Optional, FromDataUnconverted.uint16Array, FromDataUnconverted.uint32,
        // FromDataUnconverted.uint32Optional, FromDataUnconverted.uint32Array, FromDataUnconverted.uint64,
        // FromDataUnconverted.uint64Optional, FromDataUnconverted.uint64Array, FromDataUnconverted.double,
        // FromDataUnconverted.doubleOptional, FromDataUnconverted.doubleArray, FromDataUnconverted.float,
        // FromDataUnconverted.floatOptional, FromDataUnconverted.floatArray, FromDataUnconverted.decimal,
        // FromDataUnconverted.decimalOptional, FromDataUnconverted.decimalArray, FromDataUnconverted.date,
        // FromDataUnconverted.dateOptional, FromDataUnconverted.dateArray, FromDataUnconverted.uuid,
        // FromDataUnconverted.uuidOptional, FromDataUnconverted.uuidArray, FromDataUnconverted.url,
        // FromDataUnconverted.urlOptional, FromDataUnconverted.urlArray, FromDataUnconverted.letter,
        // FromDataUnconverted.letterOptional, FromDataUnconverted.letterArray, FromDataUnconverted.rank,
        // FromDataUnconverted.rankOptional, FromDataUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromDataUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromDataUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromDataUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromDataUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromDataUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromDataUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromDataUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromDataUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromDataUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromDataUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromDataUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromDataUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromDataUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromDataUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromDataUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromDataUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromDataUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromDataUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromDataUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromDataUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromDataUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromDataUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromDataUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromDataUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromDataUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromDataUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromDataUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromDataUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromDataUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromDataUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromDataUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromDataUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromDataUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromDataUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromDataUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromDataUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromDataUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromDataUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromDataUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromDataUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromDataUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromDataUnconvertedDecimalArray(row.decimalArray)
            row.dateConverted = try convertFromDataUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromDataUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromDataUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromDataUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromDataUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromDataUnconvertedUuidArray(row.uuidArray)
            row.urlConverted = try convertFromDataUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromDataUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromDataUnconvertedUrlArray(row.urlArray)
            row.letterConverted = try convertFromDataUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromDataUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromDataUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromDataUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromDataUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromDataUnconvertedRankArray(row.rankArray)
        }

        // FromURLConverted.string, FromURLConverted.stringOptional, FromURLConverted.stringArray,
        // FromURLConverted.stringMadeOptional, FromURLConverted.stringMadeRequired: set from the old values.
        try forEach(SchemaV2Converting.FromURLConverted.self, in: context) { row in
            row.stringConverted = try convertFromURLConvertedString(row.string)
            row.stringOptionalConverted = try convertFromURLConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromURLConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromURLConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromURLConvertedStringMadeRequired(row.stringMadeRequired)
        }

        // FromURLUnconverted.bool, FromURLUnconverted.boolOptional, FromURLUnconverted.boolArray,
        // FromURLUnconverted.boolMadeOptional, FromURLUnconverted.boolMadeRequired, FromURLUnconverted.int,
        // FromURLUnconverted.intOptional, FromURLUnconverted.intArray, FromURLUnconverted.int8,
        // FromURLUnconverted.int8Optional, FromURLUnconverted.int8Array, FromURLUnconverted.int16,
        // FromURLUnconverted.int16Optional, FromURLUnconverted.int16Array, FromURLUnconverted.int32,
        // FromURLUnconverted.int32Optional, FromURLUnconverted.int32Array, FromURLUnconverted.int64,
        // FromURLUnconverted.int64Optional, FromURLUnconverted.int64Array, FromURLUnconverted.uint8,
        // FromURLUnconverted.uint8Optional, FromURLUnconverted.uint8Array, FromURLUnconverted.uint16,
        // FromURLUnconverted.uint16Optional, FromURLUnconverted.uint16Array, FromURLUnconverted.uint32,
        // FromURLUnconverted.uint32Optional, FromURLUnconverted.uint32Array, FromURLUnconverted.uint64,
        // FromURLUnconverted.uint64Optional, FromURLUnconverted.uint64Array, FromURLUnconverted.double,
        // FromURLUnconverted.doubleOptional, FromURLUnconverted.doubleArray, FromURLUnconverted.float,
        // FromURLUnconverted.floatOptional, FromURLUnconverted.floatArray, FromURLUnconverted.decimal,
        // FromURLUnconverted.decimalOptional, FromURLUnconverted.decimalArray, FromURLUnconverted.date,
        // FromURLUnconverted.dateOptional, FromURLUnconverted.dateArray, FromURLUnconverted.uuid,
        // FromURLUnconverted.uuidOptional, FromURLUnconverted.uuidArray, FromURLUnconverted.data,
        // FromURLUnconverted.dataOptional, FromURLUnconverted.dataArray, FromURLUnconverted.letter,
        // FromURLUnconverted.letterOptional, FromURLUnconverted.letterArray, FromURLUnconverted.rank,
        // FromURLUnconverted.rankOptional, FromURLUnconverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromURLUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromURLUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromURLUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromURLUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromURLUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromURLUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromURLUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromURLUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromURLUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromURLUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromURLUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromURLUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromURLUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromURLUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromURLUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromURLUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromURLUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromURLUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromURLUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromURLUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromURLUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromURLUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromURLUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromURLUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromURLUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromURLUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromURLUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromURLUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromURLUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromURLUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromURLUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromURLUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromURLUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromURLUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromURLUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromURLUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromURLUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromURLUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromURLUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromURLUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromURLUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromURLUnconvertedDecimalArray(row.decimalArray)
            row.dateConverted = try convertFromURLUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromURLUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromURLUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromURLUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromURLUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromURLUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromURLUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromURLUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromURLUnconvertedDataArray(row.dataArray)
            row.letterConverted = try convertFromURLUnconvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromURLUnconvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromURLUnconvertedLetterArray(row.letterArray)
            row.rankConverted = try convertFromURLUnconvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromURLUnconvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromURLUnconvertedRankArray(row.rankArray)
        }

        // FromLetterConverted.string, FromLetterConverted.stringOptional, FromLetterConverted.stringArray,
        // FromLetterConverted.stringMadeOptional, FromLetterConverted.stringMadeRequired, FromLetterConverted.url,
        // FromLetterConverted.urlOptional, FromLetterConverted.urlArray, FromLetterConverted.rank,
        // FromLetterConverted.rankOptional, FromLetterConverted.rankArray: set from the old values.
        try forEach(SchemaV2Converting.FromLetterConverted.self, in: context) { row in
            row.stringConverted = try convertFromLetterConvertedString(row.string)
            row.stringOptionalConverted = try convertFromLetterConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromLetterConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromLetterConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromLetterConvertedStringMadeRequired(row.stringMadeRequired)
            row.urlConverted = try convertFromLetterConvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromLetterConvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromLetterConvertedUrlArray(row.urlArray)
            row.rankConverted = try convertFromLetterConvertedRank(row.rank)
            row.rankOptionalConverted = try convertFromLetterConvertedRankOptional(row.rankOptional)
            row.rankArrayConverted = try convertFromLetterConvertedRankArray(row.rankArray)
        }

        // FromLetterUnconverted.bool, FromLetterUnconverted.boolOptional, FromLetterUnconverted.boolArray,
        // FromLetterUnconverted.boolMadeOptional, FromLetterUnconverted.boolMadeRequired, FromLetterUnconverted.int,
        // FromLetterUnconverted.intOptional, FromLetterUnconverted.intArray, FromLetterUnconverted.int8,
        // FromLetterUnconverted.int8Optional, FromLetterUnconverted.int8Array, FromLetterUnconverted.int16,
        // FromLetterUnconverted.int16Optional, FromLetterUnconverted.int16Array, FromLetterUnconverted.int32,
        // FromLetterUnconverted.int32Optional, FromLetterUnconverted.int32Array, FromLetterUnconverted.int64,
        // FromLetterUnconverted.int64Optional, FromLetterUnconverted.int64Array, FromLetterUnconverted.uint8,
        // FromLetterUnconverted.uint8Optional, FromLetterUnconverted.uint8Array, FromLetterUnconverted.uint16,
        // FromLetterUnconverted.uint16Optional, FromLetterUnconverted.uint16Array, FromLetterUnconverted.uint32,
        // FromLetterUnconverted.uint32Optional, FromLetterUnconverted.uint32Array, FromLetterUnconverted.uint64,
        // FromLetterUnconverted.uint64Optional, FromLetterUnconverted.uint64Array, FromLetterUnconverted.double,
        // FromLetterUnconverted.doubleOptional, FromLetterUnconverted.doubleArray, FromLetterUnconverted.float,
        // FromLetterUnconverted.floatOptional, FromLetterUnconverted.floatArray, FromLetterUnconverted.decimal,
        // FromLetterUnconverted.decimalOptional, FromLetterUnconverted.decimalArray, FromLetterUnconverted.date,
        // FromLetterUnconverted.dateOptional, FromLetterUnconverted.dateArray, FromLetterUnconverted.uuid,
        // FromLetterUnconverted.uuidOptional, FromLetterUnconverted.uuidArray, FromLetterUnconverted.data,
        // FromLetterUnconverted.dataOptional, FromLetterUnconverted.dataArray: set from the old values.
        try forEach(SchemaV2Converting.FromLetterUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromLetterUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromLetterUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromLetterUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromLetterUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromLetterUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.intConverted = try convertFromLetterUnconvertedInt(row.int)
            row.intOptionalConverted = try convertFromLetterUnconvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromLetterUnconvertedIntArray(row.intArray)
            row.int8Converted = try convertFromLetterUnconvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromLetterUnconvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromLetterUnconvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromLetterUnconvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromLetterUnconvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromLetterUnconvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromLetterUnconvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromLetterUnconvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromLetterUnconvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromLetterUnconvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromLetterUnconvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromLetterUnconvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromLetterUnconvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromLetterUnconvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromLetterUnconvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromLetterUnconvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromLetterUnconvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromLetterUnconvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromLetterUnconvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromLetterUnconvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromLetterUnconvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromLetterUnconvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromLetterUnconvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromLetterUnconvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromLetterUnconvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromLetterUnconvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromLetterUnconvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromLetterUnconvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromLetterUnconvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromLetterUnconvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromLetterUnconvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromLetterUnconvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromLetterUnconvertedDecimalArray(row.decimalArray)
            row.dateConverted = try convertFromLetterUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromLetterUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromLetterUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromLetterUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromLetterUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromLetterUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromLetterUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromLetterUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromLetterUnconvertedDataArray(row.dataArray)
        }

        // FromRankConverted.string, FromRankConverted.stringOptional, FromRankConverted.stringArray,
        // FromRankConverted.stringMadeOptional, FromRankConverted.stringMadeRequired, FromRankConverted.int,
        // FromRankConverted.intOptional, FromRankConverted.intArray, FromRankConverted.int8,
        // FromRankConverted.int8Optional, FromRankConverted.int8Array, FromRankConverted.int16,
        // FromRankConverted.int16Optional, FromRankConverted.int16Array, FromRankConverted.int32,
        // FromRankConverted.int32Optional, FromRankConverted.int32Array, FromRankConverted.int64,
        // FromRankConverted.int64Optional, FromRankConverted.int64Array, FromRankConverted.uint8,
        // FromRankConverted.uint8Optional, FromRankConverted.uint8Array, FromRankConverted.uint16,
        // FromRankConverted.uint16Optional, FromRankConverted.uint16Array, FromRankConverted.uint32,
        // FromRankConverted.uint32Optional, FromRankConverted.uint32Array, FromRankConverted.uint64,
        // FromRankConverted.uint64Optional, FromRankConverted.uint64Array, FromRankConverted.double,
        // FromRankConverted.doubleOptional, FromRankConverted.doubleArray, FromRankConverted.float,
        // FromRankConverted.floatOptional, FromRankConverted.floatArray, FromRankConverted.decimal,
        // FromRankConverted.decimalOptional, FromRankConverted.decimalArray, FromRankConverted.letter,
        // FromRankConverted.letterOptional, FromRankConverted.letterArray: set from the old values.
        try forEach(SchemaV2Converting.FromRankConverted.self, in: context) { row in
            row.stringConverted = try convertFromRankConvertedString(row.string)
            row.stringOptionalConverted = try convertFromRankConvertedStringOptional(row.stringOptional)
            row.stringArrayConverted = try convertFromRankConvertedStringArray(row.stringArray)
            row.stringMadeOptionalConverted = try convertFromRankConvertedStringMadeOptional(row.stringMadeOptional)
            row.stringMadeRequiredConverted = try convertFromRankConvertedStringMadeRequired(row.stringMadeRequired)
            row.intConverted = try convertFromRankConvertedInt(row.int)
            row.intOptionalConverted = try convertFromRankConvertedIntOptional(row.intOptional)
            row.intArrayConverted = try convertFromRankConvertedIntArray(row.intArray)
            row.int8Converted = try convertFromRankConvertedInt8(row.int8)
            row.int8OptionalConverted = try convertFromRankConvertedInt8Optional(row.int8Optional)
            row.int8ArrayConverted = try convertFromRankConvertedInt8Array(row.int8Array)
            row.int16Converted = try convertFromRankConvertedInt16(row.int16)
            row.int16OptionalConverted = try convertFromRankConvertedInt16Optional(row.int16Optional)
            row.int16ArrayConverted = try convertFromRankConvertedInt16Array(row.int16Array)
            row.int32Converted = try convertFromRankConvertedInt32(row.int32)
            row.int32OptionalConverted = try convertFromRankConvertedInt32Optional(row.int32Optional)
            row.int32ArrayConverted = try convertFromRankConvertedInt32Array(row.int32Array)
            row.int64Converted = try convertFromRankConvertedInt64(row.int64)
            row.int64OptionalConverted = try convertFromRankConvertedInt64Optional(row.int64Optional)
            row.int64ArrayConverted = try convertFromRankConvertedInt64Array(row.int64Array)
            row.uint8Converted = try convertFromRankConvertedUint8(row.uint8)
            row.uint8OptionalConverted = try convertFromRankConvertedUint8Optional(row.uint8Optional)
            row.uint8ArrayConverted = try convertFromRankConvertedUint8Array(row.uint8Array)
            row.uint16Converted = try convertFromRankConvertedUint16(row.uint16)
            row.uint16OptionalConverted = try convertFromRankConvertedUint16Optional(row.uint16Optional)
            row.uint16ArrayConverted = try convertFromRankConvertedUint16Array(row.uint16Array)
            row.uint32Converted = try convertFromRankConvertedUint32(row.uint32)
            row.uint32OptionalConverted = try convertFromRankConvertedUint32Optional(row.uint32Optional)
            row.uint32ArrayConverted = try convertFromRankConvertedUint32Array(row.uint32Array)
            row.uint64Converted = try convertFromRankConvertedUint64(row.uint64)
            row.uint64OptionalConverted = try convertFromRankConvertedUint64Optional(row.uint64Optional)
            row.uint64ArrayConverted = try convertFromRankConvertedUint64Array(row.uint64Array)
            row.doubleConverted = try convertFromRankConvertedDouble(row.double)
            row.doubleOptionalConverted = try convertFromRankConvertedDoubleOptional(row.doubleOptional)
            row.doubleArrayConverted = try convertFromRankConvertedDoubleArray(row.doubleArray)
            row.floatConverted = try convertFromRankConvertedFloat(row.float)
            row.floatOptionalConverted = try convertFromRankConvertedFloatOptional(row.floatOptional)
            row.floatArrayConverted = try convertFromRankConvertedFloatArray(row.floatArray)
            row.decimalConverted = try convertFromRankConvertedDecimal(row.decimal)
            row.decimalOptionalConverted = try convertFromRankConvertedDecimalOptional(row.decimalOptional)
            row.decimalArrayConverted = try convertFromRankConvertedDecimalArray(row.decimalArray)
            row.letterConverted = try convertFromRankConvertedLetter(row.letter)
            row.letterOptionalConverted = try convertFromRankConvertedLetterOptional(row.letterOptional)
            row.letterArrayConverted = try convertFromRankConvertedLetterArray(row.letterArray)
        }

        // FromRankUnconverted.bool, FromRankUnconverted.boolOptional, FromRankUnconverted.boolArray,
        // FromRankUnconverted.boolMadeOptional, FromRankUnconverted.boolMadeRequired, FromRankUnconverted.date,
        // FromRankUnconverted.dateOptional, FromRankUnconverted.dateArray, FromRankUnconverted.uuid,
        // FromRankUnconverted.uuidOptional, FromRankUnconverted.uuidArray, FromRankUnconverted.data,
        // FromRankUnconverted.dataOptional, FromRankUnconverted.dataArray, FromRankUnconverted.url,
        // FromRankUnconverted.urlOptional, FromRankUnconverted.urlArray: set from the old values.
        try forEach(SchemaV2Converting.FromRankUnconverted.self, in: context) { row in
            row.boolConverted = try convertFromRankUnconvertedBool(row.bool)
            row.boolOptionalConverted = try convertFromRankUnconvertedBoolOptional(row.boolOptional)
            row.boolArrayConverted = try convertFromRankUnconvertedBoolArray(row.boolArray)
            row.boolMadeOptionalConverted = try convertFromRankUnconvertedBoolMadeOptional(row.boolMadeOptional)
            row.boolMadeRequiredConverted = try convertFromRankUnconvertedBoolMadeRequired(row.boolMadeRequired)
            row.dateConverted = try convertFromRankUnconvertedDate(row.date)
            row.dateOptionalConverted = try convertFromRankUnconvertedDateOptional(row.dateOptional)
            row.dateArrayConverted = try convertFromRankUnconvertedDateArray(row.dateArray)
            row.uuidConverted = try convertFromRankUnconvertedUuid(row.uuid)
            row.uuidOptionalConverted = try convertFromRankUnconvertedUuidOptional(row.uuidOptional)
            row.uuidArrayConverted = try convertFromRankUnconvertedUuidArray(row.uuidArray)
            row.dataConverted = try convertFromRankUnconvertedData(row.data)
            row.dataOptionalConverted = try convertFromRankUnconvertedDataOptional(row.dataOptional)
            row.dataArrayConverted = try convertFromRankUnconvertedDataArray(row.dataArray)
            row.urlConverted = try convertFromRankUnconvertedUrl(row.url)
            row.urlOptionalConverted = try convertFromRankUnconvertedUrlOptional(row.urlOptional)
            row.urlArrayConverted = try convertFromRankUnconvertedUrlArray(row.urlArray)
        }
    }

    /// FromStringConverted.bool: String -> Bool.
    private static func convertFromStringConvertedBool(_ old: String) throws -> Bool {
        if let value = Bool(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.bool: convert \(old) to Bool in convertFromStringConvertedBool"
        )
    }

    /// FromStringConverted.boolOptional: String? -> Bool?.
    private static func convertFromStringConvertedBoolOptional(_ old: String?) throws -> Bool? {
        guard let old else { return nil }
        if let value = Bool(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.boolOptional: convert \(old) to Bool in convertFromStringConvertedBoolOptional"
        )
    }

    /// FromStringConverted.boolArray: [String] -> [Bool].
    private static func convertFromStringConvertedBoolArray(_ old: [String]) throws -> [Bool] {
        func element(_ old: String) throws -> Bool {
            if let value = Bool(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.boolArray: convert \(old) to Bool in convertFromStringConvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.boolMadeOptional: String -> Bool?.
    private static func convertFromStringConvertedBoolMadeOptional(_ old: String) throws -> Bool? {
        if let value = Bool(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.boolMadeOptional: convert \(old) to Bool in convertFromStringConvertedBoolMadeOptional"
        )
    }

    /// FromStringConverted.boolMadeRequired: String? -> Bool.
    private static func convertFromStringConvertedBoolMadeRequired(_ old: String?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromStringConverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromStringConvertedBoolMadeRequired"
            )
        }
        if let value = Bool(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.boolMadeRequired: convert \(old) to Bool in convertFromStringConvertedBoolMadeRequired"
        )
    }

    /// FromStringConverted.int: String -> Int.
    private static func convertFromStringConvertedInt(_ old: String) throws -> Int {
        if let value = Int(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int: convert \(old) to Int in convertFromStringConvertedInt"
        )
    }

    /// FromStringConverted.intOptional: String? -> Int?.
    private static func convertFromStringConvertedIntOptional(_ old: String?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.intOptional: convert \(old) to Int in convertFromStringConvertedIntOptional"
        )
    }

    /// FromStringConverted.intArray: [String] -> [Int].
    private static func convertFromStringConvertedIntArray(_ old: [String]) throws -> [Int] {
        func element(_ old: String) throws -> Int {
            if let value = Int(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.intArray: convert \(old) to Int in convertFromStringConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.int8: String -> Int8.
    private static func convertFromStringConvertedInt8(_ old: String) throws -> Int8 {
        if let value = Int8(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int8: convert \(old) to Int8 in convertFromStringConvertedInt8"
        )
    }

    /// FromStringConverted.int8Optional: String? -> Int8?.
    private static func convertFromStringConvertedInt8Optional(_ old: String?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int8Optional: convert \(old) to Int8 in convertFromStringConvertedInt8Optional"
        )
    }

    /// FromStringConverted.int8Array: [String] -> [Int8].
    private static func convertFromStringConvertedInt8Array(_ old: [String]) throws -> [Int8] {
        func element(_ old: String) throws -> Int8 {
            if let value = Int8(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.int8Array: convert \(old) to Int8 in convertFromStringConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.int16: String -> Int16.
    private static func convertFromStringConvertedInt16(_ old: String) throws -> Int16 {
        if let value = Int16(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int16: convert \(old) to Int16 in convertFromStringConvertedInt16"
        )
    }

    /// FromStringConverted.int16Optional: String? -> Int16?.
    private static func convertFromStringConvertedInt16Optional(_ old: String?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int16Optional: convert \(old) to Int16 in convertFromStringConvertedInt16Optional"
        )
    }

    /// FromStringConverted.int16Array: [String] -> [Int16].
    private static func convertFromStringConvertedInt16Array(_ old: [String]) throws -> [Int16] {
        func element(_ old: String) throws -> Int16 {
            if let value = Int16(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.int16Array: convert \(old) to Int16 in convertFromStringConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.int32: String -> Int32.
    private static func convertFromStringConvertedInt32(_ old: String) throws -> Int32 {
        if let value = Int32(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int32: convert \(old) to Int32 in convertFromStringConvertedInt32"
        )
    }

    /// FromStringConverted.int32Optional: String? -> Int32?.
    private static func convertFromStringConvertedInt32Optional(_ old: String?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int32Optional: convert \(old) to Int32 in convertFromStringConvertedInt32Optional"
        )
    }

    /// FromStringConverted.int32Array: [String] -> [Int32].
    private static func convertFromStringConvertedInt32Array(_ old: [String]) throws -> [Int32] {
        func element(_ old: String) throws -> Int32 {
            if let value = Int32(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.int32Array: convert \(old) to Int32 in convertFromStringConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.int64: String -> Int64.
    private static func convertFromStringConvertedInt64(_ old: String) throws -> Int64 {
        if let value = Int64(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int64: convert \(old) to Int64 in convertFromStringConvertedInt64"
        )
    }

    /// FromStringConverted.int64Optional: String? -> Int64?.
    private static func convertFromStringConvertedInt64Optional(_ old: String?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.int64Optional: convert \(old) to Int64 in convertFromStringConvertedInt64Optional"
        )
    }

    /// FromStringConverted.int64Array: [String] -> [Int64].
    private static func convertFromStringConvertedInt64Array(_ old: [String]) throws -> [Int64] {
        func element(_ old: String) throws -> Int64 {
            if let value = Int64(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.int64Array: convert \(old) to Int64 in convertFromStringConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.uint8: String -> UInt8.
    private static func convertFromStringConvertedUint8(_ old: String) throws -> UInt8 {
        if let value = UInt8(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint8: convert \(old) to UInt8 in convertFromStringConvertedUint8"
        )
    }

    /// FromStringConverted.uint8Optional: String? -> UInt8?.
    private static func convertFromStringConvertedUint8Optional(_ old: String?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint8Optional: convert \(old) to UInt8 in convertFromStringConvertedUint8Optional"
        )
    }

    /// FromStringConverted.uint8Array: [String] -> [UInt8].
    private static func convertFromStringConvertedUint8Array(_ old: [String]) throws -> [UInt8] {
        func element(_ old: String) throws -> UInt8 {
            if let value = UInt8(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.uint8Array: convert \(old) to UInt8 in convertFromStringConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.uint16: String -> UInt16.
    private static func convertFromStringConvertedUint16(_ old: String) throws -> UInt16 {
        if let value = UInt16(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint16: convert \(old) to UInt16 in convertFromStringConvertedUint16"
        )
    }

    /// FromStringConverted.uint16Optional: String? -> UInt16?.
    private static func convertFromStringConvertedUint16Optional(_ old: String?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint16Optional: convert \(old) to UInt16 in convertFromStringConvertedUint16Optional"
        )
    }

    /// FromStringConverted.uint16Array: [String] -> [UInt16].
    private static func convertFromStringConvertedUint16Array(_ old: [String]) throws -> [UInt16] {
        func element(_ old: String) throws -> UInt16 {
            if let value = UInt16(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.uint16Array: convert \(old) to UInt16 in convertFromStringConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.uint32: String -> UInt32.
    private static func convertFromStringConvertedUint32(_ old: String) throws -> UInt32 {
        if let value = UInt32(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint32: convert \(old) to UInt32 in convertFromStringConvertedUint32"
        )
    }

    /// FromStringConverted.uint32Optional: String? -> UInt32?.
    private static func convertFromStringConvertedUint32Optional(_ old: String?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint32Optional: convert \(old) to UInt32 in convertFromStringConvertedUint32Optional"
        )
    }

    /// FromStringConverted.uint32Array: [String] -> [UInt32].
    private static func convertFromStringConvertedUint32Array(_ old: [String]) throws -> [UInt32] {
        func element(_ old: String) throws -> UInt32 {
            if let value = UInt32(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.uint32Array: convert \(old) to UInt32 in convertFromStringConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.uint64: String -> UInt64.
    private static func convertFromStringConvertedUint64(_ old: String) throws -> UInt64 {
        if let value = UInt64(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint64: convert \(old) to UInt64 in convertFromStringConvertedUint64"
        )
    }

    /// FromStringConverted.uint64Optional: String? -> UInt64?.
    private static func convertFromStringConvertedUint64Optional(_ old: String?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uint64Optional: convert \(old) to UInt64 in convertFromStringConvertedUint64Optional"
        )
    }

    /// FromStringConverted.uint64Array: [String] -> [UInt64].
    private static func convertFromStringConvertedUint64Array(_ old: [String]) throws -> [UInt64] {
        func element(_ old: String) throws -> UInt64 {
            if let value = UInt64(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.uint64Array: convert \(old) to UInt64 in convertFromStringConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.double: String -> Double.
    private static func convertFromStringConvertedDouble(_ old: String) throws -> Double {
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.double: convert \(old) to Double in convertFromStringConvertedDouble"
        )
    }

    /// FromStringConverted.doubleOptional: String? -> Double?.
    private static func convertFromStringConvertedDoubleOptional(_ old: String?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.doubleOptional: convert \(old) to Double in convertFromStringConvertedDoubleOptional"
        )
    }

    /// FromStringConverted.doubleArray: [String] -> [Double].
    private static func convertFromStringConvertedDoubleArray(_ old: [String]) throws -> [Double] {
        func element(_ old: String) throws -> Double {
            if let value = Double(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.doubleArray: convert \(old) to Double in convertFromStringConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.float: String -> Float.
    private static func convertFromStringConvertedFloat(_ old: String) throws -> Float {
        if let value = Float(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.float: convert \(old) to Float in convertFromStringConvertedFloat"
        )
    }

    /// FromStringConverted.floatOptional: String? -> Float?.
    private static func convertFromStringConvertedFloatOptional(_ old: String?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.floatOptional: convert \(old) to Float in convertFromStringConvertedFloatOptional"
        )
    }

    /// FromStringConverted.floatArray: [String] -> [Float].
    private static func convertFromStringConvertedFloatArray(_ old: [String]) throws -> [Float] {
        func element(_ old: String) throws -> Float {
            if let value = Float(old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.floatArray: convert \(old) to Float in convertFromStringConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.decimal: String -> Decimal.
    private static func convertFromStringConvertedDecimal(_ old: String) throws -> Decimal {
        if let value = Decimal(string: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.decimal: convert \(old) to Decimal in convertFromStringConvertedDecimal"
        )
    }

    /// FromStringConverted.decimalOptional: String? -> Decimal?.
    private static func convertFromStringConvertedDecimalOptional(_ old: String?) throws -> Decimal? {
        guard let old else { return nil }
        if let value = Decimal(string: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromStringConvertedDecimalOptional"
        )
    }

    /// FromStringConverted.decimalArray: [String] -> [Decimal].
    private static func convertFromStringConvertedDecimalArray(_ old: [String]) throws -> [Decimal] {
        func element(_ old: String) throws -> Decimal {
            if let value = Decimal(string: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.decimalArray: convert \(old) to Decimal in convertFromStringConvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.uuid: String -> UUID.
    private static func convertFromStringConvertedUuid(_ old: String) throws -> UUID {
        if let value = UUID(uuidString: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uuid: convert \(old) to UUID in convertFromStringConvertedUuid"
        )
    }

    /// FromStringConverted.uuidOptional: String? -> UUID?.
    private static func convertFromStringConvertedUuidOptional(_ old: String?) throws -> UUID? {
        guard let old else { return nil }
        if let value = UUID(uuidString: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.uuidOptional: convert \(old) to UUID in convertFromStringConvertedUuidOptional"
        )
    }

    /// FromStringConverted.uuidArray: [String] -> [UUID].
    private static func convertFromStringConvertedUuidArray(_ old: [String]) throws -> [UUID] {
        func element(_ old: String) throws -> UUID {
            if let value = UUID(uuidString: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.uuidArray: convert \(old) to UUID in convertFromStringConvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.url: String -> URL.
    private static func convertFromStringConvertedUrl(_ old: String) throws -> URL {
        if let value = URL(string: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.url: convert \(old) to URL in convertFromStringConvertedUrl"
        )
    }

    /// FromStringConverted.urlOptional: String? -> URL?.
    private static func convertFromStringConvertedUrlOptional(_ old: String?) throws -> URL? {
        guard let old else { return nil }
        if let value = URL(string: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.urlOptional: convert \(old) to URL in convertFromStringConvertedUrlOptional"
        )
    }

    /// FromStringConverted.urlArray: [String] -> [URL].
    private static func convertFromStringConvertedUrlArray(_ old: [String]) throws -> [URL] {
        func element(_ old: String) throws -> URL {
            if let value = URL(string: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.urlArray: convert \(old) to URL in convertFromStringConvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.letter: String -> Letter.
    private static func convertFromStringConvertedLetter(_ old: String) throws -> SchemaV2Converting.Letter {
        if let value = SchemaV2Converting.Letter(rawValue: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.letter: convert \(old) to Letter in convertFromStringConvertedLetter"
        )
    }

    /// FromStringConverted.letterOptional: String? -> Letter?.
    private static func convertFromStringConvertedLetterOptional(_ old: String?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let value = SchemaV2Converting.Letter(rawValue: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.letterOptional: convert \(old) to Letter in convertFromStringConvertedLetterOptional"
        )
    }

    /// FromStringConverted.letterArray: [String] -> [Letter].
    private static func convertFromStringConvertedLetterArray(_ old: [String]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: String) throws -> SchemaV2Converting.Letter {
            if let value = SchemaV2Converting.Letter(rawValue: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.letterArray: convert \(old) to Letter in convertFromStringConvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringConverted.rank: String -> Rank.
    private static func convertFromStringConvertedRank(_ old: String) throws -> SchemaV2Converting.Rank {
        if let raw = Int(old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.rank: convert \(old) to Rank in convertFromStringConvertedRank"
        )
    }

    /// FromStringConverted.rankOptional: String? -> Rank?.
    private static func convertFromStringConvertedRankOptional(_ old: String?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromStringConverted.rankOptional: convert \(old) to Rank in convertFromStringConvertedRankOptional"
        )
    }

    /// FromStringConverted.rankArray: [String] -> [Rank].
    private static func convertFromStringConvertedRankArray(_ old: [String]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: String) throws -> SchemaV2Converting.Rank {
            if let raw = Int(old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromStringConverted.rankArray: convert \(old) to Rank in convertFromStringConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringUnconverted.date: String -> Date.
    private static func convertFromStringUnconvertedDate(_ old: String) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.date: convert \(old) to Date in convertFromStringUnconvertedDate"
        )
    }

    /// FromStringUnconverted.dateOptional: String? -> Date?.
    private static func convertFromStringUnconvertedDateOptional(_ old: String?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.dateOptional: convert \(old) to Date in convertFromStringUnconvertedDateOptional"
        )
    }

    /// FromStringUnconverted.dateArray: [String] -> [Date].
    private static func convertFromStringUnconvertedDateArray(_ old: [String]) throws -> [Date] {
        func element(_ old: String) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromStringUnconverted.dateArray: convert \(old) to Date in convertFromStringUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromStringUnconverted.dateMadeOptional: String -> Date?.
    private static func convertFromStringUnconvertedDateMadeOptional(_ old: String) throws -> Date? {
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.dateMadeOptional: convert \(old) to Date in "
                + "convertFromStringUnconvertedDateMadeOptional"
        )
    }

    /// FromStringUnconverted.dateMadeRequired: String? -> Date.
    private static func convertFromStringUnconvertedDateMadeRequired(_ old: String?) throws -> Date {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromStringUnconverted.dateMadeRequired was nil in a row; choose its value in "
                    + "convertFromStringUnconvertedDateMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.dateMadeRequired: convert \(old) to Date in "
                + "convertFromStringUnconvertedDateMadeRequired"
        )
    }

    /// FromStringUnconverted.data: String -> Data.
    private static func convertFromStringUnconvertedData(_ old: String) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.data: convert \(old) to Data in convertFromStringUnconvertedData"
        )
    }

    /// FromStringUnconverted.dataOptional: String? -> Data?.
    private static func convertFromStringUnconvertedDataOptional(_ old: String?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromStringUnconverted.dataOptional: convert \(old) to Data in convertFromStringUnconvertedDataOptional"
        )
    }

    /// FromStringUnconverted.dataArray: [String] -> [Data].
    private static func convertFromStringUnconvertedDataArray(_ old: [String]) throws -> [Data] {
        func element(_ old: String) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromStringUnconverted.dataArray: convert \(old) to Data in convertFromStringUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolConverted.string: Bool -> String.
    private static func convertFromBoolConvertedString(_ old: Bool) throws -> String {
        return String(describing: old)
    }

    /// FromBoolConverted.stringOptional: Bool? -> String?.
    private static func convertFromBoolConvertedStringOptional(_ old: Bool?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromBoolConverted.stringArray: [Bool] -> [String].
    private static func convertFromBoolConvertedStringArray(_ old: [Bool]) throws -> [String] {
        func element(_ old: Bool) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromBoolConverted.stringMadeOptional: Bool -> String?.
    private static func convertFromBoolConvertedStringMadeOptional(_ old: Bool) throws -> String? {
        return String(describing: old)
    }

    /// FromBoolConverted.stringMadeRequired: Bool? -> String.
    private static func convertFromBoolConvertedStringMadeRequired(_ old: Bool?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromBoolConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromBoolConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromBoolUnconverted.int: Bool -> Int.
    private static func convertFromBoolUnconvertedInt(_ old: Bool) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int: convert \(old) to Int in convertFromBoolUnconvertedInt"
        )
    }

    /// FromBoolUnconverted.intOptional: Bool? -> Int?.
    private static func convertFromBoolUnconvertedIntOptional(_ old: Bool?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.intOptional: convert \(old) to Int in convertFromBoolUnconvertedIntOptional"
        )
    }

    /// FromBoolUnconverted.intArray: [Bool] -> [Int].
    private static func convertFromBoolUnconvertedIntArray(_ old: [Bool]) throws -> [Int] {
        func element(_ old: Bool) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.intArray: convert \(old) to Int in convertFromBoolUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.intMadeOptional: Bool -> Int?.
    private static func convertFromBoolUnconvertedIntMadeOptional(_ old: Bool) throws -> Int? {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.intMadeOptional: convert \(old) to Int in convertFromBoolUnconvertedIntMadeOptional"
        )
    }

    /// FromBoolUnconverted.intMadeRequired: Bool? -> Int.
    private static func convertFromBoolUnconvertedIntMadeRequired(_ old: Bool?) throws -> Int {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.intMadeRequired was nil in a row; choose its value in "
                    + "convertFromBoolUnconvertedIntMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.intMadeRequired: convert \(old) to Int in convertFromBoolUnconvertedIntMadeRequired"
        )
    }

    /// FromBoolUnconverted.int8: Bool -> Int8.
    private static func convertFromBoolUnconvertedInt8(_ old: Bool) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int8: convert \(old) to Int8 in convertFromBoolUnconvertedInt8"
        )
    }

    /// FromBoolUnconverted.int8Optional: Bool? -> Int8?.
    private static func convertFromBoolUnconvertedInt8Optional(_ old: Bool?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int8Optional: convert \(old) to Int8 in convertFromBoolUnconvertedInt8Optional"
        )
    }

    /// FromBoolUnconverted.int8Array: [Bool] -> [Int8].
    private static func convertFromBoolUnconvertedInt8Array(_ old: [Bool]) throws -> [Int8] {
        func element(_ old: Bool) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.int8Array: convert \(old) to Int8 in convertFromBoolUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.int16: Bool -> Int16.
    private static func convertFromBoolUnconvertedInt16(_ old: Bool) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int16: convert \(old) to Int16 in convertFromBoolUnconvertedInt16"
        )
    }

    /// FromBoolUnconverted.int16Optional: Bool? -> Int16?.
    private static func convertFromBoolUnconvertedInt16Optional(_ old: Bool?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int16Optional: convert \(old) to Int16 in convertFromBoolUnconvertedInt16Optional"
        )
    }

    /// FromBoolUnconverted.int16Array: [Bool] -> [Int16].
    private static func convertFromBoolUnconvertedInt16Array(_ old: [Bool]) throws -> [Int16] {
        func element(_ old: Bool) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.int16Array: convert \(old) to Int16 in convertFromBoolUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.int32: Bool -> Int32.
    private static func convertFromBoolUnconvertedInt32(_ old: Bool) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int32: convert \(old) to Int32 in convertFromBoolUnconvertedInt32"
        )
    }

    /// FromBoolUnconverted.int32Optional: Bool? -> Int32?.
    private static func convertFromBoolUnconvertedInt32Optional(_ old: Bool?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int32Optional: convert \(old) to Int32 in convertFromBoolUnconvertedInt32Optional"
        )
    }

    /// FromBoolUnconverted.int32Array: [Bool] -> [Int32].
    private static func convertFromBoolUnconvertedInt32Array(_ old: [Bool]) throws -> [Int32] {
        func element(_ old: Bool) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.int32Array: convert \(old) to Int32 in convertFromBoolUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.int64: Bool -> Int64.
    private static func convertFromBoolUnconvertedInt64(_ old: Bool) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int64: convert \(old) to Int64 in convertFromBoolUnconvertedInt64"
        )
    }

    /// FromBoolUnconverted.int64Optional: Bool? -> Int64?.
    private static func convertFromBoolUnconvertedInt64Optional(_ old: Bool?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.int64Optional: convert \(old) to Int64 in convertFromBoolUnconvertedInt64Optional"
        )
    }

    /// FromBoolUnconverted.int64Array: [Bool] -> [Int64].
    private static func convertFromBoolUnconvertedInt64Array(_ old: [Bool]) throws -> [Int64] {
        func element(_ old: Bool) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.int64Array: convert \(old) to Int64 in convertFromBoolUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.uint8: Bool -> UInt8.
    private static func convertFromBoolUnconvertedUint8(_ old: Bool) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint8: convert \(old) to UInt8 in convertFromBoolUnconvertedUint8"
        )
    }

    /// FromBoolUnconverted.uint8Optional: Bool? -> UInt8?.
    private static func convertFromBoolUnconvertedUint8Optional(_ old: Bool?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromBoolUnconvertedUint8Optional"
        )
    }

    /// FromBoolUnconverted.uint8Array: [Bool] -> [UInt8].
    private static func convertFromBoolUnconvertedUint8Array(_ old: [Bool]) throws -> [UInt8] {
        func element(_ old: Bool) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.uint8Array: convert \(old) to UInt8 in convertFromBoolUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.uint16: Bool -> UInt16.
    private static func convertFromBoolUnconvertedUint16(_ old: Bool) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint16: convert \(old) to UInt16 in convertFromBoolUnconvertedUint16"
        )
    }

    /// FromBoolUnconverted.uint16Optional: Bool? -> UInt16?.
    private static func convertFromBoolUnconvertedUint16Optional(_ old: Bool?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint16Optional: convert \(old) to UInt16 in convertFromBoolUnconvertedUint16Optional"
        )
    }

    /// FromBoolUnconverted.uint16Array: [Bool] -> [UInt16].
    private static func convertFromBoolUnconvertedUint16Array(_ old: [Bool]) throws -> [UInt16] {
        func element(_ old: Bool) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.uint16Array: convert \(old) to UInt16 in convertFromBoolUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.uint32: Bool -> UInt32.
    private static func convertFromBoolUnconvertedUint32(_ old: Bool) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint32: convert \(old) to UInt32 in convertFromBoolUnconvertedUint32"
        )
    }

    /// FromBoolUnconverted.uint32Optional: Bool? -> UInt32?.
    private static func convertFromBoolUnconvertedUint32Optional(_ old: Bool?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint32Optional: convert \(old) to UInt32 in convertFromBoolUnconvertedUint32Optional"
        )
    }

    /// FromBoolUnconverted.uint32Array: [Bool] -> [UInt32].
    private static func convertFromBoolUnconvertedUint32Array(_ old: [Bool]) throws -> [UInt32] {
        func element(_ old: Bool) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.uint32Array: convert \(old) to UInt32 in convertFromBoolUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.uint64: Bool -> UInt64.
    private static func convertFromBoolUnconvertedUint64(_ old: Bool) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint64: convert \(old) to UInt64 in convertFromBoolUnconvertedUint64"
        )
    }

    /// FromBoolUnconverted.uint64Optional: Bool? -> UInt64?.
    private static func convertFromBoolUnconvertedUint64Optional(_ old: Bool?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uint64Optional: convert \(old) to UInt64 in convertFromBoolUnconvertedUint64Optional"
        )
    }

    /// FromBoolUnconverted.uint64Array: [Bool] -> [UInt64].
    private static func convertFromBoolUnconvertedUint64Array(_ old: [Bool]) throws -> [UInt64] {
        func element(_ old: Bool) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.uint64Array: convert \(old) to UInt64 in convertFromBoolUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.double: Bool -> Double.
    private static func convertFromBoolUnconvertedDouble(_ old: Bool) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.double: convert \(old) to Double in convertFromBoolUnconvertedDouble"
        )
    }

    /// FromBoolUnconverted.doubleOptional: Bool? -> Double?.
    private static func convertFromBoolUnconvertedDoubleOptional(_ old: Bool?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.doubleOptional: convert \(old) to Double in convertFromBoolUnconvertedDoubleOptional"
        )
    }

    /// FromBoolUnconverted.doubleArray: [Bool] -> [Double].
    private static func convertFromBoolUnconvertedDoubleArray(_ old: [Bool]) throws -> [Double] {
        func element(_ old: Bool) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.doubleArray: convert \(old) to Double in convertFromBoolUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.float: Bool -> Float.
    private static func convertFromBoolUnconvertedFloat(_ old: Bool) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.float: convert \(old) to Float in convertFromBoolUnconvertedFloat"
        )
    }

    /// FromBoolUnconverted.floatOptional: Bool? -> Float?.
    private static func convertFromBoolUnconvertedFloatOptional(_ old: Bool?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.floatOptional: convert \(old) to Float in convertFromBoolUnconvertedFloatOptional"
        )
    }

    /// FromBoolUnconverted.floatArray: [Bool] -> [Float].
    private static func convertFromBoolUnconvertedFloatArray(_ old: [Bool]) throws -> [Float] {
        func element(_ old: Bool) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.floatArray: convert \(old) to Float in convertFromBoolUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.decimal: Bool -> Decimal.
    private static func convertFromBoolUnconvertedDecimal(_ old: Bool) throws -> Decimal {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.decimal: convert \(old) to Decimal in convertFromBoolUnconvertedDecimal"
        )
    }

    /// FromBoolUnconverted.decimalOptional: Bool? -> Decimal?.
    private static func convertFromBoolUnconvertedDecimalOptional(_ old: Bool?) throws -> Decimal? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromBoolUnconvertedDecimalOptional"
        )
    }

    /// FromBoolUnconverted.decimalArray: [Bool] -> [Decimal].
    private static func convertFromBoolUnconvertedDecimalArray(_ old: [Bool]) throws -> [Decimal] {
        func element(_ old: Bool) throws -> Decimal {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.decimalArray: convert \(old) to Decimal in convertFromBoolUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.date: Bool -> Date.
    private static func convertFromBoolUnconvertedDate(_ old: Bool) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.date: convert \(old) to Date in convertFromBoolUnconvertedDate"
        )
    }

    /// FromBoolUnconverted.dateOptional: Bool? -> Date?.
    private static func convertFromBoolUnconvertedDateOptional(_ old: Bool?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.dateOptional: convert \(old) to Date in convertFromBoolUnconvertedDateOptional"
        )
    }

    /// FromBoolUnconverted.dateArray: [Bool] -> [Date].
    private static func convertFromBoolUnconvertedDateArray(_ old: [Bool]) throws -> [Date] {
        func element(_ old: Bool) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.dateArray: convert \(old) to Date in convertFromBoolUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.uuid: Bool -> UUID.
    private static func convertFromBoolUnconvertedUuid(_ old: Bool) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uuid: convert \(old) to UUID in convertFromBoolUnconvertedUuid"
        )
    }

    /// FromBoolUnconverted.uuidOptional: Bool? -> UUID?.
    private static func convertFromBoolUnconvertedUuidOptional(_ old: Bool?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.uuidOptional: convert \(old) to UUID in convertFromBoolUnconvertedUuidOptional"
        )
    }

    /// FromBoolUnconverted.uuidArray: [Bool] -> [UUID].
    private static func convertFromBoolUnconvertedUuidArray(_ old: [Bool]) throws -> [UUID] {
        func element(_ old: Bool) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.uuidArray: convert \(old) to UUID in convertFromBoolUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.data: Bool -> Data.
    private static func convertFromBoolUnconvertedData(_ old: Bool) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.data: convert \(old) to Data in convertFromBoolUnconvertedData"
        )
    }

    /// FromBoolUnconverted.dataOptional: Bool? -> Data?.
    private static func convertFromBoolUnconvertedDataOptional(_ old: Bool?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.dataOptional: convert \(old) to Data in convertFromBoolUnconvertedDataOptional"
        )
    }

    /// FromBoolUnconverted.dataArray: [Bool] -> [Data].
    private static func convertFromBoolUnconvertedDataArray(_ old: [Bool]) throws -> [Data] {
        func element(_ old: Bool) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.dataArray: convert \(old) to Data in convertFromBoolUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.url: Bool -> URL.
    private static func convertFromBoolUnconvertedUrl(_ old: Bool) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.url: convert \(old) to URL in convertFromBoolUnconvertedUrl"
        )
    }

    /// FromBoolUnconverted.urlOptional: Bool? -> URL?.
    private static func convertFromBoolUnconvertedUrlOptional(_ old: Bool?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.urlOptional: convert \(old) to URL in convertFromBoolUnconvertedUrlOptional"
        )
    }

    /// FromBoolUnconverted.urlArray: [Bool] -> [URL].
    private static func convertFromBoolUnconvertedUrlArray(_ old: [Bool]) throws -> [URL] {
        func element(_ old: Bool) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.urlArray: convert \(old) to URL in convertFromBoolUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.letter: Bool -> Letter.
    private static func convertFromBoolUnconvertedLetter(_ old: Bool) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.letter: convert \(old) to Letter in convertFromBoolUnconvertedLetter"
        )
    }

    /// FromBoolUnconverted.letterOptional: Bool? -> Letter?.
    private static func convertFromBoolUnconvertedLetterOptional(_ old: Bool?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.letterOptional: convert \(old) to Letter in convertFromBoolUnconvertedLetterOptional"
        )
    }

    /// FromBoolUnconverted.letterArray: [Bool] -> [Letter].
    private static func convertFromBoolUnconvertedLetterArray(_ old: [Bool]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Bool) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.letterArray: convert \(old) to Letter in convertFromBoolUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromBoolUnconverted.rank: Bool -> Rank.
    private static func convertFromBoolUnconvertedRank(_ old: Bool) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.rank: convert \(old) to Rank in convertFromBoolUnconvertedRank"
        )
    }

    /// FromBoolUnconverted.rankOptional: Bool? -> Rank?.
    private static func convertFromBoolUnconvertedRankOptional(_ old: Bool?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromBoolUnconverted.rankOptional: convert \(old) to Rank in convertFromBoolUnconvertedRankOptional"
        )
    }

    /// FromBoolUnconverted.rankArray: [Bool] -> [Rank].
    private static func convertFromBoolUnconvertedRankArray(_ old: [Bool]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Bool) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromBoolUnconverted.rankArray: convert \(old) to Rank in convertFromBoolUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.string: Int -> String.
    private static func convertFromIntConvertedString(_ old: Int) throws -> String {
        return String(describing: old)
    }

    /// FromIntConverted.stringOptional: Int? -> String?.
    private static func convertFromIntConvertedStringOptional(_ old: Int?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromIntConverted.stringArray: [Int] -> [String].
    private static func convertFromIntConvertedStringArray(_ old: [Int]) throws -> [String] {
        func element(_ old: Int) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromIntConverted.stringMadeOptional: Int -> String?.
    private static func convertFromIntConvertedStringMadeOptional(_ old: Int) throws -> String? {
        return String(describing: old)
    }

    /// FromIntConverted.stringMadeRequired: Int? -> String.
    private static func convertFromIntConvertedStringMadeRequired(_ old: Int?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromIntConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromIntConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromIntConverted.int8: Int -> Int8.
    private static func convertFromIntConvertedInt8(_ old: Int) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int8: convert \(old) to Int8 in convertFromIntConvertedInt8"
        )
    }

    /// FromIntConverted.int8Optional: Int? -> Int8?.
    private static func convertFromIntConvertedInt8Optional(_ old: Int?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int8Optional: convert \(old) to Int8 in convertFromIntConvertedInt8Optional"
        )
    }

    /// FromIntConverted.int8Array: [Int] -> [Int8].
    private static func convertFromIntConvertedInt8Array(_ old: [Int]) throws -> [Int8] {
        func element(_ old: Int) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.int8Array: convert \(old) to Int8 in convertFromIntConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.int16: Int -> Int16.
    private static func convertFromIntConvertedInt16(_ old: Int) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int16: convert \(old) to Int16 in convertFromIntConvertedInt16"
        )
    }

    /// FromIntConverted.int16Optional: Int? -> Int16?.
    private static func convertFromIntConvertedInt16Optional(_ old: Int?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int16Optional: convert \(old) to Int16 in convertFromIntConvertedInt16Optional"
        )
    }

    /// FromIntConverted.int16Array: [Int] -> [Int16].
    private static func convertFromIntConvertedInt16Array(_ old: [Int]) throws -> [Int16] {
        func element(_ old: Int) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.int16Array: convert \(old) to Int16 in convertFromIntConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.int32: Int -> Int32.
    private static func convertFromIntConvertedInt32(_ old: Int) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int32: convert \(old) to Int32 in convertFromIntConvertedInt32"
        )
    }

    /// FromIntConverted.int32Optional: Int? -> Int32?.
    private static func convertFromIntConvertedInt32Optional(_ old: Int?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.int32Optional: convert \(old) to Int32 in convertFromIntConvertedInt32Optional"
        )
    }

    /// FromIntConverted.int32Array: [Int] -> [Int32].
    private static func convertFromIntConvertedInt32Array(_ old: [Int]) throws -> [Int32] {
        func element(_ old: Int) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.int32Array: convert \(old) to Int32 in convertFromIntConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.uint8: Int -> UInt8.
    private static func convertFromIntConvertedUint8(_ old: Int) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint8: convert \(old) to UInt8 in convertFromIntConvertedUint8"
        )
    }

    /// FromIntConverted.uint8Optional: Int? -> UInt8?.
    private static func convertFromIntConvertedUint8Optional(_ old: Int?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint8Optional: convert \(old) to UInt8 in convertFromIntConvertedUint8Optional"
        )
    }

    /// FromIntConverted.uint8Array: [Int] -> [UInt8].
    private static func convertFromIntConvertedUint8Array(_ old: [Int]) throws -> [UInt8] {
        func element(_ old: Int) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.uint8Array: convert \(old) to UInt8 in convertFromIntConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.uint16: Int -> UInt16.
    private static func convertFromIntConvertedUint16(_ old: Int) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint16: convert \(old) to UInt16 in convertFromIntConvertedUint16"
        )
    }

    /// FromIntConverted.uint16Optional: Int? -> UInt16?.
    private static func convertFromIntConvertedUint16Optional(_ old: Int?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint16Optional: convert \(old) to UInt16 in convertFromIntConvertedUint16Optional"
        )
    }

    /// FromIntConverted.uint16Array: [Int] -> [UInt16].
    private static func convertFromIntConvertedUint16Array(_ old: [Int]) throws -> [UInt16] {
        func element(_ old: Int) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.uint16Array: convert \(old) to UInt16 in convertFromIntConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.uint32: Int -> UInt32.
    private static func convertFromIntConvertedUint32(_ old: Int) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint32: convert \(old) to UInt32 in convertFromIntConvertedUint32"
        )
    }

    /// FromIntConverted.uint32Optional: Int? -> UInt32?.
    private static func convertFromIntConvertedUint32Optional(_ old: Int?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint32Optional: convert \(old) to UInt32 in convertFromIntConvertedUint32Optional"
        )
    }

    /// FromIntConverted.uint32Array: [Int] -> [UInt32].
    private static func convertFromIntConvertedUint32Array(_ old: [Int]) throws -> [UInt32] {
        func element(_ old: Int) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.uint32Array: convert \(old) to UInt32 in convertFromIntConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.uint64: Int -> UInt64.
    private static func convertFromIntConvertedUint64(_ old: Int) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint64: convert \(old) to UInt64 in convertFromIntConvertedUint64"
        )
    }

    /// FromIntConverted.uint64Optional: Int? -> UInt64?.
    private static func convertFromIntConvertedUint64Optional(_ old: Int?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.uint64Optional: convert \(old) to UInt64 in convertFromIntConvertedUint64Optional"
        )
    }

    /// FromIntConverted.uint64Array: [Int] -> [UInt64].
    private static func convertFromIntConvertedUint64Array(_ old: [Int]) throws -> [UInt64] {
        func element(_ old: Int) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.uint64Array: convert \(old) to UInt64 in convertFromIntConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.double: Int -> Double.
    private static func convertFromIntConvertedDouble(_ old: Int) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.double: convert \(old) to Double in convertFromIntConvertedDouble"
        )
    }

    /// FromIntConverted.doubleOptional: Int? -> Double?.
    private static func convertFromIntConvertedDoubleOptional(_ old: Int?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.doubleOptional: convert \(old) to Double in convertFromIntConvertedDoubleOptional"
        )
    }

    /// FromIntConverted.doubleArray: [Int] -> [Double].
    private static func convertFromIntConvertedDoubleArray(_ old: [Int]) throws -> [Double] {
        func element(_ old: Int) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.doubleArray: convert \(old) to Double in convertFromIntConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.float: Int -> Float.
    private static func convertFromIntConvertedFloat(_ old: Int) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.float: convert \(old) to Float in convertFromIntConvertedFloat"
        )
    }

    /// FromIntConverted.floatOptional: Int? -> Float?.
    private static func convertFromIntConvertedFloatOptional(_ old: Int?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.floatOptional: convert \(old) to Float in convertFromIntConvertedFloatOptional"
        )
    }

    /// FromIntConverted.floatArray: [Int] -> [Float].
    private static func convertFromIntConvertedFloatArray(_ old: [Int]) throws -> [Float] {
        func element(_ old: Int) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.floatArray: convert \(old) to Float in convertFromIntConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntConverted.decimal: Int -> Decimal.
    private static func convertFromIntConvertedDecimal(_ old: Int) throws -> Decimal {
        return Decimal(old)
    }

    /// FromIntConverted.decimalOptional: Int? -> Decimal?.
    private static func convertFromIntConvertedDecimalOptional(_ old: Int?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromIntConverted.decimalArray: [Int] -> [Decimal].
    private static func convertFromIntConvertedDecimalArray(_ old: [Int]) throws -> [Decimal] {
        func element(_ old: Int) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromIntConverted.rank: Int -> Rank.
    private static func convertFromIntConvertedRank(_ old: Int) throws -> SchemaV2Converting.Rank {
        if let value = SchemaV2Converting.Rank(rawValue: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.rank: convert \(old) to Rank in convertFromIntConvertedRank"
        )
    }

    /// FromIntConverted.rankOptional: Int? -> Rank?.
    private static func convertFromIntConvertedRankOptional(_ old: Int?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let value = SchemaV2Converting.Rank(rawValue: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromIntConverted.rankOptional: convert \(old) to Rank in convertFromIntConvertedRankOptional"
        )
    }

    /// FromIntConverted.rankArray: [Int] -> [Rank].
    private static func convertFromIntConvertedRankArray(_ old: [Int]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Int) throws -> SchemaV2Converting.Rank {
            if let value = SchemaV2Converting.Rank(rawValue: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromIntConverted.rankArray: convert \(old) to Rank in convertFromIntConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.bool: Int -> Bool.
    private static func convertFromIntUnconvertedBool(_ old: Int) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.bool: convert \(old) to Bool in convertFromIntUnconvertedBool"
        )
    }

    /// FromIntUnconverted.boolOptional: Int? -> Bool?.
    private static func convertFromIntUnconvertedBoolOptional(_ old: Int?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.boolOptional: convert \(old) to Bool in convertFromIntUnconvertedBoolOptional"
        )
    }

    /// FromIntUnconverted.boolArray: [Int] -> [Bool].
    private static func convertFromIntUnconvertedBoolArray(_ old: [Int]) throws -> [Bool] {
        func element(_ old: Int) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.boolArray: convert \(old) to Bool in convertFromIntUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.boolMadeOptional: Int -> Bool?.
    private static func convertFromIntUnconvertedBoolMadeOptional(_ old: Int) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromIntUnconvertedBoolMadeOptional"
        )
    }

    /// FromIntUnconverted.boolMadeRequired: Int? -> Bool.
    private static func convertFromIntUnconvertedBoolMadeRequired(_ old: Int?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromIntUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromIntUnconvertedBoolMadeRequired"
        )
    }

    /// FromIntUnconverted.date: Int -> Date.
    private static func convertFromIntUnconvertedDate(_ old: Int) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.date: convert \(old) to Date in convertFromIntUnconvertedDate"
        )
    }

    /// FromIntUnconverted.dateOptional: Int? -> Date?.
    private static func convertFromIntUnconvertedDateOptional(_ old: Int?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.dateOptional: convert \(old) to Date in convertFromIntUnconvertedDateOptional"
        )
    }

    /// FromIntUnconverted.dateArray: [Int] -> [Date].
    private static func convertFromIntUnconvertedDateArray(_ old: [Int]) throws -> [Date] {
        func element(_ old: Int) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.dateArray: convert \(old) to Date in convertFromIntUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.uuid: Int -> UUID.
    private static func convertFromIntUnconvertedUuid(_ old: Int) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.uuid: convert \(old) to UUID in convertFromIntUnconvertedUuid"
        )
    }

    /// FromIntUnconverted.uuidOptional: Int? -> UUID?.
    private static func convertFromIntUnconvertedUuidOptional(_ old: Int?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.uuidOptional: convert \(old) to UUID in convertFromIntUnconvertedUuidOptional"
        )
    }

    /// FromIntUnconverted.uuidArray: [Int] -> [UUID].
    private static func convertFromIntUnconvertedUuidArray(_ old: [Int]) throws -> [UUID] {
        func element(_ old: Int) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.uuidArray: convert \(old) to UUID in convertFromIntUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.data: Int -> Data.
    private static func convertFromIntUnconvertedData(_ old: Int) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.data: convert \(old) to Data in convertFromIntUnconvertedData"
        )
    }

    /// FromIntUnconverted.dataOptional: Int? -> Data?.
    private static func convertFromIntUnconvertedDataOptional(_ old: Int?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.dataOptional: convert \(old) to Data in convertFromIntUnconvertedDataOptional"
        )
    }

    /// FromIntUnconverted.dataArray: [Int] -> [Data].
    private static func convertFromIntUnconvertedDataArray(_ old: [Int]) throws -> [Data] {
        func element(_ old: Int) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.dataArray: convert \(old) to Data in convertFromIntUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.url: Int -> URL.
    private static func convertFromIntUnconvertedUrl(_ old: Int) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.url: convert \(old) to URL in convertFromIntUnconvertedUrl"
        )
    }

    /// FromIntUnconverted.urlOptional: Int? -> URL?.
    private static func convertFromIntUnconvertedUrlOptional(_ old: Int?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.urlOptional: convert \(old) to URL in convertFromIntUnconvertedUrlOptional"
        )
    }

    /// FromIntUnconverted.urlArray: [Int] -> [URL].
    private static func convertFromIntUnconvertedUrlArray(_ old: [Int]) throws -> [URL] {
        func element(_ old: Int) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.urlArray: convert \(old) to URL in convertFromIntUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromIntUnconverted.letter: Int -> Letter.
    private static func convertFromIntUnconvertedLetter(_ old: Int) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.letter: convert \(old) to Letter in convertFromIntUnconvertedLetter"
        )
    }

    /// FromIntUnconverted.letterOptional: Int? -> Letter?.
    private static func convertFromIntUnconvertedLetterOptional(_ old: Int?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromIntUnconverted.letterOptional: convert \(old) to Letter in convertFromIntUnconvertedLetterOptional"
        )
    }

    /// FromIntUnconverted.letterArray: [Int] -> [Letter].
    private static func convertFromIntUnconvertedLetterArray(_ old: [Int]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Int) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromIntUnconverted.letterArray: convert \(old) to Letter in convertFromIntUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.string: Int8 -> String.
    private static func convertFromInt8ConvertedString(_ old: Int8) throws -> String {
        return String(describing: old)
    }

    /// FromInt8Converted.stringOptional: Int8? -> String?.
    private static func convertFromInt8ConvertedStringOptional(_ old: Int8?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromInt8Converted.stringArray: [Int8] -> [String].
    private static func convertFromInt8ConvertedStringArray(_ old: [Int8]) throws -> [String] {
        func element(_ old: Int8) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromInt8Converted.stringMadeOptional: Int8 -> String?.
    private static func convertFromInt8ConvertedStringMadeOptional(_ old: Int8) throws -> String? {
        return String(describing: old)
    }

    /// FromInt8Converted.stringMadeRequired: Int8? -> String.
    private static func convertFromInt8ConvertedStringMadeRequired(_ old: Int8?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt8ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromInt8Converted.int: Int8 -> Int.
    private static func convertFromInt8ConvertedInt(_ old: Int8) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError("FromInt8Converted.int: convert \(old) to Int in convertFromInt8ConvertedInt")
    }

    /// FromInt8Converted.intOptional: Int8? -> Int?.
    private static func convertFromInt8ConvertedIntOptional(_ old: Int8?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.intOptional: convert \(old) to Int in convertFromInt8ConvertedIntOptional"
        )
    }

    /// FromInt8Converted.intArray: [Int8] -> [Int].
    private static func convertFromInt8ConvertedIntArray(_ old: [Int8]) throws -> [Int] {
        func element(_ old: Int8) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.intArray: convert \(old) to Int in convertFromInt8ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.int16: Int8 -> Int16.
    private static func convertFromInt8ConvertedInt16(_ old: Int8) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int16: convert \(old) to Int16 in convertFromInt8ConvertedInt16"
        )
    }

    /// FromInt8Converted.int16Optional: Int8? -> Int16?.
    private static func convertFromInt8ConvertedInt16Optional(_ old: Int8?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int16Optional: convert \(old) to Int16 in convertFromInt8ConvertedInt16Optional"
        )
    }

    /// FromInt8Converted.int16Array: [Int8] -> [Int16].
    private static func convertFromInt8ConvertedInt16Array(_ old: [Int8]) throws -> [Int16] {
        func element(_ old: Int8) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.int16Array: convert \(old) to Int16 in convertFromInt8ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.int32: Int8 -> Int32.
    private static func convertFromInt8ConvertedInt32(_ old: Int8) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int32: convert \(old) to Int32 in convertFromInt8ConvertedInt32"
        )
    }

    /// FromInt8Converted.int32Optional: Int8? -> Int32?.
    private static func convertFromInt8ConvertedInt32Optional(_ old: Int8?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int32Optional: convert \(old) to Int32 in convertFromInt8ConvertedInt32Optional"
        )
    }

    /// FromInt8Converted.int32Array: [Int8] -> [Int32].
    private static func convertFromInt8ConvertedInt32Array(_ old: [Int8]) throws -> [Int32] {
        func element(_ old: Int8) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.int32Array: convert \(old) to Int32 in convertFromInt8ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.int64: Int8 -> Int64.
    private static func convertFromInt8ConvertedInt64(_ old: Int8) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int64: convert \(old) to Int64 in convertFromInt8ConvertedInt64"
        )
    }

    /// FromInt8Converted.int64Optional: Int8? -> Int64?.
    private static func convertFromInt8ConvertedInt64Optional(_ old: Int8?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.int64Optional: convert \(old) to Int64 in convertFromInt8ConvertedInt64Optional"
        )
    }

    /// FromInt8Converted.int64Array: [Int8] -> [Int64].
    private static func convertFromInt8ConvertedInt64Array(_ old: [Int8]) throws -> [Int64] {
        func element(_ old: Int8) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.int64Array: convert \(old) to Int64 in convertFromInt8ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.uint8: Int8 -> UInt8.
    private static func convertFromInt8ConvertedUint8(_ old: Int8) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint8: convert \(old) to UInt8 in convertFromInt8ConvertedUint8"
        )
    }

    /// FromInt8Converted.uint8Optional: Int8? -> UInt8?.
    private static func convertFromInt8ConvertedUint8Optional(_ old: Int8?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint8Optional: convert \(old) to UInt8 in convertFromInt8ConvertedUint8Optional"
        )
    }

    /// FromInt8Converted.uint8Array: [Int8] -> [UInt8].
    private static func convertFromInt8ConvertedUint8Array(_ old: [Int8]) throws -> [UInt8] {
        func element(_ old: Int8) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.uint8Array: convert \(old) to UInt8 in convertFromInt8ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.uint16: Int8 -> UInt16.
    private static func convertFromInt8ConvertedUint16(_ old: Int8) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint16: convert \(old) to UInt16 in convertFromInt8ConvertedUint16"
        )
    }

    /// FromInt8Converted.uint16Optional: Int8? -> UInt16?.
    private static func convertFromInt8ConvertedUint16Optional(_ old: Int8?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint16Optional: convert \(old) to UInt16 in convertFromInt8ConvertedUint16Optional"
        )
    }

    /// FromInt8Converted.uint16Array: [Int8] -> [UInt16].
    private static func convertFromInt8ConvertedUint16Array(_ old: [Int8]) throws -> [UInt16] {
        func element(_ old: Int8) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.uint16Array: convert \(old) to UInt16 in convertFromInt8ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.uint32: Int8 -> UInt32.
    private static func convertFromInt8ConvertedUint32(_ old: Int8) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint32: convert \(old) to UInt32 in convertFromInt8ConvertedUint32"
        )
    }

    /// FromInt8Converted.uint32Optional: Int8? -> UInt32?.
    private static func convertFromInt8ConvertedUint32Optional(_ old: Int8?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint32Optional: convert \(old) to UInt32 in convertFromInt8ConvertedUint32Optional"
        )
    }

    /// FromInt8Converted.uint32Array: [Int8] -> [UInt32].
    private static func convertFromInt8ConvertedUint32Array(_ old: [Int8]) throws -> [UInt32] {
        func element(_ old: Int8) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.uint32Array: convert \(old) to UInt32 in convertFromInt8ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.uint64: Int8 -> UInt64.
    private static func convertFromInt8ConvertedUint64(_ old: Int8) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint64: convert \(old) to UInt64 in convertFromInt8ConvertedUint64"
        )
    }

    /// FromInt8Converted.uint64Optional: Int8? -> UInt64?.
    private static func convertFromInt8ConvertedUint64Optional(_ old: Int8?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.uint64Optional: convert \(old) to UInt64 in convertFromInt8ConvertedUint64Optional"
        )
    }

    /// FromInt8Converted.uint64Array: [Int8] -> [UInt64].
    private static func convertFromInt8ConvertedUint64Array(_ old: [Int8]) throws -> [UInt64] {
        func element(_ old: Int8) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.uint64Array: convert \(old) to UInt64 in convertFromInt8ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.double: Int8 -> Double.
    private static func convertFromInt8ConvertedDouble(_ old: Int8) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.double: convert \(old) to Double in convertFromInt8ConvertedDouble"
        )
    }

    /// FromInt8Converted.doubleOptional: Int8? -> Double?.
    private static func convertFromInt8ConvertedDoubleOptional(_ old: Int8?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.doubleOptional: convert \(old) to Double in convertFromInt8ConvertedDoubleOptional"
        )
    }

    /// FromInt8Converted.doubleArray: [Int8] -> [Double].
    private static func convertFromInt8ConvertedDoubleArray(_ old: [Int8]) throws -> [Double] {
        func element(_ old: Int8) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.doubleArray: convert \(old) to Double in convertFromInt8ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.float: Int8 -> Float.
    private static func convertFromInt8ConvertedFloat(_ old: Int8) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.float: convert \(old) to Float in convertFromInt8ConvertedFloat"
        )
    }

    /// FromInt8Converted.floatOptional: Int8? -> Float?.
    private static func convertFromInt8ConvertedFloatOptional(_ old: Int8?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.floatOptional: convert \(old) to Float in convertFromInt8ConvertedFloatOptional"
        )
    }

    /// FromInt8Converted.floatArray: [Int8] -> [Float].
    private static func convertFromInt8ConvertedFloatArray(_ old: [Int8]) throws -> [Float] {
        func element(_ old: Int8) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.floatArray: convert \(old) to Float in convertFromInt8ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Converted.decimal: Int8 -> Decimal.
    private static func convertFromInt8ConvertedDecimal(_ old: Int8) throws -> Decimal {
        return Decimal(old)
    }

    /// FromInt8Converted.decimalOptional: Int8? -> Decimal?.
    private static func convertFromInt8ConvertedDecimalOptional(_ old: Int8?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromInt8Converted.decimalArray: [Int8] -> [Decimal].
    private static func convertFromInt8ConvertedDecimalArray(_ old: [Int8]) throws -> [Decimal] {
        func element(_ old: Int8) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromInt8Converted.rank: Int8 -> Rank.
    private static func convertFromInt8ConvertedRank(_ old: Int8) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.rank: convert \(old) to Rank in convertFromInt8ConvertedRank"
        )
    }

    /// FromInt8Converted.rankOptional: Int8? -> Rank?.
    private static func convertFromInt8ConvertedRankOptional(_ old: Int8?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt8Converted.rankOptional: convert \(old) to Rank in convertFromInt8ConvertedRankOptional"
        )
    }

    /// FromInt8Converted.rankArray: [Int8] -> [Rank].
    private static func convertFromInt8ConvertedRankArray(_ old: [Int8]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Int8) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt8Converted.rankArray: convert \(old) to Rank in convertFromInt8ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.bool: Int8 -> Bool.
    private static func convertFromInt8UnconvertedBool(_ old: Int8) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.bool: convert \(old) to Bool in convertFromInt8UnconvertedBool"
        )
    }

    /// FromInt8Unconverted.boolOptional: Int8? -> Bool?.
    private static func convertFromInt8UnconvertedBoolOptional(_ old: Int8?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.boolOptional: convert \(old) to Bool in convertFromInt8UnconvertedBoolOptional"
        )
    }

    /// FromInt8Unconverted.boolArray: [Int8] -> [Bool].
    private static func convertFromInt8UnconvertedBoolArray(_ old: [Int8]) throws -> [Bool] {
        func element(_ old: Int8) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.boolArray: convert \(old) to Bool in convertFromInt8UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.boolMadeOptional: Int8 -> Bool?.
    private static func convertFromInt8UnconvertedBoolMadeOptional(_ old: Int8) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.boolMadeOptional: convert \(old) to Bool in convertFromInt8UnconvertedBoolMadeOptional"
        )
    }

    /// FromInt8Unconverted.boolMadeRequired: Int8? -> Bool.
    private static func convertFromInt8UnconvertedBoolMadeRequired(_ old: Int8?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt8UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.boolMadeRequired: convert \(old) to Bool in convertFromInt8UnconvertedBoolMadeRequired"
        )
    }

    /// FromInt8Unconverted.date: Int8 -> Date.
    private static func convertFromInt8UnconvertedDate(_ old: Int8) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.date: convert \(old) to Date in convertFromInt8UnconvertedDate"
        )
    }

    /// FromInt8Unconverted.dateOptional: Int8? -> Date?.
    private static func convertFromInt8UnconvertedDateOptional(_ old: Int8?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.dateOptional: convert \(old) to Date in convertFromInt8UnconvertedDateOptional"
        )
    }

    /// FromInt8Unconverted.dateArray: [Int8] -> [Date].
    private static func convertFromInt8UnconvertedDateArray(_ old: [Int8]) throws -> [Date] {
        func element(_ old: Int8) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.dateArray: convert \(old) to Date in convertFromInt8UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.uuid: Int8 -> UUID.
    private static func convertFromInt8UnconvertedUuid(_ old: Int8) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.uuid: convert \(old) to UUID in convertFromInt8UnconvertedUuid"
        )
    }

    /// FromInt8Unconverted.uuidOptional: Int8? -> UUID?.
    private static func convertFromInt8UnconvertedUuidOptional(_ old: Int8?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.uuidOptional: convert \(old) to UUID in convertFromInt8UnconvertedUuidOptional"
        )
    }

    /// FromInt8Unconverted.uuidArray: [Int8] -> [UUID].
    private static func convertFromInt8UnconvertedUuidArray(_ old: [Int8]) throws -> [UUID] {
        func element(_ old: Int8) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.uuidArray: convert \(old) to UUID in convertFromInt8UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.data: Int8 -> Data.
    private static func convertFromInt8UnconvertedData(_ old: Int8) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.data: convert \(old) to Data in convertFromInt8UnconvertedData"
        )
    }

    /// FromInt8Unconverted.dataOptional: Int8? -> Data?.
    private static func convertFromInt8UnconvertedDataOptional(_ old: Int8?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.dataOptional: convert \(old) to Data in convertFromInt8UnconvertedDataOptional"
        )
    }

    /// FromInt8Unconverted.dataArray: [Int8] -> [Data].
    private static func convertFromInt8UnconvertedDataArray(_ old: [Int8]) throws -> [Data] {
        func element(_ old: Int8) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.dataArray: convert \(old) to Data in convertFromInt8UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.url: Int8 -> URL.
    private static func convertFromInt8UnconvertedUrl(_ old: Int8) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.url: convert \(old) to URL in convertFromInt8UnconvertedUrl"
        )
    }

    /// FromInt8Unconverted.urlOptional: Int8? -> URL?.
    private static func convertFromInt8UnconvertedUrlOptional(_ old: Int8?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.urlOptional: convert \(old) to URL in convertFromInt8UnconvertedUrlOptional"
        )
    }

    /// FromInt8Unconverted.urlArray: [Int8] -> [URL].
    private static func convertFromInt8UnconvertedUrlArray(_ old: [Int8]) throws -> [URL] {
        func element(_ old: Int8) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.urlArray: convert \(old) to URL in convertFromInt8UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt8Unconverted.letter: Int8 -> Letter.
    private static func convertFromInt8UnconvertedLetter(_ old: Int8) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.letter: convert \(old) to Letter in convertFromInt8UnconvertedLetter"
        )
    }

    /// FromInt8Unconverted.letterOptional: Int8? -> Letter?.
    private static func convertFromInt8UnconvertedLetterOptional(_ old: Int8?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt8Unconverted.letterOptional: convert \(old) to Letter in convertFromInt8UnconvertedLetterOptional"
        )
    }

    /// FromInt8Unconverted.letterArray: [Int8] -> [Letter].
    private static func convertFromInt8UnconvertedLetterArray(_ old: [Int8]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Int8) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromInt8Unconverted.letterArray: convert \(old) to Letter in convertFromInt8UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.string: Int16 -> String.
    private static func convertFromInt16ConvertedString(_ old: Int16) throws -> String {
        return String(describing: old)
    }

    /// FromInt16Converted.stringOptional: Int16? -> String?.
    private static func convertFromInt16ConvertedStringOptional(_ old: Int16?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromInt16Converted.stringArray: [Int16] -> [String].
    private static func convertFromInt16ConvertedStringArray(_ old: [Int16]) throws -> [String] {
        func element(_ old: Int16) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromInt16Converted.stringMadeOptional: Int16 -> String?.
    private static func convertFromInt16ConvertedStringMadeOptional(_ old: Int16) throws -> String? {
        return String(describing: old)
    }

    /// FromInt16Converted.stringMadeRequired: Int16? -> String.
    private static func convertFromInt16ConvertedStringMadeRequired(_ old: Int16?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt16ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromInt16Converted.int: Int16 -> Int.
    private static func convertFromInt16ConvertedInt(_ old: Int16) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int: convert \(old) to Int in convertFromInt16ConvertedInt"
        )
    }

    /// FromInt16Converted.intOptional: Int16? -> Int?.
    private static func convertFromInt16ConvertedIntOptional(_ old: Int16?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.intOptional: convert \(old) to Int in convertFromInt16ConvertedIntOptional"
        )
    }

    /// FromInt16Converted.intArray: [Int16] -> [Int].
    private static func convertFromInt16ConvertedIntArray(_ old: [Int16]) throws -> [Int] {
        func element(_ old: Int16) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.intArray: convert \(old) to Int in convertFromInt16ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.int8: Int16 -> Int8.
    private static func convertFromInt16ConvertedInt8(_ old: Int16) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int8: convert \(old) to Int8 in convertFromInt16ConvertedInt8"
        )
    }

    /// FromInt16Converted.int8Optional: Int16? -> Int8?.
    private static func convertFromInt16ConvertedInt8Optional(_ old: Int16?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int8Optional: convert \(old) to Int8 in convertFromInt16ConvertedInt8Optional"
        )
    }

    /// FromInt16Converted.int8Array: [Int16] -> [Int8].
    private static func convertFromInt16ConvertedInt8Array(_ old: [Int16]) throws -> [Int8] {
        func element(_ old: Int16) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.int8Array: convert \(old) to Int8 in convertFromInt16ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.int32: Int16 -> Int32.
    private static func convertFromInt16ConvertedInt32(_ old: Int16) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int32: convert \(old) to Int32 in convertFromInt16ConvertedInt32"
        )
    }

    /// FromInt16Converted.int32Optional: Int16? -> Int32?.
    private static func convertFromInt16ConvertedInt32Optional(_ old: Int16?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int32Optional: convert \(old) to Int32 in convertFromInt16ConvertedInt32Optional"
        )
    }

    /// FromInt16Converted.int32Array: [Int16] -> [Int32].
    private static func convertFromInt16ConvertedInt32Array(_ old: [Int16]) throws -> [Int32] {
        func element(_ old: Int16) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.int32Array: convert \(old) to Int32 in convertFromInt16ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.int64: Int16 -> Int64.
    private static func convertFromInt16ConvertedInt64(_ old: Int16) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int64: convert \(old) to Int64 in convertFromInt16ConvertedInt64"
        )
    }

    /// FromInt16Converted.int64Optional: Int16? -> Int64?.
    private static func convertFromInt16ConvertedInt64Optional(_ old: Int16?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.int64Optional: convert \(old) to Int64 in convertFromInt16ConvertedInt64Optional"
        )
    }

    /// FromInt16Converted.int64Array: [Int16] -> [Int64].
    private static func convertFromInt16ConvertedInt64Array(_ old: [Int16]) throws -> [Int64] {
        func element(_ old: Int16) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.int64Array: convert \(old) to Int64 in convertFromInt16ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.uint8: Int16 -> UInt8.
    private static func convertFromInt16ConvertedUint8(_ old: Int16) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint8: convert \(old) to UInt8 in convertFromInt16ConvertedUint8"
        )
    }

    /// FromInt16Converted.uint8Optional: Int16? -> UInt8?.
    private static func convertFromInt16ConvertedUint8Optional(_ old: Int16?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint8Optional: convert \(old) to UInt8 in convertFromInt16ConvertedUint8Optional"
        )
    }

    /// FromInt16Converted.uint8Array: [Int16] -> [UInt8].
    private static func convertFromInt16ConvertedUint8Array(_ old: [Int16]) throws -> [UInt8] {
        func element(_ old: Int16) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.uint8Array: convert \(old) to UInt8 in convertFromInt16ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.uint16: Int16 -> UInt16.
    private static func convertFromInt16ConvertedUint16(_ old: Int16) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint16: convert \(old) to UInt16 in convertFromInt16ConvertedUint16"
        )
    }

    /// FromInt16Converted.uint16Optional: Int16? -> UInt16?.
    private static func convertFromInt16ConvertedUint16Optional(_ old: Int16?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint16Optional: convert \(old) to UInt16 in convertFromInt16ConvertedUint16Optional"
        )
    }

    /// FromInt16Converted.uint16Array: [Int16] -> [UInt16].
    private static func convertFromInt16ConvertedUint16Array(_ old: [Int16]) throws -> [UInt16] {
        func element(_ old: Int16) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.uint16Array: convert \(old) to UInt16 in convertFromInt16ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.uint32: Int16 -> UInt32.
    private static func convertFromInt16ConvertedUint32(_ old: Int16) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint32: convert \(old) to UInt32 in convertFromInt16ConvertedUint32"
        )
    }

    /// FromInt16Converted.uint32Optional: Int16? -> UInt32?.
    private static func convertFromInt16ConvertedUint32Optional(_ old: Int16?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint32Optional: convert \(old) to UInt32 in convertFromInt16ConvertedUint32Optional"
        )
    }

    /// FromInt16Converted.uint32Array: [Int16] -> [UInt32].
    private static func convertFromInt16ConvertedUint32Array(_ old: [Int16]) throws -> [UInt32] {
        func element(_ old: Int16) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.uint32Array: convert \(old) to UInt32 in convertFromInt16ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.uint64: Int16 -> UInt64.
    private static func convertFromInt16ConvertedUint64(_ old: Int16) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint64: convert \(old) to UInt64 in convertFromInt16ConvertedUint64"
        )
    }

    /// FromInt16Converted.uint64Optional: Int16? -> UInt64?.
    private static func convertFromInt16ConvertedUint64Optional(_ old: Int16?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.uint64Optional: convert \(old) to UInt64 in convertFromInt16ConvertedUint64Optional"
        )
    }

    /// FromInt16Converted.uint64Array: [Int16] -> [UInt64].
    private static func convertFromInt16ConvertedUint64Array(_ old: [Int16]) throws -> [UInt64] {
        func element(_ old: Int16) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.uint64Array: convert \(old) to UInt64 in convertFromInt16ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.double: Int16 -> Double.
    private static func convertFromInt16ConvertedDouble(_ old: Int16) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.double: convert \(old) to Double in convertFromInt16ConvertedDouble"
        )
    }

    /// FromInt16Converted.doubleOptional: Int16? -> Double?.
    private static func convertFromInt16ConvertedDoubleOptional(_ old: Int16?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.doubleOptional: convert \(old) to Double in convertFromInt16ConvertedDoubleOptional"
        )
    }

    /// FromInt16Converted.doubleArray: [Int16] -> [Double].
    private static func convertFromInt16ConvertedDoubleArray(_ old: [Int16]) throws -> [Double] {
        func element(_ old: Int16) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.doubleArray: convert \(old) to Double in convertFromInt16ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.float: Int16 -> Float.
    private static func convertFromInt16ConvertedFloat(_ old: Int16) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.float: convert \(old) to Float in convertFromInt16ConvertedFloat"
        )
    }

    /// FromInt16Converted.floatOptional: Int16? -> Float?.
    private static func convertFromInt16ConvertedFloatOptional(_ old: Int16?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.floatOptional: convert \(old) to Float in convertFromInt16ConvertedFloatOptional"
        )
    }

    /// FromInt16Converted.floatArray: [Int16] -> [Float].
    private static func convertFromInt16ConvertedFloatArray(_ old: [Int16]) throws -> [Float] {
        func element(_ old: Int16) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.floatArray: convert \(old) to Float in convertFromInt16ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Converted.decimal: Int16 -> Decimal.
    private static func convertFromInt16ConvertedDecimal(_ old: Int16) throws -> Decimal {
        return Decimal(old)
    }

    /// FromInt16Converted.decimalOptional: Int16? -> Decimal?.
    private static func convertFromInt16ConvertedDecimalOptional(_ old: Int16?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromInt16Converted.decimalArray: [Int16] -> [Decimal].
    private static func convertFromInt16ConvertedDecimalArray(_ old: [Int16]) throws -> [Decimal] {
        func element(_ old: Int16) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromInt16Converted.rank: Int16 -> Rank.
    private static func convertFromInt16ConvertedRank(_ old: Int16) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.rank: convert \(old) to Rank in convertFromInt16ConvertedRank"
        )
    }

    /// FromInt16Converted.rankOptional: Int16? -> Rank?.
    private static func convertFromInt16ConvertedRankOptional(_ old: Int16?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt16Converted.rankOptional: convert \(old) to Rank in convertFromInt16ConvertedRankOptional"
        )
    }

    /// FromInt16Converted.rankArray: [Int16] -> [Rank].
    private static func convertFromInt16ConvertedRankArray(_ old: [Int16]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Int16) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt16Converted.rankArray: convert \(old) to Rank in convertFromInt16ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.bool: Int16 -> Bool.
    private static func convertFromInt16UnconvertedBool(_ old: Int16) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.bool: convert \(old) to Bool in convertFromInt16UnconvertedBool"
        )
    }

    /// FromInt16Unconverted.boolOptional: Int16? -> Bool?.
    private static func convertFromInt16UnconvertedBoolOptional(_ old: Int16?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.boolOptional: convert \(old) to Bool in convertFromInt16UnconvertedBoolOptional"
        )
    }

    /// FromInt16Unconverted.boolArray: [Int16] -> [Bool].
    private static func convertFromInt16UnconvertedBoolArray(_ old: [Int16]) throws -> [Bool] {
        func element(_ old: Int16) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.boolArray: convert \(old) to Bool in convertFromInt16UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.boolMadeOptional: Int16 -> Bool?.
    private static func convertFromInt16UnconvertedBoolMadeOptional(_ old: Int16) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromInt16UnconvertedBoolMadeOptional"
        )
    }

    /// FromInt16Unconverted.boolMadeRequired: Int16? -> Bool.
    private static func convertFromInt16UnconvertedBoolMadeRequired(_ old: Int16?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt16UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromInt16UnconvertedBoolMadeRequired"
        )
    }

    /// FromInt16Unconverted.date: Int16 -> Date.
    private static func convertFromInt16UnconvertedDate(_ old: Int16) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.date: convert \(old) to Date in convertFromInt16UnconvertedDate"
        )
    }

    /// FromInt16Unconverted.dateOptional: Int16? -> Date?.
    private static func convertFromInt16UnconvertedDateOptional(_ old: Int16?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.dateOptional: convert \(old) to Date in convertFromInt16UnconvertedDateOptional"
        )
    }

    /// FromInt16Unconverted.dateArray: [Int16] -> [Date].
    private static func convertFromInt16UnconvertedDateArray(_ old: [Int16]) throws -> [Date] {
        func element(_ old: Int16) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.dateArray: convert \(old) to Date in convertFromInt16UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.uuid: Int16 -> UUID.
    private static func convertFromInt16UnconvertedUuid(_ old: Int16) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.uuid: convert \(old) to UUID in convertFromInt16UnconvertedUuid"
        )
    }

    /// FromInt16Unconverted.uuidOptional: Int16? -> UUID?.
    private static func convertFromInt16UnconvertedUuidOptional(_ old: Int16?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.uuidOptional: convert \(old) to UUID in convertFromInt16UnconvertedUuidOptional"
        )
    }

    /// FromInt16Unconverted.uuidArray: [Int16] -> [UUID].
    private static func convertFromInt16UnconvertedUuidArray(_ old: [Int16]) throws -> [UUID] {
        func element(_ old: Int16) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.uuidArray: convert \(old) to UUID in convertFromInt16UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.data: Int16 -> Data.
    private static func convertFromInt16UnconvertedData(_ old: Int16) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.data: convert \(old) to Data in convertFromInt16UnconvertedData"
        )
    }

    /// FromInt16Unconverted.dataOptional: Int16? -> Data?.
    private static func convertFromInt16UnconvertedDataOptional(_ old: Int16?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.dataOptional: convert \(old) to Data in convertFromInt16UnconvertedDataOptional"
        )
    }

    /// FromInt16Unconverted.dataArray: [Int16] -> [Data].
    private static func convertFromInt16UnconvertedDataArray(_ old: [Int16]) throws -> [Data] {
        func element(_ old: Int16) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.dataArray: convert \(old) to Data in convertFromInt16UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.url: Int16 -> URL.
    private static func convertFromInt16UnconvertedUrl(_ old: Int16) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.url: convert \(old) to URL in convertFromInt16UnconvertedUrl"
        )
    }

    /// FromInt16Unconverted.urlOptional: Int16? -> URL?.
    private static func convertFromInt16UnconvertedUrlOptional(_ old: Int16?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.urlOptional: convert \(old) to URL in convertFromInt16UnconvertedUrlOptional"
        )
    }

    /// FromInt16Unconverted.urlArray: [Int16] -> [URL].
    private static func convertFromInt16UnconvertedUrlArray(_ old: [Int16]) throws -> [URL] {
        func element(_ old: Int16) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.urlArray: convert \(old) to URL in convertFromInt16UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt16Unconverted.letter: Int16 -> Letter.
    private static func convertFromInt16UnconvertedLetter(_ old: Int16) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.letter: convert \(old) to Letter in convertFromInt16UnconvertedLetter"
        )
    }

    /// FromInt16Unconverted.letterOptional: Int16? -> Letter?.
    private static func convertFromInt16UnconvertedLetterOptional(_ old: Int16?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt16Unconverted.letterOptional: convert \(old) to Letter in convertFromInt16UnconvertedLetterOptional"
        )
    }

    /// FromInt16Unconverted.letterArray: [Int16] -> [Letter].
    private static func convertFromInt16UnconvertedLetterArray(_ old: [Int16]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Int16) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromInt16Unconverted.letterArray: convert \(old) to Letter in convertFromInt16UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.string: Int32 -> String.
    private static func convertFromInt32ConvertedString(_ old: Int32) throws -> String {
        return String(describing: old)
    }

    /// FromInt32Converted.stringOptional: Int32? -> String?.
    private static func convertFromInt32ConvertedStringOptional(_ old: Int32?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromInt32Converted.stringArray: [Int32] -> [String].
    private static func convertFromInt32ConvertedStringArray(_ old: [Int32]) throws -> [String] {
        func element(_ old: Int32) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromInt32Converted.stringMadeOptional: Int32 -> String?.
    private static func convertFromInt32ConvertedStringMadeOptional(_ old: Int32) throws -> String? {
        return String(describing: old)
    }

    /// FromInt32Converted.stringMadeRequired: Int32? -> String.
    private static func convertFromInt32ConvertedStringMadeRequired(_ old: Int32?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt32ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromInt32Converted.int: Int32 -> Int.
    private static func convertFromInt32ConvertedInt(_ old: Int32) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int: convert \(old) to Int in convertFromInt32ConvertedInt"
        )
    }

    /// FromInt32Converted.intOptional: Int32? -> Int?.
    private static func convertFromInt32ConvertedIntOptional(_ old: Int32?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.intOptional: convert \(old) to Int in convertFromInt32ConvertedIntOptional"
        )
    }

    /// FromInt32Converted.intArray: [Int32] -> [Int].
    private static func convertFromInt32ConvertedIntArray(_ old: [Int32]) throws -> [Int] {
        func element(_ old: Int32) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.intArray: convert \(old) to Int in convertFromInt32ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.int8: Int32 -> Int8.
    private static func convertFromInt32ConvertedInt8(_ old: Int32) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int8: convert \(old) to Int8 in convertFromInt32ConvertedInt8"
        )
    }

    /// FromInt32Converted.int8Optional: Int32? -> Int8?.
    private static func convertFromInt32ConvertedInt8Optional(_ old: Int32?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int8Optional: convert \(old) to Int8 in convertFromInt32ConvertedInt8Optional"
        )
    }

    /// FromInt32Converted.int8Array: [Int32] -> [Int8].
    private static func convertFromInt32ConvertedInt8Array(_ old: [Int32]) throws -> [Int8] {
        func element(_ old: Int32) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.int8Array: convert \(old) to Int8 in convertFromInt32ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.int16: Int32 -> Int16.
    private static func convertFromInt32ConvertedInt16(_ old: Int32) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int16: convert \(old) to Int16 in convertFromInt32ConvertedInt16"
        )
    }

    /// FromInt32Converted.int16Optional: Int32? -> Int16?.
    private static func convertFromInt32ConvertedInt16Optional(_ old: Int32?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int16Optional: convert \(old) to Int16 in convertFromInt32ConvertedInt16Optional"
        )
    }

    /// FromInt32Converted.int16Array: [Int32] -> [Int16].
    private static func convertFromInt32ConvertedInt16Array(_ old: [Int32]) throws -> [Int16] {
        func element(_ old: Int32) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.int16Array: convert \(old) to Int16 in convertFromInt32ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.int64: Int32 -> Int64.
    private static func convertFromInt32ConvertedInt64(_ old: Int32) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int64: convert \(old) to Int64 in convertFromInt32ConvertedInt64"
        )
    }

    /// FromInt32Converted.int64Optional: Int32? -> Int64?.
    private static func convertFromInt32ConvertedInt64Optional(_ old: Int32?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.int64Optional: convert \(old) to Int64 in convertFromInt32ConvertedInt64Optional"
        )
    }

    /// FromInt32Converted.int64Array: [Int32] -> [Int64].
    private static func convertFromInt32ConvertedInt64Array(_ old: [Int32]) throws -> [Int64] {
        func element(_ old: Int32) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.int64Array: convert \(old) to Int64 in convertFromInt32ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.uint8: Int32 -> UInt8.
    private static func convertFromInt32ConvertedUint8(_ old: Int32) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint8: convert \(old) to UInt8 in convertFromInt32ConvertedUint8"
        )
    }

    /// FromInt32Converted.uint8Optional: Int32? -> UInt8?.
    private static func convertFromInt32ConvertedUint8Optional(_ old: Int32?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint8Optional: convert \(old) to UInt8 in convertFromInt32ConvertedUint8Optional"
        )
    }

    /// FromInt32Converted.uint8Array: [Int32] -> [UInt8].
    private static func convertFromInt32ConvertedUint8Array(_ old: [Int32]) throws -> [UInt8] {
        func element(_ old: Int32) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.uint8Array: convert \(old) to UInt8 in convertFromInt32ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.uint16: Int32 -> UInt16.
    private static func convertFromInt32ConvertedUint16(_ old: Int32) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint16: convert \(old) to UInt16 in convertFromInt32ConvertedUint16"
        )
    }

    /// FromInt32Converted.uint16Optional: Int32? -> UInt16?.
    private static func convertFromInt32ConvertedUint16Optional(_ old: Int32?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint16Optional: convert \(old) to UInt16 in convertFromInt32ConvertedUint16Optional"
        )
    }

    /// FromInt32Converted.uint16Array: [Int32] -> [UInt16].
    private static func convertFromInt32ConvertedUint16Array(_ old: [Int32]) throws -> [UInt16] {
        func element(_ old: Int32) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.uint16Array: convert \(old) to UInt16 in convertFromInt32ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.uint32: Int32 -> UInt32.
    private static func convertFromInt32ConvertedUint32(_ old: Int32) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint32: convert \(old) to UInt32 in convertFromInt32ConvertedUint32"
        )
    }

    /// FromInt32Converted.uint32Optional: Int32? -> UInt32?.
    private static func convertFromInt32ConvertedUint32Optional(_ old: Int32?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint32Optional: convert \(old) to UInt32 in convertFromInt32ConvertedUint32Optional"
        )
    }

    /// FromInt32Converted.uint32Array: [Int32] -> [UInt32].
    private static func convertFromInt32ConvertedUint32Array(_ old: [Int32]) throws -> [UInt32] {
        func element(_ old: Int32) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.uint32Array: convert \(old) to UInt32 in convertFromInt32ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.uint64: Int32 -> UInt64.
    private static func convertFromInt32ConvertedUint64(_ old: Int32) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint64: convert \(old) to UInt64 in convertFromInt32ConvertedUint64"
        )
    }

    /// FromInt32Converted.uint64Optional: Int32? -> UInt64?.
    private static func convertFromInt32ConvertedUint64Optional(_ old: Int32?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.uint64Optional: convert \(old) to UInt64 in convertFromInt32ConvertedUint64Optional"
        )
    }

    /// FromInt32Converted.uint64Array: [Int32] -> [UInt64].
    private static func convertFromInt32ConvertedUint64Array(_ old: [Int32]) throws -> [UInt64] {
        func element(_ old: Int32) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.uint64Array: convert \(old) to UInt64 in convertFromInt32ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.double: Int32 -> Double.
    private static func convertFromInt32ConvertedDouble(_ old: Int32) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.double: convert \(old) to Double in convertFromInt32ConvertedDouble"
        )
    }

    /// FromInt32Converted.doubleOptional: Int32? -> Double?.
    private static func convertFromInt32ConvertedDoubleOptional(_ old: Int32?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.doubleOptional: convert \(old) to Double in convertFromInt32ConvertedDoubleOptional"
        )
    }

    /// FromInt32Converted.doubleArray: [Int32] -> [Double].
    private static func convertFromInt32ConvertedDoubleArray(_ old: [Int32]) throws -> [Double] {
        func element(_ old: Int32) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.doubleArray: convert \(old) to Double in convertFromInt32ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.float: Int32 -> Float.
    private static func convertFromInt32ConvertedFloat(_ old: Int32) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.float: convert \(old) to Float in convertFromInt32ConvertedFloat"
        )
    }

    /// FromInt32Converted.floatOptional: Int32? -> Float?.
    private static func convertFromInt32ConvertedFloatOptional(_ old: Int32?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.floatOptional: convert \(old) to Float in convertFromInt32ConvertedFloatOptional"
        )
    }

    /// FromInt32Converted.floatArray: [Int32] -> [Float].
    private static func convertFromInt32ConvertedFloatArray(_ old: [Int32]) throws -> [Float] {
        func element(_ old: Int32) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.floatArray: convert \(old) to Float in convertFromInt32ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Converted.decimal: Int32 -> Decimal.
    private static func convertFromInt32ConvertedDecimal(_ old: Int32) throws -> Decimal {
        return Decimal(old)
    }

    /// FromInt32Converted.decimalOptional: Int32? -> Decimal?.
    private static func convertFromInt32ConvertedDecimalOptional(_ old: Int32?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromInt32Converted.decimalArray: [Int32] -> [Decimal].
    private static func convertFromInt32ConvertedDecimalArray(_ old: [Int32]) throws -> [Decimal] {
        func element(_ old: Int32) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromInt32Converted.rank: Int32 -> Rank.
    private static func convertFromInt32ConvertedRank(_ old: Int32) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.rank: convert \(old) to Rank in convertFromInt32ConvertedRank"
        )
    }

    /// FromInt32Converted.rankOptional: Int32? -> Rank?.
    private static func convertFromInt32ConvertedRankOptional(_ old: Int32?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt32Converted.rankOptional: convert \(old) to Rank in convertFromInt32ConvertedRankOptional"
        )
    }

    /// FromInt32Converted.rankArray: [Int32] -> [Rank].
    private static func convertFromInt32ConvertedRankArray(_ old: [Int32]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Int32) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt32Converted.rankArray: convert \(old) to Rank in convertFromInt32ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.bool: Int32 -> Bool.
    private static func convertFromInt32UnconvertedBool(_ old: Int32) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.bool: convert \(old) to Bool in convertFromInt32UnconvertedBool"
        )
    }

    /// FromInt32Unconverted.boolOptional: Int32? -> Bool?.
    private static func convertFromInt32UnconvertedBoolOptional(_ old: Int32?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.boolOptional: convert \(old) to Bool in convertFromInt32UnconvertedBoolOptional"
        )
    }

    /// FromInt32Unconverted.boolArray: [Int32] -> [Bool].
    private static func convertFromInt32UnconvertedBoolArray(_ old: [Int32]) throws -> [Bool] {
        func element(_ old: Int32) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.boolArray: convert \(old) to Bool in convertFromInt32UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.boolMadeOptional: Int32 -> Bool?.
    private static func convertFromInt32UnconvertedBoolMadeOptional(_ old: Int32) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromInt32UnconvertedBoolMadeOptional"
        )
    }

    /// FromInt32Unconverted.boolMadeRequired: Int32? -> Bool.
    private static func convertFromInt32UnconvertedBoolMadeRequired(_ old: Int32?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt32UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromInt32UnconvertedBoolMadeRequired"
        )
    }

    /// FromInt32Unconverted.date: Int32 -> Date.
    private static func convertFromInt32UnconvertedDate(_ old: Int32) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.date: convert \(old) to Date in convertFromInt32UnconvertedDate"
        )
    }

    /// FromInt32Unconverted.dateOptional: Int32? -> Date?.
    private static func convertFromInt32UnconvertedDateOptional(_ old: Int32?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.dateOptional: convert \(old) to Date in convertFromInt32UnconvertedDateOptional"
        )
    }

    /// FromInt32Unconverted.dateArray: [Int32] -> [Date].
    private static func convertFromInt32UnconvertedDateArray(_ old: [Int32]) throws -> [Date] {
        func element(_ old: Int32) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.dateArray: convert \(old) to Date in convertFromInt32UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.uuid: Int32 -> UUID.
    private static func convertFromInt32UnconvertedUuid(_ old: Int32) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.uuid: convert \(old) to UUID in convertFromInt32UnconvertedUuid"
        )
    }

    /// FromInt32Unconverted.uuidOptional: Int32? -> UUID?.
    private static func convertFromInt32UnconvertedUuidOptional(_ old: Int32?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.uuidOptional: convert \(old) to UUID in convertFromInt32UnconvertedUuidOptional"
        )
    }

    /// FromInt32Unconverted.uuidArray: [Int32] -> [UUID].
    private static func convertFromInt32UnconvertedUuidArray(_ old: [Int32]) throws -> [UUID] {
        func element(_ old: Int32) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.uuidArray: convert \(old) to UUID in convertFromInt32UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.data: Int32 -> Data.
    private static func convertFromInt32UnconvertedData(_ old: Int32) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.data: convert \(old) to Data in convertFromInt32UnconvertedData"
        )
    }

    /// FromInt32Unconverted.dataOptional: Int32? -> Data?.
    private static func convertFromInt32UnconvertedDataOptional(_ old: Int32?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.dataOptional: convert \(old) to Data in convertFromInt32UnconvertedDataOptional"
        )
    }

    /// FromInt32Unconverted.dataArray: [Int32] -> [Data].
    private static func convertFromInt32UnconvertedDataArray(_ old: [Int32]) throws -> [Data] {
        func element(_ old: Int32) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.dataArray: convert \(old) to Data in convertFromInt32UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.url: Int32 -> URL.
    private static func convertFromInt32UnconvertedUrl(_ old: Int32) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.url: convert \(old) to URL in convertFromInt32UnconvertedUrl"
        )
    }

    /// FromInt32Unconverted.urlOptional: Int32? -> URL?.
    private static func convertFromInt32UnconvertedUrlOptional(_ old: Int32?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.urlOptional: convert \(old) to URL in convertFromInt32UnconvertedUrlOptional"
        )
    }

    /// FromInt32Unconverted.urlArray: [Int32] -> [URL].
    private static func convertFromInt32UnconvertedUrlArray(_ old: [Int32]) throws -> [URL] {
        func element(_ old: Int32) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.urlArray: convert \(old) to URL in convertFromInt32UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt32Unconverted.letter: Int32 -> Letter.
    private static func convertFromInt32UnconvertedLetter(_ old: Int32) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.letter: convert \(old) to Letter in convertFromInt32UnconvertedLetter"
        )
    }

    /// FromInt32Unconverted.letterOptional: Int32? -> Letter?.
    private static func convertFromInt32UnconvertedLetterOptional(_ old: Int32?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt32Unconverted.letterOptional: convert \(old) to Letter in convertFromInt32UnconvertedLetterOptional"
        )
    }

    /// FromInt32Unconverted.letterArray: [Int32] -> [Letter].
    private static func convertFromInt32UnconvertedLetterArray(_ old: [Int32]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Int32) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromInt32Unconverted.letterArray: convert \(old) to Letter in convertFromInt32UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.string: Int64 -> String.
    private static func convertFromInt64ConvertedString(_ old: Int64) throws -> String {
        return String(describing: old)
    }

    /// FromInt64Converted.stringOptional: Int64? -> String?.
    private static func convertFromInt64ConvertedStringOptional(_ old: Int64?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromInt64Converted.stringArray: [Int64] -> [String].
    private static func convertFromInt64ConvertedStringArray(_ old: [Int64]) throws -> [String] {
        func element(_ old: Int64) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromInt64Converted.stringMadeOptional: Int64 -> String?.
    private static func convertFromInt64ConvertedStringMadeOptional(_ old: Int64) throws -> String? {
        return String(describing: old)
    }

    /// FromInt64Converted.stringMadeRequired: Int64? -> String.
    private static func convertFromInt64ConvertedStringMadeRequired(_ old: Int64?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt64ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromInt64Converted.int8: Int64 -> Int8.
    private static func convertFromInt64ConvertedInt8(_ old: Int64) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int8: convert \(old) to Int8 in convertFromInt64ConvertedInt8"
        )
    }

    /// FromInt64Converted.int8Optional: Int64? -> Int8?.
    private static func convertFromInt64ConvertedInt8Optional(_ old: Int64?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int8Optional: convert \(old) to Int8 in convertFromInt64ConvertedInt8Optional"
        )
    }

    /// FromInt64Converted.int8Array: [Int64] -> [Int8].
    private static func convertFromInt64ConvertedInt8Array(_ old: [Int64]) throws -> [Int8] {
        func element(_ old: Int64) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.int8Array: convert \(old) to Int8 in convertFromInt64ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.int16: Int64 -> Int16.
    private static func convertFromInt64ConvertedInt16(_ old: Int64) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int16: convert \(old) to Int16 in convertFromInt64ConvertedInt16"
        )
    }

    /// FromInt64Converted.int16Optional: Int64? -> Int16?.
    private static func convertFromInt64ConvertedInt16Optional(_ old: Int64?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int16Optional: convert \(old) to Int16 in convertFromInt64ConvertedInt16Optional"
        )
    }

    /// FromInt64Converted.int16Array: [Int64] -> [Int16].
    private static func convertFromInt64ConvertedInt16Array(_ old: [Int64]) throws -> [Int16] {
        func element(_ old: Int64) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.int16Array: convert \(old) to Int16 in convertFromInt64ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.int32: Int64 -> Int32.
    private static func convertFromInt64ConvertedInt32(_ old: Int64) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int32: convert \(old) to Int32 in convertFromInt64ConvertedInt32"
        )
    }

    /// FromInt64Converted.int32Optional: Int64? -> Int32?.
    private static func convertFromInt64ConvertedInt32Optional(_ old: Int64?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.int32Optional: convert \(old) to Int32 in convertFromInt64ConvertedInt32Optional"
        )
    }

    /// FromInt64Converted.int32Array: [Int64] -> [Int32].
    private static func convertFromInt64ConvertedInt32Array(_ old: [Int64]) throws -> [Int32] {
        func element(_ old: Int64) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.int32Array: convert \(old) to Int32 in convertFromInt64ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.uint8: Int64 -> UInt8.
    private static func convertFromInt64ConvertedUint8(_ old: Int64) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint8: convert \(old) to UInt8 in convertFromInt64ConvertedUint8"
        )
    }

    /// FromInt64Converted.uint8Optional: Int64? -> UInt8?.
    private static func convertFromInt64ConvertedUint8Optional(_ old: Int64?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint8Optional: convert \(old) to UInt8 in convertFromInt64ConvertedUint8Optional"
        )
    }

    /// FromInt64Converted.uint8Array: [Int64] -> [UInt8].
    private static func convertFromInt64ConvertedUint8Array(_ old: [Int64]) throws -> [UInt8] {
        func element(_ old: Int64) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.uint8Array: convert \(old) to UInt8 in convertFromInt64ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.uint16: Int64 -> UInt16.
    private static func convertFromInt64ConvertedUint16(_ old: Int64) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint16: convert \(old) to UInt16 in convertFromInt64ConvertedUint16"
        )
    }

    /// FromInt64Converted.uint16Optional: Int64? -> UInt16?.
    private static func convertFromInt64ConvertedUint16Optional(_ old: Int64?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint16Optional: convert \(old) to UInt16 in convertFromInt64ConvertedUint16Optional"
        )
    }

    /// FromInt64Converted.uint16Array: [Int64] -> [UInt16].
    private static func convertFromInt64ConvertedUint16Array(_ old: [Int64]) throws -> [UInt16] {
        func element(_ old: Int64) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.uint16Array: convert \(old) to UInt16 in convertFromInt64ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.uint32: Int64 -> UInt32.
    private static func convertFromInt64ConvertedUint32(_ old: Int64) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint32: convert \(old) to UInt32 in convertFromInt64ConvertedUint32"
        )
    }

    /// FromInt64Converted.uint32Optional: Int64? -> UInt32?.
    private static func convertFromInt64ConvertedUint32Optional(_ old: Int64?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint32Optional: convert \(old) to UInt32 in convertFromInt64ConvertedUint32Optional"
        )
    }

    /// FromInt64Converted.uint32Array: [Int64] -> [UInt32].
    private static func convertFromInt64ConvertedUint32Array(_ old: [Int64]) throws -> [UInt32] {
        func element(_ old: Int64) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.uint32Array: convert \(old) to UInt32 in convertFromInt64ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.uint64: Int64 -> UInt64.
    private static func convertFromInt64ConvertedUint64(_ old: Int64) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint64: convert \(old) to UInt64 in convertFromInt64ConvertedUint64"
        )
    }

    /// FromInt64Converted.uint64Optional: Int64? -> UInt64?.
    private static func convertFromInt64ConvertedUint64Optional(_ old: Int64?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.uint64Optional: convert \(old) to UInt64 in convertFromInt64ConvertedUint64Optional"
        )
    }

    /// FromInt64Converted.uint64Array: [Int64] -> [UInt64].
    private static func convertFromInt64ConvertedUint64Array(_ old: [Int64]) throws -> [UInt64] {
        func element(_ old: Int64) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.uint64Array: convert \(old) to UInt64 in convertFromInt64ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.double: Int64 -> Double.
    private static func convertFromInt64ConvertedDouble(_ old: Int64) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.double: convert \(old) to Double in convertFromInt64ConvertedDouble"
        )
    }

    /// FromInt64Converted.doubleOptional: Int64? -> Double?.
    private static func convertFromInt64ConvertedDoubleOptional(_ old: Int64?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.doubleOptional: convert \(old) to Double in convertFromInt64ConvertedDoubleOptional"
        )
    }

    /// FromInt64Converted.doubleArray: [Int64] -> [Double].
    private static func convertFromInt64ConvertedDoubleArray(_ old: [Int64]) throws -> [Double] {
        func element(_ old: Int64) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.doubleArray: convert \(old) to Double in convertFromInt64ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.float: Int64 -> Float.
    private static func convertFromInt64ConvertedFloat(_ old: Int64) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.float: convert \(old) to Float in convertFromInt64ConvertedFloat"
        )
    }

    /// FromInt64Converted.floatOptional: Int64? -> Float?.
    private static func convertFromInt64ConvertedFloatOptional(_ old: Int64?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.floatOptional: convert \(old) to Float in convertFromInt64ConvertedFloatOptional"
        )
    }

    /// FromInt64Converted.floatArray: [Int64] -> [Float].
    private static func convertFromInt64ConvertedFloatArray(_ old: [Int64]) throws -> [Float] {
        func element(_ old: Int64) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.floatArray: convert \(old) to Float in convertFromInt64ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Converted.decimal: Int64 -> Decimal.
    private static func convertFromInt64ConvertedDecimal(_ old: Int64) throws -> Decimal {
        return Decimal(old)
    }

    /// FromInt64Converted.decimalOptional: Int64? -> Decimal?.
    private static func convertFromInt64ConvertedDecimalOptional(_ old: Int64?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromInt64Converted.decimalArray: [Int64] -> [Decimal].
    private static func convertFromInt64ConvertedDecimalArray(_ old: [Int64]) throws -> [Decimal] {
        func element(_ old: Int64) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromInt64Converted.rank: Int64 -> Rank.
    private static func convertFromInt64ConvertedRank(_ old: Int64) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.rank: convert \(old) to Rank in convertFromInt64ConvertedRank"
        )
    }

    /// FromInt64Converted.rankOptional: Int64? -> Rank?.
    private static func convertFromInt64ConvertedRankOptional(_ old: Int64?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromInt64Converted.rankOptional: convert \(old) to Rank in convertFromInt64ConvertedRankOptional"
        )
    }

    /// FromInt64Converted.rankArray: [Int64] -> [Rank].
    private static func convertFromInt64ConvertedRankArray(_ old: [Int64]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Int64) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromInt64Converted.rankArray: convert \(old) to Rank in convertFromInt64ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.bool: Int64 -> Bool.
    private static func convertFromInt64UnconvertedBool(_ old: Int64) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.bool: convert \(old) to Bool in convertFromInt64UnconvertedBool"
        )
    }

    /// FromInt64Unconverted.boolOptional: Int64? -> Bool?.
    private static func convertFromInt64UnconvertedBoolOptional(_ old: Int64?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.boolOptional: convert \(old) to Bool in convertFromInt64UnconvertedBoolOptional"
        )
    }

    /// FromInt64Unconverted.boolArray: [Int64] -> [Bool].
    private static func convertFromInt64UnconvertedBoolArray(_ old: [Int64]) throws -> [Bool] {
        func element(_ old: Int64) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.boolArray: convert \(old) to Bool in convertFromInt64UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.boolMadeOptional: Int64 -> Bool?.
    private static func convertFromInt64UnconvertedBoolMadeOptional(_ old: Int64) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromInt64UnconvertedBoolMadeOptional"
        )
    }

    /// FromInt64Unconverted.boolMadeRequired: Int64? -> Bool.
    private static func convertFromInt64UnconvertedBoolMadeRequired(_ old: Int64?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromInt64UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromInt64UnconvertedBoolMadeRequired"
        )
    }

    /// FromInt64Unconverted.date: Int64 -> Date.
    private static func convertFromInt64UnconvertedDate(_ old: Int64) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.date: convert \(old) to Date in convertFromInt64UnconvertedDate"
        )
    }

    /// FromInt64Unconverted.dateOptional: Int64? -> Date?.
    private static func convertFromInt64UnconvertedDateOptional(_ old: Int64?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.dateOptional: convert \(old) to Date in convertFromInt64UnconvertedDateOptional"
        )
    }

    /// FromInt64Unconverted.dateArray: [Int64] -> [Date].
    private static func convertFromInt64UnconvertedDateArray(_ old: [Int64]) throws -> [Date] {
        func element(_ old: Int64) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.dateArray: convert \(old) to Date in convertFromInt64UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.uuid: Int64 -> UUID.
    private static func convertFromInt64UnconvertedUuid(_ old: Int64) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.uuid: convert \(old) to UUID in convertFromInt64UnconvertedUuid"
        )
    }

    /// FromInt64Unconverted.uuidOptional: Int64? -> UUID?.
    private static func convertFromInt64UnconvertedUuidOptional(_ old: Int64?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.uuidOptional: convert \(old) to UUID in convertFromInt64UnconvertedUuidOptional"
        )
    }

    /// FromInt64Unconverted.uuidArray: [Int64] -> [UUID].
    private static func convertFromInt64UnconvertedUuidArray(_ old: [Int64]) throws -> [UUID] {
        func element(_ old: Int64) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.uuidArray: convert \(old) to UUID in convertFromInt64UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.data: Int64 -> Data.
    private static func convertFromInt64UnconvertedData(_ old: Int64) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.data: convert \(old) to Data in convertFromInt64UnconvertedData"
        )
    }

    /// FromInt64Unconverted.dataOptional: Int64? -> Data?.
    private static func convertFromInt64UnconvertedDataOptional(_ old: Int64?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.dataOptional: convert \(old) to Data in convertFromInt64UnconvertedDataOptional"
        )
    }

    /// FromInt64Unconverted.dataArray: [Int64] -> [Data].
    private static func convertFromInt64UnconvertedDataArray(_ old: [Int64]) throws -> [Data] {
        func element(_ old: Int64) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.dataArray: convert \(old) to Data in convertFromInt64UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.url: Int64 -> URL.
    private static func convertFromInt64UnconvertedUrl(_ old: Int64) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.url: convert \(old) to URL in convertFromInt64UnconvertedUrl"
        )
    }

    /// FromInt64Unconverted.urlOptional: Int64? -> URL?.
    private static func convertFromInt64UnconvertedUrlOptional(_ old: Int64?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.urlOptional: convert \(old) to URL in convertFromInt64UnconvertedUrlOptional"
        )
    }

    /// FromInt64Unconverted.urlArray: [Int64] -> [URL].
    private static func convertFromInt64UnconvertedUrlArray(_ old: [Int64]) throws -> [URL] {
        func element(_ old: Int64) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.urlArray: convert \(old) to URL in convertFromInt64UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromInt64Unconverted.letter: Int64 -> Letter.
    private static func convertFromInt64UnconvertedLetter(_ old: Int64) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.letter: convert \(old) to Letter in convertFromInt64UnconvertedLetter"
        )
    }

    /// FromInt64Unconverted.letterOptional: Int64? -> Letter?.
    private static func convertFromInt64UnconvertedLetterOptional(_ old: Int64?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromInt64Unconverted.letterOptional: convert \(old) to Letter in convertFromInt64UnconvertedLetterOptional"
        )
    }

    /// FromInt64Unconverted.letterArray: [Int64] -> [Letter].
    private static func convertFromInt64UnconvertedLetterArray(_ old: [Int64]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Int64) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromInt64Unconverted.letterArray: convert \(old) to Letter in convertFromInt64UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.string: UInt8 -> String.
    private static func convertFromUInt8ConvertedString(_ old: UInt8) throws -> String {
        return String(describing: old)
    }

    /// FromUInt8Converted.stringOptional: UInt8? -> String?.
    private static func convertFromUInt8ConvertedStringOptional(_ old: UInt8?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromUInt8Converted.stringArray: [UInt8] -> [String].
    private static func convertFromUInt8ConvertedStringArray(_ old: [UInt8]) throws -> [String] {
        func element(_ old: UInt8) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.stringMadeOptional: UInt8 -> String?.
    private static func convertFromUInt8ConvertedStringMadeOptional(_ old: UInt8) throws -> String? {
        return String(describing: old)
    }

    /// FromUInt8Converted.stringMadeRequired: UInt8? -> String.
    private static func convertFromUInt8ConvertedStringMadeRequired(_ old: UInt8?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt8ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromUInt8Converted.int: UInt8 -> Int.
    private static func convertFromUInt8ConvertedInt(_ old: UInt8) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int: convert \(old) to Int in convertFromUInt8ConvertedInt"
        )
    }

    /// FromUInt8Converted.intOptional: UInt8? -> Int?.
    private static func convertFromUInt8ConvertedIntOptional(_ old: UInt8?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.intOptional: convert \(old) to Int in convertFromUInt8ConvertedIntOptional"
        )
    }

    /// FromUInt8Converted.intArray: [UInt8] -> [Int].
    private static func convertFromUInt8ConvertedIntArray(_ old: [UInt8]) throws -> [Int] {
        func element(_ old: UInt8) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.intArray: convert \(old) to Int in convertFromUInt8ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.int8: UInt8 -> Int8.
    private static func convertFromUInt8ConvertedInt8(_ old: UInt8) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int8: convert \(old) to Int8 in convertFromUInt8ConvertedInt8"
        )
    }

    /// FromUInt8Converted.int8Optional: UInt8? -> Int8?.
    private static func convertFromUInt8ConvertedInt8Optional(_ old: UInt8?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int8Optional: convert \(old) to Int8 in convertFromUInt8ConvertedInt8Optional"
        )
    }

    /// FromUInt8Converted.int8Array: [UInt8] -> [Int8].
    private static func convertFromUInt8ConvertedInt8Array(_ old: [UInt8]) throws -> [Int8] {
        func element(_ old: UInt8) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.int8Array: convert \(old) to Int8 in convertFromUInt8ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.int16: UInt8 -> Int16.
    private static func convertFromUInt8ConvertedInt16(_ old: UInt8) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int16: convert \(old) to Int16 in convertFromUInt8ConvertedInt16"
        )
    }

    /// FromUInt8Converted.int16Optional: UInt8? -> Int16?.
    private static func convertFromUInt8ConvertedInt16Optional(_ old: UInt8?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int16Optional: convert \(old) to Int16 in convertFromUInt8ConvertedInt16Optional"
        )
    }

    /// FromUInt8Converted.int16Array: [UInt8] -> [Int16].
    private static func convertFromUInt8ConvertedInt16Array(_ old: [UInt8]) throws -> [Int16] {
        func element(_ old: UInt8) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.int16Array: convert \(old) to Int16 in convertFromUInt8ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.int32: UInt8 -> Int32.
    private static func convertFromUInt8ConvertedInt32(_ old: UInt8) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int32: convert \(old) to Int32 in convertFromUInt8ConvertedInt32"
        )
    }

    /// FromUInt8Converted.int32Optional: UInt8? -> Int32?.
    private static func convertFromUInt8ConvertedInt32Optional(_ old: UInt8?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int32Optional: convert \(old) to Int32 in convertFromUInt8ConvertedInt32Optional"
        )
    }

    /// FromUInt8Converted.int32Array: [UInt8] -> [Int32].
    private static func convertFromUInt8ConvertedInt32Array(_ old: [UInt8]) throws -> [Int32] {
        func element(_ old: UInt8) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.int32Array: convert \(old) to Int32 in convertFromUInt8ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.int64: UInt8 -> Int64.
    private static func convertFromUInt8ConvertedInt64(_ old: UInt8) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int64: convert \(old) to Int64 in convertFromUInt8ConvertedInt64"
        )
    }

    /// FromUInt8Converted.int64Optional: UInt8? -> Int64?.
    private static func convertFromUInt8ConvertedInt64Optional(_ old: UInt8?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.int64Optional: convert \(old) to Int64 in convertFromUInt8ConvertedInt64Optional"
        )
    }

    /// FromUInt8Converted.int64Array: [UInt8] -> [Int64].
    private static func convertFromUInt8ConvertedInt64Array(_ old: [UInt8]) throws -> [Int64] {
        func element(_ old: UInt8) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.int64Array: convert \(old) to Int64 in convertFromUInt8ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.uint16: UInt8 -> UInt16.
    private static func convertFromUInt8ConvertedUint16(_ old: UInt8) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint16: convert \(old) to UInt16 in convertFromUInt8ConvertedUint16"
        )
    }

    /// FromUInt8Converted.uint16Optional: UInt8? -> UInt16?.
    private static func convertFromUInt8ConvertedUint16Optional(_ old: UInt8?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint16Optional: convert \(old) to UInt16 in convertFromUInt8ConvertedUint16Optional"
        )
    }

    /// FromUInt8Converted.uint16Array: [UInt8] -> [UInt16].
    private static func convertFromUInt8ConvertedUint16Array(_ old: [UInt8]) throws -> [UInt16] {
        func element(_ old: UInt8) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.uint16Array: convert \(old) to UInt16 in convertFromUInt8ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.uint32: UInt8 -> UInt32.
    private static func convertFromUInt8ConvertedUint32(_ old: UInt8) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint32: convert \(old) to UInt32 in convertFromUInt8ConvertedUint32"
        )
    }

    /// FromUInt8Converted.uint32Optional: UInt8? -> UInt32?.
    private static func convertFromUInt8ConvertedUint32Optional(_ old: UInt8?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint32Optional: convert \(old) to UInt32 in convertFromUInt8ConvertedUint32Optional"
        )
    }

    /// FromUInt8Converted.uint32Array: [UInt8] -> [UInt32].
    private static func convertFromUInt8ConvertedUint32Array(_ old: [UInt8]) throws -> [UInt32] {
        func element(_ old: UInt8) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.uint32Array: convert \(old) to UInt32 in convertFromUInt8ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.uint64: UInt8 -> UInt64.
    private static func convertFromUInt8ConvertedUint64(_ old: UInt8) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint64: convert \(old) to UInt64 in convertFromUInt8ConvertedUint64"
        )
    }

    /// FromUInt8Converted.uint64Optional: UInt8? -> UInt64?.
    private static func convertFromUInt8ConvertedUint64Optional(_ old: UInt8?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.uint64Optional: convert \(old) to UInt64 in convertFromUInt8ConvertedUint64Optional"
        )
    }

    /// FromUInt8Converted.uint64Array: [UInt8] -> [UInt64].
    private static func convertFromUInt8ConvertedUint64Array(_ old: [UInt8]) throws -> [UInt64] {
        func element(_ old: UInt8) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.uint64Array: convert \(old) to UInt64 in convertFromUInt8ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.double: UInt8 -> Double.
    private static func convertFromUInt8ConvertedDouble(_ old: UInt8) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.double: convert \(old) to Double in convertFromUInt8ConvertedDouble"
        )
    }

    /// FromUInt8Converted.doubleOptional: UInt8? -> Double?.
    private static func convertFromUInt8ConvertedDoubleOptional(_ old: UInt8?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.doubleOptional: convert \(old) to Double in convertFromUInt8ConvertedDoubleOptional"
        )
    }

    /// FromUInt8Converted.doubleArray: [UInt8] -> [Double].
    private static func convertFromUInt8ConvertedDoubleArray(_ old: [UInt8]) throws -> [Double] {
        func element(_ old: UInt8) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.doubleArray: convert \(old) to Double in convertFromUInt8ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.float: UInt8 -> Float.
    private static func convertFromUInt8ConvertedFloat(_ old: UInt8) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.float: convert \(old) to Float in convertFromUInt8ConvertedFloat"
        )
    }

    /// FromUInt8Converted.floatOptional: UInt8? -> Float?.
    private static func convertFromUInt8ConvertedFloatOptional(_ old: UInt8?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.floatOptional: convert \(old) to Float in convertFromUInt8ConvertedFloatOptional"
        )
    }

    /// FromUInt8Converted.floatArray: [UInt8] -> [Float].
    private static func convertFromUInt8ConvertedFloatArray(_ old: [UInt8]) throws -> [Float] {
        func element(_ old: UInt8) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.floatArray: convert \(old) to Float in convertFromUInt8ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.decimal: UInt8 -> Decimal.
    private static func convertFromUInt8ConvertedDecimal(_ old: UInt8) throws -> Decimal {
        return Decimal(old)
    }

    /// FromUInt8Converted.decimalOptional: UInt8? -> Decimal?.
    private static func convertFromUInt8ConvertedDecimalOptional(_ old: UInt8?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromUInt8Converted.decimalArray: [UInt8] -> [Decimal].
    private static func convertFromUInt8ConvertedDecimalArray(_ old: [UInt8]) throws -> [Decimal] {
        func element(_ old: UInt8) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromUInt8Converted.rank: UInt8 -> Rank.
    private static func convertFromUInt8ConvertedRank(_ old: UInt8) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.rank: convert \(old) to Rank in convertFromUInt8ConvertedRank"
        )
    }

    /// FromUInt8Converted.rankOptional: UInt8? -> Rank?.
    private static func convertFromUInt8ConvertedRankOptional(_ old: UInt8?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt8Converted.rankOptional: convert \(old) to Rank in convertFromUInt8ConvertedRankOptional"
        )
    }

    /// FromUInt8Converted.rankArray: [UInt8] -> [Rank].
    private static func convertFromUInt8ConvertedRankArray(_ old: [UInt8]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: UInt8) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt8Converted.rankArray: convert \(old) to Rank in convertFromUInt8ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.bool: UInt8 -> Bool.
    private static func convertFromUInt8UnconvertedBool(_ old: UInt8) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.bool: convert \(old) to Bool in convertFromUInt8UnconvertedBool"
        )
    }

    /// FromUInt8Unconverted.boolOptional: UInt8? -> Bool?.
    private static func convertFromUInt8UnconvertedBoolOptional(_ old: UInt8?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.boolOptional: convert \(old) to Bool in convertFromUInt8UnconvertedBoolOptional"
        )
    }

    /// FromUInt8Unconverted.boolArray: [UInt8] -> [Bool].
    private static func convertFromUInt8UnconvertedBoolArray(_ old: [UInt8]) throws -> [Bool] {
        func element(_ old: UInt8) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.boolArray: convert \(old) to Bool in convertFromUInt8UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.boolMadeOptional: UInt8 -> Bool?.
    private static func convertFromUInt8UnconvertedBoolMadeOptional(_ old: UInt8) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromUInt8UnconvertedBoolMadeOptional"
        )
    }

    /// FromUInt8Unconverted.boolMadeRequired: UInt8? -> Bool.
    private static func convertFromUInt8UnconvertedBoolMadeRequired(_ old: UInt8?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt8UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromUInt8UnconvertedBoolMadeRequired"
        )
    }

    /// FromUInt8Unconverted.date: UInt8 -> Date.
    private static func convertFromUInt8UnconvertedDate(_ old: UInt8) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.date: convert \(old) to Date in convertFromUInt8UnconvertedDate"
        )
    }

    /// FromUInt8Unconverted.dateOptional: UInt8? -> Date?.
    private static func convertFromUInt8UnconvertedDateOptional(_ old: UInt8?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.dateOptional: convert \(old) to Date in convertFromUInt8UnconvertedDateOptional"
        )
    }

    /// FromUInt8Unconverted.dateArray: [UInt8] -> [Date].
    private static func convertFromUInt8UnconvertedDateArray(_ old: [UInt8]) throws -> [Date] {
        func element(_ old: UInt8) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.dateArray: convert \(old) to Date in convertFromUInt8UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.uuid: UInt8 -> UUID.
    private static func convertFromUInt8UnconvertedUuid(_ old: UInt8) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.uuid: convert \(old) to UUID in convertFromUInt8UnconvertedUuid"
        )
    }

    /// FromUInt8Unconverted.uuidOptional: UInt8? -> UUID?.
    private static func convertFromUInt8UnconvertedUuidOptional(_ old: UInt8?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.uuidOptional: convert \(old) to UUID in convertFromUInt8UnconvertedUuidOptional"
        )
    }

    /// FromUInt8Unconverted.uuidArray: [UInt8] -> [UUID].
    private static func convertFromUInt8UnconvertedUuidArray(_ old: [UInt8]) throws -> [UUID] {
        func element(_ old: UInt8) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.uuidArray: convert \(old) to UUID in convertFromUInt8UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.data: UInt8 -> Data.
    private static func convertFromUInt8UnconvertedData(_ old: UInt8) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.data: convert \(old) to Data in convertFromUInt8UnconvertedData"
        )
    }

    /// FromUInt8Unconverted.dataOptional: UInt8? -> Data?.
    private static func convertFromUInt8UnconvertedDataOptional(_ old: UInt8?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.dataOptional: convert \(old) to Data in convertFromUInt8UnconvertedDataOptional"
        )
    }

    /// FromUInt8Unconverted.dataArray: [UInt8] -> [Data].
    private static func convertFromUInt8UnconvertedDataArray(_ old: [UInt8]) throws -> [Data] {
        func element(_ old: UInt8) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.dataArray: convert \(old) to Data in convertFromUInt8UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.url: UInt8 -> URL.
    private static func convertFromUInt8UnconvertedUrl(_ old: UInt8) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.url: convert \(old) to URL in convertFromUInt8UnconvertedUrl"
        )
    }

    /// FromUInt8Unconverted.urlOptional: UInt8? -> URL?.
    private static func convertFromUInt8UnconvertedUrlOptional(_ old: UInt8?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.urlOptional: convert \(old) to URL in convertFromUInt8UnconvertedUrlOptional"
        )
    }

    /// FromUInt8Unconverted.urlArray: [UInt8] -> [URL].
    private static func convertFromUInt8UnconvertedUrlArray(_ old: [UInt8]) throws -> [URL] {
        func element(_ old: UInt8) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.urlArray: convert \(old) to URL in convertFromUInt8UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt8Unconverted.letter: UInt8 -> Letter.
    private static func convertFromUInt8UnconvertedLetter(_ old: UInt8) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.letter: convert \(old) to Letter in convertFromUInt8UnconvertedLetter"
        )
    }

    /// FromUInt8Unconverted.letterOptional: UInt8? -> Letter?.
    private static func convertFromUInt8UnconvertedLetterOptional(_ old: UInt8?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt8Unconverted.letterOptional: convert \(old) to Letter in convertFromUInt8UnconvertedLetterOptional"
        )
    }

    /// FromUInt8Unconverted.letterArray: [UInt8] -> [Letter].
    private static func convertFromUInt8UnconvertedLetterArray(_ old: [UInt8]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: UInt8) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromUInt8Unconverted.letterArray: convert \(old) to Letter in convertFromUInt8UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.string: UInt16 -> String.
    private static func convertFromUInt16ConvertedString(_ old: UInt16) throws -> String {
        return String(describing: old)
    }

    /// FromUInt16Converted.stringOptional: UInt16? -> String?.
    private static func convertFromUInt16ConvertedStringOptional(_ old: UInt16?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromUInt16Converted.stringArray: [UInt16] -> [String].
    private static func convertFromUInt16ConvertedStringArray(_ old: [UInt16]) throws -> [String] {
        func element(_ old: UInt16) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.stringMadeOptional: UInt16 -> String?.
    private static func convertFromUInt16ConvertedStringMadeOptional(_ old: UInt16) throws -> String? {
        return String(describing: old)
    }

    /// FromUInt16Converted.stringMadeRequired: UInt16? -> String.
    private static func convertFromUInt16ConvertedStringMadeRequired(_ old: UInt16?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt16ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromUInt16Converted.int: UInt16 -> Int.
    private static func convertFromUInt16ConvertedInt(_ old: UInt16) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int: convert \(old) to Int in convertFromUInt16ConvertedInt"
        )
    }

    /// FromUInt16Converted.intOptional: UInt16? -> Int?.
    private static func convertFromUInt16ConvertedIntOptional(_ old: UInt16?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.intOptional: convert \(old) to Int in convertFromUInt16ConvertedIntOptional"
        )
    }

    /// FromUInt16Converted.intArray: [UInt16] -> [Int].
    private static func convertFromUInt16ConvertedIntArray(_ old: [UInt16]) throws -> [Int] {
        func element(_ old: UInt16) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.intArray: convert \(old) to Int in convertFromUInt16ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.int8: UInt16 -> Int8.
    private static func convertFromUInt16ConvertedInt8(_ old: UInt16) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int8: convert \(old) to Int8 in convertFromUInt16ConvertedInt8"
        )
    }

    /// FromUInt16Converted.int8Optional: UInt16? -> Int8?.
    private static func convertFromUInt16ConvertedInt8Optional(_ old: UInt16?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int8Optional: convert \(old) to Int8 in convertFromUInt16ConvertedInt8Optional"
        )
    }

    /// FromUInt16Converted.int8Array: [UInt16] -> [Int8].
    private static func convertFromUInt16ConvertedInt8Array(_ old: [UInt16]) throws -> [Int8] {
        func element(_ old: UInt16) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.int8Array: convert \(old) to Int8 in convertFromUInt16ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.int16: UInt16 -> Int16.
    private static func convertFromUInt16ConvertedInt16(_ old: UInt16) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int16: convert \(old) to Int16 in convertFromUInt16ConvertedInt16"
        )
    }

    /// FromUInt16Converted.int16Optional: UInt16? -> Int16?.
    private static func convertFromUInt16ConvertedInt16Optional(_ old: UInt16?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int16Optional: convert \(old) to Int16 in convertFromUInt16ConvertedInt16Optional"
        )
    }

    /// FromUInt16Converted.int16Array: [UInt16] -> [Int16].
    private static func convertFromUInt16ConvertedInt16Array(_ old: [UInt16]) throws -> [Int16] {
        func element(_ old: UInt16) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.int16Array: convert \(old) to Int16 in convertFromUInt16ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.int32: UInt16 -> Int32.
    private static func convertFromUInt16ConvertedInt32(_ old: UInt16) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int32: convert \(old) to Int32 in convertFromUInt16ConvertedInt32"
        )
    }

    /// FromUInt16Converted.int32Optional: UInt16? -> Int32?.
    private static func convertFromUInt16ConvertedInt32Optional(_ old: UInt16?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int32Optional: convert \(old) to Int32 in convertFromUInt16ConvertedInt32Optional"
        )
    }

    /// FromUInt16Converted.int32Array: [UInt16] -> [Int32].
    private static func convertFromUInt16ConvertedInt32Array(_ old: [UInt16]) throws -> [Int32] {
        func element(_ old: UInt16) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.int32Array: convert \(old) to Int32 in convertFromUInt16ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.int64: UInt16 -> Int64.
    private static func convertFromUInt16ConvertedInt64(_ old: UInt16) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int64: convert \(old) to Int64 in convertFromUInt16ConvertedInt64"
        )
    }

    /// FromUInt16Converted.int64Optional: UInt16? -> Int64?.
    private static func convertFromUInt16ConvertedInt64Optional(_ old: UInt16?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.int64Optional: convert \(old) to Int64 in convertFromUInt16ConvertedInt64Optional"
        )
    }

    /// FromUInt16Converted.int64Array: [UInt16] -> [Int64].
    private static func convertFromUInt16ConvertedInt64Array(_ old: [UInt16]) throws -> [Int64] {
        func element(_ old: UInt16) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.int64Array: convert \(old) to Int64 in convertFromUInt16ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.uint8: UInt16 -> UInt8.
    private static func convertFromUInt16ConvertedUint8(_ old: UInt16) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint8: convert \(old) to UInt8 in convertFromUInt16ConvertedUint8"
        )
    }

    /// FromUInt16Converted.uint8Optional: UInt16? -> UInt8?.
    private static func convertFromUInt16ConvertedUint8Optional(_ old: UInt16?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint8Optional: convert \(old) to UInt8 in convertFromUInt16ConvertedUint8Optional"
        )
    }

    /// FromUInt16Converted.uint8Array: [UInt16] -> [UInt8].
    private static func convertFromUInt16ConvertedUint8Array(_ old: [UInt16]) throws -> [UInt8] {
        func element(_ old: UInt16) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.uint8Array: convert \(old) to UInt8 in convertFromUInt16ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.uint32: UInt16 -> UInt32.
    private static func convertFromUInt16ConvertedUint32(_ old: UInt16) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint32: convert \(old) to UInt32 in convertFromUInt16ConvertedUint32"
        )
    }

    /// FromUInt16Converted.uint32Optional: UInt16? -> UInt32?.
    private static func convertFromUInt16ConvertedUint32Optional(_ old: UInt16?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint32Optional: convert \(old) to UInt32 in convertFromUInt16ConvertedUint32Optional"
        )
    }

    /// FromUInt16Converted.uint32Array: [UInt16] -> [UInt32].
    private static func convertFromUInt16ConvertedUint32Array(_ old: [UInt16]) throws -> [UInt32] {
        func element(_ old: UInt16) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.uint32Array: convert \(old) to UInt32 in convertFromUInt16ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.uint64: UInt16 -> UInt64.
    private static func convertFromUInt16ConvertedUint64(_ old: UInt16) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint64: convert \(old) to UInt64 in convertFromUInt16ConvertedUint64"
        )
    }

    /// FromUInt16Converted.uint64Optional: UInt16? -> UInt64?.
    private static func convertFromUInt16ConvertedUint64Optional(_ old: UInt16?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.uint64Optional: convert \(old) to UInt64 in convertFromUInt16ConvertedUint64Optional"
        )
    }

    /// FromUInt16Converted.uint64Array: [UInt16] -> [UInt64].
    private static func convertFromUInt16ConvertedUint64Array(_ old: [UInt16]) throws -> [UInt64] {
        func element(_ old: UInt16) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.uint64Array: convert \(old) to UInt64 in convertFromUInt16ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.double: UInt16 -> Double.
    private static func convertFromUInt16ConvertedDouble(_ old: UInt16) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.double: convert \(old) to Double in convertFromUInt16ConvertedDouble"
        )
    }

    /// FromUInt16Converted.doubleOptional: UInt16? -> Double?.
    private static func convertFromUInt16ConvertedDoubleOptional(_ old: UInt16?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.doubleOptional: convert \(old) to Double in convertFromUInt16ConvertedDoubleOptional"
        )
    }

    /// FromUInt16Converted.doubleArray: [UInt16] -> [Double].
    private static func convertFromUInt16ConvertedDoubleArray(_ old: [UInt16]) throws -> [Double] {
        func element(_ old: UInt16) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.doubleArray: convert \(old) to Double in convertFromUInt16ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.float: UInt16 -> Float.
    private static func convertFromUInt16ConvertedFloat(_ old: UInt16) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.float: convert \(old) to Float in convertFromUInt16ConvertedFloat"
        )
    }

    /// FromUInt16Converted.floatOptional: UInt16? -> Float?.
    private static func convertFromUInt16ConvertedFloatOptional(_ old: UInt16?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.floatOptional: convert \(old) to Float in convertFromUInt16ConvertedFloatOptional"
        )
    }

    /// FromUInt16Converted.floatArray: [UInt16] -> [Float].
    private static func convertFromUInt16ConvertedFloatArray(_ old: [UInt16]) throws -> [Float] {
        func element(_ old: UInt16) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.floatArray: convert \(old) to Float in convertFromUInt16ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.decimal: UInt16 -> Decimal.
    private static func convertFromUInt16ConvertedDecimal(_ old: UInt16) throws -> Decimal {
        return Decimal(old)
    }

    /// FromUInt16Converted.decimalOptional: UInt16? -> Decimal?.
    private static func convertFromUInt16ConvertedDecimalOptional(_ old: UInt16?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromUInt16Converted.decimalArray: [UInt16] -> [Decimal].
    private static func convertFromUInt16ConvertedDecimalArray(_ old: [UInt16]) throws -> [Decimal] {
        func element(_ old: UInt16) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromUInt16Converted.rank: UInt16 -> Rank.
    private static func convertFromUInt16ConvertedRank(_ old: UInt16) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.rank: convert \(old) to Rank in convertFromUInt16ConvertedRank"
        )
    }

    /// FromUInt16Converted.rankOptional: UInt16? -> Rank?.
    private static func convertFromUInt16ConvertedRankOptional(_ old: UInt16?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt16Converted.rankOptional: convert \(old) to Rank in convertFromUInt16ConvertedRankOptional"
        )
    }

    /// FromUInt16Converted.rankArray: [UInt16] -> [Rank].
    private static func convertFromUInt16ConvertedRankArray(_ old: [UInt16]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: UInt16) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt16Converted.rankArray: convert \(old) to Rank in convertFromUInt16ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.bool: UInt16 -> Bool.
    private static func convertFromUInt16UnconvertedBool(_ old: UInt16) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.bool: convert \(old) to Bool in convertFromUInt16UnconvertedBool"
        )
    }

    /// FromUInt16Unconverted.boolOptional: UInt16? -> Bool?.
    private static func convertFromUInt16UnconvertedBoolOptional(_ old: UInt16?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.boolOptional: convert \(old) to Bool in convertFromUInt16UnconvertedBoolOptional"
        )
    }

    /// FromUInt16Unconverted.boolArray: [UInt16] -> [Bool].
    private static func convertFromUInt16UnconvertedBoolArray(_ old: [UInt16]) throws -> [Bool] {
        func element(_ old: UInt16) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.boolArray: convert \(old) to Bool in convertFromUInt16UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.boolMadeOptional: UInt16 -> Bool?.
    private static func convertFromUInt16UnconvertedBoolMadeOptional(_ old: UInt16) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromUInt16UnconvertedBoolMadeOptional"
        )
    }

    /// FromUInt16Unconverted.boolMadeRequired: UInt16? -> Bool.
    private static func convertFromUInt16UnconvertedBoolMadeRequired(_ old: UInt16?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt16UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromUInt16UnconvertedBoolMadeRequired"
        )
    }

    /// FromUInt16Unconverted.date: UInt16 -> Date.
    private static func convertFromUInt16UnconvertedDate(_ old: UInt16) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.date: convert \(old) to Date in convertFromUInt16UnconvertedDate"
        )
    }

    /// FromUInt16Unconverted.dateOptional: UInt16? -> Date?.
    private static func convertFromUInt16UnconvertedDateOptional(_ old: UInt16?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.dateOptional: convert \(old) to Date in convertFromUInt16UnconvertedDateOptional"
        )
    }

    /// FromUInt16Unconverted.dateArray: [UInt16] -> [Date].
    private static func convertFromUInt16UnconvertedDateArray(_ old: [UInt16]) throws -> [Date] {
        func element(_ old: UInt16) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.dateArray: convert \(old) to Date in convertFromUInt16UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.uuid: UInt16 -> UUID.
    private static func convertFromUInt16UnconvertedUuid(_ old: UInt16) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.uuid: convert \(old) to UUID in convertFromUInt16UnconvertedUuid"
        )
    }

    /// FromUInt16Unconverted.uuidOptional: UInt16? -> UUID?.
    private static func convertFromUInt16UnconvertedUuidOptional(_ old: UInt16?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.uuidOptional: convert \(old) to UUID in convertFromUInt16UnconvertedUuidOptional"
        )
    }

    /// FromUInt16Unconverted.uuidArray: [UInt16] -> [UUID].
    private static func convertFromUInt16UnconvertedUuidArray(_ old: [UInt16]) throws -> [UUID] {
        func element(_ old: UInt16) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.uuidArray: convert \(old) to UUID in convertFromUInt16UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.data: UInt16 -> Data.
    private static func convertFromUInt16UnconvertedData(_ old: UInt16) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.data: convert \(old) to Data in convertFromUInt16UnconvertedData"
        )
    }

    /// FromUInt16Unconverted.dataOptional: UInt16? -> Data?.
    private static func convertFromUInt16UnconvertedDataOptional(_ old: UInt16?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.dataOptional: convert \(old) to Data in convertFromUInt16UnconvertedDataOptional"
        )
    }

    /// FromUInt16Unconverted.dataArray: [UInt16] -> [Data].
    private static func convertFromUInt16UnconvertedDataArray(_ old: [UInt16]) throws -> [Data] {
        func element(_ old: UInt16) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.dataArray: convert \(old) to Data in convertFromUInt16UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.url: UInt16 -> URL.
    private static func convertFromUInt16UnconvertedUrl(_ old: UInt16) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.url: convert \(old) to URL in convertFromUInt16UnconvertedUrl"
        )
    }

    /// FromUInt16Unconverted.urlOptional: UInt16? -> URL?.
    private static func convertFromUInt16UnconvertedUrlOptional(_ old: UInt16?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.urlOptional: convert \(old) to URL in convertFromUInt16UnconvertedUrlOptional"
        )
    }

    /// FromUInt16Unconverted.urlArray: [UInt16] -> [URL].
    private static func convertFromUInt16UnconvertedUrlArray(_ old: [UInt16]) throws -> [URL] {
        func element(_ old: UInt16) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.urlArray: convert \(old) to URL in convertFromUInt16UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt16Unconverted.letter: UInt16 -> Letter.
    private static func convertFromUInt16UnconvertedLetter(_ old: UInt16) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.letter: convert \(old) to Letter in convertFromUInt16UnconvertedLetter"
        )
    }

    /// FromUInt16Unconverted.letterOptional: UInt16? -> Letter?.
    private static func convertFromUInt16UnconvertedLetterOptional(
        _ old: UInt16?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt16Unconverted.letterOptional: convert \(old) to Letter in "
                + "convertFromUInt16UnconvertedLetterOptional"
        )
    }

    /// FromUInt16Unconverted.letterArray: [UInt16] -> [Letter].
    private static func convertFromUInt16UnconvertedLetterArray(_ old: [UInt16]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: UInt16) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromUInt16Unconverted.letterArray: convert \(old) to Letter in convertFromUInt16UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.string: UInt32 -> String.
    private static func convertFromUInt32ConvertedString(_ old: UInt32) throws -> String {
        return String(describing: old)
    }

    /// FromUInt32Converted.stringOptional: UInt32? -> String?.
    private static func convertFromUInt32ConvertedStringOptional(_ old: UInt32?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromUInt32Converted.stringArray: [UInt32] -> [String].
    private static func convertFromUInt32ConvertedStringArray(_ old: [UInt32]) throws -> [String] {
        func element(_ old: UInt32) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.stringMadeOptional: UInt32 -> String?.
    private static func convertFromUInt32ConvertedStringMadeOptional(_ old: UInt32) throws -> String? {
        return String(describing: old)
    }

    /// FromUInt32Converted.stringMadeRequired: UInt32? -> String.
    private static func convertFromUInt32ConvertedStringMadeRequired(_ old: UInt32?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt32ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromUInt32Converted.int: UInt32 -> Int.
    private static func convertFromUInt32ConvertedInt(_ old: UInt32) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int: convert \(old) to Int in convertFromUInt32ConvertedInt"
        )
    }

    /// FromUInt32Converted.intOptional: UInt32? -> Int?.
    private static func convertFromUInt32ConvertedIntOptional(_ old: UInt32?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.intOptional: convert \(old) to Int in convertFromUInt32ConvertedIntOptional"
        )
    }

    /// FromUInt32Converted.intArray: [UInt32] -> [Int].
    private static func convertFromUInt32ConvertedIntArray(_ old: [UInt32]) throws -> [Int] {
        func element(_ old: UInt32) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.intArray: convert \(old) to Int in convertFromUInt32ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.int8: UInt32 -> Int8.
    private static func convertFromUInt32ConvertedInt8(_ old: UInt32) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int8: convert \(old) to Int8 in convertFromUInt32ConvertedInt8"
        )
    }

    /// FromUInt32Converted.int8Optional: UInt32? -> Int8?.
    private static func convertFromUInt32ConvertedInt8Optional(_ old: UInt32?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int8Optional: convert \(old) to Int8 in convertFromUInt32ConvertedInt8Optional"
        )
    }

    /// FromUInt32Converted.int8Array: [UInt32] -> [Int8].
    private static func convertFromUInt32ConvertedInt8Array(_ old: [UInt32]) throws -> [Int8] {
        func element(_ old: UInt32) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.int8Array: convert \(old) to Int8 in convertFromUInt32ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.int16: UInt32 -> Int16.
    private static func convertFromUInt32ConvertedInt16(_ old: UInt32) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int16: convert \(old) to Int16 in convertFromUInt32ConvertedInt16"
        )
    }

    /// FromUInt32Converted.int16Optional: UInt32? -> Int16?.
    private static func convertFromUInt32ConvertedInt16Optional(_ old: UInt32?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int16Optional: convert \(old) to Int16 in convertFromUInt32ConvertedInt16Optional"
        )
    }

    /// FromUInt32Converted.int16Array: [UInt32] -> [Int16].
    private static func convertFromUInt32ConvertedInt16Array(_ old: [UInt32]) throws -> [Int16] {
        func element(_ old: UInt32) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.int16Array: convert \(old) to Int16 in convertFromUInt32ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.int32: UInt32 -> Int32.
    private static func convertFromUInt32ConvertedInt32(_ old: UInt32) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int32: convert \(old) to Int32 in convertFromUInt32ConvertedInt32"
        )
    }

    /// FromUInt32Converted.int32Optional: UInt32? -> Int32?.
    private static func convertFromUInt32ConvertedInt32Optional(_ old: UInt32?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int32Optional: convert \(old) to Int32 in convertFromUInt32ConvertedInt32Optional"
        )
    }

    /// FromUInt32Converted.int32Array: [UInt32] -> [Int32].
    private static func convertFromUInt32ConvertedInt32Array(_ old: [UInt32]) throws -> [Int32] {
        func element(_ old: UInt32) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.int32Array: convert \(old) to Int32 in convertFromUInt32ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.int64: UInt32 -> Int64.
    private static func convertFromUInt32ConvertedInt64(_ old: UInt32) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int64: convert \(old) to Int64 in convertFromUInt32ConvertedInt64"
        )
    }

    /// FromUInt32Converted.int64Optional: UInt32? -> Int64?.
    private static func convertFromUInt32ConvertedInt64Optional(_ old: UInt32?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.int64Optional: convert \(old) to Int64 in convertFromUInt32ConvertedInt64Optional"
        )
    }

    /// FromUInt32Converted.int64Array: [UInt32] -> [Int64].
    private static func convertFromUInt32ConvertedInt64Array(_ old: [UInt32]) throws -> [Int64] {
        func element(_ old: UInt32) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.int64Array: convert \(old) to Int64 in convertFromUInt32ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.uint8: UInt32 -> UInt8.
    private static func convertFromUInt32ConvertedUint8(_ old: UInt32) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint8: convert \(old) to UInt8 in convertFromUInt32ConvertedUint8"
        )
    }

    /// FromUInt32Converted.uint8Optional: UInt32? -> UInt8?.
    private static func convertFromUInt32ConvertedUint8Optional(_ old: UInt32?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint8Optional: convert \(old) to UInt8 in convertFromUInt32ConvertedUint8Optional"
        )
    }

    /// FromUInt32Converted.uint8Array: [UInt32] -> [UInt8].
    private static func convertFromUInt32ConvertedUint8Array(_ old: [UInt32]) throws -> [UInt8] {
        func element(_ old: UInt32) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.uint8Array: convert \(old) to UInt8 in convertFromUInt32ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.uint16: UInt32 -> UInt16.
    private static func convertFromUInt32ConvertedUint16(_ old: UInt32) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint16: convert \(old) to UInt16 in convertFromUInt32ConvertedUint16"
        )
    }

    /// FromUInt32Converted.uint16Optional: UInt32? -> UInt16?.
    private static func convertFromUInt32ConvertedUint16Optional(_ old: UInt32?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint16Optional: convert \(old) to UInt16 in convertFromUInt32ConvertedUint16Optional"
        )
    }

    /// FromUInt32Converted.uint16Array: [UInt32] -> [UInt16].
    private static func convertFromUInt32ConvertedUint16Array(_ old: [UInt32]) throws -> [UInt16] {
        func element(_ old: UInt32) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.uint16Array: convert \(old) to UInt16 in convertFromUInt32ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.uint64: UInt32 -> UInt64.
    private static func convertFromUInt32ConvertedUint64(_ old: UInt32) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint64: convert \(old) to UInt64 in convertFromUInt32ConvertedUint64"
        )
    }

    /// FromUInt32Converted.uint64Optional: UInt32? -> UInt64?.
    private static func convertFromUInt32ConvertedUint64Optional(_ old: UInt32?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.uint64Optional: convert \(old) to UInt64 in convertFromUInt32ConvertedUint64Optional"
        )
    }

    /// FromUInt32Converted.uint64Array: [UInt32] -> [UInt64].
    private static func convertFromUInt32ConvertedUint64Array(_ old: [UInt32]) throws -> [UInt64] {
        func element(_ old: UInt32) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.uint64Array: convert \(old) to UInt64 in convertFromUInt32ConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.double: UInt32 -> Double.
    private static func convertFromUInt32ConvertedDouble(_ old: UInt32) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.double: convert \(old) to Double in convertFromUInt32ConvertedDouble"
        )
    }

    /// FromUInt32Converted.doubleOptional: UInt32? -> Double?.
    private static func convertFromUInt32ConvertedDoubleOptional(_ old: UInt32?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.doubleOptional: convert \(old) to Double in convertFromUInt32ConvertedDoubleOptional"
        )
    }

    /// FromUInt32Converted.doubleArray: [UInt32] -> [Double].
    private static func convertFromUInt32ConvertedDoubleArray(_ old: [UInt32]) throws -> [Double] {
        func element(_ old: UInt32) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.doubleArray: convert \(old) to Double in convertFromUInt32ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.float: UInt32 -> Float.
    private static func convertFromUInt32ConvertedFloat(_ old: UInt32) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.float: convert \(old) to Float in convertFromUInt32ConvertedFloat"
        )
    }

    /// FromUInt32Converted.floatOptional: UInt32? -> Float?.
    private static func convertFromUInt32ConvertedFloatOptional(_ old: UInt32?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.floatOptional: convert \(old) to Float in convertFromUInt32ConvertedFloatOptional"
        )
    }

    /// FromUInt32Converted.floatArray: [UInt32] -> [Float].
    private static func convertFromUInt32ConvertedFloatArray(_ old: [UInt32]) throws -> [Float] {
        func element(_ old: UInt32) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.floatArray: convert \(old) to Float in convertFromUInt32ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.decimal: UInt32 -> Decimal.
    private static func convertFromUInt32ConvertedDecimal(_ old: UInt32) throws -> Decimal {
        return Decimal(old)
    }

    /// FromUInt32Converted.decimalOptional: UInt32? -> Decimal?.
    private static func convertFromUInt32ConvertedDecimalOptional(_ old: UInt32?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromUInt32Converted.decimalArray: [UInt32] -> [Decimal].
    private static func convertFromUInt32ConvertedDecimalArray(_ old: [UInt32]) throws -> [Decimal] {
        func element(_ old: UInt32) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromUInt32Converted.rank: UInt32 -> Rank.
    private static func convertFromUInt32ConvertedRank(_ old: UInt32) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.rank: convert \(old) to Rank in convertFromUInt32ConvertedRank"
        )
    }

    /// FromUInt32Converted.rankOptional: UInt32? -> Rank?.
    private static func convertFromUInt32ConvertedRankOptional(_ old: UInt32?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt32Converted.rankOptional: convert \(old) to Rank in convertFromUInt32ConvertedRankOptional"
        )
    }

    /// FromUInt32Converted.rankArray: [UInt32] -> [Rank].
    private static func convertFromUInt32ConvertedRankArray(_ old: [UInt32]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: UInt32) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt32Converted.rankArray: convert \(old) to Rank in convertFromUInt32ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.bool: UInt32 -> Bool.
    private static func convertFromUInt32UnconvertedBool(_ old: UInt32) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.bool: convert \(old) to Bool in convertFromUInt32UnconvertedBool"
        )
    }

    /// FromUInt32Unconverted.boolOptional: UInt32? -> Bool?.
    private static func convertFromUInt32UnconvertedBoolOptional(_ old: UInt32?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.boolOptional: convert \(old) to Bool in convertFromUInt32UnconvertedBoolOptional"
        )
    }

    /// FromUInt32Unconverted.boolArray: [UInt32] -> [Bool].
    private static func convertFromUInt32UnconvertedBoolArray(_ old: [UInt32]) throws -> [Bool] {
        func element(_ old: UInt32) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.boolArray: convert \(old) to Bool in convertFromUInt32UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.boolMadeOptional: UInt32 -> Bool?.
    private static func convertFromUInt32UnconvertedBoolMadeOptional(_ old: UInt32) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromUInt32UnconvertedBoolMadeOptional"
        )
    }

    /// FromUInt32Unconverted.boolMadeRequired: UInt32? -> Bool.
    private static func convertFromUInt32UnconvertedBoolMadeRequired(_ old: UInt32?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt32UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromUInt32UnconvertedBoolMadeRequired"
        )
    }

    /// FromUInt32Unconverted.date: UInt32 -> Date.
    private static func convertFromUInt32UnconvertedDate(_ old: UInt32) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.date: convert \(old) to Date in convertFromUInt32UnconvertedDate"
        )
    }

    /// FromUInt32Unconverted.dateOptional: UInt32? -> Date?.
    private static func convertFromUInt32UnconvertedDateOptional(_ old: UInt32?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.dateOptional: convert \(old) to Date in convertFromUInt32UnconvertedDateOptional"
        )
    }

    /// FromUInt32Unconverted.dateArray: [UInt32] -> [Date].
    private static func convertFromUInt32UnconvertedDateArray(_ old: [UInt32]) throws -> [Date] {
        func element(_ old: UInt32) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.dateArray: convert \(old) to Date in convertFromUInt32UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.uuid: UInt32 -> UUID.
    private static func convertFromUInt32UnconvertedUuid(_ old: UInt32) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.uuid: convert \(old) to UUID in convertFromUInt32UnconvertedUuid"
        )
    }

    /// FromUInt32Unconverted.uuidOptional: UInt32? -> UUID?.
    private static func convertFromUInt32UnconvertedUuidOptional(_ old: UInt32?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.uuidOptional: convert \(old) to UUID in convertFromUInt32UnconvertedUuidOptional"
        )
    }

    /// FromUInt32Unconverted.uuidArray: [UInt32] -> [UUID].
    private static func convertFromUInt32UnconvertedUuidArray(_ old: [UInt32]) throws -> [UUID] {
        func element(_ old: UInt32) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.uuidArray: convert \(old) to UUID in convertFromUInt32UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.data: UInt32 -> Data.
    private static func convertFromUInt32UnconvertedData(_ old: UInt32) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.data: convert \(old) to Data in convertFromUInt32UnconvertedData"
        )
    }

    /// FromUInt32Unconverted.dataOptional: UInt32? -> Data?.
    private static func convertFromUInt32UnconvertedDataOptional(_ old: UInt32?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.dataOptional: convert \(old) to Data in convertFromUInt32UnconvertedDataOptional"
        )
    }

    /// FromUInt32Unconverted.dataArray: [UInt32] -> [Data].
    private static func convertFromUInt32UnconvertedDataArray(_ old: [UInt32]) throws -> [Data] {
        func element(_ old: UInt32) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.dataArray: convert \(old) to Data in convertFromUInt32UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.url: UInt32 -> URL.
    private static func convertFromUInt32UnconvertedUrl(_ old: UInt32) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.url: convert \(old) to URL in convertFromUInt32UnconvertedUrl"
        )
    }

    /// FromUInt32Unconverted.urlOptional: UInt32? -> URL?.
    private static func convertFromUInt32UnconvertedUrlOptional(_ old: UInt32?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.urlOptional: convert \(old) to URL in convertFromUInt32UnconvertedUrlOptional"
        )
    }

    /// FromUInt32Unconverted.urlArray: [UInt32] -> [URL].
    private static func convertFromUInt32UnconvertedUrlArray(_ old: [UInt32]) throws -> [URL] {
        func element(_ old: UInt32) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.urlArray: convert \(old) to URL in convertFromUInt32UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt32Unconverted.letter: UInt32 -> Letter.
    private static func convertFromUInt32UnconvertedLetter(_ old: UInt32) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.letter: convert \(old) to Letter in convertFromUInt32UnconvertedLetter"
        )
    }

    /// FromUInt32Unconverted.letterOptional: UInt32? -> Letter?.
    private static func convertFromUInt32UnconvertedLetterOptional(
        _ old: UInt32?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt32Unconverted.letterOptional: convert \(old) to Letter in "
                + "convertFromUInt32UnconvertedLetterOptional"
        )
    }

    /// FromUInt32Unconverted.letterArray: [UInt32] -> [Letter].
    private static func convertFromUInt32UnconvertedLetterArray(_ old: [UInt32]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: UInt32) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromUInt32Unconverted.letterArray: convert \(old) to Letter in convertFromUInt32UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.string: UInt64 -> String.
    private static func convertFromUInt64ConvertedString(_ old: UInt64) throws -> String {
        return String(describing: old)
    }

    /// FromUInt64Converted.stringOptional: UInt64? -> String?.
    private static func convertFromUInt64ConvertedStringOptional(_ old: UInt64?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromUInt64Converted.stringArray: [UInt64] -> [String].
    private static func convertFromUInt64ConvertedStringArray(_ old: [UInt64]) throws -> [String] {
        func element(_ old: UInt64) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.stringMadeOptional: UInt64 -> String?.
    private static func convertFromUInt64ConvertedStringMadeOptional(_ old: UInt64) throws -> String? {
        return String(describing: old)
    }

    /// FromUInt64Converted.stringMadeRequired: UInt64? -> String.
    private static func convertFromUInt64ConvertedStringMadeRequired(_ old: UInt64?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt64ConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromUInt64Converted.int: UInt64 -> Int.
    private static func convertFromUInt64ConvertedInt(_ old: UInt64) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int: convert \(old) to Int in convertFromUInt64ConvertedInt"
        )
    }

    /// FromUInt64Converted.intOptional: UInt64? -> Int?.
    private static func convertFromUInt64ConvertedIntOptional(_ old: UInt64?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.intOptional: convert \(old) to Int in convertFromUInt64ConvertedIntOptional"
        )
    }

    /// FromUInt64Converted.intArray: [UInt64] -> [Int].
    private static func convertFromUInt64ConvertedIntArray(_ old: [UInt64]) throws -> [Int] {
        func element(_ old: UInt64) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.intArray: convert \(old) to Int in convertFromUInt64ConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.int8: UInt64 -> Int8.
    private static func convertFromUInt64ConvertedInt8(_ old: UInt64) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int8: convert \(old) to Int8 in convertFromUInt64ConvertedInt8"
        )
    }

    /// FromUInt64Converted.int8Optional: UInt64? -> Int8?.
    private static func convertFromUInt64ConvertedInt8Optional(_ old: UInt64?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int8Optional: convert \(old) to Int8 in convertFromUInt64ConvertedInt8Optional"
        )
    }

    /// FromUInt64Converted.int8Array: [UInt64] -> [Int8].
    private static func convertFromUInt64ConvertedInt8Array(_ old: [UInt64]) throws -> [Int8] {
        func element(_ old: UInt64) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.int8Array: convert \(old) to Int8 in convertFromUInt64ConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.int16: UInt64 -> Int16.
    private static func convertFromUInt64ConvertedInt16(_ old: UInt64) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int16: convert \(old) to Int16 in convertFromUInt64ConvertedInt16"
        )
    }

    /// FromUInt64Converted.int16Optional: UInt64? -> Int16?.
    private static func convertFromUInt64ConvertedInt16Optional(_ old: UInt64?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int16Optional: convert \(old) to Int16 in convertFromUInt64ConvertedInt16Optional"
        )
    }

    /// FromUInt64Converted.int16Array: [UInt64] -> [Int16].
    private static func convertFromUInt64ConvertedInt16Array(_ old: [UInt64]) throws -> [Int16] {
        func element(_ old: UInt64) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.int16Array: convert \(old) to Int16 in convertFromUInt64ConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.int32: UInt64 -> Int32.
    private static func convertFromUInt64ConvertedInt32(_ old: UInt64) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int32: convert \(old) to Int32 in convertFromUInt64ConvertedInt32"
        )
    }

    /// FromUInt64Converted.int32Optional: UInt64? -> Int32?.
    private static func convertFromUInt64ConvertedInt32Optional(_ old: UInt64?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int32Optional: convert \(old) to Int32 in convertFromUInt64ConvertedInt32Optional"
        )
    }

    /// FromUInt64Converted.int32Array: [UInt64] -> [Int32].
    private static func convertFromUInt64ConvertedInt32Array(_ old: [UInt64]) throws -> [Int32] {
        func element(_ old: UInt64) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.int32Array: convert \(old) to Int32 in convertFromUInt64ConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.int64: UInt64 -> Int64.
    private static func convertFromUInt64ConvertedInt64(_ old: UInt64) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int64: convert \(old) to Int64 in convertFromUInt64ConvertedInt64"
        )
    }

    /// FromUInt64Converted.int64Optional: UInt64? -> Int64?.
    private static func convertFromUInt64ConvertedInt64Optional(_ old: UInt64?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.int64Optional: convert \(old) to Int64 in convertFromUInt64ConvertedInt64Optional"
        )
    }

    /// FromUInt64Converted.int64Array: [UInt64] -> [Int64].
    private static func convertFromUInt64ConvertedInt64Array(_ old: [UInt64]) throws -> [Int64] {
        func element(_ old: UInt64) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.int64Array: convert \(old) to Int64 in convertFromUInt64ConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.uint8: UInt64 -> UInt8.
    private static func convertFromUInt64ConvertedUint8(_ old: UInt64) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint8: convert \(old) to UInt8 in convertFromUInt64ConvertedUint8"
        )
    }

    /// FromUInt64Converted.uint8Optional: UInt64? -> UInt8?.
    private static func convertFromUInt64ConvertedUint8Optional(_ old: UInt64?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint8Optional: convert \(old) to UInt8 in convertFromUInt64ConvertedUint8Optional"
        )
    }

    /// FromUInt64Converted.uint8Array: [UInt64] -> [UInt8].
    private static func convertFromUInt64ConvertedUint8Array(_ old: [UInt64]) throws -> [UInt8] {
        func element(_ old: UInt64) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.uint8Array: convert \(old) to UInt8 in convertFromUInt64ConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.uint16: UInt64 -> UInt16.
    private static func convertFromUInt64ConvertedUint16(_ old: UInt64) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint16: convert \(old) to UInt16 in convertFromUInt64ConvertedUint16"
        )
    }

    /// FromUInt64Converted.uint16Optional: UInt64? -> UInt16?.
    private static func convertFromUInt64ConvertedUint16Optional(_ old: UInt64?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint16Optional: convert \(old) to UInt16 in convertFromUInt64ConvertedUint16Optional"
        )
    }

    /// FromUInt64Converted.uint16Array: [UInt64] -> [UInt16].
    private static func convertFromUInt64ConvertedUint16Array(_ old: [UInt64]) throws -> [UInt16] {
        func element(_ old: UInt64) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.uint16Array: convert \(old) to UInt16 in convertFromUInt64ConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.uint32: UInt64 -> UInt32.
    private static func convertFromUInt64ConvertedUint32(_ old: UInt64) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint32: convert \(old) to UInt32 in convertFromUInt64ConvertedUint32"
        )
    }

    /// FromUInt64Converted.uint32Optional: UInt64? -> UInt32?.
    private static func convertFromUInt64ConvertedUint32Optional(_ old: UInt64?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.uint32Optional: convert \(old) to UInt32 in convertFromUInt64ConvertedUint32Optional"
        )
    }

    /// FromUInt64Converted.uint32Array: [UInt64] -> [UInt32].
    private static func convertFromUInt64ConvertedUint32Array(_ old: [UInt64]) throws -> [UInt32] {
        func element(_ old: UInt64) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.uint32Array: convert \(old) to UInt32 in convertFromUInt64ConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.double: UInt64 -> Double.
    private static func convertFromUInt64ConvertedDouble(_ old: UInt64) throws -> Double {
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.double: convert \(old) to Double in convertFromUInt64ConvertedDouble"
        )
    }

    /// FromUInt64Converted.doubleOptional: UInt64? -> Double?.
    private static func convertFromUInt64ConvertedDoubleOptional(_ old: UInt64?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.doubleOptional: convert \(old) to Double in convertFromUInt64ConvertedDoubleOptional"
        )
    }

    /// FromUInt64Converted.doubleArray: [UInt64] -> [Double].
    private static func convertFromUInt64ConvertedDoubleArray(_ old: [UInt64]) throws -> [Double] {
        func element(_ old: UInt64) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.doubleArray: convert \(old) to Double in convertFromUInt64ConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.float: UInt64 -> Float.
    private static func convertFromUInt64ConvertedFloat(_ old: UInt64) throws -> Float {
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.float: convert \(old) to Float in convertFromUInt64ConvertedFloat"
        )
    }

    /// FromUInt64Converted.floatOptional: UInt64? -> Float?.
    private static func convertFromUInt64ConvertedFloatOptional(_ old: UInt64?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.floatOptional: convert \(old) to Float in convertFromUInt64ConvertedFloatOptional"
        )
    }

    /// FromUInt64Converted.floatArray: [UInt64] -> [Float].
    private static func convertFromUInt64ConvertedFloatArray(_ old: [UInt64]) throws -> [Float] {
        func element(_ old: UInt64) throws -> Float {
            if let value = Float(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.floatArray: convert \(old) to Float in convertFromUInt64ConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.decimal: UInt64 -> Decimal.
    private static func convertFromUInt64ConvertedDecimal(_ old: UInt64) throws -> Decimal {
        return Decimal(old)
    }

    /// FromUInt64Converted.decimalOptional: UInt64? -> Decimal?.
    private static func convertFromUInt64ConvertedDecimalOptional(_ old: UInt64?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromUInt64Converted.decimalArray: [UInt64] -> [Decimal].
    private static func convertFromUInt64ConvertedDecimalArray(_ old: [UInt64]) throws -> [Decimal] {
        func element(_ old: UInt64) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromUInt64Converted.rank: UInt64 -> Rank.
    private static func convertFromUInt64ConvertedRank(_ old: UInt64) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.rank: convert \(old) to Rank in convertFromUInt64ConvertedRank"
        )
    }

    /// FromUInt64Converted.rankOptional: UInt64? -> Rank?.
    private static func convertFromUInt64ConvertedRankOptional(_ old: UInt64?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromUInt64Converted.rankOptional: convert \(old) to Rank in convertFromUInt64ConvertedRankOptional"
        )
    }

    /// FromUInt64Converted.rankArray: [UInt64] -> [Rank].
    private static func convertFromUInt64ConvertedRankArray(_ old: [UInt64]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: UInt64) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromUInt64Converted.rankArray: convert \(old) to Rank in convertFromUInt64ConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.bool: UInt64 -> Bool.
    private static func convertFromUInt64UnconvertedBool(_ old: UInt64) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.bool: convert \(old) to Bool in convertFromUInt64UnconvertedBool"
        )
    }

    /// FromUInt64Unconverted.boolOptional: UInt64? -> Bool?.
    private static func convertFromUInt64UnconvertedBoolOptional(_ old: UInt64?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.boolOptional: convert \(old) to Bool in convertFromUInt64UnconvertedBoolOptional"
        )
    }

    /// FromUInt64Unconverted.boolArray: [UInt64] -> [Bool].
    private static func convertFromUInt64UnconvertedBoolArray(_ old: [UInt64]) throws -> [Bool] {
        func element(_ old: UInt64) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.boolArray: convert \(old) to Bool in convertFromUInt64UnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.boolMadeOptional: UInt64 -> Bool?.
    private static func convertFromUInt64UnconvertedBoolMadeOptional(_ old: UInt64) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromUInt64UnconvertedBoolMadeOptional"
        )
    }

    /// FromUInt64Unconverted.boolMadeRequired: UInt64? -> Bool.
    private static func convertFromUInt64UnconvertedBoolMadeRequired(_ old: UInt64?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromUInt64UnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromUInt64UnconvertedBoolMadeRequired"
        )
    }

    /// FromUInt64Unconverted.date: UInt64 -> Date.
    private static func convertFromUInt64UnconvertedDate(_ old: UInt64) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.date: convert \(old) to Date in convertFromUInt64UnconvertedDate"
        )
    }

    /// FromUInt64Unconverted.dateOptional: UInt64? -> Date?.
    private static func convertFromUInt64UnconvertedDateOptional(_ old: UInt64?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.dateOptional: convert \(old) to Date in convertFromUInt64UnconvertedDateOptional"
        )
    }

    /// FromUInt64Unconverted.dateArray: [UInt64] -> [Date].
    private static func convertFromUInt64UnconvertedDateArray(_ old: [UInt64]) throws -> [Date] {
        func element(_ old: UInt64) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.dateArray: convert \(old) to Date in convertFromUInt64UnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.uuid: UInt64 -> UUID.
    private static func convertFromUInt64UnconvertedUuid(_ old: UInt64) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.uuid: convert \(old) to UUID in convertFromUInt64UnconvertedUuid"
        )
    }

    /// FromUInt64Unconverted.uuidOptional: UInt64? -> UUID?.
    private static func convertFromUInt64UnconvertedUuidOptional(_ old: UInt64?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.uuidOptional: convert \(old) to UUID in convertFromUInt64UnconvertedUuidOptional"
        )
    }

    /// FromUInt64Unconverted.uuidArray: [UInt64] -> [UUID].
    private static func convertFromUInt64UnconvertedUuidArray(_ old: [UInt64]) throws -> [UUID] {
        func element(_ old: UInt64) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.uuidArray: convert \(old) to UUID in convertFromUInt64UnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.data: UInt64 -> Data.
    private static func convertFromUInt64UnconvertedData(_ old: UInt64) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.data: convert \(old) to Data in convertFromUInt64UnconvertedData"
        )
    }

    /// FromUInt64Unconverted.dataOptional: UInt64? -> Data?.
    private static func convertFromUInt64UnconvertedDataOptional(_ old: UInt64?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.dataOptional: convert \(old) to Data in convertFromUInt64UnconvertedDataOptional"
        )
    }

    /// FromUInt64Unconverted.dataArray: [UInt64] -> [Data].
    private static func convertFromUInt64UnconvertedDataArray(_ old: [UInt64]) throws -> [Data] {
        func element(_ old: UInt64) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.dataArray: convert \(old) to Data in convertFromUInt64UnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.url: UInt64 -> URL.
    private static func convertFromUInt64UnconvertedUrl(_ old: UInt64) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.url: convert \(old) to URL in convertFromUInt64UnconvertedUrl"
        )
    }

    /// FromUInt64Unconverted.urlOptional: UInt64? -> URL?.
    private static func convertFromUInt64UnconvertedUrlOptional(_ old: UInt64?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.urlOptional: convert \(old) to URL in convertFromUInt64UnconvertedUrlOptional"
        )
    }

    /// FromUInt64Unconverted.urlArray: [UInt64] -> [URL].
    private static func convertFromUInt64UnconvertedUrlArray(_ old: [UInt64]) throws -> [URL] {
        func element(_ old: UInt64) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.urlArray: convert \(old) to URL in convertFromUInt64UnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromUInt64Unconverted.letter: UInt64 -> Letter.
    private static func convertFromUInt64UnconvertedLetter(_ old: UInt64) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.letter: convert \(old) to Letter in convertFromUInt64UnconvertedLetter"
        )
    }

    /// FromUInt64Unconverted.letterOptional: UInt64? -> Letter?.
    private static func convertFromUInt64UnconvertedLetterOptional(
        _ old: UInt64?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUInt64Unconverted.letterOptional: convert \(old) to Letter in "
                + "convertFromUInt64UnconvertedLetterOptional"
        )
    }

    /// FromUInt64Unconverted.letterArray: [UInt64] -> [Letter].
    private static func convertFromUInt64UnconvertedLetterArray(_ old: [UInt64]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: UInt64) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromUInt64Unconverted.letterArray: convert \(old) to Letter in convertFromUInt64UnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.string: Double -> String.
    private static func convertFromDoubleConvertedString(_ old: Double) throws -> String {
        return String(describing: old)
    }

    /// FromDoubleConverted.stringOptional: Double? -> String?.
    private static func convertFromDoubleConvertedStringOptional(_ old: Double?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromDoubleConverted.stringArray: [Double] -> [String].
    private static func convertFromDoubleConvertedStringArray(_ old: [Double]) throws -> [String] {
        func element(_ old: Double) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.stringMadeOptional: Double -> String?.
    private static func convertFromDoubleConvertedStringMadeOptional(_ old: Double) throws -> String? {
        return String(describing: old)
    }

    /// FromDoubleConverted.stringMadeRequired: Double? -> String.
    private static func convertFromDoubleConvertedStringMadeRequired(_ old: Double?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromDoubleConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromDoubleConverted.int: Double -> Int.
    private static func convertFromDoubleConvertedInt(_ old: Double) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int: convert \(old) to Int in convertFromDoubleConvertedInt"
        )
    }

    /// FromDoubleConverted.intOptional: Double? -> Int?.
    private static func convertFromDoubleConvertedIntOptional(_ old: Double?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.intOptional: convert \(old) to Int in convertFromDoubleConvertedIntOptional"
        )
    }

    /// FromDoubleConverted.intArray: [Double] -> [Int].
    private static func convertFromDoubleConvertedIntArray(_ old: [Double]) throws -> [Int] {
        func element(_ old: Double) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.intArray: convert \(old) to Int in convertFromDoubleConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.int8: Double -> Int8.
    private static func convertFromDoubleConvertedInt8(_ old: Double) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int8: convert \(old) to Int8 in convertFromDoubleConvertedInt8"
        )
    }

    /// FromDoubleConverted.int8Optional: Double? -> Int8?.
    private static func convertFromDoubleConvertedInt8Optional(_ old: Double?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int8Optional: convert \(old) to Int8 in convertFromDoubleConvertedInt8Optional"
        )
    }

    /// FromDoubleConverted.int8Array: [Double] -> [Int8].
    private static func convertFromDoubleConvertedInt8Array(_ old: [Double]) throws -> [Int8] {
        func element(_ old: Double) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.int8Array: convert \(old) to Int8 in convertFromDoubleConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.int16: Double -> Int16.
    private static func convertFromDoubleConvertedInt16(_ old: Double) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int16: convert \(old) to Int16 in convertFromDoubleConvertedInt16"
        )
    }

    /// FromDoubleConverted.int16Optional: Double? -> Int16?.
    private static func convertFromDoubleConvertedInt16Optional(_ old: Double?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int16Optional: convert \(old) to Int16 in convertFromDoubleConvertedInt16Optional"
        )
    }

    /// FromDoubleConverted.int16Array: [Double] -> [Int16].
    private static func convertFromDoubleConvertedInt16Array(_ old: [Double]) throws -> [Int16] {
        func element(_ old: Double) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.int16Array: convert \(old) to Int16 in convertFromDoubleConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.int32: Double -> Int32.
    private static func convertFromDoubleConvertedInt32(_ old: Double) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int32: convert \(old) to Int32 in convertFromDoubleConvertedInt32"
        )
    }

    /// FromDoubleConverted.int32Optional: Double? -> Int32?.
    private static func convertFromDoubleConvertedInt32Optional(_ old: Double?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int32Optional: convert \(old) to Int32 in convertFromDoubleConvertedInt32Optional"
        )
    }

    /// FromDoubleConverted.int32Array: [Double] -> [Int32].
    private static func convertFromDoubleConvertedInt32Array(_ old: [Double]) throws -> [Int32] {
        func element(_ old: Double) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.int32Array: convert \(old) to Int32 in convertFromDoubleConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.int64: Double -> Int64.
    private static func convertFromDoubleConvertedInt64(_ old: Double) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int64: convert \(old) to Int64 in convertFromDoubleConvertedInt64"
        )
    }

    /// FromDoubleConverted.int64Optional: Double? -> Int64?.
    private static func convertFromDoubleConvertedInt64Optional(_ old: Double?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.int64Optional: convert \(old) to Int64 in convertFromDoubleConvertedInt64Optional"
        )
    }

    /// FromDoubleConverted.int64Array: [Double] -> [Int64].
    private static func convertFromDoubleConvertedInt64Array(_ old: [Double]) throws -> [Int64] {
        func element(_ old: Double) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.int64Array: convert \(old) to Int64 in convertFromDoubleConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.uint8: Double -> UInt8.
    private static func convertFromDoubleConvertedUint8(_ old: Double) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint8: convert \(old) to UInt8 in convertFromDoubleConvertedUint8"
        )
    }

    /// FromDoubleConverted.uint8Optional: Double? -> UInt8?.
    private static func convertFromDoubleConvertedUint8Optional(_ old: Double?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint8Optional: convert \(old) to UInt8 in convertFromDoubleConvertedUint8Optional"
        )
    }

    /// FromDoubleConverted.uint8Array: [Double] -> [UInt8].
    private static func convertFromDoubleConvertedUint8Array(_ old: [Double]) throws -> [UInt8] {
        func element(_ old: Double) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.uint8Array: convert \(old) to UInt8 in convertFromDoubleConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.uint16: Double -> UInt16.
    private static func convertFromDoubleConvertedUint16(_ old: Double) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint16: convert \(old) to UInt16 in convertFromDoubleConvertedUint16"
        )
    }

    /// FromDoubleConverted.uint16Optional: Double? -> UInt16?.
    private static func convertFromDoubleConvertedUint16Optional(_ old: Double?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint16Optional: convert \(old) to UInt16 in convertFromDoubleConvertedUint16Optional"
        )
    }

    /// FromDoubleConverted.uint16Array: [Double] -> [UInt16].
    private static func convertFromDoubleConvertedUint16Array(_ old: [Double]) throws -> [UInt16] {
        func element(_ old: Double) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.uint16Array: convert \(old) to UInt16 in convertFromDoubleConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.uint32: Double -> UInt32.
    private static func convertFromDoubleConvertedUint32(_ old: Double) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint32: convert \(old) to UInt32 in convertFromDoubleConvertedUint32"
        )
    }

    /// FromDoubleConverted.uint32Optional: Double? -> UInt32?.
    private static func convertFromDoubleConvertedUint32Optional(_ old: Double?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint32Optional: convert \(old) to UInt32 in convertFromDoubleConvertedUint32Optional"
        )
    }

    /// FromDoubleConverted.uint32Array: [Double] -> [UInt32].
    private static func convertFromDoubleConvertedUint32Array(_ old: [Double]) throws -> [UInt32] {
        func element(_ old: Double) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.uint32Array: convert \(old) to UInt32 in convertFromDoubleConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.uint64: Double -> UInt64.
    private static func convertFromDoubleConvertedUint64(_ old: Double) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint64: convert \(old) to UInt64 in convertFromDoubleConvertedUint64"
        )
    }

    /// FromDoubleConverted.uint64Optional: Double? -> UInt64?.
    private static func convertFromDoubleConvertedUint64Optional(_ old: Double?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.uint64Optional: convert \(old) to UInt64 in convertFromDoubleConvertedUint64Optional"
        )
    }

    /// FromDoubleConverted.uint64Array: [Double] -> [UInt64].
    private static func convertFromDoubleConvertedUint64Array(_ old: [Double]) throws -> [UInt64] {
        func element(_ old: Double) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.uint64Array: convert \(old) to UInt64 in convertFromDoubleConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.float: Double -> Float.
    private static func convertFromDoubleConvertedFloat(_ old: Double) throws -> Float {
        return Float(old)
    }

    /// FromDoubleConverted.floatOptional: Double? -> Float?.
    private static func convertFromDoubleConvertedFloatOptional(_ old: Double?) throws -> Float? {
        guard let old else { return nil }
        return Float(old)
    }

    /// FromDoubleConverted.floatArray: [Double] -> [Float].
    private static func convertFromDoubleConvertedFloatArray(_ old: [Double]) throws -> [Float] {
        func element(_ old: Double) throws -> Float {
            return Float(old)
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.decimal: Double -> Decimal.
    private static func convertFromDoubleConvertedDecimal(_ old: Double) throws -> Decimal {
        return Decimal(old)
    }

    /// FromDoubleConverted.decimalOptional: Double? -> Decimal?.
    private static func convertFromDoubleConvertedDecimalOptional(_ old: Double?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(old)
    }

    /// FromDoubleConverted.decimalArray: [Double] -> [Decimal].
    private static func convertFromDoubleConvertedDecimalArray(_ old: [Double]) throws -> [Decimal] {
        func element(_ old: Double) throws -> Decimal {
            return Decimal(old)
        }
        return try old.map(element)
    }

    /// FromDoubleConverted.rank: Double -> Rank.
    private static func convertFromDoubleConvertedRank(_ old: Double) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.rank: convert \(old) to Rank in convertFromDoubleConvertedRank"
        )
    }

    /// FromDoubleConverted.rankOptional: Double? -> Rank?.
    private static func convertFromDoubleConvertedRankOptional(_ old: Double?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromDoubleConverted.rankOptional: convert \(old) to Rank in convertFromDoubleConvertedRankOptional"
        )
    }

    /// FromDoubleConverted.rankArray: [Double] -> [Rank].
    private static func convertFromDoubleConvertedRankArray(_ old: [Double]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Double) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromDoubleConverted.rankArray: convert \(old) to Rank in convertFromDoubleConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.bool: Double -> Bool.
    private static func convertFromDoubleUnconvertedBool(_ old: Double) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.bool: convert \(old) to Bool in convertFromDoubleUnconvertedBool"
        )
    }

    /// FromDoubleUnconverted.boolOptional: Double? -> Bool?.
    private static func convertFromDoubleUnconvertedBoolOptional(_ old: Double?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.boolOptional: convert \(old) to Bool in convertFromDoubleUnconvertedBoolOptional"
        )
    }

    /// FromDoubleUnconverted.boolArray: [Double] -> [Bool].
    private static func convertFromDoubleUnconvertedBoolArray(_ old: [Double]) throws -> [Bool] {
        func element(_ old: Double) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.boolArray: convert \(old) to Bool in convertFromDoubleUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.boolMadeOptional: Double -> Bool?.
    private static func convertFromDoubleUnconvertedBoolMadeOptional(_ old: Double) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromDoubleUnconvertedBoolMadeOptional"
        )
    }

    /// FromDoubleUnconverted.boolMadeRequired: Double? -> Bool.
    private static func convertFromDoubleUnconvertedBoolMadeRequired(_ old: Double?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromDoubleUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromDoubleUnconvertedBoolMadeRequired"
        )
    }

    /// FromDoubleUnconverted.date: Double -> Date.
    private static func convertFromDoubleUnconvertedDate(_ old: Double) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.date: convert \(old) to Date in convertFromDoubleUnconvertedDate"
        )
    }

    /// FromDoubleUnconverted.dateOptional: Double? -> Date?.
    private static func convertFromDoubleUnconvertedDateOptional(_ old: Double?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.dateOptional: convert \(old) to Date in convertFromDoubleUnconvertedDateOptional"
        )
    }

    /// FromDoubleUnconverted.dateArray: [Double] -> [Date].
    private static func convertFromDoubleUnconvertedDateArray(_ old: [Double]) throws -> [Date] {
        func element(_ old: Double) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.dateArray: convert \(old) to Date in convertFromDoubleUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.uuid: Double -> UUID.
    private static func convertFromDoubleUnconvertedUuid(_ old: Double) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.uuid: convert \(old) to UUID in convertFromDoubleUnconvertedUuid"
        )
    }

    /// FromDoubleUnconverted.uuidOptional: Double? -> UUID?.
    private static func convertFromDoubleUnconvertedUuidOptional(_ old: Double?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.uuidOptional: convert \(old) to UUID in convertFromDoubleUnconvertedUuidOptional"
        )
    }

    /// FromDoubleUnconverted.uuidArray: [Double] -> [UUID].
    private static func convertFromDoubleUnconvertedUuidArray(_ old: [Double]) throws -> [UUID] {
        func element(_ old: Double) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.uuidArray: convert \(old) to UUID in convertFromDoubleUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.data: Double -> Data.
    private static func convertFromDoubleUnconvertedData(_ old: Double) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.data: convert \(old) to Data in convertFromDoubleUnconvertedData"
        )
    }

    /// FromDoubleUnconverted.dataOptional: Double? -> Data?.
    private static func convertFromDoubleUnconvertedDataOptional(_ old: Double?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.dataOptional: convert \(old) to Data in convertFromDoubleUnconvertedDataOptional"
        )
    }

    /// FromDoubleUnconverted.dataArray: [Double] -> [Data].
    private static func convertFromDoubleUnconvertedDataArray(_ old: [Double]) throws -> [Data] {
        func element(_ old: Double) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.dataArray: convert \(old) to Data in convertFromDoubleUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.url: Double -> URL.
    private static func convertFromDoubleUnconvertedUrl(_ old: Double) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.url: convert \(old) to URL in convertFromDoubleUnconvertedUrl"
        )
    }

    /// FromDoubleUnconverted.urlOptional: Double? -> URL?.
    private static func convertFromDoubleUnconvertedUrlOptional(_ old: Double?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.urlOptional: convert \(old) to URL in convertFromDoubleUnconvertedUrlOptional"
        )
    }

    /// FromDoubleUnconverted.urlArray: [Double] -> [URL].
    private static func convertFromDoubleUnconvertedUrlArray(_ old: [Double]) throws -> [URL] {
        func element(_ old: Double) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.urlArray: convert \(old) to URL in convertFromDoubleUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromDoubleUnconverted.letter: Double -> Letter.
    private static func convertFromDoubleUnconvertedLetter(_ old: Double) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.letter: convert \(old) to Letter in convertFromDoubleUnconvertedLetter"
        )
    }

    /// FromDoubleUnconverted.letterOptional: Double? -> Letter?.
    private static func convertFromDoubleUnconvertedLetterOptional(
        _ old: Double?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDoubleUnconverted.letterOptional: convert \(old) to Letter in "
                + "convertFromDoubleUnconvertedLetterOptional"
        )
    }

    /// FromDoubleUnconverted.letterArray: [Double] -> [Letter].
    private static func convertFromDoubleUnconvertedLetterArray(_ old: [Double]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Double) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromDoubleUnconverted.letterArray: convert \(old) to Letter in convertFromDoubleUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.string: Float -> String.
    private static func convertFromFloatConvertedString(_ old: Float) throws -> String {
        return String(describing: old)
    }

    /// FromFloatConverted.stringOptional: Float? -> String?.
    private static func convertFromFloatConvertedStringOptional(_ old: Float?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromFloatConverted.stringArray: [Float] -> [String].
    private static func convertFromFloatConvertedStringArray(_ old: [Float]) throws -> [String] {
        func element(_ old: Float) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromFloatConverted.stringMadeOptional: Float -> String?.
    private static func convertFromFloatConvertedStringMadeOptional(_ old: Float) throws -> String? {
        return String(describing: old)
    }

    /// FromFloatConverted.stringMadeRequired: Float? -> String.
    private static func convertFromFloatConvertedStringMadeRequired(_ old: Float?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromFloatConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromFloatConverted.int: Float -> Int.
    private static func convertFromFloatConvertedInt(_ old: Float) throws -> Int {
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int: convert \(old) to Int in convertFromFloatConvertedInt"
        )
    }

    /// FromFloatConverted.intOptional: Float? -> Int?.
    private static func convertFromFloatConvertedIntOptional(_ old: Float?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.intOptional: convert \(old) to Int in convertFromFloatConvertedIntOptional"
        )
    }

    /// FromFloatConverted.intArray: [Float] -> [Int].
    private static func convertFromFloatConvertedIntArray(_ old: [Float]) throws -> [Int] {
        func element(_ old: Float) throws -> Int {
            if let value = Int(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.intArray: convert \(old) to Int in convertFromFloatConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.int8: Float -> Int8.
    private static func convertFromFloatConvertedInt8(_ old: Float) throws -> Int8 {
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int8: convert \(old) to Int8 in convertFromFloatConvertedInt8"
        )
    }

    /// FromFloatConverted.int8Optional: Float? -> Int8?.
    private static func convertFromFloatConvertedInt8Optional(_ old: Float?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int8Optional: convert \(old) to Int8 in convertFromFloatConvertedInt8Optional"
        )
    }

    /// FromFloatConverted.int8Array: [Float] -> [Int8].
    private static func convertFromFloatConvertedInt8Array(_ old: [Float]) throws -> [Int8] {
        func element(_ old: Float) throws -> Int8 {
            if let value = Int8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.int8Array: convert \(old) to Int8 in convertFromFloatConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.int16: Float -> Int16.
    private static func convertFromFloatConvertedInt16(_ old: Float) throws -> Int16 {
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int16: convert \(old) to Int16 in convertFromFloatConvertedInt16"
        )
    }

    /// FromFloatConverted.int16Optional: Float? -> Int16?.
    private static func convertFromFloatConvertedInt16Optional(_ old: Float?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int16Optional: convert \(old) to Int16 in convertFromFloatConvertedInt16Optional"
        )
    }

    /// FromFloatConverted.int16Array: [Float] -> [Int16].
    private static func convertFromFloatConvertedInt16Array(_ old: [Float]) throws -> [Int16] {
        func element(_ old: Float) throws -> Int16 {
            if let value = Int16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.int16Array: convert \(old) to Int16 in convertFromFloatConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.int32: Float -> Int32.
    private static func convertFromFloatConvertedInt32(_ old: Float) throws -> Int32 {
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int32: convert \(old) to Int32 in convertFromFloatConvertedInt32"
        )
    }

    /// FromFloatConverted.int32Optional: Float? -> Int32?.
    private static func convertFromFloatConvertedInt32Optional(_ old: Float?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int32Optional: convert \(old) to Int32 in convertFromFloatConvertedInt32Optional"
        )
    }

    /// FromFloatConverted.int32Array: [Float] -> [Int32].
    private static func convertFromFloatConvertedInt32Array(_ old: [Float]) throws -> [Int32] {
        func element(_ old: Float) throws -> Int32 {
            if let value = Int32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.int32Array: convert \(old) to Int32 in convertFromFloatConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.int64: Float -> Int64.
    private static func convertFromFloatConvertedInt64(_ old: Float) throws -> Int64 {
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int64: convert \(old) to Int64 in convertFromFloatConvertedInt64"
        )
    }

    /// FromFloatConverted.int64Optional: Float? -> Int64?.
    private static func convertFromFloatConvertedInt64Optional(_ old: Float?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.int64Optional: convert \(old) to Int64 in convertFromFloatConvertedInt64Optional"
        )
    }

    /// FromFloatConverted.int64Array: [Float] -> [Int64].
    private static func convertFromFloatConvertedInt64Array(_ old: [Float]) throws -> [Int64] {
        func element(_ old: Float) throws -> Int64 {
            if let value = Int64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.int64Array: convert \(old) to Int64 in convertFromFloatConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.uint8: Float -> UInt8.
    private static func convertFromFloatConvertedUint8(_ old: Float) throws -> UInt8 {
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint8: convert \(old) to UInt8 in convertFromFloatConvertedUint8"
        )
    }

    /// FromFloatConverted.uint8Optional: Float? -> UInt8?.
    private static func convertFromFloatConvertedUint8Optional(_ old: Float?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint8Optional: convert \(old) to UInt8 in convertFromFloatConvertedUint8Optional"
        )
    }

    /// FromFloatConverted.uint8Array: [Float] -> [UInt8].
    private static func convertFromFloatConvertedUint8Array(_ old: [Float]) throws -> [UInt8] {
        func element(_ old: Float) throws -> UInt8 {
            if let value = UInt8(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.uint8Array: convert \(old) to UInt8 in convertFromFloatConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.uint16: Float -> UInt16.
    private static func convertFromFloatConvertedUint16(_ old: Float) throws -> UInt16 {
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint16: convert \(old) to UInt16 in convertFromFloatConvertedUint16"
        )
    }

    /// FromFloatConverted.uint16Optional: Float? -> UInt16?.
    private static func convertFromFloatConvertedUint16Optional(_ old: Float?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint16Optional: convert \(old) to UInt16 in convertFromFloatConvertedUint16Optional"
        )
    }

    /// FromFloatConverted.uint16Array: [Float] -> [UInt16].
    private static func convertFromFloatConvertedUint16Array(_ old: [Float]) throws -> [UInt16] {
        func element(_ old: Float) throws -> UInt16 {
            if let value = UInt16(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.uint16Array: convert \(old) to UInt16 in convertFromFloatConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.uint32: Float -> UInt32.
    private static func convertFromFloatConvertedUint32(_ old: Float) throws -> UInt32 {
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint32: convert \(old) to UInt32 in convertFromFloatConvertedUint32"
        )
    }

    /// FromFloatConverted.uint32Optional: Float? -> UInt32?.
    private static func convertFromFloatConvertedUint32Optional(_ old: Float?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint32Optional: convert \(old) to UInt32 in convertFromFloatConvertedUint32Optional"
        )
    }

    /// FromFloatConverted.uint32Array: [Float] -> [UInt32].
    private static func convertFromFloatConvertedUint32Array(_ old: [Float]) throws -> [UInt32] {
        func element(_ old: Float) throws -> UInt32 {
            if let value = UInt32(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.uint32Array: convert \(old) to UInt32 in convertFromFloatConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.uint64: Float -> UInt64.
    private static func convertFromFloatConvertedUint64(_ old: Float) throws -> UInt64 {
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint64: convert \(old) to UInt64 in convertFromFloatConvertedUint64"
        )
    }

    /// FromFloatConverted.uint64Optional: Float? -> UInt64?.
    private static func convertFromFloatConvertedUint64Optional(_ old: Float?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.uint64Optional: convert \(old) to UInt64 in convertFromFloatConvertedUint64Optional"
        )
    }

    /// FromFloatConverted.uint64Array: [Float] -> [UInt64].
    private static func convertFromFloatConvertedUint64Array(_ old: [Float]) throws -> [UInt64] {
        func element(_ old: Float) throws -> UInt64 {
            if let value = UInt64(exactly: old) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.uint64Array: convert \(old) to UInt64 in convertFromFloatConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromFloatConverted.double: Float -> Double.
    private static func convertFromFloatConvertedDouble(_ old: Float) throws -> Double {
        return Double(old)
    }

    /// FromFloatConverted.doubleOptional: Float? -> Double?.
    private static func convertFromFloatConvertedDoubleOptional(_ old: Float?) throws -> Double? {
        guard let old else { return nil }
        return Double(old)
    }

    /// FromFloatConverted.doubleArray: [Float] -> [Double].
    private static func convertFromFloatConvertedDoubleArray(_ old: [Float]) throws -> [Double] {
        func element(_ old: Float) throws -> Double {
            return Double(old)
        }
        return try old.map(element)
    }

    /// FromFloatConverted.decimal: Float -> Decimal.
    private static func convertFromFloatConvertedDecimal(_ old: Float) throws -> Decimal {
        return Decimal(Double(old))
    }

    /// FromFloatConverted.decimalOptional: Float? -> Decimal?.
    private static func convertFromFloatConvertedDecimalOptional(_ old: Float?) throws -> Decimal? {
        guard let old else { return nil }
        return Decimal(Double(old))
    }

    /// FromFloatConverted.decimalArray: [Float] -> [Decimal].
    private static func convertFromFloatConvertedDecimalArray(_ old: [Float]) throws -> [Decimal] {
        func element(_ old: Float) throws -> Decimal {
            return Decimal(Double(old))
        }
        return try old.map(element)
    }

    /// FromFloatConverted.rank: Float -> Rank.
    private static func convertFromFloatConvertedRank(_ old: Float) throws -> SchemaV2Converting.Rank {
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.rank: convert \(old) to Rank in convertFromFloatConvertedRank"
        )
    }

    /// FromFloatConverted.rankOptional: Float? -> Rank?.
    private static func convertFromFloatConvertedRankOptional(_ old: Float?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
        throw SchemaMigrationsStagesError(
            "FromFloatConverted.rankOptional: convert \(old) to Rank in convertFromFloatConvertedRankOptional"
        )
    }

    /// FromFloatConverted.rankArray: [Float] -> [Rank].
    private static func convertFromFloatConvertedRankArray(_ old: [Float]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Float) throws -> SchemaV2Converting.Rank {
            if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }
            throw SchemaMigrationsStagesError(
                "FromFloatConverted.rankArray: convert \(old) to Rank in convertFromFloatConvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.bool: Float -> Bool.
    private static func convertFromFloatUnconvertedBool(_ old: Float) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.bool: convert \(old) to Bool in convertFromFloatUnconvertedBool"
        )
    }

    /// FromFloatUnconverted.boolOptional: Float? -> Bool?.
    private static func convertFromFloatUnconvertedBoolOptional(_ old: Float?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.boolOptional: convert \(old) to Bool in convertFromFloatUnconvertedBoolOptional"
        )
    }

    /// FromFloatUnconverted.boolArray: [Float] -> [Bool].
    private static func convertFromFloatUnconvertedBoolArray(_ old: [Float]) throws -> [Bool] {
        func element(_ old: Float) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.boolArray: convert \(old) to Bool in convertFromFloatUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.boolMadeOptional: Float -> Bool?.
    private static func convertFromFloatUnconvertedBoolMadeOptional(_ old: Float) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromFloatUnconvertedBoolMadeOptional"
        )
    }

    /// FromFloatUnconverted.boolMadeRequired: Float? -> Bool.
    private static func convertFromFloatUnconvertedBoolMadeRequired(_ old: Float?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromFloatUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromFloatUnconvertedBoolMadeRequired"
        )
    }

    /// FromFloatUnconverted.date: Float -> Date.
    private static func convertFromFloatUnconvertedDate(_ old: Float) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.date: convert \(old) to Date in convertFromFloatUnconvertedDate"
        )
    }

    /// FromFloatUnconverted.dateOptional: Float? -> Date?.
    private static func convertFromFloatUnconvertedDateOptional(_ old: Float?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.dateOptional: convert \(old) to Date in convertFromFloatUnconvertedDateOptional"
        )
    }

    /// FromFloatUnconverted.dateArray: [Float] -> [Date].
    private static func convertFromFloatUnconvertedDateArray(_ old: [Float]) throws -> [Date] {
        func element(_ old: Float) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.dateArray: convert \(old) to Date in convertFromFloatUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.uuid: Float -> UUID.
    private static func convertFromFloatUnconvertedUuid(_ old: Float) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.uuid: convert \(old) to UUID in convertFromFloatUnconvertedUuid"
        )
    }

    /// FromFloatUnconverted.uuidOptional: Float? -> UUID?.
    private static func convertFromFloatUnconvertedUuidOptional(_ old: Float?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.uuidOptional: convert \(old) to UUID in convertFromFloatUnconvertedUuidOptional"
        )
    }

    /// FromFloatUnconverted.uuidArray: [Float] -> [UUID].
    private static func convertFromFloatUnconvertedUuidArray(_ old: [Float]) throws -> [UUID] {
        func element(_ old: Float) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.uuidArray: convert \(old) to UUID in convertFromFloatUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.data: Float -> Data.
    private static func convertFromFloatUnconvertedData(_ old: Float) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.data: convert \(old) to Data in convertFromFloatUnconvertedData"
        )
    }

    /// FromFloatUnconverted.dataOptional: Float? -> Data?.
    private static func convertFromFloatUnconvertedDataOptional(_ old: Float?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.dataOptional: convert \(old) to Data in convertFromFloatUnconvertedDataOptional"
        )
    }

    /// FromFloatUnconverted.dataArray: [Float] -> [Data].
    private static func convertFromFloatUnconvertedDataArray(_ old: [Float]) throws -> [Data] {
        func element(_ old: Float) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.dataArray: convert \(old) to Data in convertFromFloatUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.url: Float -> URL.
    private static func convertFromFloatUnconvertedUrl(_ old: Float) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.url: convert \(old) to URL in convertFromFloatUnconvertedUrl"
        )
    }

    /// FromFloatUnconverted.urlOptional: Float? -> URL?.
    private static func convertFromFloatUnconvertedUrlOptional(_ old: Float?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.urlOptional: convert \(old) to URL in convertFromFloatUnconvertedUrlOptional"
        )
    }

    /// FromFloatUnconverted.urlArray: [Float] -> [URL].
    private static func convertFromFloatUnconvertedUrlArray(_ old: [Float]) throws -> [URL] {
        func element(_ old: Float) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.urlArray: convert \(old) to URL in convertFromFloatUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromFloatUnconverted.letter: Float -> Letter.
    private static func convertFromFloatUnconvertedLetter(_ old: Float) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.letter: convert \(old) to Letter in convertFromFloatUnconvertedLetter"
        )
    }

    /// FromFloatUnconverted.letterOptional: Float? -> Letter?.
    private static func convertFromFloatUnconvertedLetterOptional(_ old: Float?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromFloatUnconverted.letterOptional: convert \(old) to Letter in convertFromFloatUnconvertedLetterOptional"
        )
    }

    /// FromFloatUnconverted.letterArray: [Float] -> [Letter].
    private static func convertFromFloatUnconvertedLetterArray(_ old: [Float]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Float) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromFloatUnconverted.letterArray: convert \(old) to Letter in convertFromFloatUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalConverted.string: Decimal -> String.
    private static func convertFromDecimalConvertedString(_ old: Decimal) throws -> String {
        return String(describing: old)
    }

    /// FromDecimalConverted.stringOptional: Decimal? -> String?.
    private static func convertFromDecimalConvertedStringOptional(_ old: Decimal?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromDecimalConverted.stringArray: [Decimal] -> [String].
    private static func convertFromDecimalConvertedStringArray(_ old: [Decimal]) throws -> [String] {
        func element(_ old: Decimal) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromDecimalConverted.stringMadeOptional: Decimal -> String?.
    private static func convertFromDecimalConvertedStringMadeOptional(_ old: Decimal) throws -> String? {
        return String(describing: old)
    }

    /// FromDecimalConverted.stringMadeRequired: Decimal? -> String.
    private static func convertFromDecimalConvertedStringMadeRequired(_ old: Decimal?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDecimalConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromDecimalConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromDecimalUnconverted.bool: Decimal -> Bool.
    private static func convertFromDecimalUnconvertedBool(_ old: Decimal) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.bool: convert \(old) to Bool in convertFromDecimalUnconvertedBool"
        )
    }

    /// FromDecimalUnconverted.boolOptional: Decimal? -> Bool?.
    private static func convertFromDecimalUnconvertedBoolOptional(_ old: Decimal?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.boolOptional: convert \(old) to Bool in convertFromDecimalUnconvertedBoolOptional"
        )
    }

    /// FromDecimalUnconverted.boolArray: [Decimal] -> [Bool].
    private static func convertFromDecimalUnconvertedBoolArray(_ old: [Decimal]) throws -> [Bool] {
        func element(_ old: Decimal) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.boolArray: convert \(old) to Bool in convertFromDecimalUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.boolMadeOptional: Decimal -> Bool?.
    private static func convertFromDecimalUnconvertedBoolMadeOptional(_ old: Decimal) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromDecimalUnconvertedBoolMadeOptional"
        )
    }

    /// FromDecimalUnconverted.boolMadeRequired: Decimal? -> Bool.
    private static func convertFromDecimalUnconvertedBoolMadeRequired(_ old: Decimal?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromDecimalUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromDecimalUnconvertedBoolMadeRequired"
        )
    }

    /// FromDecimalUnconverted.int: Decimal -> Int.
    private static func convertFromDecimalUnconvertedInt(_ old: Decimal) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int: convert \(old) to Int in convertFromDecimalUnconvertedInt"
        )
    }

    /// FromDecimalUnconverted.intOptional: Decimal? -> Int?.
    private static func convertFromDecimalUnconvertedIntOptional(_ old: Decimal?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.intOptional: convert \(old) to Int in convertFromDecimalUnconvertedIntOptional"
        )
    }

    /// FromDecimalUnconverted.intArray: [Decimal] -> [Int].
    private static func convertFromDecimalUnconvertedIntArray(_ old: [Decimal]) throws -> [Int] {
        func element(_ old: Decimal) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.intArray: convert \(old) to Int in convertFromDecimalUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.int8: Decimal -> Int8.
    private static func convertFromDecimalUnconvertedInt8(_ old: Decimal) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int8: convert \(old) to Int8 in convertFromDecimalUnconvertedInt8"
        )
    }

    /// FromDecimalUnconverted.int8Optional: Decimal? -> Int8?.
    private static func convertFromDecimalUnconvertedInt8Optional(_ old: Decimal?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int8Optional: convert \(old) to Int8 in convertFromDecimalUnconvertedInt8Optional"
        )
    }

    /// FromDecimalUnconverted.int8Array: [Decimal] -> [Int8].
    private static func convertFromDecimalUnconvertedInt8Array(_ old: [Decimal]) throws -> [Int8] {
        func element(_ old: Decimal) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.int8Array: convert \(old) to Int8 in convertFromDecimalUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.int16: Decimal -> Int16.
    private static func convertFromDecimalUnconvertedInt16(_ old: Decimal) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int16: convert \(old) to Int16 in convertFromDecimalUnconvertedInt16"
        )
    }

    /// FromDecimalUnconverted.int16Optional: Decimal? -> Int16?.
    private static func convertFromDecimalUnconvertedInt16Optional(_ old: Decimal?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int16Optional: convert \(old) to Int16 in "
                + "convertFromDecimalUnconvertedInt16Optional"
        )
    }

    /// FromDecimalUnconverted.int16Array: [Decimal] -> [Int16].
    private static func convertFromDecimalUnconvertedInt16Array(_ old: [Decimal]) throws -> [Int16] {
        func element(_ old: Decimal) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.int16Array: convert \(old) to Int16 in convertFromDecimalUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.int32: Decimal -> Int32.
    private static func convertFromDecimalUnconvertedInt32(_ old: Decimal) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int32: convert \(old) to Int32 in convertFromDecimalUnconvertedInt32"
        )
    }

    /// FromDecimalUnconverted.int32Optional: Decimal? -> Int32?.
    private static func convertFromDecimalUnconvertedInt32Optional(_ old: Decimal?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int32Optional: convert \(old) to Int32 in "
                + "convertFromDecimalUnconvertedInt32Optional"
        )
    }

    /// FromDecimalUnconverted.int32Array: [Decimal] -> [Int32].
    private static func convertFromDecimalUnconvertedInt32Array(_ old: [Decimal]) throws -> [Int32] {
        func element(_ old: Decimal) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.int32Array: convert \(old) to Int32 in convertFromDecimalUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.int64: Decimal -> Int64.
    private static func convertFromDecimalUnconvertedInt64(_ old: Decimal) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int64: convert \(old) to Int64 in convertFromDecimalUnconvertedInt64"
        )
    }

    /// FromDecimalUnconverted.int64Optional: Decimal? -> Int64?.
    private static func convertFromDecimalUnconvertedInt64Optional(_ old: Decimal?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.int64Optional: convert \(old) to Int64 in "
                + "convertFromDecimalUnconvertedInt64Optional"
        )
    }

    /// FromDecimalUnconverted.int64Array: [Decimal] -> [Int64].
    private static func convertFromDecimalUnconvertedInt64Array(_ old: [Decimal]) throws -> [Int64] {
        func element(_ old: Decimal) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.int64Array: convert \(old) to Int64 in convertFromDecimalUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.uint8: Decimal -> UInt8.
    private static func convertFromDecimalUnconvertedUint8(_ old: Decimal) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint8: convert \(old) to UInt8 in convertFromDecimalUnconvertedUint8"
        )
    }

    /// FromDecimalUnconverted.uint8Optional: Decimal? -> UInt8?.
    private static func convertFromDecimalUnconvertedUint8Optional(_ old: Decimal?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint8Optional: convert \(old) to UInt8 in "
                + "convertFromDecimalUnconvertedUint8Optional"
        )
    }

    /// FromDecimalUnconverted.uint8Array: [Decimal] -> [UInt8].
    private static func convertFromDecimalUnconvertedUint8Array(_ old: [Decimal]) throws -> [UInt8] {
        func element(_ old: Decimal) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.uint8Array: convert \(old) to UInt8 in convertFromDecimalUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.uint16: Decimal -> UInt16.
    private static func convertFromDecimalUnconvertedUint16(_ old: Decimal) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint16: convert \(old) to UInt16 in convertFromDecimalUnconvertedUint16"
        )
    }

    /// FromDecimalUnconverted.uint16Optional: Decimal? -> UInt16?.
    private static func convertFromDecimalUnconvertedUint16Optional(_ old: Decimal?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint16Optional: convert \(old) to UInt16 in "
                + "convertFromDecimalUnconvertedUint16Optional"
        )
    }

    /// FromDecimalUnconverted.uint16Array: [Decimal] -> [UInt16].
    private static func convertFromDecimalUnconvertedUint16Array(_ old: [Decimal]) throws -> [UInt16] {
        func element(_ old: Decimal) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.uint16Array: convert \(old) to UInt16 in "
                    + "convertFromDecimalUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.uint32: Decimal -> UInt32.
    private static func convertFromDecimalUnconvertedUint32(_ old: Decimal) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint32: convert \(old) to UInt32 in convertFromDecimalUnconvertedUint32"
        )
    }

    /// FromDecimalUnconverted.uint32Optional: Decimal? -> UInt32?.
    private static func convertFromDecimalUnconvertedUint32Optional(_ old: Decimal?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint32Optional: convert \(old) to UInt32 in "
                + "convertFromDecimalUnconvertedUint32Optional"
        )
    }

    /// FromDecimalUnconverted.uint32Array: [Decimal] -> [UInt32].
    private static func convertFromDecimalUnconvertedUint32Array(_ old: [Decimal]) throws -> [UInt32] {
        func element(_ old: Decimal) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.uint32Array: convert \(old) to UInt32 in "
                    + "convertFromDecimalUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.uint64: Decimal -> UInt64.
    private static func convertFromDecimalUnconvertedUint64(_ old: Decimal) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint64: convert \(old) to UInt64 in convertFromDecimalUnconvertedUint64"
        )
    }

    /// FromDecimalUnconverted.uint64Optional: Decimal? -> UInt64?.
    private static func convertFromDecimalUnconvertedUint64Optional(_ old: Decimal?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uint64Optional: convert \(old) to UInt64 in "
                + "convertFromDecimalUnconvertedUint64Optional"
        )
    }

    /// FromDecimalUnconverted.uint64Array: [Decimal] -> [UInt64].
    private static func convertFromDecimalUnconvertedUint64Array(_ old: [Decimal]) throws -> [UInt64] {
        func element(_ old: Decimal) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.uint64Array: convert \(old) to UInt64 in "
                    + "convertFromDecimalUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.double: Decimal -> Double.
    private static func convertFromDecimalUnconvertedDouble(_ old: Decimal) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.double: convert \(old) to Double in convertFromDecimalUnconvertedDouble"
        )
    }

    /// FromDecimalUnconverted.doubleOptional: Decimal? -> Double?.
    private static func convertFromDecimalUnconvertedDoubleOptional(_ old: Decimal?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.doubleOptional: convert \(old) to Double in "
                + "convertFromDecimalUnconvertedDoubleOptional"
        )
    }

    /// FromDecimalUnconverted.doubleArray: [Decimal] -> [Double].
    private static func convertFromDecimalUnconvertedDoubleArray(_ old: [Decimal]) throws -> [Double] {
        func element(_ old: Decimal) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.doubleArray: convert \(old) to Double in "
                    + "convertFromDecimalUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.float: Decimal -> Float.
    private static func convertFromDecimalUnconvertedFloat(_ old: Decimal) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.float: convert \(old) to Float in convertFromDecimalUnconvertedFloat"
        )
    }

    /// FromDecimalUnconverted.floatOptional: Decimal? -> Float?.
    private static func convertFromDecimalUnconvertedFloatOptional(_ old: Decimal?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.floatOptional: convert \(old) to Float in "
                + "convertFromDecimalUnconvertedFloatOptional"
        )
    }

    /// FromDecimalUnconverted.floatArray: [Decimal] -> [Float].
    private static func convertFromDecimalUnconvertedFloatArray(_ old: [Decimal]) throws -> [Float] {
        func element(_ old: Decimal) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.floatArray: convert \(old) to Float in convertFromDecimalUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.date: Decimal -> Date.
    private static func convertFromDecimalUnconvertedDate(_ old: Decimal) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.date: convert \(old) to Date in convertFromDecimalUnconvertedDate"
        )
    }

    /// FromDecimalUnconverted.dateOptional: Decimal? -> Date?.
    private static func convertFromDecimalUnconvertedDateOptional(_ old: Decimal?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.dateOptional: convert \(old) to Date in convertFromDecimalUnconvertedDateOptional"
        )
    }

    /// FromDecimalUnconverted.dateArray: [Decimal] -> [Date].
    private static func convertFromDecimalUnconvertedDateArray(_ old: [Decimal]) throws -> [Date] {
        func element(_ old: Decimal) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.dateArray: convert \(old) to Date in convertFromDecimalUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.uuid: Decimal -> UUID.
    private static func convertFromDecimalUnconvertedUuid(_ old: Decimal) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uuid: convert \(old) to UUID in convertFromDecimalUnconvertedUuid"
        )
    }

    /// FromDecimalUnconverted.uuidOptional: Decimal? -> UUID?.
    private static func convertFromDecimalUnconvertedUuidOptional(_ old: Decimal?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.uuidOptional: convert \(old) to UUID in convertFromDecimalUnconvertedUuidOptional"
        )
    }

    /// FromDecimalUnconverted.uuidArray: [Decimal] -> [UUID].
    private static func convertFromDecimalUnconvertedUuidArray(_ old: [Decimal]) throws -> [UUID] {
        func element(_ old: Decimal) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.uuidArray: convert \(old) to UUID in convertFromDecimalUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.data: Decimal -> Data.
    private static func convertFromDecimalUnconvertedData(_ old: Decimal) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.data: convert \(old) to Data in convertFromDecimalUnconvertedData"
        )
    }

    /// FromDecimalUnconverted.dataOptional: Decimal? -> Data?.
    private static func convertFromDecimalUnconvertedDataOptional(_ old: Decimal?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.dataOptional: convert \(old) to Data in convertFromDecimalUnconvertedDataOptional"
        )
    }

    /// FromDecimalUnconverted.dataArray: [Decimal] -> [Data].
    private static func convertFromDecimalUnconvertedDataArray(_ old: [Decimal]) throws -> [Data] {
        func element(_ old: Decimal) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.dataArray: convert \(old) to Data in convertFromDecimalUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.url: Decimal -> URL.
    private static func convertFromDecimalUnconvertedUrl(_ old: Decimal) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.url: convert \(old) to URL in convertFromDecimalUnconvertedUrl"
        )
    }

    /// FromDecimalUnconverted.urlOptional: Decimal? -> URL?.
    private static func convertFromDecimalUnconvertedUrlOptional(_ old: Decimal?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.urlOptional: convert \(old) to URL in convertFromDecimalUnconvertedUrlOptional"
        )
    }

    /// FromDecimalUnconverted.urlArray: [Decimal] -> [URL].
    private static func convertFromDecimalUnconvertedUrlArray(_ old: [Decimal]) throws -> [URL] {
        func element(_ old: Decimal) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.urlArray: convert \(old) to URL in convertFromDecimalUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.letter: Decimal -> Letter.
    private static func convertFromDecimalUnconvertedLetter(_ old: Decimal) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.letter: convert \(old) to Letter in convertFromDecimalUnconvertedLetter"
        )
    }

    /// FromDecimalUnconverted.letterOptional: Decimal? -> Letter?.
    private static func convertFromDecimalUnconvertedLetterOptional(
        _ old: Decimal?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.letterOptional: convert \(old) to Letter in "
                + "convertFromDecimalUnconvertedLetterOptional"
        )
    }

    /// FromDecimalUnconverted.letterArray: [Decimal] -> [Letter].
    private static func convertFromDecimalUnconvertedLetterArray(
        _ old: [Decimal]
    ) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Decimal) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.letterArray: convert \(old) to Letter in "
                    + "convertFromDecimalUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromDecimalUnconverted.rank: Decimal -> Rank.
    private static func convertFromDecimalUnconvertedRank(_ old: Decimal) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.rank: convert \(old) to Rank in convertFromDecimalUnconvertedRank"
        )
    }

    /// FromDecimalUnconverted.rankOptional: Decimal? -> Rank?.
    private static func convertFromDecimalUnconvertedRankOptional(_ old: Decimal?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDecimalUnconverted.rankOptional: convert \(old) to Rank in convertFromDecimalUnconvertedRankOptional"
        )
    }

    /// FromDecimalUnconverted.rankArray: [Decimal] -> [Rank].
    private static func convertFromDecimalUnconvertedRankArray(_ old: [Decimal]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Decimal) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromDecimalUnconverted.rankArray: convert \(old) to Rank in convertFromDecimalUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateConverted.string: Date -> String.
    private static func convertFromDateConvertedString(_ old: Date) throws -> String {
        return String(describing: old)
    }

    /// FromDateConverted.stringOptional: Date? -> String?.
    private static func convertFromDateConvertedStringOptional(_ old: Date?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromDateConverted.stringArray: [Date] -> [String].
    private static func convertFromDateConvertedStringArray(_ old: [Date]) throws -> [String] {
        func element(_ old: Date) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromDateConverted.stringMadeOptional: Date -> String?.
    private static func convertFromDateConvertedStringMadeOptional(_ old: Date) throws -> String? {
        return String(describing: old)
    }

    /// FromDateConverted.stringMadeRequired: Date? -> String.
    private static func convertFromDateConvertedStringMadeRequired(_ old: Date?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDateConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromDateConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromDateUnconverted.bool: Date -> Bool.
    private static func convertFromDateUnconvertedBool(_ old: Date) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.bool: convert \(old) to Bool in convertFromDateUnconvertedBool"
        )
    }

    /// FromDateUnconverted.boolOptional: Date? -> Bool?.
    private static func convertFromDateUnconvertedBoolOptional(_ old: Date?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.boolOptional: convert \(old) to Bool in convertFromDateUnconvertedBoolOptional"
        )
    }

    /// FromDateUnconverted.boolArray: [Date] -> [Bool].
    private static func convertFromDateUnconvertedBoolArray(_ old: [Date]) throws -> [Bool] {
        func element(_ old: Date) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.boolArray: convert \(old) to Bool in convertFromDateUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.boolMadeOptional: Date -> Bool?.
    private static func convertFromDateUnconvertedBoolMadeOptional(_ old: Date) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromDateUnconvertedBoolMadeOptional"
        )
    }

    /// FromDateUnconverted.boolMadeRequired: Date? -> Bool.
    private static func convertFromDateUnconvertedBoolMadeRequired(_ old: Date?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromDateUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromDateUnconvertedBoolMadeRequired"
        )
    }

    /// FromDateUnconverted.int: Date -> Int.
    private static func convertFromDateUnconvertedInt(_ old: Date) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int: convert \(old) to Int in convertFromDateUnconvertedInt"
        )
    }

    /// FromDateUnconverted.intOptional: Date? -> Int?.
    private static func convertFromDateUnconvertedIntOptional(_ old: Date?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.intOptional: convert \(old) to Int in convertFromDateUnconvertedIntOptional"
        )
    }

    /// FromDateUnconverted.intArray: [Date] -> [Int].
    private static func convertFromDateUnconvertedIntArray(_ old: [Date]) throws -> [Int] {
        func element(_ old: Date) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.intArray: convert \(old) to Int in convertFromDateUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.int8: Date -> Int8.
    private static func convertFromDateUnconvertedInt8(_ old: Date) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int8: convert \(old) to Int8 in convertFromDateUnconvertedInt8"
        )
    }

    /// FromDateUnconverted.int8Optional: Date? -> Int8?.
    private static func convertFromDateUnconvertedInt8Optional(_ old: Date?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int8Optional: convert \(old) to Int8 in convertFromDateUnconvertedInt8Optional"
        )
    }

    /// FromDateUnconverted.int8Array: [Date] -> [Int8].
    private static func convertFromDateUnconvertedInt8Array(_ old: [Date]) throws -> [Int8] {
        func element(_ old: Date) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.int8Array: convert \(old) to Int8 in convertFromDateUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.int16: Date -> Int16.
    private static func convertFromDateUnconvertedInt16(_ old: Date) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int16: convert \(old) to Int16 in convertFromDateUnconvertedInt16"
        )
    }

    /// FromDateUnconverted.int16Optional: Date? -> Int16?.
    private static func convertFromDateUnconvertedInt16Optional(_ old: Date?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int16Optional: convert \(old) to Int16 in convertFromDateUnconvertedInt16Optional"
        )
    }

    /// FromDateUnconverted.int16Array: [Date] -> [Int16].
    private static func convertFromDateUnconvertedInt16Array(_ old: [Date]) throws -> [Int16] {
        func element(_ old: Date) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.int16Array: convert \(old) to Int16 in convertFromDateUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.int32: Date -> Int32.
    private static func convertFromDateUnconvertedInt32(_ old: Date) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int32: convert \(old) to Int32 in convertFromDateUnconvertedInt32"
        )
    }

    /// FromDateUnconverted.int32Optional: Date? -> Int32?.
    private static func convertFromDateUnconvertedInt32Optional(_ old: Date?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int32Optional: convert \(old) to Int32 in convertFromDateUnconvertedInt32Optional"
        )
    }

    /// FromDateUnconverted.int32Array: [Date] -> [Int32].
    private static func convertFromDateUnconvertedInt32Array(_ old: [Date]) throws -> [Int32] {
        func element(_ old: Date) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.int32Array: convert \(old) to Int32 in convertFromDateUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.int64: Date -> Int64.
    private static func convertFromDateUnconvertedInt64(_ old: Date) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int64: convert \(old) to Int64 in convertFromDateUnconvertedInt64"
        )
    }

    /// FromDateUnconverted.int64Optional: Date? -> Int64?.
    private static func convertFromDateUnconvertedInt64Optional(_ old: Date?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.int64Optional: convert \(old) to Int64 in convertFromDateUnconvertedInt64Optional"
        )
    }

    /// FromDateUnconverted.int64Array: [Date] -> [Int64].
    private static func convertFromDateUnconvertedInt64Array(_ old: [Date]) throws -> [Int64] {
        func element(_ old: Date) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.int64Array: convert \(old) to Int64 in convertFromDateUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.uint8: Date -> UInt8.
    private static func convertFromDateUnconvertedUint8(_ old: Date) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint8: convert \(old) to UInt8 in convertFromDateUnconvertedUint8"
        )
    }

    /// FromDateUnconverted.uint8Optional: Date? -> UInt8?.
    private static func convertFromDateUnconvertedUint8Optional(_ old: Date?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromDateUnconvertedUint8Optional"
        )
    }

    /// FromDateUnconverted.uint8Array: [Date] -> [UInt8].
    private static func convertFromDateUnconvertedUint8Array(_ old: [Date]) throws -> [UInt8] {
        func element(_ old: Date) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.uint8Array: convert \(old) to UInt8 in convertFromDateUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.uint16: Date -> UInt16.
    private static func convertFromDateUnconvertedUint16(_ old: Date) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint16: convert \(old) to UInt16 in convertFromDateUnconvertedUint16"
        )
    }

    /// FromDateUnconverted.uint16Optional: Date? -> UInt16?.
    private static func convertFromDateUnconvertedUint16Optional(_ old: Date?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint16Optional: convert \(old) to UInt16 in convertFromDateUnconvertedUint16Optional"
        )
    }

    /// FromDateUnconverted.uint16Array: [Date] -> [UInt16].
    private static func convertFromDateUnconvertedUint16Array(_ old: [Date]) throws -> [UInt16] {
        func element(_ old: Date) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.uint16Array: convert \(old) to UInt16 in convertFromDateUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.uint32: Date -> UInt32.
    private static func convertFromDateUnconvertedUint32(_ old: Date) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint32: convert \(old) to UInt32 in convertFromDateUnconvertedUint32"
        )
    }

    /// FromDateUnconverted.uint32Optional: Date? -> UInt32?.
    private static func convertFromDateUnconvertedUint32Optional(_ old: Date?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint32Optional: convert \(old) to UInt32 in convertFromDateUnconvertedUint32Optional"
        )
    }

    /// FromDateUnconverted.uint32Array: [Date] -> [UInt32].
    private static func convertFromDateUnconvertedUint32Array(_ old: [Date]) throws -> [UInt32] {
        func element(_ old: Date) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.uint32Array: convert \(old) to UInt32 in convertFromDateUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.uint64: Date -> UInt64.
    private static func convertFromDateUnconvertedUint64(_ old: Date) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint64: convert \(old) to UInt64 in convertFromDateUnconvertedUint64"
        )
    }

    /// FromDateUnconverted.uint64Optional: Date? -> UInt64?.
    private static func convertFromDateUnconvertedUint64Optional(_ old: Date?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uint64Optional: convert \(old) to UInt64 in convertFromDateUnconvertedUint64Optional"
        )
    }

    /// FromDateUnconverted.uint64Array: [Date] -> [UInt64].
    private static func convertFromDateUnconvertedUint64Array(_ old: [Date]) throws -> [UInt64] {
        func element(_ old: Date) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.uint64Array: convert \(old) to UInt64 in convertFromDateUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.double: Date -> Double.
    private static func convertFromDateUnconvertedDouble(_ old: Date) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.double: convert \(old) to Double in convertFromDateUnconvertedDouble"
        )
    }

    /// FromDateUnconverted.doubleOptional: Date? -> Double?.
    private static func convertFromDateUnconvertedDoubleOptional(_ old: Date?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.doubleOptional: convert \(old) to Double in convertFromDateUnconvertedDoubleOptional"
        )
    }

    /// FromDateUnconverted.doubleArray: [Date] -> [Double].
    private static func convertFromDateUnconvertedDoubleArray(_ old: [Date]) throws -> [Double] {
        func element(_ old: Date) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.doubleArray: convert \(old) to Double in convertFromDateUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.float: Date -> Float.
    private static func convertFromDateUnconvertedFloat(_ old: Date) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.float: convert \(old) to Float in convertFromDateUnconvertedFloat"
        )
    }

    /// FromDateUnconverted.floatOptional: Date? -> Float?.
    private static func convertFromDateUnconvertedFloatOptional(_ old: Date?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.floatOptional: convert \(old) to Float in convertFromDateUnconvertedFloatOptional"
        )
    }

    /// FromDateUnconverted.floatArray: [Date] -> [Float].
    private static func convertFromDateUnconvertedFloatArray(_ old: [Date]) throws -> [Float] {
        func element(_ old: Date) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.floatArray: convert \(old) to Float in convertFromDateUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.decimal: Date -> Decimal.
    private static func convertFromDateUnconvertedDecimal(_ old: Date) throws -> Decimal {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.decimal: convert \(old) to Decimal in convertFromDateUnconvertedDecimal"
        )
    }

    /// FromDateUnconverted.decimalOptional: Date? -> Decimal?.
    private static func convertFromDateUnconvertedDecimalOptional(_ old: Date?) throws -> Decimal? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromDateUnconvertedDecimalOptional"
        )
    }

    /// FromDateUnconverted.decimalArray: [Date] -> [Decimal].
    private static func convertFromDateUnconvertedDecimalArray(_ old: [Date]) throws -> [Decimal] {
        func element(_ old: Date) throws -> Decimal {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.decimalArray: convert \(old) to Decimal in convertFromDateUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.uuid: Date -> UUID.
    private static func convertFromDateUnconvertedUuid(_ old: Date) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uuid: convert \(old) to UUID in convertFromDateUnconvertedUuid"
        )
    }

    /// FromDateUnconverted.uuidOptional: Date? -> UUID?.
    private static func convertFromDateUnconvertedUuidOptional(_ old: Date?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.uuidOptional: convert \(old) to UUID in convertFromDateUnconvertedUuidOptional"
        )
    }

    /// FromDateUnconverted.uuidArray: [Date] -> [UUID].
    private static func convertFromDateUnconvertedUuidArray(_ old: [Date]) throws -> [UUID] {
        func element(_ old: Date) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.uuidArray: convert \(old) to UUID in convertFromDateUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.data: Date -> Data.
    private static func convertFromDateUnconvertedData(_ old: Date) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.data: convert \(old) to Data in convertFromDateUnconvertedData"
        )
    }

    /// FromDateUnconverted.dataOptional: Date? -> Data?.
    private static func convertFromDateUnconvertedDataOptional(_ old: Date?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.dataOptional: convert \(old) to Data in convertFromDateUnconvertedDataOptional"
        )
    }

    /// FromDateUnconverted.dataArray: [Date] -> [Data].
    private static func convertFromDateUnconvertedDataArray(_ old: [Date]) throws -> [Data] {
        func element(_ old: Date) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.dataArray: convert \(old) to Data in convertFromDateUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.url: Date -> URL.
    private static func convertFromDateUnconvertedUrl(_ old: Date) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.url: convert \(old) to URL in convertFromDateUnconvertedUrl"
        )
    }

    /// FromDateUnconverted.urlOptional: Date? -> URL?.
    private static func convertFromDateUnconvertedUrlOptional(_ old: Date?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.urlOptional: convert \(old) to URL in convertFromDateUnconvertedUrlOptional"
        )
    }

    /// FromDateUnconverted.urlArray: [Date] -> [URL].
    private static func convertFromDateUnconvertedUrlArray(_ old: [Date]) throws -> [URL] {
        func element(_ old: Date) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.urlArray: convert \(old) to URL in convertFromDateUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.letter: Date -> Letter.
    private static func convertFromDateUnconvertedLetter(_ old: Date) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.letter: convert \(old) to Letter in convertFromDateUnconvertedLetter"
        )
    }

    /// FromDateUnconverted.letterOptional: Date? -> Letter?.
    private static func convertFromDateUnconvertedLetterOptional(_ old: Date?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.letterOptional: convert \(old) to Letter in convertFromDateUnconvertedLetterOptional"
        )
    }

    /// FromDateUnconverted.letterArray: [Date] -> [Letter].
    private static func convertFromDateUnconvertedLetterArray(_ old: [Date]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Date) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.letterArray: convert \(old) to Letter in convertFromDateUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromDateUnconverted.rank: Date -> Rank.
    private static func convertFromDateUnconvertedRank(_ old: Date) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.rank: convert \(old) to Rank in convertFromDateUnconvertedRank"
        )
    }

    /// FromDateUnconverted.rankOptional: Date? -> Rank?.
    private static func convertFromDateUnconvertedRankOptional(_ old: Date?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDateUnconverted.rankOptional: convert \(old) to Rank in convertFromDateUnconvertedRankOptional"
        )
    }

    /// FromDateUnconverted.rankArray: [Date] -> [Rank].
    private static func convertFromDateUnconvertedRankArray(_ old: [Date]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Date) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromDateUnconverted.rankArray: convert \(old) to Rank in convertFromDateUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDConverted.string: UUID -> String.
    private static func convertFromUUIDConvertedString(_ old: UUID) throws -> String {
        return String(describing: old)
    }

    /// FromUUIDConverted.stringOptional: UUID? -> String?.
    private static func convertFromUUIDConvertedStringOptional(_ old: UUID?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromUUIDConverted.stringArray: [UUID] -> [String].
    private static func convertFromUUIDConvertedStringArray(_ old: [UUID]) throws -> [String] {
        func element(_ old: UUID) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromUUIDConverted.stringMadeOptional: UUID -> String?.
    private static func convertFromUUIDConvertedStringMadeOptional(_ old: UUID) throws -> String? {
        return String(describing: old)
    }

    /// FromUUIDConverted.stringMadeRequired: UUID? -> String.
    private static func convertFromUUIDConvertedStringMadeRequired(_ old: UUID?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUUIDConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromUUIDConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromUUIDUnconverted.bool: UUID -> Bool.
    private static func convertFromUUIDUnconvertedBool(_ old: UUID) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.bool: convert \(old) to Bool in convertFromUUIDUnconvertedBool"
        )
    }

    /// FromUUIDUnconverted.boolOptional: UUID? -> Bool?.
    private static func convertFromUUIDUnconvertedBoolOptional(_ old: UUID?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.boolOptional: convert \(old) to Bool in convertFromUUIDUnconvertedBoolOptional"
        )
    }

    /// FromUUIDUnconverted.boolArray: [UUID] -> [Bool].
    private static func convertFromUUIDUnconvertedBoolArray(_ old: [UUID]) throws -> [Bool] {
        func element(_ old: UUID) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.boolArray: convert \(old) to Bool in convertFromUUIDUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.boolMadeOptional: UUID -> Bool?.
    private static func convertFromUUIDUnconvertedBoolMadeOptional(_ old: UUID) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromUUIDUnconvertedBoolMadeOptional"
        )
    }

    /// FromUUIDUnconverted.boolMadeRequired: UUID? -> Bool.
    private static func convertFromUUIDUnconvertedBoolMadeRequired(_ old: UUID?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromUUIDUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromUUIDUnconvertedBoolMadeRequired"
        )
    }

    /// FromUUIDUnconverted.int: UUID -> Int.
    private static func convertFromUUIDUnconvertedInt(_ old: UUID) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int: convert \(old) to Int in convertFromUUIDUnconvertedInt"
        )
    }

    /// FromUUIDUnconverted.intOptional: UUID? -> Int?.
    private static func convertFromUUIDUnconvertedIntOptional(_ old: UUID?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.intOptional: convert \(old) to Int in convertFromUUIDUnconvertedIntOptional"
        )
    }

    /// FromUUIDUnconverted.intArray: [UUID] -> [Int].
    private static func convertFromUUIDUnconvertedIntArray(_ old: [UUID]) throws -> [Int] {
        func element(_ old: UUID) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.intArray: convert \(old) to Int in convertFromUUIDUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.int8: UUID -> Int8.
    private static func convertFromUUIDUnconvertedInt8(_ old: UUID) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int8: convert \(old) to Int8 in convertFromUUIDUnconvertedInt8"
        )
    }

    /// FromUUIDUnconverted.int8Optional: UUID? -> Int8?.
    private static func convertFromUUIDUnconvertedInt8Optional(_ old: UUID?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int8Optional: convert \(old) to Int8 in convertFromUUIDUnconvertedInt8Optional"
        )
    }

    /// FromUUIDUnconverted.int8Array: [UUID] -> [Int8].
    private static func convertFromUUIDUnconvertedInt8Array(_ old: [UUID]) throws -> [Int8] {
        func element(_ old: UUID) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.int8Array: convert \(old) to Int8 in convertFromUUIDUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.int16: UUID -> Int16.
    private static func convertFromUUIDUnconvertedInt16(_ old: UUID) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int16: convert \(old) to Int16 in convertFromUUIDUnconvertedInt16"
        )
    }

    /// FromUUIDUnconverted.int16Optional: UUID? -> Int16?.
    private static func convertFromUUIDUnconvertedInt16Optional(_ old: UUID?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int16Optional: convert \(old) to Int16 in convertFromUUIDUnconvertedInt16Optional"
        )
    }

    /// FromUUIDUnconverted.int16Array: [UUID] -> [Int16].
    private static func convertFromUUIDUnconvertedInt16Array(_ old: [UUID]) throws -> [Int16] {
        func element(_ old: UUID) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.int16Array: convert \(old) to Int16 in convertFromUUIDUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.int32: UUID -> Int32.
    private static func convertFromUUIDUnconvertedInt32(_ old: UUID) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int32: convert \(old) to Int32 in convertFromUUIDUnconvertedInt32"
        )
    }

    /// FromUUIDUnconverted.int32Optional: UUID? -> Int32?.
    private static func convertFromUUIDUnconvertedInt32Optional(_ old: UUID?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int32Optional: convert \(old) to Int32 in convertFromUUIDUnconvertedInt32Optional"
        )
    }

    /// FromUUIDUnconverted.int32Array: [UUID] -> [Int32].
    private static func convertFromUUIDUnconvertedInt32Array(_ old: [UUID]) throws -> [Int32] {
        func element(_ old: UUID) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.int32Array: convert \(old) to Int32 in convertFromUUIDUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.int64: UUID -> Int64.
    private static func convertFromUUIDUnconvertedInt64(_ old: UUID) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int64: convert \(old) to Int64 in convertFromUUIDUnconvertedInt64"
        )
    }

    /// FromUUIDUnconverted.int64Optional: UUID? -> Int64?.
    private static func convertFromUUIDUnconvertedInt64Optional(_ old: UUID?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.int64Optional: convert \(old) to Int64 in convertFromUUIDUnconvertedInt64Optional"
        )
    }

    /// FromUUIDUnconverted.int64Array: [UUID] -> [Int64].
    private static func convertFromUUIDUnconvertedInt64Array(_ old: [UUID]) throws -> [Int64] {
        func element(_ old: UUID) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.int64Array: convert \(old) to Int64 in convertFromUUIDUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.uint8: UUID -> UInt8.
    private static func convertFromUUIDUnconvertedUint8(_ old: UUID) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint8: convert \(old) to UInt8 in convertFromUUIDUnconvertedUint8"
        )
    }

    /// FromUUIDUnconverted.uint8Optional: UUID? -> UInt8?.
    private static func convertFromUUIDUnconvertedUint8Optional(_ old: UUID?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromUUIDUnconvertedUint8Optional"
        )
    }

    /// FromUUIDUnconverted.uint8Array: [UUID] -> [UInt8].
    private static func convertFromUUIDUnconvertedUint8Array(_ old: [UUID]) throws -> [UInt8] {
        func element(_ old: UUID) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.uint8Array: convert \(old) to UInt8 in convertFromUUIDUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.uint16: UUID -> UInt16.
    private static func convertFromUUIDUnconvertedUint16(_ old: UUID) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint16: convert \(old) to UInt16 in convertFromUUIDUnconvertedUint16"
        )
    }

    /// FromUUIDUnconverted.uint16Optional: UUID? -> UInt16?.
    private static func convertFromUUIDUnconvertedUint16Optional(_ old: UUID?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint16Optional: convert \(old) to UInt16 in convertFromUUIDUnconvertedUint16Optional"
        )
    }

    /// FromUUIDUnconverted.uint16Array: [UUID] -> [UInt16].
    private static func convertFromUUIDUnconvertedUint16Array(_ old: [UUID]) throws -> [UInt16] {
        func element(_ old: UUID) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.uint16Array: convert \(old) to UInt16 in convertFromUUIDUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.uint32: UUID -> UInt32.
    private static func convertFromUUIDUnconvertedUint32(_ old: UUID) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint32: convert \(old) to UInt32 in convertFromUUIDUnconvertedUint32"
        )
    }

    /// FromUUIDUnconverted.uint32Optional: UUID? -> UInt32?.
    private static func convertFromUUIDUnconvertedUint32Optional(_ old: UUID?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint32Optional: convert \(old) to UInt32 in convertFromUUIDUnconvertedUint32Optional"
        )
    }

    /// FromUUIDUnconverted.uint32Array: [UUID] -> [UInt32].
    private static func convertFromUUIDUnconvertedUint32Array(_ old: [UUID]) throws -> [UInt32] {
        func element(_ old: UUID) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.uint32Array: convert \(old) to UInt32 in convertFromUUIDUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.uint64: UUID -> UInt64.
    private static func convertFromUUIDUnconvertedUint64(_ old: UUID) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint64: convert \(old) to UInt64 in convertFromUUIDUnconvertedUint64"
        )
    }

    /// FromUUIDUnconverted.uint64Optional: UUID? -> UInt64?.
    private static func convertFromUUIDUnconvertedUint64Optional(_ old: UUID?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.uint64Optional: convert \(old) to UInt64 in convertFromUUIDUnconvertedUint64Optional"
        )
    }

    /// FromUUIDUnconverted.uint64Array: [UUID] -> [UInt64].
    private static func convertFromUUIDUnconvertedUint64Array(_ old: [UUID]) throws -> [UInt64] {
        func element(_ old: UUID) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.uint64Array: convert \(old) to UInt64 in convertFromUUIDUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.double: UUID -> Double.
    private static func convertFromUUIDUnconvertedDouble(_ old: UUID) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.double: convert \(old) to Double in convertFromUUIDUnconvertedDouble"
        )
    }

    /// FromUUIDUnconverted.doubleOptional: UUID? -> Double?.
    private static func convertFromUUIDUnconvertedDoubleOptional(_ old: UUID?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.doubleOptional: convert \(old) to Double in convertFromUUIDUnconvertedDoubleOptional"
        )
    }

    /// FromUUIDUnconverted.doubleArray: [UUID] -> [Double].
    private static func convertFromUUIDUnconvertedDoubleArray(_ old: [UUID]) throws -> [Double] {
        func element(_ old: UUID) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.doubleArray: convert \(old) to Double in convertFromUUIDUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.float: UUID -> Float.
    private static func convertFromUUIDUnconvertedFloat(_ old: UUID) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.float: convert \(old) to Float in convertFromUUIDUnconvertedFloat"
        )
    }

    /// FromUUIDUnconverted.floatOptional: UUID? -> Float?.
    private static func convertFromUUIDUnconvertedFloatOptional(_ old: UUID?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.floatOptional: convert \(old) to Float in convertFromUUIDUnconvertedFloatOptional"
        )
    }

    /// FromUUIDUnconverted.floatArray: [UUID] -> [Float].
    private static func convertFromUUIDUnconvertedFloatArray(_ old: [UUID]) throws -> [Float] {
        func element(_ old: UUID) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.floatArray: convert \(old) to Float in convertFromUUIDUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.decimal: UUID -> Decimal.
    private static func convertFromUUIDUnconvertedDecimal(_ old: UUID) throws -> Decimal {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.decimal: convert \(old) to Decimal in convertFromUUIDUnconvertedDecimal"
        )
    }

    /// FromUUIDUnconverted.decimalOptional: UUID? -> Decimal?.
    private static func convertFromUUIDUnconvertedDecimalOptional(_ old: UUID?) throws -> Decimal? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromUUIDUnconvertedDecimalOptional"
        )
    }

    /// FromUUIDUnconverted.decimalArray: [UUID] -> [Decimal].
    private static func convertFromUUIDUnconvertedDecimalArray(_ old: [UUID]) throws -> [Decimal] {
        func element(_ old: UUID) throws -> Decimal {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.decimalArray: convert \(old) to Decimal in convertFromUUIDUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.date: UUID -> Date.
    private static func convertFromUUIDUnconvertedDate(_ old: UUID) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.date: convert \(old) to Date in convertFromUUIDUnconvertedDate"
        )
    }

    /// FromUUIDUnconverted.dateOptional: UUID? -> Date?.
    private static func convertFromUUIDUnconvertedDateOptional(_ old: UUID?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.dateOptional: convert \(old) to Date in convertFromUUIDUnconvertedDateOptional"
        )
    }

    /// FromUUIDUnconverted.dateArray: [UUID] -> [Date].
    private static func convertFromUUIDUnconvertedDateArray(_ old: [UUID]) throws -> [Date] {
        func element(_ old: UUID) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.dateArray: convert \(old) to Date in convertFromUUIDUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.data: UUID -> Data.
    private static func convertFromUUIDUnconvertedData(_ old: UUID) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.data: convert \(old) to Data in convertFromUUIDUnconvertedData"
        )
    }

    /// FromUUIDUnconverted.dataOptional: UUID? -> Data?.
    private static func convertFromUUIDUnconvertedDataOptional(_ old: UUID?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.dataOptional: convert \(old) to Data in convertFromUUIDUnconvertedDataOptional"
        )
    }

    /// FromUUIDUnconverted.dataArray: [UUID] -> [Data].
    private static func convertFromUUIDUnconvertedDataArray(_ old: [UUID]) throws -> [Data] {
        func element(_ old: UUID) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.dataArray: convert \(old) to Data in convertFromUUIDUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.url: UUID -> URL.
    private static func convertFromUUIDUnconvertedUrl(_ old: UUID) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.url: convert \(old) to URL in convertFromUUIDUnconvertedUrl"
        )
    }

    /// FromUUIDUnconverted.urlOptional: UUID? -> URL?.
    private static func convertFromUUIDUnconvertedUrlOptional(_ old: UUID?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.urlOptional: convert \(old) to URL in convertFromUUIDUnconvertedUrlOptional"
        )
    }

    /// FromUUIDUnconverted.urlArray: [UUID] -> [URL].
    private static func convertFromUUIDUnconvertedUrlArray(_ old: [UUID]) throws -> [URL] {
        func element(_ old: UUID) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.urlArray: convert \(old) to URL in convertFromUUIDUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.letter: UUID -> Letter.
    private static func convertFromUUIDUnconvertedLetter(_ old: UUID) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.letter: convert \(old) to Letter in convertFromUUIDUnconvertedLetter"
        )
    }

    /// FromUUIDUnconverted.letterOptional: UUID? -> Letter?.
    private static func convertFromUUIDUnconvertedLetterOptional(_ old: UUID?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.letterOptional: convert \(old) to Letter in convertFromUUIDUnconvertedLetterOptional"
        )
    }

    /// FromUUIDUnconverted.letterArray: [UUID] -> [Letter].
    private static func convertFromUUIDUnconvertedLetterArray(_ old: [UUID]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: UUID) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.letterArray: convert \(old) to Letter in convertFromUUIDUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromUUIDUnconverted.rank: UUID -> Rank.
    private static func convertFromUUIDUnconvertedRank(_ old: UUID) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.rank: convert \(old) to Rank in convertFromUUIDUnconvertedRank"
        )
    }

    /// FromUUIDUnconverted.rankOptional: UUID? -> Rank?.
    private static func convertFromUUIDUnconvertedRankOptional(_ old: UUID?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromUUIDUnconverted.rankOptional: convert \(old) to Rank in convertFromUUIDUnconvertedRankOptional"
        )
    }

    /// FromUUIDUnconverted.rankArray: [UUID] -> [Rank].
    private static func convertFromUUIDUnconvertedRankArray(_ old: [UUID]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: UUID) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromUUIDUnconverted.rankArray: convert \(old) to Rank in convertFromUUIDUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataConverted.string: Data -> String.
    private static func convertFromDataConvertedString(_ old: Data) throws -> String {
        return String(describing: old)
    }

    /// FromDataConverted.stringOptional: Data? -> String?.
    private static func convertFromDataConvertedStringOptional(_ old: Data?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromDataConverted.stringArray: [Data] -> [String].
    private static func convertFromDataConvertedStringArray(_ old: [Data]) throws -> [String] {
        func element(_ old: Data) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromDataConverted.stringMadeOptional: Data -> String?.
    private static func convertFromDataConvertedStringMadeOptional(_ old: Data) throws -> String? {
        return String(describing: old)
    }

    /// FromDataConverted.stringMadeRequired: Data? -> String.
    private static func convertFromDataConvertedStringMadeRequired(_ old: Data?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDataConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromDataConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromDataUnconverted.bool: Data -> Bool.
    private static func convertFromDataUnconvertedBool(_ old: Data) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.bool: convert \(old) to Bool in convertFromDataUnconvertedBool"
        )
    }

    /// FromDataUnconverted.boolOptional: Data? -> Bool?.
    private static func convertFromDataUnconvertedBoolOptional(_ old: Data?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.boolOptional: convert \(old) to Bool in convertFromDataUnconvertedBoolOptional"
        )
    }

    /// FromDataUnconverted.boolArray: [Data] -> [Bool].
    private static func convertFromDataUnconvertedBoolArray(_ old: [Data]) throws -> [Bool] {
        func element(_ old: Data) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.boolArray: convert \(old) to Bool in convertFromDataUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.boolMadeOptional: Data -> Bool?.
    private static func convertFromDataUnconvertedBoolMadeOptional(_ old: Data) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromDataUnconvertedBoolMadeOptional"
        )
    }

    /// FromDataUnconverted.boolMadeRequired: Data? -> Bool.
    private static func convertFromDataUnconvertedBoolMadeRequired(_ old: Data?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromDataUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromDataUnconvertedBoolMadeRequired"
        )
    }

    /// FromDataUnconverted.int: Data -> Int.
    private static func convertFromDataUnconvertedInt(_ old: Data) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int: convert \(old) to Int in convertFromDataUnconvertedInt"
        )
    }

    /// FromDataUnconverted.intOptional: Data? -> Int?.
    private static func convertFromDataUnconvertedIntOptional(_ old: Data?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.intOptional: convert \(old) to Int in convertFromDataUnconvertedIntOptional"
        )
    }

    /// FromDataUnconverted.intArray: [Data] -> [Int].
    private static func convertFromDataUnconvertedIntArray(_ old: [Data]) throws -> [Int] {
        func element(_ old: Data) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.intArray: convert \(old) to Int in convertFromDataUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.int8: Data -> Int8.
    private static func convertFromDataUnconvertedInt8(_ old: Data) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int8: convert \(old) to Int8 in convertFromDataUnconvertedInt8"
        )
    }

    /// FromDataUnconverted.int8Optional: Data? -> Int8?.
    private static func convertFromDataUnconvertedInt8Optional(_ old: Data?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int8Optional: convert \(old) to Int8 in convertFromDataUnconvertedInt8Optional"
        )
    }

    /// FromDataUnconverted.int8Array: [Data] -> [Int8].
    private static func convertFromDataUnconvertedInt8Array(_ old: [Data]) throws -> [Int8] {
        func element(_ old: Data) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.int8Array: convert \(old) to Int8 in convertFromDataUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.int16: Data -> Int16.
    private static func convertFromDataUnconvertedInt16(_ old: Data) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int16: convert \(old) to Int16 in convertFromDataUnconvertedInt16"
        )
    }

    /// FromDataUnconverted.int16Optional: Data? -> Int16?.
    private static func convertFromDataUnconvertedInt16Optional(_ old: Data?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int16Optional: convert \(old) to Int16 in convertFromDataUnconvertedInt16Optional"
        )
    }

    /// FromDataUnconverted.int16Array: [Data] -> [Int16].
    private static func convertFromDataUnconvertedInt16Array(_ old: [Data]) throws -> [Int16] {
        func element(_ old: Data) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.int16Array: convert \(old) to Int16 in convertFromDataUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.int32: Data -> Int32.
    private static func convertFromDataUnconvertedInt32(_ old: Data) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int32: convert \(old) to Int32 in convertFromDataUnconvertedInt32"
        )
    }

    /// FromDataUnconverted.int32Optional: Data? -> Int32?.
    private static func convertFromDataUnconvertedInt32Optional(_ old: Data?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int32Optional: convert \(old) to Int32 in convertFromDataUnconvertedInt32Optional"
        )
    }

    /// FromDataUnconverted.int32Array: [Data] -> [Int32].
    private static func convertFromDataUnconvertedInt32Array(_ old: [Data]) throws -> [Int32] {
        func element(_ old: Data) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.int32Array: convert \(old) to Int32 in convertFromDataUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.int64: Data -> Int64.
    private static func convertFromDataUnconvertedInt64(_ old: Data) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int64: convert \(old) to Int64 in convertFromDataUnconvertedInt64"
        )
    }

    /// FromDataUnconverted.int64Optional: Data? -> Int64?.
    private static func convertFromDataUnconvertedInt64Optional(_ old: Data?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.int64Optional: convert \(old) to Int64 in convertFromDataUnconvertedInt64Optional"
        )
    }

    /// FromDataUnconverted.int64Array: [Data] -> [Int64].
    private static func convertFromDataUnconvertedInt64Array(_ old: [Data]) throws -> [Int64] {
        func element(_ old: Data) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.int64Array: convert \(old) to Int64 in convertFromDataUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.uint8: Data -> UInt8.
    private static func convertFromDataUnconvertedUint8(_ old: Data) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint8: convert \(old) to UInt8 in convertFromDataUnconvertedUint8"
        )
    }

    /// FromDataUnconverted.uint8Optional: Data? -> UInt8?.
    private static func convertFromDataUnconvertedUint8Optional(_ old: Data?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromDataUnconvertedUint8Optional"
        )
    }

    /// FromDataUnconverted.uint8Array: [Data] -> [UInt8].
    private static func convertFromDataUnconvertedUint8Array(_ old: [Data]) throws -> [UInt8] {
        func element(_ old: Data) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.uint8Array: convert \(old) to UInt8 in convertFromDataUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.uint16: Data -> UInt16.
    private static func convertFromDataUnconvertedUint16(_ old: Data) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint16: convert \(old) to UInt16 in convertFromDataUnconvertedUint16"
        )
    }

    /// FromDataUnconverted.uint16Optional: Data? -> UInt16?.
    private static func convertFromDataUnconvertedUint16Optional(_ old: Data?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint16Optional: convert \(old) to UInt16 in convertFromDataUnconvertedUint16Optional"
        )
    }

    /// FromDataUnconverted.uint16Array: [Data] -> [UInt16].
    private static func convertFromDataUnconvertedUint16Array(_ old: [Data]) throws -> [UInt16] {
        func element(_ old: Data) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.uint16Array: convert \(old) to UInt16 in convertFromDataUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.uint32: Data -> UInt32.
    private static func convertFromDataUnconvertedUint32(_ old: Data) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint32: convert \(old) to UInt32 in convertFromDataUnconvertedUint32"
        )
    }

    /// FromDataUnconverted.uint32Optional: Data? -> UInt32?.
    private static func convertFromDataUnconvertedUint32Optional(_ old: Data?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint32Optional: convert \(old) to UInt32 in convertFromDataUnconvertedUint32Optional"
        )
    }

    /// FromDataUnconverted.uint32Array: [Data] -> [UInt32].
    private static func convertFromDataUnconvertedUint32Array(_ old: [Data]) throws -> [UInt32] {
        func element(_ old: Data) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.uint32Array: convert \(old) to UInt32 in convertFromDataUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.uint64: Data -> UInt64.
    private static func convertFromDataUnconvertedUint64(_ old: Data) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint64: convert \(old) to UInt64 in convertFromDataUnconvertedUint64"
        )
    }

    /// FromDataUnconverted.uint64Optional: Data? -> UInt64?.
    private static func convertFromDataUnconvertedUint64Optional(_ old: Data?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uint64Optional: convert \(old) to UInt64 in convertFromDataUnconvertedUint64Optional"
        )
    }

    /// FromDataUnconverted.uint64Array: [Data] -> [UInt64].
    private static func convertFromDataUnconvertedUint64Array(_ old: [Data]) throws -> [UInt64] {
        func element(_ old: Data) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.uint64Array: convert \(old) to UInt64 in convertFromDataUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.double: Data -> Double.
    private static func convertFromDataUnconvertedDouble(_ old: Data) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.double: convert \(old) to Double in convertFromDataUnconvertedDouble"
        )
    }

    /// FromDataUnconverted.doubleOptional: Data? -> Double?.
    private static func convertFromDataUnconvertedDoubleOptional(_ old: Data?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.doubleOptional: convert \(old) to Double in convertFromDataUnconvertedDoubleOptional"
        )
    }

    /// FromDataUnconverted.doubleArray: [Data] -> [Double].
    private static func convertFromDataUnconvertedDoubleArray(_ old: [Data]) throws -> [Double] {
        func element(_ old: Data) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.doubleArray: convert \(old) to Double in convertFromDataUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.float: Data -> Float.
    private static func convertFromDataUnconvertedFloat(_ old: Data) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.float: convert \(old) to Float in convertFromDataUnconvertedFloat"
        )
    }

    /// FromDataUnconverted.floatOptional: Data? -> Float?.
    private static func convertFromDataUnconvertedFloatOptional(_ old: Data?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.floatOptional: convert \(old) to Float in convertFromDataUnconvertedFloatOptional"
        )
    }

    /// FromDataUnconverted.floatArray: [Data] -> [Float].
    private static func convertFromDataUnconvertedFloatArray(_ old: [Data]) throws -> [Float] {
        func element(_ old: Data) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.floatArray: convert \(old) to Float in convertFromDataUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.decimal: Data -> Decimal.
    private static func convertFromDataUnconvertedDecimal(_ old: Data) throws -> Decimal {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.decimal: convert \(old) to Decimal in convertFromDataUnconvertedDecimal"
        )
    }

    /// FromDataUnconverted.decimalOptional: Data? -> Decimal?.
    private static func convertFromDataUnconvertedDecimalOptional(_ old: Data?) throws -> Decimal? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromDataUnconvertedDecimalOptional"
        )
    }

    /// FromDataUnconverted.decimalArray: [Data] -> [Decimal].
    private static func convertFromDataUnconvertedDecimalArray(_ old: [Data]) throws -> [Decimal] {
        func element(_ old: Data) throws -> Decimal {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.decimalArray: convert \(old) to Decimal in convertFromDataUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.date: Data -> Date.
    private static func convertFromDataUnconvertedDate(_ old: Data) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.date: convert \(old) to Date in convertFromDataUnconvertedDate"
        )
    }

    /// FromDataUnconverted.dateOptional: Data? -> Date?.
    private static func convertFromDataUnconvertedDateOptional(_ old: Data?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.dateOptional: convert \(old) to Date in convertFromDataUnconvertedDateOptional"
        )
    }

    /// FromDataUnconverted.dateArray: [Data] -> [Date].
    private static func convertFromDataUnconvertedDateArray(_ old: [Data]) throws -> [Date] {
        func element(_ old: Data) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.dateArray: convert \(old) to Date in convertFromDataUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.uuid: Data -> UUID.
    private static func convertFromDataUnconvertedUuid(_ old: Data) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uuid: convert \(old) to UUID in convertFromDataUnconvertedUuid"
        )
    }

    /// FromDataUnconverted.uuidOptional: Data? -> UUID?.
    private static func convertFromDataUnconvertedUuidOptional(_ old: Data?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.uuidOptional: convert \(old) to UUID in convertFromDataUnconvertedUuidOptional"
        )
    }

    /// FromDataUnconverted.uuidArray: [Data] -> [UUID].
    private static func convertFromDataUnconvertedUuidArray(_ old: [Data]) throws -> [UUID] {
        func element(_ old: Data) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.uuidArray: convert \(old) to UUID in convertFromDataUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.url: Data -> URL.
    private static func convertFromDataUnconvertedUrl(_ old: Data) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.url: convert \(old) to URL in convertFromDataUnconvertedUrl"
        )
    }

    /// FromDataUnconverted.urlOptional: Data? -> URL?.
    private static func convertFromDataUnconvertedUrlOptional(_ old: Data?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.urlOptional: convert \(old) to URL in convertFromDataUnconvertedUrlOptional"
        )
    }

    /// FromDataUnconverted.urlArray: [Data] -> [URL].
    private static func convertFromDataUnconvertedUrlArray(_ old: [Data]) throws -> [URL] {
        func element(_ old: Data) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.urlArray: convert \(old) to URL in convertFromDataUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.letter: Data -> Letter.
    private static func convertFromDataUnconvertedLetter(_ old: Data) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.letter: convert \(old) to Letter in convertFromDataUnconvertedLetter"
        )
    }

    /// FromDataUnconverted.letterOptional: Data? -> Letter?.
    private static func convertFromDataUnconvertedLetterOptional(_ old: Data?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.letterOptional: convert \(old) to Letter in convertFromDataUnconvertedLetterOptional"
        )
    }

    /// FromDataUnconverted.letterArray: [Data] -> [Letter].
    private static func convertFromDataUnconvertedLetterArray(_ old: [Data]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: Data) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.letterArray: convert \(old) to Letter in convertFromDataUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromDataUnconverted.rank: Data -> Rank.
    private static func convertFromDataUnconvertedRank(_ old: Data) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.rank: convert \(old) to Rank in convertFromDataUnconvertedRank"
        )
    }

    /// FromDataUnconverted.rankOptional: Data? -> Rank?.
    private static func convertFromDataUnconvertedRankOptional(_ old: Data?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromDataUnconverted.rankOptional: convert \(old) to Rank in convertFromDataUnconvertedRankOptional"
        )
    }

    /// FromDataUnconverted.rankArray: [Data] -> [Rank].
    private static func convertFromDataUnconvertedRankArray(_ old: [Data]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: Data) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromDataUnconverted.rankArray: convert \(old) to Rank in convertFromDataUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLConverted.string: URL -> String.
    private static func convertFromURLConvertedString(_ old: URL) throws -> String {
        return String(describing: old)
    }

    /// FromURLConverted.stringOptional: URL? -> String?.
    private static func convertFromURLConvertedStringOptional(_ old: URL?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromURLConverted.stringArray: [URL] -> [String].
    private static func convertFromURLConvertedStringArray(_ old: [URL]) throws -> [String] {
        func element(_ old: URL) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromURLConverted.stringMadeOptional: URL -> String?.
    private static func convertFromURLConvertedStringMadeOptional(_ old: URL) throws -> String? {
        return String(describing: old)
    }

    /// FromURLConverted.stringMadeRequired: URL? -> String.
    private static func convertFromURLConvertedStringMadeRequired(_ old: URL?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromURLConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromURLConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromURLUnconverted.bool: URL -> Bool.
    private static func convertFromURLUnconvertedBool(_ old: URL) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.bool: convert \(old) to Bool in convertFromURLUnconvertedBool"
        )
    }

    /// FromURLUnconverted.boolOptional: URL? -> Bool?.
    private static func convertFromURLUnconvertedBoolOptional(_ old: URL?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.boolOptional: convert \(old) to Bool in convertFromURLUnconvertedBoolOptional"
        )
    }

    /// FromURLUnconverted.boolArray: [URL] -> [Bool].
    private static func convertFromURLUnconvertedBoolArray(_ old: [URL]) throws -> [Bool] {
        func element(_ old: URL) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.boolArray: convert \(old) to Bool in convertFromURLUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.boolMadeOptional: URL -> Bool?.
    private static func convertFromURLUnconvertedBoolMadeOptional(_ old: URL) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromURLUnconvertedBoolMadeOptional"
        )
    }

    /// FromURLUnconverted.boolMadeRequired: URL? -> Bool.
    private static func convertFromURLUnconvertedBoolMadeRequired(_ old: URL?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromURLUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromURLUnconvertedBoolMadeRequired"
        )
    }

    /// FromURLUnconverted.int: URL -> Int.
    private static func convertFromURLUnconvertedInt(_ old: URL) throws -> Int {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int: convert \(old) to Int in convertFromURLUnconvertedInt"
        )
    }

    /// FromURLUnconverted.intOptional: URL? -> Int?.
    private static func convertFromURLUnconvertedIntOptional(_ old: URL?) throws -> Int? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.intOptional: convert \(old) to Int in convertFromURLUnconvertedIntOptional"
        )
    }

    /// FromURLUnconverted.intArray: [URL] -> [Int].
    private static func convertFromURLUnconvertedIntArray(_ old: [URL]) throws -> [Int] {
        func element(_ old: URL) throws -> Int {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.intArray: convert \(old) to Int in convertFromURLUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.int8: URL -> Int8.
    private static func convertFromURLUnconvertedInt8(_ old: URL) throws -> Int8 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int8: convert \(old) to Int8 in convertFromURLUnconvertedInt8"
        )
    }

    /// FromURLUnconverted.int8Optional: URL? -> Int8?.
    private static func convertFromURLUnconvertedInt8Optional(_ old: URL?) throws -> Int8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int8Optional: convert \(old) to Int8 in convertFromURLUnconvertedInt8Optional"
        )
    }

    /// FromURLUnconverted.int8Array: [URL] -> [Int8].
    private static func convertFromURLUnconvertedInt8Array(_ old: [URL]) throws -> [Int8] {
        func element(_ old: URL) throws -> Int8 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.int8Array: convert \(old) to Int8 in convertFromURLUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.int16: URL -> Int16.
    private static func convertFromURLUnconvertedInt16(_ old: URL) throws -> Int16 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int16: convert \(old) to Int16 in convertFromURLUnconvertedInt16"
        )
    }

    /// FromURLUnconverted.int16Optional: URL? -> Int16?.
    private static func convertFromURLUnconvertedInt16Optional(_ old: URL?) throws -> Int16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int16Optional: convert \(old) to Int16 in convertFromURLUnconvertedInt16Optional"
        )
    }

    /// FromURLUnconverted.int16Array: [URL] -> [Int16].
    private static func convertFromURLUnconvertedInt16Array(_ old: [URL]) throws -> [Int16] {
        func element(_ old: URL) throws -> Int16 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.int16Array: convert \(old) to Int16 in convertFromURLUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.int32: URL -> Int32.
    private static func convertFromURLUnconvertedInt32(_ old: URL) throws -> Int32 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int32: convert \(old) to Int32 in convertFromURLUnconvertedInt32"
        )
    }

    /// FromURLUnconverted.int32Optional: URL? -> Int32?.
    private static func convertFromURLUnconvertedInt32Optional(_ old: URL?) throws -> Int32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int32Optional: convert \(old) to Int32 in convertFromURLUnconvertedInt32Optional"
        )
    }

    /// FromURLUnconverted.int32Array: [URL] -> [Int32].
    private static func convertFromURLUnconvertedInt32Array(_ old: [URL]) throws -> [Int32] {
        func element(_ old: URL) throws -> Int32 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.int32Array: convert \(old) to Int32 in convertFromURLUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.int64: URL -> Int64.
    private static func convertFromURLUnconvertedInt64(_ old: URL) throws -> Int64 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int64: convert \(old) to Int64 in convertFromURLUnconvertedInt64"
        )
    }

    /// FromURLUnconverted.int64Optional: URL? -> Int64?.
    private static func convertFromURLUnconvertedInt64Optional(_ old: URL?) throws -> Int64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.int64Optional: convert \(old) to Int64 in convertFromURLUnconvertedInt64Optional"
        )
    }

    /// FromURLUnconverted.int64Array: [URL] -> [Int64].
    private static func convertFromURLUnconvertedInt64Array(_ old: [URL]) throws -> [Int64] {
        func element(_ old: URL) throws -> Int64 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.int64Array: convert \(old) to Int64 in convertFromURLUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.uint8: URL -> UInt8.
    private static func convertFromURLUnconvertedUint8(_ old: URL) throws -> UInt8 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint8: convert \(old) to UInt8 in convertFromURLUnconvertedUint8"
        )
    }

    /// FromURLUnconverted.uint8Optional: URL? -> UInt8?.
    private static func convertFromURLUnconvertedUint8Optional(_ old: URL?) throws -> UInt8? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromURLUnconvertedUint8Optional"
        )
    }

    /// FromURLUnconverted.uint8Array: [URL] -> [UInt8].
    private static func convertFromURLUnconvertedUint8Array(_ old: [URL]) throws -> [UInt8] {
        func element(_ old: URL) throws -> UInt8 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.uint8Array: convert \(old) to UInt8 in convertFromURLUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.uint16: URL -> UInt16.
    private static func convertFromURLUnconvertedUint16(_ old: URL) throws -> UInt16 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint16: convert \(old) to UInt16 in convertFromURLUnconvertedUint16"
        )
    }

    /// FromURLUnconverted.uint16Optional: URL? -> UInt16?.
    private static func convertFromURLUnconvertedUint16Optional(_ old: URL?) throws -> UInt16? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint16Optional: convert \(old) to UInt16 in convertFromURLUnconvertedUint16Optional"
        )
    }

    /// FromURLUnconverted.uint16Array: [URL] -> [UInt16].
    private static func convertFromURLUnconvertedUint16Array(_ old: [URL]) throws -> [UInt16] {
        func element(_ old: URL) throws -> UInt16 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.uint16Array: convert \(old) to UInt16 in convertFromURLUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.uint32: URL -> UInt32.
    private static func convertFromURLUnconvertedUint32(_ old: URL) throws -> UInt32 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint32: convert \(old) to UInt32 in convertFromURLUnconvertedUint32"
        )
    }

    /// FromURLUnconverted.uint32Optional: URL? -> UInt32?.
    private static func convertFromURLUnconvertedUint32Optional(_ old: URL?) throws -> UInt32? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint32Optional: convert \(old) to UInt32 in convertFromURLUnconvertedUint32Optional"
        )
    }

    /// FromURLUnconverted.uint32Array: [URL] -> [UInt32].
    private static func convertFromURLUnconvertedUint32Array(_ old: [URL]) throws -> [UInt32] {
        func element(_ old: URL) throws -> UInt32 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.uint32Array: convert \(old) to UInt32 in convertFromURLUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.uint64: URL -> UInt64.
    private static func convertFromURLUnconvertedUint64(_ old: URL) throws -> UInt64 {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint64: convert \(old) to UInt64 in convertFromURLUnconvertedUint64"
        )
    }

    /// FromURLUnconverted.uint64Optional: URL? -> UInt64?.
    private static func convertFromURLUnconvertedUint64Optional(_ old: URL?) throws -> UInt64? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uint64Optional: convert \(old) to UInt64 in convertFromURLUnconvertedUint64Optional"
        )
    }

    /// FromURLUnconverted.uint64Array: [URL] -> [UInt64].
    private static func convertFromURLUnconvertedUint64Array(_ old: [URL]) throws -> [UInt64] {
        func element(_ old: URL) throws -> UInt64 {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.uint64Array: convert \(old) to UInt64 in convertFromURLUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.double: URL -> Double.
    private static func convertFromURLUnconvertedDouble(_ old: URL) throws -> Double {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.double: convert \(old) to Double in convertFromURLUnconvertedDouble"
        )
    }

    /// FromURLUnconverted.doubleOptional: URL? -> Double?.
    private static func convertFromURLUnconvertedDoubleOptional(_ old: URL?) throws -> Double? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.doubleOptional: convert \(old) to Double in convertFromURLUnconvertedDoubleOptional"
        )
    }

    /// FromURLUnconverted.doubleArray: [URL] -> [Double].
    private static func convertFromURLUnconvertedDoubleArray(_ old: [URL]) throws -> [Double] {
        func element(_ old: URL) throws -> Double {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.doubleArray: convert \(old) to Double in convertFromURLUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.float: URL -> Float.
    private static func convertFromURLUnconvertedFloat(_ old: URL) throws -> Float {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.float: convert \(old) to Float in convertFromURLUnconvertedFloat"
        )
    }

    /// FromURLUnconverted.floatOptional: URL? -> Float?.
    private static func convertFromURLUnconvertedFloatOptional(_ old: URL?) throws -> Float? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.floatOptional: convert \(old) to Float in convertFromURLUnconvertedFloatOptional"
        )
    }

    /// FromURLUnconverted.floatArray: [URL] -> [Float].
    private static func convertFromURLUnconvertedFloatArray(_ old: [URL]) throws -> [Float] {
        func element(_ old: URL) throws -> Float {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.floatArray: convert \(old) to Float in convertFromURLUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.decimal: URL -> Decimal.
    private static func convertFromURLUnconvertedDecimal(_ old: URL) throws -> Decimal {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.decimal: convert \(old) to Decimal in convertFromURLUnconvertedDecimal"
        )
    }

    /// FromURLUnconverted.decimalOptional: URL? -> Decimal?.
    private static func convertFromURLUnconvertedDecimalOptional(_ old: URL?) throws -> Decimal? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.decimalOptional: convert \(old) to Decimal in convertFromURLUnconvertedDecimalOptional"
        )
    }

    /// FromURLUnconverted.decimalArray: [URL] -> [Decimal].
    private static func convertFromURLUnconvertedDecimalArray(_ old: [URL]) throws -> [Decimal] {
        func element(_ old: URL) throws -> Decimal {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.decimalArray: convert \(old) to Decimal in convertFromURLUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.date: URL -> Date.
    private static func convertFromURLUnconvertedDate(_ old: URL) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.date: convert \(old) to Date in convertFromURLUnconvertedDate"
        )
    }

    /// FromURLUnconverted.dateOptional: URL? -> Date?.
    private static func convertFromURLUnconvertedDateOptional(_ old: URL?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.dateOptional: convert \(old) to Date in convertFromURLUnconvertedDateOptional"
        )
    }

    /// FromURLUnconverted.dateArray: [URL] -> [Date].
    private static func convertFromURLUnconvertedDateArray(_ old: [URL]) throws -> [Date] {
        func element(_ old: URL) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.dateArray: convert \(old) to Date in convertFromURLUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.uuid: URL -> UUID.
    private static func convertFromURLUnconvertedUuid(_ old: URL) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uuid: convert \(old) to UUID in convertFromURLUnconvertedUuid"
        )
    }

    /// FromURLUnconverted.uuidOptional: URL? -> UUID?.
    private static func convertFromURLUnconvertedUuidOptional(_ old: URL?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.uuidOptional: convert \(old) to UUID in convertFromURLUnconvertedUuidOptional"
        )
    }

    /// FromURLUnconverted.uuidArray: [URL] -> [UUID].
    private static func convertFromURLUnconvertedUuidArray(_ old: [URL]) throws -> [UUID] {
        func element(_ old: URL) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.uuidArray: convert \(old) to UUID in convertFromURLUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.data: URL -> Data.
    private static func convertFromURLUnconvertedData(_ old: URL) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.data: convert \(old) to Data in convertFromURLUnconvertedData"
        )
    }

    /// FromURLUnconverted.dataOptional: URL? -> Data?.
    private static func convertFromURLUnconvertedDataOptional(_ old: URL?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.dataOptional: convert \(old) to Data in convertFromURLUnconvertedDataOptional"
        )
    }

    /// FromURLUnconverted.dataArray: [URL] -> [Data].
    private static func convertFromURLUnconvertedDataArray(_ old: [URL]) throws -> [Data] {
        func element(_ old: URL) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.dataArray: convert \(old) to Data in convertFromURLUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.letter: URL -> Letter.
    private static func convertFromURLUnconvertedLetter(_ old: URL) throws -> SchemaV2Converting.Letter {
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.letter: convert \(old) to Letter in convertFromURLUnconvertedLetter"
        )
    }

    /// FromURLUnconverted.letterOptional: URL? -> Letter?.
    private static func convertFromURLUnconvertedLetterOptional(_ old: URL?) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
            return value
        }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.letterOptional: convert \(old) to Letter in convertFromURLUnconvertedLetterOptional"
        )
    }

    /// FromURLUnconverted.letterArray: [URL] -> [Letter].
    private static func convertFromURLUnconvertedLetterArray(_ old: [URL]) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: URL) throws -> SchemaV2Converting.Letter {
            if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Letter(rawValue: raw) {
                return value
            }
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.letterArray: convert \(old) to Letter in convertFromURLUnconvertedLetterArray"
            )
        }
        return try old.map(element)
    }

    /// FromURLUnconverted.rank: URL -> Rank.
    private static func convertFromURLUnconvertedRank(_ old: URL) throws -> SchemaV2Converting.Rank {
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.rank: convert \(old) to Rank in convertFromURLUnconvertedRank"
        )
    }

    /// FromURLUnconverted.rankOptional: URL? -> Rank?.
    private static func convertFromURLUnconvertedRankOptional(_ old: URL?) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromURLUnconverted.rankOptional: convert \(old) to Rank in convertFromURLUnconvertedRankOptional"
        )
    }

    /// FromURLUnconverted.rankArray: [URL] -> [Rank].
    private static func convertFromURLUnconvertedRankArray(_ old: [URL]) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: URL) throws -> SchemaV2Converting.Rank {
            throw SchemaMigrationsStagesError(
                "FromURLUnconverted.rankArray: convert \(old) to Rank in convertFromURLUnconvertedRankArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterConverted.string: Letter -> String.
    private static func convertFromLetterConvertedString(_ old: SchemaV2Converting.Letter) throws -> String {
        return old.rawValue
    }

    /// FromLetterConverted.stringOptional: Letter? -> String?.
    private static func convertFromLetterConvertedStringOptional(_ old: SchemaV2Converting.Letter?) throws -> String? {
        guard let old else { return nil }
        return old.rawValue
    }

    /// FromLetterConverted.stringArray: [Letter] -> [String].
    private static func convertFromLetterConvertedStringArray(_ old: [SchemaV2Converting.Letter]) throws -> [String] {
        func element(_ old: SchemaV2Converting.Letter) throws -> String {
            return old.rawValue
        }
        return try old.map(element)
    }

    /// FromLetterConverted.stringMadeOptional: Letter -> String?.
    private static func convertFromLetterConvertedStringMadeOptional(
        _ old: SchemaV2Converting.Letter
    ) throws -> String? {
        return old.rawValue
    }

    /// FromLetterConverted.stringMadeRequired: Letter? -> String.
    private static func convertFromLetterConvertedStringMadeRequired(
        _ old: SchemaV2Converting.Letter?
    ) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromLetterConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromLetterConvertedStringMadeRequired"
            )
        }
        return old.rawValue
    }

    /// FromLetterConverted.url: Letter -> URL.
    private static func convertFromLetterConvertedUrl(_ old: SchemaV2Converting.Letter) throws -> URL {
        if let value = URL(string: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterConverted.url: convert \(old) to URL in convertFromLetterConvertedUrl"
        )
    }

    /// FromLetterConverted.urlOptional: Letter? -> URL?.
    private static func convertFromLetterConvertedUrlOptional(_ old: SchemaV2Converting.Letter?) throws -> URL? {
        guard let old else { return nil }
        if let value = URL(string: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterConverted.urlOptional: convert \(old) to URL in convertFromLetterConvertedUrlOptional"
        )
    }

    /// FromLetterConverted.urlArray: [Letter] -> [URL].
    private static func convertFromLetterConvertedUrlArray(_ old: [SchemaV2Converting.Letter]) throws -> [URL] {
        func element(_ old: SchemaV2Converting.Letter) throws -> URL {
            if let value = URL(string: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterConverted.urlArray: convert \(old) to URL in convertFromLetterConvertedUrlArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterConverted.rank: Letter -> Rank.
    private static func convertFromLetterConvertedRank(
        _ old: SchemaV2Converting.Letter
    ) throws -> SchemaV2Converting.Rank {
        switch old {
        case .alpha:
            return .alpha
        case .beta:
            return .beta
        }
    }

    /// FromLetterConverted.rankOptional: Letter? -> Rank?.
    private static func convertFromLetterConvertedRankOptional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> SchemaV2Converting.Rank? {
        guard let old else { return nil }
        switch old {
        case .alpha:
            return .alpha
        case .beta:
            return .beta
        }
    }

    /// FromLetterConverted.rankArray: [Letter] -> [Rank].
    private static func convertFromLetterConvertedRankArray(
        _ old: [SchemaV2Converting.Letter]
    ) throws -> [SchemaV2Converting.Rank] {
        func element(_ old: SchemaV2Converting.Letter) throws -> SchemaV2Converting.Rank {
            switch old {
            case .alpha:
                return .alpha
            case .beta:
                return .beta
            }
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.bool: Letter -> Bool.
    private static func convertFromLetterUnconvertedBool(_ old: SchemaV2Converting.Letter) throws -> Bool {
        if let value = Bool(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.bool: convert \(old) to Bool in convertFromLetterUnconvertedBool"
        )
    }

    /// FromLetterUnconverted.boolOptional: Letter? -> Bool?.
    private static func convertFromLetterUnconvertedBoolOptional(_ old: SchemaV2Converting.Letter?) throws -> Bool? {
        guard let old else { return nil }
        if let value = Bool(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.boolOptional: convert \(old) to Bool in convertFromLetterUnconvertedBoolOptional"
        )
    }

    /// FromLetterUnconverted.boolArray: [Letter] -> [Bool].
    private static func convertFromLetterUnconvertedBoolArray(_ old: [SchemaV2Converting.Letter]) throws -> [Bool] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Bool {
            if let value = Bool(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.boolArray: convert \(old) to Bool in convertFromLetterUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.boolMadeOptional: Letter -> Bool?.
    private static func convertFromLetterUnconvertedBoolMadeOptional(_ old: SchemaV2Converting.Letter) throws -> Bool? {
        if let value = Bool(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.boolMadeOptional: convert \(old) to Bool in "
                + "convertFromLetterUnconvertedBoolMadeOptional"
        )
    }

    /// FromLetterUnconverted.boolMadeRequired: Letter? -> Bool.
    private static func convertFromLetterUnconvertedBoolMadeRequired(_ old: SchemaV2Converting.Letter?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromLetterUnconvertedBoolMadeRequired"
            )
        }
        if let value = Bool(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.boolMadeRequired: convert \(old) to Bool in "
                + "convertFromLetterUnconvertedBoolMadeRequired"
        )
    }

    /// FromLetterUnconverted.int: Letter -> Int.
    private static func convertFromLetterUnconvertedInt(_ old: SchemaV2Converting.Letter) throws -> Int {
        if let value = Int(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int: convert \(old) to Int in convertFromLetterUnconvertedInt"
        )
    }

    /// FromLetterUnconverted.intOptional: Letter? -> Int?.
    private static func convertFromLetterUnconvertedIntOptional(_ old: SchemaV2Converting.Letter?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.intOptional: convert \(old) to Int in convertFromLetterUnconvertedIntOptional"
        )
    }

    /// FromLetterUnconverted.intArray: [Letter] -> [Int].
    private static func convertFromLetterUnconvertedIntArray(_ old: [SchemaV2Converting.Letter]) throws -> [Int] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Int {
            if let value = Int(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.intArray: convert \(old) to Int in convertFromLetterUnconvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.int8: Letter -> Int8.
    private static func convertFromLetterUnconvertedInt8(_ old: SchemaV2Converting.Letter) throws -> Int8 {
        if let value = Int8(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int8: convert \(old) to Int8 in convertFromLetterUnconvertedInt8"
        )
    }

    /// FromLetterUnconverted.int8Optional: Letter? -> Int8?.
    private static func convertFromLetterUnconvertedInt8Optional(_ old: SchemaV2Converting.Letter?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int8Optional: convert \(old) to Int8 in convertFromLetterUnconvertedInt8Optional"
        )
    }

    /// FromLetterUnconverted.int8Array: [Letter] -> [Int8].
    private static func convertFromLetterUnconvertedInt8Array(_ old: [SchemaV2Converting.Letter]) throws -> [Int8] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Int8 {
            if let value = Int8(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.int8Array: convert \(old) to Int8 in convertFromLetterUnconvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.int16: Letter -> Int16.
    private static func convertFromLetterUnconvertedInt16(_ old: SchemaV2Converting.Letter) throws -> Int16 {
        if let value = Int16(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int16: convert \(old) to Int16 in convertFromLetterUnconvertedInt16"
        )
    }

    /// FromLetterUnconverted.int16Optional: Letter? -> Int16?.
    private static func convertFromLetterUnconvertedInt16Optional(_ old: SchemaV2Converting.Letter?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int16Optional: convert \(old) to Int16 in convertFromLetterUnconvertedInt16Optional"
        )
    }

    /// FromLetterUnconverted.int16Array: [Letter] -> [Int16].
    private static func convertFromLetterUnconvertedInt16Array(_ old: [SchemaV2Converting.Letter]) throws -> [Int16] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Int16 {
            if let value = Int16(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.int16Array: convert \(old) to Int16 in convertFromLetterUnconvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.int32: Letter -> Int32.
    private static func convertFromLetterUnconvertedInt32(_ old: SchemaV2Converting.Letter) throws -> Int32 {
        if let value = Int32(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int32: convert \(old) to Int32 in convertFromLetterUnconvertedInt32"
        )
    }

    /// FromLetterUnconverted.int32Optional: Letter? -> Int32?.
    private static func convertFromLetterUnconvertedInt32Optional(_ old: SchemaV2Converting.Letter?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int32Optional: convert \(old) to Int32 in convertFromLetterUnconvertedInt32Optional"
        )
    }

    /// FromLetterUnconverted.int32Array: [Letter] -> [Int32].
    private static func convertFromLetterUnconvertedInt32Array(_ old: [SchemaV2Converting.Letter]) throws -> [Int32] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Int32 {
            if let value = Int32(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.int32Array: convert \(old) to Int32 in convertFromLetterUnconvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.int64: Letter -> Int64.
    private static func convertFromLetterUnconvertedInt64(_ old: SchemaV2Converting.Letter) throws -> Int64 {
        if let value = Int64(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int64: convert \(old) to Int64 in convertFromLetterUnconvertedInt64"
        )
    }

    /// FromLetterUnconverted.int64Optional: Letter? -> Int64?.
    private static func convertFromLetterUnconvertedInt64Optional(_ old: SchemaV2Converting.Letter?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.int64Optional: convert \(old) to Int64 in convertFromLetterUnconvertedInt64Optional"
        )
    }

    /// FromLetterUnconverted.int64Array: [Letter] -> [Int64].
    private static func convertFromLetterUnconvertedInt64Array(_ old: [SchemaV2Converting.Letter]) throws -> [Int64] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Int64 {
            if let value = Int64(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.int64Array: convert \(old) to Int64 in convertFromLetterUnconvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.uint8: Letter -> UInt8.
    private static func convertFromLetterUnconvertedUint8(_ old: SchemaV2Converting.Letter) throws -> UInt8 {
        if let value = UInt8(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint8: convert \(old) to UInt8 in convertFromLetterUnconvertedUint8"
        )
    }

    /// FromLetterUnconverted.uint8Optional: Letter? -> UInt8?.
    private static func convertFromLetterUnconvertedUint8Optional(_ old: SchemaV2Converting.Letter?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint8Optional: convert \(old) to UInt8 in convertFromLetterUnconvertedUint8Optional"
        )
    }

    /// FromLetterUnconverted.uint8Array: [Letter] -> [UInt8].
    private static func convertFromLetterUnconvertedUint8Array(_ old: [SchemaV2Converting.Letter]) throws -> [UInt8] {
        func element(_ old: SchemaV2Converting.Letter) throws -> UInt8 {
            if let value = UInt8(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.uint8Array: convert \(old) to UInt8 in convertFromLetterUnconvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.uint16: Letter -> UInt16.
    private static func convertFromLetterUnconvertedUint16(_ old: SchemaV2Converting.Letter) throws -> UInt16 {
        if let value = UInt16(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint16: convert \(old) to UInt16 in convertFromLetterUnconvertedUint16"
        )
    }

    /// FromLetterUnconverted.uint16Optional: Letter? -> UInt16?.
    private static func convertFromLetterUnconvertedUint16Optional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint16Optional: convert \(old) to UInt16 in "
                + "convertFromLetterUnconvertedUint16Optional"
        )
    }

    /// FromLetterUnconverted.uint16Array: [Letter] -> [UInt16].
    private static func convertFromLetterUnconvertedUint16Array(_ old: [SchemaV2Converting.Letter]) throws -> [UInt16] {
        func element(_ old: SchemaV2Converting.Letter) throws -> UInt16 {
            if let value = UInt16(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.uint16Array: convert \(old) to UInt16 in convertFromLetterUnconvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.uint32: Letter -> UInt32.
    private static func convertFromLetterUnconvertedUint32(_ old: SchemaV2Converting.Letter) throws -> UInt32 {
        if let value = UInt32(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint32: convert \(old) to UInt32 in convertFromLetterUnconvertedUint32"
        )
    }

    /// FromLetterUnconverted.uint32Optional: Letter? -> UInt32?.
    private static func convertFromLetterUnconvertedUint32Optional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint32Optional: convert \(old) to UInt32 in "
                + "convertFromLetterUnconvertedUint32Optional"
        )
    }

    /// FromLetterUnconverted.uint32Array: [Letter] -> [UInt32].
    private static func convertFromLetterUnconvertedUint32Array(_ old: [SchemaV2Converting.Letter]) throws -> [UInt32] {
        func element(_ old: SchemaV2Converting.Letter) throws -> UInt32 {
            if let value = UInt32(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.uint32Array: convert \(old) to UInt32 in convertFromLetterUnconvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.uint64: Letter -> UInt64.
    private static func convertFromLetterUnconvertedUint64(_ old: SchemaV2Converting.Letter) throws -> UInt64 {
        if let value = UInt64(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint64: convert \(old) to UInt64 in convertFromLetterUnconvertedUint64"
        )
    }

    /// FromLetterUnconverted.uint64Optional: Letter? -> UInt64?.
    private static func convertFromLetterUnconvertedUint64Optional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uint64Optional: convert \(old) to UInt64 in "
                + "convertFromLetterUnconvertedUint64Optional"
        )
    }

    /// FromLetterUnconverted.uint64Array: [Letter] -> [UInt64].
    private static func convertFromLetterUnconvertedUint64Array(_ old: [SchemaV2Converting.Letter]) throws -> [UInt64] {
        func element(_ old: SchemaV2Converting.Letter) throws -> UInt64 {
            if let value = UInt64(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.uint64Array: convert \(old) to UInt64 in convertFromLetterUnconvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.double: Letter -> Double.
    private static func convertFromLetterUnconvertedDouble(_ old: SchemaV2Converting.Letter) throws -> Double {
        if let value = Double(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.double: convert \(old) to Double in convertFromLetterUnconvertedDouble"
        )
    }

    /// FromLetterUnconverted.doubleOptional: Letter? -> Double?.
    private static func convertFromLetterUnconvertedDoubleOptional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.doubleOptional: convert \(old) to Double in "
                + "convertFromLetterUnconvertedDoubleOptional"
        )
    }

    /// FromLetterUnconverted.doubleArray: [Letter] -> [Double].
    private static func convertFromLetterUnconvertedDoubleArray(_ old: [SchemaV2Converting.Letter]) throws -> [Double] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Double {
            if let value = Double(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.doubleArray: convert \(old) to Double in convertFromLetterUnconvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.float: Letter -> Float.
    private static func convertFromLetterUnconvertedFloat(_ old: SchemaV2Converting.Letter) throws -> Float {
        if let value = Float(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.float: convert \(old) to Float in convertFromLetterUnconvertedFloat"
        )
    }

    /// FromLetterUnconverted.floatOptional: Letter? -> Float?.
    private static func convertFromLetterUnconvertedFloatOptional(_ old: SchemaV2Converting.Letter?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.floatOptional: convert \(old) to Float in convertFromLetterUnconvertedFloatOptional"
        )
    }

    /// FromLetterUnconverted.floatArray: [Letter] -> [Float].
    private static func convertFromLetterUnconvertedFloatArray(_ old: [SchemaV2Converting.Letter]) throws -> [Float] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Float {
            if let value = Float(old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.floatArray: convert \(old) to Float in convertFromLetterUnconvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.decimal: Letter -> Decimal.
    private static func convertFromLetterUnconvertedDecimal(_ old: SchemaV2Converting.Letter) throws -> Decimal {
        if let value = Decimal(string: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.decimal: convert \(old) to Decimal in convertFromLetterUnconvertedDecimal"
        )
    }

    /// FromLetterUnconverted.decimalOptional: Letter? -> Decimal?.
    private static func convertFromLetterUnconvertedDecimalOptional(
        _ old: SchemaV2Converting.Letter?
    ) throws -> Decimal? {
        guard let old else { return nil }
        if let value = Decimal(string: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.decimalOptional: convert \(old) to Decimal in "
                + "convertFromLetterUnconvertedDecimalOptional"
        )
    }

    /// FromLetterUnconverted.decimalArray: [Letter] -> [Decimal].
    private static func convertFromLetterUnconvertedDecimalArray(
        _ old: [SchemaV2Converting.Letter]
    ) throws -> [Decimal] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Decimal {
            if let value = Decimal(string: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.decimalArray: convert \(old) to Decimal in "
                    + "convertFromLetterUnconvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.date: Letter -> Date.
    private static func convertFromLetterUnconvertedDate(_ old: SchemaV2Converting.Letter) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.date: convert \(old) to Date in convertFromLetterUnconvertedDate"
        )
    }

    /// FromLetterUnconverted.dateOptional: Letter? -> Date?.
    private static func convertFromLetterUnconvertedDateOptional(_ old: SchemaV2Converting.Letter?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.dateOptional: convert \(old) to Date in convertFromLetterUnconvertedDateOptional"
        )
    }

    /// FromLetterUnconverted.dateArray: [Letter] -> [Date].
    private static func convertFromLetterUnconvertedDateArray(_ old: [SchemaV2Converting.Letter]) throws -> [Date] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.dateArray: convert \(old) to Date in convertFromLetterUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.uuid: Letter -> UUID.
    private static func convertFromLetterUnconvertedUuid(_ old: SchemaV2Converting.Letter) throws -> UUID {
        if let value = UUID(uuidString: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uuid: convert \(old) to UUID in convertFromLetterUnconvertedUuid"
        )
    }

    /// FromLetterUnconverted.uuidOptional: Letter? -> UUID?.
    private static func convertFromLetterUnconvertedUuidOptional(_ old: SchemaV2Converting.Letter?) throws -> UUID? {
        guard let old else { return nil }
        if let value = UUID(uuidString: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.uuidOptional: convert \(old) to UUID in convertFromLetterUnconvertedUuidOptional"
        )
    }

    /// FromLetterUnconverted.uuidArray: [Letter] -> [UUID].
    private static func convertFromLetterUnconvertedUuidArray(_ old: [SchemaV2Converting.Letter]) throws -> [UUID] {
        func element(_ old: SchemaV2Converting.Letter) throws -> UUID {
            if let value = UUID(uuidString: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.uuidArray: convert \(old) to UUID in convertFromLetterUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromLetterUnconverted.data: Letter -> Data.
    private static func convertFromLetterUnconvertedData(_ old: SchemaV2Converting.Letter) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.data: convert \(old) to Data in convertFromLetterUnconvertedData"
        )
    }

    /// FromLetterUnconverted.dataOptional: Letter? -> Data?.
    private static func convertFromLetterUnconvertedDataOptional(_ old: SchemaV2Converting.Letter?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromLetterUnconverted.dataOptional: convert \(old) to Data in convertFromLetterUnconvertedDataOptional"
        )
    }

    /// FromLetterUnconverted.dataArray: [Letter] -> [Data].
    private static func convertFromLetterUnconvertedDataArray(_ old: [SchemaV2Converting.Letter]) throws -> [Data] {
        func element(_ old: SchemaV2Converting.Letter) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromLetterUnconverted.dataArray: convert \(old) to Data in convertFromLetterUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.string: Rank -> String.
    private static func convertFromRankConvertedString(_ old: SchemaV2Converting.Rank) throws -> String {
        return String(describing: old)
    }

    /// FromRankConverted.stringOptional: Rank? -> String?.
    private static func convertFromRankConvertedStringOptional(_ old: SchemaV2Converting.Rank?) throws -> String? {
        guard let old else { return nil }
        return String(describing: old)
    }

    /// FromRankConverted.stringArray: [Rank] -> [String].
    private static func convertFromRankConvertedStringArray(_ old: [SchemaV2Converting.Rank]) throws -> [String] {
        func element(_ old: SchemaV2Converting.Rank) throws -> String {
            return String(describing: old)
        }
        return try old.map(element)
    }

    /// FromRankConverted.stringMadeOptional: Rank -> String?.
    private static func convertFromRankConvertedStringMadeOptional(_ old: SchemaV2Converting.Rank) throws -> String? {
        return String(describing: old)
    }

    /// FromRankConverted.stringMadeRequired: Rank? -> String.
    private static func convertFromRankConvertedStringMadeRequired(_ old: SchemaV2Converting.Rank?) throws -> String {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromRankConverted.stringMadeRequired was nil in a row; choose its value in "
                    + "convertFromRankConvertedStringMadeRequired"
            )
        }
        return String(describing: old)
    }

    /// FromRankConverted.int: Rank -> Int.
    private static func convertFromRankConvertedInt(_ old: SchemaV2Converting.Rank) throws -> Int {
        if let value = Int(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError("FromRankConverted.int: convert \(old) to Int in convertFromRankConvertedInt")
    }

    /// FromRankConverted.intOptional: Rank? -> Int?.
    private static func convertFromRankConvertedIntOptional(_ old: SchemaV2Converting.Rank?) throws -> Int? {
        guard let old else { return nil }
        if let value = Int(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.intOptional: convert \(old) to Int in convertFromRankConvertedIntOptional"
        )
    }

    /// FromRankConverted.intArray: [Rank] -> [Int].
    private static func convertFromRankConvertedIntArray(_ old: [SchemaV2Converting.Rank]) throws -> [Int] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Int {
            if let value = Int(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.intArray: convert \(old) to Int in convertFromRankConvertedIntArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.int8: Rank -> Int8.
    private static func convertFromRankConvertedInt8(_ old: SchemaV2Converting.Rank) throws -> Int8 {
        if let value = Int8(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int8: convert \(old) to Int8 in convertFromRankConvertedInt8"
        )
    }

    /// FromRankConverted.int8Optional: Rank? -> Int8?.
    private static func convertFromRankConvertedInt8Optional(_ old: SchemaV2Converting.Rank?) throws -> Int8? {
        guard let old else { return nil }
        if let value = Int8(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int8Optional: convert \(old) to Int8 in convertFromRankConvertedInt8Optional"
        )
    }

    /// FromRankConverted.int8Array: [Rank] -> [Int8].
    private static func convertFromRankConvertedInt8Array(_ old: [SchemaV2Converting.Rank]) throws -> [Int8] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Int8 {
            if let value = Int8(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.int8Array: convert \(old) to Int8 in convertFromRankConvertedInt8Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.int16: Rank -> Int16.
    private static func convertFromRankConvertedInt16(_ old: SchemaV2Converting.Rank) throws -> Int16 {
        if let value = Int16(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int16: convert \(old) to Int16 in convertFromRankConvertedInt16"
        )
    }

    /// FromRankConverted.int16Optional: Rank? -> Int16?.
    private static func convertFromRankConvertedInt16Optional(_ old: SchemaV2Converting.Rank?) throws -> Int16? {
        guard let old else { return nil }
        if let value = Int16(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int16Optional: convert \(old) to Int16 in convertFromRankConvertedInt16Optional"
        )
    }

    /// FromRankConverted.int16Array: [Rank] -> [Int16].
    private static func convertFromRankConvertedInt16Array(_ old: [SchemaV2Converting.Rank]) throws -> [Int16] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Int16 {
            if let value = Int16(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.int16Array: convert \(old) to Int16 in convertFromRankConvertedInt16Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.int32: Rank -> Int32.
    private static func convertFromRankConvertedInt32(_ old: SchemaV2Converting.Rank) throws -> Int32 {
        if let value = Int32(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int32: convert \(old) to Int32 in convertFromRankConvertedInt32"
        )
    }

    /// FromRankConverted.int32Optional: Rank? -> Int32?.
    private static func convertFromRankConvertedInt32Optional(_ old: SchemaV2Converting.Rank?) throws -> Int32? {
        guard let old else { return nil }
        if let value = Int32(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int32Optional: convert \(old) to Int32 in convertFromRankConvertedInt32Optional"
        )
    }

    /// FromRankConverted.int32Array: [Rank] -> [Int32].
    private static func convertFromRankConvertedInt32Array(_ old: [SchemaV2Converting.Rank]) throws -> [Int32] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Int32 {
            if let value = Int32(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.int32Array: convert \(old) to Int32 in convertFromRankConvertedInt32Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.int64: Rank -> Int64.
    private static func convertFromRankConvertedInt64(_ old: SchemaV2Converting.Rank) throws -> Int64 {
        if let value = Int64(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int64: convert \(old) to Int64 in convertFromRankConvertedInt64"
        )
    }

    /// FromRankConverted.int64Optional: Rank? -> Int64?.
    private static func convertFromRankConvertedInt64Optional(_ old: SchemaV2Converting.Rank?) throws -> Int64? {
        guard let old else { return nil }
        if let value = Int64(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.int64Optional: convert \(old) to Int64 in convertFromRankConvertedInt64Optional"
        )
    }

    /// FromRankConverted.int64Array: [Rank] -> [Int64].
    private static func convertFromRankConvertedInt64Array(_ old: [SchemaV2Converting.Rank]) throws -> [Int64] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Int64 {
            if let value = Int64(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.int64Array: convert \(old) to Int64 in convertFromRankConvertedInt64Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.uint8: Rank -> UInt8.
    private static func convertFromRankConvertedUint8(_ old: SchemaV2Converting.Rank) throws -> UInt8 {
        if let value = UInt8(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint8: convert \(old) to UInt8 in convertFromRankConvertedUint8"
        )
    }

    /// FromRankConverted.uint8Optional: Rank? -> UInt8?.
    private static func convertFromRankConvertedUint8Optional(_ old: SchemaV2Converting.Rank?) throws -> UInt8? {
        guard let old else { return nil }
        if let value = UInt8(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint8Optional: convert \(old) to UInt8 in convertFromRankConvertedUint8Optional"
        )
    }

    /// FromRankConverted.uint8Array: [Rank] -> [UInt8].
    private static func convertFromRankConvertedUint8Array(_ old: [SchemaV2Converting.Rank]) throws -> [UInt8] {
        func element(_ old: SchemaV2Converting.Rank) throws -> UInt8 {
            if let value = UInt8(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.uint8Array: convert \(old) to UInt8 in convertFromRankConvertedUint8Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.uint16: Rank -> UInt16.
    private static func convertFromRankConvertedUint16(_ old: SchemaV2Converting.Rank) throws -> UInt16 {
        if let value = UInt16(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint16: convert \(old) to UInt16 in convertFromRankConvertedUint16"
        )
    }

    /// FromRankConverted.uint16Optional: Rank? -> UInt16?.
    private static func convertFromRankConvertedUint16Optional(_ old: SchemaV2Converting.Rank?) throws -> UInt16? {
        guard let old else { return nil }
        if let value = UInt16(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint16Optional: convert \(old) to UInt16 in convertFromRankConvertedUint16Optional"
        )
    }

    /// FromRankConverted.uint16Array: [Rank] -> [UInt16].
    private static func convertFromRankConvertedUint16Array(_ old: [SchemaV2Converting.Rank]) throws -> [UInt16] {
        func element(_ old: SchemaV2Converting.Rank) throws -> UInt16 {
            if let value = UInt16(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.uint16Array: convert \(old) to UInt16 in convertFromRankConvertedUint16Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.uint32: Rank -> UInt32.
    private static func convertFromRankConvertedUint32(_ old: SchemaV2Converting.Rank) throws -> UInt32 {
        if let value = UInt32(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint32: convert \(old) to UInt32 in convertFromRankConvertedUint32"
        )
    }

    /// FromRankConverted.uint32Optional: Rank? -> UInt32?.
    private static func convertFromRankConvertedUint32Optional(_ old: SchemaV2Converting.Rank?) throws -> UInt32? {
        guard let old else { return nil }
        if let value = UInt32(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint32Optional: convert \(old) to UInt32 in convertFromRankConvertedUint32Optional"
        )
    }

    /// FromRankConverted.uint32Array: [Rank] -> [UInt32].
    private static func convertFromRankConvertedUint32Array(_ old: [SchemaV2Converting.Rank]) throws -> [UInt32] {
        func element(_ old: SchemaV2Converting.Rank) throws -> UInt32 {
            if let value = UInt32(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.uint32Array: convert \(old) to UInt32 in convertFromRankConvertedUint32Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.uint64: Rank -> UInt64.
    private static func convertFromRankConvertedUint64(_ old: SchemaV2Converting.Rank) throws -> UInt64 {
        if let value = UInt64(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint64: convert \(old) to UInt64 in convertFromRankConvertedUint64"
        )
    }

    /// FromRankConverted.uint64Optional: Rank? -> UInt64?.
    private static func convertFromRankConvertedUint64Optional(_ old: SchemaV2Converting.Rank?) throws -> UInt64? {
        guard let old else { return nil }
        if let value = UInt64(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.uint64Optional: convert \(old) to UInt64 in convertFromRankConvertedUint64Optional"
        )
    }

    /// FromRankConverted.uint64Array: [Rank] -> [UInt64].
    private static func convertFromRankConvertedUint64Array(_ old: [SchemaV2Converting.Rank]) throws -> [UInt64] {
        func element(_ old: SchemaV2Converting.Rank) throws -> UInt64 {
            if let value = UInt64(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.uint64Array: convert \(old) to UInt64 in convertFromRankConvertedUint64Array"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.double: Rank -> Double.
    private static func convertFromRankConvertedDouble(_ old: SchemaV2Converting.Rank) throws -> Double {
        if let value = Double(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.double: convert \(old) to Double in convertFromRankConvertedDouble"
        )
    }

    /// FromRankConverted.doubleOptional: Rank? -> Double?.
    private static func convertFromRankConvertedDoubleOptional(_ old: SchemaV2Converting.Rank?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.doubleOptional: convert \(old) to Double in convertFromRankConvertedDoubleOptional"
        )
    }

    /// FromRankConverted.doubleArray: [Rank] -> [Double].
    private static func convertFromRankConvertedDoubleArray(_ old: [SchemaV2Converting.Rank]) throws -> [Double] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Double {
            if let value = Double(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.doubleArray: convert \(old) to Double in convertFromRankConvertedDoubleArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.float: Rank -> Float.
    private static func convertFromRankConvertedFloat(_ old: SchemaV2Converting.Rank) throws -> Float {
        if let value = Float(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.float: convert \(old) to Float in convertFromRankConvertedFloat"
        )
    }

    /// FromRankConverted.floatOptional: Rank? -> Float?.
    private static func convertFromRankConvertedFloatOptional(_ old: SchemaV2Converting.Rank?) throws -> Float? {
        guard let old else { return nil }
        if let value = Float(exactly: old.rawValue) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.floatOptional: convert \(old) to Float in convertFromRankConvertedFloatOptional"
        )
    }

    /// FromRankConverted.floatArray: [Rank] -> [Float].
    private static func convertFromRankConvertedFloatArray(_ old: [SchemaV2Converting.Rank]) throws -> [Float] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Float {
            if let value = Float(exactly: old.rawValue) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.floatArray: convert \(old) to Float in convertFromRankConvertedFloatArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.decimal: Rank -> Decimal.
    private static func convertFromRankConvertedDecimal(_ old: SchemaV2Converting.Rank) throws -> Decimal {
        if let value = Optional(Decimal(old.rawValue)) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.decimal: convert \(old) to Decimal in convertFromRankConvertedDecimal"
        )
    }

    /// FromRankConverted.decimalOptional: Rank? -> Decimal?.
    private static func convertFromRankConvertedDecimalOptional(_ old: SchemaV2Converting.Rank?) throws -> Decimal? {
        guard let old else { return nil }
        if let value = Optional(Decimal(old.rawValue)) { return value }
        throw SchemaMigrationsStagesError(
            "FromRankConverted.decimalOptional: convert \(old) to Decimal in convertFromRankConvertedDecimalOptional"
        )
    }

    /// FromRankConverted.decimalArray: [Rank] -> [Decimal].
    private static func convertFromRankConvertedDecimalArray(_ old: [SchemaV2Converting.Rank]) throws -> [Decimal] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Decimal {
            if let value = Optional(Decimal(old.rawValue)) { return value }
            throw SchemaMigrationsStagesError(
                "FromRankConverted.decimalArray: convert \(old) to Decimal in convertFromRankConvertedDecimalArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankConverted.letter: Rank -> Letter.
    private static func convertFromRankConvertedLetter(
        _ old: SchemaV2Converting.Rank
    ) throws -> SchemaV2Converting.Letter {
        switch old {
        case .alpha:
            return .alpha
        case .beta:
            return .beta
        }
    }

    /// FromRankConverted.letterOptional: Rank? -> Letter?.
    private static func convertFromRankConvertedLetterOptional(
        _ old: SchemaV2Converting.Rank?
    ) throws -> SchemaV2Converting.Letter? {
        guard let old else { return nil }
        switch old {
        case .alpha:
            return .alpha
        case .beta:
            return .beta
        }
    }

    /// FromRankConverted.letterArray: [Rank] -> [Letter].
    private static func convertFromRankConvertedLetterArray(
        _ old: [SchemaV2Converting.Rank]
    ) throws -> [SchemaV2Converting.Letter] {
        func element(_ old: SchemaV2Converting.Rank) throws -> SchemaV2Converting.Letter {
            switch old {
            case .alpha:
                return .alpha
            case .beta:
                return .beta
            }
        }
        return try old.map(element)
    }

    /// FromRankUnconverted.bool: Rank -> Bool.
    private static func convertFromRankUnconvertedBool(_ old: SchemaV2Converting.Rank) throws -> Bool {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.bool: convert \(old) to Bool in convertFromRankUnconvertedBool"
        )
    }

    /// FromRankUnconverted.boolOptional: Rank? -> Bool?.
    private static func convertFromRankUnconvertedBoolOptional(_ old: SchemaV2Converting.Rank?) throws -> Bool? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.boolOptional: convert \(old) to Bool in convertFromRankUnconvertedBoolOptional"
        )
    }

    /// FromRankUnconverted.boolArray: [Rank] -> [Bool].
    private static func convertFromRankUnconvertedBoolArray(_ old: [SchemaV2Converting.Rank]) throws -> [Bool] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Bool {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.boolArray: convert \(old) to Bool in convertFromRankUnconvertedBoolArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankUnconverted.boolMadeOptional: Rank -> Bool?.
    private static func convertFromRankUnconvertedBoolMadeOptional(_ old: SchemaV2Converting.Rank) throws -> Bool? {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.boolMadeOptional: convert \(old) to Bool in convertFromRankUnconvertedBoolMadeOptional"
        )
    }

    /// FromRankUnconverted.boolMadeRequired: Rank? -> Bool.
    private static func convertFromRankUnconvertedBoolMadeRequired(_ old: SchemaV2Converting.Rank?) throws -> Bool {
        guard let old else {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.boolMadeRequired was nil in a row; choose its value in "
                    + "convertFromRankUnconvertedBoolMadeRequired"
            )
        }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.boolMadeRequired: convert \(old) to Bool in convertFromRankUnconvertedBoolMadeRequired"
        )
    }

    /// FromRankUnconverted.date: Rank -> Date.
    private static func convertFromRankUnconvertedDate(_ old: SchemaV2Converting.Rank) throws -> Date {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.date: convert \(old) to Date in convertFromRankUnconvertedDate"
        )
    }

    /// FromRankUnconverted.dateOptional: Rank? -> Date?.
    private static func convertFromRankUnconvertedDateOptional(_ old: SchemaV2Converting.Rank?) throws -> Date? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.dateOptional: convert \(old) to Date in convertFromRankUnconvertedDateOptional"
        )
    }

    /// FromRankUnconverted.dateArray: [Rank] -> [Date].
    private static func convertFromRankUnconvertedDateArray(_ old: [SchemaV2Converting.Rank]) throws -> [Date] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Date {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.dateArray: convert \(old) to Date in convertFromRankUnconvertedDateArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankUnconverted.uuid: Rank -> UUID.
    private static func convertFromRankUnconvertedUuid(_ old: SchemaV2Converting.Rank) throws -> UUID {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.uuid: convert \(old) to UUID in convertFromRankUnconvertedUuid"
        )
    }

    /// FromRankUnconverted.uuidOptional: Rank? -> UUID?.
    private static func convertFromRankUnconvertedUuidOptional(_ old: SchemaV2Converting.Rank?) throws -> UUID? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.uuidOptional: convert \(old) to UUID in convertFromRankUnconvertedUuidOptional"
        )
    }

    /// FromRankUnconverted.uuidArray: [Rank] -> [UUID].
    private static func convertFromRankUnconvertedUuidArray(_ old: [SchemaV2Converting.Rank]) throws -> [UUID] {
        func element(_ old: SchemaV2Converting.Rank) throws -> UUID {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.uuidArray: convert \(old) to UUID in convertFromRankUnconvertedUuidArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankUnconverted.data: Rank -> Data.
    private static func convertFromRankUnconvertedData(_ old: SchemaV2Converting.Rank) throws -> Data {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.data: convert \(old) to Data in convertFromRankUnconvertedData"
        )
    }

    /// FromRankUnconverted.dataOptional: Rank? -> Data?.
    private static func convertFromRankUnconvertedDataOptional(_ old: SchemaV2Converting.Rank?) throws -> Data? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.dataOptional: convert \(old) to Data in convertFromRankUnconvertedDataOptional"
        )
    }

    /// FromRankUnconverted.dataArray: [Rank] -> [Data].
    private static func convertFromRankUnconvertedDataArray(_ old: [SchemaV2Converting.Rank]) throws -> [Data] {
        func element(_ old: SchemaV2Converting.Rank) throws -> Data {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.dataArray: convert \(old) to Data in convertFromRankUnconvertedDataArray"
            )
        }
        return try old.map(element)
    }

    /// FromRankUnconverted.url: Rank -> URL.
    private static func convertFromRankUnconvertedUrl(_ old: SchemaV2Converting.Rank) throws -> URL {
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.url: convert \(old) to URL in convertFromRankUnconvertedUrl"
        )
    }

    /// FromRankUnconverted.urlOptional: Rank? -> URL?.
    private static func convertFromRankUnconvertedUrlOptional(_ old: SchemaV2Converting.Rank?) throws -> URL? {
        guard let old else { return nil }
        throw SchemaMigrationsStagesError(
            "FromRankUnconverted.urlOptional: convert \(old) to URL in convertFromRankUnconvertedUrlOptional"
        )
    }

    /// FromRankUnconverted.urlArray: [Rank] -> [URL].
    private static func convertFromRankUnconvertedUrlArray(_ old: [SchemaV2Converting.Rank]) throws -> [URL] {
        func element(_ old: SchemaV2Converting.Rank) throws -> URL {
            throw SchemaMigrationsStagesError(
                "FromRankUnconverted.urlArray: convert \(old) to URL in convertFromRankUnconvertedUrlArray"
            )
        }
        return try old.map(element)
    }
}
