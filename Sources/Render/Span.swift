/// A run of text in one style. `text` has passed the terminal sanitizer and
/// holds no control characters; `width` is its width in terminal columns.
package struct Span: Equatable, Sendable {
    package var text: String
    package var style: Style
    // A page holds a span per run of text (hundreds of thousands on a big
    // page): 32-bit numbers and -1 for "none" make a span 40 bytes, not 64.
    private var storedWidth: Int32
    private var storedLink: Int32
    private var storedField: Int32

    package var width: Int {
        @inline(__always) get { Int(storedWidth) }
        set { storedWidth = Int32(clamping: newValue) }
    }

    /// Index into `RenderedPage.links` when the span is part of a link.
    package var link: Int? {
        @inline(__always) get { storedLink < 0 ? nil : Int(storedLink) }
        set { storedLink = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// Index into `RenderedPage.fields` when the span draws a form field.
    package var field: Int? {
        @inline(__always) get { storedField < 0 ? nil : Int(storedField) }
        set { storedField = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    package init(text: String, style: Style = .plain, width: Int? = nil, link: Int? = nil, field: Int? = nil) {
        self.text = text
        self.style = style
        storedWidth = Int32(clamping: width ?? TextWidth.columns(text))
        storedLink = link.map { Int32(clamping: $0) } ?? -1
        storedField = field.map { Int32(clamping: $0) } ?? -1
    }

    /// `count` plain spaces, as padding and indentation are drawn.
    package static func blank(_ count: Int) -> Span {
        Span(text: spaces(count), width: max(count, 0))
    }

    /// `count` spaces in one copy: `String(repeating:count:)` appends them
    /// one by one (the padding of table cells was 4% of a table page's dump).
    package static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return count
        }
    }

    /// `piece` `count` times in one copy: `String(repeating:count:)` appends
    /// them one by one, 16 000 instructions for a rule of 78 columns (a
    /// manual's hundreds of `<hr>` were 2% of its dump).
    package static func repeated(_ piece: String, count: Int) -> String {
        guard count > 0 else { return "" }
        var piece = piece
        return piece.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                for copy in 0..<count {
                    for (offset, byte) in bytes.enumerated() { buffer[copy * bytes.count + offset] = byte }
                }
                return bytes.count * count
            }
        }
    }

    /// What decides whether a neighbour joins the span: its style, link and field.
    package struct Look: Equatable, Sendable {
        package let style: Style
        fileprivate let storedLink: Int32
        fileprivate let storedField: Int32

        package var link: Int? { storedLink < 0 ? nil : Int(storedLink) }
        package var hasField: Bool { storedField >= 0 }

        /// As `Span.joins(style:link:)` answers for a span of this look.
        @inline(__always)
        package func joins(style other: Style, link: Int?) -> Bool {
            storedField < 0 && style == other && storedLink == (link.map { Int32(clamping: $0) } ?? -1)
        }
    }

    package var look: Look { Look(style: style, storedLink: storedLink, storedField: storedField) }

    /// Neighbours that look and act the same join into one span.
    /// Inlined, as the getters above and `joins(style:link:)`: the layout
    /// asks this of a line's last span for every word it places.
    @inline(__always)
    package func joins(_ other: Span) -> Bool {
        style == other.style && storedLink == other.storedLink && storedField == other.storedField
    }

    /// Whether text of this style and link, in no field, joins this span.
    @inline(__always)
    package func joins(style other: Style, link: Int?) -> Bool {
        look.joins(style: other, link: link)
    }
}
