import Turbo
/// Frame promotion in the browser (turbo-wire Fr5, docs/turbo-drive.md): once a
/// frame navigation with `data-turbo-action` has filled its frame, the page
/// on screen takes the frame's URL and history follows, with no request.
package enum PagePromotion {
    /// The filled frame moves the page (turbo-wire Fr5): on an advance, the
    /// page as it was when the navigation began goes to the snapshot cache
    /// under the old URL; the navigator gives the shown page its new entry.
    package static func promote(_ promotion: FramePromotion, leaving before: PageView?,
                          in stack: NavigationStackKind, on browser: inout Browser) -> [BrowserEffect] {
        guard let shown = browser.state.stacks[stack].page else { return [] }
        if promotion.action == .advance, let before {
            browser.state.stacks[stack].snapshots.store(before.forCache(), scroll: ScrollPosition(topRow: before.scrollTop),
                                                for: shown.url, control: shown.cacheControl)
        }
        return browser.navigate { $0.promote(to: promotion.url, action: promotion.action, in: stack) }
    }

    /// What back will show after an advance: a copy of the page as it is now
    /// (a second layout of it, so only when the cache would keep it).
    package static func pageBeforePromotion(_ action: VisitAction, in stack: NavigationStackKind, on browser: Browser) -> PageView? {
        guard action == .advance, let page = browser.state.stacks[stack].page, page.cacheControl != .noCache else { return nil }
        return page.detachedCopy()
    }

    /// The shown page stands for another entry now; its frame loads in flight stay with it.
    package static func adopt(_ entry: PageEntry, in stack: NavigationStackKind, on browser: inout Browser) {
        browser.state.stacks[stack].page?.entryID = entry.id
        browser.state.stacks[stack].page?.url = entry.url
        browser.state.stacks[stack].page?.titleOverride = entry.properties.title
    }
}
