/// End tags in the "in body" insertion mode (HTML §13.2.6.4.7).
package enum BodyEndTagRules {
    private static let blocks: TagSet =
        .address | .article | .aside | .blockquote | .button | .center | .details | .dialog | .dir | .div | .dl
        | .fieldset | .figcaption | .figure | .footer | .header | .hgroup | .listing | .main | .menu | .nav | .ol
        | .pre | .search | .section | .select | .summary | .ul

    package static func process(_ tag: TagToken, _ b: inout TreeBuilder) {
        let name = tag.tag
        if blocks.contains(name) {
            guard b.openElements.hasInScope(name) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(name)
            return
        }
        switch name {
        case .template:
            b.process(.endTag(tag), as: .inHead)
        case .body:
            guard b.openElements.hasInScope(.body) else { return }
            b.mode = .afterBody
        case .html:
            guard b.openElements.hasInScope(.body) else { return }
            b.mode = .afterBody
            b.process(.endTag(tag))
        case .form:
            endForm(&b)
        case .p:
            if !b.openElements.hasInScope(.p, .button) { b.insertHTMLElement(named: "p") }
            b.closePElement()
        case .li:
            guard b.openElements.hasInScope(.li, .listItem) else { return }
            b.generateImpliedEndTags(except: .li)
            b.openElements.popUntil(.li)
        case .dd, .dt:
            guard b.openElements.hasInScope(name) else { return }
            b.generateImpliedEndTags(except: name)
            b.openElements.popUntil(name)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard b.openElements.hasInScope(anyOf: TagSet.headings) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(anyOf: TagSet.headings)
        case .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u:
            if !AdoptionAgency.run(subject: name, &b) { anyOtherEndTag(tag, name, &b) }
        case .applet, .marquee, .object:
            guard b.openElements.hasInScope(name) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(name)
            b.formatting.clearToLastMarker()
        case .br:
            // Treated as `<br>` without its attributes.
            b.process(.startTag(TagToken(name: "br", attributes: [], selfClosing: false)))
        default:
            anyOtherEndTag(tag, name, &b)
        }
    }

    private static func endForm(_ b: inout TreeBuilder) {
        if b.openElements.contains(.template) {
            guard b.openElements.hasInScope(.form) else { return }
            b.generateImpliedEndTags()
            b.openElements.popUntil(.form)
            return
        }
        let node = b.formElement
        b.formElement = nil
        guard let node, b.openElements.hasInScope(node) else { return }
        b.generateImpliedEndTags()
        b.openElements.remove(node)
    }

    /// "Any other end tag": closes the nearest open element of that name
    /// unless a special element comes first.
    package static func anyOtherEndTag(_ tag: TagToken, _ name: TagName, _ b: inout TreeBuilder) {
        // With no such element open the walk would end at a special one:
        // the counts answer without it (deep stacks of spans stay linear).
        if name != .other, !b.openElements.contains(name) { return }
        /// An HTML element of the tag's name: the one the end tag closes.
        func isClosed(_ node: Element) -> Bool {
            node.namespace == .html && node.tag == name && (name != .other || node.name == tag.name)
        }
        // Most often the current node is the one closed (`</span>` after its
        // text): nothing is implied after it, so it is popped, read without
        // a retain and a release (a tenth of the rule's cost on a page of
        // 264 000 spans).
        if b.openElements.currentUnmanaged?._withUnsafeGuaranteedRef(isClosed) == true {
            b.openElements.pop()
            return
        }
        var index = b.openElements.count - 1
        while index >= 0 {
            let node = b.openElements[index]
            if isClosed(node) {
                b.generateImpliedEndTags(except: name == .other ? nil : name)
                b.openElements.popUntil(node)
                return
            }
            if BodyStartTagRules.isSpecial(node) { return }
            index -= 1
        }
    }
}
