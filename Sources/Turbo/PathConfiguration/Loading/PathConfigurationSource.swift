import FoundationEssentials

/// Where a path configuration comes from: a local file or a server URL.
package enum PathConfigurationSource: Equatable, Sendable, CustomStringConvertible {
    case file(path: String)
    case server(URL)

    /// `http://` and `https://` name a server; `file:` URLs and anything
    /// without a scheme name a file.
    package static func parse(_ argument: String) throws(PathConfigurationLoadFailure) -> PathConfigurationSource {
        let lowered = argument.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(address: argument), url.host != nil else { throw .invalidSource(argument) }
            return .server(url)
        }
        if lowered.hasPrefix("file:") {
            guard let url = URL(address: argument), url.isFileURL else { throw .invalidSource(argument) }
            return .file(path: url.path)
        }
        if let colon = argument.firstIndex(of: ":"), argument[colon...].hasPrefix("://") {
            throw .invalidSource(argument)
        }
        guard !argument.isEmpty else { throw .invalidSource(argument) }
        return .file(path: argument)
    }

    package var description: String {
        switch self {
        case .file(let path): return path
        case .server(let url): return url.absoluteString
        }
    }
}
