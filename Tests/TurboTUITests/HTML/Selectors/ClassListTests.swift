import Testing
@testable import HTML

/// A class selector's test on the `class` attribute's bytes (`ClassList`).
@Suite("Class selectors: the class list read as bytes")
struct ClassListTests {
    @Test func aNameMatchesOnlyWholeBetweenAnyASCIIWhitespace() {
        let list = "\tnote  warning\nbig\u{0C}x\r\nlast "
        for name in ["note", "warning", "big", "x", "last"] {
            #expect(ClassList.contains(name, in: list, ignoringCase: false), "\(name)")
        }
        for name in ["not", "notes", "warn", "ig", "note  warning", "Note"] {
            #expect(!ClassList.contains(name, in: list, ignoringCase: false), "\(name)")
        }
        #expect(!ClassList.contains("a", in: "", ignoringCase: false))
        #expect(!ClassList.contains("a", in: "   ", ignoringCase: false))
    }

    @Test func quirksModeIgnoresASCIICaseOnly() {
        #expect(ClassList.contains("Note", in: "NOTE big", ignoringCase: true))
        #expect(!ClassList.contains("Note", in: "NOTE big", ignoringCase: false))
        // É and é differ in every mode, as in browsers.
        #expect(!ClassList.contains("é", in: "É", ignoringCase: true))
        #expect(ClassList.contains("é", in: "a é", ignoringCase: false))
    }

    @Test func codePointsAreComparedNotCanonicalEquivalents() {
        // "é" written precomposed and decomposed: equal as Swift Strings, different class names to CSS.
        #expect(!ClassList.contains("\u{E9}", in: "e\u{301}", ignoringCase: false))
        // A non-breaking space is no separator.
        #expect(!ClassList.contains("a", in: "a\u{A0}b", ignoringCase: false))
        #expect(ClassList.contains("a\u{A0}b", in: "x a\u{A0}b", ignoringCase: false))
    }

    @Test func aSelectorUsesIt() throws {
        let document = HTMLParser.parse("<p class='x  Note\tbig'>a</p><p class='notebook'>b</p>")
        let matched = try SelectorList(parsing: ".note, .big").matchingElements(in: document)
        #expect(matched.map(\.textContent) == ["a"])
    }
}
