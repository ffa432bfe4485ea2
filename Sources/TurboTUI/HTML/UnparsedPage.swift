/// What is shown of a page whose parse ran out of time: a line saying so,
/// then its source as text, so nothing is lost and the browser stays usable.
enum UnparsedPage {
    static func document(source: UnsafeBufferPointer<UInt8>, timeLimitMilliseconds: Int) -> Document {
        let seconds = (timeLimitMilliseconds + 999) / 1000
        let notice = Document.element("p", text: "turbo-tui stopped reading this page's HTML after \(seconds) s "
            + "(its markup is built to be slow to parse); its source follows.")
        return Document.withBody([notice, Document.element("pre", text: String(decoding: source, as: UTF8.self))])
    }
}
