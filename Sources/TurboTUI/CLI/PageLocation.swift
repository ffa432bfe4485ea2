import Foundation

/// Where a page given on the command line lives.
public enum PageLocation: Equatable, Sendable {
    case web(URL)
    case file(path: String)
    /// `-`: the page is read from standard input, as lynx's `-stdin`.
    case standardInput

    public static func parse(_ argument: String, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        throws(LoadError) -> PageLocation
    {
        if argument == "-" { return .standardInput }
        let lowered = argument.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: argument), url.host != nil else { throw LoadError.invalidURL(argument) }
            // Issue 18: credentials in a URL end up in shell history and
            // process lists; --netrc keeps them in a file of their own.
            if url.user != nil || url.password != nil { throw LoadError.credentialsInURL(host: url.host ?? "") }
            return .web(url)
        }
        if lowered.hasPrefix("file:") {
            guard let url = URL(string: argument), url.isFileURL else { throw LoadError.invalidURL(argument) }
            return .file(path: url.path)
        }
        if let colon = argument.firstIndex(of: ":"), argument[colon...].hasPrefix("://") {
            throw LoadError.unsupportedScheme(String(argument[..<colon]))
        }
        guard fileExists(argument) else { throw LoadError.noSuchFile(argument) }
        return .file(path: argument)
    }
}
