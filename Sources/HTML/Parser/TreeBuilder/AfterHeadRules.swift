/// The "after head" insertion mode (HTML §13.2.6.4.6).
package enum AfterHeadRules {
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
            case .body:
                b.insertHTMLElement(tag)
                b.framesetOK = false
                b.mode = .inBody
            case .frameset:
                b.insertHTMLElement(tag)
                b.mode = .inFrameset
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                // Misplaced head content goes into the head after all.
                guard let head = b.headElement else { return anythingElse(token, &b) }
                b.openElements.push(head)
                b.process(token, as: .inHead)
                b.openElements.remove(head)
            case .head:
                return
            default:
                anythingElse(token, &b)
            }
        case .endTag(let tag):
            switch tag.tag {
            case .template: HeadRules.endTemplate(&b)
            case .body, .html, .br: anythingElse(token, &b)
            default: return
            }
        case .endOfFile:
            anythingElse(token, &b)
        }
    }

    private static func anythingElse(_ token: HTMLToken, _ b: inout TreeBuilder) {
        b.insertHTMLElement(named: "body")
        b.mode = .inBody
        b.process(token)
    }
}
