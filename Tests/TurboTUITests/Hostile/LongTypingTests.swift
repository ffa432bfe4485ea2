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

    /// A run of keys puts its characters in at once; what it leaves is what
    /// the same keys one by one leave (`maxLength`, line breaks, other keys).
    @Test(arguments: [(false, nil as Int?), (true, nil), (false, 7), (true, 9)])
    func aRunLeavesWhatItsKeysOneByOneLeave(multiline: Bool, maxLength: Int?) {
        let scripts: [[Key]] = [
            "ab😀c".map(Key.character) + [.enter] + "de".map(Key.character),
            [.home] + "xy".map(Key.character) + [.left, .left] + "z€".map(Key.character) + [.backspace, .end, .character("!")],
            [.enter, .enter, .character("q")],
        ]
        for script in scripts {
            var byKey = FieldEditor(text: "hello", isMultiline: multiline, maxLength: maxLength)
            var byRun = byKey
            for key in script { _ = byKey.handle(key) }
            var rest = script[...]
            while let key = rest.first {
                let run = byRun.insert(run: rest)
                if run.taken > 0 { rest = rest.dropFirst(run.taken); continue }
                _ = byRun.handle(key)
                rest = rest.dropFirst()
            }
            #expect(byRun.text == byKey.text, "\(script)")
            #expect(byRun.cursor == byKey.cursor, "\(script)")
        }
    }

    /// A paste into the middle of a long text: what follows the cursor moves once.
    @Test func aPasteIntoTheMiddleOfALongFieldKeepsBothHalves() {
        var editor = FieldEditor(text: String(repeating: "a", count: 200_000), isMultiline: true)
        _ = editor.handle(.home)
        for _ in 0..<100_000 { _ = editor.handle(.right) }
        let run = editor.insert(run: Array(repeating: Key.character("b"), count: 200_000)[...])
        #expect(run == FieldEditor.RunInsertion(taken: 200_000, edited: true, full: false))
        #expect(editor.characters.count == 400_000)
        #expect(editor.text.hasPrefix(String(repeating: "a", count: 100_000) + "b"))
        #expect(editor.text.hasSuffix("b" + String(repeating: "a", count: 100_000)))
        #expect(editor.cursor == 300_000)
    }

    @Test func aRunStopsAtTheCapAndSaysSo() {
        var editor = FieldEditor(text: String(repeating: "a", count: FieldEditor.maximumCharacters - 2), isMultiline: false)
        let run = editor.insert(run: "bcde".map(Key.character)[...])
        #expect(run == FieldEditor.RunInsertion(taken: 4, edited: true, full: true))
        #expect(editor.text.hasSuffix("abc"))
    }
}
