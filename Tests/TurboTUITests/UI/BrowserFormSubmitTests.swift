import Foundation
import Testing
import Turbo
import UI

/// Sending forms from the reducer: what is sent, what the answer does, and
/// that nothing typed is lost. The test plays the server.
@Suite("Browser: sending forms")
struct BrowserFormSubmitTests {
    static let form = """
        <title>Form</title>
        <form action="/items" method="post">
        <input type=hidden name=_method value=patch>
        <p>Name <input name=name required></p>
        <p>Word <input type=password name=pw></p>
        <p><button name=go value=1 data-turbo-submits-with="Saving">Save</button></p>
        </form>
        <p><a href="/items/7" data-turbo-method="delete" data-turbo-confirm="Delete it?">Delete</a></p>
        """

    static func opened(_ html: String = form, at url: String = "http://app.test/form") -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open(url)
        driver.answer(html)
        return driver
    }

    static func body(_ send: FormInFlight?) -> String {
        send?.submission.body.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    /// Types `name` and `pw` (Tab leaves a field without sending), then focuses the button.
    static func fill(_ driver: inout BrowserDriver, name: String = "Ann", password: String = "pw1") {
        driver.press(.tab, .enter)
        driver.type(name)
        driver.press(.tab, .enter)
        driver.type(password)
        driver.press(.tab)
    }

    @Test func theButtonSendsTheTypedValuesWithItsNameLast() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        #expect(driver.sentForms.count == 1)
        #expect(driver.sentForms.first?.submission.method == .post)
        #expect(driver.sentForms.first?.submission.url.absoluteString == "http://app.test/items")
        #expect(Self.body(driver.sentForms.first) == "_method=patch&name=Ann&pw=pw1&go=1")
        #expect(driver.sentForms.first?.stack == .main)
    }

    @Test func theBusyButtonStaysOnItsButtonWhenAStreamPutsAFieldAboveIt() throws {
        var driver = Self.opened("<div id=top></div>" + Self.form)
        Self.fill(&driver)
        driver.press(.enter)
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        let html = "<turbo-stream action=update target=top><template><p>Extra <input name=extra></p></template></turbo-stream>"
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: html, ownRequests: RequestIDHistory())))
        let page = try #require(driver.state.stacks[.main].page)
        let save = try #require(page.rendered.fields.last)
        #expect(save.kind == .submit)
        #expect(driver.rows[driver.state.activeArea.row + save.line - page.scrollTop] == "[Saving]")
        #expect(!driver.rows.contains { $0.hasPrefix("Word") && $0.contains("Saving") }, "\(driver.rows)")
    }

    @Test func theButtonIsShownBusyWithItsSubmitsWithLabelAndASecondPressSendsNothing() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        #expect(driver.rows[5] == "[Saving]")
        #expect(driver.frame[5, 1].style.attributes.contains(.dim))
        driver.press(.enter)
        #expect(driver.sentForms.count == 1)
        #expect(driver.status.hasPrefix("A form is being sent"))
    }

    @Test func aSlowFormShowsTheProgressBarAfterHalfASecond() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        driver.wait(milliseconds: 400)
        #expect(!driver.rows[1].contains("░"))
        driver.wait(milliseconds: 200)
        #expect(driver.rows[1].contains("░"), "\(driver.rows)")
        driver.answerForm("<p>done</p>", finalURL: "http://app.test/done")
        #expect(!driver.rows[1].contains("░"))
    }

    @Test func aRequiredFieldLeftEmptyStopsTheFormAndIsFocused() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .tab, .enter)
        #expect(driver.sentForms.isEmpty)
        #expect(driver.rows[11] == "name: Please fill out this field.")
        #expect(driver.state.activePage?.focusedField == 0)
    }

    @Test func enterInTheOnlyTextFieldSendsASearchAsGET() {
        var driver = Self.opened("<form action=/search><input name=q><button>Go</button></form>")
        driver.press(.tab, .enter)
        driver.type("tui forms")
        driver.press(.enter)
        #expect(driver.sentForms.first?.submission.url.absoluteString == "http://app.test/search?q=tui+forms")
        #expect(driver.sentForms.first?.submission.body == nil)
    }

    @Test func aRedirectAnswerIsShownWithoutASecondRequest() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        let visitsBefore = driver.visits
        driver.answerForm("<title>Items</title><p>Saved</p>", finalURL: "http://app.test/items/1")
        #expect(driver.visits == visitsBefore, "the response in hand is shown")
        #expect(driver.rows[0] == " Items — http://app.test/items/1")
        #expect(driver.state.hasUnsentInput == false)
    }

    @Test func a422IsRenderedInPlaceWithTheURLKeptAndTheFocusOnTheSameField() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        driver.answerForm("<title>Form</title><p>Name is taken</p><form action=/items method=post>"
                          + "<p>Name <input name=name value=Ann></p><p><button name=go>Save</button></p></form>", status: 422)
        #expect(driver.rows[0] == " Form — http://app.test/form")
        #expect(driver.rows[1] == "Name is taken")
        #expect(driver.rows[3] == "Name [Ann_________________]", "the server's value")
        #expect(driver.status.hasPrefix("The form was not accepted (HTTP 422)"))
        let page = driver.state.activePage
        #expect(page?.focusedField.flatMap { page?.rendered.fields[$0].element.attribute("name") } == "go")
    }

    @Test func aNetworkFailureKeepsTheValuesAndRResendsThem() {
        var driver = Self.opened()
        Self.fill(&driver, name: "Kept")
        driver.press(.enter)
        driver.failForm(.connectionRefused(host: "app.test"))
        #expect(driver.rows[1] == "Name [Kept________________]")
        #expect(driver.status.hasPrefix("Could not send the form to http://app.te"))
        driver.press(.character("r"))
        #expect(driver.sentForms.count == 2)
        #expect(Self.body(driver.sentForms[1]) == Self.body(driver.sentForms[0]))
    }

    @Test func a200WithoutRedirectIsReportedAsTurboDoes() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.enter)
        driver.answerForm("<p>ok</p>")
        #expect(driver.status.hasPrefix("Form responses must redirect to another"))
        #expect(driver.rows[0] == " Form — http://app.test/form")
    }

    @Test func aStreamAnswerChangesThePageInPlaceKeepingWhatWasTyped() {
        var driver = Self.opened("<title>Form</title><p id=note>old note</p><form action=/items method=post>"
                                 + "<p>Name <input name=name></p><p><button>Save</button></p></form>")
        driver.press(.tab, .enter)
        driver.type("Kept")
        driver.press(.enter)
        driver.answerForm("<turbo-stream action=update target=note><template>new note</template></turbo-stream>",
                          type: "text/vnd.turbo-stream.html")
        #expect(driver.rows[0] == " Form — http://app.test/form")
        #expect(driver.rows[1] == "new note")
        #expect(driver.rows[3] == "Name [Kept________________]")
    }

    @Test func aMethodLinkAsksAndNoSendsNothingYesSendsADelete() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .tab, .tab)
        #expect(driver.state.activePage?.focusedLink != nil)
        driver.press(.enter)
        #expect(driver.rows.contains { $0.contains("Delete it?") })
        driver.press(.character("n"))
        #expect(driver.sentForms.isEmpty)
        #expect(driver.rows[11] == "Nothing was sent")
        driver.press(.enter, .character("y"))
        #expect(driver.sentForms.first?.submission.method == .delete)
        #expect(driver.sentForms.first?.submission.url.absoluteString == "http://app.test/items/7")
    }

    @Test func aFormWithTurboOffIsAPlainLoadOfItsAnswer() {
        var driver = Self.opened("<form action=/plain method=post data-turbo=false><input name=a value=1><button>Go</button></form>")
        driver.press(.tab, .tab, .enter)
        #expect(driver.sentForms.first?.submission.handling == .fullPageLoad)
        driver.answerForm("<title>Plain</title><p>200 is fine here</p>")
        #expect(driver.rows[0] == " Plain — http://app.test/plain")
    }

    @Test func backAndForthRestoreTypedValuesButNotPasswords() {
        var driver = Self.opened()
        Self.fill(&driver, name: "Back", password: "hidden")
        driver.visit("http://app.test/other")
        driver.answer("<p>other</p>")
        driver.press(.character("h"))
        #expect(driver.rows[1] == "Name [Back________________]")
        #expect(driver.rows[3] == "Word [____________________]", "a typed password is not kept")
    }

    @Test func quitAsksWhenTypedDataIsUnsentAndQDoesNot() {
        var driver = Self.opened()
        Self.fill(&driver)
        driver.press(.character("q"))
        #expect(driver.state.exit == nil)
        #expect(driver.rows.contains { $0.contains("Quit and lose the form data") })
        #expect(driver.rows.contains { $0.contains("y: yes   n: no") })
        driver.press(.character("n"))
        #expect(driver.state.exit == nil)
        driver.press(.character("q"), .character("y"))
        #expect(driver.state.exit == .quit)
        var other = Self.opened()
        Self.fill(&other)
        other.press(.character("Q"))
        #expect(other.state.exit == .quit)
    }

    @Test func aSuccessfulPostClearsTheSnapshotCache() {
        var driver = Self.opened()
        driver.visit("http://app.test/form2")
        driver.answer(Self.form)
        Self.fill(&driver)
        driver.press(.enter)
        driver.answerForm("<p>done</p>", finalURL: "http://app.test/done")
        driver.press(.character("h"))
        #expect(driver.visits.last == "http://app.test/form2", "back loads again: the cache was cleared")
    }
}
