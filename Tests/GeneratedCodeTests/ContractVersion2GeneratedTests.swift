import GoldenContractVersion2
import SchemaModel
import SchemaRuntime
import Testing

@Suite("Contract version 2 in generated code: hash modifiers in the descriptions, optional relationships")
struct ContractVersion2GeneratedTests {
    @Test("hash modifiers reach the generated descriptions, and a changed one is a new class")
    func hashModifiers() throws {
        #expect(SchemaV1.Book.modelDescription.hashModifier == nil)
        #expect(SchemaV2.Book.modelDescription.hashModifier == "v2")
        let isbn = try #require(SchemaV2.Book.modelDescription.attribute(named: "isbn"))
        #expect(isbn.hashModifier == "isbn-13")
        #expect(SchemaV2.Book.modelDescription.relationship(named: "author")?.hashModifier == "primary")
        #expect(ObjectIdentifier(SchemaV1.Book.self) != ObjectIdentifier(SchemaV2.Book.self))
        // The enum only gained documentation: it is reused.
        #expect(SchemaV1.Shelf.self == SchemaV2.Shelf.self)
    }

    @Test("relationships made optional in the long form are optional Swift properties")
    func optionalRelationships() {
        let author = SchemaV2.Author(name: "Le Guin")
        let book = SchemaV2.Book(title: "The Dispossessed", isbn: "978-0-06-051275-3", author: author)
        author.books = [book]
        #expect(book.author === author)
        #expect(SchemaV2.Book(title: "Untitled", isbn: "0").author == nil)
        #expect(SchemaV2.Author(name: "Anonymous").books == nil)
    }
}
