/// The insertion modes after the body and for framesets (HTML
/// §13.2.6.4.19-23): "after body", "in frameset", "after frameset",
/// "after after body" and "after after frameset".
package enum AfterBodyRules {
    package static func process(_ token: consuming HTMLToken, in mode: InsertionMode, _ b: inout TreeBuilder) {
        switch mode {
        case .afterBody: afterBody(token, &b)
        case .inFrameset: inFrameset(token, &b)
        case .afterFrameset: afterFrameset(token, &b)
        case .afterAfterBody: afterAfterBody(token, &b)
        default: afterAfterFrameset(token, &b)
        }
    }

    private static func afterBody(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            let (whitespace, rest) = CharacterRun.splitLeadingWhitespace(run)
            if !whitespace.isEmpty { b.process(.characters(whitespace), as: .inBody) }
            if !rest.isEmpty { backToBody(.characters(rest), &b) }
        case .comment(let data):
            b.openElements.first?.appendChild(Comment(data)) // as the html element's last child
        case .doctype:
            return
        case .startTag(let tag) where tag.name == "html":
            b.process(token, as: .inBody)
        case .endTag(let tag) where tag.name == "html":
            if b.context == nil { b.mode = .afterAfterBody }
        case .endOfFile:
            b.stopParsing()
        default:
            backToBody(token, &b)
        }
    }

    private static func backToBody(_ token: HTMLToken, _ b: inout TreeBuilder) {
        b.mode = .inBody
        b.process(token)
    }

    private static func inFrameset(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            b.insertCharacters(CharacterRun.whitespaceOnly(run))
        case .comment(let data):
            b.insertComment(data)
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                b.process(token, as: .inBody)
            case .frameset:
                b.insertHTMLElement(tag)
            case .frame:
                b.insertHTMLElement(tag)
                b.openElements.pop()
            case .noframes:
                b.process(token, as: .inHead)
            default:
                return
            }
        case .endTag(let tag) where tag.name == "frameset":
            guard b.openElements.count > 1 else { return } // the root html element of a fragment
            b.openElements.pop()
            if b.context == nil, !b.currentNodeIs(.frameset) { b.mode = .afterFrameset }
        case .endOfFile:
            b.stopParsing()
        default:
            return
        }
    }

    private static func afterFrameset(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            b.insertCharacters(CharacterRun.whitespaceOnly(run))
        case .comment(let data):
            b.insertComment(data)
        case .startTag(let tag) where tag.name == "html":
            b.process(token, as: .inBody)
        case .startTag(let tag) where tag.name == "noframes":
            b.process(token, as: .inHead)
        case .endTag(let tag) where tag.name == "html":
            b.mode = .afterAfterFrameset
        case .endOfFile:
            b.stopParsing()
        default:
            return
        }
    }

    private static func afterAfterBody(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .comment(let data):
            b.document.appendChild(Comment(data))
        case .doctype:
            b.process(token, as: .inBody)
        case .characters(let run):
            let (whitespace, rest) = CharacterRun.splitLeadingWhitespace(run)
            if !whitespace.isEmpty { b.process(.characters(whitespace), as: .inBody) }
            if !rest.isEmpty { backToBody(.characters(rest), &b) }
        case .startTag(let tag) where tag.name == "html":
            b.process(token, as: .inBody)
        case .endOfFile:
            b.stopParsing()
        default:
            backToBody(token, &b)
        }
    }

    private static func afterAfterFrameset(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .comment(let data):
            b.document.appendChild(Comment(data))
        case .doctype:
            b.process(token, as: .inBody)
        case .characters(let run):
            let whitespace = CharacterRun.whitespaceOnly(run)
            if !whitespace.isEmpty { b.process(.characters(whitespace), as: .inBody) }
        case .startTag(let tag) where tag.name == "html":
            b.process(token, as: .inBody)
        case .startTag(let tag) where tag.name == "noframes":
            b.process(token, as: .inHead)
        case .endOfFile:
            b.stopParsing()
        default:
            return
        }
    }
}
