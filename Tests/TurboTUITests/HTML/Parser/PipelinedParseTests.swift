import Foundation
import Testing
import HTML
import Base

/// The parse on two threads (`HTMLDocumentParser(pipelineAfterBytes:)`,
/// `TokenizerPipeline`): the tokenizer's thread guesses the tree builder's
/// answers, and whatever it guesses the tree must be the one a parse on one
/// thread builds. Judged by html5lib's tree-construction tests and by the
/// corpus pages against the parse on one thread.
@Suite("The pipelined parser")
struct PipelinedParseTests {
    /// A document parsed on two threads, fed in chunks of `chunk` bytes,
    /// batches of `batch` tokens; the tree printed as html5lib prints it.
    static func pipelined(_ html: String, chunk: Int, batch: Int, inputAtHand: Bool = false) -> (tree: String, restarts: Int) {
        var parser = HTMLDocumentParser(pipelinedWithBatchCapacity: batch, inputAtHand: inputAtHand)
        feed(html, to: &parser, chunk: chunk)
        let document = parser.finish()
        #expect(parser.wasPipelined || html.isEmpty)
        return (TreeDump.format(document.children), parser.pipelineRestarts)
    }

    static func serial(_ html: String, chunk: Int) -> String {
        var parser = HTMLDocumentParser()
        feed(html, to: &parser, chunk: chunk)
        return TreeDump.format(parser.finish().children)
    }

    private static func feed(_ html: String, to parser: inout HTMLDocumentParser, chunk: Int) {
        let bytes = Array(html.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { parser.feed($0) }
            start = end
        }
    }

    /// Every document case of html5lib's suite (scripting off), in five
    /// shapes: one-byte chunks and one-token batches hand over at every
    /// step, and put `<![CDATA[` and tags across chunk ends; input at hand
    /// (a file's) is sent ahead of the batches built.
    @Test(arguments: [(1, 1, false), (5, 3, false), (5, 3, true), (64, 2, false), (4096, 4096, false)])
    func html5libTreesAreTheSame(chunk: Int, batch: Int, inputAtHand: Bool) throws {
        let directory = TreeConstructionTests.directory
        var cases = 0
        var restarted = 0
        var failures: [String] = []
        for file in TreeConstructionTests.files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for testCase in TreeConstructionCase.read(text) where testCase.scripting != true && testCase.fragmentContext == nil {
                let (tree, restarts) = Self.pipelined(testCase.data, chunk: chunk, batch: batch, inputAtHand: inputAtHand)
                cases += 1
                restarted += restarts
                if tree != testCase.expected {
                    failures.append("\(file) case \(testCase.number): \(testCase.data.debugDescription)\nexpected:\n\(testCase.expected)actual:\n\(tree)")
                }
            }
        }
        #expect(cases > 1_400)
        // Both ways are taken: the guesses hold but for a few cases (a
        // `<plaintext>` in a frameset, which drops it) that send the parse back.
        #expect(restarted > 0 && restarted < 20, "\(restarted) of \(cases) cases went back to one thread")
        #expect(failures.isEmpty, "\(failures.count) of \(cases) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
    }

    /// Each real page of the corpus: the same tree on two threads, and no
    /// guess wrong (a restart would tokenize the rest on one thread).
    @Test func corpusPagesGiveTheSameTreeWithoutGoingBack() throws {
        let directory = TestPaths.fixture("corpus")
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count >= 8)
        for page in pages {
            let data = try Data(contentsOf: directory.appendingPathComponent(page))
            let html = String(decoding: data, as: UTF8.self)
            let serial = Self.serial(html, chunk: HTMLParser.chunkSize)
            for inputAtHand in [false, true] {
                let (tree, restarts) = Self.pipelined(html, chunk: HTMLParser.chunkSize, batch: 4096, inputAtHand: inputAtHand)
                #expect(tree == serial, "\(page), input at hand: \(inputAtHand)")
                #expect(restarts == 0, "\(page): a guess was wrong")
            }
        }
    }

    /// A file's input is at hand: the tree builder's thread sends the
    /// tokenizer a chunk whenever it is fewer than two behind, before it
    /// builds, so few chunks wait in memory. Sent only when no batch was
    /// ready, nine went at once before the tokenizer had read the first
    /// (sqlite-lang-select: 12 of 64 KiB kept at once).
    @Test func inputAtHandKeepsFewChunksInMemory() {
        var html = "<!DOCTYPE html><title>Rows</title><table>"
        for row in 0..<40_000 {
            html += "<tr><td class=n>\(row)</td><td><a href=/rows/\(row)>row \(row)</a></td></tr>\n"
        }
        html += "</table>"
        let chunk = 64 * 1024
        #expect(html.utf8.count > 40 * chunk)
        var parser = HTMLDocumentParser(pipelinedWithBatchCapacity: 1024, inputAtHand: true)
        Self.feed(html, to: &parser, chunk: chunk)
        let tree = TreeDump.format(parser.finish().children)
        #expect(parser.wasPipelined && parser.pipelineRestarts == 0)
        // At most three not read through (one of them being read), the one
        // kept before a confirmed guess, and those whose tokens wait in batches.
        #expect(parser.mostPipelineChunksKept <= 6, "\(parser.mostPipelineChunksKept) chunks kept at once")
        #expect(tree == Self.serial(html, chunk: chunk))
    }

    /// A frameset drops a `<title>`, so its content is markup, not the
    /// RCDATA the tokenizer's thread guessed: the parse goes back to one thread.
    @Test func aTitleInAFramesetIsDroppedAndTheParseGoesBackToOneThread() {
        let html = "<!doctype html><frameset><title>a<frame>c</title><noframes>z</noframes></frameset>"
        let (tree, restarts) = Self.pipelined(html, chunk: 3, batch: 2)
        #expect(restarts == 1)
        #expect(tree == Self.serial(html, chunk: 3))
        #expect(tree.contains("<frame>") && !tree.contains("<title>"), "the title was dropped, so its content is markup")
    }

    @Test func cdataInSVGIsGuessedRight() {
        let html = "<p>x<svg><![CDATA[a<b]]><title><![CDATA[t]]></title><foreignObject><![CDATA[h]]></foreignObject></svg>"
        Self.expectSameTree(html, chunks: [1, 2, 7, 1000], restarts: 0)
    }

    /// A frameset drops `<svg>`, so the tokenizer's guess that `<![CDATA[`
    /// opens a section is wrong: the parse starts again at its `<`, which
    /// one-byte chunks put several chunks before the guess.
    @Test func aWrongCDATAGuessStartsAgainAtItsLessThanSign() {
        let html = "<!doctype html><frameset><svg><![CDATA[x]]></svg><frame></frameset>"
        let tree = Self.expectSameTree(html, chunks: [1, 3, 64], restarts: 1)
        #expect(tree.contains("<!-- [CDATA[x]] -->"), "outside foreign content, a bogus comment")
    }

    /// The other way: `<mglyph>` in `<mi>` stays MathML, where the guess
    /// took it for HTML, so a CDATA section the guess refused is one.
    @Test func aCDATASectionTheGuessRefusedIsOne() {
        let tree = Self.expectSameTree("<math><mi><mglyph><![CDATA[x<y]]></mglyph></mi></math>", chunks: [1, 4, 64], restarts: 1)
        #expect(tree.contains("\"x<y\""))
    }

    /// Empty CDATA sections one after another guess for the same token; each
    /// is checked, and so is the wrong guess after them (`<mglyph>` stays
    /// MathML, so its `<title>` is not RCDATA as guessed).
    @Test func guessesForOneTokenAreEachChecked() {
        let html = "<svg><![CDATA[]]><![CDATA[]]><![CDATA[]]><foreignObject><math><mi><mglyph><title>a<b>c</b></title>"
        // Batches of many tokens: a guess skipped would leave the rest of its batch unchecked.
        let tree = Self.expectSameTree(html, chunks: [1, 5, 100], batch: 64, restarts: 1)
        #expect(tree.contains("<b>") && !tree.contains("a<b>c"), "the title's content is markup")
    }

    /// After a wrong guess the tokenizer is made again in the state the
    /// tree builder asked for, with the name of the tag that asked as its
    /// "last start tag" (`TreeBuilder.lastSwitchingTagName`), so that
    /// `</title>` ends a title and `</b>` does not.
    @Test func theTagThatSwitchesTheTokenizerIsNamed() {
        for (html, state, name) in [
            ("<title>", TokenizerContentState.rcdata, "title"), ("<body><textarea>", .rcdata, "textarea"),
            ("<style>", .rawtext, "style"), ("<script>", .scriptData, "script"),
            ("<body><xmp>", .rawtext, "xmp"), ("<body><plaintext>", .plaintext, "plaintext"),
        ] {
            var sink = LastAnswer()
            var tokenizer = HTMLTokenizer()
            tokenizer.feed(Array(html.utf8), into: &sink)
            #expect(sink.answer == state, "\(html)")
            #expect(sink.builder.lastSwitchingTagName == name, "\(html)")
        }
    }

    /// Parsed in batches of `batch` tokens and chunks of each size, on two threads
    /// and on one: the same tree, after `restarts` wrong guesses. Returns the last tree.
    @discardableResult
    private static func expectSameTree(_ html: String, chunks: [Int], batch: Int = 1, restarts expected: Int) -> String {
        var last = ""
        for chunk in chunks {
            let (tree, restarts) = pipelined(html, chunk: chunk, batch: batch)
            #expect(restarts == expected, "chunk \(chunk)")
            #expect(tree == serial(html, chunk: chunk), "chunk \(chunk)")
            last = tree
        }
        return last
    }

    /// Where the pieces are preprocessed again after a wrong guess: CR LF,
    /// a character cut between chunks and an invalid byte come out as on one thread.
    @Test func theInputStreamIsPreprocessedAgainAfterAWrongGuess() {
        let html = "<!doctype html><frameset>\r\n<title>é\r\n\u{00FF}</title>\r<noframes>\r\nz é</noframes></frameset>"
        var bytes = Array(html.utf8)
        bytes.append(0xC3) // a sequence the input ends inside
        let text = String(decoding: bytes, as: UTF8.self)
        for chunk in [1, 2, 5] {
            var parser = HTMLDocumentParser(pipelinedWithBatchCapacity: 1)
            var serial = HTMLDocumentParser()
            var start = 0
            while start < bytes.count {
                let end = min(start + chunk, bytes.count)
                bytes[start..<end].withUnsafeBufferPointer { parser.feed($0); serial.feed($0) }
                start = end
            }
            let tree = TreeDump.format(parser.finish().children)
            #expect(parser.pipelineRestarts == 1)
            #expect(tree == TreeDump.format(serial.finish().children), "chunk \(chunk) of \(text.debugDescription)")
        }
    }

    /// Switched on after some bytes, the tokenizer leaves for its thread in
    /// whatever state it is in (here inside a tag and inside RAWTEXT).
    @Test func theTokenizerMovesToItsThreadMidway() {
        let html = "<p class=\"long\">" + String(repeating: "<b>x</b> ", count: 200) + "<style>p { }</style><i>y</i>"
        for after in [3, 10, 1_810, 1_830] {
            var parser = HTMLDocumentParser(pipelineAfterBytes: after)
            var start = 0
            let bytes = Array(html.utf8)
            while start < bytes.count {
                let end = min(start + 7, bytes.count)
                bytes[start..<end].withUnsafeBufferPointer { parser.feed($0) }
                start = end
            }
            let tree = TreeDump.format(parser.finish().children)
            #expect(tree == Self.serial(html, chunk: 7), "after \(after) bytes")
            #expect(parser.pipelineRestarts == 0)
        }
    }

    /// A file's size, known before its first byte, decides at once: two
    /// threads from the start for a big one, none for a small one however
    /// the threshold would have been reached.
    @Test func aKnownSizeDecidesFromTheStart() {
        let html = String(repeating: "<p>para <b>bold</b></p>\n", count: 400)
        for (total, expected) in [(HTMLParser.pipelineThreshold, ProcessorCount.available >= 2), (HTMLParser.pipelineThreshold - 1, false)] {
            var parser = HTMLStreamParser(pipelineAfterBytes: HTMLParser.pipelineThreshold)
            parser.expect(totalBytes: total)
            let bytes = Array(html.utf8)
            for start in stride(from: 0, to: bytes.count, by: 4_096) {
                bytes[start..<min(start + 4_096, bytes.count)].withUnsafeBufferPointer { parser.feed($0) }
            }
            let tree = TreeDump.format(parser.finish().children)
            #expect(parser.wasPipelined == expected, "a body of \(total) bytes")
            #expect(tree == Self.serial(html, chunk: 4_096))
        }
    }

    /// A parser dropped before `finish` (a body over its limit) stops its
    /// tokenizer's thread rather than leaving it waiting for input.
    @Test func anUnfinishedParserStopsItsThread() throws {
        let before = try Self.threadCount()
        for _ in 0..<20 {
            var parser = HTMLDocumentParser(pipelinedWithBatchCapacity: 4)
            Array("<p>one<p>two".utf8).withUnsafeBufferPointer { parser.feed($0) }
        }
        let deadline = Date().addingTimeInterval(10)
        var now = try Self.threadCount()
        while now > before && Date() < deadline {
            usleep(10_000) // polling a condition with a deadline, nothing else to wait on
            now = try Self.threadCount()
        }
        #expect(now <= before)
    }

    /// This process's tokenizer threads (other tests' parses may have some
    /// for a moment; twenty left waiting would stay).
    private static func threadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").filter { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) == "html-tokenizer\n"
        }.count
    }
}

/// The tree builder, keeping the last state it asked the tokenizer for.
private struct LastAnswer: HTMLTokenSink {
    var builder = TreeBuilder()
    var answer: TokenizerContentState?

    mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState? {
        let state = builder.receive(token)
        if state != nil { answer = state }
        return state
    }

    var allowsCDATA: Bool { builder.allowsCDATA }
    mutating func textMayContainNUL() { builder.textMayContainNUL() }
}
