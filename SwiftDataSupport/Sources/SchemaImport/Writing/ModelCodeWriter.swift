import SchemaKit
import SchemaModel

/// Writes the app's own code of each latest model (``ModelCode``) as an extension of the generated class, one
/// file per model: what the class body declared besides its stored properties, so the app keeps compiling
/// when the generated code replaces its hand-written classes.
///
/// An initialiser becomes a convenience one that calls the generated initialiser (which takes every stored
/// property, those with defaults optionally) with the values its body assigned first, then runs the rest of
/// its body. One the generated initialiser already is (it only passes its parameters through) is not
/// repeated; one that can't delegate is left out with a warning (SG928) and a comment in the file.
public struct ModelCodeWriter: Sendable {
    /// One written extension file.
    public struct File: Sendable {
        /// `Note+AppCode.swift`.
        public var fileName: String
        /// Its text.
        public var text: String
    }

    /// Creates a writer.
    public init() {}

    /// The file of each model in `code` with something to carry, and a warning per member left out. `latest`
    /// is the latest version as its version file declares it: the generated initialiser's parameters.
    public func write(_ code: [ModelCode], latest: Schema) -> (files: [File], diagnostics: [Diagnostic]) {
        var files: [File] = []
        var diagnostics: [Diagnostic] = []
        for model in code where !model.members.isEmpty {
            guard let declared = latest.model(named: model.entityName) else { continue }
            var body: [String] = []
            var carriesCode = false
            for member in model.members {
                switch carried(member, in: declared) {
                case .success(.covered(let note)):
                    body.append(note)
                case .success(.code(let text)):
                    carriesCode = true
                    body.append(text)
                case .failure(let notCarried):
                    let reason = notCarried.reason
                    let message =
                        "'\(model.entityName).\(member.name)' is not carried into \(fileName(model)): \(reason)"
                    diagnostics.append(
                        .warning(
                            .modelCodeNotCarried, message, at: member.location,
                            hint:
                                "write it by hand in the extension, as a convenience initialiser that calls the generated one"
                        ))
                    carriesCode = true
                    body.append(comment("Not carried: \(member.name) (\(member.location)): \(reason)."))
                }
            }
            // A file that would only say that the generated initialiser covers the app's is not written.
            guard carriesCode else { continue }
            files.append(File(fileName: fileName(model), text: fileText(model, body: body)))
        }
        return (files, diagnostics)
    }

    private func fileName(_ model: ModelCode) -> String { "\(model.entityName)+AppCode.swift" }

    private func fileText(_ model: ModelCode, body: [String]) -> String {
        var lines = [
            "// The app's own code of \(model.className) (\(model.location)),",
            "// carried over by schemagen-import as an extension of the generated \(model.entityName).",
            "// This file is yours: schemagen never writes it again.",
            "",
        ]
        lines += model.imports.map { "import \($0)" }
        if !model.imports.isEmpty { lines.append("") }
        lines.append("extension \(model.entityName) {")
        lines.append(body.map(indented).joined(separator: "\n\n"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct NotCarried: Error {
        let reason: String
    }

    /// A member as the extension has it.
    private enum Carried {
        /// Code.
        case code(String)
        /// A comment: the generated code does what the member did.
        case covered(String)
    }

    /// What `member` becomes in the extension, or why it can't be there.
    private func carried(_ member: ModelCode.Member, in model: Model) -> Result<Carried, NotCarried> {
        switch member.kind {
        case .copied: return .success(.code(member.text))
        case .notCarried(let reason): return .failure(NotCarried(reason: reason))
        case .initializer(let initializer): return convenience(initializer, member: member, in: model)
        }
    }

    /// The generated initialiser's parameters: every attribute, then every relationship, each with whether
    /// it must be passed (`ModelRenderer.renderMemberwiseInit` gives the rest defaults) and, where the default
    /// is one a call can spell without the schema's literals, that default (`nil`, `[]`).
    private func generatedParameters(of model: Model) -> [(name: String, isRequired: Bool, plainDefault: String?)] {
        model.attributes.map { attribute in
            (
                attribute.name, attribute.defaultValue == nil && !attribute.type.isOptional,
                attribute.defaultValue == nil && attribute.type.isOptional ? "nil" : nil
            )
        }
            + model.relationships.map { relationship in
                switch relationship.cardinality {
                case .toOne(let isOptional): (relationship.name, !isOptional, isOptional ? "nil" : nil)
                case .toMany(let isOptional): (relationship.name, false, isOptional ? "nil" : "[]")
                }
            }
    }

    private func convenience(_ initializer: ModelCode.Initializer, member: ModelCode.Member, in model: Model)
        -> Result<Carried, NotCarried>
    {
        let parameters = generatedParameters(of: model)
        let names = Set(parameters.map(\.name))
        if let unknown = initializer.assignments.first(where: { !names.contains($0.property) }) {
            return .failure(
                NotCarried(reason: "it sets '\(unknown.property)', which the version file does not declare"))
        }
        let assigned = Dictionary(initializer.assignments.map { ($0.property, $0.value) }) { _, last in last }
        if let missing = parameters.first(where: { $0.isRequired && assigned[$0.name] == nil }) {
            return .failure(
                NotCarried(
                    reason:
                        "the generated initialiser needs '\(missing.name)' first, and this one sets it only after other statements"
                ))
        }
        var arguments = parameters.compactMap { parameter in
            assigned[parameter.name].map { (label: parameter.name, value: $0) }
        }
        if arguments.map(\.label) == initializer.labels {
            let passesThrough = zip(arguments, initializer.parameterNames).allSatisfy { $0.value == $1 }
            if passesThrough && initializer.rest.isEmpty && initializer.before.isEmpty {
                return .success(
                    .covered(
                        comment(
                            "\(member.name) (\(member.location)) is not repeated: the generated initialiser takes "
                                + "these arguments and sets them alike.")))
            }
            // Called with these labels alone, it would call itself: one more argument, given its default,
            // makes the call the generated initialiser's.
            guard let extra = parameters.first(where: { assigned[$0.name] == nil && $0.plainDefault != nil }),
                let value = extra.plainDefault
            else {
                return .failure(
                    NotCarried(
                        reason:
                            "it takes the same arguments as the generated initialiser it would call, so it would call itself"
                    ))
            }
            arguments = parameters.compactMap { parameter in
                parameter.name == extra.name
                    ? (parameter.name, value) : assigned[parameter.name].map { (label: parameter.name, value: $0) }
            }
        }
        let call = "self.init(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        let body = (initializer.before + [call] + initializer.rest).map(indented).joined(separator: "\n")
        return .success(.code("\(initializer.header) {\n\(body)\n}"))
    }

    /// `text` as `//` lines of at most 112 characters, so that indented in the extension none passes 120.
    private func comment(_ text: String) -> String {
        var lines: [String] = []
        var line = "//"
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 112, line != "//" {
                lines.append(line)
                line = "//"
            }
            line += " " + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
