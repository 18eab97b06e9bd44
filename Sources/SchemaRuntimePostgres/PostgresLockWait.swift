#if PostgreSQL
    import Foundation
    import PostgresNIO

    /// What a session was seen waiting for, read from another session while it waited (PostgreSQL tells only
    /// then): the object it wanted a lock on, from `pg_locks`, and the sessions in its way, from
    /// `pg_blocking_pids` and `pg_stat_activity`.
    struct PostgresLockWait: Sendable, Equatable {
        /// What the session waited for, as a message says it: "a lock on the table 'SDUserProfile'".
        var object: String
        /// The sessions in its way, one holding the lock first; empty when they ended as it was read.
        var blockers: [Blocker]

        /// A session in the way, as `pg_stat_activity` shows it; a field the server hides from the reading role
        /// is `nil`.
        struct Blocker: Sendable, Equatable {
            var pid: Int64
            var state: String?
            var applicationName: String?
            /// How long it has been in `state`, as the server prints it ("1.3").
            var secondsInState: String?
            var lastQuery: String?
        }

        /// What session `pid` waits for now, or `nil` when it waits for no lock.
        static func read(waiting pid: Int64, on observer: PostgresSession) throws -> PostgresLockWait? {
            // A waiting session waits for one lock at a time: one row per session in its way, the ones not
            // waiting themselves (the holders) first, the oldest transaction first. A session waiting for a row
            // waits for the transaction that holds it, having taken the row's own lock, which names the table.
            let rows = try observer.query(
                """
                SELECT w.locktype, c.relname, c.relkind::text, t.relname, s.nspname, r.relname,
                    b.pid::bigint, b.state, b.application_name,
                    round(extract(epoch FROM clock_timestamp() - b.state_change)::numeric, 1)::text, b.query
                FROM pg_locks w
                LEFT JOIN pg_class c ON c.oid = w.relation
                LEFT JOIN pg_index i ON i.indexrelid = w.relation
                LEFT JOIN pg_class t ON t.oid = i.indrelid
                LEFT JOIN pg_namespace s
                    ON w.locktype = 'object' AND w.classid = 'pg_namespace'::regclass AND s.oid = w.objid
                LEFT JOIN LATERAL (
                    SELECT min(rc.relname::text) AS relname FROM pg_locks rl JOIN pg_class rc ON rc.oid = rl.relation
                    WHERE rl.pid = w.pid AND rl.locktype = 'tuple' AND rl.granted
                ) r ON w.locktype = 'transactionid'
                LEFT JOIN LATERAL unnest(pg_blocking_pids(w.pid)) AS blocking(pid) ON true
                LEFT JOIN pg_stat_activity b ON b.pid = blocking.pid
                WHERE w.pid = $1 AND NOT w.granted
                ORDER BY b.wait_event_type IS NOT DISTINCT FROM 'Lock', b.xact_start NULLS LAST
                """,
                [.int64(pid)])
            guard let first = rows.first else { return nil }
            let lock = try Array(first).prefix(6).map(PostgresValueCoding.text)
            let blockers = try rows.compactMap { row -> Blocker? in
                let cells = Array(row)
                guard let pid = try PostgresValueCoding.integer(cells[6]) else { return nil }
                return Blocker(
                    pid: pid, state: try PostgresValueCoding.text(cells[7]),
                    applicationName: try PostgresValueCoding.text(cells[8]),
                    secondsInState: try PostgresValueCoding.text(cells[9]),
                    lastQuery: try PostgresValueCoding.text(cells[10]))
            }
            return PostgresLockWait(object: describeObject(lock), blockers: blockers)
        }

        /// What the lock is on, from the first columns of the query above: its type, its relation (and that
        /// relation's kind, and the table of an index), its schema, or the table of the row it is for.
        private static func describeObject(_ lock: [String?]) -> String {
            let (locktype, relation, kind, indexTable, schema, rowTable) = (
                lock[0], lock[1], lock[2], lock[3], lock[4], lock[5]
            )
            if let indexTable, let relation { return "a lock on the table '\(indexTable)' (its index '\(relation)')" }
            if let relation {
                return "a lock on the \(kind == "r" || kind == "p" ? "table" : "relation") '\(relation)'"
            }
            if let schema { return "a lock on the schema '\(schema)'" }
            if let rowTable { return "a lock on a row of the table '\(rowTable)'" }
            if locktype == "transactionid" { return "another session's transaction to end" }
            return "a lock of type \(locktype ?? "unknown")"
        }

        /// Who is in the way and what to do about it: "held by session 4242 (application 'report-job', idle in
        /// transaction for 1.3 s, last query: SELECT ...); end that session's transaction ...".
        var blockersAndAdvice: String {
            guard let holder = blockers.first else {
                return "the session holding it ended as it was looked at; open the store again"
            }
            var details: [String] = []
            if let name = holder.applicationName, !name.isEmpty { details.append("application '\(name)'") }
            if let state = holder.state { details.append(state + (holder.secondsInState.map { " for \($0) s" } ?? "")) }
            if let query = holder.lastQuery.map(Self.shortened), !query.isEmpty {
                details.append("last query: \(query)")
            }
            var text =
                "held by session \(holder.pid)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            let others = blockers.dropFirst().map { "\($0.pid)" }
            if !others.isEmpty {
                text +=
                    "; \(others.count == 1 ? "session" : "sessions") \(others.joined(separator: ", ")) also in its way"
            }
            return text
                + "; end that session's transaction (it must commit or roll back, or SELECT pg_terminate_backend(\(holder.pid))), then open the store again"
        }

        /// A query on one line, cut to 100 characters.
        private static func shortened(_ query: String) -> String {
            let line = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return line.count > 100 ? line.prefix(99) + "…" : line
        }
    }
#endif
