import Foundation
import Testing
import Turbo
import UI

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
        guard let document = driver.state.stacks[.main].page?.shownDocument else {
            Issue.record("no document")
            return
        }
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: html, ownRequests: RequestIDHistory())))
    }

    @Test func aStreamRemovingTheFieldBeingTypedIntoEndsTheTyping() {
        var driver = Self.typing()
        #expect(driver.editor != nil)
        Self.live("<turbo-stream action=remove target=name-row></turbo-stream>", &driver)
        driver.type("xyz")
        #expect(driver.editor == nil, "typing ended with its field")
        #expect((BrowserLabelTests.value("other", driver) ?? .text("")) == .text(""), "nothing typed went into another field")
    }

    @Test func aFieldInsertedAboveKeepsTheTypingInTheSameField() {
        var driver = Self.typing()
        Self.live("<turbo-stream action=update target=top><template><input name=first></template></turbo-stream>", &driver)
        driver.type("ice")
        #expect(BrowserLabelTests.value("name", driver) == .text("Alice"))
        #expect((BrowserLabelTests.value("first", driver) ?? .text("")) == .text(""), "nothing typed went into the new field")
        #expect(driver.fieldInUse == BrowserLabelTests.field("name", driver))
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
        #expect(driver.optionList != nil)
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
        #expect(driver.optionList == nil)
        driver.press(.down, .enter)
        #expect(driver.state.activePage?.rendered.fields.count == 2)
    }

    @Test func aFilePromptClosesWhenItsFieldIsRemoved() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .enter)
        #expect(driver.filePrompt != nil && driver.fieldInUse == 1)
        BrowserEditingUnderChangeTests.live("<turbo-stream action=remove target=file-row></turbo-stream>", &driver)
        #expect(driver.filePrompt == nil)
    }

    @Test func aFilePromptFollowsItsFieldWhenAFieldIsInsertedAbove() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .enter)
        BrowserEditingUnderChangeTests.live("<turbo-stream action=update target=top><template><input name=first></template></turbo-stream>", &driver)
        #expect(driver.filePrompt != nil && driver.fieldInUse == BrowserLabelTests.field("doc", driver))
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
        #expect(driver.filePrompt != nil && driver.fieldInUse == 0)
        driver.answer("<title>Other</title><form action=/o><input type=file name=avatar></form>")
        driver.type("/etc/hostname")
        driver.press(.enter)
        let reads = driver.effects.filter { if case .readFiles = $0 { return true } else { return false } }
        #expect(reads.isEmpty, "\(reads)")
    }
}

/// A form's stream answer changes the page in place like a live message
/// does: typing in another field goes on in that field (issue 16, found in
/// the real binary: "Alice" went into the inserted field, "Al" stayed).
@Suite("Browser: typing while a form's stream answer changes the page")
struct BrowserTypingUnderFormStreamTests {
    static let page = """
        <title>Insert</title>
        <form action=/insert method=post><button>Insert</button></form>
        <div id=extra></div>
        <form action=/save method=post>
        <p><input name=name></p>
        <button>Go</button></form>
        """

    @Test func aFieldInsertedAboveByAFormsStreamAnswerKeepsTheTypingInTheSameField() {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/insert")
        driver.answer(Self.page)
        driver.press(.tab, .enter)
        #expect(driver.state.submitting != nil, "the Insert form is on its way")
        driver.press(.tab, .enter)
        driver.type("Al")
        driver.answerForm("<turbo-stream action=update target=extra><template><input name=extra value=Extra></template></turbo-stream>",
                          type: "text/vnd.turbo-stream.html")
        #expect(BrowserLabelTests.field("extra", driver) != nil, "the stream inserted the field")
        driver.type("ice")
        #expect(BrowserLabelTests.value("name", driver) == .text("Alice"))
        #expect(BrowserLabelTests.value("extra", driver) == .text("Extra"), "the inserted field is untouched")
        let go = driver.state.activePage?.rendered.fields.first { $0.kind == .submit && $0.element.textContent == "Go" }?.element
        #expect(go != nil)
        #expect(go.flatMap { driver.state.activePage?.values[$0] } == nil, "nothing stored on the Go button")
    }

    @Test func aFormsStreamAnswerRemovingTheFieldBeingTypedIntoEndsTheTypingAndSaysSo() {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/insert")
        driver.answer(Self.page.replacingOccurrences(of: "<p><input name=name></p>", with: "<p id=row><input name=name></p>"))
        driver.press(.tab, .enter, .tab, .enter)
        driver.type("Al")
        driver.answerForm("<turbo-stream action=remove target=row></turbo-stream>", type: "text/vnd.turbo-stream.html")
        #expect(driver.editor == nil, "the typing ended with its field")
        #expect(driver.status == "The field in use was removed by the page")
    }
}
