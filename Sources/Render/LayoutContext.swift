/// What every walk over one page shares, down into table cells.
package struct LayoutContext {
    package let options: RenderOptions
    package let styleSheet: StyleSheet
    /// Tables inside tables so far; deeper ones are laid out as plain blocks,
    /// since each level measures its cells before drawing them.
    package var tableDepth = 0
    /// Set while measuring cells: output is thrown away, so rules are short.
    package var isMeasuring = false
    /// Set by the outermost table for the tables inside it.
    package var tableMeasurements: TableMeasurements?

    package static let maximumTableDepth = 6
}
