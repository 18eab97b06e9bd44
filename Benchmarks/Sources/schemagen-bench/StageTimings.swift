import Foundation
import SchemaGenCore
import SchemaKit

/// Times each stage of generation separately, to show where end-to-end time goes.
enum StageTimings {
    static func run(_ folder: URL) throws {
        var clock = DispatchTime.now()
        func lap(_ name: String) {
            let now = DispatchTime.now()
            print(
                String(
                    format: "%-28@ %.3f s  peak %d MB", name as NSString,
                    Double(now.uptimeNanoseconds - clock.uptimeNanoseconds) / 1e9,
                    Measurements.peakResidentBytes() / 1_048_576))
            clock = now
        }
        let files = try Measurements.yamlFiles(in: folder)
        let contents = try files.map { try [UInt8](Data(contentsOf: $0)) }
        lap("read files")
        // Each tree is read under the name the loader is given, as the pipeline does, so locations match.
        let trees = contents.enumerated().compactMap {
            try? YAMLReader().read($1, path: files[$0].lastPathComponent).get()
        }
        lap("YAML to located nodes")
        var schemas: [VersionFile] = []
        for (index, tree) in trees.enumerated() {
            if let schema = SchemaLoader().load(tree, file: files[index].lastPathComponent, fileStem: "V\(index)")
                .schema
            {
                schemas.append(schema)
            }
        }
        lap("load into the IR")
        for schema in schemas { _ = SchemaValidator().validate(schema) }
        lap("validate each version")
        let validated = SchemaHistoryValidator().validate(schemas)
        lap("check the history (versions, namespaces)")
        let analysis = HistoryAnalysis(validated.history ?? SchemaHistory(versions: schemas))
        lap("analyse (renames, diff, redefinition, stages)")
        let rendered = PortableRenderer().render(analysis, options: GenerationOptions())
        lap("render")
        print("rendered \(rendered.reduce(0) { $0 + $1.contents.utf8.count } / 1024) KB in \(rendered.count) files")
    }
}
