/// How a span looks, in terms both the curses screen and the dump can map:
/// a few attributes plus a role that a colour scheme gives a colour to.
package struct Style: Hashable, Sendable {
    package var attributes: TextAttributes
    package var role: StyleRole
    /// The `<label>` this text belongs to (its number in `PageTargets`), so
    /// that a click on it reaches the label's control. It changes nothing in
    /// the look: it rides on the style because the style is what the layout
    /// hands along with every run of text.
    package var label: UInt16?

    package init(attributes: TextAttributes = [], role: StyleRole = .text) {
        self.attributes = attributes
        self.role = role
    }

    package static let plain = Style()

    package func adding(_ extra: TextAttributes) -> Style {
        var style = self
        style.attributes = attributes.union(extra)
        return style
    }

    package func with(role: StyleRole) -> Style {
        var style = self
        style.role = role
        return style
    }
}

package struct TextAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `[.reverse, .bold]` made without `SetAlgebra`'s generic initializer,
    /// which ran unspecialized (Base/ConcreteTextOperations.swift says why
    /// that costs memory).
    package init(arrayLiteral attributes: TextAttributes...) {
        var raw: UInt8 = 0
        for attribute in attributes { raw |= attribute.rawValue }
        self.init(rawValue: raw)
    }

    package static let bold = TextAttributes(rawValue: 1 << 0)
    package static let underline = TextAttributes(rawValue: 1 << 1)
    package static let italic = TextAttributes(rawValue: 1 << 2)
    package static let reverse = TextAttributes(rawValue: 1 << 3)
    package static let dim = TextAttributes(rawValue: 1 << 4)
    package static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// What a piece of text is, so that it stays distinguishable without colour.
/// `visited` is a link to a page already shown in this run. Focus is no
/// role: it is reverse video over the element's own role, so that it is
/// drawn in the element's own colours (`ColorScheme`).
package enum StyleRole: UInt8, Hashable, Sendable {
    case text, link, visited, heading, field, error, disabled, marker
}
