import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lets the versions of a history share the storage of a model's attributes and relationships wherever
/// they declare them alike, as most versions of a long history do for most of their models.
///
/// Each file is loaded on its own, so each version holds its own copy of every model's declarations, and a
/// history of 50 versions of 300 models held 50 copies of nearly all of them. Only equal values are shared,
/// so nothing anyone reads changes; and two versions' arrays that share storage compare equal at once, which
/// the diff asks of every model in every step.
///
/// Files load concurrently and each shares as soon as it has loaded, so the duplicates are gone before the
/// next files load: the peak holds one copy of what the versions declare alike, not one per version.
final class DeclarationSharing: @unchecked Sendable {
    // @unchecked: every access to `latest` holds `lock`.
    private let lock = Lock()
    /// The declarations of each model name as last loaded.
    private var latest: [String: (attributes: [Attribute], relationships: [Relationship])] = [:]

    /// Points `file`'s models at the storage of equal declarations loaded before, and keeps its own for the
    /// files after it.
    func share(_ file: inout VersionFile) {
        var models = file.schema.models
        var sharesAny = false
        lock.lock()
        defer { lock.unlock() }
        latest.reserveCapacity(models.count)
        for index in models.indices {
            if let kept = latest[models[index].name] {
                if kept.attributes.hasElements(equalTo: models[index].attributes) {
                    models[index].attributes = kept.attributes
                    sharesAny = true
                }
                if kept.relationships.hasElements(equalTo: models[index].relationships) {
                    models[index].relationships = kept.relationships
                    sharesAny = true
                }
            }
            latest[models[index].name] = (models[index].attributes, models[index].relationships)
        }
        // Assigned once: a schema re-indexes its models on every assignment.
        if sharesAny { file.schema.models = models }
    }
}
