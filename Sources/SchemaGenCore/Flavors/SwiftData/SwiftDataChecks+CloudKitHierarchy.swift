import SchemaKit
import SchemaModel

extension SwiftDataChecks {
    /// CloudKit keeps a whole class hierarchy in one record type: "Core Data stores the name of the root entity
    /// from the inheritance hierarchy in recordType" ("Reading CloudKit Records for Core Data", which SwiftData's
    /// "Syncing model data across a person's devices" names for how models become records). Each property is a
    /// field named after it with `CD_` before it, and a field keeps the type of the first value saved under it
    /// "for all records of the same type" (CloudKit's `CKRecord` page). So in a version that syncs, two classes
    /// of one hierarchy may declare a property of the same name only when it is stored alike.
    func cloudKitHierarchyDiagnostics(_ file: VersionFile) -> [Diagnostic] {
        guard options.cloudKit.applies(to: file.version) else { return [] }
        let schema = file.schema
        var roots: [String] = []
        var classesByRoot: [String: [Model]] = [:]
        for model in schema.models {
            let root = schema.ancestors(of: model).last?.name ?? model.name
            if classesByRoot[root] == nil { roots.append(root) }
            classesByRoot[root, default: []].append(model)
        }
        var diagnostics: [Diagnostic] = []
        for root in roots {
            guard let classes = classesByRoot[root], classes.count > 1 else { continue }
            var fields: [String: (declaredBy: String, stored: String)] = [:]
            for model in classes {
                let attributes = schema.ownAttributes(of: model).filter { !$0.isTransient }
                    .map { ($0.name, "\($0.type.stored.nonOptional)") }
                let relationships = schema.ownRelationships(of: model).map { ($0.name, "a relationship") }
                for (name, stored) in attributes + relationships {
                    guard let first = fields[name] else {
                        fields[name] = (model.name, stored)
                        continue
                    }
                    guard first.stored != stored else { continue }
                    diagnostics.append(
                        .error(
                            .cloudKitIncompatible,
                            "'\(model.name).\(name)' (\(stored)) and '\(first.declaredBy).\(name)' (\(first.stored)) are one field, 'CD_\(name)', of the record type CloudKit keeps for every class under '\(root)', and a field has one type (version \(file.version))",
                            at: file.location(of: .property(model: model.name, name: name)),
                            hint:
                                "rename one of the two, or store them alike; CloudKit sync keeps a hierarchy's properties side by side in one record"
                        ))
                }
            }
        }
        return diagnostics
    }
}
