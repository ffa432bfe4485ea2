import Foundation

/// Pages shown in this run, so that links to them look visited (as in
/// lynx and w3m). Until there is a history file, "visited" means "seen
/// since turbo-tui started". An anchor is the same page: `/long#bottom`
/// is visited once `/long` was.
struct VisitedLinks: Equatable, Sendable {
    private var locations: Set<String> = []

    mutating func insert(_ url: URL) {
        locations.insert(Self.key(url))
    }

    func contains(_ url: URL) -> Bool {
        locations.contains(Self.key(url))
    }

    private static func key(_ url: URL) -> String {
        var text = url.absoluteString
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        return text
    }
}
