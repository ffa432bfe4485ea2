/// The `--dump` text: the page as lines, then a `References` list of the
/// links' absolute URLs, as `lynx -dump` prints it.
package enum DumpFormatter {
    package static func format(_ page: RenderedPage, references: Bool = true) -> String {
        String(decoding: bytes(page, references: references), as: UTF8.self)
    }

    /// The dump as UTF-8, built as bytes: page-sized text without a String
    /// per line, written out without a String copy of the whole.
    package static func bytes(_ page: RenderedPage, references: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        write(page, references: references, pieceSize: Int.max) { piece in
            if output.isEmpty { output = piece } else { output.append(contentsOf: piece) }
            return true
        }
        return output
    }

    /// The same bytes handed to `output` in pieces of about `pieceSize`
    /// bytes as they are built, so that the `--dump` of a big page never
    /// holds its whole text as well as its lines (nodejs-api: 5.5 MB), nor
    /// its whole References list (rust-releases: 6 500 links, 0.7 MiB of the
    /// peak). Stops when `output` returns false.
    package static func write(_ page: RenderedPage, references: Bool = true, pieceSize: Int = 1 << 16,
                             to output: ([UInt8]) -> Bool) {
        withoutActuallyEscaping(output) { output in
            let writer = DumpWriter(pieceSize: pieceSize, lineCapacity: page.width, to: output)
            writer.add(page.lines[...])
            writer.finish(page, references: references)
        }
    }

    /// `referenceBytes` handed to `output` in pieces, as `write` hands the dump.
    package static func writeReferences(_ page: RenderedPage, pieceSize: Int = 1 << 16, to output: ([UInt8]) -> Bool) {
        var piece: [UInt8] = []
        guard appendReferences(of: page, to: &piece, whenFull: { handOn(&$0, ifAtLeast: pieceSize, to: output) })
        else { return }
        if !piece.isEmpty { _ = output(piece) }
    }

    /// Hands `piece` to `output` once it has `size` bytes and starts the next
    /// in the same storage; false when `output` stopped.
    fileprivate static func handOn(_ piece: inout [UInt8], ifAtLeast size: Int, to output: ([UInt8]) -> Bool) -> Bool {
        guard piece.count >= size else { return true }
        guard output(piece) else { return false }
        piece.removeAll(keepingCapacity: true)
        return true
    }

    /// `--list-only`: the References alone, as `lynx -dump -listonly`
    /// prints them (nothing at all for a page without links).
    package static func referenceBytes(_ page: RenderedPage) -> [UInt8] {
        var output: [UInt8] = []
        appendReferences(of: page, to: &output)
        return output
    }

    /// `whenFull` may hand the bytes so far on after each link; false when it stopped the list.
    @discardableResult
    fileprivate static func appendReferences(of page: RenderedPage, to output: inout [UInt8],
                                         whenFull: (inout [UInt8]) -> Bool = { _ in true }) -> Bool {
        if !page.links.isEmpty {
            output.append(contentsOf: "\nReferences\n\n".utf8)
            // By index: `for link in` copied each link (three retains and three releases).
            for index in page.links.indices {
                appendReference(number: page.links[index].number, href: page.links[index].href,
                                resolved: page.links[index].resolved, to: &output)
                guard whenFull(&output) else { return false }
            }
        } else if !page.linkReferences.isEmpty {
            output.append(contentsOf: "\nReferences\n\n".utf8)
            for index in page.linkReferences.indices {
                let href = page.linkReferences[index]
                // Resolved here (`RenderOptions.isPrintOnly`): made, printed, freed.
                appendReference(number: index + 1, href: href, resolved: page.linkResolver?.resolve(href), to: &output)
                guard whenFull(&output) else { return false }
            }
        }
        return true
    }

    /// One line of the References: the number, the URL (the `href` as written when it did not resolve).
    private static func appendReference(number: Int, href: String, resolved: String?, to output: inout [UInt8]) {
        // `String(number)` made a string per link.
        appendNumber(number, to: &output)
        output.append(UInt8(ascii: "."))
        output.append(UInt8(ascii: " "))
        append(TerminalSafeText.sanitize(resolved ?? href), to: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// A link's number right-aligned in four columns, as `String(number)`
    /// padded with spaces wrote it (wider numbers take what they need).
    private static func appendNumber(_ number: Int, to output: inout [UInt8]) {
        guard number >= 0 else {
            let text = String(number)
            for _ in text.utf8.count..<max(text.utf8.count, 4) { output.append(UInt8(ascii: " ")) }
            append(text, to: &output)
            return
        }
        var place = 1
        var digits = 1
        while number / place >= 10 {
            place *= 10
            digits += 1
        }
        for _ in digits..<max(digits, 4) { output.append(UInt8(ascii: " ")) }
        while place > 0 {
            output.append(UInt8(ascii: "0") + UInt8(number / place % 10))
            place /= 10
        }
    }

    /// A string's bytes in one copy (`append(contentsOf: text.utf8)` went
    /// through the generic sequence path: a tenth of the dump's own time).
    fileprivate static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }
}

/// The dump's bytes made as its lines come, a batch at a time (a
/// `LineSink`'s, while the page is laid out), then its References: the
/// lines need not all be kept until the page is done.
package final class DumpWriter {
    /// The piece being made, in storage of its own: a line's spans are
    /// copied in one after another, where appending each to an `Array` cost
    /// 90 instructions a span (a line of a table has thirty). It goes out as
    /// an array once it holds `pieceSize` bytes.
    private var piece: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let pieceSize: Int
    private let output: ([UInt8]) -> Bool
    /// `output` refused a piece: nothing more is made.
    private var stopped = false

    /// `lineCapacity`: the page's width, for the room a piece reserves.
    package init(pieceSize: Int = 1 << 16, lineCapacity: Int, to output: @escaping ([UInt8]) -> Bool) {
        self.pieceSize = pieceSize
        self.output = output
        capacity = min(pieceSize, 1 << 16) + lineCapacity * 8 + 8
        piece = .allocate(capacity: capacity)
    }

    deinit { piece.deallocate() }

    package func add(_ lines: ArraySlice<StyledLine>) {
        for line in lines { add(spans: line.spans) }
    }

    /// One line, as its spans and the last one's text still as bytes (`LineSink.takeSpans`).
    package func add(spans: [Span], lastText: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)) {
        guard !stopped else { return }
        for span in spans {
            var text = span.text
            text.withUTF8 { append($0) }
        }
        append(lastText)
        while count > 0 && piece[count - 1] == UInt8(ascii: " ") { count -= 1 }
        append(UInt8(ascii: "\n"))
        if count >= pieceSize {
            guard output(Array(UnsafeBufferPointer(start: piece, count: count))) else {
                stopped = true
                return
            }
            count = 0
        }
    }

    /// The rest of the page's lines go to `add` first; this writes the
    /// References of `page`'s links and hands on what is left.
    package func finish(_ page: RenderedPage, references: Bool) {
        guard !stopped else { return }
        var rest = Array(UnsafeBufferPointer(start: piece, count: count))
        count = 0
        if references {
            let size = pieceSize
            let output = output
            guard DumpFormatter.appendReferences(of: page, to: &rest,
                                                 whenFull: { DumpFormatter.handOn(&$0, ifAtLeast: size, to: output) })
            else { return }
        }
        _ = output(rest)
    }

    private func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let start = run.baseAddress, !run.isEmpty else { return }
        if count + run.count > capacity { grow(toHold: count + run.count) }
        (piece + count).update(from: start, count: run.count)
        count += run.count
    }

    private func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        piece[count] = byte
        count += 1
    }

    private func grow(toHold needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
        larger.update(from: piece, count: count)
        piece.deallocate()
        piece = larger
        capacity = max(needed, capacity * 2)
    }
}
