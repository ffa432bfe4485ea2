/// What every walk over one page shares, down into table cells.
struct LayoutContext {
    let options: RenderOptions
    let styleSheet: StyleSheet
    /// Tables inside tables so far; deeper ones are laid out as plain blocks,
    /// since each level measures its cells before drawing them.
    var tableDepth = 0
    /// Set while measuring cells: output is thrown away, so rules are short.
    var isMeasuring = false
    /// Set by the outermost table for the tables inside it.
    var tableMeasurements: TableMeasurements?

    static let maximumTableDepth = 6
}
