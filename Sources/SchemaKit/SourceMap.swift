import SchemaModel

/// Where each element of one version file was written.
///
/// The schema values themselves carry no positions, so the generated descriptions and the runtime never
/// see them; the generator keeps them here, keyed by element, and locates a diagnostic about an element by
/// looking it up. An element without a recorded place is located at the nearest element that contains it,
/// and finally at the top of the file.
///
/// A large file records hundreds of thousands of properties and looks up a handful (one per diagnostic), so
/// properties and their parts are kept per model in the order written, as compact positions, instead of in
/// one dictionary keyed by names: recording one costs an append, not the hashing of two strings.
public struct SourceMap: Sendable {
    /// The file, as shown to the user.
    public let file: String
    private let sourceFile: SourceFile
    /// Every element that is not a property or a part of one (the version, enums, cases, models, constraints,
    /// aliases: a file has few of these), and any element written in another file than `file`.
    private var elements: [SchemaElement: SourceLocation] = [:]
    /// The properties of each model, by the model's index in `models`.
    private var properties: [[PropertyPositions]] = []
    /// The index in `properties` of each model that has recorded properties.
    private var modelIndexes: [String: Int] = [:]
    /// The model recorded last: properties are recorded model by model, so this spares the lookup.
    private var lastModel: (name: String, index: Int)?
    /// A number for each property name recorded: a position names its property by it, four bytes where the
    /// name itself took sixteen in each of a history's hundreds of thousands of properties.
    private var propertyNameIndexes: [String: UInt32] = [:]
    /// The same numbers plus one (0: not seen yet), by the number a reader gave each name's text (`nameNumber`),
    /// so a name is hashed once per file rather than once per property.
    private var propertyNameIndexesByNumber: [UInt32] = []

    /// A line and column in `file`, packed in 32 bits (the line in the high 20, the column in the low 12); 0
    /// means nothing was recorded. A place beyond either range (line 1,048,576 on, column 4,096 on) is kept
    /// in `elements` instead, so packing never loses a place.
    private struct Position: Sendable {
        private var bits: UInt32 = 0

        init() {}

        /// The packed position, or `nil` when either part is out of range.
        init?(line: Int, column: Int) {
            guard line > 0, line < 1 << 20, column >= 0, column < 1 << 12 else { return nil }
            bits = UInt32(line) << 12 | UInt32(column)
        }

        var isRecorded: Bool { bits != 0 }
        var line: Int { Int(bits >> 12) }
        var column: Int { Int(bits & 0xFFF) }
    }

    /// Where a property and the parts most properties have were written. A rename's or an inverse's place,
    /// which few properties have, is kept in `elements`: a slot for each in every property would cost more.
    private struct PropertyPositions: Sendable {
        /// The property's name, by its number in `propertyNameIndexes`.
        let name: UInt32
        var property = Position()
        var type = Position()
        var defaultValue = Position()
        var target = Position()

        init(name: UInt32) { self.name = name }

        func position(of part: SchemaElement.PropertyPart?) -> Position {
            switch part {
            case nil: property
            case .type?: type
            case .defaultValue?: defaultValue
            case .target?: target
            case .originalName?, .inverse?: Position()
            }
        }

        /// Records `position` for `part` unless one is recorded already (the first place wins).
        mutating func record(_ position: Position, for part: SchemaElement.PropertyPart?) {
            guard !self.position(of: part).isRecorded else { return }
            switch part {
            case nil: property = position
            case .type?: type = position
            case .defaultValue?: defaultValue = position
            case .target?: target = position
            case .originalName?, .inverse?: preconditionFailure("kept in elements")
            }
        }
    }

    /// An empty map for `file`.
    public init(file: String) {
        self.file = file
        sourceFile = SourceFile(file)
    }

    /// Records where `element` was written; the first place recorded for an element wins.
    public mutating func record(_ element: SchemaElement, at location: SourceLocation) {
        guard let (model, name, part) = Self.propertyReference(element), location.sourceFile == sourceFile,
            let position = Position(line: location.line, column: location.column)
        else {
            if elements[element] == nil { elements[element] = location }
            return
        }
        let modelIndex = index(ofModel: model)
        let nameIndex = index(ofPropertyName: name)
        // Parts are recorded right after their property, so the last property is almost always the one. A
        // property itself is new when it is not the last one: searching for it would make recording a model's
        // properties quadratic, and a second entry for a name (a clash, already an error) is never found, so
        // the first place still wins.
        if let last = properties[modelIndex].indices.last, properties[modelIndex][last].name == nameIndex {
            properties[modelIndex][last].record(position, for: part)
        } else if part != nil, let existing = properties[modelIndex].firstIndex(where: { $0.name == nameIndex }) {
            properties[modelIndex][existing].record(position, for: part)
        } else {
            var positions = PropertyPositions(name: nameIndex)
            positions.record(position, for: part)
            properties[modelIndex].append(positions)
        }
    }

    /// Records where the property `name` of `model` was written and where its `part` was (its type, or a
    /// relationship's target): the two places every property has, recorded together in one step, as the
    /// same two calls of ``record(_:at:)`` would.
    ///
    /// `nameNumber`, when given, is a number the caller has for the name's text (its reader numbers each distinct
    /// text of a file from 1), equal for equal names, different for different ones; it spares hashing the name.
    public mutating func record(
        property name: String, ofModel model: String, at location: SourceLocation, part: SchemaElement.PropertyPart,
        partAt partLocation: SourceLocation, nameNumber: UInt32? = nil
    ) {
        let modelIndex = index(ofModel: model)
        let nameIndex = index(ofPropertyName: name, number: nameNumber)
        guard location.sourceFile == sourceFile, partLocation.sourceFile == sourceFile,
            let position = Position(line: location.line, column: location.column),
            let partPosition = Position(line: partLocation.line, column: partLocation.column),
            Self.isKeptWithProperties(part),
            properties[modelIndex].last?.name != nameIndex
        else {
            record(.property(model: model, name: name), at: location)
            record(.propertyPart(model: model, name: name, part), at: partLocation)
            return
        }
        var positions = PropertyPositions(name: nameIndex)
        positions.record(position, for: nil)
        positions.record(partPosition, for: part)
        properties[modelIndex].append(positions)
    }

    /// Makes room for `count` properties of `model` at once: a large history records hundreds of thousands,
    /// and arrays grown by doubling left a third of their memory unused.
    public mutating func reserveProperties(_ count: Int, inModel model: String) {
        properties[index(ofModel: model)].reserveCapacity(count)
    }

    /// Where `element` was written, or else the nearest recorded element containing it.
    public func location(of element: SchemaElement) -> SourceLocation {
        var current: SchemaElement? = element
        while let candidate = current {
            if let location = recordedLocation(of: candidate) { return location }
            current = candidate.container
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// Where `element` itself was written, if it was recorded (no fallback).
    public func recordedLocation(of element: SchemaElement) -> SourceLocation? {
        guard let (model, name, part) = Self.propertyReference(element) else { return elements[element] }
        // A place in another file (a version built from Swift, whose nodes are at the Swift they come from) is
        // kept with the other elements, whole.
        guard let modelIndex = modelIndexes[model], let nameIndex = propertyNameIndexes[name],
            let positions = properties[modelIndex].first(where: { $0.name == nameIndex })
        else { return elements[element] }
        let position = positions.position(of: part)
        guard position.isRecorded else { return elements[element] }
        return SourceLocation(file: sourceFile, line: position.line, column: position.column)
    }

    private mutating func index(ofPropertyName name: String, number: UInt32?) -> UInt32 {
        guard let number, number > 0 else { return index(ofPropertyName: name) }
        let position = Int(number) - 1
        if position < propertyNameIndexesByNumber.count, propertyNameIndexesByNumber[position] > 0 {
            return propertyNameIndexesByNumber[position] - 1
        }
        let index = index(ofPropertyName: name)
        if position >= propertyNameIndexesByNumber.count {
            propertyNameIndexesByNumber.append(
                contentsOf: repeatElement(0, count: position - propertyNameIndexesByNumber.count + 1))
        }
        propertyNameIndexesByNumber[position] = index + 1
        return index
    }

    private mutating func index(ofPropertyName name: String) -> UInt32 {
        if let index = propertyNameIndexes[name] { return index }
        let index = UInt32(propertyNameIndexes.count)
        propertyNameIndexes[name] = index
        return index
    }

    private mutating func index(ofModel model: String) -> Int {
        if let lastModel, lastModel.name == model { return lastModel.index }
        let index: Int
        if let existing = modelIndexes[model] {
            index = existing
        } else {
            index = properties.count
            properties.append([])
            modelIndexes[model] = index
        }
        lastModel = (model, index)
        return index
    }

    /// Whether ``PropertyPositions`` has a slot for `part`; the others are kept in `elements`.
    private static func isKeptWithProperties(_ part: SchemaElement.PropertyPart) -> Bool {
        switch part {
        case .originalName, .inverse: false
        default: true
        }
    }

    /// The model, property and part an element names, when it is kept with the properties: a property, or
    /// one of the parts ``PropertyPositions`` has a slot for.
    private static func propertyReference(_ element: SchemaElement) -> (String, String, SchemaElement.PropertyPart?)? {
        switch element {
        case .property(let model, let name): (model, name, nil)
        case .propertyPart(let model, let name, let part): isKeptWithProperties(part) ? (model, name, part) : nil
        default: nil
        }
    }
}
