import FoundationEssentials

/// One visit as the history file keeps it: one line of three tab-separated
/// fields, the time in seconds since 1970 (UTC), the URL and the title.
package struct HistoryEntry: Equatable, Sendable {
    package let time: Date
    package let url: String
    package let title: String

    /// Longest title kept: a page's title is for recognising it, not for storage.
    package static let maximumTitleLength = 300

    /// The end of year 9999 UTC: no visit of ours is later. A bigger number
    /// (up to `Int64.max`) read back as a `Double` could not be written again:
    /// `Int64(2^63 as Double)` traps (issue 14: every number read from a file bounded).
    package static let latestSeconds: Int64 = 253_402_300_799

    /// nil for what must not be written: a URL that is not http(s), that
    /// carries a user name or password (issue 19: never written), or that
    /// holds characters a line cannot (Foundation percent-encodes the rest).
    package init?(time: Date, url: URL, title: String) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.user == nil, url.password == nil else { return nil }
        let text = url.absoluteString
        guard !text.isEmpty, !text.unicodeScalars.contains(where: Self.isLineBreaking) else { return nil }
        self.time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        self.url = text
        self.title = OneLineText.clean(title, limit: Self.maximumTitleLength)
    }

    /// Reads a line of the file (without its newline); nil when it is not one.
    package init?(line: Substring) {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let seconds = Int64(fields[0]), (0...Self.latestSeconds).contains(seconds),
              let url = URL(address: String(fields[1])), url.scheme != nil, !fields[1].contains(" ") else { return nil }
        guard !fields[2].unicodeScalars.contains(where: OneLineText.isControl) else { return nil }
        time = Date(timeIntervalSince1970: TimeInterval(seconds))
        self.url = String(fields[1])
        // A title an older version wrote with bidi controls in it loses them here.
        title = OneLineText.clean(String(fields[2]))
    }

    /// A line `HistoryFile.parse` has checked field by field.
    init(checkedSeconds seconds: Int64, url: String, title: String) {
        time = Date(timeIntervalSince1970: TimeInterval(seconds))
        self.url = url
        self.title = title
    }

    /// The line, newline included, that one `write` appends.
    package var line: String { "\(Int64(time.timeIntervalSince1970))\t\(url)\t\(title)\n" }

    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        OneLineText.isControl(scalar) || scalar == " "
    }
}
