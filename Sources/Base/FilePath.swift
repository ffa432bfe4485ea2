import FoundationEssentials
import Glibc

/// The path-string operations of Foundation's `NSString` that turbo-tui
/// uses, on plain strings.
@usableFromInline
package enum FilePath {
    /// The part after the last `/`, trailing slashes ignored: "/" for the
    /// root, "" for "".
    package static func lastComponent(_ path: String) -> String {
        if let last = path.split(separator: "/").last { return String(last) }
        return path.isEmpty ? "" : "/"
    }

    /// The path without its last component: "" for a bare name, "/" for one
    /// right under the root (and for the root).
    package static func deletingLastComponent(_ path: String) -> String {
        var components = path.split(separator: "/")
        guard components.popLast() != nil else { return path.isEmpty ? "" : "/" }
        let parent = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + parent : parent
    }

    /// Whether something is at `path` (a link counts by what it points at),
    /// as FileManager's `fileExists(atPath:)` says.
    @usableFromInline
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// `relative` under `directory`: a `/` between them unless `directory`
    /// ends with one.
    package static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// `~` and `~/...` made absolute with the home directory.
    package static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return homeDirectory + path.dropFirst()
    }

    /// `$HOME`, else the user's entry in the password database.
    package static var homeDirectory: String {
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }
}
