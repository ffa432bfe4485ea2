import HTML

/// The select an `<option>` is an option of: its parent, or its optgroup's
/// parent; nil for a datalist's option or one standing alone.
enum OptionSelect {
    static func of(_ option: Element) -> Element? {
        var node = option.parent as? Element
        if node?.name == "optgroup" { node = node?.parent as? Element }
        return node?.name == "select" ? node : nil
    }
}
