import Foundation

/// Where a page given on the command line lives.
public enum PageLocation: Equatable, Sendable {
    case web(URL)
    case file(path: String)

    public static func parse(_ argument: String, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        throws(LoadError) -> PageLocation
    {
        let lowered = argument.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: argument), url.host != nil else { throw LoadError.invalidURL(argument) }
            guard hasValidPort(argument) else { throw LoadError.invalidURL(argument) }
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

    /// A port is 16 bits (RFC 3986 leaves its digits unbounded; TCP does not), so
    /// `:99999999999999999999` is a mistake to name, not a number to hand to curl.
    private static func hasValidPort(_ argument: String) -> Bool {
        guard let schemeEnd = argument.range(of: "://") else { return false }
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
