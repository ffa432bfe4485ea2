/// Where and why a JSON text could not be read. Line and column count from 1;
/// the column counts characters (Unicode scalars), not bytes.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let reason: String

    package init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// Finds the line and column of a byte offset.
    package init(at offset: Int, in bytes: [UInt8], reason: String) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // UTF-8 continuation bytes (10xxxxxx) do not start a character.
        let characters = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count
        self.init(line: line, column: characters + 1, reason: reason)
    }

    package var description: String { "line \(line), column \(column): \(reason)" }
}
