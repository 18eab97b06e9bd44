import SchemaModel

/// Which models and enums a version defines (as new Swift types) and which it reuses by `typealias`.
///
/// A model or enum is redefined if it is new, if anything about it changed, if it uses an enum redefined
/// in this version, or if one of its relationships targets a model redefined in this version, to a fixed
/// point: children of redefined models are redefined too. This is the cascade teams otherwise do by hand.
public struct RedefinitionAnalysis: Hashable, Sendable {
    /// Why a model or enum is defined in this version.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// It is the first version.
        case firstVersion
        /// It did not exist in the previous version.
        case new
        /// Its own declaration changed; the changes' summaries.
        case changed([String])
        /// It has an attribute of an enum redefined in this version.
        case usesRedefinedEnum(attribute: String, enumName: String)
        /// One of its relationships targets a model redefined in this version.
        case pointsAtRedefinedModel(relationship: String, target: String)

        /// A phrase for plans: "changed: attributeAdded SDUserProfile.photoRecognitions: ...".
        public var description: String {
            switch self {
            case .firstVersion: "first version"
            case .new: "new"
            case .changed(let changes): "changed (" + changes.joined(separator: "; ") + ")"
            case .usesRedefinedEnum(let attribute, let enumName): "\(attribute) uses \(enumName), which is redefined"
            case .pointsAtRedefinedModel(let relationship, let target):
                "\(relationship) -> \(target), which is redefined"
            }
        }
    }

    /// The models defined in this version, with why, in the order of the version file.
    public private(set) var definedModels: [(name: String, reason: Reason)] = []
    /// The enums defined in this version, with why, in the order of the version file.
    public private(set) var definedEnums: [(name: String, reason: Reason)] = []
    /// Models and enums reused from earlier versions: name -> namespace where it was last defined.
    public private(set) var reused: [String: String] = [:]
    /// Why each name is defined, for constant-time ``defines(_:)`` and ``reason(for:)``: the renderer asks
    /// for every model it writes, and a search of a 300-model version for each of them was quadratic.
    private var reasons: [String: Reason] = [:]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.definedModels.map(\.name) == rhs.definedModels.map(\.name)
            && lhs.definedEnums.map(\.name) == rhs.definedEnums.map(\.name) && lhs.reused == rhs.reused
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(definedModels.map(\.name))
        hasher.combine(definedEnums.map(\.name))
        hasher.combine(reused)
    }

    /// The names defined in this version, models and enums together, sorted.
    public var definedNames: [String] { (definedModels.map(\.name) + definedEnums.map(\.name)).sorted() }

    /// Whether `name` (a model or enum) is defined in this version.
    public func defines(_ name: String) -> Bool {
        reasons[name] != nil
    }

    /// The analysis of the first version: everything is defined.
    public init(firstVersion schema: Schema) {
        definedEnums = schema.enums.map { ($0.name, .firstVersion) }
        definedModels = schema.models.map { ($0.name, .firstVersion) }
        reasons = Self.reasonsByName(definedModels + definedEnums)
    }

    /// The analysis of a step.
    ///
    /// - Parameters:
    ///   - diff: the changes from the previous version.
    ///   - lastDefinedIn: for each model and enum of the previous version, the namespace that last
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

        var modelReasons: [String: Reason] = [:]
        for model in schema.models {
            if diff.correspondence.previousModel(of: model) == nil {
                modelReasons[model.name] = .new
            } else if let changes = changesByType[model.name] {
                modelReasons[model.name] = .changed(changes)
            } else if let attribute = model.attributes.first(where: {
                $0.type.enumName.map { enumReasons[$0] != nil } ?? false
            }),
                let enumName = attribute.type.enumName
            {
                modelReasons[model.name] = .usesRedefinedEnum(
                    attribute: "\(model.name).\(attribute.name)", enumName: enumName)
            }
        }
        Self.cascade(through: schema.models, into: &modelReasons)

        definedEnums = schema.enums.compactMap { declaration in
            enumReasons[declaration.name].map { (declaration.name, $0) }
        }
        definedModels = schema.models.compactMap { model in modelReasons[model.name].map { (model.name, $0) } }
        reasons = Self.reasonsByName(definedModels + definedEnums)
        for name in schema.enums.map(\.name) + schema.models.map(\.name)
        where enumReasons[name] == nil && modelReasons[name] == nil {
            reused[name] = lastDefinedIn[name] ?? diff.correspondence.previous.name
        }
    }

    /// The relationship cascade, to a fixed point: a model is redefined when one of its relationships (the
    /// first, in declaration order) targets a model redefined in this version, pass after pass in the order of
    /// the version file until a pass adds none.
    ///
    /// By model index, with each relationship's target resolved once: a ring of n models needs n passes, and
    /// looking names up in every pass made a 300-model ring cost 300 x 300 string hashes per step.
    private static func cascade(through models: [Model], into reasons: inout [String: Reason]) {
        var positions: [String: Int] = [:]
        for (index, model) in models.enumerated() where positions[model.name] == nil { positions[model.name] = index }
        let targets = models.map { $0.relationships.map { positions[$0.target] } }
        var isRedefined = models.map { reasons[$0.name] != nil }
        var pending = models.indices.filter { !isRedefined[$0] }
        var grew = true
        while grew {
            grew = false
            var stillPending: [Int] = []
            stillPending.reserveCapacity(pending.count)
            for index in pending {
                guard let position = targets[index].firstIndex(where: { $0.map { isRedefined[$0] } ?? false }) else {
                    stillPending.append(index)
                    continue
                }
                let model = models[index]
                let relationship = model.relationships[position]
                reasons[model.name] = .pointsAtRedefinedModel(
                    relationship: "\(model.name).\(relationship.name)", target: relationship.target)
                isRedefined[index] = true
                grew = true
            }
            pending = stillPending
        }
    }

    /// Why `name` is defined, in one line: `new`, `changed`, `uses ActivityLevel (changed)`, or the
    /// relationship path that forced it, `SDSleepStage.session -> SDSleepSession.userProfile -> SDUserProfile (changed)`.
    public func explanation(for name: String) -> String {
        var path: [String] = []
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let reason = reason(for: current) {
            switch reason {
            case .pointsAtRedefinedModel(let relationship, let target):
                path.append(relationship)
                current = target
            case .usesRedefinedEnum(let attribute, let enumName):
                path.append(attribute)
                return Self.shortened(path) + " uses \(enumName) (changed)"
            case .firstVersion, .new, .changed:
                let state = reason == .new ? "new" : reason == .firstVersion ? "first version" : "changed"
                guard !path.isEmpty else { return state }
                return Self.shortened(path) + " -> \(current) (\(state))"
            }
        }
        return Self.shortened(path)
    }

    /// A relationship path as `A.b -> B.c -> ...`; a path of more than four hops keeps its first two and its
    /// last, and says how many it leaves out. A model in a long chain (a ring of relationships) would
    /// otherwise carry the whole chain in its doc comment and in the plan, hundreds of hops long.
    private static func shortened(_ path: [String]) -> String {
        guard path.count > 4 else { return path.joined(separator: " -> ") }
        return (path.prefix(2) + ["... \(path.count - 3) more ..."] + path.suffix(1)).joined(separator: " -> ")
    }

    /// Why `name` is defined, if it is.
    public func reason(for name: String) -> Reason? {
        reasons[name]
    }

    /// Models first, so a model and an enum of one name (an error reported elsewhere) give the model's reason.
    private static func reasonsByName(_ defined: [(name: String, reason: Reason)]) -> [String: Reason] {
        Dictionary(defined.map { ($0.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }
}
