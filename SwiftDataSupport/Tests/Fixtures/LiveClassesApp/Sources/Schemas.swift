import SwiftData

// 1.0.0. `models` leaves out ExerciseSet, which Workout.sets reaches.
enum SchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Workout.self] }
}

// 2.0.0 added Workout.notes; "the version bump is what triggers the migration".
enum SchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { SchemaV1.models }
}

// 3.0.0 adds goals, on iOS only.
enum SchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] {
        var all: [any PersistentModel.Type] = SchemaV2.models
        #if os(iOS)
            all.append(Goal.self)
        #endif
        return all
    }
}

enum WorkoutPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }

    static var stages: [MigrationStage] {
        [
            .lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self),
            .lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self),
        ]
    }
}
