import HTML
import Render
import Turbo

/// A Turbo Stream message applied to a small page, which is then laid out again:
/// the document stays a tree the renderer can walk, with nothing unsafe in its text.
enum StreamMessageFuzz {
    private static let page = """
        <div id="a" class="x"><p id="b">one</p><ul id="list"><li id="i1">1</li><li id="i2">2</li></ul></div>\
        <turbo-frame id="f"><div id="c">frame</div></turbo-frame><template id="t"><p>t</p></template>
        """

    static func run(_ bytes: [UInt8]) {
        let document = HTMLParser.parse(page)
        let message = StreamMessage(html: String(decoding: bytes, as: UTF8.self))
        _ = StreamProcessor.apply(message, to: document, index: ElementIDIndex(root: document))
        let rendered = PageRenderer(options: RenderOptions(width: 60)).render(document)
        FuzzCheck.terminalSafe(DumpFormatter.format(rendered), "dump after streams")
    }
}
