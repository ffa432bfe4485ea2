import Testing

/// html5lib-tests' tokenizer conformance files (copied into
/// Fixtures/html5lib/tokenizer), every case in every initial state it lists.
/// Parse errors are not compared; the tokens are.
@Suite("html5lib tokenizer conformance")
struct HTML5LibTokenizerTests {
    /// Cases that cannot pass, each with the spec's reason.
    static let expectedFailures: [String: String] = [
        "Non-XML character": xmlCoercion,
        "Non-XML space": xmlCoercion,
        "Double hyphen in comment": xmlCoercion,
    ]

    /// xmlViolation.test lists its cases as `xmlViolationTests`: what a
    /// tokenizer gives when it coerces its output to an XML infoset (HTML
    /// §13.2.9 "Coercing an HTML DOM into an infoset"). §13.2.5 itself keeps
    /// U+FFFF, U+000C and `--` in comments as they are, and so do we.
    static let xmlCoercion = "XML infoset coercion (§13.2.9), not the tokenizer of §13.2.5"

    /// Why a case whose input or output holds a lone surrogate is not run:
    /// the tokenizer reads bytes decoded by the Encoding standard's UTF-8
    /// decoder, which never yields a surrogate code point (they have no
    /// UTF-8 form), so no byte stream can give these inputs.
    static let loneSurrogateReason = "a lone surrogate cannot come from a UTF-8 byte stream (Encoding §4 UTF-8 decode)"

    private func check(_ file: String) throws {
        var passed = 0
        var total = 0
        var notApplicable = 0
        var failures: [String] = []
        for testCase in try HTML5LibTokenizerCase.load(file) {
            for (name, state) in testCase.initialStates {
                total += 1
                guard let input = testCase.input, let expected = testCase.expected else {
                    notApplicable += 1
                    continue
                }
                let actual = RecordingTokenSink.tokenize(input, state: state, lastStartTag: testCase.lastStartTag)
                let label = "\(testCase.description) [\(name)]"
                if actual == expected {
                    passed += 1
                    if let reason = Self.expectedFailures[testCase.description] {
                        failures.append("\(label): passes but is listed as expected to fail (\(reason))")
                    }
                } else if Self.expectedFailures[testCase.description] == nil {
                    failures.append("\(label)\n  input:    \(String(reflecting: String(decoding: input, as: UTF8.self)))\n  expected: \(expected)\n  actual:   \(actual)")
                }
            }
        }
        let summary = "\(file): passed \(passed) of \(total)"
            + (notApplicable > 0 ? " (\(notApplicable) not run: \(Self.loneSurrogateReason))" : "")
        #expect(failures.isEmpty, "\(summary)\n\(failures.prefix(40).joined(separator: "\n"))")
        print(summary)
    }

    @Test func cdataSection() throws { try check("cdataSection.test") }
    @Test func contentModelFlags() throws { try check("contentModelFlags.test") }
    @Test func domjs() throws { try check("domjs.test") }
    @Test func entities() throws { try check("entities.test") }
    @Test func escapeFlag() throws { try check("escapeFlag.test") }
    @Test func fuzz() throws { try check("fuzz.test") }
    @Test func namedEntities() throws { try check("namedEntities.test") }
    @Test func numericEntities() throws { try check("numericEntities.test") }
    @Test func pendingSpecChanges() throws { try check("pendingSpecChanges.test") }
    @Test func test1() throws { try check("test1.test") }
    @Test func test2() throws { try check("test2.test") }
    @Test func test3() throws { try check("test3.test") }
    @Test func test4() throws { try check("test4.test") }
    @Test func unicodeChars() throws { try check("unicodeChars.test") }
    @Test func unicodeCharsProblematic() throws { try check("unicodeCharsProblematic.test") }
    @Test func xmlViolation() throws { try check("xmlViolation.test") }
}
