import Testing

@Suite("Form fields: how they look and where the UI finds them")
struct FormFieldTests {
    @Test func fieldsAreListedInDocumentOrderWithTheirRegions() {
        let page = Rendering.page("""
            <form><p>Email <input name=email value="a@b.c"> <input type=hidden name=t value=x>
            <input type=checkbox checked> Remember <button>Sign in</button></p></form>
            """)
        #expect(page.text == "Email [a@b.c_______________] [X] Remember [Sign in]")
        #expect(page.fields.map(\.kind) == [.text, .checkbox, .submit])
        #expect(page.fields.map(\.element.name) == ["input", "input", "button"])
        let regions = page.fields.map { [$0.line, $0.column, $0.width, $0.height] }
        #expect(regions == [[0, 6, 22, 1], [0, 29, 3, 1], [0, 42, 9, 1]])
        let spansWithFields = page.lines[0].spans.compactMap(\.field)
        #expect(spansWithFields == [0, 1, 2])
    }

    @Test func controlsReadAsLynxAndW3mShowThem() {
        let output = Rendering.text("""
            <input type=radio checked> <input type=radio> <input type=submit value="Go on">
            <input type=reset> <select><option>One<option selected>Three</select> <input type=file>
            """)
        #expect(output == "(*) ( ) [Go on] [Reset] [Three v] [Browse...]\n")
    }

    @Test func passwordValuesAreMaskedAndTextareasAreBoxes() {
        let page = Rendering.page("""
            <input type=password value="hunter2"><textarea rows=2 cols=10>
            line one is long
            two</textarea>
            """)
        #expect(page.text == """
            [*******_____________]
            ┌──────────┐
            │line one i│
            │s long    │
            └──────────┘
            """)
        #expect(!page.text.contains("hunter2"))
        let area = page.fields[1]
        #expect(area.kind == .textarea)
        #expect([area.line, area.column, area.width, area.height] == [2, 1, 10, 2])
    }

    @Test func disabledFieldsLookDisabled() {
        let page = Rendering.page("<input value=a disabled><fieldset disabled><input type=checkbox></fieldset><input value=b>")
        #expect(page.fields.map(\.isDisabled) == [true, true, false])
        let styles = page.lines.flatMap(\.spans).filter { $0.field != nil }.map(\.style)
        #expect(styles[0].role == .disabled && styles[0].attributes.contains(.dim))
        #expect(styles.last?.role == .field)
    }

    @Test func fieldsInTableCellsKnowWhereTheyAre() {
        let page = Rendering.page("<table border=1><tr><td>Name<td><input size=5 value=x></table>")
        let field = page.fields[0]
        let row = page.lines[field.line].text
        #expect(row.hasPrefix("│ Name │ [x"))
        #expect(field.column == 9)
    }

    @Test func controlCharactersInValuesAreShownVisibly() {
        let output = Rendering.text("<input value=\"a&#27;[2Jb\"><textarea>x&#7;y</textarea>")
        #expect(output.contains("[a^[[2Jb"))
        #expect(output.contains("x^Gy"))
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
