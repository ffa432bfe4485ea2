/// Simple selectors written together with no space, all of which must hold
/// for one element: `p.note[data-x]#id:first-child`. Tested cheapest first:
/// the type, ids and classes before attributes and pseudo-classes.
package struct CompoundSelector: Hashable, Sendable {
    /// Lowercase tag name; nil for `*` or when none is written. What a style
    /// sheet indexes its rules by (HTML elements have lowercase names).
    package var tag: String?
    /// The tag as written: elements outside the HTML namespace (SVG's
    /// `foreignObject`) compare with it case-sensitively (HTML, "case-sensitivity
    /// of selectors").
    package var tagAsWritten: String?
    package var ids: [String] = []
    package var classes: [String] = []
    package var attributes: [AttributeCondition] = []
    package var pseudoClasses: [PseudoClass] = []

    package init() {}

    package var isEmpty: Bool {
        tag == nil && ids.isEmpty && classes.isEmpty && attributes.isEmpty && pseudoClasses.isEmpty
    }

    package var specificity: ComplexSelector.Specificity {
        pseudoClasses.reduce(ComplexSelector.Specificity(ids: ids.count, classes: classes.count + attributes.count,
                                                          types: tag == nil ? 0 : 1)) { $0 + $1.specificity }
    }

    var readsBeyondAncestors: Bool { pseudoClasses.contains(where: \.readsBeyondAncestors) }

    func matches(_ element: Element, _ matching: SelectorMatching) -> Bool {
        matching.countCompoundTest()
        if let tag, let tagAsWritten {
            guard element.name == (element.namespace == .html ? tag : tagAsWritten) else { return false }
        }
        if !ids.isEmpty || !classes.isEmpty {
            // Quirks-mode pages compare ids and classes ignoring ASCII case (Selectors 4, 6.6 and 6.7).
            let quirks = matching.isQuirks(element)
            for id in ids {
                guard let actual = element.attribute("id"), Self.same(actual, id, ignoringCase: quirks) else { return false }
            }
            if !classes.isEmpty {
                guard let list = element.attribute("class") else { return false }
                for name in classes where !ClassList.contains(name, in: list, ignoringCase: quirks) { return false }
            }
        }
        return attributes.allSatisfy { $0.matches(element) } && pseudoClasses.allSatisfy { $0.matches(element, matching) }
    }

    private static func same(_ actual: String, _ expected: String, ignoringCase: Bool) -> Bool {
        ignoringCase ? ASCIICase.equal(actual, expected) : actual == expected
    }
}
