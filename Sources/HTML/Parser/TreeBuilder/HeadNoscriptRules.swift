/// The "in head noscript" insertion mode (HTML §13.2.6.4.5): with scripting
/// off, a `<noscript>` in the head may hold only what a head may.
package enum HeadNoscriptRules {
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .doctype:
            return
        case .characters(let run):
            let (whitespace, rest) = CharacterRun.splitLeadingWhitespace(run)
            if !whitespace.isEmpty { b.process(.characters(whitespace), as: .inHead) }
            if !rest.isEmpty { anythingElse(.characters(rest), &b) }
        case .comment:
            b.process(token, as: .inHead)
        case .startTag(let tag):
            switch tag.tag {
            case .html: b.process(token, as: .inBody)
            case .basefont, .bgsound, .link, .meta, .noframes, .style: b.process(token, as: .inHead)
            case .head, .noscript: return
            default: anythingElse(token, &b)
            }
        case .endTag(let tag):
            switch tag.tag {
            case .noscript:
                b.openElements.pop()
                b.mode = .inHead
            case .br: anythingElse(token, &b)
            default: return
            }
        case .endOfFile:
            anythingElse(token, &b)
        }
    }

    private static func anythingElse(_ token: HTMLToken, _ b: inout TreeBuilder) {
        b.openElements.pop()
        b.mode = .inHead
        b.process(token)
    }
}
