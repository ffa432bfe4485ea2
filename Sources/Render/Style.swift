/// How a span looks, in terms both the curses screen and the dump can map:
/// a few attributes plus a role that a colour scheme gives a colour to.
public struct Style: Hashable, Sendable {
    public var attributes: TextAttributes
    public var role: StyleRole
    /// The `<label>` this text belongs to (its number in `PageTargets`), so
    /// that a click on it reaches the label's control. It changes nothing in
    /// the look: it rides on the style because the style is what the layout
    /// hands along with every run of text.
    public var label: UInt16?

    public init(attributes: TextAttributes = [], role: StyleRole = .text) {
        self.attributes = attributes
        self.role = role
    }

    public static let plain = Style()

    public func adding(_ extra: TextAttributes) -> Style {
        var style = self
        style.attributes = attributes.union(extra)
        return style
    }

    public func with(role: StyleRole) -> Style {
        var style = self
        style.role = role
        return style
    }
}

public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let underline = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    public static let dim = TextAttributes(rawValue: 1 << 4)
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// What a piece of text is, so that it stays distinguishable without colour.
/// `visited` is a link to a page already shown in this run. Focus is no
/// role: it is reverse video over the element's own role, so that it is
/// drawn in the element's own colours (`ColorScheme`).
public enum StyleRole: UInt8, Hashable, Sendable {
    case text, link, visited, heading, field, error, disabled, marker
}
