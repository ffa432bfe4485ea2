import FoundationEssentials

/// Headers sent on every request to some hosts only: the app's hosts (and
/// the hosts of server path configurations), never a third party a page
/// links to or a redirect leads to (issue 18, Android's
/// `LoaderOptions.httpHeaders`). Checked per hop, so a redirect away
/// from the app drops them.
package struct HostScopedHeaders: Equatable, Sendable {
    package var hosts: [HostPattern]
    package var fields: [HeaderField]

    package init(hosts: [HostPattern] = [], fields: [HeaderField] = []) {
        self.hosts = hosts
        self.fields = fields
    }

    /// The fields a request to `url` gets.
    package func fields(for url: URL) -> [HeaderField] {
        hosts.contains(where: { $0.matches(url) }) ? fields : []
    }

    /// The lines for a request to `url`, leaving out a field the request's
    /// own `lines` already name: Turbo's headers (`Accept`, `Turbo-Frame`)
    /// keep their meaning.
    package func lines(for url: URL, besides lines: [String]) -> [String] {
        let taken = Set(lines.map { $0.prefix { $0 != ":" }.lowercased() })
        return fields(for: url).filter { !taken.contains($0.name.lowercased()) }.map(\.description)
    }
}
