/// A comment, kept in the tree as a browser keeps it (so `turbo-tui tree`
/// shows it) but never drawn and not part of `textContent`.
public final class Comment: Node {
    public let data: String

    public init(_ data: String) {
        self.data = data
    }
}
