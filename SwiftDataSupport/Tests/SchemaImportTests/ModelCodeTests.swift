import SchemaGenCore
import SchemaImport
import SchemaKit
import Testing

/// The latest models' own code, carried into extensions of the generated classes: what is copied, what
/// becomes a convenience initialiser, what the generated initialiser covers, and what is left out with a
/// warning and a comment.
@Suite("Import: the app's own model code comes along as extensions")
struct ModelCodeTests {
    static func carried(_ body: String) throws -> (files: [ModelCodeWriter.File], diagnostics: [String]) {
        let history = try #require(
            ImportTestSupport.importSources(["A.swift": schemaSource(models: ["Item"], body: body)]).history)
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let written = VersionFileWriter().write(history)
        let result = SchemaPipeline(options: options).run(trees: written.map(\.tree), folder: "Schemas")
        let latest = try #require(result.versionFiles.last).schema
        let code = ModelCodeWriter().write(history.latestModelCode, latest: latest)
        return (code.files, code.diagnostics.map(\.formatted))
    }

    @Test("checks and constants before the assignments run before the call; the rest of the body after it")
    func statementsAroundTheCall() throws {
        let (files, diagnostics) = try Self.carried(
            """
                @Model final class Item {
                    var title: String
                    var count: Int = 0
                    init(checked title: String, count: Int) {
                        precondition(!title.isEmpty)
                        let trimmed = title.trimmingCharacters(in: .whitespaces)
                        self.title = trimmed
                        self.count = count
                        print(self.title)
                    }
                }
            """)
        #expect(diagnostics == [])
        #expect(
            files.first?.text.contains(
                """
                    convenience init(checked title: String, count: Int) {
                        precondition(!title.isEmpty)
                        let trimmed = title.trimmingCharacters(in: .whitespaces)
                        self.init(title: trimmed, count: count)
                        print(self.title)
                    }
                """) == true, "\(files.first?.text ?? "")")
    }

    @Test("members of the class body are copied; its extensions, stored properties and value types stay where they are")
    func copiedMembers() throws {
        let (files, diagnostics) = try Self.carried(
            """
                @Model final class Item {
                    enum Kind: String, Codable { case a, b }
                    struct Badge { var text: String }
                    var title: String = ""
                    var kind: Kind = .a
                    var shout: String { title.uppercased() }
                    static func sample() -> Item { Item() }
                    convenience init(shouting title: String) { self.init(title: title.uppercased()) }
                    deinit {}
                    init(title: String = "") { self.title = title }
                }
                extension Item { var whisper: String { title.lowercased() } }
            """)
        #expect(files.map(\.fileName) == ["Item+AppCode.swift"])
        #expect(
            files.first?.text == """
                // The app's own code of SchemaV1.Item (A.swift:5:5),
                // carried over by schemagen-import as an extension of the generated Item.
                // This file is yours: schemagen never writes it again.

                import SwiftData

                extension Item {
                    struct Badge { var text: String }

                    var shout: String { title.uppercased() }

                    static func sample() -> Item { Item() }

                    convenience init(shouting title: String) { self.init(title: title.uppercased()) }

                    // Not carried: deinit (A.swift:13:9): an extension can't declare a deinitialiser.

                    // init(title:) (A.swift:14:9) is not repeated: the generated initialiser takes these arguments and sets them
                    // alike.
                }

                """)
        #expect(
            diagnostics == [
                "A.swift:13:9: warning: 'Item.deinit' is not carried into Item+AppCode.swift: an extension can't declare a deinitialiser [SG928]\n"
                    + "    hint: write it by hand in the extension, as a convenience initialiser that calls the generated one"
            ])
    }

    @Test(
        "an initialiser that calls itself if carried, and one whose value for the call a variable computes, are left out"
    )
    func initialisersLeftOut() throws {
        let (files, diagnostics) = try Self.carried(
            """
                @Model final class Item {
                    var title: String
                    var count: Int = 0
                    init(title: String) { self.title = title.trimmingCharacters(in: .whitespaces) }
                    init(counted: Int) {
                        var text = String(counted)
                        text += " items"
                        self.title = text
                    }
                }
            """)
        #expect(
            diagnostics == [
                "A.swift:8:9: warning: 'Item.init(title:)' is not carried into Item+AppCode.swift: it takes the same arguments as the generated initialiser it would call, so it would call itself [SG928]\n"
                    + "    hint: write it by hand in the extension, as a convenience initialiser that calls the generated one",
                "A.swift:9:9: warning: 'Item.init(counted:)' is not carried into Item+AppCode.swift: the generated initialiser needs 'title' first, and this one sets it only after other statements [SG928]\n"
                    + "    hint: write it by hand in the extension, as a convenience initialiser that calls the generated one",
            ])
        #expect(
            files.first?.text.contains("    // Not carried: init(title:) (A.swift:8:9): it takes the same arguments")
                == true)
    }
}
