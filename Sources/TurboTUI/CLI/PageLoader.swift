import Foundation

/// Reads a page from a file or fetches it over HTTP, for the dump.
public struct PageLoader {
    public let transport: CurlTransport

    public init(transport: CurlTransport) {
        self.transport = transport
    }

    /// Needs no transport: a file dump never loads libcurl. The body limit holds
    /// for files too, so no page, fetched or not, can take the machine's memory.
    public static func read(file path: String, maximumBytes: Int = TransportLimits.defaultMaximumBodyBytes) throws(LoadError) -> LoadedPage {
        let url = URL(fileURLWithPath: path)
        let contents: [UInt8]?
        do {
            contents = try RegularFile.read(path, maximumBytes: maximumBytes)
        } catch {
            if let limit = error.limit { throw .fileTooLarge(path: path, limit: limit) }
            throw .unreadableFile(path: path, reason: error.reason)
        }
        guard let bytes = contents else { throw .noSuchFile(path) }
        let mediaType = path.lowercased().hasSuffix(".txt") ? ContentType(mediaType: "text/plain") : nil
        return LoadedPage(url: url, status: nil, contentType: mediaType, body: bytes)
    }

    public func load(_ location: PageLocation) throws(LoadError) -> LoadedPage {
        switch location {
        case .file(let path):
            return try Self.read(file: path, maximumBytes: transport.limits.maximumBodyBytes)
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
