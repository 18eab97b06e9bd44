import Foundation
import SchemaModel
import SchemaRuntime

/// A sealed version's frozen store: the file an earlier release wrote at that version and the team
/// committed, with the rows of the version's fixture file.
public struct FrozenStore: Sendable {
    /// The version the store is written at (`"1.4.0"`).
    public var version: String
    /// The committed file.
    public var url: URL
    /// The version's fixture file, whose rows the store holds beside the generated ones.
    public var fixture: FixtureRows?

    /// The frozen store of `version` at `url`, holding `fixture`'s rows.
    public init(_ version: String, at url: URL, adding fixture: FixtureRows? = nil) {
        self.version = version
        self.url = url
        self.fixture = fixture
    }

    /// Whether the file is there: a suite runs a store's test only then.
    public var exists: Bool { FileManager.default.fileExists(atPath: url.path) }
}

extension MigrationTestKit {
    /// Freezes every store of `stores` that is not there yet, with this release's code, and reports them in
    /// one failure that says what to commit (`folder` names their folder as the team sees it): a frozen store
    /// proves nothing until it is kept. Stores that are there are left as they are; none missing is no failure.
    public func freezeMissingStores(_ stores: [FrozenStore], shownIn folder: String) -> [MigrationFailure] {
        let latest = versions.last ?? SchemaVersion(0, 0, 0)
        var frozen: [FrozenStore] = []
        var failures: [MigrationFailure] = []
        for store in stores where !store.exists {
            guard let version = SchemaVersion(parsing: store.version), let index = versions.firstIndex(of: version)
            else {
                failures.append(
                    MigrationFailure(
                        .migrationFailed, from: latest, to: latest,
                        actual: "the plan has no version \(store.version) to freeze a store of"))
                continue
            }
            do {
                try ScratchFolder.with { scratch in
                    try freeze(at: store.url, version: index, fixture: store.fixture, scratch: scratch)
                }
                frozen.append(store)
            } catch {
                failures.append(
                    MigrationFailure(
                        .migrationFailed, from: version, to: latest,
                        actual: "its frozen store could not be written: \(error.localizedDescription)"))
            }
        }
        guard let first = frozen.first.flatMap({ SchemaVersion(parsing: $0.version) }) else { return failures }
        let names = frozen.map(\.url.lastPathComponent)
        let listed =
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let them = names.count == 1 ? "it" : "them"
        let failure = MigrationFailure(
            .frozenStoreMissing, from: first, to: latest,
            actual: "froze \(listed) in \(folder) now, with this release's code; commit \(them) (git add \(folder)), "
                + "so every later release is checked against these bytes")
        return [failure] + failures
    }
}
