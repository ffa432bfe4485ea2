/// text/plain form bodies, as a plain browser submission sends them:
/// `name=value` lines ending in CRLF, nothing escaped, files by name.
/// Turbo itself never sends this: for any enctype but urlencoded it hands
/// `FormData` to fetch, which sends multipart.
package enum PlainTextForm {
    package static func encode(_ entries: [FormEntry]) -> String {
        entries.map { LineBreaks.normalized($0.name) + "=" + LineBreaks.normalized($0.textOrFileName) + "\r\n" }.joined()
    }
}
