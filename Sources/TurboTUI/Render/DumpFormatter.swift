/// The `--dump` text: the page as lines, then a `References` list of the
/// links' absolute URLs, as `lynx -dump` prints it.
public enum DumpFormatter {
    public static func format(_ page: RenderedPage, references: Bool = true) -> String {
        String(decoding: bytes(page, references: references), as: UTF8.self)
    }

    /// The dump as UTF-8, built as bytes: page-sized text without a String
    /// per line, written out without a String copy of the whole.
    public static func bytes(_ page: RenderedPage, references: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(page.lines.count * (page.width + 8))
        for line in page.lines {
            for span in line.spans { output.append(contentsOf: span.text.utf8) }
            while output.last == UInt8(ascii: " ") { output.removeLast() }
            output.append(UInt8(ascii: "\n"))
        }
        if references { appendReferences(of: page, to: &output) }
        return output
    }

    /// `--list-only`: the References alone, as `lynx -dump -listonly`
    /// prints them (nothing at all for a page without links).
    public static func referenceBytes(_ page: RenderedPage) -> [UInt8] {
        var output: [UInt8] = []
        appendReferences(of: page, to: &output)
        return output
    }

    private static func appendReferences(of page: RenderedPage, to output: inout [UInt8]) {
        if !page.links.isEmpty {
            output.append(contentsOf: "\nReferences\n\n".utf8)
            for link in page.links {
                let target = TerminalSafeText.sanitize(link.url?.absoluteString ?? link.href)
                let number = String(link.number)
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(4 - number.count, 0)))
                output.append(contentsOf: number.utf8)
                output.append(contentsOf: ". ".utf8)
                output.append(contentsOf: target.utf8)
                output.append(UInt8(ascii: "\n"))
            }
        }
    }
}
