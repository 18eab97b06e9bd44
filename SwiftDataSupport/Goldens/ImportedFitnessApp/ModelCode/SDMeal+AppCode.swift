// The app's own code of SchemaV9.SDMeal (Sources/Schemas/SchemaV9.swift:76:5),
// carried over by schemagen-import as an extension of the generated SDMeal.
// This file is yours: schemagen never writes it again.

import Foundation
import SwiftData

extension SDMeal {
    // init(name:mealType:) (Sources/Schemas/SchemaV9.swift:83:9) is not repeated: the generated initialiser takes
    // these arguments and sets them alike.

    convenience init(snack name: String) {
        self.init(name: name.capitalized, mealType: .snack)
    }

    convenience init(loggedNow name: String) {
        let kind = MealKind.snack
        self.init(name: name, mealType: kind)
    }
}
