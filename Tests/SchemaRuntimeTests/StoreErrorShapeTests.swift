import Foundation
import SchemaModel
import Testing

@testable import SchemaRuntime

/// `SchemaStoreError` is a structure around a stable code, so callers match codes and keep compiling when a
/// fault is added, and it reads the same through `localizedDescription` as through `description`.
@Suite("Store errors are matched by a stable code and read as their message")
struct StoreErrorShapeTests {
    /// A caller's handling, written as users write it: codes it knows, and a default for the rest.
    private func advice(for error: SchemaStoreError) -> String {
        switch error.code {
        case .storeBusy: return "retry"
        case .storeIsNewer: return "update the app"
        default: return "report"
        }
    }

    @Test("a switch over codes with a default handles known and unknown codes alike")
    func switchOverCodes() {
        #expect(advice(for: .storeBusy(path: "/s.sqlite")) == "retry")
        let newer = SchemaStoreError.storeIsNewer(
            path: "/s.sqlite", storeVersion: SchemaVersion(2, 0, 0), latestVersion: SchemaVersion(1, 0, 0))
        #expect(advice(for: newer) == "update the app")
        let other = SchemaStoreError(code: SchemaStoreError.Code(rawValue: "replicaLag"), message: "the replica lags")
        #expect(advice(for: other) == "report")
    }

    @Test("localizedDescription is the error's whole message")
    func localizedDescriptionIsTheMessage() {
        let error = SchemaStoreError.storeBusy(path: "/stores/app.sqlite")
        #expect((error as any Error).localizedDescription == error.description)
        #expect(error.description.contains("/stores/app.sqlite"))
        #expect(error.code.description == "storeBusy")
    }

    @Test("the underlying error is kept as it was thrown, and its words are in the message")
    func underlyingErrorIsKept() {
        struct DiskGone: Error, LocalizedError { var errorDescription: String? { "the disk went away" } }
        let error = SchemaStoreError.ioError(path: "/stores/app.sqlite", underlying: DiskGone())
        #expect(error.underlyingError is DiskGone)
        #expect(error.path == "/stores/app.sqlite")
        #expect(error.description.contains("the disk went away"))
    }

    @Test("a failed step records its stage and where it left the store")
    func failedStepRecordsStageAndOutcome() {
        struct Boom: Error {}
        let error = SchemaStoreError.customStageFailed(
            path: "/s.sqlite", from: SchemaVersion(1, 0, 0), to: SchemaVersion(1, 1, 0), underlying: Boom(),
            outcome: .restored(version: SchemaVersion(1, 0, 0)))
        #expect(error.code == .customStageFailed)
        #expect(error.stage?.from == SchemaVersion(1, 0, 0) && error.stage?.to == SchemaVersion(1, 1, 0))
        #expect(error.outcome?.version == SchemaVersion(1, 0, 0))
        #expect(error.description.contains("1.0.0") && error.description.contains("1.1.0"))
    }

    @Test("codes are equal by name, so a code a store reports matches the runtime's constant")
    func codesCompareByName() {
        #expect(SchemaStoreError.Code(rawValue: "storeBusy") == .storeBusy)
        #expect(SchemaStoreError.Code.storeBusy != .storeIsNewer)
    }
}
