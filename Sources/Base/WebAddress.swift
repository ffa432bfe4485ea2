import FoundationEssentials

/// Addresses read from pages, servers and users. FoundationEssentials'
/// `URL(string:)` percent-encodes any character a host may not hold
/// (`http://ex ample.com/`, a Location with a raw ESC) where Foundation
/// refused the address, and leaves an international host as UTF-8 where
/// Foundation wrote it in Punycode: both are done here as Foundation did,
/// so a page, a redirect or a typed address means what it meant before.
extension URL {
    /// `URL(string:relativeTo:)`, nil for a host with a character no host
    /// may hold, and an international host written as `xn--` labels.
    package init?(address: String, relativeTo base: URL? = nil) {
        guard let url = URL(string: WebAddress.encodedWhereValid(address), relativeTo: base) else { return nil }
        guard let encoded = url.host(percentEncoded: true), encoded.contains("%"), !encoded.contains(":") else {
            self = url
            return
        }
        // IPv6 literals (with a `%25` zone) contain ":", a registered name never does.
        guard let host = encoded.percentDecoded,
              !host.unicodeScalars.contains(where: WebAddress.isForbiddenInHost) else { return nil }
        guard host.unicodeScalars.contains(where: { !$0.isASCII }) else {
            self = url
            return
        }
        guard let ascii = WebAddress.punycodeHost(host),
              var components = URLComponents(url: url.absoluteURL, resolvingAgainstBaseURL: false) else { return nil }
        components.host = ascii
        guard let rebuilt = components.url else { return nil }
        self = rebuilt
    }
}

package enum WebAddress {
    /// `address` with the bytes no address holds encoded
    /// (`encodingBytesNoAddressHolds`), when that makes it a valid address
    /// as it stands; else `address` itself, for `URL(string:)` to encode
    /// every part its own way (a `[` in a path: it then writes the `%` of
    /// each escape as `%25`, so an escape made here would change).
    package static func encodedWhereValid(_ address: String) -> String {
        let encoded = encodingBytesNoAddressHolds(address)
        guard encoded != address, URL(string: encoded, encodingInvalidCharacters: false) != nil else { return address }
        return encoded
    }

    /// The address with each byte that no part of a URL may hold as it is
    /// written as `%XX`: controls, space, DEL, the characters " < > \ ^ ` {
    /// | } and every byte of a non-ASCII character. `URL(string:)` encodes
    /// them the same way itself, but through standard library code that runs
    /// unspecialized, whose first call scans every protocol conformance of
    /// the executable (ConcreteTextOperations.swift). So is what Foundation
    /// encodes though every address may hold it somewhere: a `%` that begins
    /// no escape, `[` and `]` in a query or a fragment, a second `#`.
    /// Escapes already there are kept, as browsers keep them (Foundation
    /// writes each of their `%` as `%25`).
    package static func encodingBytesNoAddressHolds(_ address: String) -> String {
        // Most addresses hold none of these bytes and are returned as they are, unread again.
        guard address.utf8.contains(where: { isNeverInAddress($0) || mayBeOutOfPlace($0) }) else { return address }
        let bytes = Array(address.utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count * 3)
        var changed = false
        var part = AddressPart.path
        for (index, byte) in bytes.enumerated() {
            if isNeverInAddress(byte) || part.isOutOfPlace(bytes, at: index) {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
                changed = true
            } else {
                encoded.append(byte)
            }
            part.advance(past: byte)
        }
        return changed ? String(decoding: encoded, as: UTF8.self) : address
    }

    private static func mayBeOutOfPlace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "#")
    }

    /// Where in an address a byte is: a `?` begins the query, the first `#`
    /// the fragment. What Foundation encodes though no byte of it is one no
    /// address holds depends on the part.
    private enum AddressPart {
        case path, query, fragment

        func isOutOfPlace(_ bytes: [UInt8], at index: Int) -> Bool {
            switch bytes[index] {
            case UInt8(ascii: "%"): return !WebAddress.beginsEscape(bytes, at: index)
            case UInt8(ascii: "["), UInt8(ascii: "]"): return self != .path
            case UInt8(ascii: "#"): return self == .fragment
            default: return false
            }
        }

        mutating func advance(past byte: UInt8) {
            if byte == UInt8(ascii: "#") { self = .fragment }
            if byte == UInt8(ascii: "?") && self == .path { self = .query }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func beginsEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 2 < bytes.count else { return false }
        return HexDigit.isDigit(bytes[index + 1]) && HexDigit.isDigit(bytes[index + 2])
    }

    private static func isNeverInAddress(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F..., UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
             UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// The WHATWG URL standard's forbidden host code points, and every
    /// control character.
    package static func isForbiddenInHost(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x21 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { return true }
        return "#/:<>?@[\\]^|%".unicodeScalars.contains(scalar)
    }

    /// Each label of `host` lowercased, and one with a non-ASCII character
    /// as `xn--` and its Punycode (RFC 3492); nil when a label cannot be
    /// encoded. No UTS #46 mapping beyond lowercasing: that needs Unicode
    /// tables FoundationEssentials does not carry.
    package static func punycodeHost(_ host: String) -> String? {
        var labels: [String] = []
        for label in host.lowercased().split(separator: ".", omittingEmptySubsequences: false) {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                labels.append(String(label))
            } else {
                guard let encoded = Punycode.encode(Array(label.unicodeScalars)) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
    }
}

/// RFC 3492's Bootstring with Punycode's parameters.
package enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 0x80

    package static func encode(_ input: [Unicode.Scalar]) -> String? {
        var output = String(String.UnicodeScalarView(input.filter(\.isASCII)))
        let basicCount = output.unicodeScalars.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        let values = input.map { Int($0.value) }
        while handled < values.count {
            guard let next = values.filter({ $0 >= n }).min() else { return nil }
            let (product, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow else { return nil }
            delta += product
            n = next
            for value in values {
                if value < n { delta += 1 }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26)))
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
