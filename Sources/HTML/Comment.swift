/// A comment, kept in the tree as a browser keeps it (so `turbo-tui tree`
/// shows it) but never drawn and not part of `textContent`.
package final class Comment: Node {
    package let data: String

    package init(_ data: String) {
        self.data = data
    }
}
