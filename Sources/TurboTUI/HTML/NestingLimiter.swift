/// Keeps hostile nesting away from gumbo. gumbo walks its stack of open
/// elements for most tags, so a page of 100 000 unclosed `<div>`s (1 MB) took
/// 23 s to parse and froze the browser, and 30 MB of them would never finish.
/// This pass follows the page's tags as a tree builder would (an estimate that
/// errs towards deeper: auto-closing and void elements aside, every start tag
/// opens, and an end tag closes only when no scope boundary is in the way) and
/// removes start tags that would open deeper than `maximumDepth`, with their
/// end tags. Their text stays, attached to the deepest kept element, which is
/// where `TreeConverter` would have put it anyway. gumbo also checks each
/// attribute against all before it: one tag with 200 000 attributes took
/// over 10 s, so attributes past `maximumAttributes` go too.
enum NestingLimiter {
    /// The page with over-deep tags and excess attributes removed, or nil when none were (the common case, no copy).
    static func limit(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumAttributes: Int = 256) -> [UInt8]? {
        var scanner = NestingScanner(bytes: bytes, maximumDepth: maximumDepth, maximumAttributes: maximumAttributes)
        scanner.run()
        return scanner.result
    }
}
