import HTML
/// `<meta name="turbo-visit-control" content="reload">` (turbo-wire D11,
/// Fr3): the page must not be rendered by Turbo. A page visit whose answer
/// says so, a frame whose answer says so and a cached page that says so are
/// loaded again as a full page load (`FullPageLoad`).
package enum VisitControl {
    package static func requiresReload(_ document: Document) -> Bool {
        HeadMeta.setting("turbo-visit-control", of: document) == "reload"
    }
}
