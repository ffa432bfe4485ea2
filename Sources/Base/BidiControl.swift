/// The bidi embeddings, overrides and isolates (U+202A-U+202E,
/// U+2066-U+2069): invisible, and a terminal that lays out bidi text would
/// let a title reverse the URL drawn after it. The one rule for them:
/// `TerminalSafeText` takes them out of what reaches the screen, and
/// `OneLineText` out of what the history and bookmarks files keep.
package enum BidiControl {
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
