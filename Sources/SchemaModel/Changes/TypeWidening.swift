/// Whether changing an attribute's type keeps every value it could hold: the contract's "widening by value
/// range" (`Int` -> `Double` widens; `String` -> `Double` and `Double` -> `Float` narrow; an enum widens
/// into its raw type; a struct only into itself).
public enum TypeWidening {
    /// Whether every value of `old` has an equal value in `new`. Optionality is judged separately.
    /// `rawTypes` gives each enum's raw type, for the enum -> raw type rule; `enumsAreSame` says whether
    /// an enum of the same name is unchanged.
    public static func widens(
        from old: AttributeType, to new: AttributeType, rawTypeOfOldEnum: (String) -> EnumDeclaration.RawType?
    ) -> Bool {
        guard old.isArray == new.isArray else { return false }
        return widens(from: old.scalar, to: new.scalar, rawTypeOfOldEnum: rawTypeOfOldEnum)
    }

    private static func widens(
        from old: AttributeType.Scalar, to new: AttributeType.Scalar,
        rawTypeOfOldEnum: (String) -> EnumDeclaration.RawType?
    ) -> Bool {
        switch (old, new) {
        case (.primitive(let a), .primitive(let b)):
            return widens(from: a, to: b)
        case (.enumeration(let name), .primitive(let b)):
            guard let rawType = rawTypeOfOldEnum(name) else { return false }
            return widens(from: rawType == .string ? .string : .int, to: b)
        case (.enumeration(let a), .enumeration(let b)):
            // The same enum under the same name; a changed one reports its own case changes.
            return a == b
        case (.structure(let a), .structure(let b)):
            // The same struct under the same name; a changed one reports its own field changes.
            return a == b
        case (.primitive, .enumeration), (.structure, _), (_, .structure):
            return false
        }
    }

    /// Widening between built-in types.
    public static func widens(from old: PrimitiveType, to new: PrimitiveType) -> Bool {
        if old == new { return true }
        if let oldRange = old.integerRange {
            if let newRange = new.integerRange {
                return newRange.min <= oldRange.min && newRange.max >= oldRange.max
            }
            switch new {
            case .double, .decimal, .string: return true
            // A Float holds every integer of up to 24 bits exactly.
            case .float: return oldRange.max <= UInt64(1 << 24) && oldRange.min >= -(1 << 24)
            default: return false
            }
        }
        switch (old, new) {
        case (.bool, _): return new.isInteger || new == .string
        case (.float, .double), (.float, .string), (.double, .string), (.decimal, .string): return true
        case (.uuid, .string), (.url, .string), (.date, .string): return true
        default: return false
        }
    }
}
