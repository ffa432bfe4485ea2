/// Groups of element names as HTML's tree builder treats them, for `NestingScanner`.
enum ElementKinds {
    static let void: Set<String> = ["area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr",
                                    "image", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]

    /// Closed by a sibling or by their container, so they cannot nest without a counted element between.
    static let closedImplicitly: Set<String> = ["p", "li", "dd", "dt", "option", "optgroup", "rb", "rp", "rt", "rtc",
                                                "td", "th", "tr", "tbody", "thead", "tfoot", "caption", "colgroup",
                                                "html", "head", "body"]

    /// Their text is not markup (`plaintext` aside, which runs to the end).
    static let rawText: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"]

    /// An end tag does not reach past these to close an element below them.
    static let scopeBoundary: Set<String> = ["applet", "caption", "html", "table", "td", "th", "marquee", "object",
                                             "template", "foreignobject", "desc", "mi", "mo", "mn", "ms", "mtext",
                                             "annotation-xml"]

    static let formatting: Set<String> = ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike",
                                          "strong", "tt", "u"]
}
