import SchemaKit
import SchemaModel
import Testing

/// Locations keep their file as an entry of one table of paths; they must still read, compare and sort as
/// the paths they name.
@Suite("Source locations")
struct SourceLocationTests {
    @Test("two locations in one path are in the same file, whichever way they were made")
    func onePathIsOneFile() {
        let byPath = SourceLocation(file: "Schemas/V12.yaml", line: 3, column: 5)
        let byFile = SourceLocation(file: SourceFile("Schemas/V12.yaml"), line: 3, column: 5)
        #expect(byPath == byFile)
        #expect(byPath.hashValue == byFile.hashValue)
        #expect(byPath.file == "Schemas/V12.yaml")
        #expect(byPath.description == "Schemas/V12.yaml:3:5")
        #expect(SourceFile("Schemas/V12.yaml") != SourceFile("Schemas/V13.yaml"))
    }

    @Test("a location's file, line and column can be changed like stored properties")
    func settingParts() {
        var location = SourceLocation(file: "V1.yaml", line: 1, column: 1)
        location.file = "Item.swift"
        location.line = 40
        location.column += 2
        #expect(location == SourceLocation(file: "Item.swift", line: 40, column: 3))
    }

    @Test("locations sort by path, then line, then column, whatever order their files were first seen in")
    func sortingFollowsThePath() {
        // "Z.yaml" enters the table before "A.yaml", so its index is smaller: sorting must not follow it.
        let later = SourceLocation(file: "Z-sorting.yaml", line: 1, column: 1)
        let earlier = SourceLocation(file: "A-sorting.yaml", line: 9, column: 9)
        let sameFileEarlier = SourceLocation(file: "A-sorting.yaml", line: 9, column: 2)
        #expect([later, earlier, sameFileEarlier].sorted() == [sameFileEarlier, earlier, later])
    }

    @Test("a line or column beyond 32 bits is kept at the largest one rather than trapping")
    func hugePositionsClamp() {
        let location = SourceLocation(file: "V1.yaml", line: Int(Int32.max) + 10, column: 1)
        #expect(location.line == Int(Int32.max))
    }
}
