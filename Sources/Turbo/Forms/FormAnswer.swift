import FoundationEssentials
import Net

/// What the UI must do with the answer to a form submission (turbo-wire F5).
package enum FormAnswer: Sendable {
    /// A Turbo Stream message (any status): run its `<turbo-stream>`s, stay.
    case applyStreams(HTTPResponse)
    /// A 4xx HTML answer (validation errors): render it in place of the page;
    /// the URL and history do not change.
    case renderInPlace(HTTPResponse)
    /// A 5xx HTML answer: render it as an error page.
    case renderError(HTTPResponse)
    /// An answer for a frame submission: load it into that `<turbo-frame>`.
    case renderInFrame(id: String, HTTPResponse)
    /// Turbo's error for a non-GET answered 200 without a redirect: render
    /// nothing, report `message`.
    case reportError(message: String)
    /// Visit `url` with the response in hand (no second request).
    case visit(URL, VisitOptions)
    /// A successful answer with a body that is neither HTML nor a stream (a
    /// report as PDF or CSV): offered as a file, saved from the bytes in hand.
    /// Turbo ignores these; a browser without it would download them.
    case offerFile(HTTPResponse)
    /// A 204, an empty answer, or a failure that is neither HTML nor a stream.
    case nothing

    package static let mustRedirectMessage = "Form responses must redirect to another location"
}

extension FormAnswer: Equatable {
    // Responses compare by status, final URL and body, as VisitOptions does.
    package static func == (lhs: FormAnswer, rhs: FormAnswer) -> Bool {
        switch (lhs, rhs) {
        case (.applyStreams(let a), .applyStreams(let b)), (.renderInPlace(let a), .renderInPlace(let b)),
             (.renderError(let a), .renderError(let b)), (.offerFile(let a), .offerFile(let b)):
            return same(a, b)
        case (.renderInFrame(let idA, let a), .renderInFrame(let idB, let b)): return idA == idB && same(a, b)
        case (.reportError(let a), .reportError(let b)): return a == b
        case (.visit(let urlA, let a), .visit(let urlB, let b)): return urlA == urlB && a == b
        case (.nothing, .nothing): return true
        default: return false
        }
    }

    private static func same(_ a: HTTPResponse, _ b: HTTPResponse) -> Bool {
        a.status == b.status && a.url == b.url && a.body == b.body
    }
}
