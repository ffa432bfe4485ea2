import Foundation
import Testing
import HTML
import Render
import Store

/// What `make fuzz` found, replayed with the check of the target that found it
/// (Fixtures/fuzz, Fixtures/README.md): each failed before its fix.
@Suite("Fuzz findings, replayed")
struct FuzzFindingTests {
    /// The `html` target: no line of the page wider than the width.
    @Test(arguments: ["html-wide-character-in-shrunk-column.bin", "html-list-in-shrunk-table-column.bin",
                      "html-empty-item-marker-before-table.bin"])
    func htmlFindingStaysWithinTheWidth(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: TestPaths.fixture("fuzz/" + name)))
        let width = 20 + Int(bytes[0]) % 128
        let document = HTMLParser.parse(bytes: Array(bytes.dropFirst()))
        let page = PageRenderer(options: RenderOptions(width: width, numberLinks: true)).render(document)
        let widest = page.lines.map { $0.spans.reduce(0) { $0 + $1.width } }.max() ?? 0
        #expect(widest <= width, "a line is \(widest) columns at width \(width)")
    }

    /// The `bookmarks` target: a file saved reads back as the same tree.
    @Test(arguments: ["bookmarks-date-read-as-microseconds-twice.html"])
    func bookmarksFindingSavesAsTheSameTree(name: String) throws {
        let text = try String(contentsOf: TestPaths.fixture("fuzz/" + name), encoding: .utf8)
        switch NetscapeBookmarkReader.read(text) {
        case .failure(let damage):
            // Read from its tags (not the text), its `</DLks` closes no list: damaged, kept aside whole.
            #expect(damage.reason == "2 lists open and 1 close: it was cut short or edited by hand")
        case .success(let bookmarks):
            guard case .success(let again) = NetscapeBookmarkReader.read(NetscapeBookmarkWriter.text(of: bookmarks)) else {
                Issue.record("the save does not read")
                return
            }
            #expect(again == bookmarks)
        }
    }

    /// What that input held: `ADD_DATE="1733000001733000020"`, microseconds that are
    /// still past the year 5138 as seconds. It was written back as 1733000001733 and
    /// read as microseconds again (1733000 s): each save moved the date.
    @Test func aDateThatIsNeitherSecondsNorMicrosecondsIsNoDate() throws {
        func added(_ value: String) -> Date?? {
            let text = "\(NetscapeBookmarkReader.doctype)\n<DL><p>\n<DT><A HREF=\"https://a.test/\" ADD_DATE=\"\(value)\">a</A>\n</DL><p>\n"
            guard case .success(let bookmarks) = NetscapeBookmarkReader.read(text),
                  case .bookmark(let bookmark)? = bookmarks.root.items.first else { return nil }
            return .some(bookmark.added)
        }
        #expect(added("1733000020") == .some(Date(timeIntervalSince1970: 1_733_000_020)), "seconds")
        #expect(added("1733000020123456") == .some(Date(timeIntervalSince1970: 1_733_000_020)), "microseconds")
        #expect(added("1733000001733000020") == .some(nil), "neither")
        #expect(added("9223372036854775807") == .some(nil))
    }

    @Test func aWideCharacterKeepsTwoColumnsWhenATableShrinks() {
        let page = Rendering.page("<table border=1><tr><td>\(String(repeating: "word ", count: 30))<td>名前<td>Qty</table>", width: 24)
        #expect(page.lines.allSatisfy { $0.spans.reduce(0) { $0 + $1.width } <= 24 }, "\(page.lines.map(\.text))")
    }

    /// The list finding cut down: a column shrunk below its list marker's width.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func aListMarkerStaysInsideItsShrunkColumn(markerRoom: Int) {
        let word = String(repeating: "w", count: 80 - markerRoom)
        for list in ["<ul><li>s</ul>", "<ol start=100><li>s</ol>", "<ul><li>名前</ul>"] {
            let page = Rendering.page("<table><td>\(word)<td>\(list)</table>", width: 80)
            let widest = page.lines.map { $0.spans.reduce(0) { $0 + $1.width } }.max() ?? 0
            #expect(widest <= 80, "\(list): \(page.lines.map(\.text))")
            #expect(page.lines.contains { $0.text.contains("s") || $0.text.contains("名") }, "the item's text is kept")
        }
    }

    /// Where the column has room, the marker is still drawn before its item.
    @Test func aListInATableColumnKeepsItsMarker() {
        let page = Rendering.page("<table><td>cell<td><ul><li>item</ul></table>", width: 80)
        #expect(page.lines.map(\.text).contains { $0.hasSuffix("* item") }, "\(page.lines.map(\.text))")
    }
}
