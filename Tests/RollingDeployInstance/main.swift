// One instance of a server at one version of the RollingDeploy history, as a rolling deploy runs several:
// it opens the PostgreSQL store with the plan its release shipped (migrating it, if it is the newer release
// and the store is behind), then serves requests, each a write and a read of its own version's models, and
// says how many failed.
//
//     rolling-deploy-instance URL SCHEMA VERSION REQUESTS [STOP_FILE]
//
// Serves REQUESTS requests, then, given STOP_FILE, goes on until that file exists (so a test decides when a
// deploy has moved on). Exits 0 when every request was served; prints one line per failed request and a
// last line with the counts and the store's status as this release sees it.

#if PostgreSQL
    import Foundation
    import GoldenRollingDeploy
    import SchemaModel
    import SchemaRuntime
    import SchemaRuntimePostgres

    /// The plan of the release at `version`: the history's versions up to it, as that release generated them.
    func plan(upTo version: String) -> (schemas: [any VersionedSchema.Type], stages: [MigrationStage])? {
        guard let count = SchemaMigrations.schemas.firstIndex(where: { "\($0.versionIdentifier)" == version }) else {
            return nil
        }
        let stages = SchemaMigrations.stages(SchemaMigrations.noCustomStages)
        return (Array(SchemaMigrations.schemas.prefix(count + 1)), Array(stages.prefix(count)))
    }

    /// One request as the release at `version` serves it: a meal written, then meals counted.
    func serve(_ request: Int, version: String, by instance: String, on store: PostgresSchemaStore) throws {
        let title = "\(instance) request \(request)"
        try store.write { context in
            switch version {
            case "1.0.0": try context.insert(SchemaV1.Meal(title: title, notes: "from 1.0.0", calories: request))
            case "1.1.0":
                try context.insert(SchemaV2.Meal(title: title, notes: "from 1.1.0", calories: request, rating: 4))
            case "2.0.0": try context.insert(SchemaV3.Meal(title: title, calories: request, rating: 5, servings: 3))
            default: try context.insert(SchemaV4.Meal(name: title, calories: request, servings: 4))
            }
        }
        // A page of the latest rows, as a list would show: each instance decodes what the others wrote.
        _ = try store.read { context in
            switch version {
            case "1.0.0": try context.fetch(SchemaV1.Meal.self, orderBy: [.descending("_pk")], limit: 20).count
            case "1.1.0": try context.fetch(SchemaV2.Meal.self, orderBy: [.descending("_pk")], limit: 20).count
            case "2.0.0": try context.fetch(SchemaV3.Meal.self, orderBy: [.descending("_pk")], limit: 20).count
            default: try context.fetch(SchemaV4.Meal.self, orderBy: [.descending("_pk")], limit: 20).count
            }
        }
    }

    let arguments = CommandLine.arguments
    guard [5, 6].contains(arguments.count), let requests = Int(arguments[4]), let release = plan(upTo: arguments[3])
    else {
        FileHandle.standardError.write(
            Data("usage: rolling-deploy-instance URL SCHEMA VERSION REQUESTS [STOP_FILE]\n".utf8))
        exit(2)
    }
    let stopFile = arguments.count == 6 ? arguments[5] : nil
    let version = arguments[3]
    let instance = "\(version)#\(ProcessInfo.processInfo.processIdentifier)"
    do {
        let location = PostgresStoreLocation(url: try PostgresConnectionURL(arguments[1]), schema: arguments[2])
        let store = try PostgresSchemaStore.open(
            at: location, schemas: release.schemas, stages: release.stages,
            history: SchemaMigrations.historyIdentifier)
        var (served, failed) = (0, 0)
        while served < requests || stopFile.map({ !FileManager.default.fileExists(atPath: $0) }) ?? false {
            do {
                try serve(served, version: version, by: instance, on: store)
            } catch {
                failed += 1
                print("\(instance): request \(served) failed: \(error.localizedDescription)")
            }
            served += 1
        }
        let status = try PostgresSchemaStore.status(
            at: location, versions: release.schemas.map { $0.schemaDescription },
            stageKinds: release.stages.map(\.kind), history: SchemaMigrations.historyIdentifier)
        print("\(instance): served \(served - failed) of \(served); \(status.summary[0])")
        exit(failed == 0 ? 0 : 1)
    } catch {
        print("\(instance): could not open the store: \(error.localizedDescription)")
        exit(1)
    }
#else
    import SchemaRuntimePostgres

    exitNeedingPostgreSQLTrait(tool: "rolling-deploy-instance")
#endif
