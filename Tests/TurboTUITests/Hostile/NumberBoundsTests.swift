import Foundation
import Testing
import Base
import CLI
import HTML
import Net
import Render

/// Every number read from outside input lands in a bounded range (issue 14): the
/// pages that ended the browser with "arithmetic overflow" now render.
@Suite("Numbers from outside input: parsed by HTML's rules, clamped, never overflowing")
struct NumberBoundsTests {
    @Test(arguments: [
        ("12", 12), ("  +7x", 7), ("\t-3 ", -3), ("007", 7), ("9223372036854775807", 1000), ("-9223372036854775808", -1000),
        ("18446744073709551619", 1000), ("99999999999999999999999999", 1000), ("-99999999999999999999", -1000),
    ])
    func integersFollowHTMLsRulesAndSaturate(text: String, expected: Int) {
        #expect(HTMLInteger.parse(text, clampedTo: -1000...1000) == expected)
    }

    @Test func textWithoutDigitsIsNoNumber() {
        for text in ["", " ", "-", "+", "x1", "- 1", "\u{A0}1", "٣"] {
            #expect(HTMLInteger.parse(text, clampedTo: Int.min...Int.max) == nil, "\(text)")
        }
        #expect(HTMLInteger.parse("-9223372036854775809", clampedTo: Int.min...Int.max) == Int.min)
        #expect(HTMLInteger.parse("9223372036854775808", clampedTo: Int.min...Int.max) == Int.max)
        #expect(HTMLInteger.parseNonNegative("-1", atMost: 10) == nil)
        #expect(HTMLInteger.parseNonNegative("-0", atMost: 10) == 0)
    }

    /// The three pages of issue 14, each of which trapped in `--dump` and in the browser.
    @Test(arguments: [
        ("<ol start=9223372036854775807><li>x<li>y</ol>", "2147483647. x\n2147483647. y\n"),
        ("<ol><li value=9223372036854775807>x<li>y</ol>", "2147483647. x\n2147483647. y\n"),
        ("<ol reversed start=-9223372036854775808><li>x<li>y</ol>", "-2147483648. x\n-2147483648. y\n"),
        ("<ol type=a start=-99999999999999999999><li>x</ol>", "-2147483648. x\n"),
        ("<ol type=I start=99999999999999999999999><li>x</ol>", "2147483647. x\n"),
    ])
    func listNumbersFromThePageAreClamped(html: String, expected: String) throws {
        #expect(Rendering.text(html) == expected)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        try html.write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.turboTUI("--dump", "--no-references", file.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == expected)
    }

    @Test func spansAreClampedAsTheHTMLTableModelSays() throws {
        let document = HTMLParser.parse("""
            <table><tr><td colspan=0>a<td colspan=99999999999999999999>b<td rowspan=99999999999999999999>c</tr>\
            <tr><td colspan=" 2x">d<td rowspan=-1>e</table>
            """)
        let table = try #require(document.descendantElements.first { $0.name == "table" })
        let grid = TableGrid(table: table, isShown: { _ in true })
        let first = grid.rows[0].map { ($0.column, $0.columnSpan, $0.rowSpan) }
        #expect(first.count == 2, "the third cell starts past the 1000-column limit")
        #expect(first[0] == (0, 1, 1), "colspan=0 is 1")
        #expect(first[1] == (1, 999, 1), "clamped to 1000, then to the columns left")
        #expect(grid.rows[1].map { ($0.columnSpan, $0.rowSpan) }.elementsEqual([(2, 1), (1, 1)]) { $0 == $1 },
                "leading spaces and trailing junk as HTML reads them; a negative rowspan is 1")
        #expect(grid.columnCount == 1000)
    }

    @Test func aHugeRetryFromAnEventStreamIsADay() throws {
        var parser = EventStreamParser()
        _ = try parser.receive(Array("retry: 99999999999999999999999\n\n".utf8))
        #expect(parser.reconnectionDelay == .milliseconds(86_400_000))
        _ = try parser.receive(Array("retry: 1500\n\n".utf8))
        #expect(parser.reconnectionDelay == .milliseconds(1500))
    }

    @Test func aTimerFarInTheFutureWaitsAsLongAsPollAllowsWithoutOverflow() {
        let clock = ManualClock()
        let timers = TimerQueue(clock: clock)
        _ = timers.schedule(after: .seconds(Int64.max / 2)) {}
        #expect(timers.timeoutMilliseconds(limit: -1) == Int32.max)
        #expect(timers.timeoutMilliseconds(limit: 1000) == 1000)
    }

    @Test func textareaAndInputSizesAreBounded() {
        let page = Rendering.page("<textarea cols=99999999999999999999 rows=99999999999999999999>x</textarea>", width: 40)
        #expect(page.lines.count == 12, "10 rows at most, inside a box")
        #expect(page.lines.allSatisfy { $0.spans.reduce(0) { $0 + $1.width } <= 40 })
    }

    @Test func aPortOutOfRangeIsNotAValidURL() throws {
        for bad in ["http://127.0.0.1:99999999999999999999/", "http://127.0.0.1:65536/", "http://127.0.0.1:-1/"] {
            #expect(throws: LoadError.invalidURL(bad), "\(bad)") { try PageLocation.parse(bad) }
        }
        #expect(try PageLocation.parse("http://127.0.0.1:65535/") == .web(URL(string: "http://127.0.0.1:65535/")!))
    }
}
