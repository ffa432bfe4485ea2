import FoundationEssentials

/// multipart/form-data as browsers send it: one part per entry, names and
/// text values with CRLF line breaks, `"`, CR and LF in names and file names
/// escaped as `%22`, `%0D`, `%0A`, and a Content-Type on file parts.
package struct MultipartForm: Sendable {
    package let boundary: String

    package init(boundary: String) {
        self.boundary = boundary
    }

    /// A boundary in the style of Chromium's, random enough never to occur
    /// in a body by chance.
    package static func randomBoundary() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return "----TurboTUIFormBoundary" + String((0..<16).map { _ in alphabet.randomElement()! })
    }

    package var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    package func encode(_ entries: [FormEntry]) -> [UInt8] {
        var body: [UInt8] = []
        for entry in entries {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.escape(LineBreaks.normalized(entry.name)))\""
            switch entry.value {
            case .text(let text):
                body += Array((head + "\r\n\r\n" + LineBreaks.normalized(text)).utf8)
            case .file(let file):
                head += "; filename=\"\(Self.escape(file.name))\"\r\nContent-Type: \(file.contentType)\r\n\r\n"
                body += Array(head.utf8) + file.bytes
            }
            body += Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return body
    }

    package static func escape(_ text: String) -> String {
        text.replacingAll("\"", with: "%22").replacingAll("\r", with: "%0D")
            .replacingAll("\n", with: "%0A")
    }
}
