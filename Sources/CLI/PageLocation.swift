import FoundationEssentials
import Base

/// Where a page given on the command line lives.
package enum PageLocation: Equatable, Sendable {
    case web(URL)
    case file(path: String)
    /// `-`: the page is read from standard input, as lynx's `-stdin`.
    case standardInput

    package static func parse(_ argument: String, fileExists: (String) -> Bool = FilePath.exists)
        throws(LoadError) -> PageLocation
    {
        if argument == "-" { return .standardInput }
        let lowered = argument.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(address: argument), url.host != nil else { throw LoadError.invalidURL(argument) }
            // Issue 18: credentials in a URL end up in shell history and
            // process lists; --netrc keeps them in a file of their own.
            if url.user != nil || url.password != nil { throw LoadError.credentialsInURL(host: url.host ?? "") }
            guard hasValidPort(argument) else { throw LoadError.invalidURL(argument) }
            return .web(url)
        }
        if lowered.hasPrefix("file:") {
            guard let url = URL(address: argument), url.isFileURL else { throw LoadError.invalidURL(argument) }
            return .file(path: url.path)
        }
        if let colon = argument.firstIndex(of: ":"), argument[colon...].hasPrefix("://") {
            throw LoadError.unsupportedScheme(String(argument[..<colon]))
        }
        guard fileExists(argument) else { throw LoadError.noSuchFile(argument) }
        return .file(path: argument)
    }

    /// A port is 16 bits (RFC 3986 leaves its digits unbounded; TCP does not), so
    /// `:99999999999999999999` is a mistake to name, not a number to hand to curl.
    private static func hasValidPort(_ argument: String) -> Bool {
        guard let schemeEnd = argument.literalRange(of: "://") else { return false }
        let rest = argument[schemeEnd.upperBound...]
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.lastIndex(of: ":") else { return true }
        let digits = authority[authority.index(after: colon)...]
        return digits.isEmpty || (digits.count <= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
            && Int(digits).map { $0 <= 65535 } == true)
    }
}
