import CYAML
import SchemaKit
import SchemaModel

/// Reads one YAML file into a document of located nodes (or a tree of them), using libyaml's event parser.
///
/// The reader accepts exactly what a schema file may be: one UTF-8 document whose root is a mapping, with
/// scalar keys that are unique within each mapping. Anchors (`&name`), aliases (`*name`) and merge keys
/// (`<<: *name`) are supported; an alias stands for a copy of the anchored node, whose locations still
/// point where it was written. Everything else is a located ``Diagnostic``.
public struct YAMLReader: Sendable {
    /// The deepest nesting accepted; no schema comes near it, and the limit keeps hostile input from
    /// exhausting memory or time.
    public var maximumDepth = 64
    /// The most nodes a document may expand to through aliases ("billion laughs" protection).
    public var maximumNodeCount = 1_000_000

    /// Creates a reader with the default limits.
    public init() {}

    /// Reads `bytes`, the contents of the file shown to users as `path`.
    ///
    /// - Returns: the root mapping node, or the diagnostics that explain why there is none.
    public func read(_ bytes: [UInt8], path: String) -> Result<YAMLNode, YAMLReadFailure> {
        readDocument(bytes, path: path).map { $0.tree($0.root) }
    }

    /// Reads `bytes` as ``read(_:path:)`` does, into a document rather than a tree: what the version file
    /// loader reads, with nothing built node by node.
    public func readDocument(_ bytes: [UInt8], path: String) -> Result<YAMLDocument, YAMLReadFailure> {
        // libyaml, told the encoding, would read a byte order mark as content; it carries no meaning in UTF-8.
        let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var builder = YAMLDocumentBuilder(
            path: path, bytes: content, maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        let document = builder.build()
        // libyaml decodes every byte of a document it reads to the end, and refuses bytes that are not UTF-8;
        // so the file is looked at byte by byte only when reading it failed, to say exactly where, and whatever
        // else is wrong with it.
        guard case .failure = document, let offset = UTF8Validation.firstInvalidOffset(in: bytes) else {
            return document
        }
        let position = UTF8Validation.lineAndColumn(ofOffset: offset, in: bytes)
        return .failure(
            YAMLReadFailure(
                .error(
                    .invalidUTF8,
                    "the file is not valid UTF-8 (byte 0x\(bytes[offset].hexDigits()) at offset \(offset))",
                    at: SourceLocation(file: path, line: position.line, column: position.column),
                    hint: "save the file as UTF-8"
                )))
    }
}

/// Why a file could not be read as a schema document.
public struct YAMLReadFailure: Error, Sendable, Equatable {
    /// The diagnostic that explains it.
    public var diagnostic: Diagnostic
    /// Whether the file holds no document at all (nothing, or only comments): a case some readers accept,
    /// so it is told apart by value rather than by the message's wording.
    public var isEmptyDocument: Bool

    /// Creates a failure.
    public init(_ diagnostic: Diagnostic, isEmptyDocument: Bool = false) {
        self.diagnostic = diagnostic
        self.isEmptyDocument = isEmptyDocument
    }
}
