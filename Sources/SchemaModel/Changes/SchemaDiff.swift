/// The changes from one version to the next, per the contract's rules: what changed, where, what it needs
/// from the migration and whether it can lose data.
public struct SchemaDiff: Sendable {
    /// The correspondence the diff is computed over (renames resolved).
    public let correspondence: StepCorrespondence
    /// The changes, in the order of the newer file (models, then their properties), removals last.
    public private(set) var changes: [SchemaChange] = []

    var previous: Schema { correspondence.previous }
    var current: Schema { correspondence.current }

    /// Computes the changes from `correspondence.previous` to `correspondence.current`.
    public init(_ correspondence: StepCorrespondence) {
        self.correspondence = correspondence
        diffEnums()
        diffStructs()
        diffModels()
    }

    /// The current name of a previous model (itself unless renamed), or `nil` if it is gone.
    func currentModelName(ofPrevious name: String) -> String? {
        correspondence.currentModelNames[name]
    }

    mutating func record(_ change: SchemaChange) {
        changes.append(change)
    }

    private mutating func diffModels() {
        for model in current.models {
            guard let oldModel = correspondence.previousModel(of: model) else {
                record(.init(.modelAdded, path: model.name, at: .model(model.name), detail: "new model"))
                continue
            }
            if oldModel.name != model.name {
                record(
                    .init(
                        .modelRenamed, path: model.name,
                        at: model.renamedFrom == nil ? .model(model.name) : .modelRenamedFrom(model: model.name),
                        detail: "\(oldModel.name) -> \(model.name)",
                        effect: .custom(
                            "model '\(oldModel.name)' renamed to '\(model.name)' (entities are named by class)")))
            }
            // A new version-hash modifier changes the entity's identity to SwiftData: the stage infers it,
            // but the class must be redefined so the new version carries it.
            if oldModel.hashModifier != model.hashModifier {
                record(
                    .init(
                        .modelHashModifierChanged, path: model.name, at: .model(model.name),
                        detail: SchemaChange.hashModifierDetail(oldModel.hashModifier, model.hashModifier)))
            }
            // The properties it gains or loses with the superclass are changes of their own, below. A renamed
            // superclass is the same one.
            if oldModel.superclass.flatMap(currentModelName(ofPrevious:)) != model.superclass {
                record(
                    .init(
                        .modelSuperclassChanged, path: model.name,
                        at: model.superclass == nil ? .model(model.name) : .modelSuperclass(model: model.name),
                        detail: "superclass \(oldModel.superclass ?? "none") -> \(model.superclass ?? "none")"))
            }
            let hasRenames = correspondence.hasPropertyRenames(inModel: model.name)
            // An attribute's changes depend on nothing but the two attributes (and, for a changed type, the old
            // enum), so attributes written alike in both versions, none renamed, have none: most models of a
            // long history are such, and comparing them whole costs a fraction of matching them one by one.
            let attributesAlike = !hasRenames && model.attributes.hasElements(equalTo: oldModel.attributes)
            diffProperties(of: model, from: oldModel, hasRenames: hasRenames, attributesAlike: attributesAlike)
            diffConstraints(of: model, from: oldModel, attributesAlike: attributesAlike)
        }
        for name in previous.modelNames where currentModelName(ofPrevious: name) == nil {
            record(.init(.modelRemoved, path: name, at: .version, detail: "model removed", dataLossPath: name))
        }
    }
}
