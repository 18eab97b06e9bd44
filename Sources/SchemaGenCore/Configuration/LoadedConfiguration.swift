#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `schemagen.yaml` that was named or found, and loaded, with where it is and how messages name it.
public struct LoadedConfiguration: Hashable, Sendable {
    /// What it says.
    public var configuration: SchemaGenConfiguration
    /// The folder its paths are relative to.
    public var folder: URL
    /// That folder as the user wrote it, for messages ("" for the working directory).
    public var shownFolder: String
    /// The file as messages name it.
    public var shownFile: String
    /// Whether it was found in a folder above the working directory, not named or in the working directory
    /// (the commands that report their inputs say which file they used then).
    public var foundAbove: Bool

    /// Creates a loaded configuration.
    public init(
        configuration: SchemaGenConfiguration, folder: URL, shownFolder: String, shownFile: String, foundAbove: Bool
    ) {
        self.configuration = configuration
        self.folder = folder
        self.shownFolder = shownFolder
        self.shownFile = shownFile
        self.foundAbove = foundAbove
    }

    /// `path`, relative to the configuration's folder, as messages show it.
    func shown(_ path: String) -> String {
        shownFolder.isEmpty ? path : "\(shownFolder)/\(path)"
    }
}
