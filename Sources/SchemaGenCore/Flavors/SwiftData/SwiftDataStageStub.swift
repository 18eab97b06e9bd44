import SchemaKit
import SchemaModel

/// One custom stage's scaffold for SwiftData: `willMigrate…` and `didMigrate…` with code for each change
/// that needs it. See ``SwiftDataScaffoldRenderer``.
struct SwiftDataStageStub {
    let step: VersionStep
    /// The converting version the step goes through, whose models `willMigrate` sees instead of the
    /// previous version's.
    let chain: SwiftDataConversionChain?
    let names: GeneratedNames

    /// What one change contributes: declarations beside the handlers, and lines in each handler.
    private struct Section {
        var declarations: [String] = []
        var willMigrate: [String] = []
        var didMigrate: [String] = []
        /// Whether `willMigrate` holds only notes for the team, no code.
        var notesOnly = false

        /// Whether the change needs nothing here (another section or stage covers it).
        var isEmpty: Bool { declarations.isEmpty && willMigrate.isEmpty && didMigrate.isEmpty }
    }

    private var old: VersionFile? { chain?.converting ?? step.previous }
    private var new: VersionFile { step.schema }
    private var errorType: String { names.stagesError }

    func render(importing modules: [String]) -> String {
        let handlers = SwiftDataPlanRenderer.handlerNames(for: step, chain: chain)
        var sections: [Section] = []
        let covered = chain?.coveredChanges ?? []
        for (index, change) in step.changes.enumerated() where change.needsCustomStage && !covered.contains(change) {
            let section = section(for: change, index: index)
            if !section.isEmpty { sections.append(section) }
        }
        return Self.stageFile(importing: modules, names: names) { writer in
            for declaration in sections.flatMap(\.declarations) {
                writer.lines(declaration)
                writer.line()
            }
            writer.documentation(
                StageDocumentation.lines(
                    for: step, from: chain?.converting, reasons: chain?.remainingCustomReasons))
            writer.block("static func \(handlers.willMigrate)(_ context: ModelContext) throws") { writer in
                let lines = sections.flatMap(\.willMigrate)
                if lines.isEmpty {
                    writer.line("// Nothing to read: the stage is custom because the schema asks for it.")
                }
                for line in lines { writer.lines(line) }
            }
            writer.line()
            writer.line("/// Applies what ``\(handlers.willMigrate)(_:)`` kept, to \(new.name)'s models.")
            writer.block("static func \(handlers.didMigrate)(_ context: ModelContext) throws") { writer in
                let lines = sections.flatMap(\.didMigrate)
                if lines.isEmpty { writer.line(Self.emptyDidMigrateNote(sections, willMigrate: handlers.willMigrate)) }
                for line in lines { writer.lines(line) }
            }
        }
    }

    /// A stage's file: the ownership line, `modules` imported, and a `nonisolated` extension of the stages type
    /// whose body `body` writes.
    static func stageFile(importing modules: [String], names: GeneratedNames, _ body: (inout SwiftWriter) -> Void)
        -> String
    {
        var writer = ScaffoldFile.writer(importing: modules)
        writer.block("\(SwiftDataRules.isolation)extension \(names.stagesType)", body)
        return writer.text
    }

    // MARK: Changes

    private func section(for change: SchemaChange, index: Int) -> Section {
        if change.kind == .enumCasesRemoved {
            // One change per removed case; one rewrite per enum covers them all.
            let first = step.changes.firstIndex { $0.kind == .enumCasesRemoved && $0.typeName == change.typeName }
            return first == index ? removedCases(change, enumName: change.typeName) : Section()
        }
        guard let old, let correspondence = step.correspondence,
            let model = new.model(named: change.typeName) ?? old.model(named: change.typeName)
        else { return comment(change) }
        let oldModel = new.model(named: model.name).flatMap(correspondence.previousModel(of:))
        switch change.kind {
        case .attributeTypeChanged:
            return keptType(change)
        case .attributeOptionalityChanged:
            guard let oldModel, let name = change.memberName, let attribute = model.attribute(named: name),
                !attribute.type.isOptional,
                let oldAttribute = oldModel.attribute(
                    named: correspondence.previousPropertyName(of: name, inModel: model.name) ?? name)
            else { return comment(change) }
            return fillMissing(change, oldModel: oldModel, attribute: attribute, oldAttribute: oldAttribute)
        case .attributeUniquenessAdded, .uniquenessAdded:
            guard let oldModel else { return comment(change) }
            let properties: [String]
            if case .uniqueConstraint(_, let written) = change.element {
                properties = written
            } else {
                properties = change.memberName.map { [$0] } ?? []
            }
            let oldNames = properties.map { correspondence.previousPropertyName(of: $0, inModel: model.name) ?? $0 }
            guard !oldNames.isEmpty, oldNames.allSatisfy(oldModel.hasProperty(named:)) else { return comment(change) }
            return removeRepeats(change, oldModel: oldModel, properties: oldNames)
        case .attributeAdded:
            guard let name = change.memberName, let attribute = model.attribute(named: name) else {
                return comment(change)
            }
            return addedAttribute(change, model: model, oldModel: oldModel, attribute: attribute)
        case .modelRenamed:
            guard let previousName = model.renamedFrom, let oldModel = old.model(named: previousName) else {
                return comment(change)
            }
            return copyRows(change, model: model, oldModel: oldModel)
        default:
            return comment(change)
        }
    }

    /// A change schemagen writes no code for: said in `willMigrate`, where the old values can still be read.
    private func comment(_ change: SchemaChange) -> Section {
        Section(
            willMigrate: [
                "// \(change.summary).",
                "// Read what this needs from \(old?.name ?? "the old version")'s models here, keep it in a \(names.carryOver), and apply it in didMigrate.",
            ], notesOnly: true)
    }

    /// What an empty `didMigrate` says, true to what `willMigrate` holds: code that did the work, only notes
    /// for the team, or nothing (a stage custom because the schema asks).
    private static func emptyDidMigrateNote(_ sections: [Section], willMigrate: String) -> String {
        if sections.contains(where: { !$0.willMigrate.isEmpty && !$0.notesOnly }) {
            return "// Nothing to apply: \(willMigrate) did the work."
        }
        if sections.isEmpty { return "// Nothing to apply: the stage is custom because the schema asks for it." }
        return "// Nothing is applied yet: \(willMigrate) notes what this stage must carry across; apply it here."
    }

    /// A type change whose values SwiftData's inferred migration keeps (`Int` to `Int64`: one stored type);
    /// a converted one never reaches here (the chain covers it).
    private func keptType(_ change: SchemaChange) -> Section {
        Section(
            willMigrate: ["// \(change.summary): SwiftData keeps the values (one stored type)."], notesOnly: true)
    }

    /// Optional made required: every row needs a value before SwiftData's step, which can't add one.
    private func fillMissing(_ change: SchemaChange, oldModel: Model, attribute: Attribute, oldAttribute: Attribute)
        -> Section
    {
        guard let old else { return comment(change) }
        let property = "row.\(SwiftNames.escaped(oldAttribute.name))"
        let fill: String
        switch attribute.defaultValue {
        case .enumCase(let name)?:
            fill = "\(property) = .\(SwiftNames.escaped(name))"
        case let value?:
            fill = "\(property) = " + SwiftLiterals.defaultExpression(value, type: attribute.type, style: .standalone)
        case nil:
            fill =
                "throw \(errorType)(\(SwiftNames.stringLiteral("\(oldModel.name).\(oldAttribute.name) is nil in a row and becomes required; choose its value here")))"
        }
        return Section(willMigrate: [
            "// \(change.summary): give the rows without a value one.",
            "try forEach(\(old.name).\(SwiftNames.escaped(oldModel.name)).self, in: context) { row in",
            "    if \(property) == nil { \(fill) }",
            "}",
        ])
    }

    /// Uniqueness added: rows that repeat the constraint's values would fail the step. The stub deletes
    /// nothing: it lists the repeats and stops the migration, naming the choices (merge, another value,
    /// delete), since only the team knows which row holds what to keep. Its names come from the model and
    /// the constraint's properties, so two constraints of one stage never share one.
    private func removeRepeats(_ change: SchemaChange, oldModel: Model, properties: [String]) -> Section {
        guard let old else { return comment(change) }
        let values = properties.map { name -> String in
            let access = "row.\(SwiftNames.escaped(name))"
            guard let relationship = oldModel.relationship(named: name) else { return "AnyHashable(\(access))" }
            return relationship.cardinality.isOptional
                ? "AnyHashable(\(access)?.persistentModelID)" : "AnyHashable(\(access).persistentModelID)"
        }
        let stem = GeneratedNames.carriedProperties(properties, of: oldModel.name)
        let listed = "[\(properties.joined(separator: ", "))]"
        return Section(willMigrate: [
            "// \(change.summary).",
            "// Rows repeating \(listed) would fail the step. Nothing is deleted for you: in each repeat, merge its data",
            "// into the first row, give it another value, or delete it (context.delete(row)); then remove the check.",
            "var \(stem)Seen = Set<[AnyHashable]>()",
            "var \(stem)Repeats: [String] = []",
            "try forEach(\(old.name).\(SwiftNames.escaped(oldModel.name)).self, in: context) { row in",
            "    let key: [AnyHashable] = [\(values.joined(separator: ", "))]",
            "    if !\(stem)Seen.insert(key).inserted {",
            "        \(stem)Repeats.append(key.map { \"\\($0.base)\" }.joined(separator: \", \"))",
            "    }",
            "}",
            "if !\(stem)Repeats.isEmpty {",
            "    let listed = \(stem)Repeats.prefix(10).joined(separator: \"; \")",
            "    throw \(errorType)(",
            "        \"\(oldModel.name) rows repeating an earlier row's \(listed): \\(\(stem)Repeats.count) (\\(listed)); \"",
            "            + \"merge, change or delete them in this stage\")",
            "}",
        ])
    }

    /// A required attribute added: with `uuid` or a Swift expression, each row gets its own value after the step
    /// (SwiftData gives them all the one it evaluated for the store); without a default, SwiftData can't add it
    /// to existing rows at all.
    private func addedAttribute(_ change: SchemaChange, model: Model, oldModel: Model?, attribute: Attribute)
        -> Section
    {
        guard let old else { return comment(change) }
        if let value = attribute.defaultValue, value == .generatedUUID || !value.isConstant {
            return Section(didMigrate: [
                "// \(change.summary): a value of its own for each row.",
                "try forEach(\(new.name).\(SwiftNames.escaped(model.name)).self, in: context) { row in",
                "    row.\(SwiftNames.escaped(attribute.name)) = "
                    + SwiftLiterals.defaultExpression(value, type: attribute.type, style: .standalone),
                "}",
            ])
        }
        guard let oldModel else { return comment(change) }
        return Section(willMigrate: [
            "// \(change.summary): SwiftData can't add a required attribute without a default to existing rows.",
            "if try context.fetchCount(FetchDescriptor<\(old.name).\(SwiftNames.escaped(oldModel.name))>()) > 0 {",
            "    throw \(errorType)(\(SwiftNames.stringLiteral("\(model.name).\(attribute.name) is required and has no default: give it one in the schema, or make it optional")))",
            "}",
        ])
    }

    /// A model renamed: SwiftData drops the old entity and creates the new one empty, so `willMigrate` keeps
    /// every old row's attributes and `didMigrate` inserts a new model for each.
    private func copyRows(_ change: SchemaChange, model: Model, oldModel: Model) -> Section {
        guard let old, let correspondence = step.correspondence else { return comment(change) }
        let rowType = "\(model.name)Row"
        let carry = GeneratedNames.carriedRows(of: model.name)
        var fields: [String] = []
        var reads: [String] = []
        var arguments: [String] = []
        var missing: [String] = []
        for attribute in model.attributes where !attribute.isTransient {
            let oldName = correspondence.previousPropertyName(of: attribute.name, inModel: model.name) ?? attribute.name
            let name = SwiftNames.escaped(attribute.name)
            let label = ModelClassParts.parameter(attribute.name).split(separator: " ").first.map(String.init) ?? name
            guard let oldAttribute = oldModel.attribute(named: oldName), !oldAttribute.isTransient,
                oldAttribute.type.isOptional == attribute.type.isOptional || attribute.type.isOptional,
                oldAttribute.type.isArray == attribute.type.isArray
            else {
                if !attribute.type.isOptional && attribute.defaultValue == nil { missing.append(attribute.name) }
                continue
            }
            let read = "row.\(SwiftNames.escaped(oldName))"
            switch (oldAttribute.type.scalar, attribute.type.scalar) {
            case (.enumeration(let oldEnum), .enumeration(let newEnum)) where !oldAttribute.type.isArray:
                guard let rawType = old.enumDeclaration(named: oldEnum)?.rawType else { continue }
                let raw = rawType == .string ? "String" : "Int"
                let newType = "\(new.name).\(SwiftNames.escaped(newEnum))"
                if oldAttribute.type.isOptional {
                    fields.append("let \(name): \(raw)?")
                    reads.append("\(name): \(read)?.rawValue")
                    arguments.append("\(label): row.\(name).flatMap { \(newType)(rawValue: $0) }")
                } else {
                    fields.append("let \(name): \(raw)")
                    reads.append("\(name): \(read).rawValue")
                    arguments.append(
                        "\(label): try required(\(newType)(rawValue: row.\(name)), \(SwiftNames.stringLiteral("\(model.name).\(attribute.name)")))"
                    )
                }
            case (.primitive(let a), .primitive(let b)) where a == b:
                fields.append("let \(name): \(oldAttribute.type)")
                reads.append("\(name): \(read)")
                arguments.append("\(label): row.\(name)")
            default:
                if !attribute.type.isOptional && attribute.defaultValue == nil { missing.append(attribute.name) }
            }
        }
        for relationship in model.relationships where relationship.cardinality == .toOne(isOptional: false) {
            missing.append(relationship.name)
        }
        var did = [
            "// \(change.summary): a \(model.name) for each \(oldModel.name) kept by \(SwiftDataPlanRenderer.handlerNames(for: step, chain: chain).willMigrate). Relationships are not copied: reconnect them here if they matter.",
            "for row in \(carry).takeAll() {",
        ]
        if missing.isEmpty {
            did.append(
                "    context.insert(\(new.name).\(SwiftNames.escaped(model.name))(\(arguments.joined(separator: ", "))))"
            )
        } else {
            did.append(
                "    throw \(errorType)(\(Self.message("\(model.name) needs \(missing.joined(separator: ", ")), which \(oldModel.name) did not have; choose values for them here (row: ", "row", ")")))"
            )
        }
        did += ["}", "try context.save()"]
        return Section(
            declarations: [
                "/// One \(old.name).\(oldModel.name) row, kept for the \(model.name) that replaces it.\nprivate struct \(rowType): Sendable {\n"
                    + fields.map { "    \($0)\n" }.joined() + "}",
                "private static let \(carry) = \(names.carryOver)<Int, \(rowType)>()",
            ],
            willMigrate: [
                "// \(change.summary): SwiftData names entities by class, so it drops \(oldModel.name)'s rows; keep them.",
                "var position = 0",
                "try forEach(\(old.name).\(SwiftNames.escaped(oldModel.name)).self, in: context) { row in",
                "    \(carry).store(\(rowType)(\(reads.joined(separator: ", "))), for: position)",
                "    position += 1",
                "}",
            ],
            didMigrate: did)
    }

    /// Enum cases removed: a row holding one can't be read by the new version, so `willMigrate` rewrites
    /// every attribute that can hold one while the old values still decode. An array drops the removed
    /// values; a single value takes the attribute's new default when the old enum has that case, an
    /// optional one `nil`; a required value with neither stops the stage naming the row's value.
    private func removedCases(_ change: SchemaChange, enumName: String) -> Section {
        guard let old, let oldEnum = old.enumDeclaration(named: enumName) else { return comment(change) }
        let remaining = Set(new.enumDeclaration(named: enumName)?.cases.map(\.name) ?? [])
        let removed = oldEnum.cases.map(\.name).filter { !remaining.contains($0) }
        guard !removed.isEmpty else { return comment(change) }
        let enumType = "\(old.name).\(SwiftNames.escaped(enumName))"
        let list = "[" + removed.map { "\(enumType).\(SwiftNames.escaped($0))" }.joined(separator: ", ") + "]"
        let removedName = GeneratedNames.removedCases(of: enumName)
        let cases = removed.map { "'\($0)'" }.joined(separator: ", ")
        var lines = [
            "// \(enumName) loses \(cases): \(new.name) can't read a removed case, so every attribute that holds one is rewritten here.",
            "let \(removedName): Set<\(enumType)> = \(list)",
        ]
        for model in old.models {
            let attributes = model.attributes.filter {
                $0.type.scalar == .enumeration(enumName) && !$0.isTransient
            }
            guard !attributes.isEmpty else { continue }
            lines.append("try forEach(\(old.name).\(SwiftNames.escaped(model.name)).self, in: context) { row in")
            for attribute in attributes {
                let newAttribute = new.model(named: model.name)?.attribute(named: attribute.name)
                lines += rewrite(
                    attribute, of: model.name, replacement: replacementCase(newAttribute, in: oldEnum, removed),
                    enumType: enumType, removed: removedName
                ).map { "    " + $0 }
            }
            lines.append("}")
        }
        return Section(willMigrate: lines)
    }

    /// The case a removed value becomes: the attribute's default in the new version, when the old enum has
    /// it and it is not removed.
    private func replacementCase(_ attribute: Attribute?, in oldEnum: EnumDeclaration, _ removed: [String]) -> String? {
        guard case .enumCase(let name) = attribute?.defaultValue, oldEnum.cases.contains(where: { $0.name == name }),
            !removed.contains(name)
        else { return nil }
        return name
    }

    /// The lines that rewrite one attribute of `row`.
    private func rewrite(
        _ attribute: Attribute, of model: String, replacement: String?, enumType: String, removed: String
    ) -> [String] {
        let property = "row.\(SwiftNames.escaped(attribute.name))"
        let path = "\(model).\(attribute.name)"
        let replacementValue = replacement.map { "\(enumType).\(SwiftNames.escaped($0))" }
        switch (attribute.type.isArray, attribute.type.isOptional) {
        case (true, false):
            return ["\(property).removeAll { \(removed).contains($0) }"]
        case (true, true):
            return ["\(property) = \(property)?.filter { !\(removed).contains($0) }"]
        case (false, true):
            return [
                "if let value = \(property), \(removed).contains(value) { \(property) = \(replacementValue ?? "nil") }"
            ]
        case (false, false):
            if let replacementValue {
                return ["if \(removed).contains(\(property)) { \(property) = \(replacementValue) }"]
            }
            return [
                "if \(removed).contains(\(property)) {",
                "    throw \(errorType)(\(Self.message("\(path) holds the removed case ", property, " and has no default; choose a remaining one here")))",
                "}",
            ]
        }
    }

    // MARK: Helpers

    /// A string literal of `prefix`, the value of `expression` interpolated, and `suffix`.
    static func message(_ prefix: String, _ expression: String, _ suffix: String) -> String {
        String(SwiftNames.stringLiteral(prefix).dropLast()) + "\\(\(expression))"
            + String(SwiftNames.stringLiteral(suffix).dropFirst())
    }
}
