import HTML
import Render
import Turbo

/// `--targets N`: one stream of each action kind whose `targets` selector
/// matches N elements, each run on a fresh copy of a page made for it:
/// applied to the DOM, then laid out again as the browser does after it
/// (issue 32: 8 000 targets took 76 s).
struct MultiTargetWorkload {
    let targetCount: Int

    struct Result {
        let action: String
        let apply: Double
        let layout: Double
        /// Every target was acted on, and the layout equals a full render.
        let correct: Bool
    }

    static let actions = ["append", "prepend", "before", "after", "update", "replace", "remove",
                          "update method=morph", "replace method=morph"]

    /// N records, each with an id and a child, as a list a stream keeps up to date.
    var page: String {
        var html = "<!DOCTYPE html><html><body><ul id=\"list\">"
        for index in 0..<targetCount {
            html += "<li class=\"record\" id=\"record-\(index)\"><span>record \(index)</span></li>"
        }
        return html + "</ul></body></html>"
    }

    func message(_ action: String) -> String {
        let parts = action.split(separator: " ")
        let method = parts.count > 1 ? " \(parts[1])" : ""
        return "<turbo-stream action=\"\(parts[0])\"\(method) targets=\"#list > .record\"><template><b>new</b></template></turbo-stream>"
    }

    func run(seconds: (() -> Void) -> Double) -> [Result] {
        let bytes = Array(page.utf8)
        let options = RenderOptions(width: 80)
        return Self.actions.map { action in
            let document = HTMLParser.parse(bytes: bytes)
            let index = ElementIDIndex(root: document)
            let layout = IncrementalLayout(document: document, options: options)
            var outcome = StreamOutcome()
            let apply = seconds { outcome = StreamProcessor.apply(StreamMessage(html: message(action)), to: document, index: index) }
            let relayout = seconds { layout.update(after: outcome.changes) }
            let acted = outcome.errors.isEmpty && (action.hasPrefix("remove")
                ? outcome.changes.removed.count == targetCount
                : outcome.changes.inserted.count + outcome.changes.updatedText.count >= targetCount)
            let same = layout.page.lines == PageRenderer(options: options).render(document).lines
            return Result(action: action, apply: apply, layout: relayout, correct: acted && same)
        }
    }
}
