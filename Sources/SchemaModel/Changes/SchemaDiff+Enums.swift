/// Enum changes: cases match by name; a removed name whose raw value reappears under a new name is a
/// rename.
extension SchemaDiff {
    mutating func diffEnums() {
        for declaration in current.enums {
            guard let old = previous.enumDeclaration(named: declaration.name) else {
                record(
                    .init(.enumAdded, path: declaration.name, at: .enumeration(declaration.name), detail: "new enum"))
                continue
            }
            diffEnum(declaration, from: old)
        }
        for old in previous.enums where current.enumDeclaration(named: old.name) == nil {
            // Not destructive in itself: the attributes that used it report their own changes.
            record(.init(.enumRemoved, path: old.name, at: .version, detail: "enum removed"))
        }
    }

    private mutating func diffEnum(_ declaration: EnumDeclaration, from old: EnumDeclaration) {
        let name = declaration.name
        if old.rawType != declaration.rawType {
            record(
                .init(
                    .enumRawTypeChanged, path: name, at: .enumeration(name),
                    detail: "\(old.rawType.rawValue) -> \(declaration.rawType.rawValue)",
                    effect: .custom("the raw type of '\(name)' changed; stored values must be converted"),
                    dataLossPath: name))
            return
        }
        let oldNames = Set(old.cases.map(\.name))
        let newNames = Set(declaration.cases.map(\.name))
        let added = declaration.cases.filter { !oldNames.contains($0.name) }
        var removed = old.cases.filter { !newNames.contains($0.name) }
        // Old case name -> new case name, for renames by raw value.
        var renamedTo: [String: String] = [:]
        for newCase in added {
            if let index = removed.firstIndex(where: { $0.rawValue == newCase.rawValue }) {
                renamedTo[removed[index].name] = newCase.name
                record(
                    .init(
                        .enumCaseRenamed, path: "\(name).\(newCase.name)",
                        at: .enumCase(enum: name, name: newCase.name),
                        detail: "\(removed[index].name) -> \(newCase.name) (raw value \(newCase.rawValue))"))
                removed.remove(at: index)
            } else {
                record(
                    .init(
                        .enumCasesAdded, path: "\(name).\(newCase.name)", at: .enumCase(enum: name, name: newCase.name),
                        detail: "case added"))
            }
        }
        for oldCase in removed {
            record(
                .init(
                    .enumCasesRemoved, path: "\(name).\(oldCase.name)", at: .enumeration(name),
                    detail: "case removed",
                    effect: .custom("case '\(oldCase.name)' removed from '\(name)'; stored values must be mapped"),
                    dataLossPath: "\(name).\(oldCase.name)"))
        }
        for newCase in declaration.cases {
            guard let oldCase = old.enumCase(named: newCase.name), oldCase.rawValue != newCase.rawValue else {
                continue
            }
            record(
                .init(
                    .enumRawValueChanged, path: "\(name).\(newCase.name)",
                    at: .enumCase(enum: name, name: newCase.name),
                    detail: "\(oldCase.rawValue) -> \(newCase.rawValue)",
                    effect: .custom(
                        "the raw value of '\(name).\(newCase.name)' changed; stored values must be rewritten"),
                    dataLossPath: "\(name).\(newCase.name)"))
        }
        let oldOrder = old.cases.compactMap { renamedTo[$0.name] ?? (newNames.contains($0.name) ? $0.name : nil) }
        let newOrder = declaration.cases.map(\.name).filter { Set(oldOrder).contains($0) }
        if oldOrder != newOrder {
            record(
                .init(.enumCasesReordered, path: name, at: .enumeration(name), detail: "declaration order changed"))
        }
    }
}
