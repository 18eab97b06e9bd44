import SwiftData

// The app's live models, used by every version below: no version keeps a copy of what it shipped.
@Model final class Workout {
    var name: String = ""
    var notes: String?
    @Relationship(deleteRule: .cascade, inverse: \ExerciseSet.workout) var sets: [ExerciseSet] = []

    init() {}
}

@Model final class ExerciseSet {
    var reps: Int = 0
    var workout: Workout?

    init() {}
}

@Model final class Goal {
    var target: Int = 0

    init() {}
}
