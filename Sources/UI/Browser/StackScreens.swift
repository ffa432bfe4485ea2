import Turbo
/// The screens of the main and the modal stack. Tabs (issue 19) would each
/// hold one of these beside their own `Navigator`.
package struct StackScreens {
    private var main = StackScreen()
    private var modal = StackScreen()

    package subscript(stack: NavigationStackKind) -> StackScreen {
        get { stack == .main ? main : modal }
        set {
            if stack == .main { main = newValue } else { modal = newValue }
        }
    }

    package var pages: [PageView] { [main.page, modal.page].compactMap { $0 } }

    package var frameLoadCount: Int { main.frameLoads.count + modal.frameLoads.count }

    /// Takes the frame request `ticket` off the screen that made it.
    package mutating func takeFrameLoad(_ ticket: Int) -> (NavigationStackKind, PendingFrameLoad)? {
        for stack in NavigationStackKind.allCases {
            if let load = self[stack].frameLoads.removeValue(forKey: ticket) { return (stack, load) }
        }
        return nil
    }
}
