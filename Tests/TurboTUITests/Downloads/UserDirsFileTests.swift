import Foundation
import Testing
import DownloadFiles
import UI

@Suite struct UserDirsFileTests {
    let home = "/home/ann"

    @Test func homeRelativeAndAbsoluteValues() {
        #expect(UserDirsFile.directory("DOWNLOAD", in: #"XDG_DOWNLOAD_DIR="$HOME/Downloads""#, home: home) == "/home/ann/Downloads")
        #expect(UserDirsFile.directory("DOWNLOAD", in: #"XDG_DOWNLOAD_DIR="/srv/dl""#, home: home) == "/srv/dl")
        #expect(UserDirsFile.directory("DOWNLOAD", in: #"XDG_DOWNLOAD_DIR="$HOME""#, home: home) == "/home/ann")
    }

    @Test func theFileAsXdgUserDirsUpdateWritesIt() {
        let text = """
        # This file is written by xdg-user-dirs-update
        # If you want to change or add directories, just edit the line you're
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
        XDG_MUSIC_DIR="$HOME/Music"

        """
        #expect(UserDirsFile.directory("DOWNLOAD", in: text, home: home) == "/home/ann/Téléchargements")
        #expect(UserDirsFile.directory("MUSIC", in: text, home: home) == "/home/ann/Music")
        #expect(UserDirsFile.directory("VIDEOS", in: text, home: home) == nil)
    }

    @Test func spacesAroundTheEqualsSignAndEscapes() {
        #expect(UserDirsFile.directory("DOWNLOAD", in: #"  XDG_DOWNLOAD_DIR = "$HOME/my \"dl\"""#, home: home) == #"/home/ann/my "dl""#)
    }

    @Test func theLastLineWins() {
        let text = "XDG_DOWNLOAD_DIR=\"/one\"\nXDG_DOWNLOAD_DIR=\"/two\"\n"
        #expect(UserDirsFile.directory("DOWNLOAD", in: text, home: home) == "/two")
    }

    @Test(arguments: [
        #"XDG_DOWNLOAD_DIR=relative/path"#, #"XDG_DOWNLOAD_DIR="relative""#, #"XDG_DOWNLOAD_DIR="$HOMEX/a""#,
        #"XDG_DOWNLOAD_DIR="/unterminated"#, #"# XDG_DOWNLOAD_DIR="/commented""#, #"XDG_DOWNLOAD_DIRX="/other""#,
    ])
    func linesXdgUserDirIgnores(line: String) {
        #expect(UserDirsFile.directory("DOWNLOAD", in: line, home: home) == nil)
    }

    @Test func theDirectoryFollowsTheSettingThenTheFileThenTheDefault() {
        let files = ["/cfg/user-dirs.dirs": #"XDG_DOWNLOAD_DIR="$HOME/Fetched""#]
        let environment = ["HOME": home, "XDG_CONFIG_HOME": "/cfg"]
        #expect(DownloadDirectory.resolve(configured: "~/saved", environment: environment, readFile: { files[$0] }).path == "/home/ann/saved")
        #expect(DownloadDirectory.resolve(configured: nil, environment: environment, readFile: { files[$0] }).path == "/home/ann/Fetched")
        #expect(DownloadDirectory.resolve(configured: nil, environment: ["HOME": home], readFile: { files[$0] }).path == "/home/ann/Downloads")
        // ~/.config when XDG_CONFIG_HOME is not set (or relative, which the XDG rule ignores).
        let inHome = ["/home/ann/.config/user-dirs.dirs": #"XDG_DOWNLOAD_DIR="/dl""#]
        #expect(DownloadDirectory.resolve(configured: nil, environment: ["HOME": home, "XDG_CONFIG_HOME": "rel"],
                                          readFile: { inHome[$0] }).path == "/dl")
        // xdg-user-dir's own fallback, the home directory itself, is not where files should land.
        let bare = ["/cfg/user-dirs.dirs": #"XDG_DOWNLOAD_DIR="$HOME/""#]
        #expect(DownloadDirectory.resolve(configured: nil, environment: environment, readFile: { bare[$0] }).path == "/home/ann/Downloads")
        // An exported XDG_DOWNLOAD_DIR counts when the file has no entry, not over it (xdg-user-dir sources the file last).
        var exported = environment
        exported["XDG_DOWNLOAD_DIR"] = "/srv/dl"
        #expect(DownloadDirectory.resolve(configured: nil, environment: exported, readFile: { _ in nil }).path == "/srv/dl")
        #expect(DownloadDirectory.resolve(configured: nil, environment: exported, readFile: { files[$0] }).path == "/home/ann/Fetched")
    }
}
