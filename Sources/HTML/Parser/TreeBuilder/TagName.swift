/// The tag names the tree builder's rules mention (HTML §13.2.6), so that a
/// rule compares small integers instead of strings; every other name is
/// `other`. SVG's `foreignObject` is listed with its adjusted case. SVG's
/// `text` and `tspan` are listed though no rule names them: an element of a
/// listed tag keeps its only text in place of a node (`Element`), and a page
/// of diagrams has thousands of labels (sqlite-lang-select 2 400).
public enum TagName: UInt8, Sendable {
    case other
    case a
    case address
    case annotationXML
    case applet
    case area
    case article
    case aside
    case b
    case base
    case basefont
    case bgsound
    case big
    case blockquote
    case body
    case br
    case button
    case caption
    case center
    case code
    case col
    case colgroup
    case dd
    case desc
    case details
    case dialog
    case dir
    case div
    case dl
    case dt
    case em
    case embed
    case fieldset
    case figcaption
    case figure
    case font
    case footer
    case foreignObject
    case form
    case frame
    case frameset
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
    case head
    case header
    case hgroup
    case hr
    case html
    case i
    case iframe
    case image
    case img
    case input
    case keygen
    case li
    case link
    case listing
    case main
    case malignmark
    case marquee
    case math
    case menu
    case meta
    case mglyph
    case mi
    case mn
    case mo
    case ms
    case mtext
    case nav
    case nobr
    case noembed
    case noframes
    case noscript
    case object
    case ol
    case optgroup
    case option
    case p
    case param
    case plaintext
    case pre
    case rb
    case rp
    case rt
    case rtc
    case ruby
    case s
    case script
    case search
    case section
    case select
    case small
    case source
    case span
    case strike
    case strong
    case style
    case sub
    case summary
    case sup
    case svg
    case table
    case tbody
    case td
    case template
    case text
    case textarea
    case tfoot
    case th
    case thead
    case title
    case tr
    case track
    case tspan
    case tt
    case u
    case ul
    case `var`
    case wbr
    case xmp

    /// Looked up for every tag token, so not through `Dictionary` (SipHash
    /// of the name each time) but an open-addressed table on a cheap hash of
    /// the bytes; names longer than any listed one are `other` at once.
    package init(_ name: String) {
        let utf8 = name.utf8
        let count = utf8.count
        guard count > 0, count <= 14 else {
            self = .other
            return
        }
        var slot = Self.hash(utf8)
        while true {
            let entry = Self.slots[slot]
            guard let tag = entry.tag else { break }
            if entry.name == name {
                self = tag
                return
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        self = .other
    }

    private static let slotCount = 512

    private static func hash(_ utf8: String.UTF8View) -> Int {
        var value: UInt32 = 2_166_136_261
        for byte in utf8 { value = (value ^ UInt32(byte)) &* 16_777_619 }
        return Int(value & UInt32(slotCount - 1))
    }

    private static let slots: [(name: String, tag: TagName?)] = {
        var slots: [(name: String, tag: TagName?)] = Array(repeating: ("", nil), count: slotCount)
        for (name, tag) in byName {
            var slot = hash(name.utf8)
            while slots[slot].tag != nil { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = (name, tag)
        }
        return slots
    }()

    private static let byName: [String: TagName] = [
        "a": .a,
        "address": .address,
        "annotation-xml": .annotationXML,
        "applet": .applet,
        "area": .area,
        "article": .article,
        "aside": .aside,
        "b": .b,
        "base": .base,
        "basefont": .basefont,
        "bgsound": .bgsound,
        "big": .big,
        "blockquote": .blockquote,
        "body": .body,
        "br": .br,
        "button": .button,
        "caption": .caption,
        "center": .center,
        "code": .code,
        "col": .col,
        "colgroup": .colgroup,
        "dd": .dd,
        "desc": .desc,
        "details": .details,
        "dialog": .dialog,
        "dir": .dir,
        "div": .div,
        "dl": .dl,
        "dt": .dt,
        "em": .em,
        "embed": .embed,
        "fieldset": .fieldset,
        "figcaption": .figcaption,
        "figure": .figure,
        "font": .font,
        "footer": .footer,
        "foreignObject": .foreignObject,
        "form": .form,
        "frame": .frame,
        "frameset": .frameset,
        "h1": .h1,
        "h2": .h2,
        "h3": .h3,
        "h4": .h4,
        "h5": .h5,
        "h6": .h6,
        "head": .head,
        "header": .header,
        "hgroup": .hgroup,
        "hr": .hr,
        "html": .html,
        "i": .i,
        "iframe": .iframe,
        "image": .image,
        "img": .img,
        "input": .input,
        "keygen": .keygen,
        "li": .li,
        "link": .link,
        "listing": .listing,
        "main": .main,
        "malignmark": .malignmark,
        "marquee": .marquee,
        "math": .math,
        "menu": .menu,
        "meta": .meta,
        "mglyph": .mglyph,
        "mi": .mi,
        "mn": .mn,
        "mo": .mo,
        "ms": .ms,
        "mtext": .mtext,
        "nav": .nav,
        "nobr": .nobr,
        "noembed": .noembed,
        "noframes": .noframes,
        "noscript": .noscript,
        "object": .object,
        "ol": .ol,
        "optgroup": .optgroup,
        "option": .option,
        "p": .p,
        "param": .param,
        "plaintext": .plaintext,
        "pre": .pre,
        "rb": .rb,
        "rp": .rp,
        "rt": .rt,
        "rtc": .rtc,
        "ruby": .ruby,
        "s": .s,
        "script": .script,
        "search": .search,
        "section": .section,
        "select": .select,
        "small": .small,
        "source": .source,
        "span": .span,
        "strike": .strike,
        "strong": .strong,
        "style": .style,
        "sub": .sub,
        "summary": .summary,
        "sup": .sup,
        "svg": .svg,
        "table": .table,
        "tbody": .tbody,
        "td": .td,
        "template": .template,
        "text": .text,
        "textarea": .textarea,
        "tfoot": .tfoot,
        "th": .th,
        "thead": .thead,
        "title": .title,
        "tr": .tr,
        "track": .track,
        "tspan": .tspan,
        "tt": .tt,
        "u": .u,
        "ul": .ul,
        "var": .var,
        "wbr": .wbr,
        "xmp": .xmp,
    ]
}
