// Hand-written: a property named like a member Apple's @Model declares (its `names:`), which SwiftData's macro
// expansion redeclares; the stand-in must fail the same way.
import SwiftData

@Model final class Note {
    var persistentBackingData: String
    init(persistentBackingData: String) { self.persistentBackingData = persistentBackingData }
}
