/// The "in cell" insertion mode (HTML §13.2.6.4.15).
enum CellRules {
    static func process(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .endTag(let tag) where tag.name == "td" || tag.name == "th":
            let name = tag.tag
            guard b.openElements.hasInScope(name, .table) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(name)
            b.formatting.clearToLastMarker()
            b.mode = .inRow
        case .startTag(let tag) where ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"].contains(tag.name):
            guard b.openElements.hasInScope(anyOf: TagSet.cells, .table) else { return }
            closeCell(&b)
            b.process(token)
        case .endTag(let tag) where ["body", "caption", "col", "colgroup", "html"].contains(tag.name):
            return
        case .endTag(let tag) where ["table", "tbody", "tfoot", "thead", "tr"].contains(tag.name):
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
