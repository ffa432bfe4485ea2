import FoundationEssentials
import HTML
import Net
import Turbo

/// The session puts a visit's answer on its stack: the page built (or the
/// worker's taken), the shown page's permanent elements carried in, the
/// reader's place in the part shown so far kept, the focus on an autofocus field.
extension PageSession {
    /// The page shown for `entry` while its answer arrives, if any.
    package func arrivingPage(of entry: PageEntry.ID) -> PageView? {
        guard let page, !page.isComplete, page.entryID == entry else { return nil }
        return page
    }

    /// Puts a later part, or the whole page, of an answer in place of the
    /// part shown so far (`earlier`): what was typed there, and the field in
    /// use, go with it (`ArrivingFields`). True when a path being typed for a file field was dropped (`place`).
    package mutating func placeArriving(_ page: PageView, after earlier: PageView?) -> Bool {
        guard let earlier else { return place(page) }
        var page = page
        let fields = ArrivingFields(from: earlier, to: page)
        fields.carryValues(into: &page)
        let inUse = fields.carry(fieldInUse)
        let dropped = place(page)
        fieldInUse = inUse
        return dropped
    }

    /// What showing an answer did, for the status line and the navigator.
    package struct ShownAnswer {
        package let title: String
        package let notice: String?
        /// The reader had moved in the part shown so far, and stays there (no anchor, no jump to the focus).
        package let keptReadersPlace: Bool
        package let droppedPath: Bool
        package let endedFieldInUse: Bool
    }

    /// Shows `prepared` for `entry` (a worker's page or one laid out here
    /// for `width`), at `scroll` (nil: the top, or where the reader went in
    /// the part shown so far). A refresh of a page that says
    /// `turbo-refresh-scroll` preserve keeps the place, morphed or not (Turbo
    /// 8); a `refresh` stream's `scroll="reset"` sends it to the top although
    /// a reload would keep it (R3).
    package mutating func show(_ prepared: PreparedPage, for entry: PageEntry, scroll: ScrollPosition?, refresh: Bool,
                               overrides: PageRefreshOverrides, title: String?, width: Int, numbered: Bool, rows: Int) -> ShownAnswer {
        let response = prepared.response
        let document = prepared.document
        let preserved = refresh && PageRefreshSettings(document, overriddenBy: overrides).preservesScroll
            ? page.map { ScrollPosition(topRow: $0.scrollTop) } : nil
        let scroll = refresh && overrides.preservesScroll == false ? nil : scroll ?? preserved
        // The page shown while this answer arrived (`ArrivalPolicy`: never over permanent elements).
        let arriving = arrivingPage(of: entry.id)
        let (carried, ended) = arriving == nil ? carryPermanentElements(into: document, rows: rows) : ([], false)
        var fresh = prepared.page ?? PageView(url: response.url, status: response.status,
                                              content: .document(document, source: prepared.source), width: width, numbered: numbered)
        fresh.responseHeaders = response.http.headers
        // The images fetched and drawn for the parts shown stay with the page.
        if let arriving { fresh.images = arriving.images }
        // A worker laid the page out before the shown page's permanent elements came in.
        if prepared.page != nil, prepared.hasPermanentElements, arriving == nil, page?.shownDocument != nil {
            fresh.documentDidChange()
        }
        for (element, value) in carried { fresh.set(value, for: element) }
        // A big page a worker prepared is laid out on a worker after a resize too: from a parse of its
        // own source while it stays as loaded, else reading its document in place.
        if prepared.page != nil, response.contentType?.isHTML ?? true {
            fresh.markBig(pristine: !prepared.hasLiveSources && carried.isEmpty)
            // The reader went from the part's source to its page (or back) as the worker finished: a worker follows.
            if let arriving, arriving.showingSource != fresh.showingSource { fresh.wantsSource = arriving.showingSource }
        }
        fresh.entryID = entry.id
        fresh.titleOverride = title
        fresh.scrollTop = scroll?.topRow ?? 0
        // Nothing is focused after a load, unless a field asks for it.
        fresh.focus = fresh.autofocusField.map(FocusTarget.field)
        // Where the reader went in the part shown so far stays, without a jump.
        let moved = arriving.map { $0.scrollTop > 0 || $0.focus != nil } ?? false
        if moved, let arriving { fresh.continueReading(from: arriving) }
        let dropped = placeArriving(fresh, after: arriving)
        let kept = scroll != nil || moved
        if !kept { revealFocus(rows: rows) }
        return ShownAnswer(title: fresh.rendered.title, notice: fresh.rendered.notices.first, keptReadersPlace: kept,
                           droppedPath: dropped, endedFieldInUse: ended)
    }

    /// A part of `visit`'s answer (issue 21) in place of the page before, or
    /// of the last part, with the reader kept at the same text. With a
    /// `width` (and `numbered`), only a part laid out for the screen as it is
    /// now is shown, as the page or its source as the reader looks at the
    /// part before, and not one that asks for a full reload
    /// (`turbo-visit-control`); without, what came is shown whatever (the
    /// answer broke off). Nothing that needs the whole page runs for it: no
    /// frames, live sources, autofocus, anchor, permanent elements or
    /// snapshot (`PageView.isComplete`). True when a path being typed for a file field was dropped.
    package mutating func showPart(_ prepared: PreparedPage, of visit: PendingVisit, title: String?, width: Int?, numbered: Bool?) -> Bool {
        guard var part = prepared.page else { return false }
        let earlier = arrivingPage(of: visit.entryID)
        if let width {
            guard part.rendered.width == width, part.numbered == numbered, !prepared.requiresReload,
                  part.showingSource == (earlier?.showingSource ?? false) else { return false }
        }
        part.phase = .arriving
        part.entryID = visit.entryID
        part.titleOverride = title
        if let earlier {
            part.images = earlier.images
            part.continueReading(from: earlier)
        }
        return placeArriving(part, after: earlier)
    }

    /// What a failed visit left on screen (`showFailure`).
    package enum FailureShown: Equatable {
        /// The last copy of its page, marked stale (Android's `HotwireWebFragmentDelegate`).
        case staleCopy
        /// An error page for it, which `r` retries.
        case errorPage
    }

    /// A visit that failed on the network: the last copy of its page stays,
    /// marked stale, else an error page takes the stack.
    package mutating func showFailure(_ failure: VisitFailure, of visit: PendingVisit, width: Int, numbered: Bool,
                                      offersBack: Bool = true) -> FailureShown {
        if showStaleCopy(for: visit, because: failure.error.description) { return .staleCopy }
        var errorPage = PageView(url: failure.url, status: nil, content: .failure(failure, offersBack: offersBack), width: width, numbered: numbered)
        errorPage.entryID = visit.entryID
        _ = place(errorPage)
        return .errorPage
    }
}
