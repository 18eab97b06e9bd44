import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen seal`: records the versions that have shipped in the lock file, so that every later command
/// refuses a change to them.
struct SealCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seal",
        abstract: "Mark schema versions as shipped: every command then refuses a change to their stored shape.",
        discussion: """
            Writes schemagen.lock beside the configuration, or in the schemas folder when there is none. \
            Without options it seals the latest version (and any earlier one not sealed yet); --through seals \
            every version up to one. --unseal removes a version that never shipped; a version with a sealed \
            version after it can't be unsealed. --upgrade rewrites a lock of an older format (SG806) in the \
            current one, after checking every sealed version against the old records. The history must \
            validate first. Exits 1 on any error and then writes nothing.
            """
    )

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "Seal every version up to and including this one (default: the latest).")
    var through: String?

    @Option(name: .long, help: "Remove this version from the lock file, if it never shipped.")
    var unseal: String?

    @Flag(name: .long, help: "Rewrite a lock of an older format in the current one, checking it first.")
    var upgrade = false

    func validate() throws {
        if [through != nil, unseal != nil, upgrade].filter({ $0 }).count > 1 {
            throw ValidationError("--through, --unseal and --upgrade can't be used together")
        }
    }

    func run() throws {
        let inputs = try options.resolve()
        let existing = try LockEditing.read(inputs)
        let outcome: SealRequest.Outcome
        if let unseal {
            // The history is checked against the lock without the version: the edit that made it necessary
            // (a changed, renumbered or removed file) must not stop it.
            outcome = SealRequest.unseal(
                try LockEditing.version(unseal, option: "--unseal"), from: existing, lockPath: inputs.shownLock)
            try LockEditing.fail(outcome.failure)
            try LockEditing.validate(inputs, against: outcome.lock)
        } else if upgrade {
            // Checked against the lock as it is, in its own format: an edit made since sealing stops it.
            let analysis = try LockEditing.validate(inputs, against: existing)
            outcome = SealRequest.upgrade(existing, history: analysis.history, lockPath: inputs.shownLock)
            try LockEditing.fail(outcome.failure)
        } else {
            let analysis = try LockEditing.validate(inputs, against: existing)
            outcome = SealRequest.seal(
                through: try through.map { try LockEditing.version($0, option: "--through") }, in: existing,
                history: analysis.history, lockPath: inputs.shownLock)
            try LockEditing.fail(outcome.failure)
        }
        if outcome.lock != existing { try LockEditing.write(outcome.lock, for: inputs) }
        print("\(inputs.shownLock): \(outcome.summary)")
    }
}
