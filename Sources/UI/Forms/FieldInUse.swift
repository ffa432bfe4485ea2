import HTML
/// The field the user is using on the active page: typing into it, its
/// option list open, or its file path asked for in the status line. It is
/// held by its element, not by its place in the page's list of fields: a
/// change of the page in place (a stream, a frame answer, a morph) can put
/// fields before it, and a keystroke must still land in the field the user
/// chose. When the element leaves the page, the use ends (`Browser.changeDocument`).
package struct FieldInUse {
    package enum Use {
        case typing(FieldEditor)
        case choosing(SelectPopup)
        /// A file input: the path being typed, in the status line.
        case filePath(Prompt)
    }

    package let element: Element
    package var use: Use

    package init(element: Element, use: Use) {
        self.element = element
        self.use = use
    }

    package var editor: FieldEditor? {
        if case .typing(let editor) = use { return editor }
        return nil
    }

    package var optionList: SelectPopup? {
        if case .choosing(let popup) = use { return popup }
        return nil
    }

    package var filePrompt: Prompt? {
        if case .filePath(let prompt) = use { return prompt }
        return nil
    }

    /// Where the field is drawn on `page` now; nil when it left the page.
    package func field(on page: PageView) -> Int? {
        page.fieldIndex(of: element)
    }
}
