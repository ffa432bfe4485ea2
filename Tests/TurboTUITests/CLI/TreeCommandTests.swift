import Foundation
import Testing

/// `turbo-tui tree`, the real binary: the html5lib tree format for a file,
/// a fragment in a foreign context, control characters made visible, and
/// usage errors.
@Suite("turbo-tui tree")
struct TreeCommandTests {
    private func page(_ html: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString).html")
        try Data(html.utf8).write(to: url)
        return url
    }

    @Test func aFilePrintsItsTreeInHtml5libsFormat() throws {
        let file = try page("<!DOCTYPE html><p class=b id=a>x<!--c--><svg viewbox=1><a xlink:href=y></a></svg><template><td>z</template>\u{1B}")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ProcessRunner.run(TestPaths.binary, ["tree", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            | <!DOCTYPE html>
            | <html>
            |   <head>
            |   <body>
            |     <p>
            |       class="b"
            |       id="a"
            |       "x"
            |       <!-- c -->
            |       <svg svg>
            |         viewBox="1"
            |         <svg a>
            |           xlink href="y"
            |       <template>
            |         content
            |           <td>
            |             "z"
            |       "^["

            """)
    }

    @Test func aFragmentParsesInItsContext() throws {
        let file = try page("<td>x</td><path/>")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ProcessRunner.run(TestPaths.binary, ["tree", "--fragment", "svg g", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "| <svg td>\n|   \"x\"\n| <svg path>\n")
    }

    @Test func usageErrorsSayWhatIsWrong() throws {
        let missing = try ProcessRunner.run(TestPaths.binary, ["tree"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("tree needs a FILE, URL or - for standard input"))
        let fragment = try ProcessRunner.run(TestPaths.binary, ["tree", "--fragment"])
        #expect(fragment.status == 2)
        #expect(fragment.standardError.contains("--fragment needs a context element"))
        let absent = try ProcessRunner.run(TestPaths.binary, ["tree", "/nonexistent/page.html"])
        #expect(absent.status != 0)
    }
}
