// The app's own code of SchemaV9.SDUserProfile (Sources/Schemas/SchemaV9.swift:26:5),
// carried over by schemagen-import as an extension of the generated SDUserProfile.
// This file is yours: schemagen never writes it again.

import Foundation
import SwiftData

extension SDUserProfile {
    /// What the app shows for a profile without a name.
    var displayName: String { name.isEmpty ? "Anonymous" : name }

    static let maximumNameLength = 80

    // init(name:) (Sources/Schemas/SchemaV9.swift:46:9) is not repeated: the generated initialiser takes these
    // arguments and sets them alike.

    convenience init(name: String, email: String) {
        self.init(name: String(name.prefix(Self.maximumNameLength)), email: email.lowercased(), bodyMetrics: nil)
    }

    convenience init(signUpEmail email: String) {
        let local = email.split(separator: "@").first.map(String.init) ?? email
        self.init(name: local, email: email)
    }

    func rename(to newName: String) {
        name = String(newName.prefix(Self.maximumNameLength))
    }
}
