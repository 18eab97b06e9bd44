#if PostgreSQL
    import ArgumentParser
    import FitLogExample
    import Foundation
    import GeneratedSchemas
    import Logging
    import SchemaRuntime
    import SchemaRuntimePostgres
    import SchemaRuntimeSQLite

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
    ///
    /// The arguments are parsed by swift-argument-parser, so `--help` is help everywhere and no option-like word
    /// is ever taken for a store's path.
    @main
    struct DemoCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schemagen-demo",
            abstract: "Create a store at the example's first version and migrate it to the latest, showing each stage.",
            subcommands: [RunDemo.self, PrepareStore.self, MigrateStore.self], defaultSubcommand: RunDemo.self)

        /// Refuses a store's path or URL that looks like an option: a mistyped flag must never become a file.
        static func checkTarget(_ text: String?) throws {
            guard let text, text.hasPrefix("-") else { return }
            throw ValidationError("'\(text)' is not a store path or URL; put './' before a path that starts with '-'")
        }
    }

    /// The whole demo: the default command.
    struct RunDemo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Create the store with sample data, migrate it with progress, and validate it.")

        @Option(help: "The SQLite store to create (default: fitlog-demo.sqlite in the temporary folder).")
        var store: String?
        @Option(help: "A PostgreSQL URL instead: the store is a schema of that database, dropped and made anew.")
        var postgres: String?
        @Option(help: "The PostgreSQL schema that holds the store.")
        var schema = DemoTarget.defaultSchema
        @Option(help: "How many profiles of sample data to write.")
        var profiles = 200

        func validate() throws {
            if store != nil, postgres != nil { throw ValidationError("--store and --postgres can't be given together") }
            try DemoCommand.checkTarget(store ?? postgres)
        }

        func run() throws {
            let text =
                postgres ?? store
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("fitlog-demo.sqlite").path
            try DemoCommand.run(try DemoTarget(text, schema: schema), profiles: profiles)
        }
    }

    /// `prepare`: the store at the first version with sample data, for several instances to migrate at once.
    struct PrepareStore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prepare", abstract: "Create the store at the first version with sample data, and stop.")

        @Argument(help: "The SQLite store's path, or a PostgreSQL URL.")
        var target: String
        @Option(help: "The PostgreSQL schema that holds the store.")
        var schema = DemoTarget.defaultSchema
        @Option(help: "How many profiles of sample data to write.")
        var profiles = 200

        func validate() throws { try DemoCommand.checkTarget(target) }

        func run() throws {
            try DemoCommand.prepare(try DemoTarget(target, schema: schema), profiles: profiles)
        }
    }

    /// `migrate`: open an existing store with the latest app, as each instance of a server does at boot.
    struct MigrateStore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Open an existing store with the latest app (migrating it), and say where it is.")

        @Argument(help: "The SQLite store's path, or a PostgreSQL URL.")
        var target: String
        @Option(help: "The PostgreSQL schema that holds the store.")
        var schema = DemoTarget.defaultSchema
        @Option(name: .customLong("die-after-applying"), help: "Kill this process once the stage into VERSION commits.")
        var dieAfter: String?
        @Option(
            name: .customLong("die-during"), help: "Kill this process during the stage into VERSION (with --after).")
        var dieDuring: String?
        @Option(help: "With --die-during: how many seconds into the stage.")
        var after: TimeInterval = 0

        func validate() throws { try DemoCommand.checkTarget(target) }

        func run() throws {
            try DemoCommand.migrate(
                try DemoTarget(target, schema: schema), dieAfter: dieAfter,
                killDuring: dieDuring.map { DelayedKill(version: $0, delay: after) })
        }
    }

    extension DemoCommand {
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

            // A dry run first: the same stages, the store left as it is.
            let preview: MigrationPreview
            switch target {
            case .sqlite(let path):
                print("   A dry run, on a copy (the store is untouched):")
                preview = try SchemaStore.preview(
                    at: URL(fileURLWithPath: path), plan: SchemaMigrations.self, customStages: FitLogStages())
            case .postgres(let location):
                print("   A dry run, in a transaction rolled back (the store is untouched):")
                preview = try PostgresSchemaStore.preview(
                    at: location, plan: SchemaMigrations.self, customStages: FitLogStages())
            }
            for line in preview.summary { print("   \(line)") }
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
                let withPreferences = try context.fetch(SchemaV7.SDUserProfile.self).filter { $0.preferences != nil }
                    .count
                print(
                    "   \(profileCount) profiles (\(withPreferences) with their preferences), \(items.count) meal items"
                )
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
#endif
