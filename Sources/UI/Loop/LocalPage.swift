import FoundationEssentials
import Net
import Turbo

/// A page from a local file (`turbo-tui ./page.html`, or a `file:` link of
/// such a page): read from disk by the loop, never through the transport,
/// so no cookie goes with it and no app session ever sees it. Bounded as
/// an answer is (`--max-body-size`); a `.txt` file is text, anything else
/// is read as HTML, as the dump reads a file.
enum LocalPage {
    static func read(_ url: URL, maximumBytes: Int) -> Result<VisitResponse, VisitFailure> {
        let path = url.path
        let contents: [UInt8]?
        do {
            contents = try RegularFile.read(path, maximumBytes: maximumBytes)
        } catch {
            if let limit = error.limit { return .failure(VisitFailure(url: url, error: .tooLarge(limit: limit))) }
            return .failure(VisitFailure(url: url, error: .other("cannot read the file: \(error.reason)")))
        }
        guard let body = contents else { return .failure(VisitFailure(url: url, error: .other("no such file"))) }
        let type = ContentType(mediaType: path.lowercased().hasSuffix(".txt") ? "text/plain" : "text/html")
        return .success(VisitResponse(url: url, status: 200, contentType: type, body: body))
    }
}
