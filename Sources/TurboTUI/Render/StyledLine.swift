/// One row of rendered text.
public struct StyledLine: Equatable, Sendable {
    public var spans: [Span]

    public init(spans: [Span] = []) {
        self.spans = spans
    }

    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    public var text: String { spans.map(\.text).joined() }

    public var isBlank: Bool { spans.allSatisfy { $0.text.allSatisfy { $0 == " " } } }
}
