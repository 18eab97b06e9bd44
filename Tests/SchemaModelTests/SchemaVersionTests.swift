import SchemaModel
import Testing

@Suite("Schema versions")
struct SchemaVersionTests {
    @Test("parsing fills missing components with zero and refuses anything else")
    func parsing() {
        #expect(SchemaVersion(parsing: "1") == SchemaVersion(1, 0, 0))
        #expect(SchemaVersion(parsing: "1.2") == SchemaVersion(1, 2, 0))
        #expect(SchemaVersion(parsing: "0.0.9") == SchemaVersion(0, 0, 9))
        for invalid in ["", "1.", ".1", "1.2.3.4", "v1", "-1", "1.x", "1..2", "1234567890", " 1"] {
            #expect(SchemaVersion(parsing: invalid) == nil, "\(invalid)")
        }
    }

    @Test("ordering is numeric, so 0.0.10 comes after 0.0.9")
    func ordering() {
        #expect(SchemaVersion(0, 0, 9) < SchemaVersion(0, 0, 10))
        #expect(SchemaVersion(1, 0, 0) > SchemaVersion(0, 99, 99))
        #expect(SchemaVersion(1, 2, 3).description == "1.2.3")
    }
}
