/// A line of input in the status line: a URL, a search, a link number.
struct Prompt: Equatable {
    enum Kind: Equatable {
        case goTo, search, linkNumber
        /// A file input: the path of the file to send.
        case filePath(field: Int)
    }

    let kind: Kind
    var text: String
    /// The page a file path is asked for: another page may take the screen
    /// before the path is given (a visit finishing), and its fields differ.
    var page: PageEntry.ID? = nil

    var label: String {
        switch kind {
        case .goTo: return "Go to: "
        case .search: return "Search: "
        case .linkNumber: return "Follow link number: "
        case .filePath: return "File to send (~ for home): "
        }
    }
}
