import Foundation
import SchemaModel

/// Default values that Swift can't write as total literals, for generated initialisers. schemagen checked
/// each literal when it generated the code, so a failure here means the generated file was edited by hand.
public enum StoredDefaults {
    /// A URL from text schemagen validated.
    public static func url(_ text: String) -> URL {
        guard let url = URL(string: text) else {
            preconditionFailure("'\(text)' is not a URL; regenerate this file with schemagen")
        }
        return url
    }

    /// A decimal from text schemagen validated (digits with an optional point).
    public static func decimal(_ text: String) -> Decimal {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            preconditionFailure("'\(text)' is not a decimal; regenerate this file with schemagen")
        }
        return value
    }
}
