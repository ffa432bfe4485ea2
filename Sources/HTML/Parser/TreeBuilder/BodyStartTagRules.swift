/// Start tags in the "in body" insertion mode (HTML §13.2.6.4.7), with the
/// select-element rules of customizable `<select>`.
package enum BodyStartTagRules {
    private static let listItems = TagSet(.li)
    private static let descriptionItems: TagSet = .dd | .dt
    private static let closesParagraph: TagSet =
        .address | .article | .aside | .blockquote | .center | .details | .dialog | .dir | .div | .dl | .fieldset
        | .figcaption | .figure | .footer | .header | .hgroup | .main | .menu | .nav | .ol | .p | .search | .section
        | .summary | .ul

    /// `tag` is consumed: the element it makes keeps its name and attributes.
    package static func process(_ tag: consuming TagToken, _ b: inout TreeBuilder) {
        let name = tag.tag
        if closesParagraph.contains(name) {
            b.closePElementInButtonScope()
            b.insertHTMLElement(tag, as: name)
            return
        }
        switch name {
        case .html:
            guard !b.openElements.contains(.template), let root = b.openElements.first else { return }
            addMissingAttributes(tag, to: root)
        case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
            b.process(.startTag(tag), as: .inHead)
        case .body:
            guard b.openElements.count > 1, b.openElements[1].isHTML(.body), !b.openElements.contains(.template) else { return }
            b.framesetOK = false
            addMissingAttributes(tag, to: b.openElements[1])
        case .frameset:
            frameset(tag, &b)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            b.closePElementInButtonScope()
            if let current = b.currentNode, current.namespace == .html, TagSet.headings.contains(current.tag) {
                b.openElements.pop()
            }
            b.insertHTMLElement(tag)
        case .pre, .listing:
            b.closePElementInButtonScope()
            b.insertHTMLElement(tag)
            b.ignoreNextLineFeed = true
            b.framesetOK = false
        case .form:
            let templateOpen = b.openElements.contains(.template)
            if b.formElement != nil, !templateOpen { return }
            b.closePElementInButtonScope()
            let form = b.insertedHTMLElement(tag)
            if !templateOpen { b.formElement = form }
        case .li:
            listItem(tag, closing: listItems, &b)
        case .dd, .dt:
            listItem(tag, closing: descriptionItems, &b)
        case .plaintext:
            b.closePElementInButtonScope()
            let name = tag.name
            b.insertHTMLElement(tag)
            b.switchTokenizer(to: .plaintext, afterTagNamed: name)
        case .button:
            if b.openElements.hasInScope(.button) {
                b.generateImpliedEndTags()
                b.openElements.popUntil(.button)
            }
            b.reconstructActiveFormattingElements()
            b.insertHTMLElement(tag)
            b.framesetOK = false
        case .a:
            if let open = b.formatting.lastElement(.a) {
                AdoptionAgency.run(subject: .a, &b)
                b.formatting.remove(open)
                b.openElements.remove(open)
            }
            insertFormatting(tag, name, &b)
        case .b, .big, .code, .em, .font, .i, .s, .small, .strike, .strong, .tt, .u:
            insertFormatting(tag, name, &b)
        case .nobr:
            b.reconstructActiveFormattingElements()
            if b.openElements.hasInScope(.nobr), !AdoptionAgency.run(subject: .nobr, &b) {
                // The open nobr is behind a marker (`<nobr><table><marquee></table><nobr>`):
                // the algorithm hands over to "any other end tag", which closes it.
                BodyEndTagRules.anyOtherEndTag(tag, .nobr, &b)
            }
            insertFormatting(tag, name, &b)
        case .applet, .marquee, .object:
            b.reconstructActiveFormattingElements()
            b.insertHTMLElement(tag)
            b.formatting.pushMarker()
            b.framesetOK = false
        case .table:
            if b.document.quirksMode != .quirks { b.closePElementInButtonScope() }
            b.insertHTMLElement(tag)
            b.framesetOK = false
            b.mode = .inTable
        case .area, .br, .embed, .img, .keygen, .wbr:
            voidElement(tag, name, &b)
            b.framesetOK = false
        case .input:
            closeSelectForFormControl(&b)
            voidElement(tag, name, &b)
            let type = tag.attributes.first(where: { $0.name == "type" })?.value
            if type?.lowercased() != "hidden" { b.framesetOK = false }
        case .param, .source, .track:
            b.insertHTMLElement(tag)
            b.openElements.pop()
        case .hr:
            b.closePElementInButtonScope()
            if b.openElements.hasInScope(.select) { b.generateImpliedEndTags() }
            b.insertHTMLElement(tag)
            b.openElements.pop()
            b.framesetOK = false
        case .image:
            var renamed = tag
            renamed.name = "img" // "Don't ask."
            b.process(.startTag(renamed))
        case .textarea:
            closeSelectForFormControl(&b)
            let name = tag.name
            b.insertHTMLElement(tag)
            b.ignoreNextLineFeed = true
            b.switchTokenizer(to: .rcdata, afterTagNamed: name)
            b.originalMode = b.mode
            b.framesetOK = false
            b.mode = .text
        case .xmp:
            b.closePElementInButtonScope()
            b.reconstructActiveFormattingElements()
            b.framesetOK = false
            b.parseRawText(tag, as: .rawtext)
        case .iframe:
            b.framesetOK = false
            b.parseRawText(tag, as: .rawtext)
        case .noembed:
            b.parseRawText(tag, as: .rawtext)
        case .select:
            select(tag, &b)
        case .option:
            if b.openElements.hasInScope(.select) {
                b.generateImpliedEndTags(except: .optgroup)
            } else if b.currentNodeIs(.option) {
                b.openElements.pop()
            }
            b.reconstructActiveFormattingElements()
            b.insertHTMLElement(tag)
        case .optgroup:
            if b.openElements.hasInScope(.select) {
                b.generateImpliedEndTags()
            } else if b.currentNodeIs(.option) {
                b.openElements.pop()
            }
            b.reconstructActiveFormattingElements()
            b.insertHTMLElement(tag)
        case .rb, .rtc:
            if b.openElements.hasInScope(.ruby) { b.generateImpliedEndTags() }
            b.insertHTMLElement(tag)
        case .rp, .rt:
            if b.openElements.hasInScope(.ruby) { b.generateImpliedEndTags(except: .rtc) }
            b.insertHTMLElement(tag)
        case .math:
            foreignRoot(tag, .mathml, &b)
        case .svg:
            foreignRoot(tag, .svg, &b)
        case .caption, .col, .colgroup, .frame, .head, .tbody, .td, .tfoot, .th, .thead, .tr:
            return
        default:
            b.reconstructActiveFormattingElements()
            // Not a `TagName`: at 15 bytes it is longer than the table's names.
            if name == .other, tag.name.utf8.count == 15, tag.name == "selectedcontent" {
                b.openElements.noteSelectedContent(b.insertedHTMLElement(tag, as: name))
                return
            }
            b.insertHTMLElement(tag, as: name)
        }
    }

    private static func addMissingAttributes(_ tag: TagToken, to element: Element) {
        for attribute in tag.attributes where !element.hasAttribute(attribute.name) {
            element.attributes.append(attribute)
        }
    }

    private static func frameset(_ tag: TagToken, _ b: inout TreeBuilder) {
        guard b.openElements.count > 1, b.openElements[1].isHTML(.body), b.framesetOK else { return }
        b.openElements[1].removeFromParent()
        while b.openElements.count > 1 { b.openElements.pop() }
        b.insertHTMLElement(tag)
        b.mode = .inFrameset
    }

    /// `<li>` closes an open `li` (and `<dd>`/`<dt>` an open `dd` or `dt`)
    /// unless a special element other than address, div or p stands between.
    /// `closing` a mask, not an array: an array literal here was an allocation
    /// every `<li>`.
    /// `tag` is consumed, and the stack read by index: binding each node
    /// to a local retained and released it (a third of an `<li>`'s cost).
    private static func listItem(_ tag: consuming TagToken, closing: TagSet, _ b: inout TreeBuilder) {
        b.framesetOK = false
        var index = b.openElements.count - 1
        while index >= 0 {
            let nodeTag = b.openElements[index].tag
            if b.openElements[index].namespace == .html {
                if closing.contains(nodeTag) {
                    b.generateImpliedEndTags(except: nodeTag)
                    b.openElements.popUntil(nodeTag)
                    break
                }
                if TagSet.special.contains(nodeTag), nodeTag != .address, nodeTag != .div, nodeTag != .p { break }
            } else if isSpecial(b.openElements[index]) {
                break
            }
            index -= 1
        }
        b.closePElementInButtonScope()
        b.insertHTMLElement(tag)
    }

    private static func insertFormatting(_ tag: TagToken, _ name: TagName, _ b: inout TreeBuilder) {
        b.reconstructActiveFormattingElements()
        let element = b.insertedHTMLElement(tag, as: name)
        b.formatting.push(element)
    }

    private static func voidElement(_ tag: TagToken, _ name: TagName, _ b: inout TreeBuilder) {
        b.reconstructActiveFormattingElements()
        b.insertHTMLElement(tag, as: name)
        b.openElements.pop()
    }

    /// `<select>` inside a select closes it instead of nesting (and is
    /// ignored in a fragment whose context is a select).
    private static func select(_ tag: TagToken, _ b: inout TreeBuilder) {
        if b.context?.isHTML(.select) == true { return }
        if b.openElements.hasInScope(.select) {
            b.openElements.popUntil(.select)
            return
        }
        b.reconstructActiveFormattingElements()
        b.insertHTMLElement(tag)
        b.framesetOK = false
    }

    /// An `<input>` or `<textarea>` closes an open select first. In a
    /// fragment whose context is a select no select is open, so the control
    /// is inserted (`<textarea><option>` is a textarea holding "<option>").
    private static func closeSelectForFormControl(_ b: inout TreeBuilder) {
        if b.openElements.hasInScope(.select) { b.openElements.popUntil(.select) }
    }

    private static func foreignRoot(_ tag: TagToken, _ namespace: ElementNamespace, _ b: inout TreeBuilder) {
        b.reconstructActiveFormattingElements()
        b.insertForeignElement(tag, namespace: namespace)
        if tag.selfClosing { b.openElements.pop() }
    }

    /// The "special" category (HTML §13.2.4.2), with its SVG and MathML members.
    package static func isSpecial(_ element: Element) -> Bool {
        switch element.namespace {
        case .html: TagSet.special.contains(element.tag)
        case .mathml: ForeignElements.isMathMLTextIntegrationPoint(element) || element.tag == .annotationXML
        case .svg: element.tag == .foreignObject || element.tag == .desc || element.tag == .title
        }
    }
}
