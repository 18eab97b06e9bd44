import Foundation
import SchemaGenCore
import Testing

/// The pipeline times its own stages for whoever gives it a clock (the benchmarks), and a run without one
/// produces the same output.
@Suite("The pipeline's stage clock")
struct StageClockTests {
    @Test("a generate run over a folder records every stage that ran, and the output is the same as without a clock")
    func everyStageIsTimed() {
        let clock = StageClock()
        let timed = SchemaPipeline(clock: clock).generate(
            directory: FixturePaths.exampleSchemas, displayPath: "Schemas", options: GenerationOptions())
        let untimed = SchemaPipeline().generate(
            directory: FixturePaths.exampleSchemas, displayPath: "Schemas", options: GenerationOptions())
        #expect(timed.files == untimed.files)
        let recorded = Set(clock.durations.keys)
        // No lock file, so no sealed versions to check, and the files are kept rather than handed over.
        #expect(recorded == Set(PipelineStage.allCases).subtracting([.checkSeals, .emitFiles]))
        #expect(clock.durations.values.allSatisfy { $0 >= .zero })
    }

    @Test(
        "a generate run that stages each file where it was rendered hands over the same files in order, staging timed"
    )
    func stagedFilesAreTheSameFilesInOrder() throws {
        let clock = StageClock()
        var batches: [[String]] = []
        let result = SchemaPipeline(clock: clock).generate(
            directory: FixturePaths.exampleSchemas, displayPath: "Schemas", options: GenerationOptions(),
            stage: { file in file.path + "\n" + file.contents }, emit: { batches.append($0) })
        let whole = SchemaPipeline().generate(
            directory: FixturePaths.exampleSchemas, displayPath: "Schemas", options: GenerationOptions())
        #expect(result.analysis != nil)
        #expect(batches.flatMap { $0 } == whole.files.map { $0.path + "\n" + $0.contents })
        #expect(batches.count > 1)
        #expect(Set(clock.durations.keys) == Set(PipelineStage.allCases).subtracting([.checkSeals]))
    }

    @Test("a run that stops at a YAML error records only the stages it reached")
    func stopsWhereTheRunStops() {
        let clock = StageClock()
        let result = SchemaPipeline(clock: clock).run(
            files: [SchemaSourceFile(name: "V1.yaml", text: "version: [")], folder: "Schemas")
        #expect(result.analysis == nil)
        #expect(Set(clock.durations.keys) == [.parseYAML])
    }

    @Test("a clock adds up the time of every measurement of a stage")
    func measurementsAddUp() {
        let clock = StageClock()
        let first = clock.measure(.render) { 1 }
        let second = clock.measure(.render) { 2 }
        #expect(first + second == 3)
        #expect(clock.durations.count == 1)
        #expect(clock.durations[.render] != nil)
    }
}
