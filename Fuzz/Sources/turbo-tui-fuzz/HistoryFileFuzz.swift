import Store

/// A history file as found on disk: every entry read writes back (`compact`
/// rewrites them) to a line that reads as the same entry, and the rewritten
/// file reads as the same history.
enum HistoryFileFuzz {
    static func run(_ bytes: [UInt8]) {
        let entries: [HistoryEntry]
        switch HistoryFile.parse(bytes) {
        // The good lines of a damaged file are written back: they too must survive.
        case .contents(let read), .partlyDamaged(let read, _, _, _): entries = read
        default: return
        }
        for entry in entries {
            let line = entry.line
            FuzzCheck.require(line.last == "\n" && line.dropLast().allSatisfy { $0 != "\n" }, "\(entry) is not one line")
            FuzzCheck.require(HistoryEntry(line: Substring(line.dropLast())) == entry, "\(entry) does not survive a save")
        }
        let rewritten = Array(entries.map(\.line).joined().utf8)
        FuzzCheck.require(HistoryFile.parse(rewritten) == .contents(entries), "the compacted file reads differently")
    }
}
