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

/// The same for a select's open list and a file field's path prompt: they
/// name their field by its index too.
@Suite("Browser: an open list or file prompt while the page changes")
struct BrowserFieldInUseUnderChangeTests {
    static let page = """
        <title>Pick</title><div id=top></div>
        <form action=/save method=post>
        <p id=size-row><select name=size><option>S<option>M<option>L</select></p>
        <p id=file-row><input type=file name=doc></p>
        <button>Save</button></form>
        """

    static func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/pick")
        driver.answer(page)
        return driver
    }

    @Test func anOpenListFollowsItsSelectWhenAFieldIsInsertedAbove() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        #expect(driver.state.popup != nil)
        BrowserEditingUnderChangeTests.live(
            "<turbo-stream action=update target=top><template><select name=other><option>A<option>B<option>C</select></template></turbo-stream>",
            &driver)
        driver.press(.down, .enter)
        #expect(BrowserLabelTests.value("size", driver) == .selected([1]))
        #expect(BrowserLabelTests.value("other", driver) != .selected([1]), "the new select was not chosen for")
    }

    @Test func anOpenListClosesWhenItsSelectIsRemoved() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        BrowserEditingUnderChangeTests.live("<turbo-stream action=remove target=size-row></turbo-stream>", &driver)
        #expect(driver.state.popup == nil)
        driver.press(.down, .enter)
        #expect(driver.state.activePage?.rendered.fields.count == 2)
    }

    @Test func aFilePromptClosesWhenItsFieldIsRemoved() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .enter)
        #expect(driver.state.prompt?.kind == .filePath(field: 1))
        BrowserEditingUnderChangeTests.live("<turbo-stream action=remove target=file-row></turbo-stream>", &driver)
        #expect(driver.state.prompt == nil)
    }

    @Test func aFilePromptFollowsItsFieldWhenAFieldIsInsertedAbove() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .enter)
        BrowserEditingUnderChangeTests.live("<turbo-stream action=update target=top><template><input name=first></template></turbo-stream>", &driver)
        #expect(driver.state.prompt?.kind == .filePath(field: BrowserLabelTests.field("doc", driver) ?? -1))
    }
}

/// A file path asked for on one page and given after another page took the
/// screen (a slow visit finished meanwhile) is read for nothing: the prompt
/// named its field by index, and the new page's field at that index got it.
@Suite("Browser: a file prompt when the page is replaced")
struct BrowserFilePromptPageChangeTests {
    @Test func thePathIsNotReadForTheNewPage() {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/upload")
        driver.answer("<title>Upload</title><form action=/u method=post enctype=multipart/form-data><input type=file name=doc><button>Send</button></form>")
        driver.visit("http://app.test/other")
        driver.press(.tab, .enter)
        #expect(driver.state.prompt?.kind == .filePath(field: 0))
        driver.answer("<title>Other</title><form action=/o><input type=file name=avatar></form>")
        driver.type("/etc/hostname")
        driver.press(.enter)
        let reads = driver.effects.filter { if case .readFile = $0 { return true } else { return false } }
        #expect(reads.isEmpty, "\(reads)")
    }
}
