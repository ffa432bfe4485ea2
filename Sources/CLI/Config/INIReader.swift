import CInih

/// Reads INI text with libinih (the one file that imports it): every
/// `name = value` line with its section and line number, and the numbers
/// of the lines inih could not read. Names and values come trimmed; `#`
/// and `;` start a comment only at the start of a line, so a value is
/// the whole rest of its line.
package enum INIReader {
    package struct Line: Equatable {
        package let number: Int
        package let section: String
        package let name: String
        package let value: String

        package init(number: Int, section: String, name: String, value: String) {
            self.number = number
            self.section = section
            self.name = name
            self.value = value
        }
    }

    package struct Unreadable: Equatable {
        package let number: Int
        package let reason: String
    }

    package struct Result: Equatable {
        package var lines: [Line] = []
        /// In line order.
        package var unreadable: [Unreadable] = []
    }

    package static let listedUnreadableLines = 50

    /// Longer lines are a mistake (a pasted file); inih would split them.
    package static let maximumLineBytes = 8192

    private final class Collector {
        var result = Result()
        var collecting = true
    }

    package static func read(_ text: String) -> Result {
        let collector = Collector()
        // What inih cannot take at all is blanked first, so line numbers stay.
        var blanked: [Unreadable] = []
        // Lines are cut at the newline byte, as inih counts them: in a Swift
        // string "\r\n" is one Character, so a CRLF file split on "\n" would
        // be one line (issue 14, as the cookie file was).
        let checked = lines(of: Substring(text)).enumerated().map { index, line in
            if line.utf8.count > maximumLineBytes {
                blanked.append(Unreadable(number: index + 1, reason: "longer than \(maximumLineBytes) bytes"))
                return Substring("")
            }
            if line.utf8.contains(0) {
                blanked.append(Unreadable(number: index + 1, reason: "contains a NUL byte"))
                return Substring("")
            }
            return line
        }.joined(separator: "\n")
        var remaining = Substring(checked)
        var firstLine = 1
        // inih reports only the first line it cannot read and goes on; to
        // name every such line, read again from the line after it: up to
        // `listedUnreadableLines` of them, so a file that is no config at
        // all costs no more than that many reads.
        while collector.result.unreadable.count < listedUnreadableLines {
            let failed = parse(remaining, into: collector)
            collector.collecting = false
            guard failed > 0 else { break }
            let number = firstLine + Int(failed) - 1
            collector.result.unreadable.append(Unreadable(
                number: number, reason: "not 'name = value', a [section] or a comment"))
            remaining = lines(of: remaining, maxSplits: Int(failed)).dropFirst(Int(failed)).first ?? ""
            firstLine = number + 1
            if remaining.isEmpty { break }
            if collector.result.unreadable.count == listedUnreadableLines, parse(remaining, into: collector) > 0 {
                collector.result.unreadable.append(Unreadable(
                    number: firstLine, reason: "more lines from here on cannot be read either; is this a config file?"))
            }
        }
        collector.result.unreadable = (collector.result.unreadable + blanked).sorted { $0.number < $1.number }
        return collector.result
    }

    /// `text` cut at each newline byte (a `\r` before it stays, for inih to trim).
    private static func lines(of text: Substring, maxSplits: Int = .max) -> [Substring] {
        text.utf8.split(separator: 0x0A, maxSplits: maxSplits, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// inih's answer for `text`: 0, or the line (counted from 1 in `text`) of the first line it could not read.
    private static func parse(_ text: Substring, into collector: Collector) -> Int32 {
        var bytes = Array(text.utf8)
        bytes.append(0)
        let handler: tt_ini_line_handler = { user, line, section, name, value in
            guard let user, let section, let name, let value else { return 1 }
            let collector = Unmanaged<Collector>.fromOpaque(user).takeUnretainedValue()
            guard collector.collecting else { return 1 }
            collector.result.lines.append(Line(number: Int(line), section: String(cString: section),
                                               name: String(cString: name), value: String(cString: value)))
            // Always "handled": a wrong name or value is ours to report, with
            // its line; inih's own count then holds only lines it could not read.
            return 1
        }
        let user = Unmanaged.passUnretained(collector).toOpaque()
        return withExtendedLifetime(collector) {
            bytes.withUnsafeBufferPointer { buffer in
                return tt_ini_parse(buffer.baseAddress, buffer.count - 1, Int32(maximumLineBytes + 3), handler, user)
            }
        }
    }
}
