import FoundationEssentials
import Net
import Base

/// Reads a page from a file or standard input, or fetches it over HTTP, for the dump.
package struct PageLoader {
    package let transport: any Transport

    package init(transport: any Transport) {
        self.transport = transport
    }

    /// Needs no transport: a file dump never loads libcurl. `type`
    /// (`--content-type`) says what the bytes are, whatever the name
    /// says; `base` (`--base`) is the URL the page is read as. The body limit
    /// holds for files too, so no page, fetched or not, can take the machine's memory.
    package static func read(file path: String, as type: ContentType? = nil, base: URL? = nil,
                            anyType: Bool = false,
                            maximumBytes: Int = TransportLimits.defaultMaximumBodyBytes) throws(LoadError) -> LoadedPage {
        let contents: [UInt8]?
        do {
            contents = try RegularFile.read(path, maximumBytes: maximumBytes)
        } catch {
            if let limit = error.limit { throw .fileTooLarge(path: path, limit: limit) }
            throw .unreadableFile(path: path, reason: error.reason)
        }
        guard let bytes = contents else { throw .noSuchFile(path) }
        let guessed = path.lowercased().hasSuffix(".txt") ? ContentType(mediaType: "text/plain") : nil
        return try page(body: bytes, url: base ?? FilePath.fileURL(path), type: type ?? guessed, anyType: anyType)
    }

    /// `--dump -`. Without `--base`, links resolve against the current
    /// directory, as for a file there (lynx resolves them against a
    /// temporary file of its own).
    package static func readStandardInput(as type: ContentType? = nil, base: URL? = nil, anyType: Bool = false,
                                         maximumBytes: Int = TransportLimits.defaultMaximumBodyBytes) throws(LoadError) -> LoadedPage {
        let data: [UInt8]
        switch StandardStreams.input() {
        case .success(let bytes): data = bytes
        case .failure(let failure): throw LoadError.unreadableInput(reason: failure.reason)
        }
        if data.count > maximumBytes { throw LoadError.fileTooLarge(path: "-", limit: maximumBytes) }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return try page(body: data, url: base ?? directory, type: type, anyType: anyType)
    }

    private static func page(body: [UInt8], url: URL, type: ContentType?, anyType: Bool) throws(LoadError) -> LoadedPage {
        if !anyType, let type, !type.isHTML, !type.mediaType.hasPrefix("text/") {
            throw LoadError.notHTML(url: url.absoluteString, mediaType: type.mediaType)
        }
        return LoadedPage(url: url, status: nil, contentType: type, body: body)
    }

    /// `anyType`: the raw body is wanted (`--source`), so an image or a PDF is no failure.
    package func load(_ location: PageLocation, anyType: Bool = false) throws(LoadError) -> LoadedPage {
        switch location {
        case .file(let path):
            return try Self.read(file: path, maximumBytes: transport.limits.maximumBodyBytes)
        case .standardInput:
            return try Self.readStandardInput(maximumBytes: transport.limits.maximumBodyBytes)
        case .web(let url):
            switch transport.fetch(HTTPRequest(url: url)) {
            case .failure(let error):
                throw LoadError.network(url: url.absoluteString, error)
            case .success(let response):
                let contentType = response.contentType
                if !anyType, let contentType, !contentType.isHTML, !contentType.mediaType.hasPrefix("text/") {
                    throw LoadError.notHTML(url: response.url.absoluteString, mediaType: contentType.mediaType)
                }
                return LoadedPage(url: response.url, status: response.status, contentType: contentType, body: response.body)
            }
        }
    }
}
