import Testing
import Turbo

@Suite("JSON reader")
struct JSONReaderTests {
    private func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.read(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try read(#" { "a": [1, -2.5, 3e2, 0], "b": {"c": null, "d": true, "e": false}, "s": "x\"\\\/\n\u00e9\ud83d\ude00" } "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-2.5), .number(300), .number(0)]),
            "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
            "s": .string("x\"\\/\né😀"),
        ]))
    }

    @Test func acceptsTrailingCommas() throws {
        #expect(try read(#"{"a": [1, 2,], "b": {"c": 1,},}"#)
            == .object(["a": .array([.number(1), .number(2)]), "b": .object(["c": .number(1)])]))
        #expect(try read("[]") == .array([]))
        #expect(try read("{}") == .object([:]))
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[true]".utf8)) == .array([.bool(true)]))
    }

    @Test func laterDuplicateKeyWins() throws {
        #expect(try read(#"{"a": 1, "a": 2}"#) == .object(["a": .number(2)]))
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of input; expected a value"),
        ("{\"a\": 1}\n}", 2, 1, "unexpected '}' after the end of the JSON value"),
        ("{\n  \"a\": tru\n}", 2, 8, "expected a value but found 't'"),
        ("[1,, 2]", 1, 4, "expected a value but found ','"),
        ("[,]", 1, 2, "expected a value but found ','"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the name \"a\" but found '1'"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' in an object but found '\"'"),
        ("[1 2]", 1, 4, "expected ',' or ']' in an array but found '2'"),
        ("{a: 1}", 1, 2, "expected a name in double quotes or '}' but found 'a'"),
        ("{\"é\": [\"unterminated]}", 1, 8, "this string has no closing quote"),
        ("[\"a\u{1}\"]", 1, 4, "a control character inside a string must be escaped (\\n, \\t, \\u00XX)"),
        ("[\"\\x\"]", 1, 4, "unknown escape: a backslash followed by 'x'"),
        ("[\"\\u12\"]", 1, 3, "\\u must be followed by four hexadecimal digits"),
        ("[\"\\ud800x\"]", 1, 9, "a high surrogate must be followed by a \\u low surrogate"),
        ("[\"\\udc00\"]", 1, 9, "\\u escape of a lone surrogate"),
        ("[01]", 1, 3, "expected ',' or ']' in an array but found '1'"),
        ("[1.]", 1, 4, "expected a digit after the decimal point but found ']'"),
        ("[1e400]", 1, 2, "the number 1e400 is too large"),
        ("[-]", 1, 3, "expected a digit but found ']'"),
        ("// comment\n{}", 1, 1, "expected a value but found '/'"),
        ("['x']", 1, 2, "expected a value but found '''"),
        ("[\u{7}]", 1, 2, "expected a value but found the control character U+0007"),
    ] as [(String, Int, Int, String)])
    func reportsLineAndColumn(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, reason: reason)) { try read(text) }
    }

    @Test func refusesInvalidUTF8InStrings() {
        #expect(throws: JSONSyntaxError(line: 1, column: 2, reason: "this string is not valid UTF-8")) {
            try JSONReader.read(Array("[\"".utf8) + [0xFF] + Array("\"]".utf8))
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        _ = try read(deepest)
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError(line: 1, column: JSONReader.maximumDepth + 1, reason: "nested deeper than 512 levels")) {
            try read(tooDeep)
        }
    }

    @Test func canonicalTextSortsKeysAndEscapesControls() throws {
        let value = try read(#"{"b": [1, 2.5, -0, 1e20], "a": "tab\tesc\u001bdel\u007fc1\u0085\"é", "c": {"z": null, "y": false}}"#)
        #expect(value.canonicalText
            == #"{"a":"tab\tesc\u001bdel\u007fc1\u0085\"é","b":[1,2.5,0,1e+20],"c":{"y":false,"z":null}}"#)
        #expect(try read(value.canonicalText) == value)
    }

    /// Escapes at the ends of a string and side by side; U+00A0 and U+00A9 (C2 A0, C2 A9) are not C1 controls.
    @Test func canonicalTextEscapesAtEveryPosition() {
        let value = JSONValue.string("\\\r\n\u{0}\u{9F}x\u{A0}\u{A9}\u{80}")
        #expect(value.canonicalText == #""\\\r\n\u0000\u009fx\#u{A0}\#u{A9}\u0080""#)
    }
}
