import SchemaImport
import SchemaKit
import Testing

/// SwiftData's model inheritance (iOS 26), read as Apple's "Adopting inheritance in SwiftData" writes it: a
/// `@Model` class whose first inherited type is another `@Model` class is its subclass.
@Suite("Import: model inheritance")
struct InheritanceImportTests {
    @Test("a @Model subclass of a listed @Model class is written with 'superclass:' and only its own properties")
    func subclassKeepsItsSuperclass() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Trip", "BusinessTrip"],
                body: """
                        @Model class Trip {
                            var name: String = ""
                            init(name: String) { self.name = name }
                        }
                        @available(iOS 26, *)
                        @Model final class BusinessTrip: Trip {
                            var perdiem: Double = 0
                            init(name: String, perdiem: Double) {
                                self.perdiem = perdiem
                                super.init(name: name)
                            }
                        }
                    """)
        ])
        #expect(
            files["V1.yaml"]?.contains(
                """
                  BusinessTrip:
                    superclass: Trip
                    attributes:
                      perdiem: { type: Double, default: 0.0 }
                """) == true, "\(files["V1.yaml"] ?? "")")
    }

    @Test("a class whose first inherited type is not a @Model class has no superclass")
    func otherBaseClassIsNoSuperclass() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Item"],
                body: """
                        class Base {}
                        @Model final class Item: Base {
                            var name: String = ""
                            init() {}
                        }
                    """)
        ])
        #expect(files["V1.yaml"]?.contains("superclass") == false, "\(files["V1.yaml"] ?? "")")
    }
}
