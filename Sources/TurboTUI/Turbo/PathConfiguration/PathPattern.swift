import Foundation

/// One regular expression of a rule, compiled once when the file loads:
/// ICU syntax (NSRegularExpression), case-sensitive, searched anywhere in the
/// location (anchor it with `^` and `$` to match the whole of it).
public struct PathPattern: Sendable {
    public let source: String
    private let expression: NSRegularExpression

    /// Nil when `source` is not a valid ICU regular expression.
    public init?(_ source: String) {
        guard let expression = try? NSRegularExpression(pattern: source) else { return nil }
        self.source = source
        self.expression = expression
    }

    public func matches(_ location: String) -> Bool {
        let whole = NSRange(location.startIndex..., in: location)
        return expression.firstMatch(in: location, range: whole) != nil
    }
}

extension PathPattern: Equatable {
    public static func == (lhs: PathPattern, rhs: PathPattern) -> Bool { lhs.source == rhs.source }
}
