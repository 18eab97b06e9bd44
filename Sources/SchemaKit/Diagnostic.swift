/// A problem found in the schemas: an error, which stops generation, or a warning, which does not.
///
/// Diagnostics are values, collected as the pipeline runs, so one run reports every problem it can find
/// rather than stopping at the first.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The input can't be used; nothing is generated.
        case error
        /// The input is usable but probably not what the user meant.
        case warning
    }

    /// Where a diagnostic points: a position in a file, or a file or folder as a whole.
    public enum Origin: Hashable, Sendable, Comparable {
        /// A line and column in a file.
        case source(SourceLocation)
        /// A file or folder as a whole (for example a folder that holds no schema files).
        case path(String)

        /// The path of the file or folder.
        public var path: String {
            switch self {
            case .source(let location): location.file
            case .path(let path): path
            }
        }

        public static func < (lhs: Origin, rhs: Origin) -> Bool {
            switch (lhs, rhs) {
            case (.source(let l), .source(let r)): l < r
            case (.path(let l), .path(let r)): l < r
            case (.path(let l), .source(let r)): l <= r.file
            case (.source(let l), .path(let r)): l.file < r
            }
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// Which rule it reports, stable across releases; match on this, never on the message.
    public var code: DiagnosticCode
    /// Where it points.
    public var origin: Origin
    /// What is wrong, in one sentence without a final period.
    public var message: String
    /// How to fix it, when there is something useful to say ("did you mean 'String'?").
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ code: DiagnosticCode, _ message: String, at origin: Origin, hint: String? = nil)
    {
        self.severity = severity
        self.code = code
        self.origin = origin
        self.message = message
        self.hint = hint
    }

    /// Creates an error at a position in a file.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: .source(location), hint: hint)
    }

    /// Creates a warning at a position in a file.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: .source(location), hint: hint)
    }

    /// The diagnostic as compilers print it: `path:line:column: error: message [SG300]`, then the hint
    /// indented on its own line. Xcode and SwiftPM show lines of this form inline; the code goes last, in
    /// brackets, as compilers print a warning's flag, so it does not get in the way of the message.
    public var formatted: String {
        let head: String
        switch origin {
        case .source(let location): head = "\(location): \(severity.rawValue): \(message) [\(code)]"
        case .path(let path): head = "\(path): \(severity.rawValue): \(message) [\(code)]"
        }
        guard let hint else { return head }
        return head + "\n    hint: " + hint
    }
}

extension Diagnostic: Comparable {
    /// Orders by position, then severity (errors first), then code and text, so output is the same on every
    /// run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.origin != rhs.origin { return lhs.origin < rhs.origin }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return (lhs.message, lhs.hint ?? "") < (rhs.message, rhs.hint ?? "")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

/// A diagnostic can be thrown or carried in a `Result` where a single problem ends a computation.
extension Diagnostic: Error {}
