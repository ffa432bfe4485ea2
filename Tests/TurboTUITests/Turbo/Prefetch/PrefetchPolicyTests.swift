import Foundation
import Testing
import HTML
import Turbo

/// Which links are fetched before they are followed (turbo-wire R6, Turbo 8's
/// `link_prefetch_observer.js` and the session's `canPrefetchRequestToLocation`),
/// and which `data-turbo-preload` links fill the snapshot cache (`shouldPreloadLink`).
@Suite("Prefetch and preload: which links qualify")
struct PrefetchPolicyTests {
    private static let page = URL(string: "http://app.test/posts")!

    /// The exclusion for the page's `#link`, resolved against the page as the renderer resolves it.
    private static func prefetch(_ body: String, head: String = "", page: URL = page) -> PrefetchExclusion?? {
        let document = HTMLParser.parse(bytes: Array("<html><head>\(head)</head><body>\(body)</body></html>".utf8))
        guard let link = document.firstDescendant(where: { $0.attribute("id") == "link" }) else { return nil }
        let url = link.attribute("href").flatMap { URL(string: $0, relativeTo: page)?.absoluteURL }
        return .some(PrefetchPolicy.prefetchExclusion(for: link, url: url, page: page, document: document))
    }

    private static func preload(_ body: String, head: String = "") -> PrefetchExclusion?? {
        let document = HTMLParser.parse(bytes: Array("<html><head>\(head)</head><body>\(body)</body></html>".utf8))
        guard let link = document.firstDescendant(where: { $0.attribute("id") == "link" }) else { return nil }
        let url = link.attribute("href").flatMap { URL(string: $0, relativeTo: page)?.absoluteURL }
        return .some(PrefetchPolicy.preloadExclusion(for: link, url: url, page: page, document: document,
                                                     settings: PrefetchSettings(page: page, document: document)))
    }

    @Test func aPlainLinkToAnotherPageOfTheSiteIsPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="/posts/1">One</a>"#) == .some(nil))
        #expect(Self.prefetch(#"<a id="link" href="/posts?page=2">Next</a>"#) == .some(nil), "another query is another page")
        #expect(Self.prefetch(#"<a id="link" href="/posts/1" data-turbo-method="get">One</a>"#) == .some(nil),
                "a GET method link is as safe as a plain one")
        #expect(Self.prefetch(#"<div data-turbo-prefetch="true"><a id="link" href="/a">A</a></div>"#) == .some(nil))
    }

    /// Turbo's `getMetaContent` is a `querySelector` over the whole page:
    /// the first tag of each name counts, in the head or the body; a
    /// template's content is not in the page. One walk reads all three.
    @Test func thePageSettingsAreTheFirstMetaTagOfEachNameAnywhereInThePage() {
        func settings(_ html: String) -> PrefetchSettings {
            PrefetchSettings(page: Self.page, document: HTMLParser.parse(bytes: Array(html.utf8)))
        }
        let none = settings("<p>no settings")
        #expect(!none.isDisabled)
        #expect(none.cacheTime == PrefetchPolicy.defaultCacheTime)
        #expect(none.root.pathPrefix == "/")
        let all = settings(#"<meta name="turbo-root" content="/app"><meta name="turbo-prefetch-cache-time" content="2500">"#
                           + #"<body><p>text<meta name="turbo-prefetch" content="false"><meta name="turbo-prefetch" content="true">"#)
        #expect(all.isDisabled, "a tag in the body counts, and the first of a name wins")
        #expect(all.cacheTime == .milliseconds(2500))
        #expect(all.root.pathPrefix == "/app/")
        let templated = settings(#"<body><template><meta name="turbo-prefetch" content="false"></template>"#)
        #expect(!templated.isDisabled, "a template's content is not part of the page")
    }

    @Test func theMetaTagTurnsItOffForThePage() {
        #expect(Self.prefetch(#"<a id="link" href="/a">A</a>"#, head: #"<meta name="turbo-prefetch" content="false">"#)
                == .some(.disabledByPage))
        #expect(Self.prefetch(#"<a id="link" href="/a">A</a>"#, head: #"<meta name="turbo-prefetch" content="true">"#) == .some(nil))
    }

    @Test func anotherOriginOrSchemeIsNotPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="http://other.test/a">A</a>"#) == .some(.otherOrigin))
        #expect(Self.prefetch(#"<a id="link" href="https://app.test/a">A</a>"#) == .some(.otherOrigin))
        #expect(Self.prefetch(#"<a id="link" href="http://app.test:8080/a">A</a>"#) == .some(.otherOrigin))
        #expect(Self.prefetch(#"<a id="link" href="mailto:ada@app.test">Mail</a>"#) == .some(.otherOrigin))
    }

    @Test func aTargetOrADownloadIsNotPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="/a" target="_blank">A</a>"#) == .some(.target))
        #expect(Self.prefetch(#"<a id="link" href="/a" target="side">A</a>"#) == .some(.target))
        #expect(Self.prefetch(#"<a id="link" href="/report" download>Report</a>"#) == .some(.download))
    }

    @Test func theSamePageIsNotPrefetched() {
        #expect(Self.prefetch(##"<a id="link" href="#comments">Comments</a>"##) == .some(.samePage))
        #expect(Self.prefetch(#"<a id="link" href="/posts#top">Top</a>"#) == .some(.samePage))
        #expect(Self.prefetch(#"<a id="link" href="/posts">Posts</a>"#) == .some(.samePage))
    }

    @Test func dataTurboPrefetchFalseOnTheLinkOrAnAncestorOptsOut() {
        #expect(Self.prefetch(#"<a id="link" href="/a" data-turbo-prefetch="false">A</a>"#) == .some(.optedOut))
        #expect(Self.prefetch(#"<nav data-turbo-prefetch="false"><p><a id="link" href="/a">A</a></p></nav>"#) == .some(.optedOut))
        #expect(Self.prefetch(#"<nav data-turbo-prefetch="false"><p data-turbo-prefetch="true"><a id="link" href="/a">A</a></p></nav>"#)
                == .some(nil), "the nearest ancestor that says decides")
    }

    @Test func dataTurboFalseIsNotPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="/a" data-turbo="false">A</a>"#) == .some(.turboDisabled))
        #expect(Self.prefetch(#"<div data-turbo="false"><a id="link" href="/a">A</a></div>"#) == .some(.turboDisabled))
    }

    @Test func linksThatChangeSomethingOrAskFirstAreNotPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="/posts/1" data-turbo-method="delete">Delete</a>"#) == .some(.method))
        #expect(Self.prefetch(#"<a id="link" href="/posts/1/edit" data-turbo-stream>Edit</a>"#) == .some(.stream))
        #expect(Self.prefetch(#"<a id="link" href="/posts/1" data-turbo-confirm="Sure?">One</a>"#) == .some(.confirm))
        #expect(Self.prefetch(#"<a id="link" href="/posts/1" data-method="delete">Delete</a>"#) == .some(.railsUJS))
        #expect(Self.prefetch(#"<a id="link" href="/posts/1" data-remote="true">One</a>"#) == .some(.railsUJS))
    }

    @Test func unvisitableFilesAndPathsOutsideTheRootAreNotPrefetched() {
        #expect(Self.prefetch(#"<a id="link" href="/exports/posts.CSV">CSV</a>"#) == .some(.unvisitable))
        #expect(Self.prefetch(#"<a id="link" href="/files/report.pdf">PDF</a>"#) == .some(.unvisitable))
        #expect(Self.prefetch(#"<a id="link" href="/admin/users">Users</a>"#, head: #"<meta name="turbo-root" content="/app">"#)
                == .some(.unvisitable))
    }

    @Test func aLinkWithoutHrefIsNotPrefetchedAndOneDrivingAFrameIs() {
        #expect(Self.prefetch(#"<a id="link">None</a>"#) == .some(.noHref))
        #expect(Self.prefetch(#"<turbo-frame id="list"><a id="link" href="/posts/2">Two</a></turbo-frame>"#) == .some(nil))
        #expect(Self.prefetch(#"<turbo-frame id="list"></turbo-frame><a id="link" href="/posts/2" data-turbo-frame="list">Two</a>"#)
                == .some(nil))
        #expect(Self.prefetch(#"<turbo-frame id="list"><a id="link" href="/posts/2" data-turbo-frame="_top">Two</a></turbo-frame>"#)
                == .some(nil), "_top is a page visit")
    }

    /// The `Turbo-Frame` header of the page's `#link`'s prefetch.
    private static func frameID(_ body: String) -> String?? {
        let document = HTMLParser.parse(bytes: Array("<html><body>\(body)</body></html>".utf8))
        guard let link = document.firstDescendant(where: { $0.attribute("id") == "link" }),
              let url = link.attribute("href").flatMap({ URL(string: $0, relativeTo: page)?.absoluteURL }) else { return nil }
        return .some(PrefetchPolicy.frameID(for: link, url: url, document: document))
    }

    @Test func aFrameLinksPrefetchNamesTheFrameFollowingItFills() {
        #expect(Self.frameID(#"<a id="link" href="/a">A</a>"#) == .some(nil), "a page visit: no Turbo-Frame")
        #expect(Self.frameID(#"<turbo-frame id="list"><a id="link" href="/a">A</a></turbo-frame>"#) == "list")
        #expect(Self.frameID(#"<turbo-frame id="side"></turbo-frame><a id="link" href="/a" data-turbo-frame="side">A</a>"#) == "side")
        #expect(Self.frameID(#"<turbo-frame id="side"></turbo-frame><turbo-frame id="list" target="side"><a id="link" href="/a">A</a></turbo-frame>"#)
                == "side", "the enclosing frame's target")
        #expect(Self.frameID(#"<turbo-frame id="list" target="_top"><a id="link" href="/a">A</a></turbo-frame>"#) == .some(nil))
        #expect(Self.frameID(#"<turbo-frame id="list"><a id="link" href="/a" data-turbo-frame="_top">A</a></turbo-frame>"#) == .some(nil))
        #expect(Self.frameID(#"<turbo-frame id="list"><a id="link" href="/a" data-turbo-frame="gone">A</a></turbo-frame>"#) == "list",
                "an id naming no frame: the enclosing frame is filled, and its load's header is the prefetch's")
        #expect(Self.frameID(#"<turbo-frame id="list" disabled><a id="link" href="/a">A</a></turbo-frame>"#) == .some(nil),
                "a disabled frame: the page is visited")
    }

    @Test func theCacheTimeComesFromItsMetaTagInMilliseconds() {
        let with = { (content: String) in
            PrefetchSettings(page: Self.page, document: HTMLParser.parse(
                bytes: Array(#"<meta name="turbo-prefetch-cache-time" content="\#(content)">"#.utf8))).cacheTime
        }
        #expect(with("2500") == .milliseconds(2500))
        #expect(with("0") == .seconds(10), "Number(...) || cacheTtl: zero is the default")
        #expect(with("soon") == .seconds(10))
        #expect(PrefetchSettings(page: Self.page, document: HTMLParser.parse(bytes: Array("<p>x".utf8))).cacheTime == .seconds(10))
    }

    @Test func preloadTakesSameOriginVisitablePageLinksOnly() {
        #expect(Self.preload(#"<a id="link" href="/posts/1" data-turbo-preload>One</a>"#) == .some(nil))
        #expect(Self.preload(#"<a id="link" href="http://other.test/" data-turbo-preload>Other</a>"#) == .some(.otherOrigin))
        #expect(Self.preload(#"<a id="link" href="/posts/1" data-turbo-method="delete" data-turbo-preload>X</a>"#) == .some(.method))
        #expect(Self.preload(#"<a id="link" href="/posts/1/edit" data-turbo-stream data-turbo-preload>X</a>"#) == .some(.stream))
        #expect(Self.preload(#"<a id="link" href="/posts.pdf" data-turbo-preload>PDF</a>"#) == .some(.unvisitable))
        #expect(Self.preload(#"<div data-turbo="false"><a id="link" href="/a" data-turbo-preload>A</a></div>"#) == .some(.turboDisabled))
        #expect(Self.preload(#"<turbo-frame id="f"><a id="link" href="/a" data-turbo-preload>A</a></turbo-frame>"#) == .some(.drivesFrame))
    }
}
