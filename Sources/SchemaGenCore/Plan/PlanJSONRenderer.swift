import SchemaKit
import SchemaModel

/// `schemagen plan --format json`: a stable, documented shape for tools.
///
/// `{"retired":[{"version","file"}], "versions":[{"name","version","file"}], "steps":[{"from","to","stage",
/// "defined":[...], "reused":{"Name":"SchemaVk"}, "changes":[{"kind","path","location"}]}]}`, with `retired` only when
/// versions were retired (`schemagen retire`); the first step has `"from": null` and `"stage": null`. In the portable
/// flavor, every step after the first also has `"rollingDeploy": {"expanding", "obstacles":[...]}`. In the SwiftData
/// flavor, a step that goes through a converting version also has `"swiftData": {"through":{"name","version"},
/// "conversions":[{"path","from","to","temporaryName"}], "stage"}` (`stage` is the kind of the stage from the
/// converting version). Keys are written in a fixed order and the output ends in a newline, so the same input always
/// gives the same bytes.
public enum PlanJSONRenderer {
    /// The plan of `analysis` as JSON.
    public static func render(_ analysis: HistoryAnalysis, context: GenerationContext = GenerationContext()) -> String {
        let versions = analysis.history.versions.map { schema in
            JSONValue.object([
                ("name", .string(schema.name)), ("version", .string(schema.version.description)),
                ("file", .string(schema.file)),
            ])
        }
        let steps = analysis.steps.map { step in
            var entries: [(String, JSONValue)] = [
                ("from", step.previous.map { .string($0.name) } ?? .null),
                ("to", .string(step.schema.name)),
                ("stage", step.stage.map { .string($0.rawValue) } ?? .null),
                ("defined", .array(step.redefinition.definedNames.map(JSONValue.string))),
                (
                    "reused",
                    .object(step.redefinition.reused.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
                ),
                (
                    "changes",
                    .array(
                        step.changes.map { change in
                            .object([
                                ("kind", .string(change.kind.rawValue)), ("path", .string(change.path)),
                                ("location", .string(step.schema.location(of: change.element).description)),
                            ])
                        })
                ),
            ]
            if let addition = context.route(for: step)?.planJSON { entries.append(addition) }
            return JSONValue.object(entries)
        }
        var members: [(String, JSONValue)] = [("versions", .array(versions)), ("steps", .array(steps))]
        if !analysis.history.retired.isEmpty {
            let retired = analysis.history.retired.map { version in
                JSONValue.object([("version", .string(version.version.description)), ("file", .string(version.file))])
            }
            members.insert(("retired", .array(retired)), at: 0)
        }
        return JSONValue.object(members).rendered(indent: 0) + "\n"
    }
}

/// A JSON value with ordered object keys, written by hand so the bytes never depend on a platform's
/// encoder.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func rendered(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let innerPad = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null:
            return "null"
        case .bool(let value):
            return value ? "true" : "false"
        case .number(let value):
            return String(value)
        case .string(let text):
            return Self.quoted(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { innerPad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
                + "\n\(pad)]"
        case .object(let entries):
            guard !entries.isEmpty else { return "{}" }
            return "{\n"
                + entries.map { innerPad + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
