/// The rules for parsing tokens in foreign content (HTML §13.2.6.5): inside
/// `<svg>` and `<math>`, until an HTML tag breaks out.
package enum ForeignContentRules {
    /// The HTML start tags that break out of foreign content: a mask
    /// tested with the token's `TagName`, not a set of strings hashed for
    /// every SVG element.
    package static let breakout: TagSet =
        .b | .big | .blockquote | .body | .br | .center | .code | .dd | .div | .dl | .dt | .em | .embed | .h1 | .h2
        | .h3 | .h4 | .h5 | .h6 | .head | .hr | .i | .img | .li | .listing | .menu | .meta | .nobr | .ol | .p | .pre
        | .ruby | .s | .small | .span | .strong | .strike | .sub | .sup | .table | .tt | .u | .ul | .var

    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            let text = CharacterRun.replacingNUL(run)
            b.insertCharacters(text)
            // A U+0000 (now U+FFFD) leaves the flag alone; other non-whitespace clears it.
            if b.framesetOK, run.utf8.contains(where: { $0 != 0 && !CharacterRun.isWhitespace($0) }) {
                b.framesetOK = false
            }
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag):
            if breakout.contains(tag.tag)
                || (tag.tag == .font && tag.attributes.contains { $0.name == "color" || $0.name == "face" || $0.name == "size" }) {
                breakOut(token, &b)
                return
            }
            guard let namespace = b.adjustedCurrentNode?.namespace else { return }
            // Left out whole, never pushed: the self-closing tag would pop it at once.
            if tag.selfClosing, !b.keepsSVGGraphics, namespace == .svg, ForeignElements.isSVGShape(tag.name) { return }
            b.insertForeignElement(tag, namespace: namespace)
            if tag.selfClosing { b.openElements.pop() }
        case .endTag(let tag):
            if tag.name == "br" || tag.name == "p" { return breakOut(token, &b) }
            endTag(tag, token, &b)
        case .endOfFile:
            b.process(token)
        }
    }

    /// An HTML tag closes the foreign elements around it and is processed as HTML.
    private static func breakOut(_ token: HTMLToken, _ b: inout TreeBuilder) {
        while let current = b.currentNode, current.namespace != .html,
              !ForeignElements.isMathMLTextIntegrationPoint(current), !ForeignElements.isHTMLIntegrationPoint(current) {
            b.openElements.pop()
        }
        b.process(token)
    }

    /// "Any other end tag": closes the nearest foreign element of that name
    /// (compared lowercased), or is processed as HTML once an HTML element is reached.
    private static func endTag(_ tag: TagToken, _ token: HTMLToken, _ b: inout TreeBuilder) {
        var index = b.openElements.count - 1
        while index > 0 {
            let node = b.openElements[index]
            if Self.equalsLowercased(node.name, tag.name) {
                b.openElements.popUntil(node)
                return
            }
            index -= 1
            if b.openElements[index].namespace == .html {
                b.process(token)
                return
            }
        }
    }

    /// Whether `name` converted to ASCII lowercase is `lowercase` (§13.2.6.5),
    /// byte by byte: `lowercased()` made a string for every foreign end tag
    /// and lowered beyond ASCII, which the rule does not ask for.
    private static func equalsLowercased(_ name: String, _ lowercase: String) -> Bool {
        var name = name.utf8.makeIterator()
        for expected in lowercase.utf8 {
            guard var byte = name.next() else { return false }
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            if byte != expected { return false }
        }
        return name.next() == nil
    }
}
