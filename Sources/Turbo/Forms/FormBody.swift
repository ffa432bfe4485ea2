/// An encoded request body and the Content-Type that names it.
package struct FormBody: Equatable, Sendable {
    package var bytes: [UInt8]
    package var contentType: String

    package init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// What Turbo's fetch sends: urlencoded from `URLSearchParams` (files
    /// left out, line breaks as typed), anything else as multipart from
    /// `FormData`.
    package static func turbo(_ entries: [FormEntry], enctype: FormEnctype, boundary: String) -> FormBody {
        guard enctype == .urlEncoded else { return multipart(entries, boundary: boundary) }
        let pairs = entries.filter { !$0.isFile }.map { (name: $0.name, value: $0.textOrFileName) }
        return FormBody(bytes: Array(URLEncodedForm.encode(pairs).utf8),
                        contentType: "application/x-www-form-urlencoded;charset=UTF-8")
    }

    /// What a browser's own submission sends: line breaks as CRLF, files by
    /// name in urlencoded and text/plain bodies.
    package static func browser(_ entries: [FormEntry], enctype: FormEnctype, boundary: String) -> FormBody {
        switch enctype {
        case .urlEncoded:
            FormBody(bytes: Array(browserQuery(entries).utf8), contentType: enctype.rawValue)
        case .multipart:
            multipart(entries, boundary: boundary)
        case .plainText:
            FormBody(bytes: Array(PlainTextForm.encode(entries).utf8), contentType: enctype.rawValue)
        }
    }

    package static func turboQuery(_ entries: [FormEntry]) -> String {
        URLEncodedForm.encode(entries.filter { !$0.isFile }.map { (name: $0.name, value: $0.textOrFileName) })
    }

    package static func browserQuery(_ entries: [FormEntry]) -> String {
        URLEncodedForm.encode(entries.map { (name: LineBreaks.normalized($0.name), value: LineBreaks.normalized($0.textOrFileName)) })
    }

    private static func multipart(_ entries: [FormEntry], boundary: String) -> FormBody {
        let form = MultipartForm(boundary: boundary)
        return FormBody(bytes: form.encode(entries), contentType: form.contentType)
    }
}
