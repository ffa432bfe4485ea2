/// Which elements `:defined` leaves out. A page's own elements are defined
/// by script (`customElements.define`), which does not run here, so an
/// HTML element whose name is a valid custom element name, or that asks to
/// be a customized built-in with `is`, stays undefined (HTML, 4.13.3).
enum CustomElementName {
    private static let reserved: Set<String> = [
        "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri",
        "font-face-format", "font-face-name", "missing-glyph",
    ]

    static func isUndefined(_ element: Element) -> Bool {
        element.namespace == .html && (isValid(element.name) || element.hasAttribute("is"))
    }

    /// Starts with an ASCII lowercase letter, has a `-`, no ASCII uppercase, not reserved.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.contains("-") else { return false }
        return !name.unicodeScalars.contains { ("A"..."Z").contains($0) } && !reserved.contains(name)
    }
}
