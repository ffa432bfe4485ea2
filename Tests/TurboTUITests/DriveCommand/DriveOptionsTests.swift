import Testing
import CLI

/// `turbo-tui drive`'s command line: the browser's options plus its own.
@Suite("Drive: options")
struct DriveOptionsTests {
    @Test func driveTakesTheBrowsersOptionsAndItsOwn() throws {
        let options = try CommandLineOptions.parse(["drive", "--width", "100", "--height=30", "--script", "smoke.drive",
                                                    "--cookie-jar", "/tmp/jar.txt", "--no-save-cookies", "-k",
                                                    "--path-config", "config.json", "http://127.0.0.1:3000/"])
        #expect(options.mode == .drive)
        #expect(options.width == 100)
        #expect(options.height == 30)
        #expect(options.scriptPath == "smoke.drive")
        #expect(options.network.cookieJarPath == "/tmp/jar.txt")
        #expect(!options.network.savesCookies)
        #expect(options.network.insecure)
        #expect(options.pathConfigurationSources == ["config.json"])
        #expect(options.target == "http://127.0.0.1:3000/")
        #expect(try CommandLineOptions.parse(["drive"]).target == nil, "the URL is optional: the first visit gives it")
    }

    @Test func driveOptionsAreRefusedElsewhere() {
        #expect(throws: UsageError("--script is an option of turbo-tui drive")) {
            try CommandLineOptions.parse(["--script", "x.drive", "http://a.test/"])
        }
        #expect(throws: UsageError("--height is an option of turbo-tui drive")) {
            try CommandLineOptions.parse(["--dump", "--height", "20", "page.html"])
        }
        #expect(throws: UsageError("--dump is not an option of turbo-tui drive")) {
            try CommandLineOptions.parse(["drive", "--dump"])
        }
        #expect(throws: UsageError("--height wants a number of rows from 5 to 1000, not '4'")) {
            try CommandLineOptions.parse(["drive", "--height", "4"])
        }
        #expect(throws: UsageError("--script needs a value")) {
            try CommandLineOptions.parse(["drive", "--script"])
        }
    }
}
