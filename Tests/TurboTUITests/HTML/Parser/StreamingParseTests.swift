import Foundation
import Testing
import HTML

/// The parser fed a page in pieces, as libcurl delivers it or the dump reads
/// a file, builds the same tree as fed whole: cuts inside a UTF-8 sequence, a
/// character reference, a tag, a legacy charset's sequence, a UTF-16
/// surrogate pair or the `<meta>` that names the charset change nothing.
@Suite("HTML parser: streaming input")
struct StreamingParseTests {
    private static let chunkSizes = [1, 7, 64 * 1024]

    /// The tree of `bytes` fed to a fresh parser `chunkSize` bytes at a time.
    private static func tree(_ bytes: [UInt8], chunkSize: Int, declaredCharset: String? = nil) -> String {
        var parser = HTMLStreamParser(declaredCharset: declaredCharset)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            parser.feed(Array(bytes[start..<end]))
            start = end
        }
        return TreeDump.format(parser.finish().children)
    }

    /// The tree of a fragment fed in pieces to the fragment parsing algorithm.
    private static func fragmentTree(_ html: String, context: String, chunkSize: Int) -> String {
        var parser = HTMLDocumentParser(fragmentContext: TreeConstructionTests.contextElement(context))
        let bytes = Array(html.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { parser.feed($0) }
            start = end
        }
        _ = parser.finish()
        return TreeDump.format(parser.fragmentNodes)
    }

    @Test func everyTreeConstructionCaseInPiecesGivesTheTreeOfTheWholeInput() throws {
        var checked = 0
        var failures: [String] = []
        for file in TreeConstructionTests.files {
            let text = try String(contentsOf: TreeConstructionTests.directory.appendingPathComponent(file), encoding: .utf8)
            for testCase in TreeConstructionCase.read(text) where testCase.scripting != true {
                let whole = TreeConstructionTests.parse(testCase)
                for size in Self.chunkSizes {
                    // Declared UTF-8, as the whole parse reads the case's string: a
                    // `<meta charset>` in a case must not switch the decoding.
                    let pieces = testCase.fragmentContext.map { Self.fragmentTree(testCase.data, context: $0, chunkSize: size) }
                        ?? Self.tree(Array(testCase.data.utf8), chunkSize: size, declaredCharset: "utf-8")
                    checked += 1
                    if pieces != whole {
                        failures.append("\(file) case \(testCase.number), \(size)-byte pieces: \(testCase.data.debugDescription)\n"
                            + "whole:\n\(whole)pieces:\n\(pieces)")
                    }
                }
            }
        }
        #expect(checked > 4000, "every case ran")
        #expect(failures.isEmpty, "\(failures.count) of \(checked) differ:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test(arguments: ["gcc-news.html", "features.html", "seed-article-ja.html", "seed-article-sjis.html",
                      "nettle-tables.html", "rust-releases-1mb.html", "bigtable-1mb.html", "nodejs-api-8mb.html"])
    func aCorpusPageInPiecesGivesTheTreeOfTheWholeBody(page: String) throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(page)")))
        // The whole body decoded at once (`HTMLDecoder`, iconv over all of it) and parsed in one feed.
        let whole = TreeDump.format(HTMLDocumentParser.parse(HTMLDecoder.decode(bytes)).children)
        #expect(whole.count > 1000)
        for size in Self.chunkSizes {
            let pieces = Self.tree(bytes, chunkSize: size)
            #expect(pieces == whole, "\(page) in \(size)-byte pieces differs from the whole")
        }
    }

    @Test func aShiftJISPageCutInsideItsTwoByteCharactersDecodesThemWhole() {
        // 日本 in Shift_JIS: 93 FA 96 7B; the charset comes from the meta prescan.
        let bytes = Array("<meta charset=shift_jis><p>".utf8) + [0x93, 0xFA, 0x96, 0x7B] + Array("</p>".utf8)
        for size in 1...5 {
            #expect(Self.tree(bytes, chunkSize: size).contains("\"日本\""), "\(size)-byte pieces")
        }
    }

    @Test func aUTF16PageCutInsideASurrogatePairAndBetweenItsBytesDecodesIt() {
        // BOM FF FE, then "<p>" and U+1F600 (D83D DE00) in UTF-16LE, then an odd byte.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("<p>".utf16) + [0xD83D, 0xDE00] { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes.append(0x41)
        for size in 1...6 {
            let tree = Self.tree(bytes, chunkSize: size)
            #expect(tree.contains("\"😀\u{FFFD}\""), "\(size)-byte pieces: \(tree)")
        }
    }

    @Test func aMetaCharsetCutByThePiecesStillDecidesTheCharset() {
        // é in windows-1252 is E9; the meta ends well inside the prescan's 1024 bytes.
        let bytes = Array("<!doctype html><meta http-equiv=Content-Type content='text/html; charset=windows-1252'><p>caf".utf8) + [0xE9]
        for size in [1, 2, 3, 50] {
            #expect(Self.tree(bytes, chunkSize: size).contains("\"café\""), "\(size)-byte pieces")
        }
    }

    @Test func aByteOrderMarkFedByteByByteIsDroppedAndWinsOverTheDeclaredCharset() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<p>ü".utf8)
        let tree = Self.tree(bytes, chunkSize: 1, declaredCharset: "windows-1252")
        #expect(tree.contains("\"ü\""))
        #expect(!tree.contains("\u{FEFF}"))
    }

    @Test func aPageShorterThanThePrescanWindowIsDecidedAtItsEnd() {
        #expect(Self.tree(Array("<p>x".utf8), chunkSize: 1).contains("\"x\""))
        #expect(Self.tree([], chunkSize: 1).contains("<html>"))
    }
}
