#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Running another program and collecting what it prints, for `diff`'s calls to git.
///
/// `Process` is in the full Foundation, which `schemagen` does not link (it would cost every run about 7 MB and
/// 4 ms to load); this is the part of it `diff` needs, over `posix_spawnp`.
struct ChildProcess {
    /// What a finished program printed and how it ended.
    struct Outcome {
        /// Its exit status; a program ended by a signal reports 128 plus the signal's number, as shells do.
        var status: Int32
        /// Everything it wrote to standard output.
        var output: [UInt8]
        /// Everything it wrote to standard error.
        var errors: [UInt8]
    }

    /// Why a program could not be started.
    struct LaunchFailure: Error {
        /// The system's error number.
        var code: Int32
        /// The system's description of `code`.
        var reason: String { String(cString: strerror(code)) }
    }

    /// Runs `program`, found on the `PATH`, with `arguments` and this process's environment, and waits for it;
    /// both its outputs are read as they come, so neither fills its pipe while the other is waited on.
    static func run(_ program: String, _ arguments: [String]) throws(LaunchFailure) -> Outcome {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw LaunchFailure(code: errno) }
        guard pipe(&errors) == 0 else {
            let code = errno
            close(output[0])
            close(output[1])
            throw LaunchFailure(code: code)
        }
        let pid: pid_t
        do {
            pid = try spawn(program, arguments, output: output[1], errors: errors[1], closing: output + errors)
        } catch {
            for descriptor in output + errors { close(descriptor) }
            throw error
        }
        close(output[1])
        close(errors[1])
        let (printed, complained) = readBoth(output[0], errors[0])
        close(output[0])
        close(errors[0])
        return Outcome(status: waitForExit(pid), output: printed, errors: complained)
    }

    /// Starts `program` with `output` and `errors` as its standard output and error, and none of `closing` (the
    /// pipes' own descriptors) left open in it: a program it leaves running would otherwise hold a pipe open, and
    /// the reading would never end.
    private static func spawn(
        _ program: String, _ arguments: [String], output: Int32, errors: Int32, closing: [Int32]
    ) throws(LaunchFailure) -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard status == 0 else { throw LaunchFailure(code: status) }
        return pid
    }

    /// Reads both descriptors to their ends, whichever has data first.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var watched = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while watched.contains(where: { $0.fd >= 0 }) {
            guard poll(&watched, nfds_t(watched.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(watched[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    watched[index].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // The wait status's layout (the macros C has for it do not reach Swift): the low seven bits are the
        // signal that ended the program, zero when it exited, and then the next eight are its exit code.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
