import HTML
/// The page's author style rules, reduced to what a text screen honours
/// (hiding, bold, italic, underline), matched with the one selector engine
/// (`SelectorList`, HTML/Selectors). Not a CSS engine:
/// `@media` and other at-rules are skipped whole, so only unconditional
/// rules apply.
package struct StyleSheet {
    private struct Rule {
        let selector: ComplexSelector
        let declarations: CSSDeclarations
        let order: Int
        let specificity: ComplexSelector.Specificity
    }

    private var rules: [Rule] = []
    /// Rules by the id, first class or tag of their subject, as browsers index them.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byTag: [String: [Int]] = [:]
    private var universal: [Int] = []
    /// Shared by every element of one layout, so that `:nth-child()` and
    /// `:has()` are worked out once per parent and per page, not per element.
    private let matching = SelectorMatching()

    /// Whether a rule reads siblings or descendants (`li + li`, `:has()`,
    /// `:nth-child()`): a change can then restyle elements outside the part
    /// of the page it touched, so the page is laid out whole again.
    package private(set) var readsBeyondAncestors = false

    /// Made anew each time: a style sheet keeps the caches of its matching.
    package static var empty: StyleSheet { StyleSheet(css: "") }

    package var isEmpty: Bool { rules.isEmpty }

    package init(css: String) {
        var reader = CSSRuleReader(css)
        while let (prelude, block) = reader.next() {
            let declarations = CSSDeclarations(parsing: block)
            guard !declarations.isEmpty else { continue }
            for selector in SelectorList(keepingValidSelectorsOf: prelude).selectors {
                add(Rule(selector: selector, declarations: declarations, order: rules.count,
                         specificity: selector.specificity))
            }
        }
    }

    /// Every `<style>` of the document, in order; those inside `<template>` do not apply.
    package init(document: Document) {
        var css = ""
        // Along the sibling links (templates' insides skipped): pushing every
        // element's children onto a list of pending nodes took 68 ms of a
        // 10 MB page's dump (docs/performance.md, issue 37).
        DocumentWalk.forEachElement(below: document) { element in
            if element.name == "style" {
                css += element.textContent
                css += "\n"
            }
            return true
        }
        self.init(css: css)
    }

    private mutating func add(_ rule: Rule) {
        let index = rules.count
        if rule.selector.readsBeyondAncestors { readsBeyondAncestors = true }
        rules.append(rule)
        let subject = rule.selector.subject
        if let id = subject.ids.first { byID[id, default: []].append(index) }
        else if let first = subject.classes.first { byClass[first, default: []].append(index) }
        else if let tag = subject.tag { byTag[tag, default: []].append(index) }
        else { universal.append(index) }
    }

    /// What the matching rules declare, by specificity then order, with the
    /// `style` attribute last.
    package func declarations(for element: Element) -> CSSDeclarations {
        var candidates = universal
        // Each index looked at only when it has rules: this runs for every
        // element, and most pages' rules key on classes or tags alone.
        if !rules.isEmpty {
            if !byID.isEmpty, let id = element.attribute("id"), let list = byID[id] { candidates += list }
            if !byClass.isEmpty, let classes = element.attribute("class") {
                for name in classes.split(whereSeparator: CSSText.isSpace) {
                    if let list = byClass[String(name)] { candidates += list }
                }
            }
            if !byTag.isEmpty, let list = byTag[element.name] { candidates += list }
        }
        var result = CSSDeclarations()
        if candidates.count == 1 {
            let rule = rules[candidates[0]]
            if rule.selector.matches(element, in: matching) { result = result.overridden(by: rule.declarations) }
        } else if !candidates.isEmpty {
            let matched = Set(candidates).map { rules[$0] }.filter { $0.selector.matches(element, in: matching) }
                .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
            for rule in matched { result = result.overridden(by: rule.declarations) }
        }
        if let inline = element.attribute("style") {
            result = result.overridden(by: CSSDeclarations(parsing: Substring(inline)))
        }
        return result
    }
}
