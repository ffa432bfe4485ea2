/// What a composer's lines owed to its width: lines composed at one width
/// come out the same at any other width these allow. A table cell is laid
/// out at an unbounded width to measure it; when its column is as wide as
/// these need, the drawing keeps those lines instead of composing them again
/// (`TableLayout`).
package struct WidthUse {
    /// The widest a line came with a word placed on it. On a narrower line
    /// that word would have started the next line (`LineComposer.makeRoom`).
    package var reach = 0
    /// The widest list marker: a marker as wide as the line is not drawn.
    package var widestMarker = 0
    /// The deepest indent asked for: beyond two thirds of the width it stops.
    package var deepestIndent = 0
    /// A line was made to the width's measure (a rule, a text area, a table).
    package var isFixed = false

    package init(reach: Int = 0, widestMarker: Int = 0, deepestIndent: Int = 0, isFixed: Bool = false) {
        self.reach = reach
        self.widestMarker = widestMarker
        self.deepestIndent = deepestIndent
        self.isFixed = isFixed
    }

    package init() {}

    package func laysOutAlike(atWidth width: Int) -> Bool {
        !isFixed && reach <= width && widestMarker < width && deepestIndent <= width * 2 / 3
    }
}
