import SchemaKit
import SchemaModel
import Testing

/// Where a version file's elements were written, including elements of a version built from another file
/// (the SwiftData import's trees, at the Swift they come from).
@Suite("Source maps")
struct SourceMapTests {
    @Test(
        "a property and its parts recorded in the map's file are found, rare parts too, each falling back to its property"
    )
    func propertiesInTheFile() {
        var map = SourceMap(file: "V1.yaml")
        map.record(.model("Item"), at: SourceLocation(file: "V1.yaml", line: 3, column: 3))
        map.record(.property(model: "Item", name: "name"), at: SourceLocation(file: "V1.yaml", line: 5, column: 7))
        map.record(
            .propertyPart(model: "Item", name: "name", .type), at: SourceLocation(file: "V1.yaml", line: 5, column: 13))
        map.record(
            .propertyPart(model: "Item", name: "name", .originalName),
            at: SourceLocation(file: "V1.yaml", line: 6, column: 21))
        #expect(map.location(of: .propertyPart(model: "Item", name: "name", .type)).description == "V1.yaml:5:13")
        #expect(
            map.location(of: .propertyPart(model: "Item", name: "name", .originalName)).description == "V1.yaml:6:21")
        #expect(map.location(of: .propertyPart(model: "Item", name: "name", .inverse)).description == "V1.yaml:5:7")
        #expect(map.location(of: .property(model: "Item", name: "other")).description == "V1.yaml:3:3")
    }

    @Test("a property recorded at a place in another file is found there, not at its model")
    func propertiesInAnotherFile() {
        var map = SourceMap(file: "V1.yaml")
        map.record(.model("Item"), at: SourceLocation(file: "Item.swift", line: 4, column: 1))
        map.record(.property(model: "Item", name: "link"), at: SourceLocation(file: "Item.swift", line: 6, column: 9))
        map.record(
            .propertyPart(model: "Item", name: "link", .defaultValue),
            at: SourceLocation(file: "Item.swift", line: 6, column: 30))
        #expect(map.location(of: .property(model: "Item", name: "link")).description == "Item.swift:6:9")
        #expect(
            map.location(of: .propertyPart(model: "Item", name: "link", .defaultValue)).description
                == "Item.swift:6:30")
        #expect(map.location(of: .propertyPart(model: "Item", name: "link", .type)).description == "Item.swift:6:9")
    }

    @Test("places past the packed range (line 1,048,576 on, column 4,096 on) are kept exactly, beside packed ones")
    func placesBeyondThePackedRange() {
        var map = SourceMap(file: "V1.yaml")
        map.record(.property(model: "Item", name: "wide"), at: SourceLocation(file: "V1.yaml", line: 2, column: 4_096))
        map.record(
            .propertyPart(model: "Item", name: "wide", .type),
            at: SourceLocation(file: "V1.yaml", line: 2, column: 4_095))
        map.record(
            .property(model: "Item", name: "deep"), at: SourceLocation(file: "V1.yaml", line: 1_048_576, column: 3))
        map.record(
            .propertyPart(model: "Item", name: "deep", .type),
            at: SourceLocation(file: "V1.yaml", line: 1_048_575, column: 9))
        #expect(map.location(of: .property(model: "Item", name: "wide")).description == "V1.yaml:2:4096")
        #expect(map.location(of: .propertyPart(model: "Item", name: "wide", .type)).description == "V1.yaml:2:4095")
        #expect(map.location(of: .property(model: "Item", name: "deep")).description == "V1.yaml:1048576:3")
        #expect(
            map.location(of: .propertyPart(model: "Item", name: "deep", .type)).description == "V1.yaml:1048575:9")
        #expect(
            map.location(of: .propertyPart(model: "Item", name: "deep", .defaultValue)).description
                == "V1.yaml:1048576:3")
    }

    @Test("a property and its type recorded together are found as if recorded one by one, here or in another file")
    func propertyAndPartTogether() {
        var map = SourceMap(file: "V1.yaml")
        map.record(
            property: "name", ofModel: "Item", at: SourceLocation(file: "V1.yaml", line: 5, column: 7), part: .type,
            partAt: SourceLocation(file: "V1.yaml", line: 5, column: 13))
        map.record(
            property: "owner", ofModel: "Item", at: SourceLocation(file: "Item.swift", line: 9, column: 5),
            part: .target, partAt: SourceLocation(file: "Item.swift", line: 9, column: 16))
        map.record(
            property: "name", ofModel: "Item", at: SourceLocation(file: "V1.yaml", line: 8, column: 7), part: .type,
            partAt: SourceLocation(file: "V1.yaml", line: 8, column: 13))
        #expect(map.location(of: .property(model: "Item", name: "name")).description == "V1.yaml:5:7")
        #expect(map.location(of: .propertyPart(model: "Item", name: "name", .type)).description == "V1.yaml:5:13")
        #expect(map.location(of: .property(model: "Item", name: "owner")).description == "Item.swift:9:5")
        #expect(map.location(of: .propertyPart(model: "Item", name: "owner", .target)).description == "Item.swift:9:16")
    }
}
