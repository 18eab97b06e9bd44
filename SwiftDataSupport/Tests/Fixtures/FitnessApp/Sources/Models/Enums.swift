// Enums the models store, declared once at the top level and shared by every schema version.

enum ActivityLevel: String, Codable, CaseIterable {
    case sedentary, light, moderate, active
}

enum SleepStageKind: Int, Codable {
    case awake = 0
    case light
    case deep
    case rem = 5
}
