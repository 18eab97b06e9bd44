/// Struct changes: fields match by name. A struct's value is stored whole (a JSON object in the portable
/// flavor, a composite attribute in SwiftData's), so a field's change is the change of every stored value of
/// the struct, wherever an attribute holds one.
extension SchemaDiff {
    mutating func diffStructs() {
        for declaration in current.structs {
            guard let old = previous.structDeclaration(named: declaration.name) else {
                record(
                    .init(
                        .structAdded, path: declaration.name, at: .structure(declaration.name), detail: "new struct"))
                continue
            }
            diffStruct(declaration, from: old)
        }
        for old in previous.structs where current.structDeclaration(named: old.name) == nil {
            // Not destructive in itself: the attributes that held it report their own changes.
            record(.init(.structRemoved, path: old.name, at: .version, detail: "struct removed"))
        }
    }

    private mutating func diffStruct(_ declaration: StructDeclaration, from old: StructDeclaration) {
        let name = declaration.name
        for field in declaration.fields {
            let path = "\(name).\(field.name)"
            let location = SchemaElement.structField(struct: name, name: field.name)
            guard let oldField = old.field(named: field.name) else {
                record(
                    .init(
                        .structFieldAdded, path: path, at: location, detail: "\(field.type)",
                        effect: field.type.isOptional
                            ? .lightweight
                            : .custom("required field '\(path)' added: stored values have none")))
                continue
            }
            guard oldField.type != field.type else { continue }
            let keepsNil = !oldField.type.isOptional || field.type.isOptional
            let sameStoredType = oldField.type.nonOptional.stored == field.type.nonOptional.stored
            let widens =
                sameStoredType
                || TypeWidening.widens(from: oldField.type.nonOptional, to: field.type.nonOptional) {
                    previous.enumDeclaration(named: $0)?.rawType
                }
            let effect: SchemaChange.Effect =
                // Another spelling of the same stored type (`TimeInterval` for `Double`), or made optional:
                // every stored value reads as it is.
                sameStoredType && keepsNil
                ? .lightweight
                : .custom(
                    keepsNil
                        ? "the field '\(path)' changed type from \(oldField.type) to \(field.type)"
                        : "the field '\(path)' made required: stored values without one need it set")
            record(
                .init(
                    .structFieldTypeChanged, path: path, at: location,
                    detail: "\(oldField.type) -> \(field.type)\(widens ? "" : " (narrowing)")", effect: effect,
                    dataLossPath: widens ? nil : path))
        }
        let newNames = Set(declaration.fields.map(\.name))
        for oldField in old.fields where !newNames.contains(oldField.name) {
            record(
                .init(
                    .structFieldRemoved, path: "\(name).\(oldField.name)", at: .structure(name),
                    detail: "field removed",
                    dataLossPath: "\(name).\(oldField.name)"))
        }
        let oldNames = Set(old.fields.map(\.name))
        let keptOld = old.fields.map(\.name).filter(newNames.contains)
        let keptNew = declaration.fields.map(\.name).filter(oldNames.contains)
        if keptOld != keptNew {
            // Stored values name their fields, so the order is the generated code's alone.
            record(.init(.structFieldsReordered, path: name, at: .structure(name), detail: "declaration order changed"))
        }
    }
}
