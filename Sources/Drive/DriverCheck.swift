import FoundationEssentials
import UI

/// One `expect`, checked against what is shown once the page has settled.
/// A failure says what was there instead.
package struct DriverCheck {
    package let state: BrowserState
    /// `state.last_visit.action` as the driver reports it (it knows which loads were full).
    package let lastAction: String?
    /// The rows drawn now, for `screen`.
    package let screenRows: [String]

    package init(_ state: BrowserState, lastAction: String? = nil, screenRows: [String] = []) {
        self.state = state
        self.lastAction = lastAction
        self.screenRows = screenRows
    }

    package func verify(_ expectation: DriverExpectation) throws(DriverError) {
        if case .modal(let wanted) = expectation {
            let shown = state.modal != nil
            guard shown != wanted else { return }
            if wanted { throw DriverError("Expected a modal, but none is shown (the page is \(shownURL)).") }
            throw DriverError("Expected no modal, but one shows \(shownURL).")
        }
        if case .tabCount(let wanted) = expectation {
            guard state.tabs.count != wanted else { return }
            throw DriverError("Expected \(wanted) tabs, but \(state.tabs.count) are open.")
        }
        if case .screen(let text) = expectation {
            let shown = DriverPage.normalized(screenRows.joined(separator: "\n"))
            guard !shown.contains(DriverPage.normalized(text)) else { return }
            throw DriverError("Expected the screen to show \"\(text)\", but it does not (it begins: \"\(Self.excerpt(shown))\").")
        }
        if case .action(let wanted) = expectation {
            guard lastAction != wanted else { return }
            throw DriverError("Expected the visit action \(wanted), but it is \(lastAction ?? "none (no visit yet)").")
        }
        guard let view = state.activePage else { throw DriverError("Expected a page, but none is shown yet.") }
        switch expectation {
        case .url(let text):
            let wanted = URL(address: text, relativeTo: view.url)?.absoluteString ?? text
            guard view.url.absoluteString != wanted else { return }
            throw DriverError("Expected the URL \(wanted), but it is \(view.url.absoluteString).")
        case .path(let wanted):
            // The query counts only when the expected path gives one.
            // `path(percentEncoded:)` keeps a trailing slash, which `path` drops (/root/ is not /root).
            let path = view.url.path(percentEncoded: false)
            var actual = path.isEmpty ? "/" : path
            if wanted.contains("?") { actual += "?" + (view.url.query ?? "") }
            guard actual != wanted else { return }
            throw DriverError("Expected the path \(wanted), but it is \(actual).")
        case .title(let wanted):
            guard view.title != wanted else { return }
            throw DriverError("Expected the title \"\(wanted)\", but it is \"\(view.title)\".")
        case .text(let text):
            let shown = DriverPage.normalized(view.rendered.text)
            guard !shown.contains(DriverPage.normalized(text)) else { return }
            throw DriverError("Expected the text \"\(text)\", but the page does not show it (it begins: \"\(Self.excerpt(shown))\").")
        case .noText(let text):
            let shown = DriverPage.normalized(view.rendered.text)
            let wanted = DriverPage.normalized(text)
            guard let range = shown.literalRange(of: wanted) else { return }
            let line = view.rendered.lines.first { DriverPage.normalized($0.text).contains(wanted) }?.text
            let context = line.map { DriverPage.normalized($0) } ?? String(shown[range])
            throw DriverError("Expected no \"\(text)\", but the page shows it: \"\(Self.excerpt(context))\".")
        case .selector(let text):
            let selector = try PageSelector(text)
            guard try DriverPage(state).matches(selector).isEmpty else { return }
            throw DriverError("Expected an element matching \"\(text)\", but none is on the page (\(view.url.absoluteString)).")
        case .noSelector(let text):
            let selector = try PageSelector(text)
            let matches = try DriverPage(state).matches(selector)
            guard !matches.isEmpty else { return }
            throw DriverError("Expected no element matching \"\(text)\", but \(matches.count) are on the page (\(view.url.absoluteString)).")
        case .status(let wanted):
            guard view.status != wanted else { return }
            throw DriverError("Expected the status \(wanted), but it is \(view.status.map(String.init) ?? "none (an error view)").")
        case .modal, .tabCount, .action, .screen:
            return
        }
    }

    private var shownURL: String { state.activePage?.url.absoluteString ?? "not loaded yet" }

    private static func excerpt(_ text: String) -> String {
        text.count <= 120 ? text : String(text.prefix(120)) + "…"
    }
}
