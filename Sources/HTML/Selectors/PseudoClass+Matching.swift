extension PseudoClass {
    func matches(_ element: Element, _ matching: SelectorMatching) -> Bool {
        switch self {
        case .not(let list): return !list.contains { $0.matches(element, in: matching) }
        case .isAny(let list), .whereAny(let list): return list.contains { $0.matches(element, in: matching) }
        case .has(let relatives): return relatives.contains { $0.matches(anchor: element, matching) }
        case .nthChild(let pattern, let filter, let fromEnd):
            let place: SiblingPositions.Place
            if let filter {
                guard let found = matching.positions.place(of: element, among: filter, matching) else { return false }
                place = found
            } else {
                place = matching.positions.place(of: element)
            }
            return pattern.matches(position: fromEnd ? place.count - place.position + 1 : place.position)
        case .nthOfType(let pattern, let fromEnd):
            let place = matching.positions.place(of: element)
            return pattern.matches(position: fromEnd ? place.countOfType - place.positionOfType + 1 : place.positionOfType)
        case .onlyChild: return element.previousElementSibling == nil && element.nextElementSibling == nil
        case .onlyOfType: return matching.positions.place(of: element).countOfType == 1
        case .root: return element.parent is Document
        case .empty: return Self.isEmpty(element)
        case .scope:
            if let scope = matching.context.scopeElement { return element === scope }
            return element.parent is Document
        case .defined: return !CustomElementName.isUndefined(element)
        case .link: return element.namespace == .html && (element.name == "a" || element.name == "area") && element.hasAttribute("href")
        case .target: return matching.targetElement(for: element) === element
        case .lang(let ranges):
            guard let language = LanguageRange.language(of: element, matching) else { return false }
            return ranges.contains { LanguageRange.matches(language, range: $0) }
        case .dir(let direction): return Directionality.of(element, matching.context) == direction
        case .form(let state): return state.matches(element, matching)
        case .relativeAnchor: return matching.anchors.last === element
        }
    }

    /// Comments and white space do not count (Selectors 4, 14.2); a
    /// template's contents are not its children in the DOM.
    private static func isEmpty(_ element: Element) -> Bool {
        guard element.name != "template" else { return true }
        for child in element.childNodes {
            if child is Element { return false }
            if let text = child as? TextNode, text.text.contains(where: { !$0.isHTMLWhitespace }) { return false }
        }
        return true
    }
}
