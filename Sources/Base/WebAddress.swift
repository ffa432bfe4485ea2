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
        guard let url = URL(string: address, relativeTo: base) else { return nil }
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
