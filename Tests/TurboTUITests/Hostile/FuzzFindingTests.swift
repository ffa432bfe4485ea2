import Foundation
import Testing
@testable import TurboTUI

/// What `make fuzz` found, replayed with the check of the target that found it
/// (Fixtures/fuzz, Fixtures/README.md): each failed before its fix.
@Suite("Fuzz findings, replayed")
struct FuzzFindingTests {
    /// The `html` target: no line of the page wider than the width.
    @Test(arguments: ["html-wide-character-in-shrunk-column.bin"])
    func htmlFindingStaysWithinTheWidth(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: TestPaths.fixture("fuzz/" + name)))
        let width = 20 + Int(bytes[0]) % 128
        let document = HTMLParser.parse(bytes: Array(bytes.dropFirst()))
        let page = PageRenderer(options: RenderOptions(width: width, numberLinks: true)).render(document)
        let widest = page.lines.map { $0.spans.reduce(0) { $0 + $1.width } }.max() ?? 0
        #expect(widest <= width, "a line is \(widest) columns at width \(width)")
    }

    @Test func aWideCharacterKeepsTwoColumnsWhenATableShrinks() {
        let page = Rendering.page("<table border=1><tr><td>\(String(repeating: "word ", count: 30))<td>名前<td>Qty</table>", width: 24)
        #expect(page.lines.allSatisfy { $0.spans.reduce(0) { $0 + $1.width } <= 24 }, "\(page.lines.map(\.text))")
    }
}
