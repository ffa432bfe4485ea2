import HTML
/// The page's author style rules, reduced to what a text screen honours
/// (hiding, bold, italic, underline), matched with the one selector engine
/// (`SelectorList`, HTML/Selectors). Not a CSS engine:
/// `@media` and other at-rules are skipped whole, so only unconditional
/// rules apply.
package struct StyleSheet {
    /// The rules, behind one reference: the sheet rides in every walk's
    /// `LayoutContext`, copied for each table cell laid out, and its two
    /// indexes' ten arrays and dictionaries were ten retains and releases
    /// a copy (a 5 000-row table's cells: 2% of its dump).
    private let indexes: Indexes
    private var rules: StyleRuleIndex { indexes.rules }
    private var sizeRules: StyleRuleIndex { indexes.sizeRules }
    /// Shared by every element of one layout, so that `:nth-child()` and
    /// `:has()` are worked out once per parent and per page, not per element.
    private let matching = SelectorMatching()

    /// Whether a rule reads siblings or descendants (`li + li`, `:has()`,
    /// `:nth-child()`): a change can then restyle elements outside the part
    /// of the page it touched, so the page is laid out whole again. Size
    /// rules are left out: `:nth-child()` sizing boxes is common, and only
    /// an image's box could be stale, until the next whole layout.
    package var readsBeyondAncestors: Bool { rules.readsBeyondAncestors }

    /// Made anew each time: a style sheet keeps the caches of its matching.
    package static var empty: StyleSheet { StyleSheet(css: "") }

    package var isEmpty: Bool { rules.isEmpty }

    package init(css: String) {
        var rules = StyleRuleIndex()
        var sizeRules = StyleRuleIndex()
        var reader = CSSRuleReader(css)
        var order = 0
        while let (prelude, block) = reader.next() {
            let declarations = CSSDeclarations(parsing: block)
            guard !declarations.isEmpty || !declarations.boxSize.isEmpty else { continue }
            for selector in SelectorList(keepingValidSelectorsOf: prelude).selectors {
                if !declarations.isEmpty { rules.add(selector, declarations, order: order) }
                if !declarations.boxSize.isEmpty { sizeRules.add(selector, declarations, order: order) }
                order += 1
            }
        }
        indexes = Indexes(rules: rules, sizeRules: sizeRules)
    }

    /// Every `<style>` of the document, in order; those inside `<template>` do not apply.
    package init(document: Document) {
        var css = ""
        // No `<style>` in memory anywhere: this document has none either.
        if Element.anyStyleElementExists { Self.gatherStyles(below: document, into: &css) }
        self.init(css: css)
    }

    /// Every `<style>`'s text below `node` in document order, templates'
    /// insides skipped. Along the sibling links, each node unretained and
    /// each element known by its tag: `DocumentWalk`'s retains and its two
    /// name compares were 110 M instructions of a 10 MB source view's dump
    /// (docs/performance.md, issue 37). Recursive, as the layout walk is.
    private static func gatherStyles(below node: Node, into css: inout String) {
        node.forEachChildUnretained { child in
            // Tested, then cast unchecked: `as?` retained and released each element.
            guard child is Element else { return }
            let element = unsafeDowncast(child, to: Element.self)
            switch element.tag {
            case .template:
                break
            default:
                if case .style = element.tag {
                    css += element.textContent
                    css += "\n"
                }
                // Text held in place holds no `<style>`: left as it is, not made into a node.
                if !element.holdsInlineText { gatherStyles(below: element, into: &css) }
            }
        }
    }

    /// What the matching rules declare, by specificity then order, with the
    /// `style` attribute last.
    package func declarations(for element: Element) -> CSSDeclarations {
        var result = CSSDeclarations()
        rules.forEachMatch(of: element, in: matching) { result = result.overridden(by: $0.declarations) }
        // Only the four text properties carry over (`overridden(by:)`), so a
        // `style` naming none of them is not parsed: 12 000 inline styles of
        // SVG fills and strokes were 13% of a page's dump.
        if let inline = element.attribute("style"), CSSDeclarations.mayStyleText(inline) {
            result = result.overridden(by: CSSDeclarations(parsing: Substring(inline)))
        }
        return result
    }

    /// An image's CSS `width`, `height` and `vertical-align`: its rules', then its `style` attribute's.
    package func boxSize(for element: Element) -> CSSBoxSize {
        var result = CSSBoxSize()
        if !sizeRules.isEmpty {
            sizeRules.forEachMatch(of: element, in: matching) { result = result.overridden(by: $0.declarations.boxSize) }
        }
        if let inline = element.attribute("style") {
            result = result.overridden(by: CSSDeclarations(parsing: Substring(inline)).boxSize)
        }
        return result
    }
}

/// A style sheet's two indexes, made once and only read.
private final class Indexes {
    /// The rules of text styles, matched for every element.
    let rules: StyleRuleIndex
    /// The rules that give a `width`, `height` or `vertical-align`, matched for images only
    /// (`boxSize`): most sheets size many boxes, and the other elements'
    /// matching should not pay for them.
    let sizeRules: StyleRuleIndex

    init(rules: StyleRuleIndex, sizeRules: StyleRuleIndex) {
        self.rules = rules
        self.sizeRules = sizeRules
    }
}

/// Style rules indexed by the id, first class or tag of their subject, as
/// browsers index them, so an element is matched only against rules that could apply.
private struct StyleRuleIndex {
    struct Rule {
        let selector: ComplexSelector
        let declarations: CSSDeclarations
        let order: Int
        let specificity: ComplexSelector.Specificity
    }

    private var rules: [Rule] = []
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byTag: [String: [Int]] = [:]
    /// `byTag`'s rules of the tags the parser knows, indexed by `TagName`:
    /// every element of a page whose sheet has tag rules is looked up, and
    /// hashing its name was 300 instructions (3% of a manual's dump). An
    /// element's tag is its name's, so the two find the same rules; other
    /// names (custom elements) are looked up by name.
    private var byTagName: [[Int]] = []
    private var universal: [Int] = []
    private(set) var readsBeyondAncestors = false

    var isEmpty: Bool { rules.isEmpty }

    mutating func add(_ selector: ComplexSelector, _ declarations: CSSDeclarations, order: Int) {
        let index = rules.count
        if selector.readsBeyondAncestors { readsBeyondAncestors = true }
        rules.append(Rule(selector: selector, declarations: declarations, order: order, specificity: selector.specificity))
        let subject = selector.subject
        if let id = subject.ids.first { byID[id, default: []].append(index) }
        else if let first = subject.classes.first { byClass[first, default: []].append(index) }
        else if let tag = subject.tag {
            byTag[tag, default: []].append(index)
            let name = TagName(tag)
            if case .other = name {} else {
                if byTagName.isEmpty { byTagName = Array(repeating: [], count: 256) }
                byTagName[Int(name.rawValue)].append(index)
            }
        }
        else { universal.append(index) }
    }

    /// Each name of a `class` attribute, split where `CSSText.isSpace`
    /// says. A value of ASCII without a carriage return is split by its
    /// bytes: there every character is one byte (only `\r\n` makes one of
    /// two). Splitting by `Character` was 4% of a manual's dump.
    private func forEachClass(in classes: String, _ body: (String) -> Void) {
        var classes = classes
        let isPlain = classes.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return false }
            var start = 0
            for index in 0...bytes.count where index == bytes.count || CSSText.isSpace(byte: bytes[index]) {
                if index > start { body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return true
        }
        guard !isPlain else { return }
        for name in classes.split(whereSeparator: CSSText.isSpace) { body(String(name)) }
    }

    /// The rules that match `element`, by specificity then order (one
    /// candidate, the usual case, without building a list).
    func forEachMatch(of element: Element, in matching: SelectorMatching, _ body: (Rule) -> Void) {
        guard !rules.isEmpty else { return }
        var candidates = universal
        // Each index looked at only when it has rules: this runs for every
        // element, and most pages' rules key on classes or tags alone.
        if !byID.isEmpty, let id = element.attribute("id"), let list = byID[id] { candidates += list }
        if !byClass.isEmpty, let classes = element.attribute("class") {
            forEachClass(in: classes) { name in
                if let list = byClass[name] { candidates += list }
            }
        }
        if !byTag.isEmpty {
            // A pattern, not `==`: that is a generic call on another module's enum.
            if case .other = element.tag {
                if let list = byTag[element.name] { candidates += list }
            } else if !byTagName.isEmpty {
                let list = byTagName[Int(element.tag.rawValue)]
                if !list.isEmpty { candidates += list }
            }
        }
        if candidates.count == 1 {
            let rule = rules[candidates[0]]
            if rule.selector.matches(element, in: matching) { body(rule) }
        } else if !candidates.isEmpty {
            let matched = Set(candidates).map { rules[$0] }.filter { $0.selector.matches(element, in: matching) }
                .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
            matched.forEach(body)
        }
    }
}
