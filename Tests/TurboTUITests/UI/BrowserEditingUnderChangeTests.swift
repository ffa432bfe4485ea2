import Foundation
import Testing
@testable import TurboTUI

/// Typing into a field while the page changes under it (a live stream, a
/// frame answer): the typing follows the field's element when fields move,
/// and ends when the field goes away, so no keystroke lands in another field.
@Suite("Browser: typing while the page changes")
struct BrowserEditingUnderChangeTests {
    static let page = """
        <title>Edit</title><div id=top></div>
        <form action=/save method=post>
        <p id=name-row><input id=name name=name></p>
        <p><input id=other name=other></p>
        <button>Save</button></form>
        <turbo-frame id=side><p>Side</p></turbo-frame>
        """

    /// The page shown, "Al" typed into the name field, still typing.
    static func typing() -> BrowserDriver {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/edit")
        driver.answer(page)
        driver.press(.tab, .enter)
        driver.type("Al")
        return driver
    }

    static func live(_ html: String, _ driver: inout BrowserDriver) {
        guard let document = driver.state.pages[.main]?.shownDocument else {
            Issue.record("no document")
            return
        }
        driver.send(.live(LiveMessage(stack: .main, document: document, html: html, ownRequests: RequestIDHistory())))
    }

    @Test func aStreamRemovingTheFieldBeingTypedIntoEndsTheTyping() {
        var driver = Self.typing()
        #expect(driver.state.editing != nil)
        Self.live("<turbo-stream action=remove target=name-row></turbo-stream>", &driver)
        driver.type("xyz")
        #expect(driver.state.editing == nil, "typing ended with its field")
        #expect((BrowserLabelTests.value("other", driver) ?? .text("")) == .text(""), "nothing typed went into another field")
    }

    @Test func aFieldInsertedAboveKeepsTheTypingInTheSameField() {
        var driver = Self.typing()
        Self.live("<turbo-stream action=update target=top><template><input name=first></template></turbo-stream>", &driver)
        driver.type("ice")
        #expect(BrowserLabelTests.value("name", driver) == .text("Alice"))
        #expect((BrowserLabelTests.value("first", driver) ?? .text("")) == .text(""), "nothing typed went into the new field")
        #expect(driver.state.editing?.field == BrowserLabelTests.field("name", driver))
    }
}
