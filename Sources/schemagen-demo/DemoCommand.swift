import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import Logging
import SchemaRuntime

/// `swift run schemagen-demo [--store PATH] [--profiles N]`: creates a store at the example's first
/// version with sample data, migrates it to the latest with a progress display, validates it, and prints
/// what each stage did.
///
/// `schemagen-demo migrate PATH` only opens (and so migrates) an existing store and prints the version it
/// opened at: the crash test runs it and kills it at random moments, and the concurrency test runs several at
/// once. `migrate PATH --die-after-applying VERSION` kills itself (SIGKILL, as a power cut would) the moment
/// the stage into VERSION has committed, before the migration cleans up: the cleanup test's exact moment.
@main
struct DemoCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if arguments.first == "migrate", arguments.count == 2 || arguments.count == 4 {
                var options = StoreOptions()
                if arguments.count == 4 {
                    guard arguments[2] == "--die-after-applying" else { usage() }
                    options.logger = Logger(label: "schemagen.demo") { _ in DyingLogHandler(version: arguments[3]) }
                }
                let store = try SchemaStore.open(
                    at: URL(fileURLWithPath: arguments[1]), plan: SchemaMigrations.self, customStages: FitLogStages(),
                    options: options)
                print("opened at \(store.version)")
                return
            }
            var storePath = FileManager.default.temporaryDirectory.appendingPathComponent("fitlog-demo.sqlite").path
            var profiles = 200
            while let option = arguments.first {
                arguments.removeFirst()
                switch option {
                case "--store": storePath = arguments.isEmpty ? storePath : arguments.removeFirst()
                case "--profiles": profiles = arguments.isEmpty ? profiles : Int(arguments.removeFirst()) ?? profiles
                default: usage()
                }
            }
            try run(storePath: storePath, profiles: profiles)
        } catch {
            FileHandle.standardError.write(Data("schemagen-demo: \(error)\n".utf8))
            exit(1)
        }
    }

    static func usage() -> Never {
        print("usage: schemagen-demo [--store PATH] [--profiles N] | migrate PATH [--die-after-applying VERSION]")
        exit(2)
    }

    static func run(storePath: String, profiles: Int) throws {
        let url = URL(fileURLWithPath: storePath)
        for suffix in ["", "-journal", "-wal", "-shm", ".schemagen-lock"] {
            try? FileManager.default.removeItem(atPath: storePath + suffix)
        }
        print("1. Creating \(storePath) at \(SchemaV1.versionIdentifier), as the app's first release would")
        let first = try SchemaStore.open(at: url, schemas: [SchemaV1.self], stages: [])
        try first.write { context in try SampleData.insert(profiles: profiles, into: context) }
        try first.read { context in
            print(
                "   \(try context.count(SchemaV1.SDUserProfile.self)) profiles, \(try context.count(SchemaV1.SDMeal.self)) meals, "
                    + "\(try context.count(SchemaV1.SDMealLogItem.self)) meal items, \(try context.count(SchemaV1.SDLegacyNote.self)) legacy notes"
            )
        }

        print("2. Opening it with the latest app (\(SchemaV7.versionIdentifier)): every stage runs in order")
        var options = StoreOptions()
        var lastLine = ""
        options.progress = { progress in
            let rows = progress.rowsTotal > 0 ? ", rows \(progress.rowsDone) of \(progress.rowsTotal)" : ""
            let line =
                "   stage \(progress.stage) of \(progress.stageCount): \(progress.from) -> \(progress.to) (\(progress.kind.rawValue))\(rows)"
            if line != lastLine { print(line) }
            lastLine = line
        }
        let store = try SchemaStore.open(
            at: url, plan: SchemaMigrations.self, customStages: FitLogStages(), options: options)

        print("3. What each stage did")
        for stage in try store.history() {
            let from = stage.from.map { "\($0) -> " } ?? ""
            print(
                "   \(from)\(stage.to): \(stage.kind), \(stage.rowsTouched) rows, \(String(format: "%.3f", stage.duration)) s"
            )
        }

        print("4. Validating the migrated store")
        try store.read { context in
            let profileCount = try context.count(SchemaV7.SDUserProfile.self)
            let items = try context.fetch(SchemaV7.SDMealLogItem.self)
            let withPreferences = try context.fetch(SchemaV7.SDUserProfile.self).filter { $0.preferences != nil }.count
            let check = try String.fetchIntegrity(context)
            print("   \(profileCount) profiles (\(withPreferences) with their preferences), \(items.count) meal items")
            let sample = items.prefix(3).map { "\($0.foodName) \($0.quantity) \($0.unit)" }.joined(separator: "; ")
            print("   quantities are numbers now: \(sample)")
            print(
                "   meal titles carried over from 'name': \(try context.fetch(SchemaV7.SDMeal.self, limit: 2).map(\.title))"
            )
            print("   integrity check: \(check)")
            guard profileCount == profiles, withPreferences == profiles, check == "ok" else {
                throw DemoFailure(description: "the migrated store does not hold what the first version wrote")
            }
        }
        print("Done: \(storePath) is at \(store.version).")
    }
}

struct DemoFailure: Error, CustomStringConvertible {
    var description: String
}

extension String {
    static func fetchIntegrity(_ context: StoreContext) throws -> String {
        try String.fetchOne(context.database, sql: "PRAGMA integrity_check") ?? "no answer"
    }
}
