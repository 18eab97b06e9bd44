import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the SwiftData flavor must respect besides the schema: the oldest SwiftData the app runs on, and
/// whether (from which version) the store syncs through CloudKit.
public struct SwiftDataOptions: Hashable, Sendable {
    /// The oldest platform release the app supports (`swiftDataDeploymentTarget: iOS 17`). SwiftData ships
    /// with the OS, so this says which SwiftData the generated code may use.
    public var deploymentTarget: DeploymentTarget
    /// The first version whose store syncs through CloudKit (`cloudKit: true` means every version), if any.
    public var cloudKit: CloudKitSync

    /// Creates options; the defaults are a configuration's without the keys (``ConfigurationKey``): iOS 18, the
    /// first SwiftData with `#Unique` and `#Index`, and no CloudKit.
    public init(deploymentTarget: DeploymentTarget = .configuredDefault, cloudKit: CloudKitSync = .off) {
        self.deploymentTarget = deploymentTarget
        self.cloudKit = cloudKit
    }

    /// Which versions sync through CloudKit.
    public enum CloudKitSync: Hashable, Sendable {
        /// None.
        case off
        /// Every version.
        case allVersions
        /// The versions from this one on (the ones shipped before it never synced).
        case from(SchemaVersion)

        /// Whether a store at `version` syncs.
        public func applies(to version: SchemaVersion) -> Bool {
            switch self {
            case .off: false
            case .allVersions: true
            case .from(let first): version >= first
            }
        }
    }

    /// An Apple platform and its major release, such as iOS 17.
    public struct DeploymentTarget: Hashable, Sendable, CustomStringConvertible {
        /// The platforms SwiftData runs on.
        public enum Platform: String, Hashable, Sendable, CaseIterable {
            case iOS, iPadOS, macOS, macCatalyst, tvOS, watchOS, visionOS

            /// The major release that brought SwiftData, and the one that brought `#Unique` and `#Index`.
            public var releases: (first: Int, constraints: Int) { SwiftDataRules.releases(on: self) }
        }

        /// The platform.
        public var platform: Platform
        /// Its major release.
        public var major: Int

        /// Creates a target.
        public init(platform: Platform, major: Int) {
            self.platform = platform
            self.major = major
        }

        /// Parses `iOS 17`, `iOS17`, `macOS 14.4` (the minor release does not matter to SwiftData).
        public init?(parsing text: String) {
            let trimmed = text.trimmingBlanks()
            let name = trimmed.prefix { $0.isLetter }
            let number = trimmed.dropFirst(name.count).trimmingBlanks()
            guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }),
                let majorText = number.split(separator: ".", omittingEmptySubsequences: false).first,
                let major = Int(majorText), number.split(separator: ".").allSatisfy({ Int($0) != nil })
            else { return nil }
            self.init(platform: platform, major: major)
        }

        /// Whether SwiftData exists on this release at all.
        public var hasSwiftData: Bool { major >= platform.releases.first }

        /// Whether this release's SwiftData has `#Unique` and `#Index`.
        public var hasCompoundConstraints: Bool { major >= platform.releases.constraints }

        /// Whether this release's SwiftData has model inheritance (a `@Model` class inheriting from another).
        public var hasModelInheritance: Bool { major >= SwiftDataRules.inheritanceRelease }

        /// `iOS 17`.
        public var description: String { "\(platform.rawValue) \(major)" }
    }
}
