import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `schemagen testkit` needs to know about the test target the suite is written into.
public struct TestKitOptions: Hashable, Sendable {
    /// Modules the suite imports: the one holding the generated code, and the one holding the custom stages.
    public var imports: [String]
    /// The type implementing the plan's custom stages (`FitLogStages`), created with `init()`; required when
    /// the history has custom stages.
    public var customStagesType: String?
    /// Where the suite finds the frozen stores: an absolute path (a build plugin writes the suite into the
    /// build folder), or a path relative to the suite's folder; by default `Stores` beside the suite.
    public var storesFolder: String?
    /// How test names show that folder (`Fixtures/stores`).
    public var storesName: String?
    /// How the suite names the folder of hand-written fixture files, relative to the configuration: where a
    /// failure asks for a file to be written.
    public var fixturesName: String

    /// Creates options.
    public init(
        imports: [String] = [], customStagesType: String? = nil, storesFolder: String? = nil, storesName: String? = nil,
        fixturesName: String = ConfigurationKey.testKitFixtures.defaultValue
    ) {
        self.imports = imports
        self.customStagesType = customStagesType
        self.storesFolder = storesFolder
        self.storesName = storesName
        self.fixturesName = fixturesName
    }

    /// The frozen stores kept in the repository at `stores` (``Workspace/frozenStores(flag:fixtures:)`` finds
    /// them), named `name` in test names, found from the suite written into `suiteFolder` by a relative path, so
    /// the committed suite works in any clone.
    public mutating func keepFrozenStores(at stores: URL, named name: String, suiteFolder: URL) {
        storesFolder = RelativePath.from(suiteFolder, to: stores)
        storesName = name
    }

    /// The folder of the fixtures folder that holds the frozen stores.
    public static let frozenStoresFolder = WorkspaceLayout.frozenStoresFolder
}
