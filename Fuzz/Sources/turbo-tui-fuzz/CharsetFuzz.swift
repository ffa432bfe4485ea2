import HTML

/// Bytes in a charset named by the first byte (from Content-Type as the header gives it),
/// sniffed and decoded as a page would be (BOM, label, `<meta>` prescan, iconv): never a trap.
enum CharsetFuzz {
    private static let labels = [nil, "utf-8", "utf-16", "utf-16be", "windows-1252", "shift_jis", "euc-jp",
                                 "iso-2022-jp", "gb18030", "big5", "euc-kr", "koi8-r", "iso-8859-7", "windows-874", "bogus"]

    static func run(_ bytes: [UInt8]) {
        let label = labels[Int(bytes.first ?? 0) % labels.count]
        let body = Array(bytes.dropFirst())
        let start = HTMLDecoder.sniff(body, declaredCharset: label).start
        let text = HTMLDecoder.decode(body, declaredCharset: label)
        FuzzCheck.require(body.count <= start || !text.isEmpty, "\(body.count) bytes decoded to nothing")
    }
}
