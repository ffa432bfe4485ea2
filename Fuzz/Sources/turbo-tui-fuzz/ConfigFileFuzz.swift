import CLI

/// A config file as found on disk (INI read by libinih, `INIReader`), then its
/// settings applied as a run would (`SettingLayers.resolve`) for a start URL
/// inside and one outside a `[host ...]` section. Every line reported is a line
/// of the file, and no message carries a control character to the terminal.
enum ConfigFileFuzz {
    private static let targets = ["https://app.shop.example.com/", "http://127.0.0.1:3000/"]

    static func run(_ bytes: [UInt8]) {
        guard bytes.count <= ConfigFile.maximumBytes, let text = String(validating: bytes, as: UTF8.self) else { return }
        let lineCount = bytes.count { $0 == 0x0A } + 1
        let file = ConfigFile(path: "config", text: text)
        for problem in file.problems {
            FuzzCheck.require((1...lineCount).contains(problem.line), "problem on line \(problem.line) of \(lineCount)")
            FuzzCheck.terminalSafe(problem.description, "config problem")
        }
        for entry in file.entries {
            guard case .file(_, let line) = entry.origin else { fatalError("a file entry from \(entry.origin)") }
            FuzzCheck.require((1...lineCount).contains(line), "entry on line \(line) of \(lineCount)")
        }
        for target in targets {
            var options = CommandLineOptions()
            options.target = target
            let resolved = SettingLayers(file: file, environment: [], flags: []).resolve(options)
            FuzzCheck.require(resolved.applied.count <= file.entries.count, "more applied than read")
            for problem in resolved.problems { FuzzCheck.terminalSafe(problem.description, "setting problem") }
        }
    }
}
