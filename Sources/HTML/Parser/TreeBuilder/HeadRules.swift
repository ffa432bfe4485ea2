/// The "in head" insertion mode (HTML §13.2.6.4.4).
package enum HeadRules {
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
            startTag(tag, token, &b)
        case .endTag(let tag):
            switch tag.tag {
            case .head:
                b.openElements.pop()
                b.mode = .afterHead
            case .body, .html, .br:
                anythingElse(token, &b)
            case .template:
                endTemplate(&b)
            default:
                return
            }
        case .endOfFile:
            anythingElse(token, &b)
        }
    }

    private static func startTag(_ tag: TagToken, _ token: HTMLToken, _ b: inout TreeBuilder) {
        switch tag.tag {
        case .html:
            b.process(token, as: .inBody)
        case .base, .basefont, .bgsound, .link, .meta:
            b.insertHTMLElement(tag)
            b.openElements.pop()
        case .title:
            b.parseRawText(tag, as: .rcdata)
        case .noframes, .style:
            b.parseRawText(tag, as: .rawtext)
        case .noscript:
            b.insertHTMLElement(tag) // scripting is off
            b.mode = .inHeadNoscript
        case .script:
            b.parseRawText(tag, as: .scriptData)
        case .template:
            b.insertHTMLElement(tag)
            b.formatting.pushMarker()
            b.framesetOK = false
            b.mode = .inTemplate
            b.templateModes.append(.inTemplate)
        case .head:
            return
        default:
            anythingElse(token, &b)
        }
    }

    /// An end tag `template` (also reached from other modes).
    package static func endTemplate(_ b: inout TreeBuilder) {
        guard b.openElements.contains(.template) else { return }
        b.generateAllImpliedEndTagsThoroughly()
        b.openElements.popUntil(.template)
        b.formatting.clearToLastMarker()
        b.templateModes.removeLast()
        b.resetInsertionMode()
    }

    private static func anythingElse(_ token: HTMLToken, _ b: inout TreeBuilder) {
        b.openElements.pop()
        b.mode = .afterHead
        b.process(token)
    }
}
