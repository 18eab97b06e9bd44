import SwiftData

// 2.0.0 shipped without legacyFlag, in a lightweight stage: its values are gone from every device.
enum SchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self] }

    @Model final class Item {
        var title: String = ""
        var priority: Int = 0

        init() {}
    }
}
