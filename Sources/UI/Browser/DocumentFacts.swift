import FoundationEssentials
import HTML
import Turbo

/// What the browser needs to know of a whole document when its page lands,
/// worked out by the worker that prepared it (issue 21): each is a walk of
/// the whole tree, which for the 8 MB corpus page cost the loop tens of
/// milliseconds apiece in the landing's turn. The walks read only, and the
/// facts travel with the page in its `PageHandOff` (the elements in the
/// frame plan are the page's own). They hold for the document as it was
/// then: `PageView.facts` gives them only while the page's document has not
/// changed in place and its URL is the one they were resolved against.
package struct DocumentFacts {
    /// The URL the frame and stream sources were resolved against.
    package let url: URL
    /// `<meta name="turbo-visit-control" content="reload">` (turbo-wire D11).
    package let requiresReload: Bool
    /// `[data-turbo-permanent][id]` elements, which the shown page's may replace (D10).
    package let hasPermanentElements: Bool
    /// `<turbo-cable-stream-source>` or `<turbo-stream-source>` elements, usable or not.
    package let hasLiveSourceElements: Bool
    /// The live sources the loop starts for the page (S5, S6).
    package let liveSources: [LiveStreamSource]
    /// The frames to load once the page is shown (Fr1).
    package let frames: FrameLoadPlan
    /// `[data-turbo-temporary]` elements, which the snapshot cache leaves out (D7).
    package let hasTemporaryElements: Bool
    /// The document loads Turbo (`TurboPresence`): where the setting says `auto`, Turbo drives it.
    package let loadsTurbo: Bool
    /// `<meta name="turbo-cache-control">` (D7).
    package let cacheControl: SnapshotCacheControl
    /// The first `<iframe>`s with a `src`, whose documents' titles are fetched (`IframeDocument`).
    package let iframes: [Element]
    /// Some element has `data-turbo-preload`: without one, `LinkPreloader`
    /// need not read every link of the page on the loop to learn it.
    package let hasPreloadMarks: Bool

    package init(_ document: Document, url: URL) {
        self.url = url
        var permanent = false
        var liveElements = false
        var temporary = false
        var turbo = false
        var iframes: [Element] = []
        var preload = false
        for element in document.descendantElements {
            if IframeDocument.isFetched(element), iframes.count < IframeDocument.maximumLoads { iframes.append(element) }
            if !turbo, TurboPresence.isTurboSign(element) { turbo = true }
            if element.hasAttribute("data-turbo-permanent") && element.hasAttribute("id") { permanent = true }
            if element.name == "turbo-cable-stream-source" || element.name == "turbo-stream-source" { liveElements = true }
            if element.hasAttribute("data-turbo-temporary") { temporary = true }
            if !preload, element.hasAttribute("data-turbo-preload") { preload = true }
        }
        hasPreloadMarks = preload
        hasPermanentElements = permanent
        self.iframes = iframes
        hasLiveSourceElements = liveElements
        hasTemporaryElements = temporary
        loadsTurbo = turbo
        cacheControl = SnapshotCacheControl(metaContent: HeadMeta.setting("turbo-cache-control", of: document))
        requiresReload = VisitControl.requiresReload(document)
        liveSources = liveElements ? LiveStreamSource.sources(in: document, pageURL: url) : []
        frames = FrameLoadPlan(below: document, page: url)
    }
}
