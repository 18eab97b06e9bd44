import SchemaKit
import SchemaModel

/// One version's file, written to be read top-down in a review: the namespace with its version, its models
/// list, typealiases for reused types, and the enums, structs and model classes it defines. What differs between the
/// flavors is their ``VersionFileStyle``'s to say.
struct VersionFileRenderer {
    /// A version the flavor declares in this file ahead of the step's own, which the step migrates through.
    struct Waypoint {
        /// The step into it, for its namespace: what it defines and reuses.
        let step: VersionStep
        /// Its namespace's documentation: what it is and why it exists.
        let documentation: [String]
        /// The step's version as declared after it.
        let target: VersionFile
        /// How the step's namespace documentation says it migrates from the waypoint.
        let migration: String
    }

    let step: VersionStep
    let context: GenerationContext
    /// The version declared ahead of this one, when the flavor passes through one.
    let waypoint: Waypoint?
    /// The version as declared: the step's, or, after a waypoint, its target.
    let file: VersionFile

    /// What the flavor's files say that the other's do not.
    let style: any VersionFileStyle
    /// The model classes already rendered in this run, shared by the files of one history.
    let classes: ModelClassCache

    init(
        step: VersionStep, context: GenerationContext, waypoint: Waypoint? = nil,
        classes: ModelClassCache = ModelClassCache()
    ) {
        self.step = step
        self.context = context
        self.waypoint = waypoint
        self.classes = classes
        file = waypoint?.target ?? step.schema
        style = context.flavor.versionFileStyle
    }

    var schema: Schema { file.schema }
    var access: String { context.access }

    func render() -> String {
        var writer = SwiftWriter()
        writer.line(FileHeader.generated(from: file.fileName))
        writer.line()
        for line in style.preamble { writer.line(line) }
        writer.line()
        if let waypoint {
            VersionFileRenderer(step: waypoint.step, context: context, classes: classes).renderNamespace(
                documentation: waypoint.documentation, into: &writer)
            writer.line()
        }
        renderNamespace(documentation: namespaceDocumentation(), into: &writer)
        style.renderAfterNamespace(of: self, into: &writer)
        // A default's literal (a UUID's sixteen bytes) can make a declaration longer than a line.
        return SwiftLineFitter.fit(writer.text)
    }

    /// The version's namespace: its identifier, models list, reused types, and the enums, structs and models
    /// it defines.
    private func renderNamespace(documentation: [String], into writer: inout SwiftWriter) {
        writer.documentation(documentation)
        let header = "\(access)\(style.namespaceModifier)enum \(SwiftNames.escaped(schema.name))"
        writer.block("\(header): \(style.namespaceConformance)") { writer in
            writer.line(style.versionIdentifier(schema.version, access: access))
            writer.line()
            writer.block("\(access)static var models: [any \(style.modelProtocol).Type]") { writer in
                writer.arrayLiteral(schema.models) { model, writer in
                    writer.line("\(SwiftNames.escaped(model.name)).self,")
                }
            }
            renderReused(&writer)
            let valueTypes: [(title: String, renders: [(inout SwiftWriter) -> Void])] = [
                ("Enums", definedEnums.map { renderer in { renderer.render(into: &$0) } }),
                ("Structs", definedStructs.map { renderer in { renderer.render(into: &$0) } }),
            ]
            for (title, renders) in valueTypes where !renders.isEmpty {
                writer.separator()
                writer.line("// MARK: - \(title)")
                for render in renders {
                    writer.separator()
                    render(&writer)
                }
            }
            if !definedModels.isEmpty {
                writer.separator()
                writer.line("// MARK: - Models")
                for model in definedModels {
                    writer.separator()
                    var notes = ["`\(model.name)` as of version \(schema.version): \(explanation(model.name))."]
                    if let superclass = model.superclass {
                        notes.append("Holds every property of `\(superclass)`, its superclass, and its own.")
                    }
                    writer.documentation(doc: model.documentation, notes: notes)
                    writer.append(
                        classes.rendered(
                            style.modelClass(model, schema: schema, access: access), named: model.name, at: writer))
                }
            }
        }
    }

    /// The enums this version defines, each with its renderer.
    var definedEnums: [EnumRenderer] {
        schema.enums.filter { step.redefinition.defines($0.name) }.map {
            EnumRenderer(
                declaration: $0, schema: schema, reason: explanation($0.name), access: access,
                conformsToSchemaEnum: style.enumsConformToSchemaEnum)
        }
    }

    /// The structs this version defines, each with its renderer.
    var definedStructs: [StructRenderer] {
        schema.structs.filter { step.redefinition.defines($0.name) }.map {
            StructRenderer(declaration: $0, schema: schema, reason: explanation($0.name), access: access)
        }
    }

    /// The models this version defines.
    var definedModels: [Model] {
        schema.models.filter { step.redefinition.defines($0.name) }
    }

    private func namespaceDocumentation() -> [String] {
        var lines = ["Version \(schema.version) of the schema, from \(file.fileName)."]
        if let waypoint {
            lines += ["", waypoint.migration]
        } else if let previous = step.previous, let stage = step.stage {
            lines += ["", "Migrates from ``\(previous.name)`` with a \(stage.rawValue) stage."]
        }
        return lines
    }

    private func renderReused(_ writer: inout SwiftWriter) {
        let reused = (schema.enums.map(\.name) + schema.structs.map(\.name) + schema.models.map(\.name)).compactMap {
            name in
            step.redefinition.reused[name].map { (name, $0) }
        }
        guard !reused.isEmpty else { return }
        writer.separator()
        writer.line("// MARK: - Reused unchanged from earlier versions")
        writer.line()
        for (name, namespace) in reused {
            writer.line(
                "\(access)typealias \(SwiftNames.escaped(name)) = \(SwiftNames.escaped(namespace)).\(SwiftNames.escaped(name))"
            )
        }
    }

    /// Why the version defines `name`, for its documentation.
    func explanation(_ name: String) -> String {
        step.redefinition.explanation(for: name)
    }
}
