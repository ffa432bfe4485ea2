import FoundationEssentials
import Base
import Net

/// Where saved files go: the `downloads` setting (config file or
/// `--downloads DIR`) when given, else `$XDG_DOWNLOAD_DIR` from
/// `$XDG_CONFIG_HOME/user-dirs.dirs` (else `~/.config/user-dirs.dirs`), then
/// from the environment, as xdg-user-dir finds it, else `~/Downloads`. A `~/` at the start of the
/// setting is the home directory.
package struct DownloadDirectory: Equatable {
    package let path: String
    /// Where the path came from, for the downloads view.
    package let source: String

    package static func resolve(configured: String?, environment: [String: String], readFile: (String) -> String? = Self.read)
        -> DownloadDirectory {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FilePath.homeDirectory
        if let configured, !configured.isEmpty {
            let path = configured == "~" ? home : configured.hasPrefix("~/") ? home + configured.dropFirst(1) : configured
            return DownloadDirectory(path: path, source: "the downloads setting")
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        let file = configHome + "/user-dirs.dirs"
        // xdg-user-dir answers $HOME itself when the entry is missing; a
        // browser saving into the home directory's clutter is worse, so ~/Downloads.
        if let text = readFile(file), let path = UserDirsFile.directory("DOWNLOAD", in: text, home: home),
           path != home, path != home + "/" {
            return DownloadDirectory(path: path, source: "XDG_DOWNLOAD_DIR in \(file)")
        }
        // xdg-user-dir sources the file over the environment, so a variable
        // exported by the session counts only when the file says nothing.
        if let exported = environment["XDG_DOWNLOAD_DIR"], exported.hasPrefix("/"), exported != home, exported != home + "/" {
            return DownloadDirectory(path: exported, source: "XDG_DOWNLOAD_DIR in the environment")
        }
        return DownloadDirectory(path: home + "/Downloads", source: "the default")
    }

    /// A small text file, or nil (missing, unreadable, not regular, too big).
    package static func read(_ path: String) -> String? {
        guard let bytes = try? RegularFile.read(path, maximumBytes: 64 << 10) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
