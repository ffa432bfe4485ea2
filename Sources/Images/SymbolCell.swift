/// One character cell of an image drawn with symbols: a one-column symbol
/// (a block, a half block or a space), the colour of its ink and of its
/// ground; a nil ground is transparent (the page's own shows through).
package struct SymbolCell: Hashable, Sendable {
    package var character: Unicode.Scalar
    package var foreground: RGBColor?
    package var background: RGBColor?

    package init(character: Unicode.Scalar, foreground: RGBColor?, background: RGBColor?) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
