/// One row of rendered text.
package struct StyledLine: Equatable, Sendable {
    package var spans: [Span]

    package init(spans: [Span] = []) {
        self.spans = spans
    }

    package var width: Int { spans.reduce(0) { $0 + $1.width } }

    package var text: String { spans.map(\.text).joined() }

    /// Bytes, not characters: a character is `" "` exactly when its bytes are one 0x20.
    package var isBlank: Bool { spans.allSatisfy { $0.text.utf8.allSatisfy { $0 == 0x20 } } }
}
