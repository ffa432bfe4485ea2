/// One stack of pages with its forward list, as a browser keeps it. Pages
/// left behind keep their layout and scroll position, so back and forward
/// restore them without a request (Turbo's restore visits).
///
/// This is the minimal stand-in for the navigator's stacks: `push`,
/// `replace`, `goBack` and `goForward` are all the UI asks of it.
struct HistoryStack {
    private(set) var back: [PageView] = []
    var current: PageView?
    private(set) var forward: [PageView] = []

    init(current: PageView? = nil) {
        self.current = current
    }

    var isEmpty: Bool { current == nil }
    var canGoBack: Bool { !back.isEmpty }
    var canGoForward: Bool { !forward.isEmpty }

    mutating func push(_ page: PageView) {
        if let current { back.append(current) }
        current = page
        forward.removeAll()
    }

    mutating func replace(with page: PageView) {
        current = page
    }

    mutating func goBack() -> Bool {
        guard let previous = back.popLast() else { return false }
        if let current { forward.append(current) }
        current = previous
        return true
    }

    mutating func goForward() -> Bool {
        guard let next = forward.popLast() else { return false }
        if let current { back.append(current) }
        current = next
        return true
    }
}
