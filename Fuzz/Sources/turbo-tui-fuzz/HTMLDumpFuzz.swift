import HTML
import Render

/// Page bytes -> DOM -> layout -> `--dump` text: no control byte in the output,
/// no line wider than the width outside preformatted text (which keeps its lines, as
/// in a browser). The first byte picks the width (20..147).
enum HTMLDumpFuzz {
    private static let preformatted: Set<String> = ["pre", "listing", "xmp", "plaintext", "textarea"]

    static func run(_ bytes: [UInt8]) {
        let width = 20 + Int(bytes.first ?? 60) % 128
        let document = HTMLParser.parse(bytes: Array(bytes.dropFirst()), declaredCharset: nil)
        let page = PageRenderer(options: RenderOptions(width: width, numberLinks: true)).render(document)
        let keepsLines = document.descendantElements.contains { preformatted.contains($0.name) }
        for (row, line) in page.lines.enumerated() where !keepsLines {
            let columns = line.spans.reduce(0) { $0 + $1.width }
            FuzzCheck.require(columns <= width, "line \(row) is \(columns) columns wide at width \(width)")
        }
        FuzzCheck.terminalSafe(DumpFormatter.format(page), "dump")
    }
}
