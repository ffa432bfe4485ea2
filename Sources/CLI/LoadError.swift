import Net
import Render
/// Why a page named on the command line could not be shown.
package enum LoadError: Error, Equatable, CustomStringConvertible {
    case invalidURL(String)
    case unsupportedScheme(String)
    case noSuchFile(String)
    case unreadableFile(path: String, reason: String)
    case fileTooLarge(path: String, limit: Int)
    case network(url: String, NetError)
    case notHTML(url: String, mediaType: String)
    case credentialsInURL(host: String)
    case unreadableInput(reason: String)

    package var description: String {
        let text: String
        switch self {
        case .invalidURL(let argument): text = "not a valid URL: \(argument)"
        case .unsupportedScheme(let scheme): text = "cannot load \(scheme): URLs (http, https and files only)"
        case .noSuchFile(let path): text = "no such file: \(path) (for a web page give a URL with http:// or https://)"
        case .unreadableFile(let path, let reason): text = "cannot read \(path): \(reason)"
        case .fileTooLarge(let path, let limit):
            text = "\(path) is larger than \(ByteCount.format(limit)) (raise the limit with --max-body-size)"
        case .network(let url, let error): text = "\(url): \(error)"
        case .notHTML(let url, let mediaType): text = "\(url) is \(mediaType), not a page turbo-tui can show"
        case .credentialsInURL(let host):
            text = "not sending the user name and password written in the URL for \(host): "
                + "put them in ~/.netrc (machine \(host) login NAME password SECRET) and use --netrc"
        case .unreadableInput(let reason): text = "cannot read standard input: \(reason)"
        }
        return TerminalSafeText.sanitize(text)
    }
}
