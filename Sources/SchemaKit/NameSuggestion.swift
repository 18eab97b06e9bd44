/// "Did you mean ...?" for names that are close to a known one, and name lists for messages.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, ignoring case, when it is close enough to be a
    /// plausible typo (at most one edit per three characters, and at most three).
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var unlimited = Budget(comparisons: .max)
        return Index(candidates).closest(to: name, budget: &unlimited)
    }

    /// How many candidate comparisons one file's suggestions may make in all. Each comparison is cheap, but
    /// a file with n unknown names among n declared ones would make n squared: with this cap a 50 MB file of
    /// mistakes is still read in linear time, and a real file (hundreds of names, a few mistakes) never
    /// comes near it.
    public struct Budget: Sendable {
        /// Comparisons left.
        public private(set) var comparisonsLeft: Int

        /// A budget of `comparisons`.
        public init(comparisons: Int = 1_000_000) {
            comparisonsLeft = comparisons
        }

        /// Takes `count` comparisons if that many are left.
        mutating func spend(_ count: Int) -> Bool {
            guard count <= comparisonsLeft else { return false }
            comparisonsLeft -= count
            return true
        }
    }

    /// Candidates prepared once for many lookups: lowercased once, and grouped by length so a lookup compares
    /// only the names an edit distance within the allowance can reach. A lookup the budget can't cover whole
    /// suggests nothing; ``closest(to:among:)`` is one lookup with no limit.
    public struct Index: Sendable {
        private struct Candidate: Sendable {
            var name: String
            var lowered: [Character]
            /// The position among the candidates given: of two equally close candidates, the first wins.
            var rank: Int
        }

        private let byLength: [Int: [Candidate]]
        /// The longest candidate's length in bytes.
        private let longest: Int

        /// Prepares `candidates`; between two equally close ones, the one given first is suggested.
        public init(_ candidates: some Sequence<String>) {
            var byLength: [Int: [Candidate]] = [:]
            var longest = 0
            for (rank, name) in candidates.enumerated() {
                let lowered = Array(name.lowercased())
                byLength[lowered.count, default: []].append(Candidate(name: name, lowered: lowered, rank: rank))
                longest = max(longest, name.utf8.count)
            }
            self.byLength = byLength
            self.longest = longest
        }

        /// The candidate closest to `name`, when one is close enough and `budget` covers the lookup.
        public func closest(to name: String, budget: inout Budget) -> String? {
            // A name longer than every candidate by more than the edits allowed has no close one; checking
            // first keeps a huge scalar from being copied into characters at all.
            guard name.utf8.count <= longest + 3 else { return nil }
            let target = Array(name.lowercased())
            let allowed = max(1, min(3, target.count / 3))
            let lengths = max(0, target.count - allowed)...(target.count + allowed)
            let reachable = lengths.reduce(0) { $0 + (byLength[$1]?.count ?? 0) }
            guard reachable > 0, budget.spend(reachable) else { return nil }
            var best: (candidate: Candidate, distance: Int)?
            for length in lengths {
                for candidate in byLength[length] ?? [] where candidate.name != name {
                    let distance = NameSuggestion.editDistance(target, candidate.lowered, limit: allowed)
                    guard distance <= allowed else { continue }
                    if let current = best,
                        distance > current.distance
                            || (distance == current.distance && candidate.rank > current.candidate.rank)
                    {
                        continue
                    }
                    best = (candidate, distance)
                }
            }
            return best?.candidate.name
        }

        /// "did you mean 'x'?" when a close candidate exists within `budget`, else `fallback`.
        public func hint(for name: String, budget: inout Budget, otherwise fallback: String?) -> String? {
            closest(to: name, budget: &budget).map { "did you mean '\($0)'?" } ?? fallback
        }
    }

    /// "did you mean 'x'?" when a close candidate exists, else `fallback`.
    public static func hint(for name: String, among candidates: some Sequence<String>, otherwise fallback: String?)
        -> String?
    {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" } ?? fallback
    }

    /// A quoted list for messages: `'a', 'b' or 'c'`.
    public static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so `emial` is one edit
    /// from `email`), giving up (returning `limit + 1`) once every path exceeds `limit`.
    fileprivate static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
