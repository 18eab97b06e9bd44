import SchemaModel

extension SchemaEnum where RawValue == String {
    /// The enum as data, read from its own cases in declaration order, so generated code spells each case
    /// once: a case is named by its raw value, unless `name` gives its name (a case whose raw value differs).
    public static func describeCases(named typeName: String, name: (Self) -> String? = { _ in nil })
        -> EnumDeclaration
    {
        EnumDeclaration(
            name: typeName, rawType: .string,
            cases: allCases.map { .init(name($0) ?? $0.rawValue, .string($0.rawValue)) })
    }
}

extension SchemaEnum where RawValue == Int {
    /// The enum as data, read from its own cases in declaration order with their raw values; `name` names
    /// each case (generated code switches over every case, so the compiler checks that none is left out).
    public static func describeCases(named typeName: String, name: (Self) -> String) -> EnumDeclaration {
        EnumDeclaration(
            name: typeName, rawType: .int, cases: allCases.map { .init(name($0), .int(Int64($0.rawValue))) })
    }
}
