/// The insertion modes before any content (HTML §13.2.6.4.1-3): "initial",
/// "before html" and "before head".
package enum DocumentStartRules {
    package static func process(_ token: consuming HTMLToken, in mode: InsertionMode, _ b: inout TreeBuilder) {
        switch mode {
        case .initial: initial(token, &b)
        case .beforeHTML: beforeHTML(token, &b)
        default: beforeHead(token, &b)
        }
    }

    private static func initial(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            let (_, rest) = CharacterRun.splitLeadingWhitespace(run)
            if rest.isEmpty { return } // whitespace is ignored
            b.document.quirksMode = .quirks
            b.mode = .beforeHTML
            b.process(.characters(rest))
        case .comment(let data):
            b.document.appendChild(Comment(data))
        case .doctype(let doctype):
            b.document.appendChild(DocumentType(name: doctype.name ?? "", publicIdentifier: doctype.publicIdentifier ?? "",
                                                systemIdentifier: doctype.systemIdentifier ?? ""))
            b.document.quirksMode = DoctypeQuirks.mode(for: doctype)
            b.mode = .beforeHTML
        default:
            b.document.quirksMode = .quirks
            b.mode = .beforeHTML
            b.process(token)
        }
    }

    private static func beforeHTML(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .doctype:
            return
        case .comment(let data):
            b.document.appendChild(Comment(data))
            return
        case .characters(let run):
            let (_, rest) = CharacterRun.splitLeadingWhitespace(run)
            if rest.isEmpty { return }
            createRoot(TagToken(name: "html", attributes: [], selfClosing: false), &b)
            b.process(.characters(rest))
            return
        case .startTag(let tag) where tag.name == "html":
            createRoot(tag, &b)
            return
        case .endTag(let tag) where !["head", "body", "html", "br"].contains(tag.name):
            return
        default:
            createRoot(TagToken(name: "html", attributes: [], selfClosing: false), &b)
            b.process(token)
        }
    }

    private static func createRoot(_ tag: TagToken, _ b: inout TreeBuilder) {
        let root = b.createElement(tag, namespace: .html)
        b.document.appendChild(root)
        b.openElements.push(root)
        b.mode = .beforeHead
    }

    private static func beforeHead(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            let (_, rest) = CharacterRun.splitLeadingWhitespace(run)
            if rest.isEmpty { return }
            impliedHead(&b)
            b.process(.characters(rest))
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag) where tag.name == "html":
            b.process(token, as: .inBody)
        case .startTag(let tag) where tag.name == "head":
            b.headElement = b.insertedHTMLElement(tag)
            b.mode = .inHead
        case .endTag(let tag) where !["head", "body", "html", "br"].contains(tag.name):
            return
        default:
            impliedHead(&b)
            b.process(token)
        }
    }

    private static func impliedHead(_ b: inout TreeBuilder) {
        b.insertHTMLElement(named: "head")
        b.headElement = b.currentNode
        b.mode = .inHead
    }
}
