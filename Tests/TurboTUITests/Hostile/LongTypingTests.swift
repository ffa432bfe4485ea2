import Foundation
import Testing
import UI

/// Issue 32, item 3: typing was quadratic in the text's length (a `fill` of
/// 40 000 characters took 20 s, 5 MB ran for minutes). Keys that come
/// together are edited at once and stored once (`PageSession.type(run:)`),
/// the editor counts its length as it goes, and a field has a cap.
@Suite("Hostile: long typing")
struct LongTypingTests {
    @Test func aFillOfTwoHundredThousandCharactersIsSentWhole() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        // Quadratic, this is 200 000 layouts of a text growing to 200 000 characters: hours, not the 10 s a command has.
        let text = String(repeating: "0123456789", count: 20_000)
        #expect(session.send(##"{"fill":"#body","value":"\##(text)"}"##) == .success)
        #expect(session.send(##"{"click":"#save"}"##).error == nil)
        let post = try #require(server.requests.first { $0.method == "POST" })
        #expect(String(decoding: post.body, as: UTF8.self).contains(text), "the whole text went, once")
    }

    @Test func aFieldTakesAtMostItsCapAndSaysSo() {
        var editor = FieldEditor(text: String(repeating: "a", count: FieldEditor.maximumCharacters), isMultiline: true)
        #expect(editor.handle(.character("b")) == .full)
        #expect(editor.characters.count == FieldEditor.maximumCharacters)
        #expect(editor.handle(.backspace) == .edited)
        #expect(editor.handle(.character("b")) == .edited)
    }

    @Test func maxLengthIsCountedAsTheTextChanges() {
        var editor = FieldEditor(text: "ab😀", isMultiline: false, maxLength: 5)
        #expect(editor.handle(.character("c")) == .edited, "a, b, c and the emoji's two UTF-16 units")
        #expect(editor.handle(.character("d")) == .ignored)
        #expect(editor.handle(.control("u")) == .edited)
        #expect(editor.handle(.character("😀")) == .edited)
        #expect(editor.text == "😀")
    }
}
