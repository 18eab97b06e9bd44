/// What a custom stage's own code sets in one step, read from the step's changes. Everything else must come
/// through the stage unchanged, so this is both what the test kit can't check by itself and what it asks a team
/// to state: the values only the team knows.
///
/// - The stage sets an attribute the step adds, retypes or makes unique (duplicates must change), every
///   attribute holding an enum or struct the step changes, and the NULLs of an attribute it makes required.
/// - It may connect rows anew through a relationship the step adds or changes (other than by a rename).
public struct CustomStageWork: Sendable {
    /// Why a custom stage sets an attribute's values, as a failure names it.
    public enum Conversion: String, Hashable, Sendable {
        /// The attribute is required and new, with no default: the stage computes every value.
        case computed = "computes"
        /// The attribute's type, its enum's raw values or its struct's fields change: the stage converts values.
        case converted = "converts"
        /// The attribute becomes required: the stage fills its NULLs.
        case filled = "fills"
        /// The attribute becomes unique: the stage changes duplicates.
        case deduplicated = "deduplicates"
    }

    /// An attribute whose values the stage sets, and why; the values only the team can state.
    public struct StatedAttribute: Hashable, Sendable {
        /// The model, named as after the step.
        public var model: String
        /// The attribute, named as after the step.
        public var attribute: String
        /// What the stage does to its values.
        public var conversion: Conversion
    }

    /// The step the stage runs.
    public let correspondence: StepCorrespondence
    /// `Model.attribute` paths, named as after the step, that the stage adds, retypes or makes unique.
    public let ownAttributes: Set<String>
    /// `Model.relationship` paths, named as after the step, whose pairs the stage may set anew.
    public let ownRelationships: Set<String>
    /// Enums the step changes other than by adding cases: an enum that only gains cases stores every old value
    /// as before.
    public let changedEnums: Set<String>
    /// Structs whose fields the step changes: the stage writes each value in its new shape.
    public let changedStructs: Set<String>

    /// The work of a custom stage running `correspondence`'s step.
    public init(_ correspondence: StepCorrespondence) {
        self.correspondence = correspondence
        let changes = SchemaDiff(correspondence).changes
        ownAttributes = Set(
            changes.filter { [.attributeAdded, .attributeTypeChanged, .attributeUniquenessAdded].contains($0.kind) }
                .map(\.path))
        ownRelationships = Set(
            changes.filter { $0.kind.rawValue.hasPrefix("relationship") && $0.kind != .relationshipRenamed }
                .map(\.path))
        changedEnums = Set(
            changes.filter { $0.kind.rawValue.hasPrefix("enum") && ![.enumAdded, .enumCasesAdded].contains($0.kind) }
                .map(\.typeName))
        changedStructs = Set(changes.filter { $0.kind.rawValue.hasPrefix("structField") }.map(\.typeName))
    }

    /// Whether the stage sets every value of `attribute` of `model` (both named as after the step), which was
    /// `previous` before it: the step adds, retypes or makes it unique, or changes an enum or struct it holds.
    public func setsEveryValue(of attribute: Attribute, model: String, previous: Attribute) -> Bool {
        ownAttributes.contains("\(model).\(attribute.name)") || holdsChangedType(attribute, previous: previous)
    }

    /// Whether `attribute` (which was `previous`) held an enum the step changes, or holds a struct or enum
    /// (at any depth) that it changes.
    private func holdsChangedType(_ attribute: Attribute, previous: Attribute) -> Bool {
        (previous.type.enumName.map(changedEnums.contains) ?? false)
            || correspondence.current.declaredTypes(reachableFrom: attribute.type).contains {
                changedStructs.contains($0) || changedEnums.contains($0)
            }
    }

    /// The stored attributes after the step whose values the stage converts, computes, fills or deduplicates,
    /// in model and attribute order: an attribute it adds as optional or with a default is left out, since
    /// the stage may leave it so.
    public var statedAttributes: [StatedAttribute] {
        var stated: [StatedAttribute] = []
        // A model the step adds has no old rows, so nothing a fixture row could state.
        for model in correspondence.current.models {
            guard let oldModel = correspondence.previousModel(of: model) else { continue }
            for attribute in model.attributes where !attribute.isTransient {
                guard
                    let oldName = correspondence.previousPropertyName(of: attribute.name, inModel: model.name),
                    let previous = oldModel.attribute(named: oldName), !previous.isTransient
                else {
                    if !attribute.type.isOptional, attribute.defaultValue == nil {
                        stated.append(.init(model: model.name, attribute: attribute.name, conversion: .computed))
                    }
                    continue
                }
                let path = "\(model.name).\(attribute.name)"
                let retyped = previous.type.stored.nonOptional != attribute.type.stored.nonOptional
                let conversion: Conversion? =
                    if retyped || holdsChangedType(attribute, previous: previous) {
                        .converted
                    } else if previous.type.isOptional, !attribute.type.isOptional {
                        .filled
                    } else if ownAttributes.contains(path) {
                        .deduplicated
                    } else {
                        nil
                    }
                if let conversion {
                    stated.append(.init(model: model.name, attribute: attribute.name, conversion: conversion))
                }
            }
        }
        return stated
    }
}
