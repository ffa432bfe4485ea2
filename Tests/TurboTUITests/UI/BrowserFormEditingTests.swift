import Foundation
import Testing
import Turbo
import UI

/// Editing fields in the reducer and the view, against literal screen rows,
/// with no terminal and no network.
@Suite("Browser: editing form fields")
struct BrowserFormEditingTests {
    static let form = """
        <title>Form</title>
        <form action="/items" method="post">
        <p>Name <input name=name required maxlength=30></p>
        <p>Word <input type=password name=pw></p>
        <p><input type=checkbox name=agree value=yes> <input type=radio name=c value=r checked> <input type=radio name=c value=g></p>
        <p><select name=size><option>S</option><option>M</option><option>L</option></select></p>
        <p><button data-turbo-submits-with="Saving">Save</button></p>
        </form>
        """

    static func opened(_ html: String = form, rows: Int = 12) -> BrowserDriver {
        var driver = BrowserDriver(rows: rows, columns: 40)
        driver.open("http://app.test/form")
        driver.answer(html)
        return driver
    }

    static func focusedField(_ driver: BrowserDriver) -> String? {
        guard let page = driver.state.activePage, let index = page.focusedField else { return nil }
        return page.rendered.fields[index].element.attribute("name")
    }

    @Test func tabGoesThroughFieldsAndButtonsInDocumentOrder() {
        var driver = Self.opened()
        #expect(driver.state.activePage?.focus == nil, "nothing focused after a load")
        var names: [String] = []
        for _ in 0..<7 {
            driver.press(.tab)
            names.append(Self.focusedField(driver) ?? "-")
        }
        #expect(names == ["name", "pw", "agree", "c", "c", "size", "-"])
        driver.press(.backTab)
        #expect(Self.focusedField(driver) == "size")
    }

    @Test func autofocusFocusesItsFieldAfterTheLoad() {
        let driver = Self.opened("<p><a href=/x>x</a></p><form><input name=a><input name=b autofocus></form>")
        #expect(Self.focusedField(driver) == "b")
    }

    @Test func typedTextIsDrawnInTheFieldWithTheCursor() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        driver.type("Ann")
        #expect(driver.rows[1] == "Name [Ann                 ]")
        #expect(driver.rows[11].hasPrefix("Typing: Enter: send   Esc: done"), "the form has a button: Enter sends")
        // The terminal's cursor stands after the text; the field is reversed in its own colours.
        #expect(driver.frame.cursor == CellPosition(row: 1, column: 9))
        let drawn = ColorScheme.standard.paint(driver.frame[1, 6])
        #expect(drawn.isReversed && drawn.foreground == .palette(30), "\(drawn)")
        driver.press(.escape)
        #expect(driver.editor == nil)
        #expect(driver.frame.cursor == nil, "the cursor is hidden when nobody types")
        #expect(driver.rows[1] == "Name [Ann_________________]", "the text is kept after Esc")
        #expect(driver.sentForms.isEmpty, "Esc sends nothing")
    }

    @Test func editingKeysMoveAndDeleteByCharacterIncludingWideOnes() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        driver.type("a漢b")
        driver.press(.left, .backspace)
        #expect(driver.rows[1] == "Name [ab                  ]")
        driver.press(.home, .delete)
        driver.type("Zé")
        driver.press(.end)
        driver.type("!")
        #expect(driver.rows[1] == "Name [Zéb!                ]")
        driver.press(.control("u"))
        #expect(driver.rows[1] == "Name [                    ]")
    }

    @Test func aPasswordIsMaskedWhileTypedAndAfter() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .enter)
        driver.type("secret")
        #expect(driver.rows[3] == "Word [******              ]")
        driver.press(.escape)
        #expect(driver.rows[3] == "Word [******______________]")
        expectRows(driver.rows, [" Form — http://app.test/form", "Name [____________________]", "", "Word [******______________]", "",
                                  "[ ] (*) ( )", "", "[S v]", "", "[Save]", "", "Enter: type in this field"], "the password is nowhere in clear")
    }

    @Test func maxlengthStopsTyping() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        driver.type(String(repeating: "x", count: 40))
        #expect(driver.editor?.text.count == 30)
    }

    @Test func spaceTogglesACheckboxAndARadioChoosesWithinItsGroup() {
        var driver = Self.opened()
        driver.press(.tab, .tab, .tab, .character(" "))
        #expect(driver.rows[5] == "[X] (*) ( )")
        driver.press(.tab, .tab, .enter)
        #expect(driver.rows[5] == "[X] ( ) (*)", "choosing the second radio clears the first")
        driver.press(.character(" "))
        #expect(driver.rows[5] == "[X] ( ) (*)")
    }

    @Test func aSelectOpensItsListAndTheChoiceIsShown() {
        var driver = Self.opened()
        for _ in 0..<6 { driver.press(.tab) }
        driver.press(.enter)
        // No room below the field: the list opens above it, over the page.
        #expect(driver.rows[2].hasPrefix("┌─────┐"))
        #expect(driver.rows[3].hasPrefix("│(*) S│"))
        #expect(driver.rows[4].hasPrefix("│( ) M│"))
        #expect(driver.rows[5].hasPrefix("│( ) L│"))
        #expect(driver.rows[6].hasPrefix("└─────┘"))
        driver.press(.down, .down, .enter)
        #expect(driver.optionList == nil)
        #expect(driver.rows[7] == "[L v]")
    }

    @Test func aMultipleSelectMarksSeveralWithSpace() {
        var driver = Self.opened("<form action=/f><select name=s multiple><option>A<option selected>B<option>C</select><button>Go</button></form>")
        driver.press(.tab, .enter)
        #expect(driver.rows.contains { $0.hasPrefix("│[x] B│") })
        driver.press(.down, .character(" "), .enter)
        driver.press(.tab, .enter)
        #expect(driver.sentForms.first?.submission.url.absoluteString == "http://app.test/f?s=B&s=C")
    }

    @Test func escEndsEditingFirstAndOnlyThenMeansDone() {
        var driver = ModalDoneQuestionTests.modal(typing: "kept")
        #expect(driver.state.modal != nil)
        driver.press(.escape)
        #expect(driver.state.modal != nil, "Esc ended the typing, not the modal")
        #expect(driver.state.stacks[.modal].page?.currentValue(of: driver.state.stacks[.modal].page!.rendered.fields[0].element) == .text("kept"))
        driver.press(.escape)
        #expect(driver.state.question != nil, "then Esc is Done, which asks first: the text would be lost")
        driver.type("y")
        #expect(driver.state.modal == nil)
    }

    @Test func aTextareaTakesLineBreaksAndEndsOnEsc() {
        var driver = Self.opened("<form><textarea name=body rows=3 cols=10></textarea></form>")
        driver.press(.tab, .enter)
        driver.type("one")
        driver.press(.enter)
        driver.type("two")
        #expect(Array(driver.rows[1...5]) == ["┌──────────┐", "│one       │", "│two       │", "│          │", "└──────────┘"])
        driver.press(.up, .end)
        driver.type("!")
        driver.press(.escape)
        #expect(driver.rows[2] == "│one!      │")
    }

    /// Issue 34: a textarea wraps between words, as a browser's does; a word longer than the row is cut.
    @Test func aTextareaWrapsBetweenWords() throws {
        var driver = Self.opened("<form><textarea name=body rows=3 cols=10></textarea></form>")
        driver.press(.tab, .enter)
        driver.type("hi wonderful world")
        #expect(Array(driver.rows[1...5]) == ["┌──────────┐", "│hi        │", "│wonderful │", "│world     │", "└──────────┘"], "\(driver.rows)")
        driver.press(.escape)
        #expect(Array(driver.rows[2...4]) == ["│hi        │", "│wonderful │", "│world     │"], "drawn the same once typing ends")
        #expect(TextRows.wrap(Array("abcdefghijklm"), width: 10) == [0..<10, 10..<13], "a word longer than the row is cut")
        let look = ScreenLook(driver.frame)
        let wrapped = try #require(look.columns(of: "wonderful"))
        #expect(look.cell(wrapped.row, wrapped.columns.lowerBound).foreground == ColorScheme.standard.foreground(for: .field),
                "the wrapped word in the field's colour")
    }

    @Test func ctrlEAsksForTheEditorAndItsTextComesBack() {
        var driver = Self.opened("<form><textarea name=body>old</textarea></form>")
        driver.press(.tab, .control("e"))
        guard case .editExternally(let text, let field)? = driver.effects.last else {
            Issue.record("no editor effect: \(driver.effects)")
            return
        }
        #expect(text == "old")
        driver.send(.externalEdit(ExternalEdit(target: field, value: .success(.text("from the editor")))))
        #expect(driver.rows.contains { $0.contains("from the editor") })
    }

    /// A `multiple` input takes several paths, split as a shell splits words;
    /// a one-file input takes the line whole, spaces and all.
    @Test func aMultipleFileInputTakesSeveralPaths() {
        var driver = Self.opened("<form><input type=file name=f multiple></form>")
        driver.press(.tab, .enter)
        #expect(driver.rows[11].hasPrefix("Files to send, spaces between"))
        driver.type(#"a.txt "my file.txt" b\ c.txt"#)
        driver.press(.enter)
        guard case .readFiles(let paths, _)? = driver.effects.last else {
            Issue.record("no file effect")
            return
        }
        #expect(paths == ["a.txt", "my file.txt", "b c.txt"])
        #expect(FilePathList.paths(in: "my file.txt", several: false) == ["my file.txt"])
        let awkward = ["plain", "with space", #"quo"te"#, #"back\slash"#]
        #expect(FilePathList.paths(in: FilePathList.line(of: awkward), several: true) == awkward)
    }

    @Test func aFileInputAsksForAPathAndAMissingFileIsReported() {
        var driver = Self.opened("<form><input type=file name=f></form>")
        driver.press(.tab, .enter)
        #expect(driver.rows[11].hasPrefix("File to send"))
        driver.type("~/none.txt")
        driver.press(.enter)
        guard case .readFiles(let paths, let field)? = driver.effects.last else {
            Issue.record("no file effect")
            return
        }
        #expect(paths == ["~/none.txt"])
        driver.send(.externalEdit(ExternalEdit(target: field, value: .failure(ExternalEditError(message: "No file at ~/none.txt")))))
        #expect(driver.rows[11] == "No file at ~/none.txt")
    }

    @Test func disabledAndReadOnlyFieldsAreNotEdited() {
        var driver = Self.opened("<form><input name=a readonly value=fixed><input name=b disabled></form>")
        driver.press(.tab, .enter)
        #expect(driver.editor == nil)
        #expect(driver.rows[11] == "This field is read-only")
        driver.press(.tab)
        #expect(Self.focusedField(driver) == "a", "a disabled field is not a Tab stop")
    }

    @Test func aClickOnAFieldFocusesAndUsesIt() {
        var driver = Self.opened()
        driver.click(row: 5, column: 1)
        #expect(Self.focusedField(driver) == "agree")
        #expect(driver.rows[5] == "[X] (*) ( )")
    }
}
