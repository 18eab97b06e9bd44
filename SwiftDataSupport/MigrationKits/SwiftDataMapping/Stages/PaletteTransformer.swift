import Foundation
import SwiftData

/// The value transformer `Sticker.palette` names (`transformer: PaletteTransformer`), as an app declares one:
/// the generated `@Attribute(.transformable(by: PaletteTransformer.self))` must find it. `nonisolated`, so it
/// overrides `ValueTransformer` under `MainActor` default isolation too.
nonisolated final class PaletteTransformer: ValueTransformer {
    override class func allowsReverseTransformation() -> Bool { true }
}
