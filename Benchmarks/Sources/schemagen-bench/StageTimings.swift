import Foundation
import SchemaGenCore

/// Where one `generate` run's time goes, stage by stage, as the pipeline's own clock reports it.
enum StageTimings {
    static func run(_ folder: URL) throws {
        let clock = StageClock()
        let start = ContinuousClock.now
        let generation = SchemaPipeline(clock: clock).generate(
            directory: folder, displayPath: "Schemas", options: GenerationOptions())
        guard generation.result.analysis != nil else { throw BenchmarkError("the history has errors") }
        let output = folder.deletingLastPathComponent().appendingPathComponent("Generated-stages")
        let writing = ContinuousClock.now
        try OutputPlan(files: generation.files, directory: output, displayPath: "Generated").apply()
        let written = ContinuousClock.now
        print("| stage | time (summed over threads) |")
        print("|---|---|")
        for stage in PipelineStage.allCases {
            guard let duration = clock.durations[stage] else { continue }
            print(String(format: "| %@ | %.3f s |", stage.rawValue as NSString, seconds(duration)))
        }
        print(String(format: "| writing the files | %.3f s |", seconds(written - writing)))
        print(String(format: "| **whole run, wall** | %.3f s |", seconds(written - start)))
        let bytes = generation.files.reduce(0) { $0 + $1.contents.utf8.count }
        print(
            "\nrendered \(megabytes(bytes)) in \(generation.files.count) files; peak \(megabytes(Measurements.peakResidentBytes()))"
        )
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
