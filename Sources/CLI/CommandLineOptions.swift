import FoundationEssentials
import Net
import Turbo
import UI

/// What the user asked for on the command line.
package struct CommandLineOptions: Equatable, Sendable {
    package enum Mode: Equatable, Sendable {
        case browse
        case dump
        /// `turbo-tui drive`: commands on standard input (docs/drive.md).
        case drive
        case help
        case version
        /// `--output FILE URL`: save the answer, whatever it is.
        case output
    }

    package var mode: Mode = .browse
    package var target: String?
    package var width: Int?
    /// `--height N`: the driver's screen rows.
    package var height: Int?
    /// `--script FILE`: the driver's commands from a file.
    package var scriptPath: String?
    package var references = true
    package var network = NetworkOptions()
    /// `--path-config PATH|URL`, in order (later sources win).
    package var pathConfigurationSources: [String] = []
    /// `--login-path PATH`: where a 401 sends the browser; empty: nowhere.
    package var loginPath: String? = "/signin"
    /// `--app-host HOST`: more hosts of the app besides the start URL's.
    package var appHosts: [HostPattern] = []
    /// `--turbo MODE [HOST ...]`: where Turbo drives pages, the last matching rule winning.
    package var turbo = TurboSetting()
    /// `--recede-within-modal`: a recede goes back one page of a modal of several (hotwire-native-ios #130).
    package var recedesWithinModal = false
    /// `color = false` / `--no-color` / `NO_COLOR`: the browser draws in one colour.
    package var usesColor = true
    /// `history = off` / `--no-history`: the browser neither reads nor writes the history file.
    package var recordsHistory = true
    /// `--bookmarks`: the browser starts with its bookmarks view shown (a URL is then optional).
    package var showsBookmarks = false
    /// `downloads = DIR` / `--downloads DIR`: where the browser saves files (`DownloadDirectory`).
    package var downloadDirectory: String?
    /// `copy-command = wl-copy` / `--copy-command`: `y` pipes the URL into it instead of OSC 52.
    package var copyCommand: String?
    /// `theme = light` / `--theme dark`: the colours for the terminal's background.
    package var theme = ColorTheme.auto
    /// `images = off` / `--images symbols`: how the browser draws a page's images.
    package var images = ImageSetting.auto
    /// `bind = KEY ACTION` / `--bind 'KEY ACTION'`, in order: later ones win.
    package var keyBindings: [KeyRebinding] = []
    /// `tab = Title=URL` / `--tab`, repeated: the app's tabs, the first shown; then the URL is optional.
    package var appTabs: [AppTab] = []
    /// The dump as lynx's `-source` and `-listonly` give it.
    package var printsSource = false
    package var listsOnlyReferences = false
    /// `--base URL`: the address a file or standard input is read as, for its links.
    package var baseURL: URL?
    /// `--content-type TYPE`: what a file or standard input is, whatever its name.
    package var contentType: ContentType?
    /// `--output FILE`: where `.output` mode saves the answer (`-`: standard output).
    package var outputPath: String?
    /// `--config FILE`; `--no-config` reads none.
    package var configPath: String?
    package var readsConfig = true
    /// The settings given as flags, in order, for layering over the config
    /// file and the environment (`SettingLayers`).
    package var flagSettings: [SettingEntry] = []

    package init() {}

    package static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        if remaining.first == "drive" {
            options.mode = .drive
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
                return next
            }
            /// A flag that takes no value refuses one (`--dump=x`), so a
            /// typo is not silently read as the flag itself.
            func noValue() throws(UsageError) {
                if let inlineValue { throw UsageError("\(name) takes no value (given '\(inlineValue)')") }
            }
            /// A switch that turns a setting on also takes an explicit
            /// `=true` or `=false`, as its config key does.
            func switchedOn() -> String { inlineValue ?? "true" }
            switch name {
            case "-h", "--help":
                try noValue()
                options.mode = .help
            case "-V", "--version":
                try noValue()
                options.mode = .version
            case "--dump", "-dump":
                try noValue()
                if options.mode == .drive { throw UsageError("--dump is not an option of turbo-tui drive") }
                options.startDump()
            case "--source", "-source":
                try noValue()
                options.printsSource = true
                options.startDump()
            case "--list-only", "-listonly":
                try noValue()
                options.listsOnlyReferences = true
                options.startDump()
            case "--base":
                let text = try value()
                guard let url = URL(address: text), url.scheme != nil else {
                    throw UsageError("--base wants an absolute URL such as https://example.com/page, not '\(text)'")
                }
                options.baseURL = url
            case "--content-type":
                let text = try value()
                let type = ContentType(parsing: text)
                guard type.mediaType.split(separator: "/").count == 2 else {
                    throw UsageError("--content-type wants a media type such as text/html or text/plain, not '\(text)'")
                }
                options.contentType = type
            case "--output", "-o":
                options.outputPath = try value()
                if options.mode == .browse { options.mode = .output }
            case "--height":
                let text = try value()
                guard let height = Int(text), (5...1000).contains(height) else {
                    throw UsageError("--height wants a number of rows from 5 to 1000, not '\(text)'")
                }
                options.height = height
            case "--script": options.scriptPath = try value()
            case "--config": options.configPath = try value()
            case "--no-config":
                try noValue()
                options.readsConfig = false
            // Settings (docs/config.md): the flags the config file's keys mirror.
            case "--no-references":
                try noValue()
                try options.set(.references, "false")
            case "--no-save-cookies":
                try noValue()
                try options.set(.saveCookies, "false")
            case "--insecure", "-k": try options.set(.insecure, switchedOn())
            case "--netrc": try options.set(.netrc, switchedOn())
            case "--recede-within-modal": try options.set(.recedeWithinModal, switchedOn())
            case "--no-color":
                try noValue()
                try options.set(.color, "false")
            case "--no-history":
                try noValue()
                try options.set(.history, "false")
            case "--bookmarks":
                try noValue()
                options.showsBookmarks = true
            case "-width": try options.set(.width, value())
            case "--":
                if let next = remaining.popFirst() { try options.setTarget(next) }
            default:
                if name.hasPrefix("--"), let setting = Setting(rawValue: String(name.dropFirst(2))), !setting.isBoolean {
                    try options.set(setting, value())
                    continue
                }
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw UsageError("unknown option '\(argument)' (see turbo-tui --help)")
                }
                try options.setTarget(argument)
            }
        }
        if options.mode != .drive && options.mode != .help, options.scriptPath != nil || options.height != nil {
            throw UsageError("\(options.scriptPath != nil ? "--script" : "--height") is an option of turbo-tui drive")
        }
        if options.mode == .dump && options.target == nil {
            throw UsageError("--dump needs a URL, a file, or - for standard input")
        }
        if options.mode == .output && options.target == nil {
            throw UsageError("--output needs a URL to save")
        }
        return options
    }

    private mutating func startDump() {
        if mode == .browse { mode = .dump }
    }

    private mutating func set(_ setting: Setting, _ value: String) throws(UsageError) {
        let entry = SettingEntry(setting, value, origin: .flag)
        try apply(entry)
        flagSettings.append(entry)
    }

    /// Sets what `entry` says, whoever gave it: the one place a value is checked.
    package mutating func apply(_ entry: SettingEntry) throws(UsageError) {
        let value = entry.value
        func boolean() throws(UsageError) -> Bool {
            guard let flag = Setting.boolean(value) else {
                throw UsageError("\(entry.name) wants true or false, not '\(value)'")
            }
            return flag
        }
        func noControlCharacters() throws(UsageError) -> String {
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw UsageError("\(entry.name) may not contain control characters")
            }
            return value
        }
        switch entry.setting {
        case .pathConfig:
            guard !value.isEmpty else { throw UsageError("\(entry.name) wants a file or an http(s) URL") }
            pathConfigurationSources.append(value)
        case .appHost:
            guard let pattern = HostPattern(parsing: value) else {
                throw UsageError("\(entry.name) wants a host name such as app.example.com, *.example.com or 127.0.0.1:3000, not '\(value)'")
            }
            appHosts.append(pattern)
        case .turbo:
            guard let rule = TurboSetting.Rule(parsing: value) else {
                throw UsageError("\(entry.name) wants auto, on, off or page, then any hosts it is for (app.example.com, *.example.com), not '\(value)'")
            }
            turbo.rules.append(rule)
        case .loginPath: loginPath = value.isEmpty ? nil : try noControlCharacters()
        case .recedeWithinModal: recedesWithinModal = try boolean()
        case .userAgentSuffix: network.userAgentSuffix = value.isEmpty ? nil : try noControlCharacters()
        case .header:
            if let problem = HeaderField.problem(in: value) { throw UsageError("\(entry.name): \(problem)") }
            network.headers.append(HeaderField(line: value)!)
        case .netrc: network.usesNetrc = try boolean()
        case .netrcFile:
            network.netrcFile = value.isEmpty ? nil : value
            if !value.isEmpty { network.usesNetrc = true }
        case .cookieJar: network.cookieJarPath = value.isEmpty ? nil : value
        case .saveCookies: network.savesCookies = try boolean()
        case .insecure: network.insecure = try boolean()
        case .maxBodySize: network.maximumBodyBytes = try NetworkOptions.byteCount(value, name: entry.name)
        case .width:
            guard let columns = Int(value), (10...1000).contains(columns) else {
                throw UsageError("\(entry.name) wants a number of columns from 10 to 1000, not '\(value)'")
            }
            width = columns
        case .references: references = try boolean()
        case .color: usesColor = try boolean()
        case .history: recordsHistory = try boolean()
        case .downloads: downloadDirectory = value.isEmpty ? nil : try noControlCharacters()
        case .copyCommand: copyCommand = value.trimmingSpaces().isEmpty ? nil : try noControlCharacters()
        case .theme:
            guard let theme = ColorTheme(rawValue: value.lowercased()) else {
                throw UsageError("\(entry.name) wants auto, light or dark, not '\(value)'")
            }
            self.theme = theme
        case .images:
            guard let images = ImageSetting(rawValue: value.lowercased()) else {
                throw UsageError("\(entry.name) wants auto, symbols, sixel, kitty, iterm or off, not '\(value)'")
            }
            self.images = images
        case .bind:
            switch KeyRebinding.parse(value, origin: entry.origin.description) {
            case .success(let rebinding): keyBindings.append(rebinding)
            case .failure(let problem): throw UsageError("\(entry.name): \(problem.message)")
            }
        case .tab:
            switch AppTab.parse(value) {
            case .success(let tab): appTabs.append(tab)
            case .failure(let error): throw UsageError("\(entry.name): \(error)")
            }
        }
    }

    /// Puts `setting` back to its default, before the layers are applied again.
    package mutating func reset(_ setting: Setting) {
        let fresh = CommandLineOptions()
        switch setting {
        case .pathConfig: pathConfigurationSources = fresh.pathConfigurationSources
        case .appHost: appHosts = fresh.appHosts
        case .turbo: turbo = fresh.turbo
        case .loginPath: loginPath = fresh.loginPath
        case .recedeWithinModal: recedesWithinModal = fresh.recedesWithinModal
        case .userAgentSuffix: network.userAgentSuffix = fresh.network.userAgentSuffix
        case .header: network.headers = fresh.network.headers
        case .netrc: network.usesNetrc = fresh.network.usesNetrc
        case .netrcFile: network.netrcFile = fresh.network.netrcFile
        case .cookieJar: network.cookieJarPath = fresh.network.cookieJarPath
        case .saveCookies: network.savesCookies = fresh.network.savesCookies
        case .insecure: network.insecure = fresh.network.insecure
        case .maxBodySize: network.maximumBodyBytes = fresh.network.maximumBodyBytes
        case .width: width = fresh.width
        case .references: references = fresh.references
        case .color: usesColor = fresh.usesColor
        case .history: recordsHistory = fresh.recordsHistory
        case .downloads: downloadDirectory = fresh.downloadDirectory
        case .copyCommand: copyCommand = fresh.copyCommand
        case .bind: keyBindings = fresh.keyBindings
        case .theme: theme = fresh.theme
        case .images: images = fresh.images
        case .tab: appTabs = fresh.appTabs
        }
    }

    private mutating func setTarget(_ argument: String) throws(UsageError) {
        guard target == nil else { throw UsageError("more than one URL given: '\(target!)' and '\(argument)'") }
        target = argument
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

package struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
