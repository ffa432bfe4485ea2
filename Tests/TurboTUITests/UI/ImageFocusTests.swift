import Foundation
import Testing
import Base
import UI

/// An image in no link takes the focus (docs/keys.md, Focus): Tab stops on
/// it in document order, its label is drawn reversed over its cells, the
/// status line names it, and Enter or `I` views it. Images have no numbers:
/// the links' numbers stay as they were.
@Suite("Images: focus")
struct ImageFocusTests {
    static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/red-blue.png": return EventLoopImageTests.png()
            default:
                return .html(#"<p><a href="/first">first</a></p><p><img src="/red-blue.png" alt="red and blue" width="64" height="48"></p>"#
                             + #"<p><img src="/red-blue.png" alt="" width="8" height="16"> <a href="/second">second</a></p>"#)
            }
        }
    }

    /// The cells of `text` on `row`, where it is drawn.
    private func cells(_ terminal: MemoryTerminal, row: Int, _ text: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> [PaintedCell] {
        let line = terminal.rows[row]
        let column = try #require(line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) },
                                  "\(text) in \(terminal.rows)", sourceLocation: sourceLocation)
        return (column..<column + text.count).map { terminal.drawn(row: row, column: $0) }
    }

    /// A click (press and release) on any cell of an image in no link does
    /// what Enter does: a block image's, here on its second row, and a
    /// table cell's; the focus is on the image when the viewer closes.
    @Test func aClickOnABlockImageOrACellsImageViewsIt() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/red-blue.png" ? EventLoopImageTests.png()
                : .html(#"<p><img src="/red-blue.png" alt="block" width="64" height="48"></p>"#
                        + #"<table><tr><td>Cell</td><td><img src="/red-blue.png" alt="cell" width="64" height="48"></td></tr></table>"#)
        }
        defer { server.stop() }
        let run = LoopRun(rows: 16, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        let red = EventLoopImageTests.colouredCells(run.terminal).red
        let rows = Set(red.map(\.0)).sorted()
        #expect(red.count == 24 && rows.count == 6, "two boxes of 8x3 drawn, one below the other: \(run.screen)")
        for (row, label) in [(rows[1], "[block]"), (rows[4], "[cell]")] {
            let column = try #require(red.first { $0.0 == row }).1
            run.loop.send(.input(.mouse(MouseEvent(.press, row: row, column: column))))
            run.loop.send(.input(.mouse(MouseEvent(.release, row: row, column: column))))
            run.settle()
            #expect(run.terminal.rows[0].hasPrefix(" Image: " + label), "the viewer: \(run.screen)")
            run.press(.escape)
            let shown = try cells(run.terminal, row: row - 1, label)
            #expect(shown.allSatisfy(\.isReversed) && shown.allSatisfy(\.isLegible), "the focus on it, its label reversed over its first row")
        }
        #expect(run.loop.state.navigator?.state.activeEntry?.url == server.url("/"), "no visit")
    }

    @Test func tabStopsOnAnImageInNoLinkBetweenTheLinksAndEnterViewsIt() throws {
        let server = try Self.server()
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(EventLoopImageTests.colouredCells(run.terminal).red.count >= 8, "drawn before the focus: \(run.screen)")
        let firstRow = try #require(run.terminal.rows.firstIndex { $0.hasPrefix("first") }, "\(run.screen)")
        run.press(.tab)
        #expect(try cells(run.terminal, row: firstRow, "first").allSatisfy(\.isReversed), "\(run.screen)")
        #expect(!run.terminal.rows.contains { $0.contains("[red and blue]") }, "the image is drawn over its label: \(run.screen)")
        run.press(.tab)
        // The label stays over the image's cells where the focus is, reversed.
        let imageRow = try #require(run.terminal.rows.firstIndex { $0.contains("[red and blue]") }, "\(run.screen)")
        let label = try cells(run.terminal, row: imageRow, "[red and blue]")
        #expect(label.allSatisfy(\.isReversed) && label.allSatisfy(\.isLegible), "\(label)")
        #expect(try cells(run.terminal, row: firstRow, "first").allSatisfy { !$0.isReversed })
        let status = run.terminal.rows.suffix(3).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(status == "Image \(server.url("/red-blue.png").absoluteString) (Enter or I: view it)",
                "the status line, wrapped over the rows above: \(run.screen)")
        // The second row of the image is the image's, not the label's.
        #expect(EventLoopImageTests.colouredCells(run.terminal).blue.contains { $0.0 == imageRow + 1 })
        run.press(.enter)
        #expect(run.terminal.rows[0].hasPrefix(" Image: [red and blue]"), "Enter views the focused image: \(run.screen)")
        #expect(run.loop.state.navigator?.state.activeEntry?.url == server.url("/"), "no visit")
        run.press(.escape)
        // The decorative image (alt="") is no stop: Tab goes on to the second link.
        run.press(.tab)
        let second = try #require(run.terminal.rows.firstIndex { $0.contains("second") })
        #expect(try cells(run.terminal, row: second, "second").allSatisfy(\.isReversed), "\(run.screen)")
        #expect(!run.terminal.rows[imageRow].contains("[red and blue]"), "unfocused, the image is drawn over its label")
        run.press(.backTab)
        #expect(try cells(run.terminal, row: imageRow, "[red and blue]").allSatisfy(\.isReversed), "Shift-Tab comes back to the image")
        run.press(.character("I"))
        #expect(run.terminal.rows[0].hasPrefix(" Image: [red and blue]"), "I views the focused image: \(run.screen)")
    }

    @Test func theLinksKeepTheirNumbers() throws {
        let server = try Self.server()
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        if !run.terminal.rows.contains(where: { $0.contains("[1]first") }) { run.press(.character("#")) }
        #expect(run.terminal.rows.contains { $0.contains("[1]first") } && run.terminal.rows.contains { $0.contains("[2]second") }, "\(run.screen)")
        run.type("2")
        run.press(.enter)
        #expect(server.requests.contains { $0.target == "/second" }, "link 2 is still the second link: \(server.requests.map(\.target))")
    }

    @Test func hidingImagesDropsTheFocusOnOne() throws {
        let server = try Self.server()
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        run.press(.tab)
        run.press(.tab)
        #expect(run.loop.state.activePage?.focusedImage?.label == "[red and blue]")
        run.press(.character("i"))
        #expect(run.loop.state.activePage?.focus == nil, "the image is its alt text now, which takes no focus")
        run.press(.tab)
        #expect(run.loop.state.activePage?.focusedLink == 0, "Tab goes from the top of the screen to the first link")
        run.press(.tab)
        #expect(run.loop.state.activePage?.focusedLink == 1, "and on to the second: the alt text is no stop")
    }
}
