import Foundation

/// Typing into the status line: a URL, a search, a link number.
extension Browser {
    mutating func handlePromptKey(_ key: Key) -> [BrowserEffect] {
        guard var prompt = state.prompt else { return [] }
        switch key {
        case .escape:
            state.prompt = nil
        case .enter:
            state.prompt = nil
            return submit(prompt)
        case .backspace:
            if prompt.text.isEmpty { state.prompt = nil } else { prompt.text.removeLast(); state.prompt = prompt }
        case .control("u"):
            prompt.text = ""
            state.prompt = prompt
        case .character(let character):
            if prompt.kind == .linkNumber && !character.isWholeNumber {
                state.prompt = nil
                return handle(key)
            }
            prompt.text.append(character)
            state.prompt = prompt
        default:
            break
        }
        return []
    }

    private mutating func submit(_ prompt: Prompt) -> [BrowserEffect] {
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return [] }
        switch prompt.kind {
        case .goTo:
            guard let url = URL(string: text, relativeTo: state.activePage?.url)?.absoluteURL, url.scheme != nil else {
                state.message = .error("Not a URL: \(text)")
                return []
            }
            return propose(url)
        case .search:
            state.search = text
            state.searchRow = nil
            findMatch(forward: true)
            return []
        case .linkNumber:
            return followNumber(Int(text) ?? 0)
        case .filePath(let field):
            guard prompt.page == state.activePage?.entryID else {
                state.message = .info("Not read: another page is shown now")
                return []
            }
            return [.readFile(path: text, reference(toField: field))]
        }
    }

    /// Scrolls the next (or previous) line containing the search text to the top.
    mutating func findMatch(forward: Bool) {
        guard let query = state.search?.lowercased(), let page = state.activePage else {
            state.message = .info("Nothing to search for: press / first")
            return
        }
        let lines = page.lines
        let start = state.searchRow.map { forward ? $0 + 1 : $0 - 1 } ?? page.scrollTop
        let rows: [Int] = forward ? Array(max(start, 0)..<max(lines.count, max(start, 0)))
                                  : Array(stride(from: min(start, lines.count - 1), through: 0, by: -1))
        guard let row = rows.first(where: { lines[$0].text.lowercased().contains(query) }) else {
            state.message = .info("Not found: \(query)")
            return
        }
        state.searchRow = row
        state.activePage?.scrollTop = row
        scroll(by: 0)
        state.message = .info("/\(query): line \(row + 1) of \(lines.count) (n: next, N: previous)")
    }
}
