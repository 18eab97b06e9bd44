import SchemaGenCore
import SchemaKit
import SchemaModel
import SwiftDataStoreRules
import Testing

/// `superclass:`: a model whose class inherits from another (SwiftData on iOS 26). A subclass holds its
/// superclass's properties; SwiftData declares it as a `@Model` subclass, the portable store as a class and a
/// table of its own.
@Suite("Model inheritance: loading, SwiftData's classes and hash, the cascade, and the portable store")
struct InheritanceTests {
    static let trips = """
        version: 1.0.0
        models:
          Trip:
            attributes:
              name: String
              startDate: { type: Date, default: now }
          BusinessTrip:
            superclass: Trip
            attributes:
              perdiem: { type: Double, default: 0 }
          PersonalTrip:
            superclass: Trip

        """

    static var swiftData26: GenerationOptions {
        var options = GenerationOptions()
        options.flavor = .swiftdata
        options.swiftData.deploymentTarget = .init(platform: .iOS, major: 26)
        return options
    }

    @Test("a subclass holds its superclass's properties first, and writes back with only its own")
    func subclassHoldsInheritedProperties() throws {
        let file = try loadValidSchema(Self.trips)
        let business = try #require(file.model(named: "BusinessTrip"))
        #expect(business.superclass == "Trip")
        #expect(business.attributes.map(\.name) == ["name", "startDate", "perdiem"])
        #expect(file.schema.ownAttributes(of: business).map(\.name) == ["perdiem"])
        #expect(file.schema.subclasses(of: "Trip").map(\.name) == ["BusinessTrip", "PersonalTrip"])
        let text = try rewritten(Self.trips)
        #expect(text.contains("  BusinessTrip:\n    superclass: Trip\n    attributes:\n      perdiem:"), "\(text)")
        #expect(text.contains("  PersonalTrip:\n    superclass: Trip\n"), "\(text)")
    }

    @Test("a superclass that is no model, the model itself or a loop, and a property declared again, are errors")
    func misusesAreLocatedAndExplained() {
        func errors(_ models: String) -> [String] {
            loadSchema("version: 1.0.0\nmodels:\n" + models).diagnostics.filter { $0.severity == .error }.map(
                \.formatted)
        }
        #expect(
            errors("  Trip: { superclass: Voyage, attributes: { name: String } }\n") == [
                "V1.yaml:3:23: error: the superclass of 'Trip' is 'Voyage', which is not a model of this version [SG312]\n    hint: name a model declared under 'models:' in this file"
            ])
        #expect(
            errors("  Trip: { superclass: Trip, attributes: { name: String } }\n") == [
                "V1.yaml:3:23: error: 'Trip' names itself as its superclass [SG312]\n    hint: a class inherits from a model that doesn't inherit from it; remove one 'superclass'"
            ])
        #expect(
            errors(
                "  A: { superclass: B, attributes: { a: String } }\n  B: { superclass: A, attributes: { b: String } }\n"
            )
                == [
                    // Once, at the first model of the loop: without its superclass, the loop is gone.
                    "V1.yaml:3:20: error: the superclasses of 'A' come back to it: A -> B -> A [SG312]\n    hint: a class inherits from a model that doesn't inherit from it; remove one 'superclass'"
                ])
        #expect(
            errors(
                "  Trip: { attributes: { name: String } }\n  Tour: { superclass: Trip, attributes: { name: String } }\n"
            )
                == [
                    "V1.yaml:4:43: error: 'Tour.name' is declared by its superclass 'Trip' too [SG207]\n    hint: remove it here (the subclass inherits it), or rename it"
                ])
    }

    @Test("SwiftData declares an open superclass and @Model subclasses that pass what they inherit to super.init")
    func swiftDataDeclaresSubclasses() {
        let code = generatedFiles([Self.trips], options: Self.swiftData26)["SchemaV1.swift"]
        #expect(code?.contains("    @Model\n    public class Trip {\n") == true)
        #expect(
            declaration("public final class BusinessTrip: Trip", in: code) == """
                    public final class BusinessTrip: Trip {
                        public var perdiem: Double = 0.0

                        public init(
                            name: String,
                            startDate: Date = Date(),
                            perdiem: Double = 0.0
                        ) {
                            self.perdiem = perdiem
                            super.init(name: name, startDate: startDate)
                        }
                    }
                """)
        #expect(
            code?.contains(
                "/// Holds every property of `Trip`, its superclass, and its own.\n    @Model\n    public final class BusinessTrip"
            ) == true)
        #expect(code?.contains("        public override init(\n") == true)
    }

    @Test("below iOS 26 a subclass is an error at its superclass, naming the release that has inheritance")
    func swiftDataNeedsIOS26() {
        var options = Self.swiftData26
        options.swiftData.deploymentTarget = .init(platform: .iOS, major: 18)
        let files = [SchemaSourceFile(name: "V1.yaml", text: Self.trips)]
        let messages = SchemaPipeline().generate(files: files, folder: ".", options: options).result.diagnostics
            .filter { $0.code == .needsNewerSwiftData }.map(\.formatted)
        #expect(
            messages.first
                == "V1.yaml:8:17: error: 'BusinessTrip' inherits from 'Trip', which SwiftData allows from iOS 26 / macOS 26, and the deployment target is iOS 18 [SG411]\n    hint: raise 'swiftDataDeploymentTarget' to iOS 26 (or macOS 26) in schemagen.yaml, or give 'BusinessTrip' a relationship to 'Trip' instead of inheriting from it"
        )
        #expect(messages.count == 2)
    }

    @Test("SwiftData refuses moving an existing model into a hierarchy; the portable store follows the columns")
    func existingModelChangingSuperclass() {
        let v1 =
            "version: 1.0.0\nmodels:\n  Trip: { attributes: { name: String } }\n  Tour: { attributes: { guide: String? } }\n"
        let v2 =
            "version: 2.0.0\nmodels:\n  Trip: { attributes: { name: String } }\n  Tour: { superclass: Trip, attributes: { guide: String? } }\n"
        let files = [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let swiftData = SchemaPipeline().generate(files: files, folder: ".", options: Self.swiftData26).result
        #expect(
            swiftData.diagnostics.filter { $0.code == .unexpressibleInSwiftData }.map(\.formatted) == [
                "V2.yaml:4:23: error: 'Tour' changes its superclass none -> Trip: SwiftData documents adding subclasses as new models (a lightweight stage), not moving a model's stored rows into or out of a hierarchy [SG410]\n    hint: keep 'Tour' as it was; declare a new model with the superclass, copy the rows to it in a custom stage, and remove 'Tour' in a later version"
            ])
        let portable = SchemaPipeline().generate(files: files, folder: ".", options: GenerationOptions()).result
        let changes = portable.analysis?.steps.last?.changes.map(\.summary) ?? []
        #expect(changes.contains { $0.hasPrefix("modelSuperclassChanged Tour") })
        #expect(changes.contains { $0.hasPrefix("attributeAdded Tour.name") })
    }

    @Test("SwiftData converts a superclass's attribute once, where it is declared, and its subclasses inherit it")
    func superclassAttributeIsConvertedOnce() {
        let v1 = Self.trips.replacingOccurrences(
            of: "      name: String\n", with: "      name: String\n      code: String\n")
        let v2 = v1.replacingOccurrences(of: "version: 1.0.0", with: "version: 2.0.0")
            .replacingOccurrences(of: "      code: String\n", with: "      code: Int\n")
        let files = generatedFiles([v1, v2], options: Self.swiftData26)
        let plan = files["SchemaMigrationPlan.swift"]
        #expect(plan?.contains("    /// - Trip.code: String -> Int, into `codeConverted`\n") == true, "\(plan ?? "")")
        #expect(plan?.contains("BusinessTrip.code") == false)
        #expect(plan?.contains(".lightweight(fromVersion: SchemaV2Converting.self, toVersion: SchemaV2.self)") == true)
        let converting = files["SchemaV2.swift"]
        #expect(converting?.components(separatedBy: "public var codeConverted: Int").count == 2, "\(converting ?? "")")
    }

    @Test("a superclass renamed with 'renamedFrom' is the same superclass: its subclasses' superclass is no change")
    func renamedSuperclassIsNoChange() throws {
        let v2 = Self.trips.replacingOccurrences(of: "version: 1.0.0", with: "version: 2.0.0")
            .replacingOccurrences(of: "  Trip:\n", with: "  Journey:\n    renamedFrom: Trip\n")
            .replacingOccurrences(of: "superclass: Trip", with: "superclass: Journey")
        let files = [SchemaSourceFile(name: "V1.yaml", text: Self.trips), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let step = try #require(SchemaPipeline().run(files: files, folder: ".").analysis?.steps.last)
        #expect(step.changes.map(\.kind).contains(.modelRenamed))
        #expect(!step.changes.map(\.kind).contains(.modelSuperclassChanged), "\(step.changes.map(\.summary))")
    }

    @Test("a subentity's hash takes its superentity's, so a superclass's change changes its subclasses' hashes")
    func subentityHashTakesTheSuperentity() throws {
        let schema = try loadValidSchema(Self.trips).schema
        let hashes = SwiftDataVersionHash(schema).entities
        #expect(
            hashes["BusinessTrip"]
                == "entity BusinessTrip\nsuperentity {entity Trip; property name optional=false modifier= type=String; property startDate optional=false modifier= type=Date}\nproperty perdiem optional=false modifier= type=Double"
        )
        let changed = try loadValidSchema(
            Self.trips.replacingOccurrences(of: "      name: String\n", with: "      name: String?\n")
        ).schema
        let changedHashes = SwiftDataVersionHash(changed).entities
        #expect(changedHashes["BusinessTrip"] != hashes["BusinessTrip"])
        #expect(changedHashes["PersonalTrip"] != hashes["PersonalTrip"])
    }

    @Test("a superclass's change redefines its subclasses, and a model that gains its first subclass is redefined")
    func cascadeFollowsInheritance() throws {
        let v1 =
            "version: 1.0.0\nmodels:\n  Trip: { attributes: { name: String, startDate: { type: Date, default: now } } }\n"
        let v2 = Self.trips.replacingOccurrences(of: "version: 1.0.0", with: "version: 2.0.0")
        let v3 = v2.replacingOccurrences(of: "version: 2.0.0", with: "version: 3.0.0")
            .replacingOccurrences(of: "      name: String\n", with: "      name: String\n      endDate: Date?\n")
        let v4 = v3.replacingOccurrences(of: "version: 3.0.0", with: "version: 4.0.0")
            .replacingOccurrences(of: "      perdiem: { type: Double, default: 0 }\n", with: "      perdiem: Double?\n")
        let files = [v1, v2, v3, v4].enumerated().map {
            SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element)
        }
        let steps = try #require(SchemaPipeline().run(files: files, folder: ".").analysis).steps
        #expect(steps[1].redefinition.reason(for: "Trip") == .subclassesChanged)
        #expect(steps[2].redefinition.definedModels.map(\.name) == ["Trip", "BusinessTrip", "PersonalTrip"])
        // BusinessTrip alone changes; Trip and PersonalTrip are reused.
        #expect(steps[3].redefinition.definedModels.map(\.name) == ["BusinessTrip"])
        #expect(steps[3].redefinition.reused["Trip"] == "SchemaV3")
    }

    @Test("the portable store keeps each class in a table of its own and refuses a relationship to a superclass")
    func portableStoresEachClassOnItsOwn() {
        let code = generatedFiles([Self.trips])["SchemaV1.swift"]
        #expect(
            code?.contains(
                "public final class BusinessTrip: SchemaRuntime.StoredModel {\n        public var persistentModelID: Int64?\n\n        public var name: String\n        public var startDate: Date\n        public var perdiem: Double\n"
            ) == true)
        let pointing = Self.trips + "  Note:\n    relationships:\n      trip: Trip?\n"
        let result = SchemaPipeline().generate(
            files: [SchemaSourceFile(name: "V1.yaml", text: pointing)], folder: ".", options: GenerationOptions()
        ).result
        #expect(
            result.diagnostics.filter { $0.code == .unstorableInPortable }.map(\.formatted) == [
                "V1.yaml:15:13: error: 'Note.trip' points at 'Trip', whose subclasses 'BusinessTrip' and 'PersonalTrip' the portable store keeps in tables of their own, so it would reach only 'Trip's own rows [SG405]\n    hint: point it at one class of the hierarchy, or give each class a relationship of its own (SwiftData, which keeps a hierarchy in one table, allows it)"
            ])
        let swiftData = SchemaPipeline().generate(
            files: [SchemaSourceFile(name: "V1.yaml", text: pointing)], folder: ".", options: Self.swiftData26
        ).result
        #expect(!swiftData.diagnostics.contains { $0.code == .unstorableInPortable })
    }

    @Test("giving a sealed version's model a superclass is refused at the superclass")
    func superclassIsSealed() throws {
        let plain = Self.trips.replacingOccurrences(of: "    superclass: Trip\n", with: "")
            .replacingOccurrences(of: "  PersonalTrip:\n", with: "  PersonalTrip: {}\n")
        let history = try #require(
            SchemaPipeline().run(files: [SchemaSourceFile(name: "V1.yaml", text: plain)], folder: "Schemas")
                .analysis?.history)
        let sealed = SealRequest.seal(
            through: SchemaVersion(1, 0, 0), in: SchemaLock(), history: history, lockPath: "schemagen.lock")
        let result = SchemaPipeline(lock: SchemaSourceFile(name: "schemagen.lock", text: sealed.lock.text)).run(
            files: [SchemaSourceFile(name: "V1.yaml", text: Self.trips)], folder: "Schemas")
        let messages = result.diagnostics.filter { $0.code == .sealedVersionChanged }.map(\.formatted)
        #expect(messages.contains { $0.contains("BusinessTrip inheriting from Trip") }, "\(messages)")
    }
}
