/// A table cell as its measuring walk laid it out, kept for the drawing:
/// when its column gives it room enough (`widthUse`), these are the lines
/// the drawing would compose, and the cell is laid out once instead of twice
/// (nettle-tables: a third of its instructions were tables, most of them
/// cells composed a second time).
struct MeasuredCell {
    let lines: [StyledLine]
    let widthUse: WidthUse
    /// The links, fields and labels the walk met, numbered as the drawing numbers them.
    let targets: PageTargets
}
