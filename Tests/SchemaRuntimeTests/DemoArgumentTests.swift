import Foundation
import Testing

/// `schemagen-demo` takes its arguments through swift-argument-parser: `--help` is help in every command, and
/// no option-like word is ever taken for a store's path (it once created a store named `--help`).
@Suite("schemagen-demo: --help is help everywhere, and an option-like word is never a store's path")
struct DemoArgumentTests {
    typealias Run = ExecutableRun

    /// Runs `schemagen-demo` with `arguments` in an empty folder, and returns what it printed and left there.
    func demo(_ arguments: [String]) throws -> (Run, leftBehind: [String]) {
        let folder = try TemporaryFolder()
        let run = try ExecutableRun(CrashSafetyTests.demo, arguments, in: folder.url)
        return (run, try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    }

    @Test(
        "--help prints each command's help, exits 0 and creates nothing",
        arguments: [
            (["--help"], "USAGE: schemagen-demo <subcommand>"),
            (["migrate", "--help"], "USAGE: schemagen-demo migrate <target>"),
            (["prepare", "--help"], "USAGE: schemagen-demo prepare <target>"),
            (["run", "--help"], "USAGE: schemagen-demo run [--store <store>]"),
        ])
    func help(arguments: [String], usage: String) throws {
        let (run, left) = try demo(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains(usage), "\(run.output)")
        #expect(left.isEmpty, "nothing is created: \(left)")
    }

    @Test(
        "a path that looks like an option is refused with what to do, and creates nothing",
        arguments: [
            (
                ["migrate", "--", "-x"],
                "Error: '-x' is not a store path or URL; put './' before a path that starts with '-'"
            ),
            (["--store=-y"], "Error: '-y' is not a store path or URL; put './' before a path that starts with '-'"),
            (["--store", "--help"], "Error: Missing value for '--store <store>'"),
            (["migrate"], "Error: Missing expected argument '<target>'"),
        ])
    func optionLikePath(arguments: [String], message: String) throws {
        let (run, left) = try demo(arguments)
        #expect(run.status != 0)
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(left.isEmpty, "nothing is created: \(left)")
    }
}
