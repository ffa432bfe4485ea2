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
        let parent = components.joinedText(separator: "/")
        return path.hasPrefix("/") ? "/" + parent : parent
    }

    /// Whether something is at `path` (a link counts by what it points at),
    /// as FileManager's `fileExists(atPath:)` says.
    @usableFromInline
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Makes the directory at `path` and each missing one above it, with
    /// `mode` (set after each is made, so the umask does not narrow it, as
    /// FileManager's `createDirectory` with `.posixPermissions` sets it); a
    /// directory that exists keeps its mode. False when one cannot be made
    /// or something else than a directory is in the way. Not FileManager's:
    /// its attribute code runs unspecialized and scans every protocol
    /// conformance of the executable (ConcreteTextOperations.swift).
    package static func makeDirectories(_ path: String, mode: mode_t) -> Bool {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
        let parent = deletingLastComponent(path)
        if !parent.isEmpty && parent != path && !makeDirectories(parent, mode: mode) { return false }
        guard mkdir(path, mode) == 0 else {
            return errno == EEXIST && stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        }
        return chmod(path, mode) == 0
    }

    /// `relative` under `directory`: a `/` between them unless `directory`
    /// ends with one.
    package static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The file URL of `path`, a relative path taken from the current
    /// directory. The URL is made from the absolute path: Foundation's own
    /// handling of a relative one runs the standard library's unspecialized
    /// string code, whose first call scans every protocol conformance of the
    /// executable (`ConcreteTextOperations.swift`).
    package static func fileURL(_ path: String) -> URL {
        guard !path.hasPrefix("/"), let directory = currentDirectory else { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: removingDotSegments(joined(directory, path)))
    }

    /// An absolute path without its `.` and `..` segments (RFC 3986 5.2.4,
    /// as a relative file URL resolved against the current directory has
    /// them): `..` takes the segment before it away, and a path ending in
    /// either ends with `/`. Empty segments stay, as in a URL.
    package static func removingDotSegments(_ path: String) -> String {
        var kept: [Substring] = []
        var endsAsDirectory = false
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            endsAsDirectory = segment == "." || segment == ".."
            if segment == ".." {
                _ = kept.popLast()
            } else if segment != "." {
                kept.append(segment)
            }
        }
        return "/" + kept.joinedText(separator: "/") + (endsAsDirectory && !kept.isEmpty ? "/" : "")
    }

    /// getcwd(3); nil when the directory has gone or its path is too long.
    package static var currentDirectory: String? {
        guard let buffer = getcwd(nil, 0) else { return nil }
        defer { free(buffer) }
        return String(cString: buffer)
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
