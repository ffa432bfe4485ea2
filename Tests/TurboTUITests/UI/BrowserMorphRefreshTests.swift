import Foundation
import Testing
import Turbo
import UI

/// Morph page refreshes in the reducer (turbo-wire D13): the reload key, a
/// `refresh` stream and a form that redirects back morph the answer into the
/// shown page when it says `turbo-refresh-method` morph. Elements, typed
/// text and focus stay; the scroll stays with `turbo-refresh-scroll`
/// preserve; `refresh="morph"` frames reload and morph; permanent elements stay.
@Suite("Browser: morph refreshes")
struct BrowserMorphRefreshTests {
    static let url = "http://app.test/notes"

    static func page(count: Int, morph: Bool = true, preserve: Bool = true, withField: Bool = true) -> String {
        let metas = (morph ? "<meta name=\"turbo-refresh-method\" content=\"morph\">" : "")
            + (preserve ? "<meta name=\"turbo-refresh-scroll\" content=\"preserve\">" : "")
        let filler = (1...20).map { "<p>Filler \($0)</p>" }.joined()
        let field = withField ? "<input name=\"note\" id=\"note\">" : ""
        return """
            <html><head><title>Notes \(count)</title>\(metas)</head><body>
            <p id="count">Top count \(count)</p>\(filler)
            <form action="/notes" method="post">\(field)<button>Save</button></form>
            <p id="bottom">Bottom count \(count)</p>
            <div id="keep" data-turbo-permanent>Permanent \(count)</div>
            <turbo-frame id="side" src="/side" refresh="morph">Loading side \(count)</turbo-frame>
            </body></html>
            """
    }

    /// The page shown, its frame filled, scrolled to the bottom, "draft"
    /// typed into the field (still focused).
    private func typedIntoThePage(morph: Bool = true, preserve: Bool = true) throws -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open(Self.url)
        driver.answer(Self.page(count: 1, morph: morph, preserve: preserve))
        driver.answerFrame(try #require(driver.frameLoads.first), "<turbo-frame id=\"side\"><p id=\"side-text\">Side 1</p></turbo-frame>")
        driver.press(.tab, .enter)
        driver.type("draft")
        // Esc ends typing without sending (Enter would submit the form, as a browser does).
        driver.press(.escape)
        #expect(driver.sentForms.isEmpty)
        driver.press(.end)
        return driver
    }

    private func text(_ driver: BrowserDriver) -> String { driver.rows.joined(separator: "\n") }

    @Test func theReloadKeyMorphsKeepingTypedTextFocusAndScroll() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        let scroll = try #require(driver.state.stacks[.main].page?.scrollTop)
        #expect(scroll > 0)
        driver.press(.character("r"))
        #expect(driver.visits == [Self.url, Self.url], "the refresh is a request")
        driver.answer(Self.page(count: 2))
        #expect(driver.element("note") === field, "the field is the same element")
        let page = try #require(driver.state.stacks[.main].page)
        #expect(page.values[field] == .text("draft"), "what was typed stays")
        #expect(page.focusedField.map { page.rendered.fields[$0].element } === field, "focus stays")
        #expect(page.scrollTop == scroll, "turbo-refresh-scroll preserve keeps the place")
        #expect(text(driver).contains("Bottom count 2"), "the new content shows: \(driver.rows)")
        #expect(text(driver).contains("[draft"), "\(driver.rows)")
        #expect(driver.rows[0].contains("Notes 2"), "the title follows: \(driver.rows[0])")
        #expect(page.entryID == driver.browser.navigator?.state.main.top?.id)
    }

    @Test func withoutPreserveTheRefreshGoesToTheTop() throws {
        var driver = try typedIntoThePage(preserve: false)
        let field = try #require(driver.element("note"))
        driver.press(.character("r"))
        driver.answer(Self.page(count: 2, preserve: false))
        #expect(driver.state.stacks[.main].page?.scrollTop == 0)
        #expect(driver.element("note") === field, "still a morph")
        #expect(text(driver).contains("Top count 2"))
    }

    @Test func aPageThatDoesNotAskForMorphingIsReplaced() throws {
        var driver = try typedIntoThePage(morph: false)
        let field = try #require(driver.element("note"))
        driver.press(.character("r"))
        driver.answer(Self.page(count: 2, morph: false))
        #expect(driver.element("note") !== field, "a new page")
        #expect(driver.state.stacks[.main].page?.values.isEmpty == true)
    }

    @Test func permanentElementsAndMorphingFramesAreKeptThenTheFrameReloadsAndMorphs() throws {
        var driver = try typedIntoThePage()
        let side = try #require(driver.element("side-text"))
        let loads = driver.frameLoads.count
        driver.press(.character("r"))
        driver.answer(Self.page(count: 2))
        #expect(driver.element("keep")?.textContent == "Permanent 1", "data-turbo-permanent is not morphed")
        #expect(driver.element("side-text") === side, "the refresh=morph frame is left for its reload")
        #expect(driver.element("side")?.textContent.contains("Loading side 2") == false)
        let reload = try #require(driver.frameLoads.last)
        #expect(driver.frameLoads.count == loads + 1, "one reload: the frame")
        #expect(reload.fetch.frameID == "side")
        driver.answerFrame(reload, "<turbo-frame id=\"side\"><p id=\"side-text\">Side 2</p></turbo-frame>")
        #expect(driver.element("side-text") === side, "morphed, not replaced")
        #expect(side.textContent == "Side 2")
    }

    @Test func aFormRedirectingBackToItsPageMorphsWithTheResponseInHand() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        driver.press(.home)
        driver.press(.tab, .tab)
        driver.press(.enter)
        #expect(driver.sentForms.count == 1)
        driver.answerForm(Self.page(count: 3), finalURL: Self.url)
        #expect(driver.visits == [Self.url], "no second request")
        #expect(driver.element("note") === field)
        #expect(driver.element("bottom")?.textContent == "Bottom count 3")
        #expect(driver.rows[0].contains("Notes 3"), "\(driver.rows[0])")
    }

    @Test func aRefreshStreamMorphsAfterTheDebounce() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        let document = try #require(driver.state.stacks[.main].page?.document)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: "<turbo-stream action=\"refresh\"></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        #expect(driver.visits.count == 1, "debounced")
        driver.wait(milliseconds: 200)
        #expect(driver.visits.count == 2)
        driver.answer(Self.page(count: 4))
        #expect(driver.element("note") === field)
        #expect(driver.state.stacks[.main].page?.values[field] == .text("draft"))
        #expect(text(driver).contains("Bottom count 4"), "\(driver.rows)")
    }

    @Test func aFieldTheRefreshRemovesTakesItsValueAndFocusAway() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        driver.press(.character("r"))
        driver.answer(Self.page(count: 2, withField: false))
        let page = try #require(driver.state.stacks[.main].page)
        #expect(field.parent == nil)
        #expect(!page.values.isEdited(field))
        #expect(page.focusedField == nil)
    }

    @Test func anErrorAnswerReplacesThePage() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        driver.press(.character("r"))
        driver.answer("<title>Oops</title><p>Server error</p>", status: 500)
        #expect(driver.element("note") !== field)
        #expect(text(driver).contains("Server error"))
    }

    @Test func aVisitToAnotherPathIsNotARefresh() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        driver.visit("http://app.test/other")
        driver.answer(Self.page(count: 2))
        #expect(driver.element("note") !== field)
    }

    @Test func aReplacingRefreshStillKeepsTheScrollWhenThePageSaysPreserve() throws {
        var driver = try typedIntoThePage(morph: false)
        let scroll = try #require(driver.state.stacks[.main].page?.scrollTop)
        driver.press(.home)
        driver.press(.tab, .tab)
        let atButton = try #require(driver.state.stacks[.main].page?.scrollTop)
        driver.press(.enter)
        // The long "Sending the form" line takes a row from the page; the button stays in view.
        let sending = try #require(driver.state.stacks[.main].page?.scrollTop)
        #expect(sending - atButton <= 1)
        driver.answerForm(Self.page(count: 2, morph: false), finalURL: Self.url)
        #expect(scroll > 0 && atButton > 0)
        #expect(driver.state.stacks[.main].page?.scrollTop == sending, "replaced, at the same place")
        #expect(driver.element("bottom")?.textContent == "Bottom count 2")
    }

    @Test func aRefreshStreamInAFormsAnswerRefreshesThePageUnlessItCarriesTheFormsRequestID() throws {
        for (stream, refreshes) in [("<turbo-stream action=\"refresh\"></turbo-stream>", true),
                                    ("<turbo-stream action=\"refresh\" request-id=\"ours\"></turbo-stream>", false)] {
            var driver = try typedIntoThePage()
            let field = try #require(driver.element("note"))
            driver.press(.tab)
            driver.press(.enter)
            driver.answerForm(stream, type: "text/vnd.turbo-stream.html")
            driver.wait(milliseconds: 200)
            #expect(driver.visits.count == (refreshes ? 2 : 1), "\(stream)")
            guard refreshes else { continue }
            driver.answer(Self.page(count: 5))
            #expect(driver.element("note") === field, "morphed")
            #expect(driver.element("bottom")?.textContent == "Bottom count 5")
        }
    }

    private func refreshStream(_ attributes: String, _ driver: inout BrowserDriver) throws {
        let document = try #require(driver.state.stacks[.main].page?.document)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: "<turbo-stream action=\"refresh\" \(attributes)></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        driver.wait(milliseconds: 200)
        #expect(driver.visits.count == 2, "one refresh after the debounce")
    }

    /// turbo-wire R3: the stream's `method` wins over the page's `turbo-refresh-method`.
    @Test func aRefreshStreamsMethodReplaceReplacesAPageThatAsksForMorphing() throws {
        var driver = try typedIntoThePage()
        let field = try #require(driver.element("note"))
        try refreshStream(#"method="replace""#, &driver)
        driver.answer(Self.page(count: 2))
        #expect(driver.element("note") !== field, "replaced")
        #expect(driver.state.stacks[.main].page?.values.isEmpty == true, "what was typed went with the old page")
    }

    @Test func aRefreshStreamsMethodMorphMorphsAPageThatDoesNotAskForIt() throws {
        var driver = try typedIntoThePage(morph: false)
        let field = try #require(driver.element("note"))
        try refreshStream(#"method="morph""#, &driver)
        driver.answer(Self.page(count: 2, morph: false))
        #expect(driver.element("note") === field, "morphed")
        #expect(driver.state.stacks[.main].page?.values[field] == .text("draft"))
    }

    /// turbo-wire R3: `scroll` wins over `turbo-refresh-scroll`, both ways.
    @Test func aRefreshStreamsScrollResetAndPreserveWinOverThePage() throws {
        var preserving = try typedIntoThePage()
        #expect((preserving.state.stacks[.main].page?.scrollTop ?? 0) > 0)
        try refreshStream(#"scroll="reset""#, &preserving)
        preserving.answer(Self.page(count: 2))
        #expect(preserving.state.stacks[.main].page?.scrollTop == 0, "reset: the top, although the page says preserve")

        var resetting = try typedIntoThePage(preserve: false)
        let scroll = try #require(resetting.state.stacks[.main].page?.scrollTop)
        try refreshStream(#"scroll="preserve""#, &resetting)
        resetting.answer(Self.page(count: 2, preserve: false))
        #expect(resetting.state.stacks[.main].page?.scrollTop == scroll, "preserve: the same place, although the page does not say so")

        var replaced = try typedIntoThePage(morph: false)
        try refreshStream(#"method="replace" scroll="reset""#, &replaced)
        replaced.answer(Self.page(count: 2, morph: false))
        #expect(replaced.state.stacks[.main].page?.scrollTop == 0, "a replacing refresh goes to the top too")
    }
}
