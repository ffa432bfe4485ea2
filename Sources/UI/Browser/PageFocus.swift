import Turbo
/// Focus and scrolling on the active page.
package enum PageFocus {
    /// Tab and Shift-Tab go through every target in document order; Down and
    /// Up only to targets on screen, and scroll a line when there is none.
    package static func moveFocus(forward: Bool, onScreenOnly: Bool, in browser: inout Browser) {
        guard let page = browser.state.activePage else { return }
        let area = browser.state.activeArea
        let visible = page.scrollTop..<(page.scrollTop + area.rows)
        let targets = page.targets
        var candidate: FocusTarget?
        if let position = targets.position(of: page.focus) {
            let next = forward ? position + 1 : position - 1
            candidate = targets.order.indices.contains(next) ? targets.order[next] : nil
        } else {
            candidate = forward ? targets.first(atOrAfter: page.scrollTop) : targets.last(before: visible.upperBound)
        }
        if onScreenOnly, let target = candidate, let row = targets.row(of: target), !visible.contains(row) {
            candidate = nil
        }
        guard let target = candidate else {
            if onScreenOnly { scroll(by: forward ? 1 : -1, in: &browser) }
            return
        }
        focus(target, in: &browser)
    }

    /// The reader focuses a link or field: it is scrolled into view, and a
    /// link kept focused is prefetched (`LinkPrefetcher`) as under a pointer.
    package static func focus(_ target: FocusTarget, in browser: inout Browser) {
        guard let page = browser.state.activePage else { return }
        browser.state.activePage?.focus = target
        browser.state.prefetcher.readerMovedTheFocus()
        if let row = page.targets.row(of: target) { scrollToShow(row: row, in: &browser) }
    }

    /// Enter: follows the focused link or uses the focused field.
    package static func followFocus(in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, let focus = page.focus else { return [] }
        switch focus {
        case .link(let link): return follow(link: link, on: page, in: &browser)
        case .field(let field): return FieldActivation.activate(field: field, in: &browser)
        }
    }

    package static func follow(link: Int, on page: PageView, in browser: inout Browser) -> [BrowserEffect] {
        let target = page.rendered.links[link]
        // A click focuses the link it follows: that is no pointer resting on it.
        browser.state.prefetcher.linkFollowed()
        guard let url = target.url else {
            browser.state.message = .error("Not a valid link: \(target.href)")
            return []
        }
        // HTML's `download` attribute: the link is a file to save, not a page to visit.
        if target.element.hasAttribute("download") { return browser.offerFile(url, because: "A file to download") }
        if let submission = MethodLink.submission(for: target.element, pageURL: page.url) {
            return SubmitFlow.prepare(submission, submitter: nil, in: &browser)
        }
        if let effects = FrameLoads.navigateFrame(from: target.element, to: url, on: page, in: &browser) { return effects }
        // `data-turbo-action="replace"` on the link: the visit takes the shown page's place in history.
        return browser.propose(url, action: TurboAttribute.visitAction(on: [target.element]) ?? .advance)
    }

    package static func followNumber(_ number: Int, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, let link = page.rendered.links.firstIndex(where: { $0.number == number }) else {
            browser.state.message = .error("No link number \(number) on this page")
            return []
        }
        browser.state.activePage?.focusedLink = link
        return follow(link: link, on: page, in: &browser)
    }

    package static func scroll(by rows: Int, in browser: inout Browser) {
        guard let page = browser.state.activePage else { return }
        let visibleRows = browser.state.activeArea.rows
        browser.state.activePage?.scrollTop = max(0, min(page.scrollTop + rows, page.lines.count - visibleRows))
    }

    /// Scrolls the page in `stack` so that its focused link or field is in
    /// view: a page answered again after a 422, or opened in a small modal,
    /// kept the focus off screen, where typing went unseen.
    package static func revealFocus(in stack: NavigationStackKind, on browser: inout Browser) {
        guard let page = browser.state.stacks[stack].page, let focus = page.focus, let row = page.targets.row(of: focus) else { return }
        let rows = browser.state.area(for: stack).rows
        if row < page.scrollTop {
            browser.state.stacks[stack].page?.scrollTop = row
        } else if row >= page.scrollTop + rows {
            browser.state.stacks[stack].page?.scrollTop = row - rows + 1
        }
    }

    package static func scrollToShow(row: Int, in browser: inout Browser) {
        guard let page = browser.state.activePage else { return }
        let rows = browser.state.activeArea.rows
        if row < page.scrollTop {
            browser.state.activePage?.scrollTop = row
        } else if row >= page.scrollTop + rows {
            browser.state.activePage?.scrollTop = row - rows + 1
        }
    }
}
