import Foundation
import Testing
import Render

@Suite("Tables: borders, spans, widths from content")
struct TableLayoutTests {
    @Test func borderedTableWithHeaderAndAlignment() {
        let output = Rendering.text("""
            <table border=1><caption>Fruit</caption><tr><th>Name<th>Qty
            <tr><td>Apple<td align=right>3<tr><td>Banana<td align=right>12</table>
            """)
        #expect(output == """
                 Fruit
            ┌────────┬─────┐
            │  Name  │ Qty │
            ├────────┼─────┤
            │ Apple  │   3 │
            ├────────┼─────┤
            │ Banana │  12 │
            └────────┴─────┘

            """)
    }

    @Test func colspanAndRowspanInterruptTheRules() {
        let output = Rendering.text("""
            <table border=1><tr><td colspan=2>wide<td rowspan=2>tall
            <tr><td>a<td>b<tr><td>c<td>d<td>e</table>
            """)
        #expect(output == """
            ┌───────┬──────┐
            │ wide  │ tall │
            ├───┬───┤      │
            │ a │ b │      │
            ├───┼───┼──────┤
            │ c │ d │ e    │
            └───┴───┴──────┘

            """)
    }

    @Test func asciiBordersWhenTheTerminalIsNotUTF8() {
        let output = Rendering.text("<table border=1><tr><td>x<td>y</table>", unicode: false)
        #expect(output == "+---+---+\n| x | y |\n+---+---+\n")
    }

    @Test func borderlessTablesLineUpColumnsWithSpaces() {
        let output = Rendering.text("<table><tr><td>one<td>two<tr><td>three<td>4</table>")
        #expect(output == "one    two\nthree  4\n")
    }

    @Test func cellsWrapToFitTheWidthAndColumnsShareTheRoom() {
        let long = String(repeating: "word ", count: 40)
        let output = Rendering.text("<table border=1><tr><td>short<td>\(long)</table>", width: 40)
        let lines = output.split(separator: "\n")
        #expect(lines.count > 5)
        for line in lines { #expect(TextWidth.columns(String(line)) <= 40) }
        #expect(lines[1].hasPrefix("│ short │ word word"))
    }

    @Test func wideCharactersKeepColumnsAligned() {
        let output = Rendering.text("<table border=1><tr><td>日本語<td>x<tr><td>emoji 😀👍🏽<td>e\u{301}</table>")
        let widths = Set(output.split(separator: "\n").map { TextWidth.columns(String($0)) })
        #expect(widths.count == 1, "every row of the table has the same width: \(widths)")
    }

    @Test func nestedTablesAreDrawnInsideTheirCell() {
        let output = Rendering.text("<table border=1><tr><td>outer<table border=1><tr><td>in</table><td>right</table>")
        #expect(output == """
            ┌────────┬───────┐
            │ outer  │ right │
            │        │       │
            │ ┌────┐ │       │
            │ │ in │ │       │
            │ └────┘ │       │
            └────────┴───────┘

            """)
    }

    @Test func linksInCellsAreNumberedInDocumentOrder() {
        let page = Rendering.page("<table><tr><td><a href=/a>a</a><td><a href=/b>b</a><tr><td><a href=/c>c</a></table>",
                                  numberLinks: true)
        #expect(page.links.map(\.href) == ["/a", "/b", "/c"])
        #expect(page.text == "[1]a  [2]b\n[3]c")
    }

    @Test func hostileSpansAndEmptyTablesDoNotBreakLayout() {
        #expect(Rendering.text("<table border=1></table><p>after</p>") == "after\n")
        let output = Rendering.text("<table border=1><tr><td colspan=99999 rowspan=99999>x<td>y</table>")
        #expect(output == "x y\n", "a table too wide for the screen is read cell by cell")
    }

    @Test func theFourThousandRowTableStaysWithinBoundedMemory() throws {
        // GNU time reports the child's own peak; the test process's rusage would
        // count its own pages, which a child carries until it execs.
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/time"),
                                           ["-f", "peak %M", TestPaths.binary.path, "--dump",
                                            TestPaths.fixture("corpus/bigtable-1mb.html").path])
        #expect(result.status == 0)
        #expect(result.standardOutput.filter { $0 == "\n" }.count > 8000, "every one of 4000 rows is drawn")
        let kilobytes = result.standardError.split(separator: "\n").last.flatMap { Int($0.dropFirst("peak ".count)) }
        let peakMiB = Double(kilobytes ?? .max) / 1024
        #expect(peakMiB < 91, "peak RSS \(peakMiB) MiB; w3m needs 91 MiB for this page")
    }
}
