import Foundation
import SchemaKit
import SchemaModel
import Testing

@testable import SchemaGenCore

/// A class written again from an equal renderer is copied, not rendered anew; the copies must be the bytes
/// rendering would give, and a class whose schema around it changed what it says must be rendered again.
@Suite("Model classes rendered once and copied where a later version redefines them unchanged")
struct ModelClassCacheTests {
    /// Every version file of `analysis` rendered on its own, with a cache of its own, so nothing is copied
    /// from another file.
    private func renderedApart(_ analysis: HistoryAnalysis, options: GenerationOptions) -> [String] {
        let context = GenerationContext(options: options)
        let chains = options.flavor == .swiftdata ? SwiftDataConversionChain.chains(in: analysis) : [:]
        return analysis.steps.map { step in
            VersionFileRenderer(
                step: step, context: context, waypoint: chains[step.schema.name].map(SwiftDataRenderer.waypoint)
            ).render()
        }
    }

    @Test(
        "every golden history's version files, in both flavors, are the same with copies as rendered apart",
        arguments: SwiftDataGoldenTests.histories)
    func copiesAreTheRenderedBytes(history: String) throws {
        let (schemas, swiftData, lock) = try SwiftDataGoldenTests.inputs(history)
        var portable = swiftData
        portable.flavor = .portable
        for options in [portable, swiftData] {
            guard let analysis = SchemaPipeline(lock: lock, options: options).run(directory: schemas).analysis else {
                continue
            }
            let versionFiles = GenerationContext(options: options).render(analysis).prefix(analysis.steps.count)
            #expect(versionFiles.map(\.contents) == renderedApart(analysis, options: options))
        }
    }

    /// `Owner` points at `Pet`; in the second version `Pet` names the inverse, which `Owner`'s class states
    /// though `Owner` itself is unchanged.
    private func schemas() -> (first: Schema, second: Schema) {
        let owner = Model(
            name: "Owner", attributes: [Attribute(name: "name", type: AttributeType(.primitive(.string)))],
            relationships: [Relationship(name: "pets", target: "Pet", cardinality: .toMany(isOptional: false))])
        let pet = Model(
            name: "Pet",
            relationships: [Relationship(name: "owner", target: "Owner", cardinality: .toOne(isOptional: true))])
        var petNamingInverse = pet
        petNamingInverse.relationships[0].inverse = "pets"
        return (
            Schema(version: SchemaVersion(1, 0, 0), name: "V1", models: [owner, pet]),
            Schema(version: SchemaVersion(1, 1, 0), name: "V2", models: [owner, petNamingInverse])
        )
    }

    @Test("an equal renderer is copied; an unchanged model whose inverse the other side now names is rendered anew")
    func inverseNamedOnTheOtherSideIsRenderedAnew() throws {
        let (first, second) = schemas()
        let cache = ModelClassCache()
        let writer = SwiftWriter()
        let owner = try #require(first.model(named: "Owner"))
        let once = cache.rendered(ModelRenderer(model: owner, schema: first, access: ""), named: "Owner", at: writer)
        let again = cache.rendered(ModelRenderer(model: owner, schema: first, access: ""), named: "Owner", at: writer)
        #expect(cache.copiedCount == 1)
        #expect(again.text == once.text)

        let changed = cache.rendered(
            ModelRenderer(model: owner, schema: second, access: ""), named: "Owner", at: writer)
        #expect(cache.copiedCount == 1)
        #expect(!once.text.contains("inverse `Pet.owner`"))
        #expect(changed.text.contains("To-many to `Pet`, inverse `Pet.owner`, delete rule nullify."))

        let swiftData = cache.rendered(
            SwiftDataModelRenderer(model: owner, schema: second, access: ""), named: "Owner", at: writer)
        #expect(cache.copiedCount == 1, "a renderer of another flavor is never taken for an equal one")
        #expect(swiftData.text.hasPrefix("@Model\n"))
    }

    @Test("a class rendered at one indentation is not copied to another")
    func indentationIsPartOfTheCopy() throws {
        let (first, _) = schemas()
        let cache = ModelClassCache()
        let owner = try #require(first.model(named: "Owner"))
        let renderer = ModelRenderer(model: owner, schema: first, access: "")
        let atTop = cache.rendered(renderer, named: "Owner", at: SwiftWriter())
        #expect(atTop.text.hasPrefix("final class Owner"))
        var nested = SwiftWriter()
        nested.indented { writer in
            let inner = cache.rendered(renderer, named: "Owner", at: writer)
            #expect(inner.text.hasPrefix("    final class Owner"))
        }
        #expect(cache.copiedCount == 0)
    }

    @Test("the example's history copies the classes its cascade redefines unchanged")
    func exampleCopiesCascadedClasses() throws {
        let analysis = try #require(
            SchemaPipeline().run(directory: FixturePaths.exampleSchemas, displayPath: "Schemas").analysis)
        let cache = ModelClassCache()
        for step in analysis.steps {
            _ = VersionFileRenderer(step: step, context: GenerationContext(), classes: cache).render()
        }
        #expect(cache.copiedCount > 0)
    }
}
