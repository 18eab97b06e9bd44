import Foundation

/// Two builds of `schemagen` against each other on the worst case, as a user runs them: each repetition runs the
/// raw parse, then both builds' `validate` and `generate` in turn, so that whatever else the machine does falls
/// on both alike. Reports each build's means and its ratio to the raw parse of the same runs, and the second
/// build's change against the first.
enum WholeProcessComparison {
    static func run(before: String, after: String, repetitions: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-compare-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let history = root.appendingPathComponent("Schemas")
        let inputBytes = try SyntheticHistory(versions: 50, ring: true).write(to: history)
        let output = root.appendingPathComponent("Generated")
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        var parses: [ProcessMeasurement] = []
        var runs: [String: [ProcessMeasurement]] = [:]
        for _ in 0..<repetitions {
            parses.append(try .run(me, ["parse", history.path]))
            for (build, binary) in [("before", before), ("after", after)] {
                runs["\(build) validate", default: []].append(
                    try .run(binary, ["validate", "--no-config", "--schemas", history.path]))
                try? FileManager.default.removeItem(at: output)
                runs["\(build) generate", default: []].append(
                    try .run(binary, ["generate", "--no-config", "--schemas", history.path, "--output", output.path]))
            }
        }
        func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
        let parseWall = mean(parses.map(\.wallSeconds))
        let parseCPU = mean(parses.map(\.cpuSeconds))
        print("worst case, 50 versions, \(megabytes(inputBytes)); means of \(repetitions) interleaved runs")
        print("| command | build | wall | ratio | CPU | ratio | peak memory | peak / input |")
        print("|---|---|---|---|---|---|---|---|")
        print(
            String(format: "| raw libyaml parse | | %.3f s | 1x | %.3f s | 1x | ", parseWall, parseCPU)
                + "\(megabytes(parses.map(\.peakResidentBytes).max() ?? 0)) | |")
        for command in ["validate", "generate"] {
            var means: [(wall: Double, cpu: Double, peak: Int)] = []
            for build in ["before", "after"] {
                let measured = runs["\(build) \(command)", default: []]
                let wall = mean(measured.map(\.wallSeconds))
                let cpu = mean(measured.map(\.cpuSeconds))
                let peak = measured.map(\.peakResidentBytes).max() ?? 0
                means.append((wall, cpu, peak))
                print(
                    "| `schemagen \(command)` | \(build) | "
                        + String(
                            format: "%.3f s | %.2fx | %.3f s | %.2fx | ", wall, wall / parseWall, cpu, cpu / parseCPU)
                        + "\(megabytes(peak)) | " + String(format: "%.1fx |", Double(peak) / Double(inputBytes)))
            }
            print(
                "| `schemagen \(command)` | change | "
                    + String(
                        format: "%+.1f%% | | %+.1f%% | | %+.1f MB | |", (means[1].wall / means[0].wall - 1) * 100,
                        (means[1].cpu / means[0].cpu - 1) * 100, Double(means[1].peak - means[0].peak) / 1_048_576))
        }
    }
}
