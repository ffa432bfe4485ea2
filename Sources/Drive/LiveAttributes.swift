import HTML
import Turbo
import UI

/// A form control's attributes as the user left it, for a snapshot: a text
/// field's `value` is what was typed, a box's `checked` and an option's
/// `selected` say what is ticked and chosen now. Other elements keep
/// their attributes.
struct LiveAttributes {
    /// The attributes of the markup that the live ones stand in for.
    private var replaced: Set<String> = []
    /// Written after the markup's own.
    private(set) var added: [(String, String)] = []

    /// `chosen`: the options the selects met so far have chosen now.
    init(_ element: Element, live: LiveSelectorContext, chosen: Set<ObjectIdentifier>) {
        switch element.name {
        case "input":
            switch (element.attribute("type") ?? "text").lowercased() {
            case "checkbox", "radio":
                replaced = ["checked"]
                if live.isChecked(element) { added = [("checked", "checked")] }
            case "file", "submit", "image", "reset", "button", "hidden":
                break
            default:
                replaced = ["value"]
                let value = live.value(of: element)
                if !value.isEmpty || element.hasAttribute("value") { added = [("value", value)] }
            }
        case "option":
            guard OptionSelect.of(element) != nil else { return }
            replaced = ["selected"]
            if chosen.contains(ObjectIdentifier(element)) { added = [("selected", "selected")] }
        default:
            break
        }
    }

    func replaces(_ name: String) -> Bool { replaced.contains(name) }
}
