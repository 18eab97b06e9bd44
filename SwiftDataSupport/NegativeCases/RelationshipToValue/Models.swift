// Hand-written: what SwiftData's @Model rejects and the stand-in must too.
import SwiftData

@Model final class Note {
    @Relationship var title: String?
    @Transient var cache: Int
    init() { cache = 0 }
}
