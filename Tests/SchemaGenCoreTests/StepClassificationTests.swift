import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// One step's expected analysis.
struct StepCase: CustomTestStringConvertible, Sendable {
    var name: String
    var before: String
    var after: String
    var enums: (String, String) = ("", "")
    var extra = ""
    var stage: StageKind
    var kinds: Set<SchemaChange.Kind>
    var destructive: Set<String> = []

    var testDescription: String { name }
}

@Suite("Each step is classified per the contract's rules")
struct StepClassificationTests {
    static let item = "  Item:\n    attributes:\n      name: String\n"

    static let cases: [StepCase] = [
        // Lightweight.
        StepCase(
            name: "model added", before: item, after: item + "  Tag:\n    attributes:\n      label: String\n",
            stage: .lightweight, kinds: [.modelAdded]),
        StepCase(
            name: "optional attribute added", before: item, after: item + "      note: String?\n",
            stage: .lightweight, kinds: [.attributeAdded]),
        StepCase(
            name: "attribute added with a constant default", before: item,
            after: item + "      count: { type: Int, default: 0 }\n", stage: .lightweight, kinds: [.attributeAdded]),
        StepCase(
            name: "required attribute added with now", before: item,
            after: item + "      at: { type: Date, default: now }\n", stage: .lightweight, kinds: [.attributeAdded]),
        StepCase(
            name: "attribute renamed with originalName", before: item,
            after: "  Item:\n    attributes:\n      title: { type: String, originalName: name }\n", stage: .lightweight,
            kinds: [.attributeRenamed]),
        StepCase(
            name: "default changed", before: item + "      n: { type: Int, default: 1 }\n",
            after: item + "      n: { type: Int, default: 2 }\n", stage: .lightweight, kinds: [.attributeDefaultChanged]
        ),
        StepCase(
            name: "defaults compare by value: 0 equals 0.0", before: item + "      n: { type: Double, default: 0 }\n",
            after: item + "      n: { type: Double, default: 0.0 }\n", stage: .lightweight, kinds: []),
        StepCase(
            name: "dates compare by value", before: item + "      d: { type: Date, default: 1970-01-01 }\n",
            after: item + "      d: { type: Date, default: 1970-01-01T00:00:00Z }\n", stage: .lightweight, kinds: []),
        StepCase(
            name: "uniqueness removed",
            before: "  Item:\n    attributes:\n      name: { type: String, unique: true }\n",
            // The step changes nothing else, so schemagen gives the attribute a hash modifier.
            after: item, stage: .lightweight, kinds: [.attributeUniquenessRemoved, .attributeHashModifierChanged]),
        StepCase(
            name: "unique: true and unique: [[name]] are the same",
            before: "  Item:\n    attributes:\n      name: { type: String, unique: true }\n",
            after: item + "    unique: [[name]]\n", stage: .lightweight, kinds: []),
        StepCase(
            name: "required made optional", before: item, after: "  Item:\n    attributes:\n      name: String?\n",
            stage: .lightweight, kinds: [.attributeOptionalityChanged]),
        StepCase(
            name: "index added", before: item, after: item + "    indexes: [[name]]\n", stage: .lightweight,
            kinds: [.indexAdded]),
        // Contract version 2.
        StepCase(
            name: "a compound uniqueness constraint reordered is the same constraint",
            before: item + "      code: Int\n    unique: [[name, code]]\n",
            after: item + "      code: Int\n    unique: [[code, name]]\n", stage: .lightweight, kinds: []),
        StepCase(
            name: "an index reordered is another index",
            before: item + "      code: Int\n    indexes: [[name, code]]\n",
            after: item + "      code: Int\n    indexes: [[code, name]]\n", stage: .lightweight,
            kinds: [.indexAdded, .indexRemoved]),
        StepCase(
            name: "a model's hashModifier changed alone", before: item,
            after: "  Item:\n    hashModifier: v2\n    attributes:\n      name: String\n", stage: .lightweight,
            kinds: [.modelHashModifierChanged]),
        StepCase(
            name: "an attribute's hashModifier changed alone", before: item,
            after: "  Item:\n    attributes:\n      name: { type: String, hashModifier: v2 }\n", stage: .lightweight,
            kinds: [.attributeHashModifierChanged]),
        StepCase(
            name: "a relationship's hashModifier changed alone",
            before: item + "    relationships:\n      next: \"Item?\"\n",
            after: item + "    relationships:\n      next: { to: \"Item?\", hashModifier: v2 }\n", stage: .lightweight,
            kinds: [.relationshipHashModifierChanged]),
        StepCase(
            name: "doc text added or changed is never a change",
            before: "  Item:\n    doc: An item.\n    attributes:\n      name: { type: String, doc: Its name. }\n",
            after:
                "  Item:\n    doc: Something sold.\n    attributes:\n      name: { type: String, doc: What it is called. }\n",
            stage: .lightweight, kinds: []),
        StepCase(
            name: "optional: true on a relationship is the '?' form",
            before: item + "    relationships:\n      next: \"Item?\"\n",
            after: item + "    relationships:\n      next: { to: Item, optional: true }\n", stage: .lightweight,
            kinds: []),
        StepCase(
            name: "index removed", before: item + "    indexes: [[name]]\n", after: item, stage: .lightweight,
            kinds: [.indexRemoved]),
        StepCase(
            name: "enum case added", before: item + "      level: Level\n", after: item + "      level: Level\n",
            enums: ("  Level: [low, high]\n", "  Level: [low, high, max]\n"), stage: .lightweight,
            kinds: [.enumCasesAdded]),
        StepCase(
            name: "enum cases reordered", before: item + "      level: Level\n", after: item + "      level: Level\n",
            enums: ("  Level: [low, high]\n", "  Level: [high, low]\n"), stage: .lightweight,
            kinds: [.enumCasesReordered]),
        StepCase(
            name: "enum case renamed when its raw value reappears", before: item + "      level: Level\n",
            after: item + "      level: Level\n",
            enums: ("  Level:\n    cases: { low: L, high: H }\n", "  Level:\n    cases: { minimal: L, high: H }\n"),
            stage: .lightweight, kinds: [.enumCaseRenamed]),
        StepCase(
            name: "changes to an attribute transient in both are lightweight",
            before: item + "      cache: { type: String, default: x, transient: true }\n",
            after: item + "      cache: { type: Int, default: 0, transient: true }\n", stage: .lightweight,
            kinds: [.attributeTypeChanged, .attributeDefaultChanged]),
        StepCase(
            name: "attribute removed, acknowledged", before: item + "      legacy: String\n", after: item,
            extra: "migration:\n  acceptDataLoss: [Item.legacy]\n", stage: .lightweight, kinds: [.attributeRemoved],
            destructive: ["Item.legacy"]),
        StepCase(
            name: "model removed, acknowledged", before: item + "  Legacy: {}\n", after: item,
            extra: "migration:\n  acceptDataLoss: [Legacy]\n", stage: .lightweight, kinds: [.modelRemoved],
            destructive: ["Legacy"]),

        // Custom.
        StepCase(
            name: "type changed (narrowing, covered by the custom stage)", before: item + "      q: String\n",
            after: item + "      q: Double\n", stage: .custom, kinds: [.attributeTypeChanged], destructive: ["Item.q"]),
        StepCase(
            name: "type widened: Int to Double is custom but not destructive", before: item + "      q: Int\n",
            after: item + "      q: Double\n", stage: .custom, kinds: [.attributeTypeChanged]),
        StepCase(
            name: "an enum widens into its raw type", before: item + "      level: Level\n",
            after: item + "      level: String\n",
            enums: ("  Level: [low, high]\n", "  Level: [low, high]\n"), stage: .custom, kinds: [.attributeTypeChanged]),
        StepCase(
            name: "required attribute added without a default", before: item, after: item + "      code: String\n",
            stage: .custom, kinds: [.attributeAdded]),
        StepCase(
            name: "required attribute added with uuid", before: item,
            after: item + "      id: { type: UUID, default: uuid }\n", stage: .custom, kinds: [.attributeAdded]),
        StepCase(
            name: "optional made required", before: "  Item:\n    attributes:\n      name: String?\n", after: item,
            stage: .custom, kinds: [.attributeOptionalityChanged]),
        StepCase(
            name: "uniqueness added on an existing attribute", before: item,
            after: "  Item:\n    attributes:\n      name: { type: String, unique: true }\n", stage: .custom,
            kinds: [.attributeUniquenessAdded, .attributeHashModifierChanged]),
        StepCase(
            name: "uniqueness added on a new attribute", before: item,
            after: item + "      code: { type: String?, unique: true }\n", stage: .custom,
            kinds: [.attributeAdded, .attributeUniquenessAdded]),
        StepCase(
            name: "compound uniqueness added", before: item + "      kind: String\n",
            after: item + "      kind: String\n    unique: [[name, kind]]\n", stage: .custom,
            kinds: [.uniquenessAdded, .attributeHashModifierChanged]),
        StepCase(
            name: "model renamed", before: item,
            after: "  Thing:\n    renamedFrom: Item\n    attributes:\n      name: String\n", stage: .custom,
            kinds: [.modelRenamed]),
        StepCase(
            name: "enum case removed", before: item + "      level: Level\n", after: item + "      level: Level\n",
            enums: ("  Level: [low, high]\n", "  Level: [low]\n"), stage: .custom, kinds: [.enumCasesRemoved],
            destructive: ["Level.high"]),
        StepCase(
            name: "inserting into an implicit Int enum shifts raw values", before: item + "      level: Level\n",
            after: item + "      level: Level\n",
            enums: (
                "  Level:\n    rawType: Int\n    cases: [low, high]\n",
                "  Level:\n    rawType: Int\n    cases: [low, mid, high]\n"
            ),
            stage: .custom, kinds: [.enumCasesAdded, .enumRawValueChanged], destructive: ["Level.high"]),
        StepCase(
            name: "forced custom stage", before: item, after: item, extra: "migration:\n  stage: custom\n",
            stage: .custom, kinds: []),
        StepCase(
            name: "stored attribute made transient, acknowledged",
            before: item + "      cache: { type: String, default: x }\n",
            after: item + "      cache: { type: String, default: x, transient: true }\n",
            extra: "migration:\n  acceptDataLoss: [Item.cache]\n", stage: .lightweight,
            kinds: [.attributeTransienceChanged],
            destructive: ["Item.cache"]),
    ]

    @Test("stage kind, change kinds and destructive paths", arguments: cases)
    func classification(_ testCase: StepCase) throws {
        let result = analyzeHistory([
            versionText(1, models: testCase.before, enums: testCase.enums.0),
            versionText(2, models: testCase.after, enums: testCase.enums.1, extra: testCase.extra),
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let step = try #require(result.analysis?.steps.last)
        #expect(step.stage == testCase.stage, "reasons: \(step.customReasons)")
        #expect(Set(step.changes.map(\.kind)) == testCase.kinds, "\(step.changes.map(\.summary))")
        #expect(Set(step.destructiveChanges.map { $0.change.dataLossPath ?? "" }) == testCase.destructive)
        #expect(step.destructiveChanges.allSatisfy { $0.isAcknowledged })
    }

    @Test("a hashModifier change redefines its model (and what points at it); a doc change redefines nothing")
    func contractVersion2Redefinition() throws {
        let models =
            "  Owner:\n    attributes:\n      name: String\n  Pet:\n    relationships:\n      owner: \"Owner?\"\n"
        let result = analyzeHistory([
            versionText(1, models: models),
            versionText(
                2,
                models: models.replacingOccurrences(of: "name: String", with: "name: { type: String, hashModifier: a }")
            ),
            versionText(
                3,
                models: "  Owner:\n    doc: Who owns pets.\n"
                    + models.dropFirst("  Owner:\n".count).replacingOccurrences(
                        of: "name: String", with: "name: { type: String, hashModifier: a }")),
        ])
        let steps = try #require(result.analysis?.steps)
        #expect(steps[1].redefinition.definedNames == ["Owner", "Pet"])
        #expect(steps[2].redefinition.definedNames == [])
    }

    @Test("a model redefined through a long chain explains the first hops and the changed model, not every hop")
    func longCascadeExplanation() throws {
        // M0 -> M1 -> ... -> M6; M6 changes in version 2, so every model is redefined through the chain.
        func models(changed: Bool) -> String {
            (0...6).map { index in
                var text = "  M\(index):\n    attributes:\n      name: String\n"
                if changed && index == 6 { text += "      added: String?\n" }
                if index < 6 { text += "    relationships:\n      next: \"M\(index + 1)?\"\n" }
                return text
            }.joined()
        }
        let result = analyzeHistory([
            versionText(1, models: models(changed: false)), versionText(2, models: models(changed: true)),
        ])
        let step = try #require(result.analysis?.steps.last)
        #expect(step.redefinition.definedNames.count == 7)
        #expect(
            step.redefinition.explanation(for: "M0")
                == "M0.next -> M1.next -> ... 3 more ... -> M5.next -> M6 (changed)")
        #expect(step.redefinition.explanation(for: "M3") == "M3.next -> M4.next -> M5.next -> M6 (changed)")
        #expect(step.redefinition.explanation(for: "M6") == "changed")
    }
}
