import FoundationEssentials
import Base

/// Resolves a page's link `href`s to the absolute URL text the References
/// list prints and the UI opens. Foundation's `URL(string:relativeTo:)` and
/// `absoluteURL` parse each reference twice (about 8 000 instructions a
/// link, a tenth of a 1 MB page's dump); most links are plain enough to be
/// resolved as text by RFC 3986 §5.2 (merge with the base, remove the dot
/// segments), which gives the same text. Anything else goes to Foundation.
package struct LinkResolver {
    package let baseURL: URL?
    /// The base's text, when its shape lets references be resolved as text:
    /// `scheme://authority` with a path of its own, every byte plain.
    private let base: [UInt8]?
    /// Where the base's parts end: `scheme://authority`, the path (at `?`
    /// or `#`, or the end), the query (at `#`, or the end).
    private let shape: Shape

    private struct Shape {
        var authorityEnd = 0
        var pathEnd = 0
        var queryEnd = 0
    }

    package init(baseURL: URL?) {
        self.baseURL = baseURL
        var text = baseURL?.absoluteString ?? ""
        if let shape = text.withUTF8({ Self.shape(of: $0) }) {
            base = Array(text.utf8)
            self.shape = shape
        } else {
            base = nil
            shape = Shape()
        }
    }

    /// The absolute URL's text, nil when the reference does not parse.
    package func resolve(_ href: String) -> String? {
        if let base {
            var href = href
            let text = href.withUTF8 { reference in
                base.withUnsafeBufferPointer { resolveAsText(reference, base: $0) }
            }
            if let text { return text }
            // A link with spaces around it, to a page named in Japanese, or
            // with a space inside: cleaned and encoded as `BaseURL.resolve`
            // would, it is plain. Foundation would resolve it through
            // unspecialized code (ConcreteTextOperations.swift).
            guard let cleaned = BaseURL.cleaned(href) else { return baseURL?.absoluteString }
            var encoded = WebAddress.encodedWhereValid(cleaned)
            if encoded != href, let text = encoded.withUTF8({ reference in
                base.withUnsafeBufferPointer { resolveAsText(reference, base: $0) }
            }) {
                return text
            }
        }
        return BaseURL.resolve(href, against: baseURL)?.absoluteString
    }

    private func resolveAsText(_ reference: UnsafeBufferPointer<UInt8>, base: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = reference.first, Self.isPlain(reference) else { return nil }
        let hasDotSegment = Self.hasDotSegment(reference)
        let prefix: Int
        switch first {
        case UInt8(ascii: "#"):
            prefix = shape.queryEnd
        case UInt8(ascii: "?"):
            prefix = shape.pathEnd
        case UInt8(ascii: "/"):
            // A network-path reference (`//host`) has an authority of its own to normalize.
            if reference.count > 1 && reference[1] == UInt8(ascii: "/") { return nil }
            prefix = shape.authorityEnd
        default:
            // An absolute reference of the same plain shape is its own result.
            if Self.hasScheme(reference) {
                guard !hasDotSegment else { return nil }
                return Self.shape(of: reference, checked: true) != nil ? String(decoding: reference, as: UTF8.self) : nil
            }
            // RFC 3986 §5.2.3: the base path up to its last `/`, then the reference.
            var lastSlash = shape.pathEnd - 1
            while base[lastSlash] != UInt8(ascii: "/") { lastSlash -= 1 }
            prefix = lastSlash + 1
            if hasDotSegment, let climbed = Self.climbing(reference, base: base, directoryEnd: prefix,
                                                          pathStart: shape.authorityEnd) {
                return climbed
            }
        }
        if hasDotSegment {
            var merged: [UInt8] = []
            merged.reserveCapacity(prefix + reference.count)
            merged.append(contentsOf: base[..<prefix])
            merged.append(contentsOf: reference)
            return Self.removingDotSegments(merged, pathStart: shape.authorityEnd)
        }
        return String(unsafeUninitializedCapacity: prefix + reference.count) { buffer in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[..<prefix]).initialize(from: base[..<prefix])
            _ = UnsafeMutableBufferPointer(rebasing: buffer[prefix...]).initialize(from: reference)
            return prefix + reference.count
        }
    }

    /// A reference whose dot segments all lead it (`../../core/x.html`,
    /// `./a`, `..`): the base's directory (`base[..<directoryEnd]`, ending
    /// in `/`) climbed a segment per `..`, never above the path's root
    /// (`pathStart`), then the rest of the reference, which is what
    /// `removingDotSegments` makes of the two merged, without merging them
    /// into one array and splitting that again (rustdoc's pages: 2 300 of
    /// 3 700 instructions a link). nil for any other reference.
    private static func climbing(_ reference: UnsafeBufferPointer<UInt8>, base: UnsafeBufferPointer<UInt8>,
                                 directoryEnd: Int, pathStart: Int) -> String? {
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        var end = directoryEnd
        var index = 0
        while index < reference.count && reference[index] == dot {
            let rest = reference.count - index
            if rest == 1 {
                index += 1
            } else if reference[index + 1] == slash {
                index += 2
            } else if reference[index + 1] == dot && (rest == 2 || reference[index + 2] == slash) {
                if end - 1 > pathStart {
                    var cut = end - 2
                    while base[cut] != slash { cut -= 1 }
                    end = cut + 1
                }
                index += min(rest, 3)
            } else {
                break
            }
        }
        let remainder = UnsafeBufferPointer(rebasing: reference[index...])
        guard !hasDotSegment(remainder) else { return nil }
        return String(unsafeUninitializedCapacity: end + remainder.count) { buffer in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[..<end]).initialize(from: base[..<end])
            _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: remainder)
            return end + remainder.count
        }
    }

    /// `merged` (the base's part and the reference) with the dot segments
    /// of its path, from `pathStart` (a `/`) to the first `?` or `#`, removed
    /// as RFC 3986 §5.2.4 removes them: rustdoc's pages link to `../../core/`
    /// thousands of times, a third of such a page's dump when Foundation
    /// resolved each. A segment `.` goes; `..` takes the segment before it
    /// with it; either one last leaves the path ending in `/`.
    private static func removingDotSegments(_ merged: [UInt8], pathStart: Int) -> String {
        var pathEnd = pathStart
        while pathEnd < merged.count && merged[pathEnd] != UInt8(ascii: "?") && merged[pathEnd] != UInt8(ascii: "#") {
            pathEnd += 1
        }
        var output = Array(merged[..<pathStart])
        output.reserveCapacity(merged.count)
        var segmentStart = pathStart + 1
        while segmentStart <= pathEnd {
            var segmentEnd = segmentStart
            while segmentEnd < pathEnd && merged[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
            let isLast = segmentEnd == pathEnd
            let length = segmentEnd - segmentStart
            let isDot = length == 1 && merged[segmentStart] == UInt8(ascii: ".")
            let isDotDot = length == 2 && merged[segmentStart] == UInt8(ascii: ".") && merged[segmentStart + 1] == UInt8(ascii: ".")
            if isDotDot {
                // The output's last segment and the `/` before it; never into the authority.
                var cut = output.count
                while cut > pathStart && output[cut - 1] != UInt8(ascii: "/") { cut -= 1 }
                output.removeSubrange(max(cut - 1, pathStart)...)
            }
            if isDot || isDotDot {
                if isLast { output.append(UInt8(ascii: "/")) }
            } else {
                output.append(UInt8(ascii: "/"))
                output.append(contentsOf: merged[segmentStart..<segmentEnd])
            }
            segmentStart = segmentEnd + 1
        }
        output.append(contentsOf: merged[pathEnd...])
        return String(decoding: output, as: UTF8.self)
    }

    /// The parts of `scheme://authority/path...` of plain bytes with a
    /// lowercase scheme and authority and no dot segment; nil for anything else.
    /// `checked`: the bytes are known plain and without dot segments.
    private static func shape(of bytes: UnsafeBufferPointer<UInt8>, checked: Bool = false) -> Shape? {
        guard checked || (isPlain(bytes) && !hasDotSegment(bytes)) else { return nil }
        var index = 0
        while index < bytes.count && isLowercaseLetter(bytes[index]) { index += 1 }
        guard index > 0, index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"),
              bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else { return nil }
        index += 3
        while index < bytes.count && !isDelimiter(bytes[index]) {
            if bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") { return nil }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        var shape = Shape(authorityEnd: index, pathEnd: bytes.count, queryEnd: bytes.count)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "?") && shape.pathEnd == bytes.count { shape.pathEnd = index }
            if bytes[index] == UInt8(ascii: "#") {
                if shape.pathEnd == bytes.count { shape.pathEnd = index }
                shape.queryEnd = index
                break
            }
            index += 1
        }
        return shape
    }

    /// Only bytes that URL parsers leave as they are: unreserved, reserved
    /// and `%` followed by two hex digits (RFC 3986 §2), and one `#` at
    /// most (Foundation writes a second one as `%23`). No space, no
    /// control, no non-ASCII, nothing Foundation would percent-encode.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var sawHash = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                if sawHash { return false }
                sawHash = true
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, HexDigit.isDigit(bytes[index + 1]), HexDigit.isDigit(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isPlainByte(byte) else { return false }
            index += 1
        }
        return true
    }

    /// A bit per ASCII byte: `! # $ & ' ( ) * + , - . / 0-9 : ; = ?` below
    /// 64, `@ A-Z _ a-z ~` from 64.
    @inline(__always)
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0xafff_ffda_0000_0000 as UInt64) >> UInt64(byte) & 1 == 1 }
        if byte < 128 { return (0x47ff_fffe_87ff_ffff as UInt64) >> UInt64(byte - 64) & 1 == 1 }
        return false
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// `scheme:` before any `/`, `?` or `#` (RFC 3986 §3.1, §4.2).
    private static func hasScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return true }
            if isDelimiter(byte) { return false }
        }
        return false
    }

    /// A `.` or `..` segment in the path part (before `?` or `#`), which
    /// §5.2.4 removes (`removingDotSegments`).
    private static func hasDotSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentStart = 0
        var index = 0
        while true {
            let atEnd = index == bytes.count
            if atEnd || isDelimiter(bytes[index]) {
                let length = index - segmentStart
                if length == 1 && bytes[segmentStart] == UInt8(ascii: ".") { return true }
                if length == 2 && bytes[segmentStart] == UInt8(ascii: ".") && bytes[segmentStart + 1] == UInt8(ascii: ".") {
                    return true
                }
                if atEnd || bytes[index] != UInt8(ascii: "/") { return false }
                segmentStart = index + 1
            }
            index += 1
        }
    }
}
