/// Line-drawing characters for table borders, chosen by which of the four
/// directions a junction connects; ASCII when the terminal is not UTF-8.
package struct BoxDrawing {
    package let unicode: Bool

    package var horizontal: String { unicode ? "─" : "-" }
    package var vertical: String { unicode ? "│" : "|" }

    package func junction(up: Bool, down: Bool, left: Bool, right: Bool) -> String {
        let vertical = up || down
        let horizontal = left || right
        guard unicode else {
            if vertical && horizontal { return "+" }
            return vertical ? "|" : (horizontal ? "-" : " ")
        }
        switch (up, down, left, right) {
        case (false, false, false, false): return " "
        case (true, true, true, true): return "┼"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        default: return vertical ? "│" : "─"
        }
    }
}
