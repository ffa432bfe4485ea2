/// The Content-Type a browser gives a chosen file, from its extension (as
/// browsers do; they do not sniff), `application/octet-stream` when unknown.
package enum MediaTypeGuess {
    private static let byExtension: [String: String] = [
        "txt": "text/plain", "text": "text/plain", "md": "text/markdown", "csv": "text/csv",
        "html": "text/html", "htm": "text/html", "css": "text/css", "js": "text/javascript",
        "json": "application/json", "xml": "text/xml", "pdf": "application/pdf", "zip": "application/zip",
        "gz": "application/gzip", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml", "mp3": "audio/mpeg",
        "mp4": "video/mp4", "webm": "video/webm",
    ]

    package static func forFileName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
