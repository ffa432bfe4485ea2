import FoundationEssentials
import Turbo
import Net

/// Following a link and using a field of the active page: the page session
/// decides (`LinkFollowing`, `FieldUse`), the browser routes what it asks
/// for to the owner of that (the navigator, a submission, a frame load, the offer).
extension Browser {
    package mutating func follow(link index: Int) -> [BrowserEffect] {
        guard let page = state.activePage else { return [] }
        // The link's own request (or the prefetch it takes) goes now: no prefetch starts for it.
        state.stacks[state.activeStack].readerMovedFocus = false
        // A link to an image file opens the image viewer, as Hotwire Native's apps route image URLs to a native one.
        if let url = page.rendered.links[index].url, ImageViewer.showsImage(url), ["http", "https"].contains(url.scheme ?? ""),
           page.rendered.links[index].element.attribute("download") == nil {
            state.chrome.overlay = .image(ImageViewer(url: url.absoluteString, label: ""))
            return []
        }
        switch LinkFollowing(link: index, on: page, drivenByTurbo: drivesTurbo(page)) {
        case .invalid(let href):
            state.chrome.message = .error("Not a valid link: \(href)")
            return []
        case .download(let url): return offerFile(url, because: "A file to download")
        case .submission(let submission): return submit(submission, submitter: nil)
        case .frame(let navigation): return navigateFrame(navigation, on: page)
        case .visit(let url, let action): return propose(url, action: action)
        case .load(let url): return propose(url, loadingInFull: true)
        case .newTab(let url): return openTab(url)
        case .iframe(let iframe, let url): return state.session(state.activeStack) { $0.show(url, in: iframe, tickets: &$1, rows: $2) }
        }
    }

    /// A URL typed (`g`, drive's `visit`) or chosen from the history or the
    /// bookmarks: Turbo's visit where Turbo runs, as Hotwire Native proposes
    /// one and `Turbo.visit` makes one: on the app's hosts (`turbo = on`
    /// too), or from a page Turbo drives to its own origin. Elsewhere, as a
    /// browser without Turbo loads an address, a full page load (drive: `load`).
    /// Either way its request names no page (no Referer), as an address bar's.
    package mutating func go(_ url: URL) -> [BrowserEffect] {
        propose(url, loadingInFull: !turboVisits(url), typed: true)
    }

    /// Whether a load of `url` that no page asked for (a typed address, a
    /// page back or forward that is not in the cache) is Turbo's visit: where
    /// Turbo is known to run before the page comes, or from a page Turbo
    /// drives to its own origin (`Turbo.visit`).
    func turboVisits(_ url: URL) -> Bool {
        let appHosts = (navigation?.appHosts ?? []) + configuration.turboHosts
        let fromTurboPage = state.activePage.map { page in drivesTurbo(page) && WebOrigin(page.url) == WebOrigin(url) } ?? false
        return fromTurboPage || configuration.turbo.drives(url, appHosts: appHosts, loadsTurbo: { false })
    }

    /// Whether Turbo runs on `page` (`TurboSetting.drives`): the setting for
    /// its host, else the app's hosts (`--app-host`, the app's tabs, the path
    /// configuration's) or the page loading Turbo (`TurboPresence`).
    package func drivesTurbo(_ page: PageView) -> Bool {
        turboReason(page).drives
    }

    /// `drivesTurbo` as a value that holds no `Browser`, for what works on
    /// `state` in place (`LinkPrefetcher`, `LinkPreloader`): they ask only
    /// when about to fetch, since a page without the worker's facts is
    /// walked for signs of Turbo.
    var turboDrivesPage: (PageView) -> Bool {
        let reason = turboReasons
        return { reason($0).drives }
    }

    private func turboReason(_ page: PageView) -> TurboSetting.Reason {
        turboReasons(page)
    }

    private var turboReasons: (PageView) -> TurboSetting.Reason {
        let turbo = configuration.turbo
        let appHosts = (navigation?.appHosts ?? []) + configuration.turboHosts
        return { page in turbo.reason(for: page.url, appHosts: appHosts, loadsTurbo: { page.loadsTurbo }) }
    }

    /// What `=` says of `page`: why Turbo drives it or not, as `drivesTurbo` decides.
    package func pageInfo(_ page: PageView) -> PageInfo {
        PageInfo(status: page.status, turbo: turboReason(page), properties: configuration.pathProperties(page.url))
    }

    /// A link by its number (`#`, then the number and Enter, or `12Enter`).
    package mutating func follow(number: Int) -> [BrowserEffect] {
        guard let link = state.activePage?.rendered.links.firstIndex(where: { $0.number == number }) else {
            state.chrome.message = .error("No link number \(number) on this page")
            return []
        }
        state.changeActivePage { $0.focusedLink = link }
        return follow(link: link)
    }

    /// Enter, or a click, on a field (or on its label: `labelled`).
    package mutating func use(field index: Int, labelled: Bool = false) -> [BrowserEffect] {
        let (stack, rows) = (state.activeStack, state.activeArea.rows)
        switch labelled ? state.stacks[stack].use(labelledField: index, rows: rows) : state.stacks[stack].use(field: index, rows: rows) {
        case .done: return []
        case .message(let message):
            state.chrome.message = message
            return []
        case .submit(let form, let submitter): return submit(form: form, submitter: submitter)
        }
    }
}
