// The latest version: its models are the app's live top-level classes (Models.swift).
import SwiftData

enum SchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }
}
