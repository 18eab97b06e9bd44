// The app's own code of SchemaV9.SDRecognizedFoodItem (Sources/Schemas/SchemaV9.swift:137:5),
// carried over by schemagen-import as an extension of the generated SDRecognizedFoodItem.
// This file is yours: schemagen never writes it again.

import Foundation
import SwiftData

extension SDRecognizedFoodItem {
    convenience init(label: String) {
        self.init(label: label.trimmingCharacters(in: .whitespaces), calories: nil)
    }
}
