/// A key the user pressed, as the browser understands it.
package enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, given as the lowercase letter.
    case control(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, pageUp, pageDown, home, end
    case function(Int)
}
