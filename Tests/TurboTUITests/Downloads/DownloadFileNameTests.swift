import Foundation
import Testing
import DownloadFiles

@Suite struct DownloadFileNameTests {
    let url = URL(string: "https://example.com/files/sample.pdf?x=1")!

    @Test func theSuggestionWinsOverTheURL() {
        #expect(DownloadFileName(suggested: "report.pdf", url: url).value == "report.pdf")
        #expect(DownloadFileName(suggested: nil, url: url).value == "sample.pdf")
    }

    @Test func theURLsSegmentIsPercentDecoded() {
        #expect(DownloadFileName(suggested: nil, url: URL(string: "http://x/a/My%20File.txt")!).value == "My File.txt")
    }

    @Test(arguments: [
        ("../../.bashrc", "bashrc"),
        ("/etc/passwd", "passwd"),
        ("..\\..\\evil.exe", "evil.exe"),
        ("..", "sample.pdf"),
        (".", "sample.pdf"),
        ("...hidden", "hidden"),
        ("name.", "name"),
        ("  spaced  ", "spaced"),
        ("a\u{1B}[31mred\u{7}.txt", "a_[31mred_.txt"),
        ("line\nbreak.txt", "line_break.txt"),
        ("rtl\u{202E}fdp.exe", "rtl_fdp.exe"),
    ])
    func hostileNamesBecomeHarmless(sent: String, saved: String) {
        let name = DownloadFileName(suggested: sent, url: url).value
        #expect(name == saved)
        #expect(!name.contains("/") && !name.hasPrefix(".") && name != "..")
        #expect(!name.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func nothingLeftFallsBackToDownload() {
        #expect(DownloadFileName(suggested: "..", url: URL(string: "http://x/")!).value == "download")
        #expect(DownloadFileName(suggested: nil, url: URL(string: "http://x/..")!).value == "download")
    }

    @Test func aLongNameIsCutKeepingItsExtension() {
        let long = String(repeating: "é", count: 300) + ".pdf"
        let name = DownloadFileName(suggested: long, url: url).value
        #expect(name.utf8.count <= DownloadFileName.maximumBytes)
        #expect(name.hasSuffix(".pdf") && name.hasPrefix("éé"))
    }

    @Test func collisionsAreNumberedBeforeTheExtension() {
        let name = DownloadFileName(cleaning: "sample.pdf")
        #expect(name.numbered(0) == "sample.pdf")
        #expect(name.numbered(1) == "sample (1).pdf")
        #expect(DownloadFileName(cleaning: "README").numbered(2) == "README (2)")
    }
}
