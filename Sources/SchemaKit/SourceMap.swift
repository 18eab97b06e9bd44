import SchemaModel

/// Where each element of one version file was written.
///
/// The schema values themselves carry no positions, so the generated descriptions and the runtime never
/// see them; the generator keeps them here, keyed by element, and locates a diagnostic about an element by
/// looking it up. An element without a recorded place is located at the nearest element that contains it,
/// and finally at the top of the file.
public struct SourceMap: Sendable {
    /// The file, as shown to the user.
    public let file: String
    private var locations: [SchemaElement: SourceLocation] = [:]

    /// An empty map for `file`.
    public init(file: String) {
        self.file = file
    }

    /// Records where `element` was written; the first place recorded for an element wins.
    public mutating func record(_ element: SchemaElement, at location: SourceLocation) {
        if locations[element] == nil { locations[element] = location }
    }

    /// Where `element` was written, or else the nearest recorded element containing it.
    public func location(of element: SchemaElement) -> SourceLocation {
        var current: SchemaElement? = element
        while let candidate = current {
            if let location = locations[candidate] { return location }
            current = candidate.container
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// Where `element` itself was written, if it was recorded (no fallback).
    public func recordedLocation(of element: SchemaElement) -> SourceLocation? {
        locations[element]
    }
}
