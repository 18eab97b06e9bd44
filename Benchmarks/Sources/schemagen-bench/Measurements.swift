import CYAMLBaseline
import Foundation
import SchemaGenCore
import SchemaKit

/// One measured run, printed by a child process as a line of JSON for the driver to read.
struct Measurement: Codable {
    var seconds: Double
    var peakResidentBytes: Int
}

enum Measurements {
    /// The process's peak resident set size so far.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        // Linux reports kilobytes; macOS reports bytes.
        #if os(Linux)
            return Int(usage.ru_maxrss) * 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }

    static func yamlFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The baseline: read each file and pull every libyaml event, building nothing.
    static func rawParse(_ folder: URL) throws -> Measurement {
        let files = try yamlFiles(in: folder)
        let start = DispatchTime.now()
        var events = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
                var event = yaml_event_t()
                while yaml_parser_parse(&parser, &event) != 0 {
                    let done = event.type == YAML_STREAM_END_EVENT
                    yaml_event_delete(&event)
                    events += 1
                    if done { break }
                }
            }
            yaml_parser_delete(&parser)
        }
        precondition(events > 0, "the baseline parsed nothing")
        return Measurement(seconds: elapsed(since: start), peakResidentBytes: peakResidentBytes())
    }

    /// The product: everything `schemagen generate` does, from reading the folder to writing the files.
    static func generate(_ folder: URL, into output: URL) throws -> Measurement {
        let start = DispatchTime.now()
        var diagnostics: [String] = []
        let report = try OutputWriter.write(into: output, displayPath: "Generated") { writer in
            let result = SchemaPipeline().generate(
                directory: folder, displayPath: "Schemas", options: GenerationOptions(), stage: writer.stage,
                emit: writer.record)
            diagnostics = result.diagnostics.prefix(3).map(\.formatted)
            return result.analysis != nil
        }
        guard report.isApplied else { throw BenchmarkError("the synthetic history has errors: \(diagnostics)") }
        return Measurement(seconds: elapsed(since: start), peakResidentBytes: peakResidentBytes())
    }

    /// What `schemagen validate` does: read, load, check and analyse every version; nothing rendered.
    static func validate(_ folder: URL) throws -> Measurement {
        let start = DispatchTime.now()
        let result = SchemaPipeline().run(directory: folder, displayPath: "Schemas")
        guard result.analysis != nil else { throw BenchmarkError("the synthetic history has errors") }
        return Measurement(seconds: elapsed(since: start), peakResidentBytes: peakResidentBytes())
    }

    /// `validate` on a history that must fail: loading, checking, and formatting every diagnostic as the
    /// command prints them.
    static func validateExpectingErrors(_ folder: URL) throws -> Measurement {
        let start = DispatchTime.now()
        let result = SchemaPipeline().run(directory: folder, displayPath: "Schemas")
        guard result.analysis == nil, !result.diagnostics.isEmpty else {
            throw BenchmarkError("the history was expected to have errors")
        }
        let printed = result.diagnostics.reduce(0) { $0 + $1.formatted.utf8.count }
        precondition(printed > 0, "nothing was formatted")
        return Measurement(seconds: elapsed(since: start), peakResidentBytes: peakResidentBytes())
    }

    /// schemagen's YAML reader alone (libyaml events into a document of located nodes, duplicate keys
    /// checked, as version files are read) over every file of the folder.
    static func read(_ folder: URL) throws -> Measurement {
        let files = try yamlFiles(in: folder)
        let start = DispatchTime.now()
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            if case .failure(let failure) = YAMLReader().readDocument(bytes, path: file.lastPathComponent) {
                throw BenchmarkError("the reader refused \(file.lastPathComponent): \(failure.diagnostic.formatted)")
            }
        }
        return Measurement(seconds: elapsed(since: start), peakResidentBytes: peakResidentBytes())
    }

    /// A file of one mapping with `keys` keys (about 50 bytes a line), for the reader's scaling.
    static func writeLargeMapping(to folder: URL, keys: Int) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = ""
        text.reserveCapacity(keys * 52)
        for key in 0..<keys {
            let number = String(key)
            let padded = String(repeating: "0", count: max(0, 8 - number.count)) + number
            text += "key\(padded): \"the value of key number \(padded)\"\n"
        }
        let data = Data(text.utf8)
        try data.write(to: folder.appendingPathComponent("Large.yaml"))
        return data.count
    }

    private static func elapsed(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
