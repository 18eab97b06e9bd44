import Foundation

// schemagen-bench: generation against a raw libyaml parse of the same files, and the runtime against
// hand-written GRDB code, each in the same run.
//
//   schemagen-bench                  validate and generate 1x, 2x and 4x histories against a raw parse of
//                                    the same files (medians of 5 runs); print a Markdown table
//   schemagen-bench runtime          measure the runtime's stages and opening; print a Markdown table
//   schemagen-bench runtime-postgres URL [ROWS]
//                                    the PostgreSQL store's custom stage and inserts against postgres-nio
//   schemagen-bench in-place [URL] a step that renames and drops columns at 100k, 1M and 10M rows against the
//                                    hand-written ALTER TABLE statements, on SQLite and (with a URL) PostgreSQL
//   schemagen-bench pool URL         write transactions per second from 1, 4 and 16 writers on one PostgreSQL
//                                    store, a connection per writer against one connection
//   schemagen-bench value-types      a struct attribute's stored form written and read, against JSONEncoder and
//                                    JSONDecoder on the same values
//   schemagen-bench large-mapping    the YAML reader on one mapping of 1M keys (~50 MB) against a raw parse
//   schemagen-bench wide-models      validate on one version of 65k and 260k models, in two shapes, against a
//                                    raw parse of the same file; the growth from one size to the other
//   schemagen-bench read DIR         (child) schemagen's YAML reader alone; prints a JSON measurement
//   schemagen-bench validate DIR     (child) what `schemagen validate` does; prints a JSON measurement
//   schemagen-bench validate-errors DIR  (child) the same on a history that must fail, every diagnostic formatted
//   schemagen-bench write DIR N      write a synthetic history of N versions into DIR
//   schemagen-bench write-ring DIR N write the worst case: N versions in which every model is redefined
//   schemagen-bench whole-process SCHEMAGEN
//                                    `schemagen validate` and `generate` as a user runs them (the release
//                                    binary at SCHEMAGEN), on the tree-shaped and the worst-case history of
//                                    50 versions, against a raw parse run the same way; print a table
//   schemagen-bench compare BEFORE AFTER [RUNS]
//                                    two `schemagen` binaries in turn on the worst case, RUNS times (10), with a
//                                    raw parse in each round: means, ratios, and the change from BEFORE to AFTER
//   schemagen-bench stages DIR       where one `generate` run's time goes, by the pipeline's stage clock
//   schemagen-bench write-app DIR    write an app-sized history (11 versions of 16 models of 8 attributes, with inverse
//                                    relationships) into DIR, to measure the generated code's compile time
//   schemagen-bench parse DIR        (child) raw libyaml event parse; prints a JSON measurement
//   schemagen-bench generate DIR OUT (child) full generation; prints a JSON measurement

let arguments = Array(CommandLine.arguments.dropFirst())

// `--help` is help wherever it stands, and an option-like word is never taken for a folder or a count: a
// mistyped flag must not become a history written into a folder named after it.
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(
        """
        usage: schemagen-bench [MODE [ARGUMENTS]]
        modes: (none: validate and generate against a raw parse), runtime, runtime-postgres URL [ROWS], in-place [URL],
               pool URL, value-types,
               large-mapping, wide-models, whole-process SCHEMAGEN, compare BEFORE AFTER [RUNS], stages DIR,
               write DIR N, write-ring DIR N, write-app DIR; the comment at the top of main.swift says what each
               measures
        """)
    exit(0)
}
if let optionLike = arguments.first(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(
        Data("schemagen-bench: '\(optionLike)' is not a mode or an argument; see 'schemagen-bench --help'\n".utf8))
    exit(2)
}

func printJSON(_ measurement: Measurement) throws {
    print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
}

/// Runs this executable in `mode` as a child process, so each measurement has its own peak memory.
func child(_ mode: [String]) throws -> Measurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = mode
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError("\(mode[0]) failed") }
    return try JSONDecoder().decode(Measurement.self, from: data)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// A measured duration in seconds.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

do {
    switch arguments.first {
    case "write":
        let bytes = try SyntheticHistory(versions: Int(arguments[2]) ?? 50).write(
            to: URL(fileURLWithPath: arguments[1]))
        print("wrote \(megabytes(bytes))")
    case "write-ring":
        let bytes = try SyntheticHistory(versions: Int(arguments[2]) ?? 50, ring: true).write(
            to: URL(fileURLWithPath: arguments[1]))
        print("wrote \(megabytes(bytes))")
    case "whole-process":
        let schemagen = arguments.count > 1 ? arguments[1] : ".build/release/schemagen"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-whole-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        print("| history | command | wall | ratio | CPU | ratio | peak memory | peak / input |")
        print("|---|---|---|---|---|---|---|---|")
        for (label, history) in [
            ("tree, 50 versions", SyntheticHistory(versions: 50)),
            ("worst case, 50 versions", SyntheticHistory(versions: 50, ring: true)),
        ] {
            let folder = root.appendingPathComponent(label.replacingOccurrences(of: " ", with: "-"))
                .appendingPathComponent("Schemas")
            let bytes = try history.write(to: folder)
            try WholeProcessBenchmark.run(history: folder, inputBytes: bytes, schemagen: schemagen, label: label)
        }
    case "compare":
        guard arguments.count >= 3 else { throw BenchmarkError("usage: schemagen-bench compare BEFORE AFTER [RUNS]") }
        try WholeProcessComparison.run(
            before: arguments[1], after: arguments[2], repetitions: arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10)
    case "write-app":
        let history = SyntheticHistory(versions: 11, models: 16, attributes: 8, changesPerVersion: 2, inverses: true)
        let bytes = try history.write(to: URL(fileURLWithPath: arguments[1]))
        print("wrote \(megabytes(bytes))")
    case "in-place":
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-in-place-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        try InPlaceBenchmarks.run(root: root, postgres: arguments.count > 1 ? arguments[1] : nil)
    case "pool":
        guard arguments.count > 1 else { throw BenchmarkError("pool needs a PostgreSQL URL") }
        try PoolBenchmarks.run(url: arguments[1])
    case "value-types":
        try ValueTypeBenchmarks.run()
    case "runtime":
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-runtime-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        try RuntimeBenchmarks.runAll(root: root)
    case "large-mapping":
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-yaml-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var table: [String] = []
        for keys in [250_000, 500_000, 1_000_000] {
            let folder = root.appendingPathComponent("\(keys)")
            let bytes = try Measurements.writeLargeMapping(to: folder, keys: keys)
            let parse = try child(["parse", folder.path])
            let read = try child(["read", folder.path])
            table.append(
                "| \(keys) | \(megabytes(bytes)) | \(String(format: "%.3f s", parse.seconds)) | "
                    + "\(String(format: "%.3f s", read.seconds)) | \(String(format: "%.2fx", read.seconds / parse.seconds)) | "
                    + "\(megabytes(read.peakResidentBytes)) |")
        }
        print("| keys in one mapping | input | raw libyaml parse | schemagen's reader | ratio | peak memory |")
        print("|---|---|---|---|---|---|")
        for row in table { print(row) }
    case "wide-models":
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-wide-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        print("| shape | models | input | raw libyaml parse | validate | ratio | validate peak | growth from 65k |")
        print("|---|---|---|---|---|---|---|---|")
        for shape in WideHistory.Shape.allCases {
            var first: Double?
            for models in [65_536, 262_144] {
                let folder = root.appendingPathComponent("\(shape.rawValue)-\(models)")
                let bytes = try WideHistory(models: models, shape: shape).write(to: folder)
                let parse = median(try (0..<5).map { _ in try child(["parse", folder.path]).seconds })
                let mode = shape == .linked ? "validate" : "validate-errors"
                let runs = try (0..<5).map { _ in try child([mode, folder.path]) }
                let validate = median(runs.map(\.seconds))
                let growth = first.map { String(format: "%.2fx", validate / $0) } ?? "-"
                first = first ?? validate
                print(
                    "| \(shape.rawValue) | \(models) | \(megabytes(bytes)) | \(String(format: "%.3f s", parse)) | "
                        + "\(String(format: "%.3f s", validate)) | \(String(format: "%.2fx", validate / parse)) | "
                        + "\(megabytes(runs.map(\.peakResidentBytes).max() ?? 0)) | \(growth) |")
            }
        }
    case "validate":
        try printJSON(try Measurements.validate(URL(fileURLWithPath: arguments[1])))
    case "validate-errors":
        try printJSON(try Measurements.validateExpectingErrors(URL(fileURLWithPath: arguments[1])))
    case "read":
        try printJSON(try Measurements.read(URL(fileURLWithPath: arguments[1])))
    case "runtime-child":
        let mode = Array(arguments.dropFirst())
        let measurement =
            mode.first?.hasPrefix("pg-") == true
            ? try PostgresBenchmarks.runChild(mode) : try RuntimeBenchmarks.runChild(mode)
        if let measurement { try printJSON(measurement) }
    case "runtime-postgres":
        guard arguments.count >= 2 else { throw BenchmarkError("usage: schemagen-bench runtime-postgres URL [ROWS]") }
        try PostgresBenchmarks.runAll(
            url: arguments[1], rows: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
    case "stages":
        try StageTimings.run(URL(fileURLWithPath: arguments[1]))
    case "parse":
        try printJSON(try Measurements.rawParse(URL(fileURLWithPath: arguments[1])))
    case "generate":
        try printJSON(
            try Measurements.generate(URL(fileURLWithPath: arguments[1]), into: URL(fileURLWithPath: arguments[2])))
    default:
        let repetitions = 5
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        print(
            "| scale | versions | input | raw libyaml parse | validate | ratio | validate peak | generate (end to end) "
                + "| ratio | generate peak | peak / input |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for (scale, versions) in [("1x", 12), ("2x", 25), ("4x", 50)] {
            let schemas = root.appendingPathComponent("\(scale)/Schemas")
            let inputBytes = try SyntheticHistory(versions: versions).write(to: schemas)
            var parses: [Double] = []
            var validations: [Double] = []
            var generations: [Double] = []
            var validatePeak = 0
            var generatePeak = 0
            for run in 0..<repetitions {
                parses.append(try child(["parse", schemas.path]).seconds)
                let validated = try child(["validate", schemas.path])
                validations.append(validated.seconds)
                validatePeak = max(validatePeak, validated.peakResidentBytes)
                let output = root.appendingPathComponent("\(scale)/Generated\(run)")
                let generated = try child(["generate", schemas.path, output.path])
                generations.append(generated.seconds)
                generatePeak = max(generatePeak, generated.peakResidentBytes)
            }
            let parse = median(parses)
            let validate = median(validations)
            let generate = median(generations)
            func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
            func ratio(_ value: Double) -> String { String(format: "%.2fx", value / parse) }
            print(
                "| \(scale) | \(versions) | \(megabytes(inputBytes)) | \(seconds(parse)) | \(seconds(validate)) | "
                    + "\(ratio(validate)) | \(megabytes(validatePeak)) | \(seconds(generate)) | \(ratio(generate)) | "
                    + "\(megabytes(generatePeak)) | \(String(format: "%.1fx", Double(generatePeak) / Double(inputBytes))) |"
            )
        }
    }
} catch {
    FileHandle.standardError.write(Data("schemagen-bench: \(error)\n".utf8))
    exit(1)
}
