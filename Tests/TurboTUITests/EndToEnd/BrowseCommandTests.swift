import Foundation
import Testing

/// `turbo-tui URL` outside a terminal, or with the wrong argument: one clear
/// line, and the terminal never touched.
@Suite("Browse command")
struct BrowseCommandTests {
    @Test func withoutATerminalItSaysSoAndSuggestsTheDump() throws {
        let result = try ProcessRunner.turboTUI("http://127.0.0.1:1/")
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: standard input and output must be a terminal (use --dump to print a page)\n")
        #expect(result.standardOutput.isEmpty, "no escape sequences were written")
    }

    /// A local file opens in the browser (issue 34): here it gets as far as the terminal check, as a URL does.
    @Test func aFileIsTakenByTheBrowserAndAMissingOneIsNamed() throws {
        let path = TestPaths.fixture("corpus/features.html").path
        let result = try ProcessRunner.turboTUI(path)
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: standard input and output must be a terminal (use --dump to print a page)\n")
        let missing = try ProcessRunner.turboTUI("./no-such-page.html")
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("turbo-tui: no such file: ./no-such-page.html"), "\(missing.standardError)")
    }

    @Test func noURLIsAUsageError() throws {
        let result = try ProcessRunner.turboTUI()
        #expect(result.status == 2)
        #expect(result.standardError == "turbo-tui: give a URL to browse, or --tab Title=URL (see turbo-tui --help)\n")
    }
}
