/// The "in caption" insertion mode (HTML §13.2.6.4.11).
package enum CaptionRules {
    private static let ignoredEndTags: TagSet =
        .body | .col | .colgroup | .html | .tbody | .td | .tfoot | .th | .thead | .tr

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .endTag(let tag) where tag.tag == .caption:
            closeCaption(&b)
        case .startTag(let tag) where TagSet.tableStructure.contains(tag.tag),
             .endTag(let tag) where tag.tag == .table:
            if closeCaption(&b) { b.process(token) }
        case .endTag(let tag) where ignoredEndTags.contains(tag.tag):
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
