/// A set of `TagName`s as a bit mask: the tree builder asks "is the current
/// node one of these?" for nearly every token, and a mask answers in one AND.
package struct TagSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// A set is written `.h1 | .h2 | .h3` rather than given to a variadic
    /// initializer: the optimizer folds the operators into two constants, so
    /// a `static let` set is a plain global, where a variadic list was an
    /// array it could not fold and every read of the set went through
    /// `swift_once` (62 000 calls a parse of rust-releases).
    @inline(__always)
    package init(_ tag: TagName) {
        let bit = tag.rawValue
        if bit < 64 { low = 1 << UInt64(bit) } else { high = 1 << UInt64(bit - 64) }
    }

    @inline(__always)
    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    @inline(__always)
    package static func | (lhs: TagSet, rhs: TagName) -> TagSet {
        let other = TagSet(rhs)
        return TagSet(low: lhs.low | other.low, high: lhs.high | other.high)
    }

    @inline(__always)
    package func contains(_ tag: TagName) -> Bool {
        let bit = tag.rawValue
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    package static let headings: TagSet = .h1 | .h2 | .h3 | .h4 | .h5 | .h6
    package static let tableSections: TagSet = .tbody | .tfoot | .thead
    package static let cells: TagSet = .td | .th
    /// The start tags of a table's structure, which close an open cell or caption.
    package static let tableStructure: TagSet = .caption | .col | .colgroup | .tbody | .td | .tfoot | .th | .thead | .tr
    /// "Generate implied end tags" (HTML §13.2.6.3).
    package static let impliedEndTags: TagSet = .dd | .dt | .li | .optgroup | .option | .p | .rb | .rp | .rt | .rtc
    /// "Generate all implied end tags thoroughly".
    package static let impliedEndTagsThoroughly: TagSet =
        .caption | .colgroup | .dd | .dt | .li | .optgroup | .option | .p | .rb | .rp | .rt | .rtc | .tbody | .td
        | .tfoot | .th | .thead | .tr
    /// The HTML elements of the "special" category (HTML §13.2.4.2). Not
    /// `select`: since a select holds any content it is ordinary, and
    /// `<font><select><option>a</option></font>` closes the font around it
    /// instead of the adoption agency moving the select out.
    package static let special: TagSet =
        .address | .applet | .area | .article | .aside | .base | .basefont | .bgsound | .blockquote | .body | .br
        | .button | .caption | .center | .col | .colgroup | .dd | .details | .dir | .div | .dl | .dt | .embed
        | .fieldset | .figcaption | .figure | .footer | .form | .frame | .frameset | .h1 | .h2 | .h3 | .h4 | .h5
        | .h6 | .head | .header | .hgroup | .hr | .html | .iframe | .img | .input | .keygen | .li | .link | .listing
        | .main | .marquee | .menu | .meta | .nav | .noembed | .noframes | .noscript | .object | .ol | .p | .param
        | .plaintext | .pre | .script | .search | .section | .source | .style | .summary | .table | .tbody | .td
        | .template | .textarea | .tfoot | .th | .thead | .title | .tr | .track | .ul | .wbr | .xmp
    /// The formatting elements (HTML §13.2.4.2).
    package static let formatting: TagSet =
        .a | .b | .big | .code | .em | .font | .i | .nobr | .s | .small | .strike | .strong | .tt | .u
}

extension TagName {
    /// The first two members of a `TagSet` written `.a | .b | ...`.
    @inline(__always)
    package static func | (lhs: TagName, rhs: TagName) -> TagSet {
        TagSet(lhs) | rhs
    }
}
