import FoundationEssentials

/// A parsed `Content-Type` value: lowercase media type and its charset.
package struct ContentType: Sendable, Equatable {
    package var mediaType: String
    package var charset: String?

    package init(mediaType: String, charset: String? = nil) {
        self.mediaType = mediaType
        self.charset = charset
    }

    package init(parsing value: String) {
        let parts = value.split(separator: ";", omittingEmptySubsequences: false)
        mediaType = parts.first.map { $0.trimmingSpaces().lowercased() } ?? ""
        charset = nil
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "charset" else { continue }
            charset = pair[1].trimmingSpaces().trimming(anyOf: "\"'")
        }
    }

    package var isHTML: Bool { mediaType == "text/html" || mediaType == "application/xhtml+xml" }

    package var isTurboStream: Bool { mediaType == "text/vnd.turbo-stream.html" }
}
