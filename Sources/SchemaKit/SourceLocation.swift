/// A position in a schema file: the file's path as the user named it and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a column points at the same character in any editor
/// that shows the file as UTF-8.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, as an entry of ``SourceFile``'s table rather than a `String`: a location is copied with every
    /// node and value read from a schema, and a path of more than 15 bytes is a heap string whose reference
    /// count every copy touched (an eighth of reading a large history). As small integers, a location is
    /// plain data.
    public var sourceFile: SourceFile
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The path of the file, as it should be shown to the user (usually relative to the working directory).
    public var file: String {
        get { sourceFile.path }
        set { sourceFile = SourceFile(newValue) }
    }

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(file: SourceFile(file), line: line, column: column)
    }

    /// Creates a location in a file already entered in the table, without looking its path up: what a
    /// reader does for every node of a file.
    public init(file: SourceFile, line: Int, column: Int) {
        sourceFile = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `file:line:column`, the form compilers, Xcode and SwiftPM recognise.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.sourceFile != rhs.sourceFile { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
