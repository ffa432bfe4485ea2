import FoundationEssentials
import HTML
import Images
import Net
import Render
import Turbo

/// A page as the browser shows it: its content, its layout at the current
/// width, and where the reader is (scroll and focus). Kept whole in the
/// history, so back and forward need no request.
package struct PageView {
    package enum Content {
        case document(Document, source: PageSource)
        /// `offersBack`: the error view says `h: back` (there is a page to go back to).
        case failure(VisitFailure, offersBack: Bool = true)
    }

    /// Changes without a new document when a promoted frame navigation or a
    /// morph refresh gives the shown page another URL.
    package var url: URL
    package let status: Int?
    /// The answer's headers (`drive`'s `response`, Capybara's
    /// `response_headers`); none for an error view or a page made here.
    package var responseHeaders: [(name: String, value: String)] = []
    package let content: Content
    /// The shown document's layout, which changes to the document update in
    /// place; nil for an error page and while the source is shown.
    private var layout: IncrementalLayout?
    /// The page when there is no `layout`.
    private var fixedPage: RenderedPage
    private var walks = LayoutWalksMemo()
    private let prefetchSettingsMemo = PrefetchSettingsMemo()
    private var searchTextMemo = SearchTextMemo()
    /// What the last incremental change laid out again.
    package private(set) var lastUpdate: LayoutUpdate?
    package private(set) var numbered: Bool
    package private(set) var showingSource = false
    package var scrollTop = 0
    /// `m` and a letter: places in this page to come back to with `'`.
    package var marks: [Character: ReadingPosition] = [:]
    /// The mark `''` goes back to: where the reader was before the last jump.
    package static let jumpMark: Character = "'"
    /// A link or field; nil after a load (unless a field has `autofocus`).
    package var focus: FocusTarget? {
        didSet { if focus != oldValue { focusFollowedView = false } }
    }
    /// The focus is where the view's move put it (`PageSession.keepFocusShown`),
    /// not where the reader put it: Space scrolls on past a checkbox there
    /// rather than toggle one the reader never chose.
    package var focusFollowedView = false
    /// What the user typed or chose, by element; the DOM keeps the page's
    /// defaults. Kept with the page in the snapshot cache.
    package private(set) var values = FormValues()
    /// Typed data not sent yet: quitting asks first.
    package private(set) var hasUnsentInput = false
    /// The path configuration's `title` for this URL, if it gives one.
    package var titleOverride: String?
    /// The navigator's entry this page shows.
    package var entryID: PageEntry.ID?
    /// Set when this is the last copy of a page whose visit failed (the
    /// error, in words): the title bar says "[stale copy]" until a load of
    /// the page succeeds.
    package var staleBecause: String?
    /// Arriving, preloaded or complete (`PagePhase`).
    package var phase = PagePhase.complete
    /// Not a part of an answer still arriving or broken off.
    package var isComplete: Bool { phase != .arriving }
    /// Fetched for a `data-turbo-preload` link, never shown yet.
    package var isPreload: Bool { phase == .preloaded }
    /// Its `data-turbo-preload` links were sent (`LinkPreloader`), once it
    /// was shown whole. A new layout of the page keeps it; a page new on
    /// screen, and one restored from the snapshot cache (`forCache` drops
    /// it, as Turbo preloads on every render), reads its links again.
    package var preloadsSent = false
    /// Frames rendered since (a load's or a followed link's answer) whose
    /// new `data-turbo-preload` links are still to be read: Turbo's frame
    /// view preloads the links of what it rendered.
    package var framesToPreload: [Element] = []
    /// How a resize lays the page out again (`RelayoutMode`): a page a
    /// worker prepared (a big one) goes to a worker again, from a parse of
    /// its own source while it is as its answer brought it (`laidOutAgain`
    /// takes the result), else reading its own document in place. Any change
    /// of the document or a typed value moves it from `fromSource` to `inPlace`.
    package private(set) var relayoutMode = RelayoutMode.onTheLoop
    /// The document is as a big HTML answer brought it (`RelayoutMode.fromSource`).
    package var isPristine: Bool { relayoutMode == .fromSource }
    /// A worker prepared this page.
    package var isBig: Bool { relayoutMode != .onTheLoop }
    /// The worker's layout asked for after a resize, until it lands.
    package var pendingRelayout: PendingRelayout?
    /// `\` on a big page: the view the reader asked for, the page or its
    /// source, until a worker's layout of it lands (`viewsSource`).
    package var wantsSource: Bool?
    /// This page is a worker's new layout of an earlier one of the same
    /// document source (the history records a visit once).
    package private(set) var isRelaidOut = false
    /// Counts the changes of the document in place (`documentDidChange`).
    package private(set) var documentVersion = 0
    /// What the worker that laid the page out found in its document, and the
    /// version of the document it holds for.
    private var foundFacts: (facts: DocumentFacts, version: Int)?
    /// `getElementById` for the streams that change this page; a class, so
    /// copies of the page share what it has learned.
    package let idIndex: ElementIDIndex?
    /// The page's images by URL (fetched bytes, drawn grids): dropped with
    /// the page, kept with it in the snapshot cache.
    package var images = ImageCache()
    /// How images are laid out in `rendered`; nil: each is its alt text.
    package private(set) var imageLayout: ImageLayout?
    /// How they should be (`showImages`, with the sizes decoded so far): a
    /// small page is laid out for it at once; a big one and one still
    /// arriving by their workers, which carry it (`PageWorkerJob.images`,
    /// `ArrivalPlan.images`), so `imageLayout` follows it when their layouts land.
    package private(set) var wantedImages: ImageLayout?

    /// `showingSource`: the source text is laid out, and the document not.
    /// `images`: images as boxes (a worker's layout of a big page), else alt text.
    /// `lineLimit`: lay out only the first lines (`RenderOptions.lineLimit`);
    /// a later layout (a resize) lays out the whole page.
    package init(url: URL, status: Int?, content: Content, width: Int, numbered: Bool, showingSource: Bool = false,
                 images: ImageLayout? = nil, lineLimit: Int? = nil) {
        self.url = url
        self.status = status
        self.content = content
        self.numbered = numbered
        self.showingSource = showingSource
        if case .document(let document, _) = content { idIndex = ElementIDIndex(root: document) } else { idIndex = nil }
        imageLayout = images
        wantedImages = images
        (layout, fixedPage) = Self.layout(content, url: url, width: width, numbered: numbered, source: showingSource, images: images,
                                          lineLimit: lineLimit)
    }

    package var rendered: RenderedPage { layout?.page ?? fixedPage }

    /// The walks of the document a worker made (`DocumentFacts`), while they
    /// still hold: the document unchanged in place since, the URL the same.
    package var facts: DocumentFacts? {
        get {
            guard let found = foundFacts, found.version == documentVersion, found.facts.url == url else { return nil }
            return found.facts
        }
        set { foundFacts = newValue.map { ($0, documentVersion) } }
    }

    /// The page loads Turbo (`TurboPresence`), from its facts while they hold, else read anew.
    package var loadsTurbo: Bool {
        if let facts { return facts.loadsTurbo }
        return shownDocument.map(TurboPresence.loadsTurbo) ?? false
    }

    /// Worked out when first asked for after a change: a change costs no
    /// walk over the whole page until the focus moves.
    package var targets: FocusTargets { walks.targets(of: rendered, version: layoutVersion) }

    /// The characters above each row, for the reader's place (`ReadingPosition`).
    private var readingIndex: ReadingIndex { walks.readingIndex(of: rendered, version: layoutVersion) }

    /// What `walks` holds for: the layout and its version (none: `fixedPage`).
    private var layoutVersion: (layout: IncrementalLayout, version: Int)? { layout.map { ($0, $0.version) } }

    /// The reader's place: the text at the top row, whatever the width.
    package var readingPosition: ReadingPosition { ReadingPosition(top: scrollTop, in: readingIndex) }

    /// The row at whose top `position`'s text is in this layout.
    package func row(of position: ReadingPosition) -> Int { position.row(in: readingIndex) }

    /// Makes now, where the page was laid out, the walks of the whole page
    /// that the loop would otherwise make when it lands: of every row (the
    /// focus targets, which `keepFocusShown` asks for on every turn, and the
    /// reader's place, which a resize's layout is scrolled to) and of the
    /// document (the prefetch settings, which `LinkPreloader` reads after
    /// every turn). On the loop, the 8 MB page's took 70-120 ms while a key or
    /// a resize waited (issue 37).
    /// A part of a page still arriving gets its targets alone: the next part
    /// or the whole page takes its place before its reader's place is asked
    /// for, and its preloads wait for the whole page (`LinkPreloader`).
    package func workOutWalks(ofPart: Bool = false) {
        _ = targets
        guard !ofPart else { return }
        _ = readingIndex
        _ = prefetchSettings
    }

    /// The walks of `workOutWalks` are made for the layout and document shown.
    package var walksAreWorkedOut: Bool {
        guard walks.holdsBoth(for: layoutVersion) else { return false }
        return document.map { prefetchSettingsMemo.holds(page: url, document: $0, version: documentVersion) } ?? true
    }

    /// The layout `searchText` is for.
    package var searchTextKey: SearchTextKey { searchTextMemo.key(for: layout) }

    /// The page's text for searching, once made off the loop for the layout shown (`SearchTextPreparer`).
    package var searchText: PageSearchText? { searchTextMemo.text(for: searchTextKey) }

    /// True once per layout: the search text should be made for it now.
    package func requestSearchText() -> Bool { searchTextMemo.request(searchTextKey) }

    /// A search text made for `key`; dropped unless this page asked for it and still shows that layout.
    package func keepSearchText(_ text: PageSearchText, for key: SearchTextKey) {
        guard key == searchTextKey else { return }
        searchTextMemo.keep(text, for: key)
    }

    package init(_ response: VisitResponse, width: Int, numbered: Bool) {
        self.init(url: response.url, status: response.status,
                  content: .document(response.document, source: PageSource(response)), width: width, numbered: numbered)
        responseHeaders = response.http.headers
    }

    package var title: String {
        switch content {
        case .failure: return "Error"
        case .document: return titleOverride ?? (rendered.title.isEmpty ? url.absoluteString : rendered.title)
        }
    }

    package var failure: VisitFailure? {
        if case .failure(let failure, _) = content { return failure }
        return nil
    }

    package var lines: [StyledLine] { rendered.lines }

    /// `<meta name="turbo-cache-control">`; error views are never cached.
    package var cacheControl: SnapshotCacheControl {
        guard case .document(let document, _) = content else { return .noCache }
        return facts?.cacheControl ?? SnapshotCacheControl(metaContent: HeadMeta.setting("turbo-cache-control", of: document))
    }

    package var focusedURL: URL? { focusedLink.flatMap { rendered.links[$0].url } }

    package mutating func set(_ value: FormValue?, for element: Element) {
        endPristine()
        values[element] = value
        hasUnsentInput = true
    }

    /// The form was sent: what was typed is the server's now.
    package mutating func markSent() {
        hasUnsentInput = false
    }

    /// What a field shows now: the user's value, else the page's default.
    package func currentValue(of element: Element) -> FormValue? {
        if let form = FieldOwner.form(of: element, in: document) {
            return FormState(form: form, values: values).value(of: element)
        }
        return values[element] ?? (element.name == "textarea" ? .text(element.textContent) : element.attribute("value").map(FormValue.text))
    }

    package var focusedLink: Int? {
        get { focus?.link }
        set { focus = newValue.map(FocusTarget.link) }
    }

    package var focusedField: Int? { focus?.field }

    /// The box of the focused image (one in no link: `FocusTargets.images`).
    package var focusedImage: ImageSlot? { focus?.image.flatMap { targets.image($0) } }

    /// The page's document, also while its source is shown: what live
    /// sources keep changing.
    package var shownDocument: Document? {
        if case .document(let document, _) = content { return document }
        return nil
    }

    package var document: Document? {
        if case .document(let document, _) = content, !showingSource { return document }
        return nil
    }

    /// Turbo's prefetch settings of the shown document, read once per
    /// version of it (a walk of the whole page when it has none).
    package var prefetchSettings: PrefetchSettings? {
        document.map { prefetchSettingsMemo.settings(page: url, document: $0, version: documentVersion) }
    }

    /// The first usable field with `autofocus`, which a new page focuses.
    package var autofocusField: Int? {
        rendered.fields.indices.first { rendered.fields[$0].element.hasAttribute("autofocus") && !rendered.fields[$0].isDisabled }
    }

    /// The field drawn for `element`, if it is on this page.
    package func fieldIndex(of element: Element) -> Int? {
        rendered.fields.firstIndex { $0.element === element }
    }

    /// Lays the page out again when the width or link numbering changed,
    /// keeping the reader at the same text.
    package mutating func fit(width: Int, numbered: Bool) {
        guard width != rendered.width || numbered != self.numbered else { return }
        relayout(width: width, numbered: numbered, source: showingSource)
    }

    /// What the snapshot cache keeps (Turbo D7): the page without its
    /// `[data-turbo-temporary]` elements, such as flash messages, which must
    /// not come back on a restore visit. Those are taken out of a copy of
    /// the document (`detachedCopy`), so this page stays as it is.
    /// Typed passwords are not kept, as browsers do not restore them.
    package func forCache() -> PageView {
        guard case .document(let document, _) = content else { return self }
        let isTemporary: (Element) -> Bool = { $0.hasAttribute("data-turbo-temporary") }
        var page = self
        if facts?.hasTemporaryElements ?? document.descendantElements.contains(where: isTemporary), let copy = detachedCopy(), let twin = copy.shownDocument {
            page = copy
            twin.descendantElements.filter(isTemporary).forEach { $0.removeFromParent() }
            page.relayout(width: rendered.width, numbered: numbered, source: showingSource)
            page.scrollTop = scrollTop
            // Its source has them: a parse of it is not this page any more.
            page.endPristine()
        }
        page.pendingRelayout = nil
        page.images = images.forCache()
        page.preloadsSent = false
        page.framesToPreload = []
        for field in page.rendered.fields where field.kind == .password { page.values[field.element] = nil }
        page.hasUnsentInput = false
        // The shown page's later changes must not reach the cached copy.
        page.fixedPage = page.rendered
        page.layout = nil
        page.searchTextMemo = SearchTextMemo()
        return page
    }

    /// The document was changed in place (a stream answer): lay it out
    /// again at the same place, the focus kept on the same element.
    /// A focused link stays on the link with the same href nearest its old
    /// place (links carry no element); focus is dropped when it went away.
    package mutating func documentDidChange() {
        endPristine()
        documentVersion += 1
        // The source shown is the answer's text, which no change of the document touches.
        guard !showingSource else { return }
        let field = focusedField.map { rendered.fields[$0].element }
        let link = focusedLink.map { (index: $0, href: rendered.links[$0].href) }
        let anchor = topTextAnchor()
        // A focused image is found again by `relayout`.
        relayout(width: rendered.width, numbered: numbered, source: showingSource)
        if let anchor, let row = anchor.row(in: rendered.lines) { scrollTop = row }
        if let field { focus = fieldIndex(of: field).map(FocusTarget.field) }
        if let link {
            let same = rendered.links.indices.filter { rendered.links[$0].href == link.href }
            focus = same.min { abs($0 - link.index) < abs($1 - link.index) }.map(FocusTarget.link)
        }
    }

    /// The same, when what changed is known: only the blocks around the
    /// changes are laid out again (`IncrementalLayout`), and the place and
    /// the focus follow the rows and links that moved.
    package mutating func documentDidChange(_ changes: DOMChanges) {
        // Copies of this page share the layout; the one kept for long, in
        // the snapshot cache, has its own (`forCache` fixes its page). A page
        // that moved to another URL (a promoted frame) resolves its links anew.
        endPristine()
        guard let current = layout, !showingSource, current.options.baseURL == url else { return documentDidChange() }
        documentVersion += 1
        let anchor = topTextAnchor()
        let kept = PageAnchoring.FocusedTarget(focus, in: rendered, targets: targets)
        let update = current.update(after: changes)
        if let anchor { scrollTop = PageAnchoring.top(for: anchor, after: update, in: rendered.lines) ?? scrollTop }
        focus = kept?.target(after: update, in: rendered, targets: targets)
        lastUpdate = update
    }

    /// This page is a later layout of the answer `earlier` showed while it
    /// arrived: the same text stays at the same place on screen (rows above
    /// it are usually laid out as before, so the row is checked first), and
    /// the focus stays on the link with the same href nearest its place, or
    /// the field of the same kind and name at the same index.
    package mutating func continueReading(from earlier: PageView) {
        scrollTop = earlier.scrollTop
        if earlier.scrollTop > 0, let anchor = earlier.topTextAnchor() {
            let lines = rendered.lines
            if !(lines.indices.contains(anchor.row) && lines[anchor.row].text == anchor.text),
               let row = anchor.row(in: lines) {
                scrollTop = row
            }
        }
        switch earlier.focus {
        case .link(let index)? where earlier.rendered.links.indices.contains(index):
            let href = earlier.rendered.links[index].href
            let same = rendered.links.indices.filter { rendered.links[$0].href == href }
            focus = same.min { abs($0 - index) < abs($1 - index) }.map(FocusTarget.link)
        case .field(let index)? where earlier.rendered.fields.indices.contains(index) && rendered.fields.indices.contains(index):
            let (before, now) = (earlier.rendered.fields[index], rendered.fields[index])
            let same = before.kind == now.kind && before.element.attribute("name") == now.element.attribute("name")
            focus = same ? .field(index) : nil
        case .image(let index)?:
            focus = earlier.targets.image(index).flatMap { targets.image(showing: $0.url, near: index) }
        default:
            focus = nil
        }
    }

    /// The first non-blank row on screen: after a change elsewhere in the
    /// page, the same text stays at the same place on screen (counting
    /// characters, as `ReadingPosition` does, would move it when text
    /// above changed).
    private func topTextAnchor() -> ScreenAnchor? {
        let lines = rendered.lines
        guard let row = lines.indices.dropFirst(scrollTop).prefix(ScreenAnchor.searchRows).first(where: { !lines[$0].isBlank })
        else { return nil }
        return ScreenAnchor(text: lines[row].text, row: row, offset: row - scrollTop)
    }

    /// See `isBig` and `isPristine`; only a page prepared on a worker (a big one) is marked.
    /// The document or a value changed: a big page is laid out in place from now on.
    private mutating func endPristine() {
        if relayoutMode == .fromSource { relayoutMode = .inPlace }
    }

    package mutating func markBig(pristine: Bool) {
        guard case .document = content else { return }
        relayoutMode = pristine ? .fromSource : .inPlace
    }

    /// Whether a resize may lay the page out on a worker.
    package var canRelayoutAway: Bool { isPristine && isComplete && !showingSource && values.isEmpty }

    /// The work for a worker: the page's source parsed anew (it was decoded
    /// once, so it goes as UTF-8) and laid out for `width`.
    package func relayoutPreparation(ticket: LayoutTicket, stack: NavigationStackKind, width: Int, numbered: Bool) -> PageWorkerJob? {
        guard canRelayoutAway, case .document(_, let source) = content else { return nil }
        var job = PageWorkerJob(.layout(ticket), stack: stack, response: sourceResponse, width: width, numbered: numbered)
        job.source = source
        job.images = wantedImages
        return job
    }

    /// What the page's answer was, as far as a worker needs it: its source
    /// goes with the job as text (`PageWorkerJob.source`, `LentPage`).
    private var sourceResponse: VisitResponse {
        VisitResponse(url: url, status: status ?? 200, contentType: ContentType(parsing: "text/html; charset=utf-8"), body: [])
    }

    /// Whether a resize (or `\`) lays the page out on a worker: a big page,
    /// whole. Its source is wrapped there, from the text alone; the page, as
    /// loaded, from a parse of its own (`relayoutPreparation`), else by
    /// reading this page's own document in place (`inPlaceRelayout`).
    package var canRelayoutInPlace: Bool { isBig && isComplete && shownDocument != nil }

    /// The view a worker's layout is wanted for: the page or its source.
    package var viewsSource: Bool { wantsSource ?? showingSource }

    /// The work for a worker: the source text wrapped for `width`; the job
    /// has its own empty document, as the worker reads nothing of the page's.
    package func sourceRelayout(ticket: LayoutTicket, stack: NavigationStackKind, width: Int, numbered: Bool) -> PageWorkerJob? {
        guard canRelayoutInPlace, case .document(_, let source) = content else { return nil }
        var job = PageWorkerJob(.layout(ticket), stack: stack, response: sourceResponse, width: width, numbered: numbered)
        job.source = source
        job.showsSource = true
        return job
    }

    /// The work for a worker: this page's document, lent (the loop holds
    /// back changes to it meanwhile: `DocumentReads`), laid out for `width`.
    package func inPlaceRelayout(ticket: LayoutTicket, stack: NavigationStackKind, width: Int, numbered: Bool) -> PageWorkerJob? {
        guard canRelayoutInPlace, case .document(let document, let source) = content else { return nil }
        var job = PageWorkerJob(.layout(ticket), stack: stack, response: sourceResponse, width: width, numbered: numbered)
        job.lent = LentPage(PreparedPage(sourceResponse, document: document, source: source))
        job.images = wantedImages
        return job
    }

    /// A worker's layout of this page's own document (`inPlaceRelayout`)
    /// lands: the page keeps all it had (values, marks, live sources, the id
    /// index) and takes the new layout, the reader at the same text and the
    /// focus on the same element, as a layout on the loop keeps them.
    /// The source after the page (`sourceRelayout`), or the page after its
    /// source, is shown from the top, as `toggleSource` does.
    package mutating func adoptLayout(of fresh: PageView) {
        guard fresh.showingSource || fresh.shownDocument === shownDocument else { return }
        let switched = fresh.showingSource != showingSource
        let position = readingPosition
        let link = focusedLink.map { (index: $0, element: rendered.links[$0].element) }
        let field = focusedField.map { rendered.fields[$0].element }
        let image = focus?.image.flatMap { index in focusedImage.map { (index: index, url: $0.url) } }
        layout = fresh.layout
        fixedPage = fresh.fixedPage
        numbered = fresh.numbered
        imageLayout = fresh.imageLayout
        showingSource = fresh.showingSource
        wantsSource = nil
        // The worker's walks of the rows are for the layout taken.
        walks = fresh.walks
        searchTextMemo = SearchTextMemo()
        lastUpdate = nil
        // The worker's walks hold: the document did not change while it read.
        if !showingSource, facts == nil, let found = fresh.facts, found.url == url { facts = found }
        if switched {
            scrollTop = 0
            focus = nil
            return
        }
        scrollTop = row(of: position)
        if let image { focus = targets.image(showing: image.url, near: image.index) }
        if let field { focus = fieldIndex(of: field).map(FocusTarget.field) }
        if let link {
            let same = rendered.links.indices.filter { rendered.links[$0].element === link.element }
            focus = same.min { abs($0 - link.index) < abs($1 - link.index) }.map(FocusTarget.link)
        }
    }

    /// The worker's layout `fresh` takes this page's place: the reader at
    /// the same text (`ReadingPosition`, as a layout on the loop keeps it),
    /// the focus on the same link or field (the same source lays out its
    /// targets in the same order).
    package func laidOutAgain(as fresh: PageView) -> PageView {
        var page = fresh
        page.url = url
        page.responseHeaders = responseHeaders
        page.entryID = entryID
        page.titleOverride = titleOverride
        page.relayoutMode = .fromSource
        page.isRelaidOut = true
        page.preloadsSent = preloadsSent
        // The images fetched and drawn stay, and the layout wanted for them.
        page.images = images
        page.wantedImages = wantedImages
        page.scrollTop = page.row(of: readingPosition)
        switch focus {
        case .link(let index)? where page.rendered.links.indices.contains(index): page.focus = focus
        case .field(let index)? where page.rendered.fields.indices.contains(index): page.focus = focus
        case .image(let index)?: page.focus = targets.image(index).flatMap { page.targets.image(showing: $0.url, near: index) }
        default: page.focus = nil
        }
        return page
    }

    package mutating func toggleSource() {
        endPristine()
        relayout(width: rendered.width, numbered: numbered, source: !showingSource)
        scrollTop = 0
    }

    /// The rows the laid-out `element` (a block) takes; nil when the layout did not record it.
    package func rows(of element: Element) -> Range<Int>? {
        layout?.rows(of: element)
    }

    package mutating func clampScroll(visibleRows: Int) {
        scrollTop = max(0, min(scrollTop, lines.count - visibleRows))
    }

    /// Lays images out as boxes (`layout`, with the sizes of those decoded
    /// so far) or as alt text (nil), keeping the reader at the same text: a
    /// box that grows when its image's size becomes known moves the text
    /// below it, not the text at the top of the screen. A big page and one
    /// still arriving only take note (`wantedImages`): their workers lay them
    /// out (`BrowserState.relayoutAway`, `ArrivalPlan`), off the loop.
    /// `arrivalOver`: no part of this page will come any more (its answer
    /// broke off, or its visit ended): a small one is laid out here, so an
    /// image refused after its last part still gives its box up.
    package mutating func showImages(_ base: ImageLayout?, arrivalOver: Bool = false) {
        var wanted = base
        if shownDocument == nil { wanted = nil }
        wanted?.knownSizes = images.knownSizes
        wanted?.refused = images.refusedBoxes
        wantedImages = wanted
        guard !isBig, isComplete || arrivalOver, wanted != imageLayout else { return }
        imageLayout = wanted
        guard !showingSource, document != nil else { return }
        relayout(width: rendered.width, numbered: numbered, source: showingSource)
    }

    /// A big page's images are laid out otherwise than wanted: a worker lays it out again.
    package var awaitsImageLayout: Bool { !viewsSource && imageLayout != wantedImages }

    private mutating func relayout(width: Int, numbered: Bool, source: Bool) {
        let position = readingPosition
        let image = focus?.image.flatMap { index in focusedImage.map { (index: index, url: $0.url) } }
        self.numbered = numbered
        showingSource = source
        (layout, fixedPage) = Self.layout(content, url: url, width: width, numbered: numbered, source: source, images: imageLayout)
        walks = LayoutWalksMemo()
        searchTextMemo = SearchTextMemo()
        if focusedLink.map({ $0 >= rendered.links.count }) ?? false { focus = nil }
        if focusedField.map({ $0 >= rendered.fields.count }) ?? false { focus = nil }
        // An image keeps the focus through a new size or width; hidden images (`i`) drop it.
        if let image { focus = targets.image(showing: image.url, near: image.index) }
        scrollTop = row(of: position)
    }

    private static func layout(_ content: Content, url: URL, width: Int, numbered: Bool,
                               source: Bool, images: ImageLayout?, lineLimit: Int? = nil) -> (IncrementalLayout?, RenderedPage) {
        let empty = RenderedPage(title: "", lines: [], links: [], width: width)
        switch content {
        case .failure(let failure, let offersBack):
            let lines = ErrorPageLines.lines(for: failure, width: width, offersBack: offersBack)
            return (nil, RenderedPage(title: "Error", lines: lines, links: [], width: width))
        case .document(let document, let text):
            if source {
                return (nil, RenderedPage(title: "Source of \(url.absoluteString)", lines: CharacterWrap.wrapEachLine(text.text, width: width),
                                          links: [], width: width))
            }
            let options = RenderOptions(width: width, numberLinks: numbered, baseURL: url, images: images, lineLimit: lineLimit)
            return (IncrementalLayout(document: document, options: options), empty)
        }
    }
}
