import SchemaModel

/// Which models, enums and structs a version defines (as new Swift types) and which it reuses by `typealias`.
///
/// A model, enum or struct is redefined if it is new, if anything about it changed, if it holds a value of an
/// enum or struct redefined in this version, or (a model) if its superclass or one of its relationships'
/// targets is redefined in this version, or it gained its first subclass or lost its last, to a fixed point:
/// children and subclasses of redefined models are redefined too, and so are the structs and models holding a
/// redefined struct. This is the cascade teams otherwise do by hand.
public struct RedefinitionAnalysis: Hashable, Sendable {
    /// Why a model, enum or struct is defined in this version.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// It is the first version.
        case firstVersion
        /// It did not exist in the previous version.
        case new
        /// Its own declaration changed; the changes' summaries.
        case changed([String])
        /// It has an attribute (a struct: a field) of an enum or struct redefined in this version.
        case usesRedefinedType(attribute: String, typeName: String)
        /// One of its relationships targets a model redefined in this version.
        case pointsAtRedefinedModel(relationship: String, target: String)
        /// Its superclass is redefined in this version, and a class inherits from its own version's class.
        case inheritsFromRedefinedModel(superclass: String)
        /// It gained its first subclass or lost its last one, so its class is open where it was final, or the
        /// other way round.
        case subclassesChanged

        /// A phrase for plans: "changed: attributeAdded SDUserProfile.photoRecognitions: ...".
        public var description: String {
            switch self {
            case .firstVersion: "first version"
            case .new: "new"
            case .changed(let changes): "changed (" + changes.joined(separator: "; ") + ")"
            case .usesRedefinedType(let attribute, let typeName): "\(attribute) uses \(typeName), which is redefined"
            case .pointsAtRedefinedModel(let relationship, let target):
                "\(relationship) -> \(target), which is redefined"
            case .inheritsFromRedefinedModel(let superclass): "inherits from \(superclass), which is redefined"
            case .subclassesChanged: "its subclasses changed"
            }
        }
    }

    /// The enums defined in this version, with why, in the order of the version file.
    public private(set) var definedEnums: [(name: String, reason: Reason)] = []
    /// The structs defined in this version, with why, in the order of the version file.
    public private(set) var definedStructs: [(name: String, reason: Reason)] = []
    /// Models, enums and structs reused from earlier versions: name -> namespace where it was last defined.
    public private(set) var reused: [String: String] = [:]
    /// The version's models: what is kept of each model is kept by its position among them, found by name
    /// through the schema's own index.
    private let schema: Schema
    /// Why each model is defined, by its position in the version; `nil` for a model reused. Kept by position,
    /// not in a dictionary by name: a long history keeps one of these per step for as long as it renders, and
    /// a 300-model version's dictionary took twice the room.
    private var modelReasons: [Reason?]
    /// Why each enum and struct is defined; those reused are absent.
    private var valueReasons: [String: Reason] = [:]
    /// The relationship path of each model redefined by the cascade, by its position, for
    /// ``explanation(for:)``; empty in the first version.
    private var cascadePaths: [CascadePath?] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.definedModels.map(\.name) == rhs.definedModels.map(\.name)
            && lhs.definedEnums.map(\.name) == rhs.definedEnums.map(\.name)
            && lhs.definedStructs.map(\.name) == rhs.definedStructs.map(\.name) && lhs.reused == rhs.reused
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(definedModels.map(\.name))
        hasher.combine(definedEnums.map(\.name))
        hasher.combine(definedStructs.map(\.name))
        hasher.combine(reused)
    }

    /// The names defined in this version, models, enums and structs together, sorted.
    public var definedNames: [String] {
        (definedModels.map(\.name) + definedEnums.map(\.name) + definedStructs.map(\.name)).sorted()
    }

    /// The models defined in this version, with why, in the order of the version file.
    public var definedModels: [(name: String, reason: Reason)] {
        modelReasons.indices.compactMap { index in modelReasons[index].map { (schema.models[index].name, $0) } }
    }

    /// Whether `name` (a model, enum or struct) is defined in this version.
    public func defines(_ name: String) -> Bool {
        reason(for: name) != nil
    }

    /// The analysis of the first version: everything is defined.
    public init(firstVersion schema: Schema) {
        self.schema = schema
        modelReasons = Array(repeating: .firstVersion, count: schema.models.count)
        definedEnums = schema.enums.map { ($0.name, .firstVersion) }
        definedStructs = schema.structs.map { ($0.name, .firstVersion) }
        valueReasons = Dictionary(
            (definedEnums + definedStructs).map { ($0.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// The analysis of a step.
    ///
    /// - Parameters:
    ///   - diff: the changes from the previous version.
    ///   - lastDefinedIn: for each model, enum and struct of the previous version, the namespace that last
    ///     defined it.
    public init(diff: SchemaDiff, lastDefinedIn: [String: String]) {
        let schema = diff.correspondence.current
        var changesByType: [String: [String]] = [:]
        for change in diff.changes {
            changesByType[change.typeName, default: []].append(change.summary)
        }

        var enumReasons: [String: Reason] = [:]
        for declaration in schema.enums {
            if diff.correspondence.previous.enumDeclaration(named: declaration.name) == nil {
                enumReasons[declaration.name] = .new
            } else if let changes = changesByType[declaration.name] {
                enumReasons[declaration.name] = .changed(changes)
            }
        }

        let structReasons = Self.structReasons(of: diff, changesByType: changesByType, enumReasons: enumReasons)
        let valueReasons = enumReasons.merging(structReasons) { first, _ in first }

        var modelReasons = [Reason?](repeating: nil, count: schema.models.count)
        // By index and by name: a loop over the models, or a look at a previous one, copies each model whole.
        for (index, name) in schema.modelNames.enumerated() {
            guard let previousName = diff.correspondence.previousModelNames[name] else {
                modelReasons[index] = .new
                continue
            }
            if let changes = changesByType[name] {
                modelReasons[index] = .changed(changes)
            } else if let attribute = schema.models[index].attributes.first(where: {
                $0.type.declaredTypeName.map { valueReasons[$0] != nil } ?? false
            }),
                let typeName = attribute.type.declaredTypeName
            {
                modelReasons[index] = .usesRedefinedType(attribute: "\(name).\(attribute.name)", typeName: typeName)
            } else if diff.correspondence.previous.hasSubclasses(previousName) != schema.hasSubclasses(name) {
                modelReasons[index] = .subclassesChanged
            }
        }
        self.schema = schema
        cascadePaths = Self.cascade(through: schema, into: &modelReasons)
        self.modelReasons = modelReasons
        self.valueReasons = valueReasons

        definedEnums = schema.enums.compactMap { declaration in
            enumReasons[declaration.name].map { (declaration.name, $0) }
        }
        definedStructs = schema.structs.compactMap { declaration in
            structReasons[declaration.name].map { (declaration.name, $0) }
        }
        let names = schema.enums.map(\.name) + schema.structs.map(\.name) + schema.modelNames
        for name in names where !defines(name) {
            reused[name] = lastDefinedIn[name] ?? diff.correspondence.previous.name
        }
    }

    /// Why each struct of the step's version is defined: new, changed, or holding (in a field) an enum or a
    /// struct that is, to a fixed point, since a struct nested n deep is redefined n passes after the one
    /// that changed.
    private static func structReasons(
        of diff: SchemaDiff, changesByType: [String: [String]], enumReasons: [String: Reason]
    ) -> [String: Reason] {
        let schema = diff.correspondence.current
        var reasons: [String: Reason] = [:]
        for declaration in schema.structs {
            if diff.correspondence.previous.structDeclaration(named: declaration.name) == nil {
                reasons[declaration.name] = .new
            } else if let changes = changesByType[declaration.name] {
                reasons[declaration.name] = .changed(changes)
            }
        }
        var grew = true
        while grew {
            grew = false
            for declaration in schema.structs where reasons[declaration.name] == nil {
                guard
                    let field = declaration.fields.first(where: {
                        $0.type.declaredTypeName.map { enumReasons[$0] != nil || reasons[$0] != nil } ?? false
                    }), let typeName = field.type.declaredTypeName
                else { continue }
                reasons[declaration.name] = .usesRedefinedType(
                    attribute: "\(declaration.name).\(field.name)", typeName: typeName)
                grew = true
            }
        }
        return reasons
    }

    /// The relationship cascade, to a fixed point: a model is redefined when its superclass, or one of its
    /// relationships' targets (the first, in declaration order), is redefined in this version, pass after pass in
    /// the order of the version file until a pass adds none.
    ///
    /// A pass looks only at the models that point at one redefined since they were last looked at, in the
    /// order of the file, so each finds what a pass through them all would: a model redefined during a pass is
    /// seen by those after it in the same pass, and by those before it in the next. Looking at every pending
    /// model in every pass made a ring of n models, redefined one per pass, cost n x n per step.
    ///
    /// - Parameter reasons: why each model is defined, by its position; the cascade adds the models it redefines.
    /// - Returns: the relationship path of each model the cascade redefined, by its position, for its
    ///   explanation.
    private static func cascade(through schema: Schema, into reasons: inout [Reason?]) -> [CascadePath?] {
        let models = schema.models
        let targets = models.indices.map { models[$0].relationships.map { schema.modelIndex(named: $0.target) } }
        let superclasses = models.indices.map { models[$0].superclass.flatMap { schema.modelIndex(named: $0) } }
        // The models whose superclass or relationship target each model is.
        var dependents = [[Int]](repeating: [], count: models.count)
        for index in models.indices {
            for target in targets[index] { if let target { dependents[target].append(index) } }
            if let superclass = superclasses[index] { dependents[superclass].append(index) }
        }
        var isRedefined = reasons.map { $0 != nil }
        var paths = [CascadePath?](repeating: nil, count: models.count)
        // The path of the model at `index`, redefined before the one that follows it.
        func path(to index: Int) -> CascadePath? {
            let name = models[index].name
            return paths[index] ?? reasons[index].flatMap { directPath(name, $0) }
        }
        // Redefines the model at `index` if its superclass or a target is redefined by now.
        func redefineIfPointing(_ index: Int) -> Bool {
            let name = models[index].name
            // A subclass names its superclass's class in its own version, so it follows it first.
            if let superclass = superclasses[index], isRedefined[superclass] {
                let superclassName = models[superclass].name
                reasons[index] = .inheritsFromRedefinedModel(superclass: superclassName)
                paths[index] = path(to: superclass)?.prepending("\(name): \(superclassName)")
                return true
            }
            guard let position = targets[index].firstIndex(where: { $0.map { isRedefined[$0] } ?? false }),
                let target = targets[index][position]
            else { return false }
            let relationship = models[index].relationships[position]
            let hop = "\(name).\(relationship.name)"
            reasons[index] = .pointsAtRedefinedModel(relationship: hop, target: relationship.target)
            // The target was redefined before this model, so its path (or its own reason) is known.
            paths[index] = path(to: target)?.prepending(hop)
            return true
        }
        var isQueued = [Bool](repeating: false, count: models.count)
        var nextPass: [Int] = []
        for index in models.indices where isRedefined[index] {
            for dependent in dependents[index] where !isRedefined[dependent] && !isQueued[dependent] {
                isQueued[dependent] = true
                nextPass.append(dependent)
            }
        }
        // The two lists swap at each pass, keeping their storage: a ring makes a pass per model.
        var pass: [Int] = []
        while !nextPass.isEmpty {
            swap(&pass, &nextPass)
            nextPass.removeAll(keepingCapacity: true)
            pass.sort()
            var position = 0
            while position < pass.count {
                let index = pass[position]
                position += 1
                isQueued[index] = false
                guard redefineIfPointing(index) else { continue }
                isRedefined[index] = true
                for dependent in dependents[index] where !isRedefined[dependent] && !isQueued[dependent] {
                    isQueued[dependent] = true
                    // After this model in the file: looked at later in this pass, in file order; before it:
                    // in the next pass.
                    if dependent > index {
                        pass.insert(dependent, at: pass[position...].firstIndex { $0 > dependent } ?? pass.endIndex)
                    } else {
                        nextPass.append(dependent)
                    }
                }
            }
        }
        return paths
    }

    /// Why `name` is defined, in one line: `new`, `changed`, `uses ActivityLevel (changed)`, or the
    /// relationship path that forced it, `SDSleepStage.session -> SDSleepSession.userProfile -> SDUserProfile (changed)`.
    public func explanation(for name: String) -> String {
        if let index = schema.modelIndex(named: name), index < cascadePaths.count, let path = cascadePaths[index] {
            return path.text
        }
        guard let reason = reason(for: name) else { return "" }
        if case .usesRedefinedType = reason, let path = Self.directPath(name, reason) { return path.text }
        return Self.state(of: reason)
    }

    /// "new", "first version" or "changed": how a model that is defined for its own sake came to be.
    private static func state(of reason: Reason) -> String {
        switch reason {
        case .new: "new"
        case .firstVersion: "first version"
        case .subclassesChanged: "its subclasses changed"
        default: "changed"
        }
    }

    /// The path that ends at a model defined for its own sake, as the last hop of a cascade: empty with
    /// `-> Name (changed)` after it, or the attribute that uses a redefined enum or struct.
    private static func directPath(_ name: String, _ reason: Reason) -> CascadePath? {
        switch reason {
        case .pointsAtRedefinedModel, .inheritsFromRedefinedModel: nil
        case .usesRedefinedType(let attribute, let typeName):
            CascadePath(
                leadingHops: [attribute], lastHop: attribute, hopCount: 1, ending: " uses \(typeName) (changed)")
        case .firstVersion, .new, .changed, .subclassesChanged:
            CascadePath(leadingHops: [], lastHop: "", hopCount: 0, ending: " -> \(name) (\(state(of: reason)))")
        }
    }

    /// A relationship path that made a model redefined, kept as much as its explanation shows: built from its
    /// target's path in constant time as the cascade runs, since walking each model's path to its end made
    /// explaining a ring of n models cost n x n lookups.
    private struct CascadePath: Sendable {
        /// The path's first hops, at most ``shownLeadingHops``.
        var leadingHops: [String]
        var lastHop: String
        var hopCount: Int
        /// What follows the last hop: `-> Target (changed)` or `uses Enum (changed)`.
        var ending: String

        /// A path of more than four hops shows its first two and its last and says how many it leaves out; a
        /// model in a ring would otherwise carry the whole ring in its doc comment and in the plan.
        private static let shownLeadingHops = 4

        /// The path one hop longer: `hop` leading to this one.
        func prepending(_ hop: String) -> CascadePath {
            CascadePath(
                leadingHops: [hop] + leadingHops.prefix(Self.shownLeadingHops - 1),
                lastHop: hopCount == 0 ? hop : lastHop,
                hopCount: hopCount + 1, ending: ending)
        }

        /// `A.b -> B.c -> ... 3 more ... -> F.g -> G (changed)`.
        var text: String {
            let hops =
                hopCount <= Self.shownLeadingHops
                ? leadingHops : leadingHops.prefix(2) + ["... \(hopCount - 3) more ...", lastHop]
            return hops.joined(separator: " -> ") + ending
        }
    }

    /// Why `name` is defined, if it is: a model's reason first, so a model and an enum or struct of one name (an
    /// error reported elsewhere) give the model's.
    public func reason(for name: String) -> Reason? {
        if let index = schema.modelIndex(named: name), let reason = modelReasons[index] { return reason }
        return valueReasons[name]
    }
}
