/// The screens of the main and the modal stack. Tabs (issue 19) would each
/// hold one of these beside their own `Navigator`.
struct StackScreens {
    private var main = StackScreen()
    private var modal = StackScreen()

    subscript(stack: NavigationStackKind) -> StackScreen {
        get { stack == .main ? main : modal }
        set {
            if stack == .main { main = newValue } else { modal = newValue }
        }
    }

    var pages: [PageView] { [main.page, modal.page].compactMap { $0 } }

    var frameLoadCount: Int { main.frameLoads.count + modal.frameLoads.count }

    /// Takes the frame request `ticket` off the screen that made it.
    mutating func takeFrameLoad(_ ticket: Int) -> (NavigationStackKind, PendingFrameLoad)? {
        for stack in NavigationStackKind.allCases {
            if let load = self[stack].frameLoads.removeValue(forKey: ticket) { return (stack, load) }
        }
        return nil
    }
}
