import Foundation
import SchemaModel

/// What one stored value must be after a migration, as the plan says.
enum ValueExpectation: Hashable {
    /// Kept or renamed (its value carries), or added with a constant default or none (the default, or
    /// NULL). Numbers compare by value, so a widening (`Int16` to `Int`, `Int` to `Double`) keeps them equal.
    case equal(StoredValue)
    /// What a hand-written fixture says the value must be in the latest version (a conversion only the team
    /// knows), with the fixture file's name.
    case stated(StoredValue, file: String)
    /// Added with a default made at migration time (`now`, `uuid`): any value but NULL.
    case generated
    /// Changed by a custom stage's own code (a type change, an attribute it adds): only checked when a
    /// fixture states the expected value.
    case setByCustomStage(step: String)

    /// Whether `actual` meets the expectation.
    func accepts(_ actual: StoredValue) -> Bool {
        switch self {
        case .equal(let expected), .stated(let expected, _): return Self.same(expected, actual)
        case .generated: return actual != .null
        case .setByCustomStage: return true
        }
    }

    /// How a failure shows what was expected.
    var shown: String {
        switch self {
        case .equal(let value): value.shown
        case .stated(let value, let file): "\(value.shown) (\(file))"
        case .generated: "a generated value"
        case .setByCustomStage(let step): "whatever the custom stage \(step) sets"
        }
    }

    /// Equal stored values, or the same number stored two ways (an `INTEGER` read back from a `REAL` column,
    /// a number widened into text).
    private static func same(_ expected: StoredValue, _ actual: StoredValue) -> Bool {
        if expected == actual { return true }
        // Text that reads differently is different text, even if both read as the same number.
        if case .text = expected, case .text = actual { return false }
        guard let left = number(expected), let right = number(actual) else { return false }
        return left == right
    }

    private static func number(_ value: StoredValue) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .real(let number): number
        case .text(let text): Double(text)
        case .null, .blob: nil
        }
    }
}
