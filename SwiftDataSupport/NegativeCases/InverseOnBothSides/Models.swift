// Hand-written, not generated: `inverse:` on both sides of a pair, which SwiftData rejects and schemagen
// never writes. The stand-in must reject it the same way.
import SwiftData

@Model final class Owner {
    @Relationship(deleteRule: .cascade, inverse: \Pet.owner) var pets: [Pet] = []
    init() {}
}

@Model final class Pet {
    @Relationship(inverse: \Owner.pets) var owner: Owner?
    init() {}
}
