import Testing
import CLI

@Suite("Command-line options")
struct CommandLineOptionsTests {
    @Test func dumpWithWidth() throws {
        let options = try CommandLineOptions.parse(["--dump", "page.html", "--width", "40"])
        #expect(options.mode == .dump)
        #expect(options.target == "page.html")
        #expect(options.width == 40)
        #expect(options.references)
    }

    @Test func inlineValuesAndNoReferences() throws {
        let options = try CommandLineOptions.parse(["--width=120", "--no-references", "--dump", "http://x.test/"])
        #expect(options.width == 120)
        #expect(!options.references)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus' (see turbo-tui --help)"),
        (["--dump"], "--dump needs a URL, a file, or - for standard input"),
        (["--dump", "a", "b"], "more than one URL given: 'a' and 'b'"),
        (["--width"], "--width needs a value"),
        (["--width", "wide", "--dump", "x"], "--width wants a number of columns from 10 to 1000, not 'wide'"),
        (["--dump=yes", "x"], "--dump takes no value (given 'yes')"),
        (["--no-history=false", "x"], "--no-history takes no value (given 'false')"),
        (["--insecure=maybe", "x"], "--insecure wants true or false, not 'maybe'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try CommandLineOptions.parse(arguments) }
    }

    /// `--insecure=false` used to turn verification off: the inline value
    /// was dropped and the flag's presence read as "on".
    @Test func switchesTakeAnExplicitValue() throws {
        #expect(try CommandLineOptions.parse(["--insecure=false", "x"]).network.insecure == false)
        #expect(try CommandLineOptions.parse(["--insecure=true", "x"]).network.insecure == true)
        #expect(try CommandLineOptions.parse(["--insecure", "x"]).network.insecure == true)
        #expect(try CommandLineOptions.parse(["--netrc=false", "x"]).network.usesNetrc == false)
    }

    @Test func pageLocations() throws {
        #expect(try PageLocation.parse("http://127.0.0.1:3000/x", fileExists: { _ in false })
            == .web(URL(string: "http://127.0.0.1:3000/x")!))
        #expect(try PageLocation.parse("page.html", fileExists: { $0 == "page.html" }) == .file(path: "page.html"))
        #expect(try PageLocation.parse("file:///tmp/a.html", fileExists: { _ in false }) == .file(path: "/tmp/a.html"))
        #expect(throws: LoadError.unsupportedScheme("ftp")) { try PageLocation.parse("ftp://x/y", fileExists: { _ in true }) }
        #expect(throws: LoadError.noSuchFile("missing.html")) { try PageLocation.parse("missing.html", fileExists: { _ in false }) }
    }
}

import Foundation
