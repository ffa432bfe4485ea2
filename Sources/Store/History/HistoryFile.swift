import FoundationEssentials
import Base
import Glibc
import Net

/// The history file: one `HistoryEntry` line per visit, appended with one
/// `write` on an `O_APPEND` descriptor, so runs appending at once never
/// interleave or lose a line (the kernel moves to the end and writes in one
/// step); shortened to its newest lines by `compact`, in one rename.
package struct HistoryFile {
    package let url: URL
    private var store: StoreFile { StoreFile(url: url) }

    package init(url: URL) { self.url = url }

    package typealias ReadOutcome = PrivateFileRead<[HistoryEntry]>

    /// `$XDG_STATE_HOME/turbo-tui/history`, else `~/.local/state/turbo-tui/history`
    /// (the XDG base directories: history is state, not data; a relative path is ignored).
    package static func defaultFile(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: FilePath.joined(state, "turbo-tui/history"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: FilePath.joined(home, ".local/state/turbo-tui/history"))
    }

    /// Far above the cap's lines (300-character titles, long URLs): anything bigger is not our file.
    package static let sizeLimit = 64 * 1024 * 1024

    /// Oldest first, as written. A last line without its newline is a write
    /// cut short (a crash, a full disk) and is skipped; any other line that
    /// is not an entry is damage: the file is kept aside whole and the good
    /// lines are written back (`History`).
    package func read() -> ReadOutcome {
        switch store.kind {
        case .missing: return .missing
        case .device: return .contents([])
        case .other: return .unreadable("it is not a regular file")
        case .regular: break
        }
        do {
            return Self.parse(try store.contents(limit: Self.sizeLimit))
        } catch {
            return .unreadable(error.reason)
        }
    }

    package static func parse(_ bytes: [UInt8]) -> ReadOutcome {
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            return .corrupt(line: 0, reason: "it is not text")
        }
        // Lines split by bytes: by `Character`, a carriage return and the line
        // feed after it are one, so a file with either keeps the slow split.
        if bytes.contains(UInt8(ascii: "\r")) {
            return outcome(of: text.split(separator: "\n", omittingEmptySubsequences: false)) { HistoryEntry(line: $0) }
        }
        var checked = CheckedURLs()
        return outcome(of: bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)) {
            plainEntry($0, urls: &checked) ?? HistoryEntry(line: Substring(String(decoding: $0, as: UTF8.self)))
        }
    }

    /// Reads every line but the one after the last newline (empty, or a line
    /// cut short by a crash mid-write). A line that is not ours costs only
    /// itself: the visits around it stay.
    private static func outcome<Line: Collection>(of lines: [Line], reading entry: (Line) -> HistoryEntry?) -> ReadOutcome {
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(lines.count)
        var firstDamaged = 0, damaged = 0
        for (index, line) in lines.dropLast().enumerated() where !line.isEmpty {
            guard let entry = entry(line) else {
                if damaged == 0 { firstDamaged = index + 1 }
                damaged += 1
                continue
            }
            entries.append(entry)
        }
        guard damaged == 0 else {
            return .partlyDamaged(entries, firstLine: firstDamaged, damaged: damaged, reason: "not a history line")
        }
        return .contents(entries)
    }

    /// The URLs of a file already parsed, with whether each is one: a
    /// history visits the same pages again and again.
    private typealias CheckedURLs = [String: Bool]

    /// A line as this program writes it (digits, a URL of printable ASCII, a
    /// title of printable ASCII with single spaces inside), read by its
    /// bytes: `HistoryEntry(line:)` read a full file of 10 000 visits by
    /// characters, 250 ms and more before the first screen. nil for any other
    /// line, which `HistoryEntry(line:)` reads as before; for these lines
    /// the two agree.
    private static func plainEntry(_ line: ArraySlice<UInt8>, urls: inout CheckedURLs) -> HistoryEntry? {
        guard let firstTab = line.firstIndex(of: 9), let secondTab = line[(firstTab + 1)...].firstIndex(of: 9) else { return nil }
        let digits = line[..<firstTab], address = line[(firstTab + 1)..<secondTab], title = line[(secondTab + 1)...]
        guard (1...12).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
              !address.isEmpty, address.allSatisfy({ (0x21...0x7E).contains($0) }),
              title.allSatisfy({ (0x20...0x7E).contains($0) }), title.first != 0x20, title.last != 0x20,
              !zip(title, title.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) else { return nil }
        let seconds = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
        guard seconds <= HistoryEntry.latestSeconds else { return nil }
        let url = String(decoding: address, as: UTF8.self)
        let isURL: Bool
        if let known = urls[url] {
            isURL = known
        } else {
            isURL = URL(address: url)?.scheme != nil
            urls[url] = isURL
        }
        guard isURL else { return nil }
        return HistoryEntry(checkedSeconds: seconds, url: url, title: String(decoding: title, as: UTF8.self))
    }

    /// Appends one line in one `write`. The descriptor holds a shared lock
    /// so that `compact` (an exclusive one) cannot replace the file between
    /// the open and the write; if it did just before, the line goes into
    /// the new file.
    package func append(_ entry: HistoryEntry) throws(StoreFileError) {
        if store.kind == .missing { try store.makeDirectory() }
        let bytes = Array(entry.line.utf8)
        for _ in 0..<3 {
            // O_NONBLOCK: a FIFO put in the file's place fails at once, never waits for a reader.
            let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
            guard descriptor >= 0 else { throw .fromErrno() }
            defer { close(descriptor) }
            flock(descriptor, LOCK_SH)
            guard Self.isCurrent(descriptor, path: url.path) else { continue }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written == bytes.count { return }
            let failure = StoreFileError.fromErrno()
            if written > 0 { Self.cutOff(written, from: descriptor) }
            throw written < 0 ? failure : StoreFileError("the disk took only part of a line")
        }
        throw StoreFileError("the file kept being replaced")
    }

    /// Keeps the newest `count` lines, in one rename under the exclusive
    /// lock; a file another run replaced while this one waited is opened again,
    /// so lines appended to the new one are not overwritten with old ones.
    package func compact(keepingNewest count: Int) throws(StoreFileError) {
        for _ in 0..<3 {
            guard store.kind == .regular else { return }
            let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .fromErrno() }
            defer { close(descriptor) } // after the rename: appenders wait, then see the new file
            flock(descriptor, LOCK_EX)
            guard Self.isCurrent(descriptor, path: url.path) else { continue }
            guard case .contents(let entries) = Self.parse(try StoreFile.readAll(descriptor, limit: Self.sizeLimit)) else {
                throw StoreFileError("it changed into something that is not a history file")
            }
            guard entries.count > count else { return }
            return try replace(with: Array(entries.suffix(count)))
        }
        throw StoreFileError("the file kept being replaced")
    }

    /// Replaces the file with `entries`, in one rename (the good lines of a damaged file).
    package func replace(with entries: [HistoryEntry]) throws(StoreFileError) {
        try store.replace(with: Array(entries.map(\.line).joined().utf8))
    }

    package func makePrivate() -> Int? { store.makePrivate() }


    /// Whether `descriptor` is still the file at `path`, not one a compaction replaced.
    private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Takes a part-written line back off the end, when nothing was appended after it.
    private static func cutOff(_ written: Int, from descriptor: Int32) {
        let end = lseek(descriptor, 0, SEEK_CUR)
        var status = stat()
        guard end >= written, fstat(descriptor, &status) == 0, status.st_size == end else { return }
        _ = ftruncate(descriptor, end - off_t(written))
    }
}
