/// The "in row" insertion mode (HTML §13.2.6.4.14).
package enum RowRules {
    private static let rowContext: TagSet = .tr | .template | .html

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .startTag(let tag):
            switch tag.tag {
            case .th, .td:
                b.openElements.popUntilCurrent(in: rowContext)
                b.insertHTMLElement(tag)
                b.mode = .inCell
                b.formatting.pushMarker()
            case .caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr:
                if closeRow(&b) { b.process(token) }
            default:
                b.process(token, as: .inTable)
            }
        case .endTag(let tag):
            let name = tag.tag
            switch name {
            case .tr:
                closeRow(&b)
            case .table:
                if closeRow(&b) { b.process(token) }
            case .tbody, .tfoot, .thead:
                guard b.openElements.hasInScope(name, .table) else { return }
                if closeRow(&b) { b.process(token) }
            case .body, .caption, .col, .colgroup, .html, .td, .th:
                return
            default:
                b.process(token, as: .inTable)
            }
        default:
            b.process(token, as: .inTable)
        }
    }

    @discardableResult
    private static func closeRow(_ b: inout TreeBuilder) -> Bool {
        guard b.openElements.hasInScope(.tr, .table) else { return false }
        b.openElements.popUntilCurrent(in: rowContext)
        b.openElements.pop()
        b.mode = .inTableBody
        return true
    }
}
