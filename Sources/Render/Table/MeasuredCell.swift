/// A table cell as its measuring walk laid it out, kept for the drawing:
/// when its column gives it room enough (`widthUse`), these are the lines
/// the drawing would compose, and the cell is laid out once instead of twice
/// (nettle-tables: a third of its instructions were tables, most of them
/// cells composed a second time).
package struct MeasuredCell {
    /// Its place among the table's cells, in the order of `TableGrid.rows`.
    package let cell: Int
    package let lines: [StyledLine]
    package let widthUse: WidthUse
    /// The links, fields and labels the walk met, numbered as the drawing
    /// numbers them: those of `targets` (the table's, shared) from `start` to `end`.
    package let targets: PageTargets
    package let start: PageTargets.Counts
    package let end: PageTargets.Counts
}
