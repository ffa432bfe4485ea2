import HTML
/// Runs Turbo Streams on a page: the streams of a message, and the
/// `<turbo-stream>` elements that arrive inside a rendered page or frame.
package enum StreamProcessor {
    /// `index` (kept with the page) finds `target` ids without walking the
    /// page; without one each stream walks it.
    package static func apply(_ message: StreamMessage, to document: Document, index: ElementIDIndex? = nil) -> StreamOutcome {
        var outcome = StreamOutcome()
        var children = TargetChildrenByID()
        for action in message.actions {
            run(action, on: document, index: index, children: &children, into: &outcome)
        }
        return outcome
    }

    /// Runs and takes out every `<turbo-stream>` below `root` (a page's body
    /// or a frame that was just filled), as a browser runs them once they
    /// are connected. Streams in templates are content and stay.
    package static func runEmbeddedStreams(below root: Node, in document: Document,
                                          index: ElementIDIndex? = nil) -> StreamOutcome {
        var streams: [Element] = []
        DocumentWalk.forEachElement(below: root) { element in
            if element.name == "turbo-stream" { streams.append(element) }
            return true
        }
        var outcome = StreamOutcome()
        var children = TargetChildrenByID()
        for stream in streams where DocumentWalk.isConnected(stream, to: document) {
            var edit = DOMEdit()
            edit.remove(stream)
            children.forget(edit.changes)
            outcome.changes.merge(edit.changes)
            run(Result { () throws(StreamActionError) in try StreamAction(stream) }, on: document, index: index,
                children: &children, into: &outcome)
        }
        return outcome
    }

    private static func run(_ action: Result<StreamAction, StreamActionError>, on document: Document,
                            index: ElementIDIndex?, children: inout TargetChildrenByID, into outcome: inout StreamOutcome) {
        outcome.actionCount += 1
        switch action {
        case .failure(let error):
            outcome.errors.append(error)
        case .success(let action) where action.kind == .refresh:
            outcome.refreshes.append(StreamRefresh(requestID: action.requestID, overrides: action.refreshOverrides))
        case .success(let action):
            outcome.changes.merge(StreamApplier.apply(action, to: document, index: index, children: &children))
        }
    }
}
