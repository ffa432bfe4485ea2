import Foundation

/// Content that a browser would not show: the `hidden` attribute, an inline
/// `display: none`, and `aria-hidden` decoration that carries no text.
enum HiddenContent {
    static func isHidden(_ element: Element) -> Bool {
        isHidden(element, traits: ElementTraits.of(element.name))
    }

    static func isHidden(_ element: Element, traits: ElementTraits) -> Bool {
        if traits.kind.contains(.hidden) { return true }
        if element.name == "input", element.attribute("type")?.lowercased() == "hidden" { return true }
        if element.hasAttribute("hidden") { return true }
        if let style = element.attribute("style"), declaresDisplayNone(style) { return true }
        if element.attribute("aria-hidden")?.lowercased() == "true",
           element.textContent.allSatisfy({ $0.isWhitespace }) {
            return true
        }
        return false
    }

    static func declaresDisplayNone(_ style: String) -> Bool {
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let property = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts[1].lowercased().replacingOccurrences(of: "!important", with: "")
                .trimmingCharacters(in: .whitespaces)
            if property == "display" && value == "none" { return true }
        }
        return false
    }
}
