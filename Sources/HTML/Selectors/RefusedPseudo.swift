/// Pseudo-elements and pseudo-classes the parser refuses, and why: a static
/// document shown as text has no generated boxes to select and no pointer,
/// focus or history for states to follow. Matching them as "never" would
/// hide a rule's mistake (`a:hover` for `a`), so each is an error that names it.
enum RefusedPseudo {
    /// Those CSS 2 wrote with one colon, which still parse as pseudo-elements.
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    static let dynamicStates: [String: String] = [
        "hover": "the pointer", "active": "the pointer", "focus": "the focus", "focus-visible": "the focus",
        "focus-within": "the focus", "visited": "the browsing history", "target-within": "the URL's fragment as it changes",
        "user-valid": "the user's edits", "user-invalid": "the user's edits", "autofill": "the browser's autofill",
        "playing": "media playback", "paused": "media playback", "current": "media playback", "past": "media playback",
        "future": "media playback", "fullscreen": "the window", "modal": "script", "popover-open": "script",
        "open": "script", "picture-in-picture": "the window",
    ]

    static func pseudoElement(_ name: String) -> String {
        "the pseudo-element \"::\(name)\" is not supported: it selects part of an element's rendering, not an element"
    }

    static func legacyPseudoElement(_ name: String) -> String {
        "\":\(name)\" is the old spelling of the pseudo-element \"::\(name)\", which is not supported: it selects part of an element's rendering, not an element"
    }

    static func dynamicState(_ name: String, followedThing: String) -> String {
        "the pseudo-class \":\(name)\" is not supported: it follows \(followedThing), which a static document does not have"
    }
}
