import Foundation
import SchemaModel
import SchemaRuntime

/// SHA-256 digests of whole files, read in large chunks so memory stays flat however large the store.
enum FileDigest {
    /// A file operation that failed, with the file it failed on (the source or the destination of a copy).
    struct Failure: Error {
        var path: String
        var underlying: any Error
    }

    /// How much is read at a time.
    private static let chunkSize = 1 << 20

    /// The SHA-256 of the file at `url`, in lowercase hexadecimal.
    static func sha256(of url: URL) throws -> String {
        try read(url) { _ in }.digest
    }

    /// Copies the file at `source` to a new file at `destination`, hashing exactly the bytes it copies, and
    /// flushes the copy to disk. Returns their SHA-256 and how many there were.
    static func copy(_ source: URL, to destination: URL) throws -> (digest: String, byteCount: Int) {
        guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
            throw Failure(
                path: destination.path,
                underlying: CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path]))
        }
        let output: FileHandle
        do {
            output = try FileHandle(forWritingTo: destination)
        } catch {
            throw Failure(path: destination.path, underlying: error)
        }
        defer { try? output.close() }
        let result = try read(source) { chunk in
            do { try output.write(contentsOf: chunk) } catch {
                throw Failure(path: destination.path, underlying: error)
            }
        }
        do { try output.synchronize() } catch { throw Failure(path: destination.path, underlying: error) }
        return result
    }

    /// Reads the file at `url` chunk by chunk, hashing each chunk and passing it to `body`.
    private static func read(_ url: URL, _ body: (Data) throws -> Void) throws -> (digest: String, byteCount: Int) {
        let input: FileHandle
        do {
            input = try FileHandle(forReadingFrom: url)
        } catch {
            throw Failure(path: url.path, underlying: error)
        }
        defer { try? input.close() }
        var hasher = SHA256()
        var byteCount = 0
        while true {
            let chunk: Data
            do {
                chunk = try input.read(upToCount: chunkSize) ?? Data()
            } catch {
                throw Failure(path: url.path, underlying: error)
            }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { hasher.update($0) }
            byteCount += chunk.count
            try body(chunk)
        }
        return (SHA256.hex(hasher.finalize()), byteCount)
    }
}
