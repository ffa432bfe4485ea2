import HTML
/// `<meta name="…" content="…">` of a page's head, as Turbo and Action Cable
/// read their settings: Turbo's page settings (`turbo-visit-control`,
/// `turbo-cache-control`, `turbo-refresh-method`, `turbo-refresh-scroll`)
/// from the head's own children (its head snapshot leaves `<noscript>` out),
/// Action Cable's URL from anywhere in the head. A meta tag in the body sets
/// nothing, and a big page's body (100 000 nodes for the 8 MB corpus page)
/// is never walked for one. (`Document.metaContent` looks through the whole
/// document, as Turbo finds the CSRF token.)
package enum HeadMeta {
    /// A Turbo setting of the page.
    package static func setting(_ name: String, of document: Document) -> String? {
        guard let head = document.head else { return nil }
        for case let element as Element in head.children where isMeta(element, named: name) {
            return element.attribute("content")
        }
        return nil
    }

    /// The first such meta tag anywhere in the head.
    package static func content(named name: String, in document: Document) -> String? {
        document.head?.firstDescendant { isMeta($0, named: name) }?.attribute("content")
    }

    private static func isMeta(_ element: Element, named name: String) -> Bool {
        element.name == "meta" && element.attribute("name") == name
    }
}
