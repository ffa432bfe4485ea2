/// What the user asked for on the command line.
public struct CommandLineOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case browse
        case dump
        /// `turbo-tui drive`: commands on standard input (docs/drive.md).
        case drive
        case help
        case version
    }

    public var mode: Mode = .browse
    public var target: String?
    public var width: Int?
    /// `--height N`: the driver's screen rows.
    public var height: Int?
    /// `--script FILE`: the driver's commands from a file.
    public var scriptPath: String?
    public var references = true
    public var network = NetworkOptions()
    /// `--path-config PATH|URL`, in order (later sources win).
    public var pathConfigurationSources: [String] = []
    /// `--login-path PATH`: where a 401 sends the browser; empty: nowhere.
    public var loginPath: String? = "/signin"

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
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
            switch name {
            case "-h", "--help": options.mode = .help
            case "-V", "--version": options.mode = .version
            case "--dump", "-dump":
                if options.mode == .drive { throw UsageError("--dump is not an option of turbo-tui drive") }
                if options.mode == .browse { options.mode = .dump }
            case "--no-references": options.references = false
            case "--path-config": options.pathConfigurationSources.append(try value())
            case "--login-path":
                let path = try value()
                options.loginPath = path.isEmpty ? nil : path
            case "--width", "-width":
                let text = try value()
                guard let width = Int(text), (10...1000).contains(width) else {
                    throw UsageError("--width wants a number of columns from 10 to 1000, not '\(text)'")
                }
                options.width = width
            case "--height":
                let text = try value()
                guard let height = Int(text), (5...1000).contains(height) else {
                    throw UsageError("--height wants a number of rows from 5 to 1000, not '\(text)'")
                }
                options.height = height
            case "--script": options.scriptPath = try value()
            // Network flags (docs/network.md).
            case "--cookie-jar": options.network.cookieJarPath = try value()
            case "--no-save-cookies": options.network.savesCookies = false
            case "--insecure", "-k": options.network.insecure = true
            case "--max-body-size": options.network.maximumBodyBytes = try NetworkOptions.byteCount(value())
            case "--":
                if let next = remaining.popFirst() { try options.setTarget(next) }
            default:
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
            throw UsageError("--dump needs a URL or a file")
        }
        return options
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

public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
