import FoundationEssentials
import Store

/// A line of input in the status line: a URL, a search, a link number, a
/// bookmark's title.
package struct Prompt: Equatable {
    package enum Kind: Equatable {
        case goTo, search, linkNumber
        /// A URL for a new tab (`t`).
        case goToInTab
        /// A file input's path (`FieldInUse` names the input).
        case filePath
        /// The title a new bookmark of this URL gets (`a`).
        case bookmarkTitle(URL)
        /// In the bookmarks view: a new title for an item, a new folder's name.
        case rename, folderName
        /// HTTP authentication (`HTTPAuthentication.pending`): the user name,
        /// asked with who asks for it (the prompt covers the status line), then the password.
        case userName(asker: String)
        case password(user: String)
    }

    package let kind: Kind
    package var text: String
    /// `g`: the history's URLs to complete from (Up, Down, Tab).
    package var completion: URLCompletion?
    /// A `multiple` file input's: several paths, separated by spaces (`FilePathList`).
    package var takesSeveralFiles = false

    package init(kind: Kind, text: String, completion: URLCompletion? = nil) {
        self.kind = kind
        self.text = text
        self.completion = completion
    }

    package enum Outcome: Equatable {
        case edited, cancelled, entered
        /// A key that ends a link number without being part of it, for the browser to act on.
        case notTaken
    }

    /// Esc cancels, Enter enters, Backspace on nothing cancels too.
    package mutating func handle(_ key: Key) -> Outcome {
        if var completion {
            switch key {
            case .up: text = completion.older(than: text)
            case .down: text = completion.newer(than: text)
            case .tab: text = completion.complete(text)
            default: completion.edited()
            }
            self.completion = completion
            if key == .up || key == .down || key == .tab { return .edited }
        }
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
            // After a count any other key is the one it counts (3 Tab, 2 Ctrl-D).
            if kind == .linkNumber { return .notTaken }
        }
        return .edited
    }

    package var label: String {
        switch kind {
        case .goTo: return "Go to: "
        case .goToInTab: return "Open in a new tab: "
        case .search: return "Search: "
        case .linkNumber: return "Link number or count: "
        case .filePath where takesSeveralFiles: return "Files to send, spaces between (~ for home): "
        case .filePath: return "File to send (~ for home): "
        case .bookmarkTitle: return "Bookmark as: "
        case .rename: return "New title: "
        case .folderName: return "New folder: "
        case .userName(let asker): return "\(asker) user name: "
        case .password: return "Password: "
        }
    }

    /// What the status line shows of the text: a password as one `*` per character.
    package var shownText: String {
        if case .password = kind { return String(repeating: "*", count: text.count) }
        return text
    }
}
