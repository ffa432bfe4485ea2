import HTML
import Render
import Turbo

/// `--streams N`: one message of N streams of one kind, each on its own
/// element by id (`before`, `replace`, `remove` on each of N records) or all
/// into one list (`append`, `prepend` of records with ids, whose duplicates
/// each stream takes out first: 8 000 took 11.7 s when each read the list).
struct ManyStreamsWorkload {
    let count: Int

    static let kinds = ["append", "prepend", "before", "replace", "remove"]

    func run(seconds: (() -> Void) -> Double) -> [MultiTargetWorkload.Result] {
        var html = "<ul id=\"list\">"
        for index in 0..<count { html += "<li id=\"r\(index)\">record \(index)</li>" }
        let bytes = Array((html + "</ul>").utf8)
        let options = RenderOptions(width: 80)
        return Self.kinds.map { kind in
            let document = HTMLParser.parse(bytes: bytes)
            let layout = IncrementalLayout(document: document, options: options)
            var message = ""
            for index in 0..<count {
                let target = kind == "append" || kind == "prepend" ? "list" : "r\(index)"
                // Every other appended record is one the list has: it moves rather than doubles.
                let id = index % 2 == 0 ? "r\(index)" : "n\(index)"
                message += "<turbo-stream action=\"\(kind)\" target=\"\(target)\"><template><li id=\"\(id)\">new</li></template></turbo-stream>"
            }
            let parsed = StreamMessage(html: message)
            var outcome = StreamOutcome()
            let apply = seconds { outcome = StreamProcessor.apply(parsed, to: document, index: ElementIDIndex(root: document)) }
            let relayout = seconds { layout.update(after: outcome.changes) }
            let same = layout.page.lines == PageRenderer(options: options).render(document).lines
            return MultiTargetWorkload.Result(action: "\(kind) x \(count)", apply: apply, layout: relayout,
                                              correct: outcome.errors.isEmpty && same)
        }
    }
}
