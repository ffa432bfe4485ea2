/// A line of input in the status line: a URL, a search, a link number.
struct Prompt: Equatable {
    enum Kind: Equatable {
        case goTo, search, linkNumber
        /// A file input's path (`FieldInUse` names the input).
        case filePath
        /// HTTP authentication (`HTTPAuthentication.pending`): the user name,
        /// asked with who asks for it (the prompt covers the status line), then the password.
        case userName(asker: String)
        case password(user: String)
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
        case .search: return "Search: "
        case .linkNumber: return "Follow link number: "
        case .filePath: return "File to send (~ for home): "
        case .userName(let asker): return "\(asker) user name: "
        case .password: return "Password: "
        }
    }

    /// What the status line shows of the text: a password as one `*` per character.
    var shownText: String {
        if case .password = kind { return String(repeating: "*", count: text.count) }
        return text
    }
}
