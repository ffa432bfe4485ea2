import FoundationEssentials
import HTML

/// Content that a browser would not show: the `hidden` attribute, an inline
/// `display: none`, and `aria-hidden` decoration that carries no text.
package enum HiddenContent {
    /// What the layout asks of every element's attributes, from one pass
    /// over them: whether they hide it, and whether it has a `style` (whose
    /// declarations the layout then reads).
    package enum Visibility {
        case hidden, shown, shownWithStyle

        package var hasStyle: Bool {
            if case .shownWithStyle = self { return true }
            return false
        }
    }

    package static func isHidden(_ element: Element) -> Bool {
        isHidden(element, traits: ElementTraits.of(element))
    }

    package static func isHidden(_ element: Element, traits: ElementTraits) -> Bool {
        if case .hidden = visibility(of: element, traits: traits) { return true }
        return false
    }

    package static func visibility(of element: Element, traits: ElementTraits) -> Visibility {
        if traits.kind.contains(.hidden) { return .hidden }
        // A dialog is shown only while open (HTML's UA style sheet: dialog:not([open]) { display: none }).
        // Tags matched as patterns: `==` on a `TagName` is a generic call from this module.
        if case .dialog = element.tag, !element.hasAttribute("open") { return .hidden }
        // None of the attributes below (the names `Element.mayHideOrStyle` knows): nothing to
        // look through (nearly every element).
        guard element.mayHideOrStyle else { return .shown }
        // One pass over the attributes (a parsed element has each name once),
        // not a search of them per question: this runs for every element.
        var hasStyle = false
        for attribute in element.attributes {
            switch attribute.name.utf8.count {
            case 4 where attribute.name == "type":
                if element.name == "input", attribute.value.lowercased() == "hidden" { return .hidden }
            case 5 where attribute.name == "style":
                if declaresDisplayNone(attribute.value) { return .hidden }
                hasStyle = true
            case 6 where attribute.name == "hidden":
                return .hidden
            case 11 where attribute.name == "aria-hidden":
                if attribute.value.lowercased() == "true", element.textContent.allSatisfy({ $0.isWhitespace }) {
                    return .hidden
                }
            default:
                break
            }
        }
        return hasStyle ? .shownWithStyle : .shown
    }

    package static func declaresDisplayNone(_ style: String) -> Bool {
        // Only a property that reads `display` once lowercased and trimmed
        // can say it, and only ASCII letters lowercase to those: a style
        // without them is not split into declarations (every `style` of a
        // page of inline SVG was, 5% of its dump).
        var bytes = style
        guard bytes.withUTF8({ CSSText.containsAny(of: displayWord, ignoringASCIICaseIn: $0) }) else { return false }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let property = parts[0].trimmingSpaces().lowercased()
            let value = parts[1].lowercased().replacingAll("!important", with: "")
                .trimmingSpaces()
            if property == "display" && value == "none" { return true }
        }
        return false
    }

    private static let displayWord = [Array("display".utf8)]
}
