import SchemaKit
import SchemaModel
import SwiftDataStoreRules

/// How SwiftData reaches a version whose step changes an attribute's stored type, which its inferred
/// migration can't do (`SwiftDataInferredMigration.keepsValues(from:in:to:in:)`): through a version
/// schemagen writes between the user's two.
///
/// For a step `SchemaV4` -> `SchemaV5` that turns `Item.quantity` from `String` into `Double`:
/// 1. `SchemaV4` -> `SchemaV5Converting`, custom: the converting version is `SchemaV4` plus
///    `quantityConverted: Double` (added, which SwiftData infers); its `didMigrate` sees `SchemaV5Converting`'s
///    models, where each row holds both attributes, and converts on the same object. Nothing is carried
///    across contexts, so nothing is keyed by `persistentModelID`.
/// 2. `SchemaV5Converting` -> `SchemaV5`, the step's own stage (custom when the step's other changes need
///    code, else lightweight): `SchemaV5` declares `quantity` with `originalName: "quantityConverted"`, so
///    SwiftData renames the converted values into place and drops the old attribute.
///
/// An enum whose raw type or raw values change is converted the same way: each attribute that holds it gets
/// a converting attribute of the new enum, declared in the converting version as `<Enum>Converted` when the
/// old enum keeps its name there, and values map case by case (by name, else by raw value for a renamed
/// case).
///
/// The converting version's name is the target's with `Converting`, its identifier the previous version's
/// with ``versionPatchOffset`` added to the patch number: deterministic, and outside the numbers a user's
/// version may take (``SwiftDataChecks`` refuses a version in that range, or one named like a converting
/// version). Its hash differs from both neighbours' (it has one more property than the previous version, and
/// the next one's converted attributes have other types), and SG520 compares it with every version.
struct SwiftDataConversionChain: Sendable {
    /// One attribute whose stored type the step changes.
    struct Conversion: Sendable {
        /// The model, named as in both versions (a renamed model's rows are copied instead).
        let model: String
        /// The attribute as the previous version stores it.
        let oldAttribute: Attribute
        /// The attribute as the target version declares it.
        let attribute: Attribute
        /// Its name in the converting version, beside the old attribute.
        var temporaryName: String
        /// Its type in the converting version: the target's, with an enum that the converting version holds
        /// under another name (the old enum keeps the name) named so.
        var temporaryType: AttributeType

        /// `Item.quantity`.
        var path: String { "\(model).\(attribute.name)" }

        /// `String -> Double`, `Mood, whose raw values change` when the type keeps its name, or `Mood, now
        /// stored as its raw value` when its storage changes.
        var change: String {
            var text =
                oldAttribute.type == attribute.type
                ? "\(attribute.type)" : "\(oldAttribute.type) -> \(attribute.type)"
            if oldAttribute.storesRawValue != attribute.storesRawValue {
                text += attribute.storesRawValue ? ", now stored as its raw value" : ", now stored as the enum"
            } else if oldAttribute.type == attribute.type {
                text += ", whose raw values change"
            }
            return text
        }
    }

    /// Added to the previous version's patch number to give the converting version's identifier.
    static let versionPatchOffset = 1_000_000

    /// The user's step.
    let step: VersionStep
    /// The conversions, in the step's order.
    let conversions: [Conversion]
    /// The step into the converting version, for its namespace: what it defines and reuses.
    let convertingStep: VersionStep
    /// The target version as SwiftData declares it: each converted attribute's `originalName` is its
    /// temporary name.
    let target: VersionFile
    /// Why the target's own stage needs code once the conversions are done (empty when it is lightweight).
    let remainingCustomReasons: [String]
    /// The step's changes the conversions take care of: the converted attributes' type and optionality
    /// changes (a conversion to a required type gives every row a value or throws), and the raw-type and
    /// raw-value changes of enums whose every attribute is converted.
    let coveredChanges: [SchemaChange]

    /// The previous version.
    var previous: VersionFile { convertingStep.previous ?? step.schema }
    /// The converting version.
    var converting: VersionFile { convertingStep.schema }
    /// The kind of the target's own stage, from the converting version.
    var targetStage: StageKind { remainingCustomReasons.isEmpty ? .lightweight : .custom }

    /// `SchemaV4ToSchemaV5Converting`: the conversion stage as its handler and scaffold file name it.
    var conversionStageName: String { GeneratedNames.stage(from: previous.name, to: converting.name) }
    /// The conversion stage's only handler, `didMigrateSchemaV4ToSchemaV5Converting` (it reads nothing
    /// before SwiftData adds the temporary attributes).
    var conversionHandler: String { GeneratedNames.handlers(forStage: conversionStageName).didMigrate }
    /// The stage from the converting version to the step's own, as its handlers and scaffold file name it:
    /// `SchemaV5ConvertingToSchemaV5`.
    var targetStageName: String { GeneratedNames.stage(from: converting.name, to: step.schema.name) }

    /// The chain as `plan`, `diff` and reviews show it.
    var route: StepRoute.ConversionRoute {
        StepRoute.ConversionRoute(
            previous: previous.name, converting: converting.name, convertingVersion: converting.version,
            conversions: conversions.map {
                .init(
                    path: $0.path, change: $0.change, from: $0.oldAttribute.type.description,
                    to: $0.attribute.type.description, temporaryName: $0.temporaryName)
            }, target: step.schema.name, targetStage: targetStage, remainingCustomReasons: remainingCustomReasons)
    }

    /// The conversion stage's documentation: the versions, and each conversion.
    var conversionDocumentation: [String] {
        [
            "\(previous.name) (\(previous.version)) -> \(converting.name) (\(converting.version)), which schemagen writes",
            "because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute",
            "beside the old one; this converts every row on the same object, and \(step.schema.name) then drops the old",
            "attribute and renames the new one into place (`originalName`).",
            "",
            "Converts:",
        ]
            + conversions.map {
                "- \($0.path): \($0.change), into `\($0.temporaryName)`"
            }
    }

    /// The chain `step` needs, `nil` when SwiftData's inferred migration does the step alone.
    static func chain(for step: VersionStep) -> SwiftDataConversionChain? {
        guard let previous = step.previous, let correspondence = step.correspondence else { return nil }
        // Enums whose stored values the new declaration can't read: a raw type or a case's raw value changed.
        let rewrittenEnums = Set(
            step.changes.filter { $0.kind == .enumRawTypeChanged || $0.kind == .enumRawValueChanged }.map(\.typeName))
        var conversions: [Conversion] = []
        var convertedChanges: [SchemaChange] = []
        for model in step.schema.models {
            guard let oldModel = correspondence.previousModel(of: model), oldModel.name == model.name else { continue }
            let taken = Set(model.attributes.map(\.name) + model.relationships.map(\.name))
                .union(oldModel.attributes.map(\.name) + oldModel.relationships.map(\.name))
            // An inherited attribute is converted where its superclass declares it: SwiftData's fetch of the
            // superclass reaches the subclasses' rows, and the converted attribute is inherited too.
            let inherited = Set(model.superclass.flatMap(step.schema.model(named:))?.propertyNames ?? [])
            for attribute in model.attributes where !attribute.isTransient && !inherited.contains(attribute.name) {
                guard
                    let oldAttribute = oldModel.attribute(
                        named: correspondence.previousPropertyName(of: attribute.name, inModel: model.name)
                            ?? attribute.name),
                    !oldAttribute.isTransient
                else { continue }
                let typeChange = step.changes.first {
                    $0.kind == .attributeTypeChanged && $0.path == "\(model.name).\(attribute.name)"
                }
                // An enum of another name is converted too, though the store would carry its raw values: its
                // cases may mean something else.
                let changesType =
                    typeChange != nil
                    && (oldAttribute.type.enumName != attribute.type.enumName
                        || !SwiftDataInferredMigration.keepsValues(
                            from: oldAttribute.type, in: previous.schema, to: attribute.type, in: step.schema.schema))
                let rewritesEnum =
                    oldAttribute.type.enumName.map(rewrittenEnums.contains) == true
                    && oldAttribute.type.enumName == attribute.type.enumName
                // Stored as the enum in one version and as its raw-value property in the other: another
                // attribute to SwiftData, whose values the conversion moves.
                let changesStorage = oldAttribute.storesRawValue != attribute.storesRawValue
                guard changesType || rewritesEnum || changesStorage else { continue }
                conversions.append(
                    Conversion(
                        model: model.name, oldAttribute: oldAttribute, attribute: attribute,
                        temporaryName: GeneratedNames.converted(attribute.name, avoiding: taken),
                        temporaryType: attribute.type))
                if let typeChange, changesType { convertedChanges.append(typeChange) }
                convertedChanges += step.changes.filter {
                    $0.kind == .attributeOptionalityChanged && $0.path == "\(model.name).\(attribute.name)"
                }
            }
        }
        guard !conversions.isEmpty else { return nil }
        // A subclass's copy of a converted attribute is converted with it: its changes are the same ones.
        for model in step.schema.models where model.superclass != nil {
            let ancestors = Set(step.schema.schema.ancestors(of: model).map(\.name))
            for conversion in conversions where ancestors.contains(conversion.model) {
                convertedChanges += step.changes.filter {
                    ($0.kind == .attributeTypeChanged || $0.kind == .attributeOptionalityChanged)
                        && $0.path == "\(model.name).\(conversion.attribute.name)"
                }
            }
        }
        let converting = convertingVersion(previous: previous, target: step.schema, conversions: &conversions)
        let convertingStep = HistoryAnalysis(SchemaHistory(versions: [previous, converting])).steps[1]
        var target = step.schema
        for conversion in conversions {
            target.schema.updateAttribute(conversion.attribute.name, of: conversion.model) {
                $0.originalName = conversion.temporaryName
            }
        }
        // An enum's rewrite is done once every attribute that holds it is converted.
        let enumsInUnconvertedAttributes = Set(
            step.schema.models.flatMap { model in
                model.attributes.filter { attribute in
                    !attribute.isTransient
                        && !conversions.contains { $0.model == model.name && $0.attribute.name == attribute.name }
                }.compactMap(\.type.enumName)
            })
        convertedChanges += step.changes.filter {
            ($0.kind == .enumRawTypeChanged || $0.kind == .enumRawValueChanged)
                && !enumsInUnconvertedAttributes.contains($0.typeName)
        }
        var remaining = step.customReasons
        for change in convertedChanges {
            if case .custom(let reason) = change.effect, let index = remaining.firstIndex(of: reason) {
                remaining.remove(at: index)
            }
        }
        return SwiftDataConversionChain(
            step: step, conversions: conversions, convertingStep: convertingStep, target: target,
            remainingCustomReasons: remaining, coveredChanges: convertedChanges)
    }

    /// The chains of every step of `analysis` that needs one, by the target version's name.
    static func chains(in analysis: HistoryAnalysis) -> [String: SwiftDataConversionChain] {
        var chains: [String: SwiftDataConversionChain] = [:]
        for step in analysis.steps {
            if let chain = chain(for: step) { chains[step.schema.name] = chain }
        }
        return chains
    }

    /// The previous version with each conversion's attribute added under its temporary name, typed as the
    /// target declares it. A required one starts at the target's default, else the type's zero, so that
    /// SwiftData's inferred step can add it to existing rows. The target's enum of a converted attribute is
    /// declared too, as `<Enum>Converted` when the previous version's enum of that name differs.
    private static func convertingVersion(
        previous: VersionFile, target: VersionFile, conversions: inout [Conversion]
    ) -> VersionFile {
        var schema = previous.schema
        // The converting version follows the previous one, whose names it keeps: a rename hint carried over
        // from the previous version's own step would name a property its predecessor no longer has.
        for index in schema.models.indices {
            schema.models[index].renamedFrom = nil
            for attribute in schema.models[index].attributes.indices {
                schema.models[index].attributes[attribute].originalName = nil
            }
            for relationship in schema.models[index].relationships.indices {
                schema.models[index].relationships[relationship].originalName = nil
            }
        }
        schema.name = GeneratedNames.convertingNamespace(for: target.name)
        schema.version = SchemaVersion(
            previous.version.major, previous.version.minor, previous.version.patch + versionPatchOffset)
        var enumNames: [String: String] = [:]
        for index in conversions.indices {
            var conversion = conversions[index]
            if let enumName = conversion.attribute.type.enumName,
                let declaration = target.enumDeclaration(named: enumName)
            {
                if enumNames[enumName] == nil {
                    var name = enumName
                    if let existing = schema.enumDeclaration(named: enumName),
                        existing.rawType != declaration.rawType || existing.cases != declaration.cases
                    {
                        let taken = Set(schema.enums.map(\.name) + schema.models.map(\.name))
                        name = GeneratedNames.converted(enumName, avoiding: taken)
                    }
                    if schema.enumDeclaration(named: name) == nil {
                        var added = declaration
                        added.name = name
                        schema.enums.append(added)
                    }
                    enumNames[enumName] = name
                }
                conversion.temporaryType.scalar = .enumeration(enumNames[enumName] ?? enumName)
            }
            var added = conversion.attribute
            added.name = conversion.temporaryName
            added.type = conversion.temporaryType
            added.originalName = nil
            added.hashModifier = nil
            added.isUnique = false
            added.documentation = "`\(conversion.path)` converted from `\(conversion.oldAttribute.type)`."
            if !added.type.isOptional, added.defaultValue == nil || added.defaultValue?.isConstant == false {
                added.defaultValue = SwiftDataRules.placeholder(for: added.type) { name in
                    schema.enumDeclaration(named: name)?.cases.first?.name
                }
            }
            schema.updateOwnAttributes(of: conversion.model) { $0.append(added) }
            conversions[index] = conversion
        }
        return VersionFile(
            schema: schema, file: target.file, fileStem: target.fileStem, sources: target.sources)
    }
}

extension Schema {
    /// Applies `change` to the model named `name`, if there is one.
    fileprivate mutating func updateModel(_ name: String, _ change: (inout Model) -> Void) {
        guard let index = models.firstIndex(where: { $0.name == name }) else { return }
        change(&models[index])
    }

    /// Applies `change` to the attribute `attribute` of the model named `model`, if there is one.
    fileprivate mutating func updateAttribute(
        _ attribute: String, of model: String, _ change: (inout Attribute) -> Void
    ) {
        updateModel(model) { model in
            guard let index = model.attributes.firstIndex(where: { $0.name == attribute }) else { return }
            change(&model.attributes[index])
        }
    }
}
