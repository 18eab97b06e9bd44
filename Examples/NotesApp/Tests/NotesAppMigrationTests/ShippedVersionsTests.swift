import SchemaTestKit
import Testing

@testable import NotesApp

/// The suite the plugin generates beside this file runs one test per shipped version; this checks that the
/// kit sees the app's history as the plugin generated it.
@Suite("The kit sees every version of the app's plan")
struct ShippedVersionsTests {
    @Test("the shipped versions are every version but the latest")
    func shippedVersions() {
        let kit = MigrationTestKit(NotesMigrations.self)
        #expect(kit.shippedVersions.map(\.description) == ["1.0.0", "1.1.0"])
    }
}
