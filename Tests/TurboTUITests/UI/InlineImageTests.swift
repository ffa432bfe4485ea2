import Foundation
import Testing
import Base
import Net
import UI

/// Small images in a line of text (issue 36): icons, badges, an avatar beside
/// a name drawn as coloured cells where their alt text stood, the text around
/// them left as it was; a reserved box whose image fails gives its rows up
/// without moving the text the reader is at; an image in a table cell or in a
/// line is a Tab stop as a block image is. On the loop: images drawn come from
/// a server on 127.0.0.1 through curl (their decoding runs on the loop's
/// worker threads in real time); failed fetches from the fixture transport.
@Suite("Images: inline icons")
struct InlineImageTests {
    /// A server on 127.0.0.1 answering `page` at "/" and each image's path with its reply.
    private static func serve(_ page: String, _ images: [String: LoopbackHTTPServer.Reply]) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in images[request.target] ?? .html(page) }
    }

    /// The loop on a page, run until `shown` holds and the loop is settled.
    private static func run(_ transport: any Transport, opening url: URL, rows: Int = 12, columns: Int = 40,
                            until shown: @escaping (MemoryTerminal) -> Bool) -> (MemoryTerminal, EventLoop) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: rows, columns: columns))
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: BrowserConfiguration.testApp())
        loop.start(opening: url)
        _ = loop.run(until: { shown(terminal) && loop.isSettled }, deadline: loop.now + .seconds(15))
        return (terminal, loop)
    }

    /// The loop on `html`, "/ada.png" the red and blue PNG (8x2 cells at 64x32), run until it is drawn.
    private static func avatar(_ html: String) throws -> (MemoryTerminal, EventLoop, LoopbackHTTPServer) {
        let server = try serve(html, ["/ada.png": EventLoopImageTests.png()])
        let (terminal, loop) = run(CurlTransport(), opening: server.url("/"), until: red(8))
        return (terminal, loop, server)
    }

    /// The images are drawn: `count` red cells on the screen.
    private static func red(_ count: Int) -> (MemoryTerminal) -> Bool {
        { EventLoopImageTests.colouredCells($0).red.count >= count }
    }

    private static func colours(_ terminal: MemoryTerminal, row: Int, _ columns: Range<Int>) -> [Set<TerminalColor>] {
        columns.map { EventLoopImageTests.seen(terminal.drawn(row: row, column: $0)) }
    }

    /// The cells of `text` on `row` are plain text: the terminal's own colours, not reversed, no image's ink.
    private static func isPlainText(_ terminal: MemoryTerminal, row: Int, from column: Int, _ text: String) -> Bool {
        let cells = (column..<(column + text.count)).map { terminal.drawn(row: row, column: $0) }
        return cells.map(\.text).joined() == text && cells.allSatisfy { !$0.isReversed && $0.isLegible }
            && Set(cells.map(\.shownBackground)) == [terminal.drawn(row: row, column: terminal.size.columns - 1).shownBackground]
    }

    @Test func anIconIsDrawnInItsLineWhereItsAltTextStood() throws {
        let html = #"<p>Signed in as <img src="/me.png" alt="avatar" width="32" height="16"> Bob, welcome</p><p>Next</p>"#
        let server = try Self.serve(html, ["/me.png": .delayed(seconds: 1.0, .init(EventLoopImageTests.png()))])
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration.testApp())
        defer { loop.stop() }
        loop.start(opening: server.url("/"))
        _ = loop.run(until: { terminal.rows.contains { $0.contains("Bob") } }, deadline: loop.now + .seconds(10))
        let row = try #require(terminal.rows.firstIndex { $0.hasPrefix("Signed in as ") }, "\(terminal.rows)")
        #expect(terminal.rows[row] == "Signed in as [ava Bob, welcome", "the box reserved, its alt text cut to it: \(terminal.rows)")
        let before = terminal.rows
        _ = loop.run(until: { Self.red(2)(terminal) && loop.isSettled }, deadline: loop.now + .seconds(15))
        let start = "Signed in as ".count
        // 32x16 pixels: four cells of one row, the left half red (xterm's 196), the right half blue (21).
        #expect(Self.colours(terminal, row: row, start..<(start + 4)) == [[.palette(196)], [.palette(196)], [.palette(21)], [.palette(21)]],
                "\(terminal.rows)")
        #expect(Self.isPlainText(terminal, row: row, from: 0, "Signed in as "), "the text before it intact")
        #expect(Self.isPlainText(terminal, row: row, from: start + 4, " Bob, welcome"), "and after it, where it was: \(terminal.rows)")
        #expect(terminal.rows.indices.filter { $0 != row }.allSatisfy { terminal.rows[$0] == before[$0] }, "no other row moved")
        #expect(EventLoopImageTests.colouredCells(terminal).red.count == 2)
    }

    @Test func anAvatarTwoRowsHighHasTheNameBesideItsFirstRow() throws {
        let html = #"<p>Top</p><p><img src="/ada.png" alt="Ada" width="64" height="32"> Ada Lovelace</p><p>Below</p>"#
        let (terminal, loop, server) = try Self.avatar(html)
        defer { loop.stop(); server.stop() }
        let row = try #require(terminal.rows.firstIndex { $0.hasSuffix(" Ada Lovelace") }, "\(terminal.rows)")
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        #expect(red.count == 8 && blue.count == 8, "8x2 cells: \(terminal.rows)")
        #expect(Set(red.map(\.0)) == [row, row + 1] && Set(blue.map(\.0)) == [row, row + 1])
        #expect(red.map(\.1).min() == 0 && red.map(\.1).max() == 3 && blue.map(\.1).min() == 4 && blue.map(\.1).max() == 7)
        #expect(Self.isPlainText(terminal, row: row, from: 8, " Ada Lovelace"))
        #expect(terminal.rows[row + 2].isEmpty && terminal.rows[row + 3] == "Below", "\(terminal.rows)")
    }

    /// `vertical-align: bottom` from a style sheet: the name beside the
    /// avatar's second row, its first row on the line above; and Tab's focus
    /// shows its alt text reversed over that first row.
    @Test func anAvatarAlignedToTheBottomHasTheNameBesideItsSecondRow() throws {
        let html = #"<style>.av { vertical-align: bottom }</style><p>Top</p><p>By <img class="av" src="/ada.png" alt="Ada" width="64" height="32"> Ada</p><p>Below</p>"#
        let (terminal, loop, server) = try Self.avatar(html)
        defer { loop.stop(); server.stop() }
        let row = try #require(terminal.rows.firstIndex { $0.hasPrefix("By ") }, "\(terminal.rows)")
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        #expect(Set(red.map(\.0)) == [row - 1, row] && Set(blue.map(\.0)) == [row - 1, row], "8x2 cells, the first row above: \(terminal.rows)")
        #expect(red.map(\.1).min() == 3 && red.map(\.1).max() == 6 && blue.map(\.1).min() == 7 && blue.map(\.1).max() == 10)
        #expect(Self.isPlainText(terminal, row: row, from: 0, "By ") && Self.isPlainText(terminal, row: row, from: 11, " Ada"))
        #expect(Self.isPlainText(terminal, row: row - 1, from: 0, "   "), "nothing else on the row above")
        #expect(terminal.rows[row - 2].isEmpty && terminal.rows[row - 3].hasSuffix("Top") && terminal.rows[row + 1].isEmpty
                && terminal.rows[row + 2] == "Below", "\(terminal.rows)")
        loop.send(.input(.key(.tab)))
        let label = (3..<8).map { terminal.drawn(row: row - 1, column: $0) }
        #expect(label.map(\.text).joined() == "[Ada]".prefix(8) && label.allSatisfy(\.isReversed), "the focus on its first row: \(terminal.rows)")
    }

    /// Text, then a photo whose box the page declares (six rows) and whose
    /// answer comes late, then more text: the reader scrolls past the box
    /// before the answer; when the image fails, the box gives its rows up for
    /// its alt text, and the text at the top of the screen stays on its row.
    private static let photoPage = #"<p>Intro</p><img src="/photo.png" alt="A photo" width="160" height="96">"#
        + (1...30).map { "<p>Line \($0)</p>" }.joined()

    private func expectCollapseAboveTheReader(_ transport: any Transport, opening url: URL, imageAsked: @escaping () -> Bool) throws {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 16, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: BrowserConfiguration.testApp())
        defer { loop.stop() }
        loop.start(opening: url)
        _ = loop.run(until: { terminal.rows.contains("Line 1") && imageAsked() }, deadline: loop.now + .seconds(10))
        #expect(terminal.rows.contains("[A photo]"), "\(terminal.rows)")
        loop.send(Array(repeating: BrowserEvent.input(.key(.character("j"))), count: 10))
        let before = terminal.rows
        let top = try #require(before.first { $0.hasPrefix("Line") }, "\(before)")
        #expect(!before.contains("[A photo]"), "the box is above the screen now: \(before)")
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(15))
        let page = try #require(loop.state.activePage)
        let photo = page.lines.filter { $0.image?.slot.url.hasSuffix("/photo.png") == true }
        #expect(photo.count == 1 && photo.first?.text == "[A photo]", "one line of alt text, not six rows: \(page.lines.map(\.text))")
        #expect(terminal.rows.firstIndex(of: top) == before.firstIndex(of: top), "the reader's text stays: \(before) \(terminal.rows)")
        #expect(terminal.rows.first { $0.hasPrefix("Line") } == top)
        let phase = page.images[URL(string: "/photo.png", relativeTo: url)!.absoluteString]?.phase
        #expect(phase.map { if case .refused = $0 { true } else { false } } == true, "\(String(describing: phase))")
    }

    /// The fixture transport: the page at once, the photo's failure 2 s later (virtual time).
    private func fixtureSite(_ answer: (FixtureTransport, URL) -> Void) -> FixtureTransport {
        let site = HTTPFixtures.transport(["/": .html(Self.photoPage)])
        answer(site, HTTPFixtures.url("/photo.png"))
        return site
    }

    @Test func aFailedFetchGivesTheBoxUpWithoutMovingTheReader() throws {
        let site = fixtureSite { site, url in site.fail(url, with: .connectionReset, after: .seconds(2)) }
        try expectCollapseAboveTheReader(site, opening: HTTPFixtures.url("/")) { site.requests.contains { $0.url.path == "/photo.png" } }
    }

    @Test func aNotFoundGivesTheBoxUpWithoutMovingTheReader() throws {
        let site = fixtureSite { site, url in
            site.answer(url, with: RecordedAnswer(status: 404, headers: [], body: Array("gone".utf8)), after: .seconds(2))
        }
        try expectCollapseAboveTheReader(site, opening: HTTPFixtures.url("/")) { site.requests.contains { $0.url.path == "/photo.png" } }
    }

    /// A PNG cut in half, decoded (and refused by libpng) on a worker in real time: from a server on 127.0.0.1.
    @Test func aCorruptImageGivesTheBoxUpWithoutMovingTheReader() throws {
        var corrupt = EventLoopImageTests.redBlue
        corrupt.removeLast(corrupt.count / 2)
        let server = try Self.serve(Self.photoPage, ["/photo.png": .delayed(seconds: 1.0, .init(EventLoopImageTests.png(corrupt)))])
        defer { server.stop() }
        try expectCollapseAboveTheReader(CurlTransport(), opening: server.url("/")) { server.requests.contains { $0.target == "/photo.png" } }
    }

    @Test func aFailedIconBecomesItsWholeAltTextInItsLine() throws {
        let html = #"<p>Status <img src="/s.png" alt="passing" width="16" height="16"> and more</p>"#
        let site = HTTPFixtures.transport(["/": .html(html), "/s.png": RecordedAnswer(status: 500, headers: [], body: [])])
        let (terminal, loop) = Self.run(site, opening: HTTPFixtures.url("/"), until: { $0.rows.contains("Status [passing] and more") })
        defer { loop.stop() }
        #expect(terminal.rows.contains("Status [passing] and more"), "\(terminal.rows)")
        #expect(EventLoopImageTests.colouredCells(terminal).red.isEmpty)
    }

    @Test func tabStopsOnImagesInTableCellsAndInLinesAsOnBlockImages() throws {
        let html = #"<p><a href="/a">first</a></p><table border="1"><tr><td>Red</td><td><img src="/rb.png" alt="cell" width="64" height="48"></td></tr></table>"#
            + #"<p>Built <img src="/rb.png" alt="passing" width="32" height="16"> <a href="/b">second</a></p>"#
        let server = try Self.serve(html, ["/rb.png": EventLoopImageTests.png()])
        defer { server.stop() }
        let (terminal, loop) = Self.run(CurlTransport(), opening: server.url("/"), rows: 16, until: Self.red(14))
        defer { loop.stop() }
        func press(_ key: Key) {
            loop.send(.input(.key(key)))
            _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        }
        #expect(EventLoopImageTests.colouredCells(terminal).red.count == 12 + 2, "both drawn: \(terminal.rows)")
        press(.tab)
        press(.tab)
        let cellRow = try #require(terminal.rows.firstIndex { $0.contains("[cell]") }, "the cell's image focused: \(terminal.rows)")
        let cellColumn = terminal.rows[cellRow].distance(from: terminal.rows[cellRow].startIndex,
                                                          to: terminal.rows[cellRow].range(of: "[cell]")!.lowerBound)
        #expect((cellColumn..<(cellColumn + 6)).allSatisfy { terminal.drawn(row: cellRow, column: $0).isReversed }, "\(terminal.rows)")
        #expect(terminal.rows[cellRow].hasPrefix("│ Red │ ") && terminal.rows[cellRow].hasSuffix("│"), "the table stays: \(terminal.rows)")
        #expect(terminal.rows.joined(separator: " ").contains("Image " + server.url("/rb.png").absoluteString), "the status line")
        press(.tab)
        let lineRow = try #require(terminal.rows.firstIndex { $0.hasPrefix("Built ") }, "\(terminal.rows)")
        #expect(terminal.rows[lineRow] == "Built [pas second", "the inline icon's alt text over it, cut to its box: \(terminal.rows)")
        #expect((6..<10).allSatisfy { terminal.drawn(row: lineRow, column: $0).isReversed })
        #expect(!terminal.drawn(row: lineRow, column: 11).isReversed, "the link after it is not focused")
        #expect(!terminal.rows.contains { $0.contains("[cell]") }, "unfocused, the cell's image is drawn over its alt text")
        press(.enter)
        #expect(terminal.rows[0].hasPrefix(" Image: [passing]"), "Enter views the focused icon: \(terminal.rows)")
        press(.escape)
        press(.tab)
        #expect((11..<17).allSatisfy { terminal.drawn(row: lineRow, column: $0).isReversed }, "then the link: \(terminal.rows)")
        press(.backTab)
        press(.backTab)
        #expect(terminal.rows.contains { $0.contains("[cell]") }, "Shift-Tab comes back through them: \(terminal.rows)")
    }
}
