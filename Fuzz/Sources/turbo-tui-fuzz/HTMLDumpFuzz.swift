import FoundationEssentials
import HTML
import Render

/// Page bytes -> DOM -> layout -> `--dump` text: no control byte in the output,
/// no line wider than the width outside preformatted text (which keeps its lines, as
/// in a browser). The first byte picks the width (20..147). The same dump,
/// whichever way the page is held: with every text held in place
/// (`Element.inlineText`) made into its node first, and with the links
/// resolved as the References print them (`RenderOptions.isPrintOnly`), and
/// without SVG's self-closed shapes, as `--dump` parses.
enum HTMLDumpFuzz {
    private static let preformatted: Set<String> = ["pre", "listing", "xmp", "plaintext", "textarea"]

    static func run(_ bytes: [UInt8]) {
        let width = 20 + Int(bytes.first ?? 60) % 128
        let source = Array(bytes.dropFirst())
        let document = HTMLParser.parse(bytes: source, declaredCharset: nil)
        let options = RenderOptions(width: width, numberLinks: true, baseURL: URL(string: "http://fuzz.test/a/b.html"))
        let page = PageRenderer(options: options).render(document)
        let keepsLines = document.descendantElements.contains { preformatted.contains($0.name) }
        for (row, line) in page.lines.enumerated() where !keepsLines {
            let columns = line.spans.reduce(0) { $0 + $1.width }
            FuzzCheck.require(columns <= width, "line \(row) is \(columns) columns wide at width \(width)")
        }
        let dump = DumpFormatter.format(page)
        FuzzCheck.terminalSafe(dump, "dump")

        var printedLinks = options
        printedLinks.isPrintOnly = true
        FuzzCheck.require(DumpFormatter.format(PageRenderer(options: printedLinks).render(document)) == dump,
                          "links resolved when printed change the dump")
        let nodes = HTMLParser.parse(bytes: source, declaredCharset: nil)
        makeTextNodes(nodes)
        FuzzCheck.require(DumpFormatter.format(PageRenderer(options: options).render(nodes)) == dump,
                          "text held in place dumps otherwise than its node")

        // The dump's own tree, SVG's self-closed shapes and drawing attributes left out
        // (`TreeBuilder.keepsSVGGraphics`), dumps the same where no style can tell they are gone
        // (a rule counting siblings or selecting by such an attribute, a shape's own `display`:
        // docs/performance.md).
        if !document.descendantElements.contains(where: { $0.name == "style" || $0.hasAttribute("style") }) {
            var parser = HTMLStreamParser(keepsSVGGraphics: false)
            parser.feed(source)
            FuzzCheck.require(DumpFormatter.format(PageRenderer(options: options).render(parser.finish())) == dump,
                              "the tree without SVG's drawing dumps otherwise")
        }
    }

    /// Every text held in place below `node` made into its node (reading the children does it).
    private static func makeTextNodes(_ node: Node) {
        for child in node.children { makeTextNodes(child) }
    }
}
