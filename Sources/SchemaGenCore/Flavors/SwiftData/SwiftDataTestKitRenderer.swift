import SchemaKit
import SchemaModel

/// `schemagen testkit` for the SwiftData flavor: a Swift Testing suite with one test per shipped version,
/// each writing the kit's fixture rows with SwiftData's own API (a container for that version's schema
/// alone), opening the store with a container that has the migration plan, so SwiftData's staged migration
/// runs the plan's real stages, and reading the latest version's models back for `SchemaTestKit` to check
/// every value the plan says must survive. The suite carries the history's descriptions, which the kit's
/// expectations come from.
struct SwiftDataTestKitRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    let testKit: TestKitOptions
    /// The team's hand-written fixture files, checked against their versions.
    let fixtures: [FixtureFile]

    /// The suite's file.
    func render() -> GeneratedFile {
        // A fixture value (a struct's JSON) can be longer than a line: it breaks as a scaffold's lines do.
        GeneratedFile(path: context.names.migrationTestsFile, contents: SwiftLineFitter.fit(suite()))
    }

    private var latest: VersionStep? { analysis.steps.last }

    private func suite() -> String {
        let plan = context.names.planName
        let latestVersion = latest.map { "\($0.schema.version)" } ?? "?"
        let hasStructs = analysis.steps.contains { !$0.schema.structs.isEmpty }
        // The structs' storage, given below, is the runtime's.
        var writer = MigrationSuite.writer(
            analysis, context: context, testKit: testKit,
            modules: ["Foundation", "SchemaModel"] + (hasStructs ? ["SchemaRuntime"] : []) + [
                "SchemaTestKit", "SwiftData", "Testing",
            ])
        writer.documentation([
            "Each shipped version of ``\(plan)``, written with fixture rows (every attribute's edge values, every "
                + "relationship shape) through SwiftData's own API and migrated to \(latestVersion) by SwiftData's staged "
                + "migration with the plan's real stages: every row, value and relationship pair the plan says must survive "
                + "is checked. Regenerate with `schemagen testkit`.",
            "The tests run one at a time: a stage's handlers are static functions, and what `willMigrate` keeps for "
                + "`didMigrate` is static too, shared by every store the process migrates.",
        ])
        writer.line("@Suite(\"\(plan): each shipped version's data arrives intact in \(latestVersion)\", .serialized)")
        writer.block("\(SwiftDataRules.isolation)struct \(context.names.migrationTests)") { writer in
            let custom = context.flavor.customStageVersions(in: analysis).sorted().map {
                "SchemaModel.SchemaVersion(\($0.major), \($0.minor), \($0.patch))"
            }
            writer.filledCall(
                "let kit = FrameworkMigrationTestKit(",
                arguments: [
                    "versions: Self.versions", "customStageVersions: [" + custom.joined(separator: ", ") + "]",
                ],
                tail: ")")
            let fixturesByVersion = MigrationSuite.byVersion(fixtures)
            let startVersions = Set(
                MigrationSuite.starts(analysis.steps.map(\.schema.version), fixtures: fixturesByVersion))
            let starts = analysis.steps.filter { startVersions.contains($0.schema.version) }
            for step in starts {
                let version = "\(step.schema.version)"
                let fixture = fixturesByVersion[step.schema.version]
                writer.line()
                let title = MigrationSuite.title(step.schema.version, latest: latest?.schema.version, fixture: fixture)
                writer.line("@Test(\"\(title)\")")
                writer.block("func \(GeneratedNames.storeTest(at: step.schema.version))()") { writer in
                    writer.filledCall(
                        "expectIntact(kit.migrate(",
                        arguments: ["from: \"\(version)\""]
                            + (fixture == nil
                                ? [] : ["adding: Self.\(GeneratedNames.fixtureRows(at: step.schema.version))"])
                            + [
                                "write: Self.\(GeneratedNames.storeWriter(at: step.schema.version))",
                                "migrateAndRead: Self.migrateAndRead",
                            ], tail: "))")
                }
            }
            MigrationSuite.renderStatementsTest(
                context.conversionStatements(analysis), fixtures: fixtures,
                folder: testKit.fixturesName,
                into: &writer)
            for step in starts {
                writer.line()
                renderWriter(for: step, into: &writer)
            }
            writer.line()
            renderReader(into: &writer)
            for fixture in fixtures.sorted(by: { $0.version < $1.version }) {
                writer.line()
                MigrationSuite.renderFixture(fixture, into: &writer)
            }
            writer.line()
            renderDescriptions(into: &writer)
            writer.line()
            MigrationSuite.renderExpectIntact(into: &writer)
        }
        renderValueStorage(into: &writer)
        return writer.text
    }

    /// How the kit stores each struct the history defines, and each enum a struct holds: the portable store's
    /// form, in which the kit's fixture values and expectations are written. SwiftData's own types don't
    /// carry it, so the suite gives it to them, once per defining version. The generated code is in another
    /// module when the suite imports one.
    private func renderValueStorage(into writer: inout SwiftWriter) {
        let retroactive = !testKit.imports.isEmpty
        var enumsInStructs: [(namespace: String, name: String)] = []
        for step in analysis.steps {
            let schema = step.schema.schema
            for declaration in schema.structs where step.redefinition.defines(declaration.name) {
                writer.line()
                StructRenderer(declaration: declaration, schema: schema, reason: "", access: context.access)
                    .renderSuiteStorage(retroactive: retroactive, into: &writer)
            }
            let held = Set(schema.structs.flatMap { $0.fields.compactMap(\.type.enumName) })
            for declaration in schema.enums
            where held.contains(declaration.name) && step.redefinition.defines(declaration.name) {
                enumsInStructs.append((schema.name, declaration.name))
            }
        }
        for (namespace, name) in enumsInStructs {
            writer.line()
            writer.line(
                "\(SwiftDataRules.isolation)extension \(SwiftNames.escaped(namespace)).\(SwiftNames.escaped(name)):")
            let marker = retroactive ? "@retroactive " : ""
            writer.line("    \(marker)SchemaRuntime.StorableEnum, \(marker)SchemaRuntime.StorableValue {}")
        }
    }

    /// `static let versions`: every version as the generator described it, which the kit's expectations come
    /// from. A model or enum that a version keeps unchanged is written once, named for the version that
    /// introduced it (`modelSDMealAt1_0_0`), as the versions' namespaces reuse it; so is a struct.
    private func renderDescriptions(into writer: inout SwiftWriter) {
        var modelNames: [Model: String] = [:]
        var enumNames: [EnumDeclaration: String] = [:]
        var structNames: [StructDeclaration: String] = [:]
        var declarations: [(name: String, render: (inout SwiftWriter) -> Void)] = []
        for step in analysis.steps {
            let version = step.schema.version
            for declaration in step.schema.schema.enums where enumNames[declaration] == nil {
                let name = GeneratedNames.suiteDescription(.enumeration, named: declaration.name, at: version)
                enumNames[declaration] = name
                declarations.append(
                    (name, { SchemaLiteralParts.renderEnumLiteral(declaration, into: &$0, trailing: "") }))
            }
            for declaration in step.schema.schema.structs where structNames[declaration] == nil {
                let name = GeneratedNames.suiteDescription(.structure, named: declaration.name, at: version)
                structNames[declaration] = name
                declarations.append((name, { SchemaLiteralParts.renderStructLiteral(declaration, into: &$0) }))
            }
            for model in step.schema.schema.models where modelNames[model] == nil {
                let name = GeneratedNames.suiteDescription(.model, named: model.name, at: version)
                modelNames[model] = name
                declarations.append((name, { SchemaLiteralRenderer.render(model, into: &$0) }))
            }
        }
        writer.documentation(["Every version as the generator described it: the kit's expectations come from these."])
        writer.line("static let versions: [SchemaModel.Schema] = [")
        writer.indented { writer in
            for step in analysis.steps {
                let schema = step.schema.schema
                let version = schema.version
                writer.line("SchemaModel.Schema(")
                writer.indented { writer in
                    writer.line(
                        "version: SchemaModel.SchemaVersion(\(version.major), \(version.minor), \(version.patch)), "
                            + "name: \(SwiftNames.stringLiteral(schema.name)),")
                    let enums = schema.enums.compactMap { enumNames[$0].map { "Self.\($0)" } }
                    if !enums.isEmpty { writer.filledCall("enums: [", arguments: enums, tail: "],") }
                    let structs = schema.structs.compactMap { structNames[$0].map { "Self.\($0)" } }
                    if !structs.isEmpty { writer.filledCall("structs: [", arguments: structs, tail: "],") }
                    let models = schema.models.compactMap { modelNames[$0].map { "Self.\($0)" } }
                    writer.filledCall("models: [", arguments: models, tail: "]")
                }
                writer.line("),")
            }
        }
        writer.line("]")
        for declaration in declarations {
            writer.line()
            writer.line("private static let \(declaration.name) =")
            writer.indented { declaration.render(&$0) }
        }
    }

    /// `static func write1_0_0(_:to:)`: the fixture rows as the version's models, saved by a container for
    /// that version's schema alone.
    private func renderWriter(for step: VersionStep, into writer: inout SwiftWriter) {
        let file = step.schema
        let schema = file.schema
        let namespace = SwiftNames.escaped(file.name)
        writer.documentation(["The fixture rows written at \(schema.version) with \(file.name)'s models."])
        writer.block(
            "static func \(GeneratedNames.storeWriter(at: schema.version))(_ fixture: FixtureObjects, to url: URL) throws"
        ) { writer in
            writer.line("let container = try ModelContainer(")
            writer.line(
                "    for: Schema(versionedSchema: \(namespace).self), configurations: ModelConfiguration(url: url))")
            writer.line("let context = ModelContext(container)")
            for model in Self.creationOrder(schema) {
                let requiredToOne = model.relationships.filter { $0.cardinality == .toOne(isOptional: false) }
                let arguments =
                    model.attributes.filter { !$0.isTransient }.map { attribute in
                        "\(attribute.name): try row.\(attribute.type.enumName == nil ? "value" : "enumCase")(\(SwiftNames.stringLiteral(attribute.name)))"
                    }
                    + requiredToOne.map { relationship in
                        "\(relationship.name): \(Self.objects(relationship.target))[try fixture.target(\(SwiftNames.stringLiteral(model.name)), \(SwiftNames.stringLiteral(relationship.name)), of: position)]"
                    }
                let rows = "try fixture.rows(\(SwiftNames.stringLiteral(model.name)))"
                let head =
                    requiredToOne.isEmpty ? "\(rows).map { row in" : "\(rows).enumerated().map { position, row in"
                writer.line("let \(Self.objects(model.name)) = \(head)")
                writer.indented { writer in
                    writer.filledCall(
                        "\(namespace).\(SwiftNames.escaped(model.name))(", arguments: arguments, tail: ")")
                }
                writer.line("}")
            }
            for model in schema.models {
                for relationship in model.relationships where relationship.cardinality != .toOne(isOptional: false) {
                    let pairs =
                        "fixture.pairs(\(SwiftNames.stringLiteral(model.name)), \(SwiftNames.stringLiteral(relationship.name)))"
                    let target = Self.objects(relationship.target)
                    let value =
                        relationship.cardinality.isToMany
                        ? "targets.map { \(target)[$0] }" : "targets.first.map { \(target)[$0] }"
                    writer.block("for (owner, targets) in \(pairs)") { writer in
                        writer.line(
                            "\(Self.objects(model.name))[owner].\(SwiftNames.escaped(relationship.name)) = \(value)")
                    }
                }
            }
            for model in schema.models {
                writer.line("for model in \(Self.objects(model.name)) { context.insert(model) }")
            }
            writer.line("try context.save()")
        }
    }

    /// `static func migrateAndRead(_:)`: opens the store with the plan and reads every latest model back.
    private func renderReader(into writer: inout SwiftWriter) {
        guard let latest else { return }
        let namespace = SwiftNames.escaped(latest.schema.name)
        writer.documentation([
            "Opens the store with the migration plan, so SwiftData migrates it, and reads every model of \(latest.schema.version)."
        ])
        writer.block("static func migrateAndRead(_ url: URL) throws -> MigratedObjects") { writer in
            writer.line("let container = try ModelContainer(")
            writer.line(
                "    for: Schema(versionedSchema: \(namespace).self), migrationPlan: \(SwiftNames.escaped(context.names.planName)).self,"
            )
            writer.line("    configurations: ModelConfiguration(url: url))")
            writer.line("let context = ModelContext(container)")
            writer.line("var migrated = MigratedObjects()")
            for model in latest.schema.schema.models {
                let type = "\(namespace).\(SwiftNames.escaped(model.name))"
                // A fetch of a superclass returns its subclasses' instances too; each model's rows are its own.
                let ownRows =
                    latest.schema.schema.hasSubclasses(model.name) ? ".filter { type(of: $0) == \(type).self }" : ""
                writer.filledCall(
                    "let \(Self.objects(model.name)) = try context.fetch(", arguments: ["FetchDescriptor<\(type)>()"],
                    tail: ")\(ownRows)")
            }
            for model in latest.schema.schema.models {
                let values = model.attributes.filter { !$0.isTransient }.map { attribute in
                    let read = attribute.type.enumName == nil ? "of" : "ofCase"
                    return
                        "\(SwiftNames.stringLiteral(attribute.name)): .\(read)(row.\(SwiftNames.escaped(attribute.name)))"
                }
                writer.line(
                    "migrated.add(\(SwiftNames.stringLiteral(model.name)), \(Self.objects(model.name))) { row in")
                writer.indented { writer in
                    if values.isEmpty {
                        writer.line("[:]")
                    } else {
                        writer.filledCall("[", arguments: values, tail: "]")
                    }
                }
                writer.line("}")
            }
            for model in latest.schema.schema.models {
                for relationship in model.relationships {
                    let property = "$0.\(SwiftNames.escaped(relationship.name))"
                    let related: String
                    switch relationship.cardinality {
                    case .toOne(let isOptional):
                        related = isOptional ? "\(property).map { [$0] } ?? []" : "[\(property)]"
                    case .toMany(let isOptional): related = isOptional ? "\(property) ?? []" : property
                    }
                    writer.filledCall(
                        "migrated.link(",
                        arguments: [
                            SwiftNames.stringLiteral(model.name), SwiftNames.stringLiteral(relationship.name),
                            Self.objects(model.name), "to: \(Self.objects(relationship.target))",
                        ], tail: ") { \(related) }")
                }
            }
            writer.line("return migrated")
        }
    }

    /// The local holding a model's objects: `allSDMeal`.
    private static func objects(_ model: String) -> String { "all\(model)" }

    /// The models in an order where each one's required to-one targets come first.
    static func creationOrder(_ schema: Schema) -> [Model] {
        var ordered: [Model] = []
        var placed: Set<String> = []
        var remaining = schema.models
        while !remaining.isEmpty {
            let ready = remaining.firstIndex { model in
                model.relationships.allSatisfy { relationship in
                    relationship.cardinality != .toOne(isOptional: false) || placed.contains(relationship.target)
                        || relationship.target == model.name
                }
            }
            // A cycle of required to-ones can't be created by any app either; keep declaration order.
            let model = remaining.remove(at: ready ?? 0)
            ordered.append(model)
            placed.insert(model.name)
        }
        return ordered
    }
}
