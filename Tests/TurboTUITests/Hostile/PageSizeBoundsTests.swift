import Foundation
import Testing
import Base
import Render

/// No page can take the machine (issue 14): a file is held to the body limit as an
/// answer is, a device is refused, and nested tables cost a few walks, not 2^depth.
@Suite("Bounds on big and deep pages")
struct PageSizeBoundsTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-size-\(UUID().uuidString)")

    @Test func aFileOverTheBodyLimitIsRefusedWithTheOptionToRaiseIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("big.html")
        // One text node of 33 MiB: the shape that took 670 MB at 100 MB.
        try Data(("<p>" + String(repeating: "w", count: 33 << 20)).utf8).write(to: file)
        let refused = try ProcessRunner.turboTUI("--dump", file.path)
        #expect(refused.status == 1)
        #expect(refused.standardError == "turbo-tui: \(file.path) is larger than 32 MiB (raise the limit with --max-body-size)\n")
        #expect(refused.standardOutput.isEmpty)
        let small = try ProcessRunner.turboTUI("--dump", "--max-body-size", "16M", file.path)
        #expect(small.standardError == "turbo-tui: \(file.path) is larger than 16 MiB (raise the limit with --max-body-size)\n")
    }

    @Test func aDeviceIsNotReadAsAPage() throws {
        let result = try ProcessRunner.turboTUI("--dump", "/dev/zero")
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: cannot read /dev/zero: it is not a regular file\n")
    }

    /// A depth cap that acts is told, as the body limit is (issue 14): `--dump` says so
    /// on standard error and still prints the page, text below the cap included; a
    /// page within the caps gets no word.
    @Test func aDepthCapThatActsIsToldAndThePageStillPrinted() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cases: [(name: String, html: String, text: String, notice: String?)] = [
            ("deep.html", String(repeating: "<div>", count: 600) + "bottom", "bottom", PageNotice.deepNesting),
            ("tables.html", String(repeating: "<table><tr><td>", count: 8) + "innermost", "innermost", PageNotice.deepTables),
            ("plain.html", "<div><div><p>fine</p></div></div><table><tr><td>one<td>two</table>", "fine", nil),
        ]
        for (name, html, text, notice) in cases {
            let file = directory.appendingPathComponent(name)
            try Data(html.utf8).write(to: file)
            let result = try ProcessRunner.turboTUI("--dump", "--width", "80", file.path)
            #expect(result.status == 0, "\(name)")
            #expect(result.standardOutput.contains(text), "\(name)")
            #expect(result.standardError == (notice.map { "turbo-tui: \($0)\n" } ?? ""), "\(name)")
        }
        #expect(Rendering.page(String(repeating: "<div>", count: 600) + "x", width: 80).notices == [PageNotice.deepNesting])
        #expect(Rendering.page(String(repeating: "<div>", count: 500) + "x", width: 80).notices == [])
        #expect(Rendering.page(String(repeating: "<table><tr><td>", count: 7) + "x", width: 80).notices == [PageNotice.deepTables])
        #expect(Rendering.page(String(repeating: "<table><tr><td>", count: 6) + "x", width: 80).notices == [])
    }

    /// Each table level measured its cells and then drew them, laying out everything
    /// inside twice per level: 64 walks of the page below six nested tables.
    @Test func deeplyNestedTablesAreLaidOutInAFewWalks() {
        let html = String(repeating: "<table><tr><td>x", count: 3000)
        let start = SystemMonotonicClock().now
        let page = Rendering.page(html, width: 80)
        let elapsed = SystemMonotonicClock().now - start
        #expect(page.lines.contains { $0.spans.contains { $0.text.contains("x") } })
        #expect(elapsed < .seconds(4), "took \(elapsed)")
    }
}
