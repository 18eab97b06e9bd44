import SchemaKit
import SchemaModel

/// Checks of the history as a whole: unique versions and namespaces, and what the oldest version says that
/// can't apply to it. Everything about a step (its renames, its `acceptDataLoss` entries) is checked once,
/// by the step's analysis (``VersionStep``), which computes what those checks need anyway.
public struct SchemaHistoryValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// The history of `schemas` (which may be in any order) after the `retired` versions, or `nil` when two
    /// files share a version or a namespace; and the problems found.
    public func validate(_ schemas: [VersionFile], retired: [SchemaHistory.RetiredVersion] = []) -> (
        history: SchemaHistory?, diagnostics: [Diagnostic]
    ) {
        let diagnostics = duplicateVersionsAndNamespaces(schemas) + versionsAgainstFileNumbers(schemas)
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        let history = SchemaHistory(versions: schemas, retired: retired)
        // After a retirement the oldest version's renames refer to a retired version: true, and kept.
        guard retired.isEmpty else { return (history, []) }
        return (history, history.versions.first.map(firstVersionWarnings) ?? [])
    }

    private func duplicateVersionsAndNamespaces(_ schemas: [VersionFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var versions: [SchemaVersion: VersionFile] = [:]
        var namespaces: [String: VersionFile] = [:]
        // File order makes "the second one" the same on every machine.
        for schema in schemas.sorted(by: { $0.file < $1.file }) {
            if let first = versions[schema.version] {
                diagnostics.append(
                    .error(
                        .duplicateVersion, "version \(schema.version) is also the version of \(first.file)",
                        at: schema.versionLocation,
                        hint: "give each file its own version; the chain is ordered by 'version:'"))
            } else {
                versions[schema.version] = schema
            }
            if let first = namespaces[schema.name] {
                diagnostics.append(
                    .error(
                        .duplicateNamespace, "the namespace '\(schema.name)' is also the namespace of \(first.file)",
                        at: schema.versionLocation, hint: "set a distinct 'name:' in one of the two files"))
            } else {
                namespaces[schema.name] = schema
            }
        }
        return diagnostics
    }

    /// Files named with one prefix and a number (`V4.yaml`, `V5.yaml`, ... `V10.yaml`) say in what order
    /// their team wrote them. The chain is ordered by `version:`, so a later-numbered file that states a
    /// lower version (a copied file whose number was not bumped, or bumped the wrong way) would silently
    /// come first; each such file is an error at its `version:`. Files named otherwise are not compared.
    private func versionsAgainstFileNumbers(_ schemas: [VersionFile]) -> [Diagnostic] {
        var byPrefix: [String: [(number: Int, file: VersionFile)]] = [:]
        for schema in schemas {
            guard let (prefix, number) = Self.numberedStem(schema.fileStem) else { continue }
            byPrefix[prefix, default: []].append((number, schema))
        }
        var diagnostics: [Diagnostic] = []
        for prefix in byPrefix.keys.sorted() {
            let numbered = byPrefix[prefix, default: []].sorted { $0.number < $1.number }
            var highest: VersionFile?
            for (_, file) in numbered {
                if let earlier = highest, file.version < earlier.version {
                    let name = file.fileName
                    let earlierName = earlier.fileName
                    diagnostics.append(
                        .error(
                            .versionOutOfFileOrder,
                            "\(name) states version \(file.version), below \(earlierName)'s \(earlier.version): the chain is ordered by 'version:', so \(name) would come before \(earlierName)",
                            at: file.versionLocation,
                            hint: "give \(name) a version above \(earlier.version), or rename the file to its place"))
                } else {
                    highest = file
                }
            }
        }
        return diagnostics
    }

    /// The prefix and number of a file stem of letters then digits (`V12`: `V`, 12).
    static func numberedStem(_ stem: String) -> (prefix: String, number: Int)? {
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
        let prefix = stem.dropLast(digits.count)
        guard !digits.isEmpty, !prefix.isEmpty, prefix.allSatisfy(\.isLetter),
            let number = Int(String(digits.reversed()))
        else { return nil }
        return (String(prefix), number)
    }

    /// Renames and migration hints in the oldest version have no previous version to refer to. They are
    /// kept rather than refused because teams drop old version files and keep the rest unchanged.
    private func firstVersionWarnings(_ schema: VersionFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let hint = "it has no effect in the oldest version; remove it"
        if let migration = schema.migration {
            diagnostics.append(
                .warning(
                    .ignoredInOldestVersion,
                    "'migration' in the oldest version is ignored, as there is no step before it",
                    at: migration.location, hint: hint))
        }
        for model in schema.models {
            if model.renamedFrom != nil {
                diagnostics.append(
                    .warning(
                        .ignoredInOldestVersion, "'renamedFrom' in the oldest version is ignored",
                        at: schema.location(of: .modelRenamedFrom(model: model.name)), hint: hint))
            }
            let renamedProperties =
                model.attributes.filter { $0.originalName != nil }.map(\.name)
                + model.relationships.filter { $0.originalName != nil }.map(\.name)
            for property in renamedProperties {
                diagnostics.append(
                    .warning(
                        .ignoredInOldestVersion, "'originalName' in the oldest version is ignored",
                        at: schema.location(of: .propertyPart(model: model.name, name: property, .originalName)),
                        hint: hint))
            }
        }
        return diagnostics
    }
}
