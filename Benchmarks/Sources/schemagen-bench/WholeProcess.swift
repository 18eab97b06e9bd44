import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a command as a user runs it, measured from outside: from spawning the process to its exit,
/// with the CPU time and peak memory the kernel accounted to it.
struct ProcessMeasurement {
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakResidentBytes: Int

    /// Runs `executable` with `arguments`, its output discarded, and fails unless it exits with 0.
    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessMeasurement {
        var actions: posix_spawn_file_actions_t = .init()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError("can't run \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkError("lost \(executable)") }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // The exit status is in bits 8-15 of a normal exit's status, and the low 7 bits are 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if os(Linux)
            let peak = Int(usage.ru_maxrss) * 1024
        #else
            let peak = Int(usage.ru_maxrss)
        #endif
        return ProcessMeasurement(
            wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakResidentBytes: peak)
    }
}

/// `schemagen validate` and `schemagen generate` run as a user runs them, on a history, against a raw libyaml
/// parse of the same files run the same way (this executable's `parse` mode in its own process).
enum WholeProcessBenchmark {
    static func run(history: URL, inputBytes: Int, schemagen: String, label: String, repetitions: Int = 5) throws {
        var parses: [ProcessMeasurement] = []
        var validations: [ProcessMeasurement] = []
        var generations: [ProcessMeasurement] = []
        let output = history.deletingLastPathComponent().appendingPathComponent("Generated")
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        for _ in 0..<repetitions {
            parses.append(try .run(me, ["parse", history.path]))
            validations.append(try .run(schemagen, ["validate", "--no-config", "--schemas", history.path]))
            try? FileManager.default.removeItem(at: output)
            generations.append(
                try .run(schemagen, ["generate", "--no-config", "--schemas", history.path, "--output", output.path]))
        }
        func medianOf(_ runs: [ProcessMeasurement], _ value: (ProcessMeasurement) -> Double) -> Double {
            median(runs.map(value))
        }
        let parseWall = medianOf(parses, \.wallSeconds)
        let parseCPU = medianOf(parses, \.cpuSeconds)
        func row(_ name: String, _ runs: [ProcessMeasurement]) -> String {
            let wall = medianOf(runs, \.wallSeconds)
            let cpu = medianOf(runs, \.cpuSeconds)
            let peak = runs.map(\.peakResidentBytes).max() ?? 0
            return "| \(label) | \(name) | "
                + String(
                    format: "%.3f s | %.2fx | %.3f s | %.2fx | %@ | %.1fx |", wall, wall / parseWall, cpu,
                    cpu / parseCPU, megabytes(peak) as NSString, Double(peak) / Double(inputBytes))
        }
        print(
            "| \(label) | raw libyaml parse (\(megabytes(inputBytes)), "
                + String(format: "%.0f MB/s", Double(inputBytes) / 1_048_576 / parseWall) + ") | "
                + String(format: "%.3f s | 1x | %.3f s | 1x | ", parseWall, parseCPU)
                + "\(megabytes(parses.map(\.peakResidentBytes).max() ?? 0)) | |")
        print(row("`schemagen validate`", validations))
        print(row("`schemagen generate`", generations))
    }
}
