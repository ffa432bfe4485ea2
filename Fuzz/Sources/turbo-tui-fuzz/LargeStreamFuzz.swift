import HTML
import Render
import Turbo

/// A Turbo Stream message applied to a large page, 1 500 records in a list, a
/// table and nested blocks, which `targets` selectors reach by the thousand (issue
/// 32: a stream over N targets cost N²), then laid out again incrementally as the
/// browser does: the layout must equal a full render of the changed page, with
/// nothing unsafe in its text. The page is parsed afresh for each input (the
/// stream changes it); libFuzzer's 5 s timeout catches a quadratic return.
enum LargeStreamFuzz {
    private static let page: [UInt8] = {
        var html = "<!DOCTYPE html><title>Records</title><div id=\"main\"><ul id=\"list\">"
        for index in 0..<1_000 {
            html += "<li class=\"record r\(index % 7)\" id=\"record-\(index)\"><span>record \(index)</span> <a href=\"/r/\(index)\">open</a></li>"
        }
        html += "</ul><table id=\"grid\">"
        for row in 0..<100 {
            html += "<tr class=\"row\">" + (0..<5).map { "<td class=\"cell c\($0)\">\(row * 5 + $0)</td>" }.joined() + "</tr>"
        }
        html += "</table><form id=\"edit\"><input name=\"q\" value=\"x\"><textarea name=\"t\">t</textarea></form>"
        html += String(repeating: "<div class=\"nest\">", count: 60) + "deep" + String(repeating: "</div>", count: 60)
        return Array((html + "</div>").utf8)
    }()

    private static let options = RenderOptions(width: 72, numberLinks: true)

    static func run(_ bytes: [UInt8]) {
        let document = HTMLParser.parse(bytes: page)
        let layout = IncrementalLayout(document: document, options: options)
        let message = StreamMessage(html: String(decoding: bytes, as: UTF8.self))
        let outcome = StreamProcessor.apply(message, to: document, index: ElementIDIndex(root: document))
        layout.update(after: outcome.changes)
        let full = PageRenderer(options: options).render(document)
        FuzzCheck.require(layout.page.lines == full.lines, "the incremental layout differs from a full render")
        FuzzCheck.terminalSafe(DumpFormatter.format(full), "dump after streams")
    }
}
