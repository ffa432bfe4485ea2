import FoundationEssentials
import Net

/// The `g` prompt completing from history, as a shell's line editor does:
/// Up and Down walk the visited URLs that begin with what was typed (newest
/// first; Down past the newest gives the typed text back), Tab completes the
/// longest prefix the matches share and, when that adds nothing, steps
/// through the matches one by one. Typed text matches a URL from its start,
/// or from after its `http(s)://` and `www.`, so `exa` finds
/// `https://example.com/`; case does not matter. Text that starts with `/`
/// is a path on the shown page's site, as `g` reads it: it completes from
/// that site's URLs, as paths (`/po` to `/posts/1`).
package struct URLCompletion: Equatable {
    /// The history's URLs, newest first, each once (`VisitedLinks.newestFirst`).
    package let candidates: [String]
    /// The paths (with their queries) of the candidates on the shown page's
    /// origin, newest first, each once: what a typed `/` completes to.
    private let sitePaths: [String]
    /// Up and Down: the text they started from, and which match is shown.
    private var walk: (typed: String, index: Int)?
    /// Tab going through the matches: the text it started from, and which is shown.
    private var cycle: (typed: String, index: Int)?

    /// `page`: the URL of the page shown, whose site a typed path is on.
    package init(candidates: [String], page: URL? = nil) {
        self.candidates = candidates
        var seen: Set<String> = []
        let origin = page.flatMap { WebOrigin($0) }.map { $0.description.lowercased() }
        sitePaths = origin.map { origin in
            candidates.compactMap { candidate in
                guard candidate.lowercased().hasPrefix(origin + "/") else { return nil }
                let path = String(candidate.dropFirst(origin.count).prefix { $0 != "#" })
                return seen.insert(path).inserted ? path : nil
            }
        } ?? []
    }

    package static func == (left: URLCompletion, right: URLCompletion) -> Bool {
        left.candidates == right.candidates && left.sitePaths == right.sitePaths && left.walk?.typed == right.walk?.typed && left.walk?.index == right.walk?.index
            && left.cycle?.typed == right.cycle?.typed && left.cycle?.index == right.cycle?.index
    }

    /// The candidates `text` completes to, newest first.
    package func matches(_ text: String) -> [String] {
        let typed = text.lowercased()
        guard !typed.isEmpty else { return candidates }
        if typed.hasPrefix("/") { return sitePaths.filter { $0.lowercased().hasPrefix(typed) } }
        return candidates.filter { Self.begins($0.lowercased(), with: typed) }
    }

    /// Up: the next older match, or `text` when there is none further.
    package mutating func older(than text: String) -> String {
        cycle = nil
        let typed = walk?.typed ?? text
        let found = matches(typed)
        let index = (walk?.index ?? -1) + 1
        guard index < found.count else { return text }
        walk = (typed, index)
        return found[index]
    }

    /// Down: the next newer match; past the newest, what was typed.
    package mutating func newer(than text: String) -> String {
        cycle = nil
        guard let current = walk else { return text }
        guard current.index > 0 else {
            walk = nil
            return current.typed
        }
        walk = (current.typed, current.index - 1)
        return matches(current.typed)[current.index - 1]
    }

    /// Tab: the longest common prefix of the matches when it adds to
    /// `text`, else the next match in turn (back to the first after the last).
    package mutating func complete(_ text: String) -> String {
        walk = nil
        if let current = cycle {
            let found = matches(current.typed)
            guard !found.isEmpty else { return text }
            let index = (current.index + 1) % found.count
            cycle = (current.typed, index)
            return found[index]
        }
        let found = matches(text)
        guard let first = found.first else { return text }
        let shared = found.dropFirst().reduce(first) { Self.commonPrefix($0, $1) }
        if shared.count > text.count, Self.begins(shared.lowercased(), with: text.lowercased()) { return shared }
        guard found.count > 1 || first != text else { return text }
        cycle = (text, 0)
        return first
    }

    /// Any other key changes the text: the walk and the cycle start again from it.
    package mutating func edited() {
        walk = nil
        cycle = nil
    }

    private static func begins(_ url: String, with typed: String) -> Bool {
        if url.hasPrefix(typed) { return true }
        var rest = Substring(url)
        for prefix in ["https://", "http://"] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        if rest.hasPrefix(typed) { return true }
        return rest.hasPrefix("www.") && rest.dropFirst(4).hasPrefix(typed)
    }

    private static func commonPrefix(_ left: String, _ right: String) -> String {
        String(zip(left, right).prefix { $0.0 == $0.1 }.map(\.0))
    }
}
