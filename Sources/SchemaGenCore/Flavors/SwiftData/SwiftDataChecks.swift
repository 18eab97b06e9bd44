import SchemaKit
import SchemaModel
import SwiftDataStoreRules

/// What the SwiftData flavor checks beyond the contract, as located diagnostics: what SwiftData can't
/// express, what the configured SwiftData release lacks, what CloudKit sync forbids, versions SwiftData would
/// hash alike, and renamed models (which SwiftData sees as new entities).
struct SwiftDataChecks {
    let options: SwiftDataOptions

    func diagnostics(for analysis: HistoryAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var chains: [String: SwiftDataConversionChain] = [:]
        // Versions refused for changing a stored struct in place: the fix changes the hash too, so their
        // SG520 would be the same cause said twice.
        var refusedComposites: Set<SchemaVersion> = []
        for step in analysis.steps {
            diagnostics += definitionDiagnostics(step)
            diagnostics += cloudKitDiagnostics(step.schema)
            diagnostics += cloudKitHierarchyDiagnostics(step.schema)
            chains[step.schema.name] = SwiftDataConversionChain.chain(for: step)
            diagnostics += step.customStageAdvice(
                naming: SwiftDataPlanRenderer.handlerNames(for: step, chain: chains[step.schema.name]).willMigrate)
            for change in step.changes where change.kind == .modelRenamed {
                diagnostics.append(renamedEntityWarning(change, in: step, chain: chains[step.schema.name]))
            }
            for change in step.changes where change.kind == .attributeTransformerChanged {
                diagnostics.append(transformerChangeError(change, in: step.schema))
            }
            for change in step.changes where change.kind == .modelSuperclassChanged {
                diagnostics.append(superclassChangeError(change, in: step))
            }
            let composites = compositeChangeErrors(step)
            if !composites.isEmpty { refusedComposites.insert(step.schema.version) }
            diagnostics += composites
            diagnostics += cloudKitStepDiagnostics(step)
        }
        diagnostics += reservedVersionDiagnostics(analysis.history)
        let refusedOrigins = Set(
            analysis.steps.filter { refusedComposites.contains($0.schema.version) }.map {
                Diagnostic.Origin.source($0.schema.versionLocation)
            })
        diagnostics += duplicateHashDiagnostics(analysis, chains: chains).filter {
            !refusedOrigins.contains($0.origin)
        }
        if let latest = analysis.steps.last?.schema {
            diagnostics += aliasDiagnostics(latest)
        }
        return diagnostics
    }

    // MARK: What a version defines

    /// Reported where the element is defined (a reused element was reported in the version that defined it).
    private func definitionDiagnostics(_ step: VersionStep) -> [Diagnostic] {
        let file = step.schema
        var diagnostics: [Diagnostic] = []
        let definedNames = file.enums.map(\.name) + file.structs.map(\.name) + file.models.map(\.name)
        for name in definedNames where step.redefinition.defines(name) {
            guard let collision = SwiftDataRules.typeCollision(name) else { continue }
            let isModel = file.model(named: name) != nil
            let isStruct = !isModel && file.structDeclaration(named: name) != nil
            diagnostics.append(
                .error(
                    .reservedNameInSwiftData,
                    "the \(isModel ? "model" : isStruct ? "struct" : "enum") name '\(name)' \(collision)",
                    at: file.location(of: isModel ? .model(name) : isStruct ? .structure(name) : .enumeration(name)),
                    hint: isModel
                        ? "SwiftData names an entity by its class, so choose another name before the version ships, such as '\(name)Record'; a shipped model is renamed with 'renamedFrom:' and a custom stage"
                        : "choose another name, such as '\(name)Kind'; the type's name is not stored, so renaming it keeps every value"
                ))
        }
        for model in file.models where step.redefinition.defines(model.name) {
            if model.hashModifier != nil {
                diagnostics.append(
                    .error(
                        .unexpressibleInSwiftData,
                        "SwiftData has no hash modifier for a whole model, only for its properties ('\(model.name)')",
                        at: file.location(of: .model(model.name)),
                        hint: "put 'hashModifier:' on one of its attributes or relationships instead"))
            }
            for attribute in file.schema.ownAttributes(of: model) where attribute.isDeprecated {
                diagnostics.append(
                    .error(
                        .unexpressibleInSwiftData,
                        "'\(model.name).\(attribute.name)' is 'deprecated', which serves the portable store's rolling deploys; SwiftData's store belongs to one app, which migrates it when it opens it",
                        at: file.location(of: .property(model: model.name, name: attribute.name)),
                        hint: "remove 'deprecated', and remove the attribute in the version that no longer needs it"))
            }
            // A subclass is checked for what it declares; what it inherits was checked at its superclass.
            var declared = model
            declared.attributes = file.schema.ownAttributes(of: model)
            declared.relationships = file.schema.ownRelationships(of: model)
            diagnostics += constraintDiagnostics(declared, in: file)
            diagnostics += propertyNameDiagnostics(declared, in: file)
            diagnostics += manyToManyDiagnostics(declared, in: file)
            diagnostics += inheritanceDiagnostics(model, in: file)
        }
        return diagnostics
    }

    /// A to-many relationship and a to-many back from its target, neither naming the other as inverse:
    /// Apple's "Configuring Relationships" requires an inverse for every relationship, and without one
    /// SwiftData keeps two lists that never agree. Reported once per pair, at the side that sorts first.
    private func manyToManyDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        model.relationships.compactMap { relationship in
            guard relationship.cardinality.isToMany,
                SchemaDiff.effectiveInverse(of: relationship, in: model, target: file.model(named:)) == nil,
                let target = file.model(named: relationship.target)
            else { return nil }
            let back = target.relationships.first { other in
                other.cardinality.isToMany && other.target == model.name
                    && SchemaDiff.effectiveInverse(of: other, in: target, target: file.model(named:)) == nil
                    && (model.name, relationship.name) != (target.name, other.name)
            }
            guard let back, "\(model.name).\(relationship.name)" < "\(target.name).\(back.name)" else { return nil }
            return .error(
                .manyToManyWithoutInverse,
                "'\(model.name).\(relationship.name)' and '\(target.name).\(back.name)' are to-many relationships between the same models with no inverse on either side; SwiftData would keep two lists that never agree",
                at: file.location(of: .property(model: model.name, name: relationship.name)),
                hint:
                    "write 'inverse: \(back.name)' on '\(model.name).\(relationship.name)' (Core Data requires every relationship to have an inverse)"
            )
        }
    }

    /// A value transformer added, removed or replaced: SwiftData then stores the attribute as another type
    /// (a transformable attribute holds the transformer's bytes), which an inferred migration can't convert,
    /// and neither can a stage's handlers, which see the store before and after the inferred step.
    private func transformerChangeError(_ change: SchemaChange, in file: VersionFile) -> Diagnostic {
        .error(
            .unexpressibleInSwiftData,
            "'\(change.path)' changes its value transformer (\(change.detail)), which changes how SwiftData stores it; an inferred migration can't convert the stored values",
            at: file.location(of: change.element),
            hint:
                "keep the transformer; or add an attribute with the new one, copy the values to it in a custom stage, and remove the old attribute in a later version"
        )
    }

    /// A struct whose fields change while a stored attribute holds it in both versions: SwiftData stores the
    /// struct as a composite attribute, and Apple documents that composites take part in lightweight migration
    /// but not what a change to their elements does, while apps report launch crashes after one
    /// (`docs/SwiftData.md`, "Value types"). Neither a stage's handlers nor schemagen can make that step safe,
    /// so it is refused, once per struct, at its first changed field. Another spelling of a field's stored
    /// type changes nothing stored and passes.
    private func compositeChangeErrors(_ step: VersionStep) -> [Diagnostic] {
        guard let previous = step.previous, let correspondence = step.correspondence else { return [] }
        let current = step.schema.schema
        var changedStructs: [String: [SchemaChange]] = [:]
        var order: [String] = []
        for change in step.changes where change.kind.isStructFieldChange {
            if change.kind == .structFieldTypeChanged, let member = change.memberName,
                let old = previous.structDeclaration(named: change.typeName)?.field(named: member),
                let new = current.structDeclaration(named: change.typeName)?.field(named: member),
                old.type.stored == new.type.stored
            {
                continue
            }
            if changedStructs[change.typeName] == nil { order.append(change.typeName) }
            changedStructs[change.typeName, default: []].append(change)
        }
        guard !changedStructs.isEmpty else { return [] }
        return order.compactMap { structName in
            let holders = current.models.flatMap { model -> [String] in
                guard let oldModel = correspondence.previousModel(of: model) else { return [] }
                return model.attributes.compactMap { attribute -> String? in
                    let oldName = correspondence.previousPropertyName(of: attribute.name, inModel: model.name)
                    guard !attribute.isTransient, let oldName, let old = oldModel.attribute(named: oldName),
                        !old.isTransient,
                        current.declaredTypes(reachableFrom: attribute.type).contains(structName),
                        previous.schema.declaredTypes(reachableFrom: old.type).contains(structName)
                    else { return nil }
                    return "\(model.name).\(attribute.name)"
                }
            }
            guard let first = changedStructs[structName]?.first, !holders.isEmpty else { return nil }
            let changes = (changedStructs[structName] ?? []).map { change in
                switch change.kind {
                case .structFieldAdded: "'\(change.memberName ?? "")' added"
                case .structFieldRemoved: "'\(change.memberName ?? "")' removed"
                case .structFieldTypeChanged: "'\(change.memberName ?? "")' \(change.detail)"
                default: "fields reordered"
                }
            }
            let stored =
                "\(NameSuggestion.list(holders, conjunction: "and")) \(holders.count == 1 ? "stores" : "store")"
            return .error(
                .unexpressibleInSwiftData,
                "the struct '\(structName)' changes (\(changes.joined(separator: ", "))) while \(stored) it; SwiftData keeps it as a composite attribute, and Apple doesn't document what inferred migration does when a composite's fields change",
                at: step.schema.location(of: first.element),
                hint:
                    "keep '\(structName)' as it is and declare the new shape as another struct (such as '\(structName)V2'), held by a new attribute that a custom stage fills from the old one; remove the old attribute in a later version"
            )
        }
    }

    /// Properties named like a member SwiftData or Core Data declares on every model.
    private func propertyNameDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        let names = model.attributes.map(\.name) + model.relationships.map(\.name)
        return names.compactMap { name in
            guard let collision = SwiftDataRules.propertyCollision(name) else { return nil }
            return .error(
                .reservedNameInSwiftData,
                "the property name '\(model.name).\(name)' is \(collision)",
                at: file.location(of: .property(model: model.name, name: name)),
                hint:
                    "rename it, such as '\(name)Value'; where a shipped version stores it as '\(name)', write 'originalName: \(name)' on the new name so its values carry over"
            )
        }
    }

    /// The typealias map's extra names live at module level, where a framework's type of the same name is
    /// shadowed for the whole app.
    private func aliasDiagnostics(_ latest: VersionFile) -> [Diagnostic] {
        latest.aliases.compactMap { alias in
            guard let collision = SwiftDataRules.typeCollision(alias.name) else { return nil }
            return .error(
                .reservedNameInSwiftData,
                "the alias '\(alias.name)' \(collision) in the whole app module",
                at: latest.location(of: .alias(alias.name)),
                hint:
                    "choose another alias, such as '\(alias.name)Record'; aliases are not stored, so renaming one loses nothing"
            )
        }
    }

    /// `#Unique` and `#Index` exist from iOS 18 / macOS 15 on.
    private func constraintDiagnostics(_ model: Model, in file: VersionFile) -> [Diagnostic] {
        guard !options.deploymentTarget.hasCompoundConstraints else { return [] }
        let target = options.deploymentTarget
        var diagnostics: [Diagnostic] = []
        for constraint in model.uniqueConstraints
        where constraint.count > 1 || model.attribute(named: constraint[0]) == nil {
            diagnostics.append(
                .error(
                    .needsNewerSwiftData,
                    "the unique constraint [\(constraint.joined(separator: ", "))] of '\(model.name)' needs '#Unique', which SwiftData has from \(SwiftDataRules.compoundConstraintReleases), and the deployment target is \(target)",
                    at: file.location(of: .uniqueConstraint(model: model.name, properties: constraint)),
                    hint:
                        "raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the constraint (a single attribute can be 'unique: true', which \(target) has)"
                ))
        }
        for index in model.indexes {
            diagnostics.append(
                .error(
                    .needsNewerSwiftData,
                    "the index [\(index.joined(separator: ", "))] of '\(model.name)' needs '#Index', which SwiftData has from \(SwiftDataRules.compoundConstraintReleases), and the deployment target is \(target)",
                    at: file.location(of: .index(model: model.name, properties: index)),
                    hint: "raise 'swiftDataDeploymentTarget' in schemagen.yaml, or remove the index"))
        }
        return diagnostics
    }

    // MARK: CloudKit

    /// CloudKit's rules, in every version that syncs, from Apple's "Creating a Core Data Model for CloudKit":
    /// "Unique constraints aren't supported"; every attribute optional or defaulted (SwiftData's "Syncing model
    /// data across a person's devices"); "All relationships must be optional", "must have an inverse, in case
    /// the records synchronize out of order", and "The Deny deletion rule is not supported".
    private func cloudKitDiagnostics(_ file: VersionFile) -> [Diagnostic] {
        guard options.cloudKit.applies(to: file.version) else { return [] }
        var diagnostics: [Diagnostic] = []
        func report(_ message: String, at element: SchemaElement, hint: String) {
            diagnostics.append(
                .error(
                    .cloudKitIncompatible, "\(message), which CloudKit sync does not allow (version \(file.version))",
                    at: file.location(of: element), hint: hint))
        }
        for model in file.models {
            for attribute in model.attributes where !attribute.isTransient {
                let path = "\(model.name).\(attribute.name)"
                if !attribute.type.isOptional && attribute.defaultValue == nil {
                    report(
                        "'\(path)' is required and has no default",
                        at: .property(model: model.name, name: attribute.name),
                        hint: "make it optional ('\(attribute.type)?') or give it a default")
                }
                if attribute.isUnique {
                    report(
                        "'\(path)' is unique", at: .property(model: model.name, name: attribute.name),
                        hint: "remove 'unique: true'; check for duplicates in the app instead")
                }
            }
            for constraint in model.uniqueConstraints {
                report(
                    "'\(model.name)' has the unique constraint [\(constraint.joined(separator: ", "))]",
                    at: .uniqueConstraint(model: model.name, properties: constraint),
                    hint: "remove the constraint; check for duplicates in the app instead")
            }
            for relationship in model.relationships {
                let path = "\(model.name).\(relationship.name)"
                if !relationship.cardinality.isOptional {
                    let optional =
                        relationship.cardinality.isToMany ? "[\(relationship.target)]?" : "\(relationship.target)?"
                    report(
                        "'\(path)' is a required relationship",
                        at: .propertyPart(model: model.name, name: relationship.name, .target),
                        hint: "write 'to: \"\(optional)\"'")
                }
                if relationship.deleteRule == .deny {
                    report(
                        "'\(path)' has the delete rule deny",
                        at: .property(model: model.name, name: relationship.name),
                        hint: "use nullify, cascade or noAction")
                }
                if SchemaDiff.effectiveInverse(of: relationship, in: model, target: file.model(named:)) == nil {
                    report(
                        "'\(path)' has no inverse", at: .property(model: model.name, name: relationship.name),
                        hint:
                            "name the relationship of '\(relationship.target)' that points back with 'inverse:', or add one; records may arrive in any order"
                    )
                }
            }
        }
        return diagnostics
    }

    /// A step out of a version that syncs may only add: once CloudKit's schema is in production, "You can't delete
    /// a record type or modify any existing attributes" ("Creating a Core Data Model for CloudKit"). Each
    /// removal, rename or change of a stored type is an error at the change.
    private func cloudKitStepDiagnostics(_ step: VersionStep) -> [Diagnostic] {
        guard let previous = step.previous, options.cloudKit.applies(to: previous.version) else { return [] }
        return step.changes.compactMap { change in
            let what: String
            switch change.kind {
            case .modelRemoved, .attributeRemoved, .relationshipRemoved, .structFieldRemoved: what = "removes"
            case .modelRenamed, .attributeRenamed, .relationshipRenamed: what = "renames"
            case .attributeTypeChanged, .enumRawTypeChanged, .relationshipTargetChanged,
                .relationshipCardinalityChanged:
                what = "changes the type of"
            // A field made optional or spelled another way is stored as it was: only a field whose stored
            // values must be converted changes what the record holds.
            case .structFieldTypeChanged where change.needsCustomStage: what = "changes the type of"
            case .attributeTransienceChanged where change.isDestructive: what = "stops storing"
            default: return nil
            }
            return .error(
                .cloudKitIncompatible,
                "version \(step.schema.version) \(what) '\(change.path)' (\(change.detail)), but \(previous.version) already syncs through CloudKit, whose production schema can only gain record types and fields",
                at: step.schema.location(of: change.element),
                hint:
                    "keep '\(change.path)' as it is and add what replaces it beside it; if \(previous.version) never reached CloudKit's production schema, set 'cloudKit:' in schemagen.yaml to the first version that did"
            )
        }
    }

    // MARK: Steps

    private func renamedEntityWarning(_ change: SchemaChange, in step: VersionStep, chain: SwiftDataConversionChain?)
        -> Diagnostic
    {
        let model = change.typeName
        let names = SwiftDataPlanRenderer.handlerNames(for: step, chain: chain)
        let oldName = step.schema.model(named: model)?.renamedFrom ?? "its old name"
        return .warning(
            .entityRenamedInSwiftData,
            "SwiftData names entities by class, so renaming '\(oldName)' to '\(model)' makes a new entity; the old one's rows are dropped unless the custom stage copies them",
            at: step.schema.location(of: .modelRenamedFrom(model: model)),
            hint:
                "keep the copy 'schemagen scaffold --flavor swiftdata' writes in \(names.willMigrate) and \(names.didMigrate)"
        )
    }

    /// The converting versions' numbers and names are schemagen's: a user's version that takes one could
    /// meet a converting version in a plan.
    private func reservedVersionDiagnostics(_ history: SchemaHistory) -> [Diagnostic] {
        let names = Set(history.versions.map(\.name))
        return history.versions.compactMap { file in
            if file.version.patch >= SwiftDataConversionChain.versionPatchOffset {
                return .error(
                    .reservedSwiftDataVersion,
                    "version \(file.version) has a patch number of \(SwiftDataConversionChain.versionPatchOffset) or more, which the SwiftData flavor keeps for the versions it writes between two of yours to convert a type",
                    at: file.versionLocation,
                    hint: "number the version below \(SwiftDataConversionChain.versionPatchOffset) in its patch part")
            }
            let suffix = GeneratedNames.convertingSuffix
            if file.name.hasSuffix(suffix), names.contains(String(file.name.dropLast(suffix.count))) {
                return .error(
                    .reservedSwiftDataVersion,
                    "the namespace '\(file.name)' is the name the SwiftData flavor gives the version it writes before '\(file.name.dropLast(suffix.count))' to convert a type",
                    at: file.versionLocation,
                    hint: "choose another 'name:' for this version")
            }
            return nil
        }
    }

    /// SwiftData refuses a plan where two versions hash alike, converting versions included: each such
    /// version is an error, at its `version:` (a converting version's, at the version it leads to), naming
    /// the earlier one.
    private func duplicateHashDiagnostics(_ analysis: HistoryAnalysis, chains: [String: SwiftDataConversionChain])
        -> [Diagnostic]
    {
        var firstWithHash: [SwiftDataVersionHash: VersionFile] = [:]
        var diagnostics: [Diagnostic] = []
        /// `changes` are the step's, said when the earlier version is the one just before.
        func check(_ file: VersionFile, reportedAt location: VersionFile, step: VersionStep?) {
            let hash = SwiftDataVersionHash(file.schema)
            guard let earlier = firstWithHash[hash] else {
                firstWithHash[hash] = file
                return
            }
            let changes =
                step.flatMap { $0.previous?.version == earlier.version ? $0.changes.map(\.summary) : nil } ?? []
            let what =
                changes.isEmpty
                ? "nothing that SwiftData's version hash includes differs"
                : "its changes (\(changes.joined(separator: "; "))) are all outside SwiftData's version hash"
            // Apple's pages disagree about uniqueness (docs/SwiftData.md, "Uniqueness and the hash"): a
            // modifier makes the step safe whichever is right, and the message says why it is asked for.
            let touchesUniqueness =
                step?.changes.contains {
                    [.uniquenessAdded, .uniquenessRemoved, .attributeUniquenessAdded, .attributeUniquenessRemoved]
                        .contains($0.kind)
                } ?? false
            let uniqueness =
                touchesUniqueness && !changes.isEmpty
                ? " (uniqueness: Apple's NSEntityDescription.uniquenessConstraints page puts it in the entity's hash, its versionHash page leaves it out; a 'hashModifier' makes the step safe either way)"
                : ""
            diagnostics.append(
                .error(
                    .duplicateVersionHash,
                    "\(file.name) (\(file.version)) would have the same SwiftData version hash as \(earlier.name) (\(earlier.version)): \(what)\(uniqueness), and SwiftData refuses such a plan (\"Duplicate version checksums across stages detected\")",
                    at: location.versionLocation,
                    hint:
                        "add 'hashModifier:' to an element this version changes, or fold the change into the next version that changes the stored shape"
                ))
        }
        for step in analysis.steps {
            if let chain = chains[step.schema.name] {
                check(chain.converting, reportedAt: step.schema, step: nil)
            }
            check(step.schema, reportedAt: step.schema, step: step)
        }
        return diagnostics
    }
}
