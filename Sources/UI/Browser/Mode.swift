/// Who takes the next key: `InputRouter.route` names one owner per case.
/// Read from the overlay and the active page's field in use: a question
/// comes before the field in use, the field in use before the rest of the
/// overlay (an offer that came while typing waits for the typing to end).
package enum Mode {
    case normal
    case typing(FieldEditor)
    case optionList(SelectPopup)
    /// A prompt in the status line, a file field's path too.
    case prompt(Prompt)
    case question(Question)
    case help(top: Int)
    case offer(ExternalOffer)
    case history(HistoryList)
    case bookmarks(BookmarkList)
    case downloads(DownloadsScreen)
    case image(ImageViewer)

    package init(overlay: Overlay?, fieldInUse: FieldInUse?) {
        if case .question(let question)? = overlay {
            self = .question(question)
            return
        }
        switch fieldInUse?.use {
        case .typing(let editor)?: self = .typing(editor)
        case .choosing(let popup)?: self = .optionList(popup)
        case .filePath(let prompt)?: self = .prompt(prompt)
        case nil:
            switch overlay {
            case .prompt(let prompt)?: self = .prompt(prompt)
            case .question(let question)?: self = .question(question)
            case .help(let top)?: self = .help(top: top)
            case .offer(let offer)?: self = .offer(offer)
            case .history(let list)?: self = .history(list)
            case .bookmarks(let list)?: self = .bookmarks(list)
            case .downloads(let screen)?: self = .downloads(screen)
            case .image(let viewer)?: self = .image(viewer)
            case nil: self = .normal
            }
        }
    }
}
