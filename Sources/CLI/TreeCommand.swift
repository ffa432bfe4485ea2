import FoundationEssentials
import Base
import HTML
import Render

/// `turbo-tui tree [--fragment CONTEXT] FILE|URL|-`: prints what a page
/// parsed to, in html5lib's tree format (`TreeDump`), for anyone asking
/// "what did my page parse to?". `--fragment td` parses as the HTML
/// fragment parsing algorithm does inside a `td` (`svg path`, `math mi`
/// for foreign contexts). Exit 0; 1 when the input cannot be read; 2 for a
/// usage error.
package struct TreeCommand {
    package static let usage = "usage: turbo-tui tree [--fragment CONTEXT] FILE|URL|-"

    package let arguments: [String]
    package var environment: [String: String] = ProcessEnvironment.current
    /// Standard input, for `-`.
    package var readInput: () -> [UInt8] = { (try? StandardStreams.input().get()) ?? [] }

    package func run() -> Int32 {
        var fragment: String?
        var source: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                StandardStreams.output(HelpText.treeUsage + "\n")
                return 0
            case "--fragment":
                guard let context = remaining.popFirst(), !context.isEmpty else {
                    return usageError("--fragment needs a context element, such as td or \"svg path\"")
                }
                fragment = context
            case "-":
                guard source == nil else { return usageError("only one FILE, URL or - may be given") }
                source = argument
            case let option where option.hasPrefix("-"):
                return usageError("unknown option '\(TerminalSafeText.sanitize(option))'")
            default:
                guard source == nil else { return usageError("only one FILE, URL or - may be given") }
                source = argument
            }
        }
        guard let source else { return usageError("tree needs a FILE, URL or - for standard input") }
        let page: LoadedPage
        do {
            page = try load(source)
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 1
        }
        let nodes: [Node]
        if let fragment {
            let text = HTMLDecoder.decode(page.body, declaredCharset: page.contentType?.charset)
            nodes = HTMLParser.parseFragment(text, context: HTMLDocumentParser.contextElement(named: fragment))
        } else {
            nodes = HTMLParser.parse(bytes: page.body, declaredCharset: page.contentType?.charset).children
        }
        // Text keeps its newlines, as the format wants; every other control character is made visible.
        let lines = TreeDump.format(nodes).split(separator: "\n", omittingEmptySubsequences: false)
        StandardStreams.output(lines.map { TerminalSafeText.sanitize(String($0)) }.joinedText(separator: "\n"))
        return 0
    }

    private func load(_ source: String) throws(LoadError) -> LoadedPage {
        switch try PageLocation.parse(source) {
        case .standardInput:
            return LoadedPage(url: URL(fileURLWithPath: "/dev/stdin"), status: nil, contentType: nil, body: readInput())
        case .file(let path):
            return try PageLoader.read(file: path)
        case .web(let url):
            var network = NetworkOptions()
            network.savesCookies = false
            let transport = network.makeTransport(environment: environment) { StandardStreams.error($0) }
            return try PageLoader(transport: transport).load(.web(url))
        }
    }

    private func usageError(_ message: String) -> Int32 {
        StandardStreams.error("turbo-tui: \(message)\n\(Self.usage)")
        return 2
    }
}
