import SchemaModel

extension StructRenderer {
    /// The same storage given, by a test suite, to a struct that SwiftData's flavor declares: what a SwiftData
    /// migration suite reads and writes fixture values with, as the portable store would store them.
    /// `nonisolated`, as the types are, so a `MainActor` default isolation leaves the conformance usable;
    /// `retroactive` where the struct comes from another module, as the runtime's protocols do.
    func renderSuiteStorage(retroactive: Bool, into writer: inout SwiftWriter) {
        let type = "\(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(declaration.name))"
        let marker = retroactive ? "@retroactive " : ""
        writer.line("\(SwiftDataRules.isolation)extension \(type):")
        writer.block("    \(marker)SchemaRuntime.StorableStruct, \(marker)SchemaRuntime.StorableValue") { writer in
            renderStorage(into: &writer)
        }
    }
}
