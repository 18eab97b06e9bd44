import SchemaModel

/// Where a fixture file's hand-written rows are in a frozen store, so that their `expect:` values are checked
/// there as in a fresh store.
///
/// The keys a fresh store gives them can't be assumed: the store was frozen by an earlier release, whose kit
/// may have generated more or fewer rows before them. Two facts hold for every release, though: the kit
/// writes a version's hand-written rows after its generated ones, in file order, with consecutive keys, and a
/// frozen file is never written again. So a row is found:
///
/// 1. by its values: the one row holding every value the file gives it (numbers compare by value), preferring
///    the row at its place;
/// 2. failing that, at its place (the file's last rows of a model are the table's last keys), where the old
///    code wrote other values than the file now gives: exactly the bytes a conversion must still handle, so
///    its expectations are checked there, and failures say what the row was frozen holding;
/// 3. failing both, it is not in the store (the file gained it after the store was frozen): a failure, since
///    an expectation that is never checked proves nothing.
struct FrozenFixtureRows {
    /// The store key of each row found, by model and row key.
    private(set) var keys: [String: [String: Int64]] = [:]
    /// What a row found at its place was frozen holding, where the file now gives other values, by model and key.
    private(set) var notes: [String: [String: String]] = [:]
    /// The file's rows the store does not hold.
    private(set) var missing: [FixtureRows.Row] = []

    /// Finds `fixture`'s rows in `snapshot`, a frozen store at the fixture's version.
    init(_ fixture: FixtureRows, in snapshot: StoreSnapshot) {
        let rowsByModel = Dictionary(grouping: fixture.rows, by: \.model)
        for (model, rows) in rowsByModel {
            let stored = snapshot.rows[model] ?? [:]
            let lastKey = stored.keys.max() ?? 0
            var taken: Set<Int64> = []
            var unmatched: [(row: FixtureRows.Row, place: Int64)] = []
            for (offset, row) in rows.enumerated() {
                let place = lastKey - Int64(rows.count - offset - 1)
                let candidates = stored.filter { !taken.contains($0.key) && Self.holds(row, $0.value) }.keys
                let found = candidates.contains(place) ? place : (candidates.count == 1 ? candidates.first : nil)
                if let key = found {
                    taken.insert(key)
                    keys[model, default: [:]][row.key] = key
                } else {
                    unmatched.append((row, place))
                }
            }
            // Places are taken only once every row that matches by value has its own.
            for (row, place) in unmatched {
                guard let values = stored[place], !taken.contains(place) else {
                    missing.append(row)
                    continue
                }
                taken.insert(place)
                keys[model, default: [:]][row.key] = place
                notes[model, default: [:]][row.key] = Self.differences(row, values)
            }
        }
        missing.sort { ($0.model, $0.key) < ($1.model, $1.key) }
    }

    /// Whether a stored row holds every value `row` gives.
    private static func holds(_ row: FixtureRows.Row, _ values: [String: StoredValue]) -> Bool {
        row.values.allSatisfy { name, value in ValueExpectation.equal(value).accepts(values[name] ?? .null) }
    }

    /// "frozen holding quantity '2,5 dl'": the values the row was frozen with where the file gives others.
    private static func differences(_ row: FixtureRows.Row, _ values: [String: StoredValue]) -> String {
        let differing = row.values.keys.sorted().compactMap { name -> String? in
            let stored = values[name] ?? .null
            guard let given = row.values[name], !ValueExpectation.equal(given).accepts(stored) else { return nil }
            return "\(name) \(stored.shown)"
        }
        return "frozen holding " + differing.joined(separator: ", ")
    }
}
