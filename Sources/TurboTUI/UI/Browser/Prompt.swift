/// A line of input in the status line: a URL, a search, a link number.
struct Prompt: Equatable {
    enum Kind: Equatable {
        case goTo, search, linkNumber
    }

    let kind: Kind
    var text: String

    var label: String {
        switch kind {
        case .goTo: return "Go to: "
        case .search: return "Search: "
        case .linkNumber: return "Follow link number: "
        }
    }
}
