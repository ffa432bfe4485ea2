/// An image's `width` and `height` from CSS (a rule or its `style`
/// attribute), which win over its `width`/`height` attributes, as in
/// browsers (the attributes are only presentational hints), and its
/// `vertical-align`, which places the text of its line by a box two rows
/// high (`ImageSlot.textRow`). Only what a
/// box of character cells can use is kept: pixels, `em`/`rem` (at a 16 px
/// font, the browsers' default), percentages of the width, and `auto`,
/// which sets an attribute's size aside. Everything else (`vw`, `calc()`,
/// `fit-content`, a percentage of a height) is ignored, so the attribute
/// or the image's own size decides.
package struct CSSBoxSize: Equatable {
    package enum Length: Equatable {
        case auto
        case pixels(Int)
        /// Of the room the image has (the width only).
        case percent(Double)
    }

    /// Which row of a box two rows high the line's text stands on: CSS's
    /// `vertical-align` in a grid of whole rows.
    package enum VerticalAlign: Equatable {
        /// `top`, `text-top`, `baseline`: the text on the box's first row.
        case top
        /// `middle`, `bottom`, `text-bottom`: the text on its second row.
        case bottom

        /// A `vertical-align` value (lowercased); nil for one not read (a
        /// length, a percentage, `sub`, `super`).
        static func parse(_ value: String) -> VerticalAlign? {
            switch value {
            case "top", "text-top", "baseline": .top
            case "middle", "bottom", "text-bottom": .bottom
            default: nil
            }
        }
    }

    package var width: Length?
    package var height: Length?
    package var verticalAlign: VerticalAlign?

    package var isEmpty: Bool { width == nil && height == nil && verticalAlign == nil }

    package init(width: Length? = nil, height: Length? = nil, verticalAlign: VerticalAlign? = nil) {
        self.width = width
        self.height = height
        self.verticalAlign = verticalAlign
    }

    /// The browsers' default font size, which `em` and `rem` are counted in.
    static let pixelsPerEm = 16.0

    /// A `width` or `height` value (lowercased, `!important` removed), or
    /// nil for one a text screen ignores.
    static func length(_ value: String, allowsPercent: Bool) -> Length? {
        if value == "auto" { return .auto }
        func number(_ suffix: String) -> Double? {
            guard value.hasSuffix(suffix), let number = Double(value.dropLast(suffix.count)), number.isFinite, number >= 0 else { return nil }
            return number
        }
        func pixels(_ count: Double) -> Length? { count <= 100_000 ? .pixels(Int(count.rounded())) : nil }
        if let count = number("px") { return pixels(count) }
        if let count = number("rem") ?? number("em") { return pixels(count * pixelsPerEm) }
        if allowsPercent, let share = number("%") { return share <= 100_000 ? .percent(share) : nil }
        if value == "0" { return .pixels(0) }
        return nil
    }

    /// `other` wins wherever it says something.
    func overridden(by other: CSSBoxSize) -> CSSBoxSize {
        CSSBoxSize(width: other.width ?? width, height: other.height ?? height, verticalAlign: other.verticalAlign ?? verticalAlign)
    }

    /// The width in pixels in a room of `room` pixels; nil for none (or `auto`).
    package func widthPixels(room: Int) -> Int? {
        switch width {
        case .pixels(let count)?: count
        case .percent(let share)?: Int((Double(room) * share / 100).rounded())
        case .auto?, nil: nil
        }
    }

    /// The height in pixels; nil for none (or `auto`).
    package var heightPixels: Int? {
        if case .pixels(let count)? = height { return count }
        return nil
    }
}
