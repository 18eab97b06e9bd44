import FitLogExample
import Foundation
import GeneratedSchemas
import Logging
import SchemaRuntime

/// `swift run schemagen-demo [--store PATH | --postgres URL [--schema NAME]] [--profiles N]`: creates a store
/// at the example's first version with sample data, migrates it to the latest with a progress display,
/// validates it, and prints what each stage did. With `--postgres`, the store is the schema `NAME`
/// (`fitlog_demo` by default) of that database, dropped and made anew.
///
/// `schemagen-demo prepare PATH-OR-URL [--schema NAME] [--profiles N]` only creates the store at the first
/// version with its sample data, for several instances to migrate at once.
///
/// `schemagen-demo migrate PATH-OR-URL [--schema NAME] [--die-after-applying VERSION]` only opens (and so
/// migrates) an existing store and prints the version it opened at: the crash tests run it and kill it at
/// random moments, and the concurrency tests run several at once. `--die-after-applying VERSION` kills
/// itself (SIGKILL, as a power cut would) the moment the stage into VERSION has committed, before the
/// migration cleans up: the cleanup test's exact moment. `--die-during VERSION --after SECONDS` kills it that
/// long after the stage into VERSION starts, inside the stage's transaction.
@main
struct DemoCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let command = ["prepare", "migrate"].contains(arguments.first) ? arguments.removeFirst() : "demo"
            var target: String?
            if command != "demo" {
                guard !arguments.isEmpty else { usage() }
                target = arguments.removeFirst()
            }
            var schema = DemoTarget.defaultSchema
            var profiles = 200
            var dieAfter: String?
            var dieDuring: String?
            var killDelay: TimeInterval = 0
            while let option = arguments.first {
                arguments.removeFirst()
                guard let value = arguments.first else { usage() }
                arguments.removeFirst()
                switch (command, option) {
                case ("demo", "--store"), ("demo", "--postgres"): target = value
                case (_, "--schema"): schema = value
                case ("demo", "--profiles"), ("prepare", "--profiles"):
                    guard let count = Int(value) else { usage() }
                    profiles = count
                case ("migrate", "--die-after-applying"): dieAfter = value
                case ("migrate", "--die-during"): dieDuring = value
                case ("migrate", "--after"):
                    guard let seconds = TimeInterval(value) else { usage() }
                    killDelay = seconds
                default: usage()
                }
            }
            let store = try DemoTarget(
                target ?? FileManager.default.temporaryDirectory.appendingPathComponent("fitlog-demo.sqlite").path,
                schema: schema)
            switch command {
            case "prepare": try prepare(store, profiles: profiles)
            case "migrate":
                try migrate(
                    store, dieAfter: dieAfter, killDuring: dieDuring.map { DelayedKill(version: $0, delay: killDelay) })
            default: try run(store, profiles: profiles)
            }
        } catch {
            FileHandle.standardError.write(Data("schemagen-demo: \(error)\n".utf8))
            exit(1)
        }
    }

    static func usage() -> Never {
        print(
            """
            usage: schemagen-demo [--store PATH | --postgres URL [--schema NAME]] [--profiles N]
                   schemagen-demo prepare PATH-OR-URL [--schema NAME] [--profiles N]
                   schemagen-demo migrate PATH-OR-URL [--schema NAME] [--die-after-applying VERSION]
                                          [--die-during VERSION --after SECONDS]
            """)
        exit(2)
    }

    /// Opens the store with the latest app, as each instance of a server does at boot, and says where it is.
    static func migrate(_ target: DemoTarget, dieAfter version: String?, killDuring kill: DelayedKill?) throws {
        let logger =
            version.map { version in Logger(label: "schemagen.demo") { _ in DyingLogHandler(version: version) } }
            ?? Logger(label: "schemagen.store")
        let store = try target.openLatest(customStages: FitLogStages(), logger: logger, progress: kill?.progress)
        print("opened at \(store.version)")
    }

    /// Creates the store at the first version with `profiles` profiles of sample data, and prints its counts.
    @discardableResult
    static func prepare(_ target: DemoTarget, profiles: Int) throws -> any DemoStore {
        try target.reset()
        print("1. Creating \(target) at \(SchemaV1.versionIdentifier), as the app's first release would")
        let first = try target.createAtFirstVersion()
        try first.write { context in try SampleData.insert(profiles: profiles, into: context) }
        try first.read { context in
            print(
                "   \(try context.count(SchemaV1.SDUserProfile.self)) profiles, \(try context.count(SchemaV1.SDMeal.self)) meals, "
                    + "\(try context.count(SchemaV1.SDMealLogItem.self)) meal items, \(try context.count(SchemaV1.SDLegacyNote.self)) legacy notes"
            )
        }
        return first
    }

    static func run(_ target: DemoTarget, profiles: Int) throws {
        try prepare(target, profiles: profiles)

        print("2. Opening it with the latest app (\(SchemaV7.versionIdentifier)): every stage runs in order")
        let display = ProgressDisplay()
        let store = try target.openLatest(
            customStages: FitLogStages(), logger: Logger(label: "schemagen.store"), progress: display.show)

        print("3. What each stage did")
        for stage in try store.history() {
            let from = stage.from.map { "\($0) -> " } ?? ""
            print(
                "   \(from)\(stage.to): \(stage.kind), \(stage.rowsTouched) rows, \(String(format: "%.3f", stage.duration)) s"
            )
        }

        print("4. Validating the migrated store")
        let check = try store.integrityCheck()
        try store.read { context in
            let profileCount = try context.count(SchemaV7.SDUserProfile.self)
            let items = try context.fetch(SchemaV7.SDMealLogItem.self)
            let withPreferences = try context.fetch(SchemaV7.SDUserProfile.self).filter { $0.preferences != nil }.count
            print("   \(profileCount) profiles (\(withPreferences) with their preferences), \(items.count) meal items")
            let sample = items.prefix(3).map { "\($0.foodName) \($0.quantity) \($0.unit)" }.joined(separator: "; ")
            print("   quantities are numbers now: \(sample)")
            print(
                "   meal titles carried over from 'name': \(try context.fetch(SchemaV7.SDMeal.self, limit: 2).map(\.title))"
            )
            print("   integrity check: \(check ?? "none (PostgreSQL checks each page as it reads it)")")
            guard profileCount == profiles, withPreferences == profiles, check == nil || check == "ok" else {
                throw DemoFailure(description: "the migrated store does not hold what the first version wrote")
            }
        }
        print("Done: \(target) is at \(store.version).")
    }
}

/// Prints each stage's progress once per change, from whichever thread the migration reports on.
final class ProgressDisplay: @unchecked Sendable {
    private let lock = NSLock()
    private var lastLine = ""

    func show(_ progress: MigrationProgress) {
        let rows = progress.rowsTotal > 0 ? ", rows \(progress.rowsDone) of \(progress.rowsTotal)" : ""
        let line =
            "   stage \(progress.stage) of \(progress.stageCount): \(progress.from) -> \(progress.to) (\(progress.kind.rawValue))\(rows)"
        lock.lock()
        let isNew = line != lastLine
        lastLine = line
        lock.unlock()
        if isNew { print(line) }
    }
}

struct DemoFailure: Error, CustomStringConvertible {
    var description: String
}
