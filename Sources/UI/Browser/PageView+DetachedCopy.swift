import FoundationEssentials
import HTML

extension PageView {
    /// The page as it is now, on a document of its own: what the snapshot
    /// cache keeps of a page whose document is about to change in place (a
    /// promoted frame navigation keeps the page on screen under a new URL,
    /// while back must show the page as it was). Typed values, focus and
    /// scroll come along, moved to the copy's elements. Nil for error views.
    package func detachedCopy() -> PageView? {
        guard let document = shownDocument else { return nil }
        let twins = NodeTwins(copying: document)
        guard let twinDocument = twins.copy as? Document else { return nil }
        var copy = PageView(url: url, status: status, content: .document(twinDocument, source: sourceText ?? PageSource(text: "")),
                            width: rendered.width, numbered: numbered)
        copy.responseHeaders = responseHeaders
        copy.entryID = entryID
        copy.titleOverride = titleOverride
        copy.scrollTop = scrollTop
        copy.marks = marks
        copy.focus = focus
        for field in rendered.fields {
            if let value = values[field.element], let twin = twins.counterpart(of: field.element) { copy.set(value, for: twin) }
        }
        if !hasUnsentInput { copy.markSent() }
        // A copy of a big page is big: a resize lays it out on a worker too (reading its own document).
        if isBig { copy.markBig(pristine: false) }
        return copy
    }

    private var sourceText: PageSource? {
        if case .document(_, let source) = content { return source }
        return nil
    }
}
