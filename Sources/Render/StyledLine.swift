/// One row of rendered text.
public struct StyledLine: Equatable, Sendable {
    public var spans: [Span]

    public init(spans: [Span] = []) {
        self.spans = spans
    }

    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    public var text: String { spans.map(\.text).joined() }

    /// Bytes, not characters: a character is `" "` exactly when its bytes are one 0x20.
    public var isBlank: Bool { spans.allSatisfy { $0.text.utf8.allSatisfy { $0 == 0x20 } } }
}
