/// Models that inherit (`superclass:`): which properties a subclass declares itself, and which models
/// inherit from one.
extension Schema {
    /// The attributes `model` declares itself: all of them but those of its superclass, which it holds too
    /// (``Model/superclass``).
    public func ownAttributes(of model: Model) -> [Attribute] {
        guard let inherited = inheritedCounts(of: model) else { return model.attributes }
        return Array(model.attributes.dropFirst(inherited.attributes))
    }

    /// The relationships `model` declares itself, without those of its superclass.
    public func ownRelationships(of model: Model) -> [Relationship] {
        guard let inherited = inheritedCounts(of: model) else { return model.relationships }
        return Array(model.relationships.dropFirst(inherited.relationships))
    }

    /// The models whose superclass is the model named `name`, in declaration order.
    public func subclasses(of name: String) -> [Model] {
        models.filter { $0.superclass == name }
    }

    /// The superclass chain of `model`, nearest first; empty for a model without one. A chain that names a
    /// model the schema lacks, or comes back to a model (which validation refuses), stops there.
    public func ancestors(of model: Model) -> [Model] {
        var chain: [Model] = []
        var seen: Set<String> = [model.name]
        var next = model.superclass
        while let name = next, seen.insert(name).inserted, let ancestor = self.model(named: name) {
            chain.append(ancestor)
            next = ancestor.superclass
        }
        return chain
    }

    /// Applies `change` to the attributes the model named `name` declares itself, and gives its subclasses, at any
    /// depth, the attributes it then has: each keeps what it inherits first, then its own.
    public mutating func updateOwnAttributes(of name: String, _ change: (inout [Attribute]) -> Void) {
        var own: [String: [Attribute]] = [:]
        for model in models { own[model.name] = ownAttributes(of: model) }
        change(&own[name, default: []])
        var flattened: [String: [Attribute]] = [:]
        var visiting: Set<String> = []
        func attributes(of model: Model) -> [Attribute] {
            if let done = flattened[model.name] { return done }
            // A loop of superclasses (refused when loaded) inherits nothing rather than recursing forever.
            guard visiting.insert(model.name).inserted else { return [] }
            let inherited = model.superclass.flatMap { self.model(named: $0) }.map(attributes(of:)) ?? []
            let all = inherited + (own[model.name] ?? [])
            flattened[model.name] = all
            return all
        }
        let updated = models.map { model -> Model in
            var model = model
            model.attributes = attributes(of: model)
            return model
        }
        models = updated
    }

    /// How many of `model`'s attributes and relationships its superclass gives it: the superclass's own
    /// counts, which include what it inherits in turn.
    private func inheritedCounts(of model: Model) -> (attributes: Int, relationships: Int)? {
        guard let name = model.superclass, let superclass = self.model(named: name) else { return nil }
        return (
            min(superclass.attributes.count, model.attributes.count),
            min(superclass.relationships.count, model.relationships.count)
        )
    }
}
