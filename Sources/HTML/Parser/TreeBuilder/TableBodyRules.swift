/// The "in table body" insertion mode (HTML §13.2.6.4.13).
package enum TableBodyRules {
    private static let bodyContext: TagSet = .tbody | .tfoot | .thead | .template | .html

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .startTag(let tag):
            switch tag.tag {
            case .tr:
                b.openElements.popUntilCurrent(in: bodyContext)
                b.insertHTMLElement(tag)
                b.mode = .inRow
            case .th, .td:
                b.openElements.popUntilCurrent(in: bodyContext)
                b.insertHTMLElement(named: "tr")
                b.mode = .inRow
                b.process(token)
            case .caption, .col, .colgroup, .tbody, .tfoot, .thead:
                closeSection(token, &b)
            default:
                b.process(token, as: .inTable)
            }
        case .endTag(let tag):
            let name = tag.tag
            switch name {
            case .tbody, .tfoot, .thead:
                guard b.openElements.hasInScope(name, .table) else { return }
                b.openElements.popUntilCurrent(in: bodyContext)
                b.openElements.pop()
                b.mode = .inTable
            case .table:
                closeSection(token, &b)
            case .body, .caption, .col, .colgroup, .html, .td, .th, .tr:
                return
            default:
                b.process(token, as: .inTable)
            }
        default:
            b.process(token, as: .inTable)
        }
    }

    private static func closeSection(_ token: HTMLToken, _ b: inout TreeBuilder) {
        guard b.openElements.hasInScope(anyOf: TagSet.tableSections, .table) else { return }
        b.openElements.popUntilCurrent(in: bodyContext)
        b.openElements.pop()
        b.mode = .inTable
        b.process(token)
    }
}
