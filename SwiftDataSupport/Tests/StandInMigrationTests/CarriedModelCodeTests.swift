import SwiftData
import Testing

@testable import SwiftDataImportedFitnessApp

/// The import carries FitnessApp's own initialisers and methods into extensions of the generated classes
/// (`Goldens/ImportedFitnessApp/ModelCode`): they compile against the generated code and behave as the
/// app's did, each convenience initialiser reaching the generated one rather than itself.
@Suite("Carried model code: the app's initialisers and methods work on the generated classes")
struct CarriedModelCodeTests {
    @Test("an initialiser that transforms its arguments calls the generated one with the transformed values")
    func transformingInitialisers() {
        let profile = SDUserProfile(name: String(repeating: "a", count: 100), email: "ADA@Example.org")
        #expect(profile.name.count == SDUserProfile.maximumNameLength)
        #expect(profile.email == "ada@example.org")
        #expect(SDRecognizedFoodItem(label: "  apple ").label == "apple")
        #expect(SDMeal(snack: "crisps").name == "Crisps")
        #expect(SDMeal(snack: "crisps").mealType == .snack)
        #expect(SDMeal(loggedNow: "toast").mealType == .snack)
    }

    @Test("statements after the assignments run after the generated initialiser; computed members and methods work")
    func restOfTheBody() {
        let profile = SDUserProfile(signUpEmail: "grace@example.org")
        #expect(profile.name == "grace")
        #expect(profile.email == "grace@example.org")
        #expect(SDUserProfile(name: "").displayName == "Anonymous")
        profile.rename(to: "Grace Hopper")
        #expect(profile.displayName == "Grace Hopper")
    }
}
