/// The "in caption" insertion mode (HTML §13.2.6.4.11).
enum CaptionRules {
    static func process(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .endTag(let tag) where tag.name == "caption":
            closeCaption(&b)
        case .startTag(let tag) where ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"].contains(tag.name),
             .endTag(let tag) where tag.name == "table":
            if closeCaption(&b) { b.process(token) }
        case .endTag(let tag) where ["body", "col", "colgroup", "html", "tbody", "td", "tfoot", "th", "thead", "tr"].contains(tag.name):
            return
        default:
            b.process(token, as: .inBody)
        }
    }

    @discardableResult
    private static func closeCaption(_ b: inout TreeBuilder) -> Bool {
        guard b.openElements.hasInScope(.caption, .table) else { return false }
        b.generateImpliedEndTags()
        b.openElements.popUntil(.caption)
        b.formatting.clearToLastMarker()
        b.mode = .inTable
        return true
    }
}
