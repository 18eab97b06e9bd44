/// Whether an instance of the app still at one version can keep reading and writing a store migrated to the
/// next: the one rule behind rolling deploys, read by the runtime (which records the oldest version that can
/// still use a store) and by the generator (which marks each step expanding or contracting, and splits one).
///
/// An older instance reads and writes its own tables and columns by name, and knows nothing else. So a step
/// is **expanding** (the older instance keeps serving) when each of its tables is still there with each of its
/// columns defined as before, and what the step changes stays out of the older instance's way:
/// - a column it uses goes only if its attribute is `deprecated` there (it then reads the default or `nil`);
/// - an added column may be left out of an insert: it is optional or has a default;
/// - an added reference does not point at a table the older instance deletes from (it would delete a row
///   still referenced, knowing nothing of the reference, and the foreign key would refuse it);
/// - no unique index appears or goes on its tables (its writes would break the new one, or its upserts
///   rely on the old one);
/// - no value it reads is stored differently: no enum gains or loses a case or changes a raw value, no struct
///   changes its fields, no attribute changes its type or transformer.
///
/// Everything else is **contracting**: an instance at the older version is refused by the migrated store.
package enum OlderInstanceCompatibility {
    /// One reason an instance at the older version can't use the store once migrated.
    package struct Obstacle: Hashable, Sendable, CustomStringConvertible {
        /// What kind of obstacle it is.
        package enum Kind: Hashable, Sendable {
            /// A table or column the older instance uses is gone (removed or renamed).
            case gone
            /// A column the older instance uses is defined differently.
            case redefined
            /// An added column the older instance's inserts can't leave out.
            case requiredAddition
            /// An added reference to a table the older instance deletes from.
            case referenceToOlderTable
            /// A unique index added or removed.
            case uniqueness
            /// A value stored differently (an enum's cases, a struct's fields, an attribute's type).
            case storedValue
        }

        /// What kind of obstacle it is.
        package var kind: Kind
        /// The table (or enum, or struct) it is about.
        package var subject: String
        /// The column (or case, or field) it is about, if one.
        package var member: String?
        /// Why, in a few words: "is gone", "is required without a default".
        package var reason: String

        /// `'Meal.notes' is gone`.
        package var description: String {
            "'\(member.map { "\(subject).\($0)" } ?? subject)' \(reason)"
        }
    }

    /// Why an instance at `previous`'s version can't use a store at `current`'s; empty when the step is
    /// expanding. `changes` are the step's (``SchemaDiff``), for the values the layouts can't tell apart.
    package static func obstacles(from previous: StoreLayout, to current: StoreLayout, changes: [SchemaChange])
        -> [Obstacle]
    {
        let previousTables = Set(previous.tables.map(\.name))
        var found: [Obstacle] = []
        for table in previous.tables {
            guard let now = current.table(named: table.name) else {
                found.append(Obstacle(kind: .gone, subject: table.name, reason: "is gone (removed or renamed)"))
                continue
            }
            found += columnObstacles(table, now, deprecated: deprecatedColumns(of: table, in: previous.schema))
            found += uniqueIndexObstacles(table, now)
        }
        for table in current.tables {
            let known = previous.table(named: table.name)
            for column in table.columns where known?.column(named: column.name) == nil {
                if let target = column.references, previousTables.contains(target) {
                    found.append(
                        Obstacle(
                            kind: .referenceToOlderTable, subject: table.name, member: column.name,
                            reason:
                                "references '\(target)', whose rows the older instance deletes without clearing the reference"
                        ))
                }
            }
        }
        // A value change the layout shows already (a column of another type) is said once.
        let shown = Set(found.map { [$0.subject, $0.member ?? ""] })
        found += changes.compactMap(valueObstacle).filter { !shown.contains([$0.subject, $0.member ?? ""]) }
        return found
    }

    /// The columns of `table` that hold attributes `schema` marks deprecated: the older instance expects them
    /// to go, and serves on without them.
    private static func deprecatedColumns(of table: TableLayout, in schema: Schema) -> Set<String> {
        guard case .entity(let name) = table.kind, let model = schema.model(named: name) else { return [] }
        return Set(model.attributes.filter(\.isDeprecated).map(\.name))
    }

    /// The column changes to a table the older instance uses; a `deprecated` column may go.
    private static func columnObstacles(_ table: TableLayout, _ now: TableLayout, deprecated: Set<String>)
        -> [Obstacle]
    {
        var found: [Obstacle] = []
        for column in table.columns {
            guard let current = now.column(named: column.name) else {
                if deprecated.contains(column.name) { continue }
                found.append(
                    Obstacle(
                        kind: .gone, subject: table.name, member: column.name, reason: "is gone (removed or renamed)"))
                continue
            }
            if current.content != column.content || current.isNotNull != column.isNotNull
                || current.references != column.references
            {
                found.append(
                    Obstacle(
                        kind: .redefined, subject: table.name, member: column.name,
                        reason: "is \(current.definition), not \(column.definition) as the older instance has it"))
            }
        }
        for column in now.columns where table.column(named: column.name) == nil {
            if column.isNotNull, column.defaultValue == nil {
                found.append(
                    Obstacle(
                        kind: .requiredAddition, subject: table.name, member: column.name,
                        reason: "is added as required without a default, and the older instance's inserts leave it out"
                    ))
            }
        }
        return found
    }

    /// A unique index added to or removed from a table the older instance uses.
    private static func uniqueIndexObstacles(_ table: TableLayout, _ now: TableLayout) -> [Obstacle] {
        let before = Set(table.indexes.filter(\.isUnique).map(\.columns))
        let after = Set(now.indexes.filter(\.isUnique).map(\.columns))
        let added = after.subtracting(before).sorted { $0.joined(separator: ",") < $1.joined(separator: ",") }
        let removed = before.subtracting(after).sorted { $0.joined(separator: ",") < $1.joined(separator: ",") }
        return added.map {
            Obstacle(
                kind: .uniqueness, subject: table.name,
                reason: "gains uniqueness on (\($0.joined(separator: ", "))), which the older instance's writes ignore")
        }
            + removed.map {
                Obstacle(
                    kind: .uniqueness, subject: table.name,
                    reason: "loses uniqueness on (\($0.joined(separator: ", "))), which the older instance relies on")
            }
    }

    /// A change to how values the older instance reads are stored.
    private static func valueObstacle(_ change: SchemaChange) -> Obstacle? {
        let reason: String
        switch change.kind {
        // A case renamed in Swift keeps its stored raw value (a new raw value is `enumRawValueChanged`).
        case .enumCasesAdded, .enumCasesRemoved, .enumRawValueChanged, .enumRawTypeChanged:
            reason = "is an enum change (\(change.detail)) the older instance can't read"
        case .structFieldAdded, .structFieldRemoved, .structFieldTypeChanged, .structFieldsReordered:
            reason = "is a struct change (\(change.detail)) the older instance can't read"
        case .attributeTypeChanged, .attributeTransformerChanged:
            reason = "is stored differently (\(change.detail)), which the older instance can't read"
        default:
            return nil
        }
        return Obstacle(kind: .storedValue, subject: change.typeName, member: change.memberName, reason: reason)
    }
}
