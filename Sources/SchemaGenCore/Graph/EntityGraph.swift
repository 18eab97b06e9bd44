import SchemaKit
import SchemaModel

/// The entity-relationship picture of one version, with what the step into it did to each entity: the facts
/// both diagram formats draw, computed once from the step's analysis.
public struct EntityGraph: Sendable {
    /// What the step into the version did to an entity.
    public enum Status: String, CaseIterable, Sendable {
        /// New in this version.
        case added
        /// Its own declaration changed.
        case changed
        /// Unchanged itself, but redefined because it points at (or uses) something redefined.
        case redefined
        /// Unchanged and reused from an earlier version (or any entity of the first version).
        case unchanged
        /// In the previous version, gone from this one.
        case removed

        /// What the legend says.
        var legend: String {
            switch self {
            case .added: "added in this version"
            case .changed: "changed in this version"
            case .redefined: "redefined: points at something redefined"
            case .unchanged: "unchanged"
            case .removed: "removed in this version"
            }
        }
    }

    /// An entity: its name, status, and the text of its box, which both formats draw alike.
    public struct Entity: Sendable {
        public var name: String
        public var status: Status
        /// The box's title: the name, and "(removed)" for a removed entity.
        public var title: String
        /// One row per stored attribute, "name: Type", prefixed "+ " when the step added it and "~ " when
        /// it changed it.
        public var rows: [String]

        /// A subclass's box shows the attributes it declares; its link to its superclass stands for the rest.
        init(_ model: Model, in schema: Schema, status: Status, marks: [String: String]) {
            name = model.name
            self.status = status
            title = model.name + (status == .removed ? " (removed)" : "")
            rows = schema.ownAttributes(of: model).filter { !$0.isTransient }.map { attribute in
                (marks[attribute.name].map { $0 + " " } ?? "") + "\(attribute.name): \(attribute.type)"
            }
        }
    }

    /// A relationship, drawn once per pair: from the side declared first in the file.
    public struct Link: Sendable {
        public var from: String
        public var to: String
        /// "meals: 0..* cascade", and its inverse's, when it has one.
        public var label: String
        /// Whether only one side is declared.
        public var isOneWay: Bool
        /// Whether it is a subclass's link to its superclass (`from` inherits from `to`), not a relationship.
        public var isInheritance = false
    }

    /// The version drawn.
    public var version: SchemaVersion
    /// Its namespace.
    public var name: String
    /// Whether there is a step into it (it is not the first version), so statuses mean something.
    public var isStep: Bool
    /// The entities, in the order of the version file, removed ones last.
    public var entities: [Entity]
    /// The relationships.
    public var links: [Link]

    /// The diagram's first comment: "SchemaV7 (1.6.0): what the step into it does".
    public var caption: String { "\(name) (\(version))" + (isStep ? ": what the step into it does" : "") }

    /// The graph of `step`'s version.
    public init(_ step: VersionStep) {
        let schema = step.schema.schema
        version = schema.version
        name = schema.name
        isStep = step.previous != nil
        var marks: [String: [String: String]] = [:]
        for change in step.changes {
            guard let member = change.memberName else { continue }
            marks[change.typeName, default: [:]][member] = change.kind == .attributeAdded ? "+" : "~"
        }
        entities = schema.models.map { model in
            let status: Status
            switch step.redefinition.reason(for: model.name) {
            case .new?: status = .added
            case .changed?: status = .changed
            case .usesRedefinedType?, .pointsAtRedefinedModel?, .inheritsFromRedefinedModel?, .subclassesChanged?:
                status = .redefined
            case .firstVersion?, nil: status = .unchanged
            }
            return Entity(model, in: schema, status: status, marks: marks[model.name] ?? [:])
        }
        if let previous = step.previous, let correspondence = step.correspondence {
            let kept = Set(correspondence.previousModelNames.values)
            entities += previous.models.filter { !kept.contains($0.name) }.map {
                Entity($0, in: previous.schema, status: .removed, marks: [:])
            }
        }
        links = Self.links(of: schema)
    }

    private static func links(of schema: Schema) -> [Link] {
        var links: [Link] = []
        var drawn: Set<String> = []
        for model in schema.models {
            if let superclass = model.superclass {
                links.append(
                    Link(from: model.name, to: superclass, label: "inherits", isOneWay: true, isInheritance: true))
            }
            // An inherited relationship is drawn once, from the superclass that declares it.
            for relationship in schema.ownRelationships(of: model) {
                let key = "\(model.name).\(relationship.name)"
                guard !drawn.contains(key) else { continue }
                drawn.insert(key)
                let inverse = schema.inverse(of: relationship, in: model)
                var label = describe(relationship)
                if let inverse {
                    drawn.insert("\(relationship.target).\(inverse.name)")
                    label += " / " + describe(inverse)
                }
                links.append(Link(from: model.name, to: relationship.target, label: label, isOneWay: inverse == nil))
            }
        }
        return links
    }

    /// "meals: 0..* cascade": the name, how many it holds, and the delete rule when it is not the default.
    private static func describe(_ relationship: Relationship) -> String {
        let count: String
        switch relationship.cardinality {
        case .toOne(let isOptional): count = isOptional ? "0..1" : "1"
        case .toMany:
            count = "\(relationship.minCount ?? 0)..\(relationship.maxCount.map(String.init) ?? "*")"
        }
        let rule = relationship.deleteRule == .nullify ? "" : " \(relationship.deleteRule.rawValue)"
        return "\(relationship.name): \(count)\(rule)"
    }
}
