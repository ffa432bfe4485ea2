/// The "in table" insertion mode (HTML §13.2.6.4.9). What does not belong
/// in a table is foster-parented: processed as "in body" but inserted
/// before the table.
package enum TableRules {
    package static let tableContext: TagSet = .table | .template | .html

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters:
            guard let current = b.currentNode, current.namespace == .html,
                  [.table, .tbody, .template, .tfoot, .thead, .tr].contains(current.tag) else {
                return anythingElse(token, &b)
            }
            b.pendingTableText = ""
            b.originalMode = b.mode
            b.mode = .inTableText
            b.process(token)
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag):
            startTag(tag, token, &b)
        case .endTag(let tag):
            switch tag.tag {
            case .table:
                guard b.openElements.hasInScope(.table, .table) else { return }
                b.openElements.popUntil(.table)
                b.resetInsertionMode()
            case .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr:
                return
            case .template:
                b.process(token, as: .inHead)
            default:
                anythingElse(token, &b)
            }
        case .endOfFile:
            b.process(token, as: .inBody)
        }
    }

    private static func startTag(_ tag: TagToken, _ token: HTMLToken, _ b: inout TreeBuilder) {
        switch tag.tag {
        case .caption:
            b.openElements.popUntilCurrent(in: tableContext)
            b.formatting.pushMarker()
            b.insertHTMLElement(tag)
            b.mode = .inCaption
        case .colgroup:
            b.openElements.popUntilCurrent(in: tableContext)
            b.insertHTMLElement(tag)
            b.mode = .inColumnGroup
        case .col:
            b.openElements.popUntilCurrent(in: tableContext)
            b.insertHTMLElement(named: "colgroup")
            b.mode = .inColumnGroup
            b.process(token)
        case .tbody, .tfoot, .thead:
            b.openElements.popUntilCurrent(in: tableContext)
            b.insertHTMLElement(tag)
            b.mode = .inTableBody
        case .td, .th, .tr:
            b.openElements.popUntilCurrent(in: tableContext)
            b.insertHTMLElement(named: "tbody")
            b.mode = .inTableBody
            b.process(token)
        case .table:
            guard b.openElements.hasInScope(.table, .table) else { return }
            b.openElements.popUntil(.table)
            b.resetInsertionMode()
            b.process(token)
        case .style, .script, .template:
            b.process(token, as: .inHead)
        case .input:
            guard tag.attributes.first(where: { $0.name == "type" })?.value.lowercased() == "hidden" else {
                return anythingElse(token, &b)
            }
            b.insertHTMLElement(tag)
            b.openElements.pop()
        case .form:
            guard !b.openElements.contains(.template), b.formElement == nil else { return }
            b.formElement = b.insertedHTMLElement(tag)
            b.openElements.pop()
        default:
            anythingElse(token, &b)
        }
    }

    /// "Anything else": in body rules with foster parenting on.
    package static func anythingElse(_ token: HTMLToken, _ b: inout TreeBuilder) {
        b.fosterParenting = true
        b.process(token, as: .inBody)
        b.fosterParenting = false
    }
}
