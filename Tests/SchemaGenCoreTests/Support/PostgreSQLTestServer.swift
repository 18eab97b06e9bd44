import Foundation
import Testing

/// The PostgreSQL server the tests that need one run against: its URL from `SCHEMAGEN_POSTGRES_URL`
/// (`scripts/postgres-test-server.sh start DIR` prints one; `.ci/run` sets it). Without it those tests are
/// skipped, and the skip says how to run them.
enum PostgreSQLTestServer {
    /// The server's URL, if one is configured.
    static let url = ProcessInfo.processInfo.environment["SCHEMAGEN_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// Skips a test when no server is configured.
    static let required = ConditionTrait.enabled(
        if: url != nil,
        "no PostgreSQL server: set SCHEMAGEN_POSTGRES_URL (scripts/postgres-test-server.sh start DIR prints one)")

    /// Runs `script` with `psql` in one session that stops at the first error, and returns what it printed
    /// (unaligned, tuples only) or throws with psql's message.
    static func run(_ script: String) throws -> String {
        let url = try #require(url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-f", "-"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PSQLFailure(message: complaint) }
        return printed
    }

    /// What psql said when a script failed.
    struct PSQLFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { "psql failed: \(message)" }
    }
}
