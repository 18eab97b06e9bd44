import SchemaKit
import SchemaModel

/// `superclass:`: a model whose class inherits from another model's. Once every model is read, each subclass
/// takes its superclass's properties first (``SchemaModel/Model/superclass``), so that what reads a model's
/// properties reads all of them.
extension VersionFileReading {
    /// `models` with each subclass holding its superclass's properties before its own. A superclass that names
    /// no model, the model itself or a chain that comes back is reported and dropped, as is a property a
    /// subclass declares again.
    mutating func withInheritedProperties(_ models: [Model]) -> [Model] {
        var byName: [String: Model] = [:]
        for model in models { byName[model.name] = model }
        for model in models where model.superclass != nil && !checkSuperclassChain(of: model, in: byName) {
            byName[model.name]?.superclass = nil
        }
        var resolved: [String: Model] = [:]
        func flattened(_ name: String) -> Model? {
            if let done = resolved[name] { return done }
            guard var model = byName[name] else { return nil }
            if let superclassName = model.superclass, let superclass = flattened(superclassName) {
                let inherited = Set(superclass.propertyNames)
                for property in model.propertyNames where inherited.contains(property) {
                    error(
                        .nameClash,
                        "'\(model.name).\(property)' is declared by its superclass '\(superclassName)' too",
                        at: sources.location(of: .property(model: model.name, name: property)),
                        hint: "remove it here (the subclass inherits it), or rename it")
                }
                model.attributes =
                    superclass.attributes + model.attributes.filter { !inherited.contains($0.name) }
                model.relationships =
                    superclass.relationships + model.relationships.filter { !inherited.contains($0.name) }
            }
            resolved[name] = model
            return model
        }
        return models.compactMap { flattened($0.name) }
    }

    /// Whether `model`'s superclass chain names models of this version and never comes back; if not, says where.
    private mutating func checkSuperclassChain(of model: Model, in byName: [String: Model]) -> Bool {
        let location = sources.location(of: .modelSuperclass(model: model.name))
        var chain = [model.name]
        var next = model.superclass
        while let name = next {
            guard let superclass = byName[name] else {
                if name == model.superclass {
                    error(
                        .invalidSuperclass,
                        "the superclass of '\(model.name)' is '\(name)', which is not a model of this version",
                        at: location, hint: "name a model declared under 'models:' in this file")
                }
                // A missing model further up is reported at the model that names it.
                return name != model.superclass
            }
            guard !chain.contains(name) else {
                error(
                    .invalidSuperclass,
                    chain.count == 1
                        ? "'\(model.name)' names itself as its superclass"
                        : "the superclasses of '\(model.name)' come back to it: \((chain + [name]).joined(separator: " -> "))",
                    at: location,
                    hint: "a class inherits from a model that doesn't inherit from it; remove one 'superclass'")
                return false
            }
            chain.append(name)
            next = superclass.superclass
        }
        return true
    }
}
