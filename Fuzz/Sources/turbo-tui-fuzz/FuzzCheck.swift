
/// What must hold for any input; a failure traps, which libFuzzer keeps as a crash.
enum FuzzCheck {
    /// No C0 control but newline, no DEL, no C1 control and no bidi control may leave
    /// turbo-tui for a terminal (terminal.md: one funnel, `TerminalSafeText`).
    static func terminalSafe(_ text: String, _ what: String) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let control = (value < 0x20 && value != 0x0A) || value == 0x7F || (0x80...0x9F).contains(value)
            let bidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if control || bidi { fatalError("\(what): U+\(String(value, radix: 16)) reached the output") }
        }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
