import FoundationEssentials
import Net

/// One form submission as Turbo makes it (turbo-wire F2-F3, D15-D16): where
/// it goes, how, with which fields, and the `data-turbo-*` choices that
/// decide what happens around it. A value: the UI keeps the form and the
/// submitter elements itself (to disable the button while in flight).
package struct FormSubmission: Equatable, Sendable {
    package var handling: FormHandling
    package var method: FormMethod
    /// Resolved; for GET its query already holds the fields.
    package var url: URL
    package var enctype: FormEnctype
    package var entries: [FormEntry]
    /// The page the form is on: the Referer, and the URL a redirect is
    /// compared with to choose replace over advance.
    package var pageURL: URL
    package var frameTarget: FormFrameTarget
    /// `data-turbo-action` (submitter, then form), when it names an action.
    package var requestedAction: VisitAction?
    /// `data-turbo-confirm` (submitter, then form); nil: no question asked.
    package var confirmMessage: String?
    /// `data-turbo-stream` on the submitter or the form.
    package var asksForStream: Bool
    /// The submitter's `data-turbo-submits-with`: its label while in flight.
    package var submitsWith: String?
    package var boundary: String

    /// The body, nil for GET (whose fields are in `url`).
    package var body: FormBody? {
        guard method != .get else { return nil }
        switch handling {
        case .turbo: return FormBody.turbo(entries, enctype: enctype, boundary: boundary)
        case .fullPageLoad, .closesDialog: return FormBody.browser(entries, enctype: enctype, boundary: boundary)
        }
    }

    /// Only a Turbo submission to the page must redirect (F5.4); frames may
    /// answer 200.
    package var mustRedirect: Bool { handling == .turbo && frameTarget == .page }

    /// What to fetch; `csrfToken` from `CSRFToken.find` on the current page.
    /// A plain full page load is not a Turbo form fetch: no CSRF header, no
    /// stream in Accept.
    package func fetch(csrfToken: String?) -> TurboFetch {
        let body = self.body
        let isTurbo = handling == .turbo
        return TurboFetch(method: method.httpMethod, url: url, body: body?.bytes, contentType: body?.contentType,
                          frameID: isTurbo ? frameTarget.frameID : nil, isFormSubmission: isTurbo,
                          asksForStream: isTurbo && asksForStream, referrer: pageURL, csrfToken: isTurbo ? csrfToken : nil)
    }

    /// The request, with Turbo's headers from the browser's one factory.
    /// A form Turbo does not drive is the browser's: a full page load, none of Turbo's headers.
    package func request(csrfToken: String?, using factory: inout TurboRequestFactory) -> HTTPRequest {
        guard handling == .turbo else { return browserRequest }
        return factory.request(for: fetch(csrfToken: csrfToken))
    }

    /// The request as a browser sends the form without Turbo: a full page load.
    package var browserRequest: HTTPRequest {
        let body = self.body
        return FullPageLoad.request(method: method.httpMethod, for: url, body: body?.bytes, contentType: body?.contentType,
                                    referrer: pageURL)
    }
}
