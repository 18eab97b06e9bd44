import Foundation
import SchemaModel
import SchemaRuntime
import Testing

@Suite("Arrays keep every element through their stored JSON text")
struct StorableArrayTests {
    @Test("integers beyond 2^53 keep every digit: Int.max and Int.min read back as written")
    func extremeIntegers() throws {
        let values: [Int] = [.max, .min, 0, -1, 9_007_199_254_740_993]
        #expect(try [Int](storedValue: values.storedValue) == values)
        let unsigned: [UInt64] = [.max, 0, 1 << 63]
        #expect(try [UInt64](storedValue: unsigned.storedValue) == unsigned)
    }

    @Test("reals stay reals and whole reals read back into Double arrays")
    func reals() throws {
        let values: [Double] = [0.5, -2, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        #expect(try [Double](storedValue: values.storedValue) == values)
    }

    @Test("an array default's stored form is the form the runtime reads: bytes as base64, not NULL")
    func dataDefaults() throws {
        let type = AttributeType(.primitive(.data), isArray: true)
        let stored = try #require(
            StorageTypes.storedValue(
                of: .array([.data(base64: "AAH/")]), type: type,
                in: Schema(
                    version: SchemaVersion(1, 0, 0), name: "V1", models: [])))
        #expect(stored == .text("[\"AAH/\"]"))
        #expect(try [Data](storedValue: stored) == [Data([0x00, 0x01, 0xFF])])
        #expect([Data([0x00, 0x01, 0xFF])].storedValue == stored)
    }
}
