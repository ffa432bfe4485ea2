import Turbo

/// The mouse's owner: the button held down and on what (`MousePress`).
/// A click is a press and a release on the same target of the same page;
/// the wheel scrolls. What a click acts on is the browser's to route.
package struct MouseClicks {
    package enum Outcome: Equatable {
        case scroll(by: Int)
        case click(MousePress.Target)
        case nothing
    }

    package private(set) var held: MousePress?

    package init() {}

    /// `target`: what the event lands on now (`InputRouter.target(ofClickAt:)`); `stack` and `entryID`: the page shown.
    package mutating func handle(_ action: MouseEvent.Action, on target: MousePress.Target?,
                                 stack: NavigationStackKind, entryID: PageEntry.ID?) -> Outcome {
        switch action {
        case .scrollUp: return .scroll(by: -3)
        case .scrollDown: return .scroll(by: 3)
        case .press:
            held = target.map { MousePress(target: $0, stack: stack, entryID: entryID) }
            return .nothing
        case .release:
            guard let target else {
                held = nil
                return .nothing
            }
            // ncurses folds a press and a release read together (a quick tap)
            // into one release: that is a click where it lands.
            guard let press = held else { return .click(target) }
            held = nil
            guard press.stack == stack, press.entryID == entryID, target == press.target else { return .nothing }
            return .click(target)
        }
    }

    /// Leaving a tab lets go of what was held on its page.
    package mutating func letGo() {
        held = nil
    }
}
