import Foundation
import SchemaRuntime
import SchemaRuntimeSQLite

// The generated types (SchemaV1, SchemaV3, NotesMigrations, Note, ...) come from the build plugin; nothing
// generated is committed in this package.

let url = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? NSTemporaryDirectory() + "notes-example.sqlite")
for suffix in ["", "-journal", "-wal", "-shm", ".schemagen-lock"] {
    try? FileManager.default.removeItem(atPath: url.path + suffix)
}

// The store as version 1.0 of the app left it.
let first = try SchemaStore.open(at: url, schemas: [SchemaV1.self], stages: [])
try first.write { context in
    try context.insert(SchemaV1.Note(title: "Groceries", body: "eggs, flour"))
    try context.insert(SchemaV1.Note(title: "Ideas", body: "a schema generator"))
}

// The current app opens it: both stages run. Every stage is lightweight, so no custom stages are passed.
let store = try SchemaStore.open(at: url, plan: NotesMigrations.self)
let notes = try store.read { try $0.fetch(Note.self, orderBy: [.ascending(\.title)]) }
for note in notes {
    print("\(note.title): \(note.text) (colour \(note.colour), pinned \(note.isPinned))")
}
print(
    "history: "
        + (try store.history().map { "\($0.from.map { "\($0) -> " } ?? "")\($0.to) \($0.kind)" }.joined(separator: ", "))
)
guard notes.map(\.text) == ["eggs, flour", "a schema generator"] else {
    FileHandle.standardError.write(Data("the migrated notes lost their text\n".utf8))
    exit(1)
}
