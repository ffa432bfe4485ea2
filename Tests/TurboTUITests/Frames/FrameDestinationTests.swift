import Foundation
import Testing
import HTML
import Turbo

/// Which frame a link or form drives (turbo-wire Fr2), one rule per test,
/// on one page that has every case.
@Suite("Frame targeting")
struct FrameDestinationTests {
    private let document = HTMLParser.parse(#"""
        <turbo-frame id="a">
          <a id="plain" href="/x">in a</a>
          <a id="top" href="/x" data-turbo-frame="_top">top</a>
          <a id="self" href="/x" data-turbo-frame="_self">self</a>
          <a id="other" href="/x" data-turbo-frame="b">to b</a>
          <a id="unknown" href="/x" data-turbo-frame="nope">unknown id</a>
          <a id="to-disabled" href="/x" data-turbo-frame="off">to disabled</a>
          <form id="form" action="/f"><button id="go">go</button><button id="go-b" data-turbo-frame="b">to b</button></form>
          <turbo-frame id="inner">
            <a id="parent" href="/x" data-turbo-frame="_parent">parent</a>
            <a id="inner-plain" href="/x">inner</a>
          </turbo-frame>
        </turbo-frame>
        <turbo-frame id="b" target="_top"><a id="in-b" href="/x">in b</a><a id="in-b-self" href="/x" data-turbo-frame="_self">b self</a></turbo-frame>
        <turbo-frame id="c" target="a"><a id="in-c" href="/x">in c</a></turbo-frame>
        <turbo-frame id="off" disabled><a id="in-off" href="/x">in off</a></turbo-frame>
        <turbo-frame id="top-level-parent"><a id="lonely-parent" href="/x" data-turbo-frame="_parent">p</a></turbo-frame>
        <a id="outside" href="/x">outside</a>
        <a id="outside-to-b" href="/x" data-turbo-frame="b">outside to b</a>
        <a id="outside-to-off" href="/x" data-turbo-frame="off">outside to off</a>
        <a id="outside-top" href="/x" data-turbo-frame="_top">outside top</a>
        """#)

    private func destination(_ id: String, submitter: String? = nil) -> String {
        guard let element = document.element(withID: id) else { return "no element \(id)" }
        let button = submitter.flatMap { document.element(withID: $0) }
        switch FrameDestination.resolve(element, submitter: button, in: document) {
        case .page: return "page"
        case .frame(let frame): return frame.id ?? "?"
        }
    }

    @Test func aLinkInsideAFrameDrivesThatFrame() {
        #expect(destination("plain") == "a")
        #expect(destination("inner-plain") == "inner")
    }

    @Test func dataTurboFrameOnTheElementOverrides() {
        #expect(destination("top") == "page")
        #expect(destination("self") == "a")
        #expect(destination("other") == "b")
        #expect(destination("unknown") == "a")
    }

    @Test func theFramesTargetIsTheDefault() {
        #expect(destination("in-b") == "page")
        #expect(destination("in-b-self") == "b")
        #expect(destination("in-c") == "a")
    }

    @Test func parentIsTheEnclosingFrameOrThePage() {
        #expect(destination("parent") == "a")
        #expect(destination("lonely-parent") == "page")
    }

    @Test func disabledFramesDoNotNavigate() {
        #expect(destination("in-off") == "page")
        #expect(destination("to-disabled") == "page")
        #expect(destination("outside-to-off") == "page")
    }

    @Test func outsideFramesOnlyDataTurboFrameDrivesOne() {
        #expect(destination("outside") == "page")
        #expect(destination("outside-to-b") == "b")
        #expect(destination("outside-top") == "page")
    }

    @Test func theSubmitterWinsOverItsForm() {
        #expect(destination("form", submitter: "go") == "a")
        #expect(destination("form", submitter: "go-b") == "b")
    }

    @Test func aFrameNavigationCarriesPromotionAndTheFrameHeader() throws {
        let page = HTMLParser.parse(#"""
            <turbo-frame id="list" data-turbo-action="advance"><a id="l" href="/p/2">next</a>
            <a id="r" href="/p/3" data-turbo-action="replace" data-turbo-stream>r</a><a id="bad" href="/p" data-turbo-action="jump">b</a></turbo-frame>
            """#)
        let link = try #require(page.element(withID: "l"))
        let url = URL(string: "http://x.test/p/2")!
        let navigation = try #require(FrameNavigation(link, url: url, in: page))
        #expect(navigation.promotion == .advance)
        let fetch = navigation.fetch(from: URL(string: "http://x.test/p/1")!)
        #expect(fetch.frameID == "list")
        #expect(!fetch.acceptsStream)
        var factory = TurboRequestFactory()
        #expect(factory.request(for: fetch).header("Turbo-Frame") == "list")
        navigation.begin()
        #expect(navigation.frame.source == "http://x.test/p/2")

        let replaceLink = try #require(page.element(withID: "r"))
        let replace = try #require(FrameNavigation(replaceLink, url: url, in: page))
        #expect(replace.promotion == .replace)
        #expect(replace.fetch(from: url).acceptsStream)
        // An action Turbo does not know falls through to the frame's own.
        let badLink = try #require(page.element(withID: "bad"))
        let bad = try #require(FrameNavigation(badLink, url: url, in: page))
        #expect(bad.promotion == nil)
    }
}
