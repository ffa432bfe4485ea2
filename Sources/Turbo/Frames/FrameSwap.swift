import FoundationEssentials
import HTML
import Net

/// Applies an answer to the frame that asked for it, as Turbo's
/// FrameController does: take `turbo-frame#id` from the answer's body and
/// replace the frame's children with its children; the frame keeps its
/// own attributes, `src` becomes the final URL and `complete` is set.
package enum FrameSwap {
    package static let missingText = "Content missing"

    /// `page` is the URL of the page the frame is on (nested frames' `src`
    /// are relative to it). `promotion` comes from the `FrameNavigation` that made the request;
    /// `morph` is for reloading a `refresh="morph"` frame after a page
    /// refresh, which keeps what did not change. `index` is the page's
    /// `ElementIDIndex`, told about the new content. `recursions` counts the
    /// `recurse` loads that led here (R4): their answers leave `src` alone.
    package static func apply(_ response: HTTPResponse, to frame: TurboFrame, in document: Document, page: URL,
                             promotion: VisitAction? = nil, morph: Bool = false,
                             index: ElementIDIndex? = nil, recursions: Int = 0) -> FrameAnswer {
        if StreamMessage.isStream(response) {
            return .streams(StreamProcessor.apply(StreamMessage(response: response), to: document, index: index))
        }
        guard response.contentType?.isHTML ?? true else {
            return .notHTML(mediaType: response.contentType?.mediaType ?? "unknown")
        }
        let answer = VisitResponse(response).document
        if VisitControl.requiresReload(answer) { return .fullVisit(response) }
        if recursions == 0, response.wasRedirected || response.isSuccess {
            frame.element.setAttribute("src", response.url.absoluteString)
        }
        frame.element.setAttribute("complete", "")
        guard let id = frame.id, let body = answer.body,
              let source = DocumentWalk.element(withID: id, below: body), source.name == "turbo-frame" else {
            if let id = frame.id, let body = answer.body, recursions < FrameRecursion.maximumDepth,
               let nested = FrameRecursion(for: id, below: body, answerURL: response.url) {
                return .recurse(nested)
            }
            return showMissing(in: frame, status: response.status)
        }
        let autoscroll = FrameAutoscroll(frame: frame.element, answer: source)
        var edit = DOMEdit(index: index)
        if morph {
            ElementMorph.morphChildren(of: frame.element, into: source.children, edit: &edit,
                                       keeping: { PermanentElements.permanentID($0) != nil })
        } else {
            // Permanent elements in both keep the frame's own (turbo-wire D10, Turbo's FrameRenderer).
            _ = PermanentElements.carry(from: frame.element, into: source, leavingCopies: false)
            edit.removeChildren(of: frame.element)
            edit.append(source.children, to: frame.element)
        }
        var changes = edit.changes
        let streams = StreamProcessor.runEmbeddedStreams(below: frame.element, in: document, index: index)
        changes.merge(streams.changes)
        let loads = FrameLoadPlan(below: frame.element, page: page)
        let url = URL(address: frame.source ?? "") ?? response.url
        return .rendered(FrameRender(changes: changes, streams: streams, loads: loads,
                                     promotion: promotion.map { FramePromotion(url: url, action: $0) }, autoscroll: autoscroll))
    }

    private static func showMissing(in frame: TurboFrame, status: Int) -> FrameAnswer {
        var edit = DOMEdit()
        edit.removeChildren(of: frame.element)
        let notice = Element(name: "strong", attributes: [Attribute(name: "class", value: "turbo-frame-error")])
        notice.appendChild(TextNode(missingText))
        edit.append([notice], to: frame.element)
        let id = frame.id ?? ""
        // One plain line, as the status line says things (issue 34); docs/streams-and-frames.md
        // says how a page asks for a full visit instead (turbo-visit-control=reload).
        return .missing(edit.changes, message: "Frame \"\(id)\": \(missingText) (the HTTP \(status) answer has no frame with that id)")
    }
}
