import Foundation
import Testing
import HTML
import Turbo
import UI

/// `PrefetchSettingsMemo`: a page's prefetch settings are read once per
/// version of its document, not at every move of the focus.
@Suite("The page's prefetch settings, kept per document version")
struct PrefetchSettingsMemoTests {
    private static let page = URL(string: "http://app.test/posts")!

    /// A document changed without a new version keeps the settings read
    /// before (they are not read again); a new version reads them again.
    @Test func theSettingsAreReadOncePerVersion() throws {
        let document = HTMLParser.parse(bytes: Array("<p>no settings".utf8))
        let memo = PrefetchSettingsMemo()
        #expect(!memo.settings(page: Self.page, document: document, version: 1).isDisabled)
        let other = HTMLParser.parse(bytes: Array(#"<meta name="turbo-prefetch" content="false">"#.utf8))
        let meta = try #require(other.firstDescendant(where: { $0.name == "meta" }))
        let body = try #require(document.firstDescendant(where: { $0.name == "body" }))
        meta.removeFromParent()
        body.appendChild(meta)
        #expect(!memo.settings(page: Self.page, document: document, version: 1).isDisabled,
                "the same version: the kept settings, the document not walked again")
        #expect(memo.settings(page: Self.page, document: document, version: 2).isDisabled, "a new version is read")
        let elsewhere = URL(string: "http://app.test/other")!
        #expect(memo.settings(page: elsewhere, document: document, version: 2).root.pathPrefix == "/",
                "another URL is read for itself")
    }
}
