/// The field the user is using on the active page: typing into it, its
/// option list open, or its file path asked for in the status line. It is
/// held by its element, not by its place in the page's list of fields: a
/// change of the page in place (a stream, a frame answer, a morph) can put
/// fields before it, and a keystroke must still land in the field the user
/// chose. When the element leaves the page, the use ends (`Browser.changeDocument`).
struct FieldInUse {
    enum Use {
        case typing(FieldEditor)
        case choosing(SelectPopup)
        /// A file input: the path being typed, in the status line.
        case filePath(Prompt)
    }

    let element: Element
    var use: Use

    var editor: FieldEditor? {
        if case .typing(let editor) = use { return editor }
        return nil
    }

    var optionList: SelectPopup? {
        if case .choosing(let popup) = use { return popup }
        return nil
    }

    var filePrompt: Prompt? {
        if case .filePath(let prompt) = use { return prompt }
        return nil
    }

    /// Where the field is drawn on `page` now; nil when it left the page.
    func field(on page: PageView) -> Int? {
        page.fieldIndex(of: element)
    }
}
