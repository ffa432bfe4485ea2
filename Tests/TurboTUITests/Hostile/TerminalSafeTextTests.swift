import Testing
import Base
import Render
import UI

@Suite("Terminal-safe text against hostile characters")
struct TerminalSafeTextTests {
    @Test func bidiOverridesAndIsolatesAreRemoved() {
        let title = "invoice\u{202E}fdp.exe\u{202C} \u{2066}iso\u{2069} \u{202A}lre\u{202B}rle\u{202D}lro"
        #expect(TerminalSafeText.sanitize(title) == "invoicefdp.exe iso lrerlelro")
    }

    @Test func lettersAroundTheBidiRangeStay() {
        // Same lead bytes (E2 80 / E2 81) as the bidi controls, other characters.
        let text = "\u{2029}\u{2026}\u{202F}\u{2065}\u{206A}\u{2014}\u{200F}"
        #expect(TerminalSafeText.sanitize(text) == text)
    }

    /// The scan that finds what needs sanitizing, eight bytes at a time over
    /// printable ASCII, against the rule by scalars, on strings of printable
    /// ASCII with the characters it must find (and near misses) anywhere,
    /// across the eight-byte steps.
    @Test func theScanFindsWhatTheRuleByScalarsFinds() {
        let printable: [String] = ["a", "Z", " ", "~", "/"]
        let special: [String] = ["\t", "\u{7F}", "\u{1B}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{202B}", "\u{2069}",
                                 "\u{2028}", "\u{206A}", "中", "\u{1F600}"]
        var random = SeededRandom(seed: 37)
        for _ in 0..<4000 {
            // Printable ASCII, with none, one or two of the others anywhere in it.
            var pieces = (0..<Int(random.next() % 40)).map { _ in printable[Int(random.next() % 5)] }
            for _ in 0..<Int(random.next() % 3) {
                pieces.insert(special[Int(random.next() % UInt64(special.count))], at: Int(random.next() % UInt64(pieces.count + 1)))
            }
            let text = pieces.joined()
            let rule = text.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) || BidiControl.contains($0)
            }
            #expect(TerminalSafeText.needsSanitizing(text) == rule, "\(Array(text.utf8))")
        }
    }

    @Test func controlsAndBidiTogetherEachGetTheirTreatment() {
        #expect(TerminalSafeText.sanitize("\u{1B}]0;x\u{07}\u{202E}y\u{9B}") == "^[]0;x^Gy\u{FFFD}")
    }
}
