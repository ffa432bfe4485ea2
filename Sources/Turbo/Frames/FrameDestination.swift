import HTML
/// Where a link or form navigates: the whole page (a Drive visit), or one
/// frame whose content is swapped.
package enum FrameDestination {
    case page
    case frame(TurboFrame)

    package var frame: TurboFrame? {
        if case .frame(let frame) = self { return frame }
        return nil
    }

    /// Which frame a link (or a form with its submitter) drives, by
    /// turbo-wire Fr2 and Turbo's FrameController and FrameRedirector:
    /// `data-turbo-frame` on the submitter, then on the element, else the
    /// enclosing frame's `target`; `_top` is the page, `_self` the enclosing
    /// frame, `_parent` the frame around it (the page when there is none),
    /// an id that frame. A disabled frame does not navigate: the page does.
    package static func resolve(_ element: Element, submitter: Element? = nil, in document: Node) -> FrameDestination {
        let named = [submitter, element].lazy.compactMap { $0?.attribute("data-turbo-frame") }.first { !$0.isEmpty }
        guard let enclosing = TurboFrame.enclosing(element) else {
            guard let named, named != "_top", let frame = TurboFrame.withID(named, in: document) else { return .page }
            return frame.isDisabled ? .page : .frame(frame)
        }
        if enclosing.isDisabled { return .page }
        switch named ?? enclosing.target {
        case "_top":
            return .page
        case "_parent":
            guard let parent = TurboFrame.enclosing(enclosing.element), !parent.isDisabled else { return .page }
            return .frame(parent)
        case nil, "_self":
            return .frame(enclosing)
        case let id?:
            // An id that names no frame falls back to the enclosing one, as in Turbo.
            guard let frame = TurboFrame.withID(id, in: document) else { return .frame(enclosing) }
            return frame.isDisabled ? .page : .frame(frame)
        }
    }
}
