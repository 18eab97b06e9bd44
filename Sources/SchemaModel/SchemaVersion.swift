/// A schema version, `major.minor.patch`, as in SwiftData's `Schema.Version`.
public struct SchemaVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major component.
    public var major: Int
    /// The minor component.
    public var minor: Int
    /// The patch component.
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `"1"`, `"1.2"` or `"1.2.3"`; missing components are zero. Returns `nil` for anything else,
    /// including negative or over-long components.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            // Nine digits keep every component far from overflow while allowing date-like versions.
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// `major.minor.patch`.
    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: SchemaVersion, rhs: SchemaVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
