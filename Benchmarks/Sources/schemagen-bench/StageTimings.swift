import Foundation
import SchemaGenCore

/// Where one `generate` run's time goes, stage by stage, as the pipeline's own clock reports it.
enum StageTimings {
    static func run(_ folder: URL) throws {
        let clock = StageClock()
        let start = ContinuousClock.now
        let output = folder.deletingLastPathComponent().appendingPathComponent("Generated-stages")
        var bytes = 0
        var fileCount = 0
        // As `schemagen generate` runs: each batch written as it is rendered, the writing timed by the clock.
        let report = try OutputWriter.write(into: output, displayPath: "Generated") { stage in
            let result = try SchemaPipeline(clock: clock).generate(
                directory: folder, displayPath: "Schemas", options: GenerationOptions()
            ) { files in
                bytes += files.reduce(0) { $0 + $1.contents.utf8.count }
                fileCount += files.count
                try stage(files)
            }
            return result.analysis != nil
        }
        guard report.isApplied else { throw BenchmarkError("the history has errors") }
        let finished = ContinuousClock.now
        print("| stage | time (summed over threads) |")
        print("|---|---|")
        for stage in PipelineStage.allCases {
            guard let duration = clock.durations[stage] else { continue }
            print(String(format: "| %@ | %.3f s |", stage.rawValue as NSString, seconds(duration)))
        }
        print(String(format: "| **whole run, wall** | %.3f s |", seconds(finished - start)))
        print(
            "\nrendered \(megabytes(bytes)) in \(fileCount) files; peak \(megabytes(Measurements.peakResidentBytes()))"
        )
    }
}
