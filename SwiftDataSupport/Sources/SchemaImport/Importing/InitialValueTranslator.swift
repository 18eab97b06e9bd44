import Foundation
import SchemaModel
import SwiftSyntax

/// Turns a stored property's initial value into the contract's `default:`: literals, `Date()` / `.now` ->
/// `now`, `UUID()` -> `uuid`, `Date(timeIntervalSince1970:)` -> an ISO 8601 date-time, enum cases, `[]`
/// and array literals. Anything else is not evaluated: the import says so rather than guess.
struct InitialValueTranslator {
    /// The attribute's element type (`Date`, `String`, an enum's name) and, for an enum, its case names.
    var elementType: String
    var isArray: Bool
    var enumCases: Set<String>?

    /// The default, `nil` for a `nil` initial value (no default), or why the value does not translate.
    func translate(_ expression: ExprSyntax) -> Result<YAMLValue?, TranslationFailure> {
        if expression.is(NilLiteralExprSyntax.self) { return .success(nil) }
        if isArray {
            if Self.isEmptyCollection(expression) { return .success(.list([])) }
            guard let elements = SyntaxReading.arrayElements(expression) else { return failure(expression) }
            var values: [YAMLValue] = []
            for element in elements {
                guard let value = scalar(element) else { return failure(element) }
                values.append(value)
            }
            return .success(.list(values))
        }
        guard let value = scalar(expression) else { return failure(expression) }
        return .success(value)
    }

    /// Why an initial value was not translated.
    struct TranslationFailure: Error {
        var expression: String
    }

    private func failure(_ expression: ExprSyntax) -> Result<YAMLValue?, TranslationFailure> {
        .failure(TranslationFailure(expression: expression.trimmedDescription))
    }

    private func scalar(_ expression: ExprSyntax) -> YAMLValue? {
        if let cases = enumCases {
            guard let name = SyntaxReading.memberName(expression), cases.contains(name),
                expression.is(MemberAccessExprSyntax.self)
            else { return nil }
            // A case named like a YAML keyword (`on`, `off`, `none`) is quoted to stay a name.
            return .string(name)
        }
        switch elementType {
        case "Date": return date(expression)
        case "UUID": return Self.isCall(expression, of: "UUID", arguments: 0) ? .scalar("uuid") : nil
        case "Bool":
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
            return .scalar(literal.literal.text)
        case "String":
            return SyntaxReading.string(expression).map(YAMLValue.string)
        case "URL":
            guard let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                SyntaxReading.referencePath(unwrapped.calledExpression) == ["URL"],
                let text = SyntaxReading.argument("string", in: unwrapped.arguments).flatMap(SyntaxReading.string)
            else { return nil }
            return .string(text)
        case "Double", "Float", "Decimal", "TimeInterval", "CGFloat", "Float64", "Float32":
            return Self.number(expression, allowsFraction: true).map(YAMLValue.scalar)
        case _ where PrimitiveType(rawValue: elementType)?.integerRange != nil:
            return Self.number(expression, allowsFraction: false).map(YAMLValue.scalar)
        default:
            return nil
        }
    }

    /// `Date()`, `Date.now`, `.now` -> `now`; `Date(timeIntervalSince1970: 0)` -> `1970-01-01T00:00:00Z`.
    private func date(_ expression: ExprSyntax) -> YAMLValue? {
        if Self.isCall(expression, of: "Date", arguments: 0) { return .scalar("now") }
        if let path = SyntaxReading.referencePath(expression), path == ["Date", "now"] { return .scalar("now") }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil,
            access.declName.baseName.text == "now"
        {
            return .scalar("now")
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.callee(call) == "Date",
            call.arguments.count == 1, let argument = call.arguments.first, let label = argument.label?.text,
            let seconds = Self.number(argument.expression, allowsFraction: false).flatMap(Int.init)
        else { return nil }
        let epochs: [String: Date] = [
            "timeIntervalSince1970": Date(timeIntervalSince1970: 0),
            "timeIntervalSinceReferenceDate": Date(timeIntervalSinceReferenceDate: 0),
        ]
        guard let epoch = epochs[label] else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return .scalar(formatter.string(from: epoch.addingTimeInterval(TimeInterval(seconds))))
    }

    /// `[]`, `[String]()`, `Array()`, `.init()`.
    private static func isEmptyCollection(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil
        else { return false }
        if call.calledExpression.is(ArrayExprSyntax.self) { return true }
        return ["Array", "init"].contains(callee(call) ?? "")
    }

    /// A number literal, possibly negative, as the version file writes it.
    private static func number(_ expression: ExprSyntax, allowsFraction: Bool) -> String? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression, allowsFraction: allowsFraction).map { "-" + $0 }
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            return Int(text).map(String.init)
        }
        if allowsFraction, let float = expression.as(FloatLiteralExprSyntax.self) {
            let text = float.literal.text.replacingOccurrences(of: "_", with: "")
            return Double(text) != nil ? text : nil
        }
        return nil
    }

    /// Whether `expression` is `Name()`, `Name.init()` or `.init()` with `arguments` arguments.
    private static func isCall(_ expression: ExprSyntax, of name: String, arguments: Int) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == arguments,
            call.trailingClosure == nil
        else { return false }
        return [name, "init"].contains(callee(call) ?? "")
    }

    /// `Date(...)` -> `Date`; `Date.init(...)` -> `Date`; `.init(...)` -> `init`.
    private static func callee(_ call: FunctionCallExprSyntax) -> String? {
        let path = SyntaxReading.referencePath(call.calledExpression)
        if let path, path.last == "init", path.count > 1 { return path[path.count - 2] }
        if let path { return path.last }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            return access.declName.baseName.text
        }
        return nil
    }
}
