import HTML
/// What a frame that did not render normally says, in its place and as a
/// line for the user. Page text in these notes is sanitized by whoever
/// prints them (Render/TerminalSafeText), as all page text is.
package enum FrameNote {
    /// Replaces the frame's children with one error line, styled like
    /// Turbo's "Content missing".
    package static func show(_ text: String, in frame: TurboFrame) {
        var edit = DOMEdit()
        edit.removeChildren(of: frame.element)
        let notice = Element(name: "strong", attributes: [Attribute(name: "class", value: "turbo-frame-error")])
        notice.appendChild(TextNode(text))
        edit.append([notice], to: frame.element)
    }

    package static func describe(_ answer: FrameAnswer, of load: FrameLoad) -> String? {
        let name = "frame \"\(load.frame.id ?? "")\" (\(load.url.absoluteString))"
        switch answer {
        case .rendered, .streams, .recurse:
            return nil
        case .missing(_, let message):
            return "\(name): \(message)"
        case .fullVisit(let response):
            return "\(name): the answer asks for a full page visit to \(response.url.absoluteString) (turbo-visit-control=reload)"
        case .notHTML(let mediaType):
            return "\(name): the answer is \(mediaType), not HTML; the frame is left as it was"
        }
    }

    package static func skipped(_ load: FrameLoad, limit: Int) -> String {
        "frame \"\(load.frame.id ?? "")\" (\(load.url.absoluteString)): not loaded, more than \(limit) frames on the page"
    }
}
