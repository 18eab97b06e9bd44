import Foundation
import SchemaModel

/// Carries out one step between two versions inside the caller's transaction, in whichever engine
/// `database` runs (SQLite's with foreign keys off, as its table-rebuild procedure requires:
/// https://sqlite.org/lang_altertable.html#otheralter; PostgreSQL's with its references restored at the end).
///
/// Per table of the new version: a table whose layout is unchanged is kept; one that only gains columns the engine can
/// add in place (nullable, or with a constant default) is altered, touching no rows; so is one whose columns are only
/// renamed, dropped or made nullable as well, where the engine does that in place (``InPlaceColumnChanges``); any other
/// is rebuilt: the old table is renamed aside, the new one created, rows copied by primary key (so references from
/// other tables stay valid), and the old one dropped. Tables of the old version with no counterpart are dropped. A
/// custom stage's code runs after the new tables exist and before the automatic copy, and the copy skips what it wrote.
final class StepExecutor {
    enum TableState {
        case keep
        case addColumns([ColumnLayout])
        case alterInPlace(InPlaceTablePlan)
        case create
        case rebuild(old: TableLayout, swapped: Bool)
    }

    let from: Schema
    let to: Schema
    let correspondence: StepCorrespondence
    let oldLayout: StoreLayout
    let newLayout: StoreLayout
    let database: any StepDatabase
    let isCustom: Bool
    /// One timestamp for the whole step: rows given `now` by a migration all get the same moment.
    let migrationTime = Date().timeIntervalSince1970
    private(set) var rowsTouched = 0
    /// Reports rows done out of rows to copy.
    var progress: ((Int, Int) -> Void)?
    /// Writes the new version's rows a custom stage inserts, with its statements prepared once per stage.
    private(set) lazy var rowWriter = RowWriter(layout: newLayout, database: database)

    private(set) var states: [String: TableState] = [:]
    private var droppedOldTables: [TableLayout] = []
    /// Where the rows of each old table are now: its own name, or `_old_` + name once set aside.
    private var physicalOldName: [String: String] = [:]
    /// New tables whose rows are already written (by user code or the automatic copy).
    private var filled: Set<String> = []
    /// Enums whose stored values no longer all mean the same thing (cases removed, raw values changed).
    private let changedEnums: Set<String>
    /// What the engine does in place, read once for the step (SQLite's answer depends on its library's version).
    private let inPlaceChanges: InPlaceColumnChanges
    private var rowsToCopy = 0
    private var rowsCopied = 0

    init(
        from: Schema, to: Schema, oldLayout: StoreLayout, newLayout: StoreLayout, database: any StepDatabase,
        isCustom: Bool
    ) {
        self.from = from
        self.to = to
        self.database = database
        self.isCustom = isCustom
        correspondence = StepCorrespondence(previous: from, current: to)
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        let changes = SchemaDiff(correspondence).changes
        changedEnums = Set(
            changes.filter { [.enumCasesRemoved, .enumRawValueChanged, .enumRawTypeChanged].contains($0.kind) }
                .map(\.typeName))
        inPlaceChanges = isCustom ? [] : database.inPlaceColumnChanges
        planTables()
    }

    // MARK: Planning

    private func planTables() {
        var matchedOld: Set<String> = []
        for table in newLayout.tables {
            guard let (old, swapped) = counterpart(of: table) else {
                states[table.name] = .create
                continue
            }
            matchedOld.insert(old.name)
            if old.name == table.name, old.columns == table.columns {
                states[table.name] = .keep
            } else if !isCustom, old.name == table.name, let added = addableColumns(old: old, new: table) {
                states[table.name] = .addColumns(added)
            } else if !isCustom, old.name == table.name, let plan = inPlacePlan(old: old, new: table) {
                states[table.name] = .alterInPlace(plan)
            } else {
                states[table.name] = .rebuild(old: old, swapped: swapped)
            }
        }
        droppedOldTables = oldLayout.tables.filter { !matchedOld.contains($0.name) }
    }

    /// The old version's table holding what `table` holds, and whether a join table's sides are swapped.
    func counterpart(of table: TableLayout) -> (TableLayout, Bool)? {
        switch table.kind {
        case .entity(let modelName):
            guard let model = to.model(named: modelName), let oldModel = correspondence.previousModel(of: model),
                let old = oldLayout.table(forEntity: oldModel.name)
            else { return nil }
            return (old, false)
        case .join(let modelName, let relationshipName):
            guard let model = to.model(named: modelName), let oldModel = correspondence.previousModel(of: model),
                let oldRelationship = correspondence.previousPropertyName(of: relationshipName, inModel: modelName),
                case .joinTable(let name, let sourceIsOwner) = oldLayout.relationshipStorage[oldModel.name]?[
                    oldRelationship],
                let old = oldLayout.table(named: name)
            else { return nil }
            return (old, !sourceIsOwner)
        }
    }

    /// The columns to add when `new` is `old` plus columns the engine can add in place, else `nil`.
    private func addableColumns(old: TableLayout, new: TableLayout) -> [ColumnLayout]? {
        guard new.columns.count > old.columns.count, Array(new.columns.prefix(old.columns.count)) == old.columns else {
            return nil
        }
        let added = Array(new.columns.dropFirst(old.columns.count))
        return added.allSatisfy(Self.canAdd) ? added : nil
    }

    /// Whether `ALTER TABLE ADD COLUMN` can add `column`: it needs a non-NULL default for NOT NULL, and a NULL
    /// default for references.
    private static func canAdd(_ column: ColumnLayout) -> Bool {
        (!column.isNotNull || column.defaultSQL != nil) && (column.references == nil || !column.isNotNull)
    }

    /// How `old` becomes `new` in place, when every new column is an old one carried over unchanged (renamed
    /// or made nullable at most, as the engine allows), in the old order, followed by columns the engine can
    /// add; old columns no new one comes from are dropped if nothing refers to them. `nil` when the table must
    /// be rebuilt. What the automatic copy would write decides it: a column is carried over only where the
    /// copy would take the old column's value as it is.
    private func inPlacePlan(old: TableLayout, new: TableLayout) -> InPlaceTablePlan? {
        let supported = inPlaceChanges
        guard !supported.isEmpty, case .entity(let modelName) = new.kind, let model = to.model(named: modelName),
            let oldModel = correspondence.previousModel(of: model)
        else { return nil }
        var plan = InPlaceTablePlan(renames: [], drops: [], relaxed: [], adds: [])
        var keptOld: [String] = []
        for column in new.columns {
            guard let expression = try? copyExpression(for: column, model: model, oldModel: oldModel, oldTable: old)
            else { return nil }
            if let oldColumn = old.columns.first(where: { expression == "o.\(dialect.quoted($0.name))" }) {
                // A carried column after an added one would leave the table in another order than a rebuild's.
                guard plan.adds.isEmpty, oldColumn.content == column.content,
                    oldColumn.defaultValue == column.defaultValue, oldColumn.references == column.references,
                    oldColumn.isNotNull == column.isNotNull || (oldColumn.isNotNull && supported.contains(.dropNotNull))
                else { return nil }
                keptOld.append(oldColumn.name)
                if oldColumn.name != column.name { plan.renames.append((oldColumn.name, column.name)) }
                if oldColumn.isNotNull != column.isNotNull { plan.relaxed.append(column.name) }
            } else {
                // Anything else must be a new column the engine fills as the copy would: NULL or its default.
                guard Self.canAdd(column), expression == "NULL" || expression == defaultLiteral(of: column) else {
                    return nil
                }
                plan.adds.append(column)
            }
        }
        guard keptOld == old.columns.map(\.name).filter(keptOld.contains) else { return nil }
        let indexed = Set(old.indexes.flatMap(\.columns))
        plan.drops = old.columns.map(\.name).filter { !keptOld.contains($0) }
        let remaining = Set(keptOld)
        guard plan.drops.isEmpty || supported.contains(.drop),
            plan.drops.allSatisfy({ name in !indexed.contains(name) && old.column(named: name)?.references == nil }),
            plan.renames.isEmpty || supported.contains(.rename),
            // A reference's constraint is named after its column: renaming one is left to a rebuild.
            plan.renames.allSatisfy({ old.column(named: $0.from)?.references == nil }),
            // A rename onto a name an old column keeps would need a third name; a rebuild is simpler.
            plan.renames.allSatisfy({ !remaining.contains($0.to) }),
            !(plan.renames.isEmpty && plan.drops.isEmpty && plan.relaxed.isEmpty)
        else { return nil }
        return plan
    }

    // MARK: Structure

    /// Sets old tables aside, creates new ones and adds columns: everything before user code runs.
    func prepareStructure() throws {
        let unchanged = states.compactMap { name, state -> String? in
            switch state {
            case .keep, .addColumns, .alterInPlace: name
            case .create, .rebuild: nil
            }
        }
        try database.beginRestructuring(unchanged: Set(unchanged))
        for state in states.sorted(by: { $0.key < $1.key }).map(\.value) {
            if case .rebuild(let old, _) = state { try setAside(old.name) }
        }
        for old in droppedOldTables { try setAside(old.name) }
        for table in newLayout.tables {
            switch states[table.name] {
            case .create?, .rebuild?:
                try database.execute(createStatement(for: table))
            case .addColumns(let columns)?:
                for column in columns {
                    let definition = dialect.definition(of: column, references: dialect.allowsForwardReferences)
                    try database.execute("ALTER TABLE \(dialect.quoted(table.name)) ADD COLUMN \(definition)")
                }
            case .alterInPlace(let plan)?:
                for statement in plan.statements(for: table.name, dialect: dialect) {
                    try database.execute(statement)
                }
            default:
                break
            }
        }
        rowsToCopy = try newLayout.tables.reduce(0) { total, table in
            guard case .rebuild(let old, _)? = states[table.name], let physical = physicalOldName[old.name] else {
                return total
            }
            return total + (try database.rowCount(of: physical))
        }
    }

    private var dialect: any SQLDialect { database.dialect }

    /// A new table without its indexes, which ``finish()`` creates once the rows are in; references inline
    /// where the engine allows them, else added by ``StepDatabase/finishRestructuring(layout:)``.
    private func createStatement(for table: TableLayout) -> String {
        dialect.createStatement(for: table, references: dialect.allowsForwardReferences)
    }

    /// Renames an old table to `_old_<name>` (references from other tables keep naming the original table,
    /// which the new version's table takes over).
    private func setAside(_ name: String) throws {
        guard physicalOldName[name] == nil else { return }
        let asideName = "_old_" + name
        try database.setAside(name, as: asideName)
        physicalOldName[name] = asideName
    }

    /// Makes a kept table rebuildable, for a custom stage that rewrites an entity whose layout did not change
    /// (an enum's raw values, for example).
    func ensureRebuilding(_ table: TableLayout) throws {
        guard case .keep? = states[table.name], let (old, swapped) = counterpart(of: table) else { return }
        try setAside(old.name)
        try database.execute(createStatement(for: table))
        states[table.name] = .rebuild(old: old, swapped: swapped)
    }

    /// The tables whose rows this step wrote (created or rebuilt): the ones the checks after the stage must
    /// read. Kept tables and columns added in place are untouched, so checking them would only cost time
    /// proportional to the store.
    var rewrittenTables: [TableLayout] {
        newLayout.tables.filter { table in
            switch states[table.name] {
            case .create?, .rebuild?: true
            default: false
            }
        }
    }

    /// The tables whose rows may reference a rewritten table, and so need their foreign keys checked.
    var tablesToCheckForeignKeys: [TableLayout] {
        let rewritten = Set(rewrittenTables.map(\.name))
        return newLayout.tables.filter { table in
            rewritten.contains(table.name) || table.columns.contains { $0.references.map(rewritten.contains) ?? false }
        }
    }

    /// Where the rows of the old version's entity `name` are now.
    func physicalOldTable(forEntity name: String) -> String? {
        guard let table = oldLayout.table(forEntity: name) else { return nil }
        return physicalOldName[table.name] ?? table.name
    }

    func markFilled(_ table: String) { filled.insert(table) }

    func isFilled(_ table: String) -> Bool { filled.contains(table) }

    func countRows(_ count: Int) {
        rowsTouched += count
        rowsCopied += count
        progress?(rowsCopied, max(rowsToCopy, rowsCopied))
    }

    // MARK: Finishing

    /// Copies what user code did not write, drops the old tables, and brings indexes up to date. The store's
    /// ``StepDatabase/finishRestructuring(layout:)`` follows once the checks pass.
    func finish() throws {
        for table in newLayout.tables {
            guard case .rebuild(let old, let swapped)? = states[table.name], !filled.contains(table.name) else {
                continue
            }
            try copyRows(into: table, from: old, swapped: swapped)
        }
        for (_, aside) in physicalOldName.sorted(by: { $0.key < $1.key }) {
            try database.execute("DROP TABLE \(dialect.quoted(aside))")
        }
        for table in newLayout.tables {
            try database.synchroniseIndexes(of: table)
        }
    }

    /// Copies an old table's rows into a rebuilt one with `INSERT ... SELECT`, keeping primary keys.
    func copyRows(into table: TableLayout, from old: TableLayout, swapped: Bool) throws {
        guard let source = physicalOldName[old.name] else { return }
        let expressions: [String]
        switch table.kind {
        case .join:
            // An old table owned by the other side has its columns the other way round.
            let (sourceColumn, targetColumn) = StoreLayout.joinColumns(sourceIsOwner: !swapped)
            expressions = ["o.\(dialect.quoted(sourceColumn))", "o.\(dialect.quoted(targetColumn))"]
        case .entity(let modelName):
            guard let model = to.model(named: modelName), let oldModel = correspondence.previousModel(of: model) else {
                return
            }
            expressions = try table.columns.map {
                try copyExpression(for: $0, model: model, oldModel: oldModel, oldTable: old)
            }
        }
        let columns = ([TableLayout.primaryKey] + table.columns.map(\.name)).map(dialect.quoted).joined(
            separator: ", ")
        let select = (["o.\(dialect.quoted(TableLayout.primaryKey))"] + expressions).joined(separator: ", ")
        let copied = try database.execute(
            "INSERT INTO \(dialect.quoted(table.name)) (\(columns)) SELECT \(select) FROM \(dialect.quoted(source)) AS o"
        )
        filled.insert(table.name)
        countRows(copied)
    }

    /// Why the automatic copy can't fill a column.
    struct CopyFailure: Error, CustomStringConvertible {
        var entity: String
        var reason: String
        var description: String { "the rows of '\(entity)' can't be copied automatically: \(reason)" }
    }

    /// The SQL giving a new column's value from the old row `o`.
    private func copyExpression(for column: ColumnLayout, model: Model, oldModel: Model, oldTable: TableLayout) throws
        -> String
    {
        let fail = { (reason: String) in CopyFailure(entity: model.name, reason: reason) }
        if let relationship = model.relationship(named: column.name) {
            if let oldColumn = oldForeignKeyColumn(for: relationship, in: model, oldModel: oldModel),
                oldTable.column(named: oldColumn) != nil
            {
                return "o.\(dialect.quoted(oldColumn))"
            }
            guard !column.isNotNull else {
                throw fail("the required relationship '\(relationship.name)' has no counterpart to copy")
            }
            return "NULL"
        }
        guard let attribute = model.attribute(named: column.name) else { return "NULL" }
        if let oldName = correspondence.previousPropertyName(of: attribute.name, inModel: model.name),
            let oldAttribute = oldModel.attribute(named: oldName), !oldAttribute.isTransient,
            oldTable.column(named: oldName) != nil
        {
            let oldType = oldAttribute.type.nonOptional
            let newType = attribute.type.nonOptional
            let sameStorage = oldType == newType && !(newType.enumName.map(changedEnums.contains) ?? false)
            guard
                sameStorage
                    || TypeWidening.widens(
                        from: oldType, to: newType, rawTypeOfOldEnum: { from.enumDeclaration(named: $0)?.rawType })
            else {
                throw fail("'\(attribute.name)' changed from \(oldAttribute.type) to \(attribute.type)")
            }
            let oldContent = oldTable.column(named: oldName)?.content ?? column.content
            let value = dialect.conversion(of: "o.\(dialect.quoted(oldName))", from: oldContent, to: column.content)
            if column.isNotNull, oldAttribute.type.isOptional, let fallback = defaultLiteral(of: column) {
                return "COALESCE(\(value), \(fallback))"
            }
            return value
        }
        switch attribute.defaultValue {
        case .now?: return dialect.literal(.real(migrationTime), in: .primitive(.date))
        case .generatedUUID?: return database.newUUIDExpression
        case _? where column.defaultValue != nil: return defaultLiteral(of: column) ?? "NULL"
        default:
            guard !column.isNotNull else {
                throw fail("the new attribute '\(attribute.name)' is required and has no default")
            }
            return "NULL"
        }
    }

    /// The old foreign-key column that holds the same relationship, when it was stored on the same side.
    func oldForeignKeyColumn(for relationship: Relationship, in model: Model, oldModel: Model) -> String? {
        guard let oldName = correspondence.previousPropertyName(of: relationship.name, inModel: model.name),
            let oldRelationship = oldModel.relationship(named: oldName),
            correspondence.currentModelNames[oldRelationship.target] == relationship.target,
            case .foreignKey(let column)? = oldLayout.relationshipStorage[oldModel.name]?[oldName]
        else { return nil }
        return column
    }

    /// The column's constant default as a literal of the engine, if it has one.
    private func defaultLiteral(of column: ColumnLayout) -> String? {
        column.defaultValue.map { dialect.literal($0, in: column.content) }
    }
}
