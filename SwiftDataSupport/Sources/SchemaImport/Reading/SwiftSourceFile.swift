import SchemaKit
import SwiftParser
import SwiftSyntax

/// One Swift file of the app, parsed, with what turns a syntax node into the `file:line:column` diagnostics
/// and audit findings cite.
public struct SwiftSourceFile: Sendable {
    /// The path as shown to the user (relative to the folder the import reads).
    public let path: String
    /// The parsed file.
    let syntax: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// Parses `text`, shown as `path`. swift-syntax recovers from any error, so this never fails: a file that
    /// does not compile still yields the declarations it can make out.
    public init(path: String, text: String) {
        self.path = path
        syntax = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: syntax)
    }

    /// The modules the file imports, as written (`SwiftData`, `Foundation`).
    var imports: [String] {
        syntax.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
    }

    /// Where `node` starts, after its leading comments and whitespace.
    func location(of node: some SyntaxProtocol) -> SchemaKit.SourceLocation {
        let position = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SchemaKit.SourceLocation(file: path, line: position.line, column: position.column)
    }
}
