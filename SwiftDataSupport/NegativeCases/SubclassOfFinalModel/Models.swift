// Hand-written: a subclass of a model whose class is final, as a version that reuses the superclass from a
// version without subclasses would have it (schemagen redefines it, open); Swift refuses it under Apple's
// SwiftData as under the stand-in.
import SwiftData

@Model final class Trip {
    var name: String
    init(name: String) { self.name = name }
}

@Model final class BusinessTrip: Trip {
    var perdiem: Double = 0
    init(name: String, perdiem: Double) {
        self.perdiem = perdiem
        super.init(name: name)
    }
}
