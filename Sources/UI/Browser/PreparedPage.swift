import FoundationEssentials
import HTML
import Render
import Turbo

/// An answer made ready to show: parsed, its source kept (`PageSource`) and, when
/// prepared on a worker, laid out. The browser shows small answers from a
/// `PreparedPage` made on the loop (no layout yet, so a refresh that is
/// morphed in costs no layout of its own), big ones from one a worker made.
package struct PreparedPage {
    package let response: VisitResponse
    package let document: Document
    package let source: PageSource
    /// Laid out for the width asked for; nil until `layOut`.
    package private(set) var page: PageView?
    /// The walks of the whole document the landing needs, made where the
    /// page was laid out (`layOut`); nil for a page made on the loop.
    package private(set) var facts: DocumentFacts?
    /// Whether the document has `[data-turbo-permanent][id]` elements, which
    /// may be swapped for the shown page's once it lands, so its layout
    /// must then be made again.
    package var hasPermanentElements: Bool { facts?.hasPermanentElements ?? false }
    /// Whether the document asks for live sources (`LiveStreamSource`): a
    /// page without them may be laid out again on a worker after a resize
    /// (`PageView.isPristine`), from a parse of its own.
    package var hasLiveSources: Bool { facts?.hasLiveSourceElements ?? false }
    /// `turbo-visit-control` reload, from the facts when a worker found them.
    package var requiresReload: Bool { facts?.requiresReload ?? VisitControl.requiresReload(document) }

    package init(_ response: VisitResponse, document: Document, source: PageSource) {
        self.response = response
        self.document = document
        self.source = source
    }

    /// Parses on the caller's thread, with no layout.
    package init(_ response: VisitResponse) {
        self.init(response, document: response.document, source: PageSource(response))
    }

    /// Lays the page out and walks its document for what the landing needs
    /// (`DocumentFacts`), on the caller's thread: a worker's, for a big page.
    /// `showingSource`: the source text is laid out instead, for a reader
    /// looking at the source of a page still arriving.
    /// `images`: how images are laid out (`ImageLayout`), nil: as alt text.
    /// `lineLimit`: only the first lines (`RenderOptions.lineLimit`).
    /// `isPart`: a part of a page still arriving (`PageView.workOutWalks`).
    package mutating func layOut(width: Int, numbered: Bool, showingSource: Bool = false, images: ImageLayout? = nil,
                                 lineLimit: Int? = nil, isPart: Bool = false) {
        let facts = self.facts ?? DocumentFacts(document, url: response.url)
        self.facts = facts
        var page = PageView(url: response.url, status: response.status, content: .document(document, source: source),
                            width: width, numbered: numbered, showingSource: showingSource, images: showingSource ? nil : images,
                            lineLimit: lineLimit)
        page.facts = facts
        page.responseHeaders = response.http.headers
        page.workOutWalks(ofPart: isPart)
        self.page = page
    }
}
