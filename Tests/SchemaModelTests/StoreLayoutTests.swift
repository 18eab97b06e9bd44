import SchemaModel
import Testing

/// The decisions the store layout makes on its own: where each kind of relationship is stored, which side of
/// a symmetric pair holds it, what a column's type, nullability and default are, and which indexes exist.
@Suite("Store layout: where relationships live, columns and indexes")
struct StoreLayoutTests {
    func schema(_ models: [Model], enums: [EnumDeclaration] = []) -> Schema {
        Schema(version: SchemaVersion(1, 0, 0), name: "V1", enums: enums, models: models)
    }

    func text(_ name: String, optional: Bool = false, default value: DefaultValue? = nil) -> Attribute {
        Attribute(name: name, type: AttributeType(.primitive(.string), isOptional: optional), defaultValue: value)
    }

    @Test("a to-many with a to-one inverse is the to-one side's foreign key, indexed, NOT NULL when required")
    func oneToMany() {
        let layout = StoreLayout(
            schema([
                Model(
                    name: "Owner",
                    relationships: [
                        Relationship(name: "pets", target: "Pet", cardinality: .toMany(isOptional: false))
                    ]),
                Model(
                    name: "Pet",
                    relationships: [
                        Relationship(
                            name: "owner", target: "Owner", cardinality: .toOne(isOptional: false), inverse: "pets")
                    ]),
            ]))
        #expect(layout.relationshipStorage["Owner"]?["pets"] == .inverseForeignKey(targetColumn: "owner"))
        #expect(layout.relationshipStorage["Pet"]?["owner"] == .foreignKey(column: "owner"))
        let owner = layout.table(forEntity: "Pet")?.column(named: "owner")
        #expect(owner?.definition == "\"owner\" INTEGER NOT NULL REFERENCES \"Owner\"(\"_pk\")")
        #expect(layout.table(forEntity: "Pet")?.indexes.map(\.name) == ["Pet_index_owner"])
        #expect(layout.tables.count == 2, "no join table")
    }

    @Test("one-to-one: the side whose Model.property sorts first holds the column, whichever side names the inverse")
    func oneToOne() {
        for inverseOnProfile in [true, false] {
            let layout = StoreLayout(
                schema([
                    Model(
                        name: "User",
                        relationships: [
                            Relationship(
                                name: "profile", target: "Profile", cardinality: .toOne(isOptional: true),
                                inverse: inverseOnProfile ? nil : "user")
                        ]),
                    Model(
                        name: "Profile",
                        relationships: [
                            Relationship(
                                name: "user", target: "User", cardinality: .toOne(isOptional: true),
                                inverse: inverseOnProfile ? "profile" : nil)
                        ]),
                ]))
            // "Profile.user" < "User.profile".
            #expect(layout.relationshipStorage["Profile"]?["user"] == .foreignKey(column: "user"))
            #expect(layout.relationshipStorage["User"]?["profile"] == .inverseForeignKey(targetColumn: "user"))
            #expect(layout.table(forEntity: "User")?.column(named: "profile") == nil)
        }
    }

    @Test("many-to-many is one join table owned by the side that sorts first; a one-way to-many has its own")
    func joinTables() {
        let layout = StoreLayout(
            schema([
                Model(
                    name: "Tag",
                    relationships: [
                        Relationship(name: "notes", target: "Note", cardinality: .toMany(isOptional: false))
                    ]),
                Model(
                    name: "Note",
                    relationships: [
                        Relationship(
                            name: "tags", target: "Tag", cardinality: .toMany(isOptional: false), inverse: "notes"),
                        Relationship(name: "related", target: "Note", cardinality: .toMany(isOptional: false)),
                    ]),
            ]))
        // "Note.tags" < "Tag.notes": Note owns the pair's table.
        #expect(layout.relationshipStorage["Note"]?["tags"] == .joinTable(name: "_join_Note_tags", sourceIsOwner: true))
        #expect(
            layout.relationshipStorage["Tag"]?["notes"] == .joinTable(name: "_join_Note_tags", sourceIsOwner: false))
        #expect(
            layout.relationshipStorage["Note"]?["related"]
                == .joinTable(name: "_join_Note_related", sourceIsOwner: true))
        #expect(layout.tables.map(\.name) == ["Tag", "Note", "_join_Note_tags", "_join_Note_related"])
        let join = layout.table(named: "_join_Note_tags")
        #expect(join?.indexes.map(\.name) == ["_join_Note_tags_pair", "_join_Note_tags_target"])
        #expect(join?.indexes.first?.isUnique == true)
        #expect(StoreLayout.joinColumns(sourceIsOwner: false) == (mine: "target_pk", theirs: "source_pk"))
    }

    @Test("columns: stored attributes only, SQLite types by kind, enums by raw type, constant defaults only")
    func columns() {
        let mood = EnumDeclaration(
            name: "Mood", rawType: .int, cases: [.init("calm", .int(1), explicit: true)])
        let layout = StoreLayout(
            schema(
                [
                    Model(
                        name: "Entry",
                        attributes: [
                            text("title", default: .string("it's")),
                            text("note", optional: true),
                            Attribute(
                                name: "mood", type: AttributeType(.enumeration("Mood")), defaultValue: .enumCase("calm")
                            ),
                            Attribute(name: "at", type: AttributeType(.primitive(.date)), defaultValue: .now),
                            Attribute(name: "tags", type: AttributeType(.primitive(.int), isArray: true)),
                            Attribute(name: "blob", type: AttributeType(.primitive(.data), isOptional: true)),
                            Attribute(
                                name: "draft", type: AttributeType(.primitive(.string)), defaultValue: .string(""),
                                isTransient: true),
                        ])
                ], enums: [mood]))
        let table = layout.table(forEntity: "Entry")
        #expect(
            table?.columns.map(\.definition) == [
                "\"title\" TEXT NOT NULL DEFAULT 'it''s'",
                "\"note\" TEXT",
                "\"mood\" INTEGER NOT NULL DEFAULT 1",
                "\"at\" REAL NOT NULL",
                "\"tags\" TEXT NOT NULL",
                "\"blob\" BLOB",
            ])
    }

    @Test("a uniqueness constraint's index takes its columns sorted; a plain index keeps the order written")
    func indexes() {
        let layout = StoreLayout(
            schema([
                Model(
                    name: "Book",
                    attributes: [text("title"), text("isbn")],
                    unique: [["title", "isbn"]], indexes: [["title", "isbn"], ["isbn", "title"]])
            ]))
        let indexes = layout.table(forEntity: "Book")?.indexes ?? []
        #expect(indexes.map(\.name) == ["Book_unique_isbn_title", "Book_index_title_isbn", "Book_index_isbn_title"])
        #expect(indexes.map(\.columns) == [["isbn", "title"], ["title", "isbn"], ["isbn", "title"]])
        #expect(indexes.map(\.isUnique) == [true, false, false])
    }
}
