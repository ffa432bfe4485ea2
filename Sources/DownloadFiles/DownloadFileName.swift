import FoundationEssentials

/// The name a download is saved under, made safe to put in the downloads
/// directory whatever the server sent: the server's suggestion
/// (Content-Disposition) or the URL's last path segment, reduced to one
/// path component. No `/` or `\` (a name never reaches another
/// directory), no control characters (the name is shown on the terminal),
/// no leading dot (no hidden files, no `..`, no `.bashrc`), at most
/// `maximumBytes` of UTF-8 (file systems take 255), the extension kept
/// when it is cut.
package struct DownloadFileName: Equatable, CustomStringConvertible {
    package let value: String

    package static let maximumBytes = 200
    package static let fallback = "download"

    package var description: String { value }

    /// `suggested` first (when it leaves anything after cleaning), then the URL.
    package init(suggested: String?, url: URL) {
        let fromURL = url.path.split(separator: "/").last.map { $0.percentDecoded ?? String($0) }
        for candidate in [suggested, fromURL].compactMap({ $0 }) {
            let cleaned = Self.clean(candidate)
            if !cleaned.isEmpty {
                value = cleaned
                return
            }
        }
        value = Self.fallback
    }

    package init(cleaning name: String) {
        let cleaned = Self.clean(name)
        value = cleaned.isEmpty ? Self.fallback : cleaned
    }

    /// The `n`th name tried when the plain one is taken: `name (n).ext`.
    package func numbered(_ n: Int) -> String {
        guard n > 0 else { return value }
        let (stem, ext) = split
        return "\(stem) (\(n))\(ext)"
    }

    /// The stem and the extension with its dot (`archive.tar.gz` keeps `.gz` only, as browsers do).
    private var split: (String, String) {
        guard let dot = value.lastIndex(of: "."), dot != value.startIndex else { return (value, "") }
        return (String(value[..<dot]), String(value[dot...]))
    }

    private static func clean(_ name: String) -> String {
        // Only the last component of a path survives: `../../.bashrc` is `.bashrc`, then `bashrc`.
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var scalars = String.UnicodeScalarView()
        for scalar in last.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                scalars.append("_")
            default:
                scalars.append(scalar)
            }
        }
        var cleaned = String(scalars).trimmingSpaces()
        // Leading dots and spaces: no hidden file, no `.` or `..`.
        while let first = cleaned.first, first == "." || first == " " { cleaned.removeFirst() }
        // Trailing dots and spaces mean nothing on the disk and confuse Windows shares.
        while let last = cleaned.last, last == "." || last == " " { cleaned.removeLast() }
        return bounded(cleaned)
    }

    /// Cut to `maximumBytes` of UTF-8 on a character boundary, keeping a short extension.
    private static func bounded(_ name: String) -> String {
        guard name.utf8.count > maximumBytes else { return name }
        var ext = ""
        var stem = name
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name[dot...].utf8.count <= 16 {
            ext = String(name[dot...])
            stem = String(name[..<dot])
        }
        while stem.utf8.count + ext.utf8.count > maximumBytes { stem.removeLast() }
        return stem + ext
    }
}
