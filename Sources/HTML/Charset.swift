/// A character encoding a page can arrive in, from a label as the WHATWG
/// Encoding standard reads them (so `iso-8859-1` means windows-1252 and
/// `shift_jis` means windows-31j, as browsers decode them).
package enum Charset: Equatable, Sendable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    /// Decoded through iconv under this name.
    case legacy(String)

    package init?(label: String) {
        let label = label.lowercased().filter { !$0.isHTMLWhitespace && $0 != "\"" && $0 != "'" }
        if let known = Self.aliases[label] {
            self = known
        } else if label.hasPrefix("iso-8859-") || label.hasPrefix("iso8859-") || label.hasPrefix("iso_8859-") {
            let part = label.split(separator: "-").last.map(String.init) ?? ""
            guard let number = Int(part), (2...16).contains(number) else { return nil }
            self = .legacy("ISO-8859-\(number)")
        } else if label.hasPrefix("windows-125") || label.hasPrefix("cp125") || label.hasPrefix("x-cp125") {
            guard let digit = label.last, let number = Int(String(digit)), (0...8).contains(number) else { return nil }
            self = .legacy("CP125\(number)")
        } else {
            return nil
        }
    }

    private static let aliases: [String: Charset] = {
        var table: [String: Charset] = [:]
        func add(_ charset: Charset, _ labels: [String]) { for label in labels { table[label] = charset } }
        add(.utf8, ["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"])
        // From an HTTP header these are UTF-16 (a BOM-less UTF-16LE body is real); from a
        // `<meta>` they mean UTF-8 instead, which `HTMLDecoder.sniff` decides.
        add(.utf16LittleEndian, ["utf-16", "utf-16le", "unicode", "ucs-2", "csunicode", "iso-10646-ucs-2", "unicodefeff"])
        add(.utf16BigEndian, ["utf-16be", "unicodefffe"])
        add(.legacy("CP1252"), ["windows-1252", "cp1252", "x-cp1252", "iso-8859-1", "iso8859-1", "iso88591", "iso_8859-1",
                                "iso_8859-1:1987", "latin1", "l1", "ascii", "us-ascii", "ansi_x3.4-1968", "cp819",
                                "ibm819", "csisolatin1", "iso-ir-100"])
        add(.legacy("CP932"), ["shift_jis", "shift-jis", "sjis", "x-sjis", "ms932", "ms_kanji", "windows-31j",
                               "csshiftjis"])
        add(.legacy("EUC-JP"), ["euc-jp", "x-euc-jp", "cseucpkdfmtjapanese"])
        add(.legacy("ISO-2022-JP"), ["iso-2022-jp", "csiso2022jp"])
        add(.legacy("GBK"), ["gbk", "gb2312", "gb_2312", "gb_2312-80", "chinese", "csgb2312", "x-gbk", "iso-ir-58"])
        add(.legacy("GB18030"), ["gb18030"])
        add(.legacy("BIG5-HKSCS"), ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"])
        add(.legacy("CP949"), ["euc-kr", "cseuckr", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601",
                               "ksc_5601", "windows-949", "iso-ir-149"])
        add(.legacy("KOI8-R"), ["koi8-r", "koi8", "koi", "cskoi8r"])
        add(.legacy("KOI8-U"), ["koi8-u", "koi8-ru"])
        add(.legacy("CP874"), ["windows-874", "tis-620", "iso-8859-11"])
        return table
    }()
}
