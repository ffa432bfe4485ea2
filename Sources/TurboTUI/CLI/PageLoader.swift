import Foundation

/// Reads a page from a file or fetches it over HTTP, for the dump.
public struct PageLoader {
    public let transport: CurlTransport

    public init(transport: CurlTransport) {
        self.transport = transport
    }

    /// Needs no transport: a file dump never loads libcurl.
    public static func read(file path: String) throws(LoadError) -> LoadedPage {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError.unreadableFile(path: path, reason: "not a readable file")
        }
        let mediaType = path.lowercased().hasSuffix(".txt") ? ContentType(mediaType: "text/plain") : nil
        return LoadedPage(url: url, status: nil, contentType: mediaType, body: [UInt8](data))
    }

    public func load(_ location: PageLocation) throws(LoadError) -> LoadedPage {
        switch location {
        case .file(let path):
            return try Self.read(file: path)
        case .web(let url):
            switch transport.fetch(HTTPRequest(url: url)) {
            case .failure(let error):
                throw LoadError.network(url: url.absoluteString, error)
            case .success(let response):
                let contentType = response.contentType
                if let contentType, !contentType.isHTML, !contentType.mediaType.hasPrefix("text/") {
                    throw LoadError.notHTML(url: response.url.absoluteString, mediaType: contentType.mediaType)
                }
                return LoadedPage(url: response.url, status: response.status, contentType: contentType, body: response.body)
            }
        }
    }
}
