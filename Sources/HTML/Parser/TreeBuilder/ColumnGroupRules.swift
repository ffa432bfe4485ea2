/// The "in column group" insertion mode (HTML §13.2.6.4.12).
package enum ColumnGroupRules {
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            let (whitespace, rest) = CharacterRun.splitLeadingWhitespace(run)
            b.insertCharacters(whitespace)
            if !rest.isEmpty { anythingElse(.characters(rest), &b) }
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                b.process(token, as: .inBody)
            case .col:
                b.insertHTMLElement(tag)
                b.openElements.pop()
            case .template:
                b.process(token, as: .inHead)
            default:
                anythingElse(token, &b)
            }
        case .endTag(let tag):
            switch tag.tag {
            case .colgroup:
                guard b.currentNodeIs(.colgroup) else { return }
                b.openElements.pop()
                b.mode = .inTable
            case .col:
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

    private static func anythingElse(_ token: HTMLToken, _ b: inout TreeBuilder) {
        guard b.currentNodeIs(.colgroup) else { return }
        b.openElements.pop()
        b.mode = .inTable
        b.process(token)
    }
}
