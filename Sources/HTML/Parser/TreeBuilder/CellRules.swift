/// The "in cell" insertion mode (HTML §13.2.6.4.15).
package enum CellRules {
    /// Sets, not array literals: a literal here was an allocation and
    /// string compares for every tag in a cell.
    private static let ignoredEndTags: TagSet = .body | .caption | .col | .colgroup | .html
    private static let closingEndTags: TagSet = .table | .tbody | .tfoot | .thead | .tr

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .endTag(let tag) where TagSet.cells.contains(tag.tag):
            let name = tag.tag
            guard b.openElements.hasInScope(name, .table) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(name)
            b.formatting.clearToLastMarker()
            b.mode = .inRow
        case .startTag(let tag) where TagSet.tableStructure.contains(tag.tag):
            guard b.openElements.hasInScope(anyOf: TagSet.cells, .table) else { return }
            closeCell(&b)
            b.process(token)
        case .endTag(let tag) where ignoredEndTags.contains(tag.tag):
            return
        case .endTag(let tag) where closingEndTags.contains(tag.tag):
            guard b.openElements.hasInScope(tag.tag, .table) else { return }
            closeCell(&b)
            b.process(token)
        default:
            b.process(token, as: .inBody)
        }
    }

    /// "Close the cell".
    private static func closeCell(_ b: inout TreeBuilder) {
        b.generateImpliedEndTags()
        b.openElements.popUntil(anyOf: TagSet.cells)
        b.formatting.clearToLastMarker()
        b.mode = .inRow
    }
}
