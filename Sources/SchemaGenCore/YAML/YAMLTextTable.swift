#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The distinct texts of one YAML file, each made into a `String` once and numbered.
///
/// A schema file writes the same few hundred texts hundreds of thousands of times (keys such as `type`,
/// attribute names, type names). Decoding and validating each occurrence into a new `String`, and comparing or
/// hashing it again for every duplicate-key check and every cache the loader keeps, was about 40% of the
/// reader's cost outside libyaml. Here an occurrence costs a hash of its bytes and a comparison with the one text it can equal; its
/// number (a ``YAMLTextID``) then stands for it wherever texts are compared.
struct YAMLTextTable {
    /// The texts, by number minus one (number 0 means "not from a table").
    private(set) var texts: [String] = []
    /// Each text's hash and where its bytes lie in `bytes`, by number minus one.
    private var entries: [Entry] = []
    /// Each text's bytes, one after another, so an occurrence is compared with a text without decoding either.
    private var bytes: [UInt8] = []
    /// An open-addressed index from a text's hash to its number; 0 marks a free slot.
    private var slots: [UInt32] = Array(repeating: 0, count: 1024)
    private let seed = UInt64.random(in: .min ... .max)

    private struct Entry {
        let hash: UInt64
        let start: Int
        let count: Int
    }

    /// The number of the text whose UTF-8 bytes are `occurrence`, adding it if it is new, with the text.
    mutating func intern(_ occurrence: UnsafeBufferPointer<UInt8>) -> (id: YAMLTextID, text: String) {
        let hash = hash(occurrence)
        let mask = slots.count - 1
        var slot = slot(of: hash)
        while true {
            let number = slots[slot]
            if number == 0 { break }
            let entry = entries[Int(number) - 1]
            if entry.hash == hash, entry.count == occurrence.count, storedBytes(of: entry, equal: occurrence) {
                return (YAMLTextID(rawValue: number), texts[Int(number) - 1])
            }
            slot = (slot + 1) & mask
        }
        let text = String(decoding: occurrence, as: UTF8.self)
        entries.append(Entry(hash: hash, start: bytes.count, count: occurrence.count))
        bytes.append(contentsOf: occurrence)
        texts.append(text)
        let number = UInt32(texts.count)
        slots[slot] = number
        // Kept at most half full, so a probe ends after a slot or two.
        if texts.count * 2 > slots.count { grow() }
        return (YAMLTextID(rawValue: number), text)
    }

    private func storedBytes(of entry: Entry, equal occurrence: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            // Only texts of no bytes can have no address, and two of those are equal.
            guard let storedStart = stored.baseAddress, let start = occurrence.baseAddress else { return true }
            return memcmp(storedStart + entry.start, start, entry.count) == 0
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = slot(of: entry.hash)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(index + 1)
        }
    }

    /// A multiplicative hash over eight bytes at a time, from a seed drawn per table: the texts are short, so a
    /// hash that starts at once beats a stronger one that needs a set-up; the seed keeps a file from being
    /// written to collide on purpose.
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = seed ^ UInt64(raw.count)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = Self.mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < raw.count {
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
            hash = Self.mix(hash ^ tail)
        }
        return hash
    }

    /// A product spreads each bit of `value` only upwards, so a slot is taken from the high bits
    /// (``slot(of:)``), which every bit of every word reaches.
    private static func mix(_ value: UInt64) -> UInt64 {
        value &* 0x9E37_79B9_7F4A_7C15
    }

    /// The first slot to probe for `hash`: its top bits, as many as index the slots.
    private func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(64 - slots.count.trailingZeroBitCount))
    }
}

/// The number a ``YAMLTextTable`` gave a text: two texts of the same file are equal exactly when their numbers
/// are, so a number can be compared, or index an array, where the text would have to be hashed.
struct YAMLTextID: Hashable, Sendable {
    /// 1 and up; 0 for a text of a tree built in code, which no document has numbered, or for a collection.
    let rawValue: UInt32

    /// The number of every text built in code: it names no text of a table, so no fact is kept under it.
    static let none = YAMLTextID(rawValue: 0)

    /// Whether the text came from a file's table.
    var isNone: Bool { rawValue == 0 }

    /// An index from 0 for the table's texts, for arrays a loader keeps per text.
    var index: Int { Int(rawValue) - 1 }
}
