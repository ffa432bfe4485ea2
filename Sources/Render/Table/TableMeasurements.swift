import HTML
/// What each table of one outermost table's layout needs from its columns, kept
/// while that layout runs: a nested table is measured by its parent's measuring
/// walk and again when it is drawn, so without this every level would measure
/// everything inside it once more (one walk per level of nesting). Made afresh for
/// each outermost table, so a changed document never meets old numbers.
package final class TableMeasurements {
    private var needs: [ObjectIdentifier: [ColumnWidths.Need]] = [:]

    package func needs(of table: Element, measuring: () -> [ColumnWidths.Need]) -> [ColumnWidths.Need] {
        if let known = needs[ObjectIdentifier(table)] { return known }
        let measured = measuring()
        needs[ObjectIdentifier(table)] = measured
        return measured
    }
}
