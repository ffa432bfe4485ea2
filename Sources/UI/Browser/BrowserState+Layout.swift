import Render
import Turbo

/// The shown pages fitted to the screen: the status line's rows, a resize
/// or `#` laid out on the loop for a small page or on a worker for a big one
/// (`.relayoutPage`), and that worker's layout taken when it lands. Only the
/// page sessions and the screen's size take part.
extension BrowserState {
    /// A worker's layout of a shown page for a new size lands (`fitPages`):
    /// it is used if it is the one asked for last, for the screen as it is
    /// now. A parse of the page's own source takes the page's place if the
    /// page is still as it was (nothing typed, the document unchanged since);
    /// a layout of the page's document in place becomes the page's layout.
    package mutating func showRelaidOut(ticket: LayoutTicket, _ prepared: PreparedPage) {
        for stack in NavigationStackKind.allCases {
            guard let shown = stacks[stack].page, let pending = shown.pendingRelayout, pending.ticket == ticket else { continue }
            stacks[stack].changePage { $0.pendingRelayout = nil }
            let area = area(for: stack)
            guard let fresh = prepared.page, fresh.rendered.width == area.columns, fresh.numbered == numberLinks else { return }
            if pending.readsInPlace || pending.showsSource {
                guard shown.canRelayoutInPlace, shown.viewsSource == pending.showsSource else { return }
                stacks[stack].changePage { $0.adoptLayout(of: fresh) }
                // The field in use stays on screen, as after a resize laid out on the loop.
                if stack == activeStack { stacks[stack].scrollToShowFieldInUse(rows: area.rows) }
            } else {
                guard shown.canRelayoutAway, !shown.viewsSource else { return }
                stacks[stack].takeLayout(from: fresh)
            }
            stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
        }
    }

    /// A big page whose images are laid out otherwise than wanted (a size
    /// decoded, `i`): a worker lays it out again as after a resize, keeping
    /// the reader at the same text when it lands; not while a resize waits.
    package mutating func relayoutForImages(in stack: NavigationStackKind) -> [BrowserEffect] {
        guard relayoutAt == nil, stacks[stack].page?.awaitsImageLayout == true else { return [] }
        return relayoutAway(in: stack) ?? []
    }

    /// How a worker lays out `stack`'s next page, or its page again: the
    /// stack's `imageBases`, with the sizes decoded so far when the page is
    /// one still arriving (its next part, and the whole page, keep them).
    package func imagePlan(for stack: NavigationStackKind) -> ImageLayout? {
        if let page = stacks[stack].page, !page.isComplete, page.shownDocument != nil { return page.wantedImages }
        return imageBases[stack]
    }

    /// Every shown page's focus on screen or nowhere, after whatever moved
    /// its view (`PageSession.keepFocusShown`).
    package mutating func keepFocusShown() {
        for stack in NavigationStackKind.allCases {
            let rows = area(for: stack).rows
            stacks[stack].keepFocusShown(rows: rows)
        }
    }

    /// A long message takes rows from the page; the focus it would push
    /// off screen is scrolled back into view.
    package mutating func fitStatusLine() {
        let rows = StatusLineView(state: self).rows
        guard rows != chrome.statusRows else { return }
        let before = activeArea
        chrome.statusRows = rows
        guard let page = activePage, let focus = page.focus, let row = page.targets.row(of: focus),
              (page.scrollTop..<(page.scrollTop + before.rows)).contains(row) else { return }
        let shown = activeArea.rows
        stacks[activeStack].revealFocus(rows: shown)
    }

    /// Lays out the shown pages for their areas after a resize or `#`, and
    /// keeps their scroll positions in range. After a resize, the field in use
    /// (typed into, its list open) stays on screen: the reading position keeps the top text,
    /// and a shorter screen would cut the field off below.
    /// A big page as it was loaded (`PageView.isPristine`) is laid out on a
    /// worker instead (`.relayoutPage`): until it lands, the old layout stays
    /// on screen, clipped or narrower, and keys work on it.
    package mutating func fitPages() -> [BrowserEffect] {
        var resized = false
        var effects: [BrowserEffect] = []
        if let due = relayoutAt {
            guard now >= due else { return [] }
            relayoutAt = nil
            resized = true
        }
        for stack in NavigationStackKind.allCases where stacks[stack].page != nil {
            let area = area(for: stack)
            // A page still arriving is laid out for the new size by its worker.
            if let visit = stacks[stack].visit.pending, stacks[stack].arrivingPage(of: visit.entryID) != nil {
                stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
                continue
            }
            if let effect = relayoutAway(in: stack) {
                effects += effect
                continue
            }
            let numbered = numberLinks
            stacks[stack].changePage { page in
                page.fit(width: area.columns, numbered: numbered)
                page.clampScroll(visibleRows: area.rows)
            }
        }
        if resized {
            let rows = activeArea.rows
            stacks[activeStack].scrollToShowFieldInUse(rows: rows)
        }
        return effects
    }

    /// The worker's layout for `stack`'s page when it needs one for the
    /// screen as it is now and may have it: [] while the one asked for is on
    /// its way, nil when the page is laid out on the loop (a small one, or
    /// one still arriving). Its source (`\`, `viewsSource`) is wrapped on the
    /// worker from the text alone. A big page as loaded, with no field in use and no frames
    /// of its own to come, goes as its source, parsed anew on the worker: the
    /// loop goes on meanwhile as if nothing was asked. Any other big page
    /// (changed by a stream, a frame or a morph, typed into) lends the worker
    /// its document (`LentPage`), and what could change it waits until the
    /// layout is back (`DocumentReads`); one such read at a time per page.
    private mutating func relayoutAway(in stack: NavigationStackKind) -> [BrowserEffect]? {
        guard let page = stacks[stack].page, page.canRelayoutInPlace else { return nil }
        let area = area(for: stack)
        let (width, numbered, source) = (area.columns, numberLinks, page.viewsSource)
        guard page.rendered.width != width || page.numbered != numbered || page.showingSource != source || page.awaitsImageLayout
        else { return [] }
        stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
        let fromSource = !source && page.canRelayoutAway && stacks[stack].fieldInUse == nil
            && stacks[stack].lazyFrames.isEmpty && stacks[stack].frameLoads.isEmpty
        if let pending = page.pendingRelayout {
            // A read in place is waited for: the one for the screen as it is now follows it.
            if pending.readsInPlace { return [] }
            // One for this size with older image sizes is waited for too: the next asks with all of them.
            if pending.width == width, pending.numbered == numbered, pending.showsSource == source, source || fromSource { return [] }
        }
        let ticket: LayoutTicket = tickets.next()
        let job = source ? page.sourceRelayout(ticket: ticket, stack: stack, width: width, numbered: numbered)
            : fromSource ? page.relayoutPreparation(ticket: ticket, stack: stack, width: width, numbered: numbered)
            : page.inPlaceRelayout(ticket: ticket, stack: stack, width: width, numbered: numbered)
        guard let job else { return nil }
        let reads = job.lent != nil
        if reads { documentReads.begin(ticket) }
        stacks[stack].changePage { $0.pendingRelayout = PendingRelayout(ticket: ticket, width: width, numbered: numbered,
                                                                    readsInPlace: reads, showsSource: source) }
        return [.relayoutPage(job)]
    }
}
