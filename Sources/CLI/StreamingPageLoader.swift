import FoundationEssentials
import HTML
import Net
import Turbo
import Base

/// `--dump` of an HTML page without its whole body in memory: a file read in
/// 64 KiB pieces, or an answer as libcurl delivers it, goes straight into
/// `HTMLStreamParser`. Plain text and other non-HTML text keep
/// `PageLoader`'s whole body (it becomes one preformatted block), as does
/// `--source`, which prints the body. The tree leaves out what a dump never
/// shows: SVG's self-closed shapes and the attributes that place and
/// paint (`TreeBuilder.keepsSVGGraphics`).
package struct StreamingPageLoader {
    /// A page parsed as it arrived: where it came from and what it said.
    package struct Page {
        package var url: URL
        package var status: Int?
        package var document: Document
    }

    package let transport: any Transport

    /// A file, as `PageLoader.read(file:)` reads it (same limit, same errors).
    package static func read(file path: String, as type: ContentType? = nil, base: URL? = nil,
                     maximumBytes: Int = TransportLimits.defaultMaximumBodyBytes) throws(LoadError) -> Page {
        let guessed = path.lowercased().hasSuffix(".txt") ? ContentType(mediaType: "text/plain") : nil
        if let known = type ?? guessed, !known.isHTML {
            let page = try PageLoader.read(file: path, as: type, base: base, maximumBytes: maximumBytes)
            return Page(url: page.url, status: nil, document: page.document)
        }
        var parser = HTMLStreamParser(declaredCharset: type?.charset, pipelineAfterBytes: HTMLParser.pipelineThreshold,
                                    keepsSVGGraphics: false)
        let found: Bool
        do {
            found = try RegularFile.read(path, maximumBytes: maximumBytes, sizeHint: { parser.expect(totalBytes: $0) }) {
                parser.feed($0)
            }
        } catch {
            if let limit = error.limit { throw .fileTooLarge(path: path, limit: limit) }
            throw .unreadableFile(path: path, reason: error.reason)
        }
        guard found else { throw .noSuchFile(path) }
        return Page(url: base ?? FilePath.fileURL(path), status: nil, document: parser.finish())
    }

    /// What one answer has brought so far.
    private final class Arrival {
        /// Set by the first bytes' head when the answer is HTML (or says nothing).
        var parser: HTMLStreamParser?
        /// The body of an answer of another text type, kept whole.
        var body: [UInt8] = []
        var failure: LoadError?
        var outcome: Result<HTTPResponse, NetError>?

        func take(_ head: HTTPResponse, _ bytes: [UInt8]) {
            if parser == nil && body.isEmpty {
                let type = head.contentType
                if let type, !type.isHTML {
                    guard type.mediaType.hasPrefix("text/") else {
                        failure = .notHTML(url: head.url.absoluteString, mediaType: type.mediaType)
                        return
                    }
                } else {
                    parser = HTMLStreamParser(declaredCharset: type?.charset, pipelineAfterBytes: HTMLParser.pipelineThreshold,
                                                keepsSVGGraphics: false)
                }
            }
            if parser != nil {
                parser!.feed(bytes)
            } else {
                body += bytes
            }
        }
    }

    /// A web page, as `PageLoader.load(.web)` fetches it (redirects followed,
    /// the body limit held), parsed while it arrives.
    package func load(_ url: URL) throws(LoadError) -> Page {
        // The transport holds the body limit over the whole answer.
        let arrival = Arrival()
        var transfer: TransferID?
        transfer = transport.startStreaming(HTTPRequest(url: url), onBytes: { head, bytes in
            guard arrival.failure == nil else { return }
            arrival.take(head, bytes)
            if arrival.failure != nil, let transfer { transport.cancel(transfer) }
        }, completion: { arrival.outcome = $0 })
        var none: [PollDescriptor] = []
        while arrival.outcome == nil && arrival.failure == nil {
            transport.poll(waitingOn: &none, timeoutMilliseconds: 1000)
        }
        if let failure = arrival.failure { throw failure }
        switch arrival.outcome! {
        case .failure(let error):
            throw LoadError.network(url: url.absoluteString, error)
        case .success(let response):
            if !response.body.isEmpty { arrival.take(response, response.body) }
            if let failure = arrival.failure { throw failure }
            let contentType = response.contentType
            if arrival.parser == nil, let contentType, !contentType.isHTML, !contentType.mediaType.hasPrefix("text/") {
                throw LoadError.notHTML(url: response.url.absoluteString, mediaType: contentType.mediaType)
            }
            let document = arrival.parser?.finish() ?? PageDocument.make(body: arrival.body, contentType: contentType)
            return Page(url: response.url, status: response.status, document: document)
        }
    }
}
