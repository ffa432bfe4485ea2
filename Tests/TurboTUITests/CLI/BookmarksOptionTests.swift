import Testing
import CLI

/// `--bookmarks` starts the browser with its bookmarks shown; a URL is then optional.
@Suite("--bookmarks option")
struct BookmarksOptionTests {
    @Test func bookmarksTakesNoValueAndNeedsNoURL() throws {
        let alone = try CommandLineOptions.parse(["--bookmarks"])
        #expect(alone.showsBookmarks && alone.target == nil && alone.mode == .browse)
        let withURL = try CommandLineOptions.parse(["--bookmarks", "https://app.test/"])
        #expect(withURL.showsBookmarks && withURL.target == "https://app.test/")
        #expect(try !CommandLineOptions.parse(["https://app.test/"]).showsBookmarks)
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--bookmarks=yes"]) }
    }
}
