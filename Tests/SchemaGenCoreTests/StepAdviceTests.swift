import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Steps that are valid but probably not what their author meant get a located warning with the fix.
@Suite("Warnings for likely mistakes: unmarked renames, a required attribute without a default")
struct StepAdviceTests {
    func warnings(_ versions: [String]) -> [String] {
        analyzeHistory(versions).diagnostics.filter { $0.severity == .warning }.map(\.formatted)
    }

    @Test("a model removed while a new one has the same attributes gets the renamedFrom fix")
    func unmarkedModelRename() {
        let before = "  Item:\n    attributes:\n      name: String\n      count: Int\n"
        let after = "  Product:\n    attributes:\n      name: String\n      count: Int\n"
        #expect(
            warnings([
                versionText(1, models: before),
                versionText(2, models: after, extra: "migration:\n  acceptDataLoss: Item\n"),
            ]) == [
                "V2.yaml:3:3: warning: 'Product' is new and 'Item' was removed, with the same attributes; if 'Item' was renamed, its rows are dropped [SG508]\n    hint: if it was renamed, add 'renamedFrom: Item' to 'Product'"
            ])
        // With renamedFrom, nothing to say; with other attributes, no guess.
        #expect(
            warnings([
                versionText(1, models: before),
                versionText(
                    2,
                    models: after.replacingOccurrences(of: "  Product:\n", with: "  Product:\n    renamedFrom: Item\n")),
            ]).isEmpty)
        #expect(
            warnings([
                versionText(1, models: before),
                versionText(
                    2, models: after.replacingOccurrences(of: "count: Int", with: "price: Double"),
                    extra: "migration:\n  acceptDataLoss: Item\n"),
            ]).isEmpty)
    }

    @Test("an attribute removed while a new one of the same type appears gets the originalName fix")
    func unmarkedAttributeRename() {
        #expect(
            warnings([
                versionText(1, models: "  Note:\n    attributes:\n      text: String?\n"),
                versionText(
                    2, models: "  Note:\n    attributes:\n      body: String?\n",
                    extra: "migration:\n  acceptDataLoss: Note.text\n"),
            ]) == [
                "V2.yaml:5:7: warning: 'Note.body' is new and 'Note.text' was removed, both String?; if it was renamed, its values are dropped [SG508]\n    hint: if it was renamed, write 'body: { type: \"String?\", originalName: text }'"
            ])
        // Two of the same type removed: ambiguous, so no guess.
        #expect(
            warnings([
                versionText(1, models: "  Note:\n    attributes:\n      a: String?\n      b: String?\n"),
                versionText(
                    2, models: "  Note:\n    attributes:\n      c: String?\n",
                    extra: "migration:\n  acceptDataLoss: [Note.a, Note.b]\n"),
            ]).isEmpty)
    }

    @Test("a required attribute added without a default says it creates a custom stage, naming it")
    func requiredAttributeWithoutDefault() {
        #expect(
            warnings([
                versionText(1, models: "  Note:\n    attributes:\n      text: String\n"),
                versionText(2, models: "  Note:\n    attributes:\n      text: String\n      author: String\n"),
            ]) == [
                "V2.yaml:6:7: warning: 'Note.author' is required and has no default, so existing rows need a value: the step to 2.0.0 is a custom stage, 'migrateSchemaV1ToSchemaV2', that the app must implement [SG509]\n    hint: give it a default or make it optional to keep the step lightweight; otherwise implement 'migrateSchemaV1ToSchemaV2' ('schemagen scaffold' writes a stub)"
            ])
    }

    @Test("plans label a destructive change by what covers it: the custom stage, or acceptDataLoss")
    func coverageLabels() throws {
        let before = "  Note:\n    attributes:\n      text: String\n      old: Int?\n"
        let after = "  Note:\n    attributes:\n      text: String\n"
        let carried = try #require(
            analyzeHistory([
                versionText(1, models: before),
                versionText(2, models: after, extra: "migration:\n  stage: custom\n  carries: [Note.old]\n"),
            ]).analysis)
        #expect(
            PlanTextRenderer.render(carried).contains("`Note.old`: attribute removed [covered by the custom stage]"))
        let accepted = try #require(
            analyzeHistory([
                versionText(1, models: before),
                versionText(2, models: after, extra: "migration:\n  acceptDataLoss: Note.old\n"),
            ]).analysis)
        #expect(PlanTextRenderer.render(accepted).contains("`Note.old`: attribute removed [data loss accepted]"))
        #expect(accepted.steps[1].destructiveChanges.map(\.coverage) == [.acceptedDataLoss])
        #expect(carried.steps[1].destructiveChanges.map(\.coverage) == [.customStage])
    }

    @Test("a removal in a step that is custom for another reason needs acceptDataLoss or carries, said at it")
    func removalInACustomStep() {
        let before = "  Note:\n    attributes:\n      text: String\n      old: Int?\n"
        let after = "  Note:\n    attributes:\n      text: String\n      author: String\n"
        #expect(
            analyzeHistory([versionText(1, models: before), versionText(2, models: after)]).diagnostics.filter {
                $0.severity == .error
            }.map(\.formatted) == [
                "V2.yaml:3:3: error: removing the attribute 'Note.old' loses stored data, and 'acceptDataLoss' does not name 'Note.old' [SG504]\n    hint: add 'Note.old' to 'migration: acceptDataLoss:' to accept the loss, or to 'migration: carries:' if the custom stage moves the data elsewhere"
            ])
        // `carries` in a lightweight step, or naming nothing the step loses, is an error at the entry.
        let lightweight = analyzeHistory([
            versionText(1, models: before),
            versionText(
                2, models: "  Note:\n    attributes:\n      text: String\n",
                extra: "migration:\n  carries: [Note.old]\n"),
        ]).diagnostics.map(\.formatted)
        #expect(
            lightweight.contains {
                $0.contains(
                    "error: 'carries' names 'Note.old', but the step is lightweight: no stage carries anything [SG505]")
            })
        let unneeded = analyzeHistory([
            versionText(1, models: before),
            versionText(2, models: after, extra: "migration:\n  carries: [Note.old, Note.text]\n"),
        ]).diagnostics.map(\.formatted)
        #expect(
            unneeded.contains {
                $0.contains("error: 'carries' names 'Note.text', but this step does not remove or narrow it [SG505]")
            })
    }
}
