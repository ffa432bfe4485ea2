/// Joining text without the standard library's generic `joined(separator:)`
/// (of Strings or of Substrings), which runs unspecialized in a static
/// build, as `StringProtocol.contains(_:)` does (`literalRange(of:)` is the
/// byte search that replaces that one). The first call of such code in a
/// process has the runtime build a type from its mangled name and look its
/// conformances up by scanning every conformance record of the executable.
/// The scan reads descriptors spread over all of `.rodata`, and each page it
/// touches maps its neighbourhood into the process: a MiB of a small page's
/// peak (docs/performance.md, "No conformance scan in a dump").
extension Array where Element == String {
    /// The strings one after another, `separator` between each two.
    package func joinedText(separator: String = "") -> String {
        var total = separator.utf8.count * Swift.max(count - 1, 0)
        for part in self { total += part.utf8.count }
        var result = ""
        result.reserveCapacity(total)
        for (index, part) in self.enumerated() {
            if index > 0 { result += separator }
            result += part
        }
        return result
    }
}

extension Array where Element == Substring {
    /// The substrings one after another, `separator` between each two.
    package func joinedText(separator: String = "") -> String {
        var total = separator.utf8.count * Swift.max(count - 1, 0)
        for part in self { total += part.utf8.count }
        var result = ""
        result.reserveCapacity(total)
        for (index, part) in self.enumerated() {
            if index > 0 { result += separator }
            result.append(contentsOf: part)
        }
        return result
    }
}
