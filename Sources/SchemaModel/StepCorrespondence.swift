/// Which element of the previous version each element of a version is: the same name wins; otherwise a
/// model's `renamedFrom` or a property's `originalName` may name a previous element that is gone.
///
/// The diff, the generator's analysis and the runtime all read renames from here. A rename that can't be
/// honoured is left out of the matching and listed in ``rejectedRenames``, for the generator to report.
public struct StepCorrespondence: Sendable {
    /// A `renamedFrom` or `originalName` that was not honoured, and why.
    public struct RejectedRename: Hashable, Sendable {
        /// Why a rename was not honoured.
        public enum Reason: Hashable, Sendable {
            /// The previous version has nothing of that name (of the same kind, for a property); `gone` lists
            /// the names of that kind that the current version no longer has.
            case namesNothing(gone: [String])
            /// The name is a property of the other kind: an attribute's `originalName` names a relationship,
            /// or the reverse; `gone` lists the properties of the right kind that are gone.
            case namesOtherKind(gone: [String])
            /// The previous name is still present in the current version.
            case stillExists
            /// Another element of the current version is already renamed from the same name.
            case alreadyClaimed(by: String)
            /// The property's model is new in this version, so there is no previous property to name.
            case modelIsNew
        }

        /// The `renamedFrom` (``SchemaElement/modelRenamedFrom(model:)``) or `originalName`
        /// (``SchemaElement/PropertyPart/originalName``) that was rejected.
        public var element: SchemaElement
        /// The previous name it gives.
        public var previousName: String
        /// Why it was rejected.
        public var reason: Reason

        /// Creates a rejected rename.
        public init(element: SchemaElement, previousName: String, reason: Reason) {
            self.element = element
            self.previousName = previousName
            self.reason = reason
        }
    }

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
    /// Renames that name nothing, name something still present, or are claimed twice, in the order of the
    /// current version.
    public private(set) var rejectedRenames: [RejectedRename] = []
    /// For each previous model that still exists, its current name (the inverse of `previousModelNames`).
    public private(set) var currentModelNames: [String: String] = [:]
    /// The current models with at least one entry in `propertyRenames`.
    private var modelsWithPropertyRenames: Set<String> = []
    /// The inverse of `propertyRenames`: keyed by current model and previous property name.
    private var propertyRenamesByPreviousName: [PropertyKey: String] = [:]

    /// Matches `current` against `previous`.
    public init(previous: Schema, current: Schema) {
        self.previous = previous
        self.current = current
        matchModels()
        for model in current.models {
            matchProperties(of: model)
        }
        currentModelNames.reserveCapacity(previousModelNames.count)
        for (currentName, previousName) in previousModelNames {
            currentModelNames[previousName] = currentName
        }
        for (key, previousName) in propertyRenames {
            propertyRenamesByPreviousName[PropertyKey(model: key.model, property: previousName)] = key.property
        }
    }

    /// The previous version of a current model, if it existed.
    public func previousModel(of model: Model) -> Model? {
        previousModelNames[model.name].flatMap { previous.model(named: $0) }
    }

    /// The previous version's model with the given name.
    public func previousModel(named name: String) -> Model? { previous.model(named: name) }

    /// The current version's model with the given name.
    public func currentModel(named name: String) -> Model? { current.model(named: name) }

    /// Whether any property of the current model `model` was renamed with `originalName`. When none was,
    /// every property that existed before kept its name, which the diff uses to match them cheaply.
    public func hasPropertyRenames(inModel model: String) -> Bool {
        modelsWithPropertyRenames.contains(model)
    }

    /// The previous name of the property `property` of the current model `model`, or `nil` if it is new.
    public func previousPropertyName(of property: String, inModel model: String) -> String? {
        if let renamed = propertyRenames[PropertyKey(model: model, property: property)] { return renamed }
        guard let oldModel = previousModelNames[model].flatMap({ previous.modelIndex(named: $0) }),
            previous.models[oldModel].hasProperty(named: property)
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
        guard let currentModel = current.modelIndex(named: model),
            current.models[currentModel].hasProperty(named: previousName)
        else { return nil }
        return previousName
    }

    /// The current models that were renamed, as (previous name, current name).
    public var modelRenames: [(from: String, to: String)] {
        current.models.compactMap { model in
            previousModelNames[model.name].flatMap { $0 == model.name ? nil : ($0, model.name) }
        }
    }

    private mutating func matchModels() {
        // Built only when a rename needs checking: most models keep their names.
        lazy var currentNames = Set(current.modelNames)
        var claimedBy: [String: String] = [:]
        previousModelNames.reserveCapacity(current.models.count)
        // By index: a loop over the models copies each whole.
        for index in current.models.indices {
            let name = current.models[index].name
            if previous.modelIndex(named: name) != nil {
                previousModelNames[name] = name
                continue
            }
            guard let oldName = current.models[index].renamedFrom else { continue }
            func reject(_ reason: RejectedRename.Reason) {
                rejectedRenames.append(
                    .init(element: .modelRenamedFrom(model: name), previousName: oldName, reason: reason))
            }
            guard previous.modelIndex(named: oldName) != nil else {
                reject(.namesNothing(gone: previous.modelNames.filter { !currentNames.contains($0) }))
                continue
            }
            guard !currentNames.contains(oldName) else {
                reject(.stillExists)
                continue
            }
            if let first = claimedBy[oldName] {
                reject(.alreadyClaimed(by: first))
                continue
            }
            claimedBy[oldName] = name
            previousModelNames[name] = oldName
        }
    }

    private mutating func matchProperties(of model: Model) {
        // Only properties that give an `originalName` can be renamed; most give none.
        let renamed: [(name: String, originalName: String, isAttribute: Bool)] =
            model.attributes.compactMap { attribute in attribute.originalName.map { (attribute.name, $0, true) } }
            + model.relationships.compactMap { relationship in
                relationship.originalName.map { (relationship.name, $0, false) }
            }
        guard !renamed.isEmpty else { return }
        func reject(_ property: String, _ oldName: String, _ reason: RejectedRename.Reason) {
            rejectedRenames.append(
                .init(
                    element: .propertyPart(model: model.name, name: property, .originalName), previousName: oldName,
                    reason: reason))
        }
        guard let oldModel = previousModel(of: model) else {
            for property in renamed {
                reject(property.name, property.originalName, .modelIsNew)
            }
            return
        }
        // Built only when a rename needs checking: most properties keep their names.
        lazy var currentNames = Set(model.propertyNames)
        var claimedBy: [String: String] = [:]
        for property in renamed {
            if oldModel.hasProperty(named: property.name) { continue }
            let oldName = property.originalName
            let oldOfSameKind =
                property.isAttribute
                ? oldModel.attributes.map(\.name) : oldModel.relationships.map(\.name)
            guard oldOfSameKind.contains(oldName) else {
                let gone = oldOfSameKind.filter { !currentNames.contains($0) }
                reject(
                    property.name, oldName,
                    oldModel.hasProperty(named: oldName) ? .namesOtherKind(gone: gone) : .namesNothing(gone: gone))
                continue
            }
            guard !currentNames.contains(oldName) else {
                reject(property.name, oldName, .stillExists)
                continue
            }
            if let first = claimedBy[oldName] {
                reject(property.name, oldName, .alreadyClaimed(by: first))
                continue
            }
            claimedBy[oldName] = property.name
            propertyRenames[PropertyKey(model: model.name, property: property.name)] = oldName
            modelsWithPropertyRenames.insert(model.name)
        }
    }
}
