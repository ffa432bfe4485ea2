/// Character data. Whitespace is kept as parsed; layout collapses it.
package final class TextNode: Node {
    package var text: String

    package init(_ text: String) {
        self.text = text
    }

    package override func appendText(to result: inout String) {
        result += text
    }
}
