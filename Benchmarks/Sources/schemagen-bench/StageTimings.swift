import Foundation
import SchemaGenCore

/// Where one `generate` run's time goes, stage by stage, as the pipeline's own clock reports it.
enum StageTimings {
    static func run(_ folder: URL) throws {
        let clock = StageClock()
        let start = ContinuousClock.now
        let output = folder.deletingLastPathComponent().appendingPathComponent("Generated-stages")
        // As `schemagen generate` runs: each file written on the thread that rendered it, timed by the clock.
        let report = try OutputWriter.write(into: output, displayPath: "Generated") { writer in
            let result = SchemaPipeline(clock: clock).generate(
                directory: folder, displayPath: "Schemas", options: GenerationOptions(), stage: writer.stage,
                emit: writer.record)
            return result.analysis != nil
        }
        guard report.isApplied else { throw BenchmarkError("the history has errors") }
        let finished = ContinuousClock.now
        let files = report.written + report.unchanged
        // Read back after the clock stopped: the files are written on the rendering threads, not counted there.
        let bytes = files.reduce(0) { total, name in
            total + (FileManager.default.contents(atPath: output.appendingPathComponent(name).path)?.count ?? 0)
        }
        print("| stage | time (summed over threads) |")
        print("|---|---|")
        for stage in PipelineStage.allCases {
            guard let duration = clock.durations[stage] else { continue }
            print(String(format: "| %@ | %.3f s |", stage.rawValue as NSString, seconds(duration)))
        }
        print(String(format: "| **whole run, wall** | %.3f s |", seconds(finished - start)))
        print(
            "\nrendered \(megabytes(bytes)) in \(files.count) files; peak \(megabytes(Measurements.peakResidentBytes()))"
        )
    }
}
