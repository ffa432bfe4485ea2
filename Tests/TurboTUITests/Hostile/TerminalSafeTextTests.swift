import Testing
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

    @Test func controlsAndBidiTogetherEachGetTheirTreatment() {
        #expect(TerminalSafeText.sanitize("\u{1B}]0;x\u{07}\u{202E}y\u{9B}") == "^[]0;x^Gy\u{FFFD}")
    }
}
