/// A position in a schema file: the file's path as the user named it and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a column points at the same character in any editor
/// that shows the file as UTF-8.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the file, as it should be shown to the user (usually relative to the working directory).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers, Xcode and SwiftPM recognise.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with the place in a schema file it was written.
///
/// Equality and hashing consider only the value: two schemas that say the same thing in different places
/// are the same schema.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where the value was written.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public static func == (lhs: Located, rhs: Located) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
