import SwiftData

// 3.0.0 ranks items; the custom stage fills the rank from what each item holds.
enum SchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self] }

    @Model final class Item {
        var title: String = ""
        var priority: Int = 0
        var rank: Int = 0

        init() {}
    }
}
