import FoundationEssentials

/// One `Name: value` header the user asked to send (`--header`, a
/// `header =` line). Checked when made, so nothing a user typed can end
/// its line early and add a header or a request of its own.
package struct HeaderField: Equatable, Sendable, CustomStringConvertible {
    package let name: String
    package let value: String

    /// What RFC 9110 5.5 lets stand around a field value.
    private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Why `line` is not a header to send, or nil when it is one.
    package static func problem(in line: String) -> String? {
        if line.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            return "a header may not contain a line break or NUL"
        }
        guard let colon = line.firstIndex(of: ":") else { return "wants 'Name: value', not '\(line)'" }
        let name = line[..<colon]
        // RFC 9110 5.6.2: a field name is a token.
        let token = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        guard !name.isEmpty, name.allSatisfy(token.contains) else {
            return "'\(name)' is not a header name (letters, digits and !#$%&'*+-.^_`|~ only)"
        }
        let value = line[line.index(after: colon)...].trimming(where: Self.isSpaceOrTab)
        // curl reads "Name:" with nothing after it as "do not send Name".
        guard !value.isEmpty else { return "'\(name)' has no value" }
        if value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
            return "the value of '\(name)' contains a control character"
        }
        return nil
    }

    package init?(line: String) {
        guard Self.problem(in: line) == nil, let colon = line.firstIndex(of: ":") else { return nil }
        name = String(line[..<colon])
        value = line[line.index(after: colon)...].trimming(where: Self.isSpaceOrTab)
    }

    package var description: String { "\(name): \(value)" }
}
