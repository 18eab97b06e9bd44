/// Which element of the previous version each element of a version is: the same name wins; otherwise a
/// model's `renamedFrom` or a property's `originalName` may name a previous element that is gone.
///
/// The diff and the analysis read renames from here; invalid renames become diagnostics located in the
/// newer file.
public struct StepCorrespondence: Sendable {
    /// A property of a model in the current version.
    public struct PropertyKey: Hashable, Sendable {
        /// The model's name in the current version.
        public var model: String
        /// The property's name in the current version.
        public var property: String

        /// Creates a key.
        public init(model: String, property: String) {
            self.model = model
            self.property = property
        }
    }

    /// The older version.
    public let previous: Schema
    /// The newer version.
    public let current: Schema
    /// For each current model that existed before, its name in the previous version.
    public private(set) var previousModelNames: [String: String] = [:]
    /// Each property renamed with `originalName`: its previous name. Properties that kept their names are
    /// not listed (there are thousands in a large schema); ``previousPropertyName(of:inModel:)`` answers
    /// for both.
    public private(set) var propertyRenames: [PropertyKey: String] = [:]
    /// Renames that name nothing, name something still present, or are claimed twice.
    public private(set) var diagnostics: [Diagnostic] = []
    /// For each previous model that still exists, its current name (the inverse of `previousModelNames`).
    public private(set) var currentModelNames: [String: String] = [:]
    /// The inverse of `propertyRenames`: keyed by current model and previous property name.
    private var propertyRenamesByPreviousName: [PropertyKey: String] = [:]

    // Lookups by name, built once: the diff asks for them inside loops over every model and property.
    private let previousModelsByName: [String: Model]
    private let currentModelsByName: [String: Model]

    /// Matches `current` against `previous`.
    public init(previous: Schema, current: Schema) {
        self.previous = previous
        self.current = current
        previousModelsByName = Dictionary(
            previous.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        currentModelsByName = Dictionary(current.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        matchModels()
        for model in current.models {
            matchProperties(of: model)
        }
        for (currentName, previousName) in previousModelNames {
            currentModelNames[previousName] = currentName
        }
        for (key, previousName) in propertyRenames {
            propertyRenamesByPreviousName[PropertyKey(model: key.model, property: previousName)] = key.property
        }
    }

    /// The previous version of a current model, if it existed.
    public func previousModel(of model: Model) -> Model? {
        previousModelNames[model.name].flatMap { previousModelsByName[$0] }
    }

    /// The previous version's model with the given name.
    public func previousModel(named name: String) -> Model? { previousModelsByName[name] }

    /// The current version's model with the given name.
    public func currentModel(named name: String) -> Model? { currentModelsByName[name] }

    /// The previous name of the property `property` of the current model `model`, or `nil` if it is new.
    public func previousPropertyName(of property: String, inModel model: String) -> String? {
        if let renamed = propertyRenames[PropertyKey(model: model, property: property)] { return renamed }
        guard let oldModel = previousModelNames[model].flatMap({ previousModelsByName[$0] }),
            oldModel.hasProperty(named: property)
        else { return nil }
        return property
    }

    /// The current name of the property of the current model `model` that was called `previousName`, or
    /// `nil` if it is gone.
    public func currentPropertyName(ofPrevious previousName: String, inModel model: String) -> String? {
        if let renamed = propertyRenamesByPreviousName[PropertyKey(model: model, property: previousName)] {
            return renamed
        }
        // Same name wins, so a property that kept its name is the same property.
        guard let currentModel = currentModelsByName[model], currentModel.hasProperty(named: previousName) else {
            return nil
        }
        return previousName
    }

    /// The current models that were renamed, as (previous name, current name).
    public var modelRenames: [(from: String, to: String)] {
        current.models.compactMap { model in
            previousModelNames[model.name].flatMap { $0 == model.name ? nil : ($0, model.name) }
        }
    }

    private mutating func matchModels() {
        let currentNames = Set(current.models.map(\.name))
        var claimedBy: [String: String] = [:]
        for model in current.models {
            if previousModelsByName[model.name] != nil {
                previousModelNames[model.name] = model.name
                continue
            }
            guard let renamedFrom = model.renamedFrom else { continue }
            let oldName = renamedFrom.value
            guard previousModelsByName[oldName] != nil else {
                let gone = previous.models.map(\.name).filter { !currentNames.contains($0) }
                diagnostics.append(
                    .error(
                        "'renamedFrom' of '\(model.name)' names '\(oldName)', but \(previous.name) has no model of that name",
                        at: renamedFrom.location,
                        hint: NameSuggestion.hint(
                            for: oldName, among: gone,
                            otherwise: gone.isEmpty
                                ? "no model of \(previous.name) is gone in this version; remove 'renamedFrom'"
                                : "models of \(previous.name) that are gone: \(NameSuggestion.list(gone))")))
                continue
            }
            guard !currentNames.contains(oldName) else {
                diagnostics.append(
                    .error(
                        "'renamedFrom' of '\(model.name)' names '\(oldName)', which still exists in this version",
                        at: renamedFrom.location,
                        hint: "a rename names a model that is gone; remove 'renamedFrom' or the old model"))
                continue
            }
            if let first = claimedBy[oldName] {
                diagnostics.append(
                    .error(
                        "'\(oldName)' is already renamed to '\(first)', so '\(model.name)' can't be renamed from it too",
                        at: renamedFrom.location, hint: "remove one of the two 'renamedFrom'"))
                continue
            }
            claimedBy[oldName] = model.name
            previousModelNames[model.name] = oldName
        }
    }

    private mutating func matchProperties(of model: Model) {
        let renamed: [(name: String, originalName: Located<String>?, isAttribute: Bool)] =
            model.attributes.map { ($0.name, $0.originalName, true) }
            + model.relationships.map { ($0.name, $0.originalName, false) }
        guard let oldModel = previousModel(of: model) else {
            for property in renamed {
                guard let originalName = property.originalName else { continue }
                diagnostics.append(
                    .error(
                        "'\(model.name)' is new in this version, so 'originalName: \(originalName.value)' of '\(property.name)' names nothing",
                        at: originalName.location,
                        hint: "remove 'originalName', or add 'renamedFrom' to '\(model.name)' if the model was renamed")
                )
            }
            return
        }
        // Built only when a rename needs checking: most properties keep their names.
        lazy var currentNames = Set(model.propertyNames)
        var claimedBy: [String: String] = [:]
        for property in renamed {
            let key = PropertyKey(model: model.name, property: property.name)
            if oldModel.hasProperty(named: property.name) { continue }
            guard let originalName = property.originalName else { continue }
            let oldName = originalName.value
            let kind = property.isAttribute ? "attribute" : "relationship"
            let oldOfSameKind =
                property.isAttribute
                ? oldModel.attributes.map(\.name) : oldModel.relationships.map(\.name)
            let propertyPath = "'\(model.name).\(property.name)'"
            guard oldOfSameKind.contains(oldName) else {
                let gone = oldOfSameKind.filter { !currentNames.contains($0) }
                let isOtherKind = oldModel.propertyNames.contains(oldName)
                diagnostics.append(
                    .error(
                        isOtherKind
                            ? "'originalName' of \(propertyPath) names '\(oldName)', which was not an \(kind) in \(previous.name)"
                            : "'originalName' of \(propertyPath) names '\(oldName)', but '\(oldModel.name)' in \(previous.name) has no \(kind) of that name",
                        at: originalName.location,
                        hint: NameSuggestion.hint(
                            for: oldName, among: gone,
                            otherwise: gone.isEmpty
                                ? "no \(kind) of '\(oldModel.name)' is gone in this version; remove 'originalName'"
                                : "\(kind)s of '\(oldModel.name)' that are gone: \(NameSuggestion.list(gone))")))
                continue
            }
            guard !currentNames.contains(oldName) else {
                diagnostics.append(
                    .error(
                        "'originalName' of \(propertyPath) names '\(oldName)', which still exists in this version",
                        at: originalName.location,
                        hint: "a rename names a property that is gone; remove 'originalName' or the old property"))
                continue
            }
            if let first = claimedBy[oldName] {
                diagnostics.append(
                    .error(
                        "'\(oldName)' is already renamed to '\(first)', so '\(property.name)' can't be renamed from it too",
                        at: originalName.location, hint: "remove one of the two 'originalName'"))
                continue
            }
            claimedBy[oldName] = property.name
            propertyRenames[key] = oldName
        }
    }
}
