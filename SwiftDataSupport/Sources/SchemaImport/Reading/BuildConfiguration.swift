import SwiftSyntax

/// The build whose `#if` branches the import follows where it evaluates code rather than collect
/// declarations: a `models` list appended to under `#if os(iOS)`, a plan whose `schemas` differ per
/// platform. Declarations themselves are read in every branch (``DeclarationCollector``).
///
/// A build for one operating system (`--os`, iOS unless told), where every module can be imported, in
/// release (`DEBUG` is not set) and on a device (no `targetEnvironment`): the build that ships to users.
public struct BuildConfiguration: Sendable, Hashable {
    /// The operating systems `os(...)` can name.
    public static let operatingSystems = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]

    /// The operating system built for, as `os(...)` spells it.
    public var operatingSystem: String

    /// A build for `operatingSystem`.
    public init(operatingSystem: String = "iOS") {
        self.operatingSystem = operatingSystem
    }

    /// The statements of the branch of `conditional` this build compiles, or `nil` when none does.
    func activeClause(of conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        conditional.clauses.first { clause in clause.condition.map(isActive) ?? true }
    }

    /// Whether an `#if` condition holds in this build.
    func isActive(_ condition: ExprSyntax) -> Bool {
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isActive(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !isActive(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            return combine(isActive(infix.leftOperand), name, isActive(infix.rightOperand))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return isActive(sequence) }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch function {
            case "os": return argument == operatingSystem || (argument == "OSX" && operatingSystem == "macOS")
            case "canImport", "swift", "compiler", "arch", "_endian", "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        // `DEBUG` and any other custom flag: not set in the build that ships.
        return false
    }

    /// `a && b || c`, unfolded: `&&` binds tighter than `||`.
    private func isActive(_ sequence: SequenceExprSyntax) -> Bool {
        var anyOf: [Bool] = []
        var allOf = true
        var expectsOperand = true
        for element in sequence.elements {
            if expectsOperand {
                allOf = allOf && isActive(element)
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
                anyOf.append(allOf)
                allOf = true
            }
            expectsOperand.toggle()
        }
        return (anyOf + [allOf]).contains(true)
    }

    private func combine(_ left: Bool, _ operatorName: String, _ right: Bool) -> Bool {
        operatorName == "||" ? left || right : left && right
    }
}
