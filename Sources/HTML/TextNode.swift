/// Character data. Whitespace is kept as parsed; layout collapses it.
public final class TextNode: Node {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    package override func appendText(to result: inout String) {
        result += text
    }
}
