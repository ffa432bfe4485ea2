/// ASCII case folding, as selectors compare names and the values of HTML's
/// case-insensitive attributes: `É` and `é` stay different, as in browsers.
enum ASCIICase {
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lowercased(lhs) == lowercased(rhs)
    }
}
