import Foundation

/// An answer made ready to show: parsed, its source text decoded and, when
/// prepared on a worker, laid out. The browser shows small answers from a
/// `PreparedPage` made on the loop (no layout yet, so a refresh that is
/// morphed in costs no layout of its own), big ones from one a worker made.
struct PreparedPage {
    let response: VisitResponse
    let document: Document
    let source: String
    /// Laid out for the width asked for; nil until `layOut`.
    private(set) var page: PageView?
    /// Whether the document has `[data-turbo-permanent][id]` elements, which
    /// may be swapped for the shown page's once it lands, so its layout
    /// must then be made again.
    private(set) var hasPermanentElements = false
    /// Whether the document asks for live sources (`LiveStreamSource`): a
    /// page without them may be laid out again on a worker after a resize
    /// (`PageView.isPristine`), from a parse of its own.
    private(set) var hasLiveSources = false

    init(_ response: VisitResponse, document: Document, source: String) {
        self.response = response
        self.document = document
        self.source = source
    }

    /// Parses on the caller's thread, with no layout.
    init(_ response: VisitResponse) {
        self.init(response, document: response.document, source: response.text)
    }

    mutating func layOut(width: Int, numbered: Bool) {
        for element in document.descendantElements {
            if element.hasAttribute("data-turbo-permanent") && element.hasAttribute("id") { hasPermanentElements = true }
            if element.name == "turbo-cable-stream-source" || element.name == "turbo-stream-source" { hasLiveSources = true }
        }
        page = PageView(url: response.url, status: response.status, content: .document(document, source: source),
                        width: width, numbered: numbered)
    }
}
