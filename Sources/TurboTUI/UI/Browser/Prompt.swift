/// A line of input in the status line: a URL, a search, a link number.
struct Prompt: Equatable {
    enum Kind: Equatable {
        case goTo, search, linkNumber
        /// A URL for a new tab (`t`).
        case goToInTab
        /// A file input's path (`FieldInUse` names the input).
        case filePath
    }

    let kind: Kind
    var text: String

    enum Outcome: Equatable {
        case edited, cancelled, entered
        /// A key that ends a link number without being part of it, for the browser to act on.
        case notTaken
    }

    /// Esc cancels, Enter enters, Backspace on nothing cancels too.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .escape:
            return .cancelled
        case .enter:
            return .entered
        case .backspace:
            if text.isEmpty { return .cancelled }
            text.removeLast()
        case .control("u"):
            text = ""
        case .character(let character):
            if kind == .linkNumber && !character.isWholeNumber { return .notTaken }
            text.append(character)
        default:
            break
        }
        return .edited
    }

    var label: String {
        switch kind {
        case .goTo: return "Go to: "
        case .goToInTab: return "Open in a new tab: "
        case .search: return "Search: "
        case .linkNumber: return "Follow link number: "
        case .filePath: return "File to send (~ for home): "
        }
    }
}
