import Foundation
import Testing
import Base
import UI

/// The turbo-tui executable links FoundationEssentials only; Base/ has what
/// it used of Foundation. The test binary links Foundation, so each twin is
/// checked against the Foundation call it replaced, on the same inputs.
@Suite("Foundation's string and path calls, without Foundation")
struct FoundationTwinTests {
    static let texts = [
        "", " ", "\t", "a", " a ", "\t a b \t", "\n a \r\n", "\u{00A0}x\u{3000}", "\u{2028}y\u{2029}", "\u{85}z\u{85}",
        "\u{0B}\u{0C}w\u{0D}", "  \u{301}e ", "é", "\u{200B}k\u{200B}", "tab\tinside", "\"'quoted'\"", "名前 ", " \u{1F600} ",
    ]

    @Test func trimmingMatchesFoundationsPredefinedSets() {
        for text in Self.texts {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(text.trimming(anyOf: "\"' ") == text.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")))
            let sub = text.dropFirst(0)
            #expect(sub.trimmingSpaces() == sub.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func theTrimmedSetsAreFoundationsScalarForScalar() {
        for value in 0..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TrimmedScalars.isSpace(scalar) == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
            #expect(TrimmedScalars.isWhitespaceOrNewline(scalar) == CharacterSet.whitespacesAndNewlines.contains(scalar),
                    "U+\(String(value, radix: 16))")
        }
    }

    @Test func literalReplacementAndSearchMatchFoundation() {
        let cases: [(String, String, String)] = [
            ("a\r\nb\rc\nd", "\r", "%0D"), ("a\r\nb", "\n", "%0A"), ("a\r\nb\r\n", "\r\n", "\n"), ("aaa", "aa", "b"),
            ("x", "", "y"), ("", "a", "b"), ("-data-a-b-", "-", "_"), ("!important!IMPORTANT", "!important", ""),
        ]
        for (text, target, replacement) in cases {
            #expect(text.replacingAll(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                    "\(text.debugDescription) \(target.debugDescription)")
            let ours = text.literalRange(of: target).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
            let theirs = target.isEmpty ? nil : text.range(of: target, options: .literal).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
            #expect(ours == theirs, "\(text.debugDescription) \(target.debugDescription)")
        }
        let challenge = "Basic charset=\"UTF-8\", REALM=\"Staff\""
        let ours = challenge.asciiCaseInsensitiveRange(of: "realm=")
        let theirs = challenge.range(of: "realm=", options: .caseInsensitive)
        #expect(ours == theirs)
        #expect("Content-Type".equalsIgnoringASCIICase("content-TYPE"))
        #expect(!"Content-Type".equalsIgnoringASCIICase("Content-Typ"))
    }

    @Test func percentDecodingMatchesFoundation() {
        for text in ["", "a%20b", "%zz", "%4", "%", "%C3%A4", "%C3", "%FF", "100%", "a+b", "%2541", "%e2%82%ac"] {
            #expect(text.percentDecoded == (text as NSString).removingPercentEncoding, "\(text.debugDescription)")
        }
    }

    @Test func pathComponentsMatchNSString() {
        // Not "//" (Foundation gives ""), and no bare names below: Swift 6.3's
        // Foundation traps on `"a".deletingLastPathComponent`.
        for path in ["", "/", "/tmp", "/tmp/", "/tmp/a.txt", "/a//b/c", "/a/b/"] {
            #expect(FilePath.lastComponent(path) == (path as NSString).lastPathComponent, "\(path.debugDescription)")
            #expect(FilePath.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path.debugDescription)")
        }
        #expect(FilePath.lastComponent("a") == "a")
        #expect(FilePath.deletingLastComponent("a") == "")
        #expect(FilePath.deletingLastComponent("a/b/") == "a")
        #expect(FilePath.lastComponent("//") == "/")
        let home = FilePath.homeDirectory
        #expect(FilePath.expandingTilde("~/Downloads") == home + "/Downloads")
        #expect(FilePath.expandingTilde("/abs/~") == "/abs/~")
    }

    @Test func joinedPathsMatchAFileURLsAppendedComponent() {
        for directory in ["/", "/home/ann", "/home/ann/", "/x/y//", "/with space"] {
            let foundation = URL(fileURLWithPath: directory).appendingPathComponent(".config/turbo-tui/config").path
            #expect(FilePath.joined(directory, ".config/turbo-tui/config") == foundation, "\(directory.debugDescription)")
        }
    }

    /// `FilePath.fileURL` makes a relative path absolute before Foundation
    /// sees it; the URL is the one Foundation makes of the relative path.
    @Test func fileURLsOfRelativePathsMatchFoundations() {
        for path in ["page.html", "dir/page.html", "./page.html", "../up/page.html", "a b/ü.html", "/abs/page.html", "x/", "#1?.html"] {
            let ours = FilePath.fileURL(path)
            let foundations = URL(fileURLWithPath: path)
            #expect(ours.absoluteString == foundations.absoluteString, "\(path.debugDescription)")
            #expect(ours.standardizedFileURL.path == foundations.standardizedFileURL.path, "\(path.debugDescription)")
        }
        #expect(FilePath.currentDirectory == FileManager.default.currentDirectoryPath)
        for (path, expected) in [("/a/./b", "/a/b"), ("/a/b/..", "/a/"), ("/a/b/.", "/a/b/"), ("/..", "/"), ("/a/../../b", "/b"),
                                 ("/a//b/../c", "/a//c"), ("/a/.b/..c", "/a/.b/..c"), ("/", "/")] {
            #expect(FilePath.removingDotSegments(path) == expected, "\(path)")
        }
    }

    /// `joinedText` is `joined(separator:)` without the generic code.
    @Test func joinedTextMatchesTheStandardLibrarysJoined() {
        let lists: [[String]] = [[], [""], ["a"], ["a", "b"], ["", "", ""], ["日本", "語", "\u{301}e"], ["x\ny", "", "z"]]
        for list in lists {
            for separator in ["", " ", "\n", "、"] {
                #expect(list.joinedText(separator: separator) == list.joined(separator: separator), "\(list) \(separator.debugDescription)")
                let substrings = list.map { $0.dropFirst(0) }
                #expect(substrings.joinedText(separator: separator) == substrings.joined(separator: separator))
            }
        }
        let words = "  one two\tthree  ".split(separator: " ")
        #expect(words.joinedText(separator: "_") == "one_two\tthree")
    }

    /// `makeDirectories` makes what FileManager's `createDirectory` with
    /// intermediate directories and `.posixPermissions` makes.
    @Test func directoriesAreMadeAsFileManagerMakesThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tt-mkdir-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        try FileManager.default.createDirectory(atPath: root + "/theirs/a/b", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o750])
        #expect(FilePath.makeDirectories(root + "/ours/a/b", mode: 0o750))
        for path in ["/a", "/a/b"] {
            let theirs = try FileManager.default.attributesOfItem(atPath: root + "/theirs" + path)[.posixPermissions] as? Int
            let ours = try FileManager.default.attributesOfItem(atPath: root + "/ours" + path)[.posixPermissions] as? Int
            #expect(ours == theirs && ours == 0o750, "\(path)")
        }
        // One that exists keeps its mode; a file in the way is refused.
        chmod(root + "/ours/a", 0o755)
        #expect(FilePath.makeDirectories(root + "/ours/a/", mode: 0o700))
        #expect(try FileManager.default.attributesOfItem(atPath: root + "/ours/a")[.posixPermissions] as? Int == 0o755)
        #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
        #expect(!FilePath.makeDirectories(root + "/file/below", mode: 0o700))
        #expect(!FilePath.makeDirectories(root + "/file", mode: 0o700))
    }

    @Test func existenceMatchesFileManagers() {
        for path in ["/", "/etc/hostname", "/proc/self/exe", "/no/such/file", "", "/etc/hostname/inside"] {
            #expect(FilePath.exists(path) == FileManager.default.fileExists(atPath: path), "\(path.debugDescription)")
        }
    }

    @Test func theEnvironmentMatchesProcessInfos() {
        let ours = ProcessEnvironment.current
        #expect(!ours.isEmpty)
        #expect(ours == ProcessInfo.processInfo.environment)
    }

    @Test func minuteStampsMatchAPOSIXDateFormatter() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        for seconds in [0.0, 59.9, 1_733_000_000, 951_782_400 /* 2000-02-29 */, 4_102_444_799, -1] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(MinuteStamp.format(date, in: .utc) == formatter.string(from: date), "\(seconds)")
        }
    }
}

@Suite("Addresses as Foundation read them")
struct WebAddressTests {
    @Test func aHostNoHostMayHoldIsNoAddress() {
        #expect(URL(address: "gopher://x\u{1B}]0;evil\u{7}/") == nil)
        #expect(URL(address: "http://ex ample.com/") == nil)
        #expect(URL(address: "http://h\u{7}/") == nil)
        #expect(URL(address: "x", relativeTo: URL(string: "http://h/")!)?.absoluteString == "http://h/x")
    }

    @Test func ordinaryAddressesAreUnchanged() {
        let base = URL(string: "http://h/dir/x")!
        for text in ["http://h/p?q=a b", "next page?q=a b", "http://[::1]:80/", "http://[fe80::1%25eth0]/", "http://h%41.com/",
                     "//h/p", "http://user@h/", "/a|b", "http://a_b.com/"] {
            #expect(URL(address: text, relativeTo: base)?.absoluteString == URL(string: text, relativeTo: base)?.absoluteString, "\(text)")
        }
    }

    /// Bytes no URL holds are encoded before Foundation reads the address
    /// (`WebAddress.encodingBytesNoAddressHolds`); Foundation's reading of
    /// the raw text is the judge, in every part of the address.
    @Test func bytesNoAddressHoldsAreEncodedAsFoundationEncodesThem() {
        let bases = [URL(string: "http://h/dir/x?q#f")!, URL(string: "https://例え.jp/a/b")!, URL(string: "file:///tmp/a%20b/c.html")!]
        let texts = [
            "日本語.html", "/wiki/日本語?検索=東京#見出し", "a b/c d?e f#g h", "x\"y<z>", "a\\b", "p^q`r{s|t}u", "#frag ment",
            "?only query", "//host/p ath", "http://h/p ath?q uery#f rag", "http://h/%E6%97%A5 本", "http://h/50% off",
            "http://h/[x]", "mailto:a b@例え.jp", "http://user name@h/", "http://h:80/é", "ftp://h/\u{7F}x", "../up/ü",
            "./same é", "é", " ", "%", "a%2", "http://bücher.de/ä ö", "http://ex ample.com/", "http://h\u{1}/", "javascript:a b", "/x\u{1B}[31mred", "a#b#c 日", "?a[]=日", "x.html#a ... [p]", "x.html##y z", "50% off?a[0]=1 2#[x]",
            "?q=[日]#f#g", "p[1] 日", "%zz 日#%",
            "data:text/html,<b>x</b>", "?a=1&b=日", "\u{1F600}.html", "http://[::1]/é", "http://h/\u{85}", "tel:+1 555",
        ]
        for base in bases {
            for text in texts {
                let ours = URL(address: text, relativeTo: base)?.absoluteString
                let foundations = URL(string: text, relativeTo: base).map { url -> String? in
                    // Foundation's own answer, with the host rules `URL(address:)` adds on top (tested above).
                    guard let host = url.host(percentEncoded: true), host.contains("%"), !host.contains(":") else { return url.absoluteString }
                    return URL(address: url.absoluteString)?.absoluteString
                } ?? nil
                if text.contains("%E6") {
                    // Foundation writes each `%` of an escape already there as `%25` once
                    // anything else needs encoding; browsers keep the escape, and so do we.
                    #expect(ours == URL(string: "http://h/%E6%97%A5%20%E6%9C%AC")?.absoluteString)
                } else {
                    #expect(ours == foundations, "\(text.debugDescription) against \(base)")
                }
            }
        }
        #expect(WebAddress.encodingBytesNoAddressHolds("a b") == "a%20b")
        #expect(WebAddress.encodingBytesNoAddressHolds("é") == "%C3%A9")
        #expect(WebAddress.encodingBytesNoAddressHolds("plain/ascii?q=1#f") == "plain/ascii?q=1#f")
    }

    @Test func internationalHostsAreWrittenInPunycode() {
        #expect(URL(address: "http://bücher.de/a?b")?.absoluteString == "http://xn--bcher-kva.de/a?b")
        #expect(URL(address: "https://München.example/")?.host == "xn--mnchen-3ya.example")
        // RFC 3492 §7.1's samples (lowercase forms).
        #expect(Punycode.encode(Array("他们为什么不说中文".unicodeScalars)) == "ihqwcrb4cv8a8dqg056pqjye")
        #expect(Punycode.encode(Array("3年b組金八先生".unicodeScalars)) == "3b-ww4c5e180e575a65lsy2b")
        #expect(Punycode.encode(Array("почемужеонинеговорятпорусски".unicodeScalars)) == "b1abfaaepdrnnbgefbadotcwatmq2g4l")
    }
}

@Suite("Child processes and worker threads without Foundation")
struct ChildProcessTests {
    @Test func aCommandsStatusAndSignalAreReported() {
        #expect(ChildProcess.shell("exit 3")?.waitForExit() == 3)
        #expect(ChildProcess.shell("kill -TERM $$")?.waitForExit() == SIGTERM)
        #expect(ChildProcess.shell("test \"$1\" = 'a b;c'", arguments: ["sh", "a b;c"])?.waitForExit() == 0)
    }

    @Test func theChildHasNoneOfOurDescriptorsAndDefaultSignals() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        defer { close(descriptor) }
        #expect(descriptor > 2)
        // SIGPIPE ignored here (as the browser does) is at its default in the child.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        #expect(ChildProcess.shell("test ! -e /proc/self/fd/\(descriptor)")?.waitForExit() == 0)
        #expect(ChildProcess.shell("kill -PIPE $$; exit 0")?.waitForExit() == SIGPIPE)
    }

    @Test func streamsGoWhereTheyAreSent() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let child = ChildProcess.shell("echo out; echo err >&2; cat", input: .null, output: .descriptor(ends[1]), error: .descriptor(ends[1]))
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        close(ends[0])
        #expect(child?.waitForExit() == 0)
        #expect(String(decoding: bytes, as: UTF8.self) == "out\nerr\n")
    }

    @Test func aDetachedThreadRunsWithItsNameAndTheConditionWakesTheWaiter() {
        let condition = ConditionLock()
        nonisolated(unsafe) var name = ""
        nonisolated(unsafe) var done = false
        DetachedThread.start(name: "turbo-tui a long thread name") {
            let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            condition.lock()
            name = comm.trimmingCharacters(in: .newlines)
            done = true
            condition.signal()
            condition.unlock()
        }
        condition.lock()
        while !done { condition.wait() }
        condition.unlock()
        #expect(name == "turbo-tui a lon")
    }
}

/// Foundation stays out of the executable: linking it cost a small page's
/// dump 1.5 MiB of peak memory whether it was called or not
/// (docs/performance.md). One `import Foundation` in the library brings it back.
@Suite("The executable without Foundation")
struct NoFoundationTests {
    @Test func noSourceOfTheLibraryOrTheExecutableImportsFoundation() throws {
        var offenders: [String] = []
        for folder in ["Base", "Net", "HTML", "Render", "Turbo", "Store", "DownloadFiles", "UI", "Drive", "CLI", "turbo-tui"].map({ "Sources/\($0)" }) {
            let root = TestPaths.packageRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty)
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }) {
                    offenders.append("\(folder)/\(file)")
                }
            }
        }
        #expect(offenders.isEmpty, "import FoundationEssentials (and Base/ for what it lacks) instead: \(offenders)")
    }

    /// The debug binary the tests run links the toolchain's libraries
    /// dynamically, so `ldd` shows which it needs.
    @Test func theBinaryNeedsNoFoundationLibrary() throws {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/ldd"), [TestPaths.binary.path])
        #expect(result.status == 0)
        for library in ["libFoundation.so", "lib_FoundationICU.so", "libFoundationInternationalization.so"] {
            #expect(!result.standardOutput.contains(library), "\(result.standardOutput)")
        }
    }
}
