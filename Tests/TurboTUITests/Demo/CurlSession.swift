import Foundation

/// The `curl` command with a cookie jar of its own: a browser-like session
/// whose cookies survive redirects, for the tests about the Rails session.
/// It is real libcurl, driven as a user would drive it.
struct CurlSession {
    struct Answer {
        var status: Int
        var body: String
    }

    let jar: URL
    var userAgent = "Mozilla/5.0 (X11; Linux x86_64) curl"

    init() {
        jar = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-jar-\(UUID().uuidString)")
    }

    /// GET, following redirects; the body and the final status.
    func get(_ url: URL) throws -> Answer {
        try run(url, ["--location"])
    }

    /// A urlencoded POST, following redirects.
    func post(_ url: URL, fields: [(String, String)], headers: [String] = []) throws -> Answer {
        var arguments = ["--location"]
        for (name, value) in fields { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        for header in headers { arguments += ["--header", header] }
        return try run(url, arguments)
    }

    /// The page's `<meta name="csrf-token">`, which Rails ties to the session.
    func csrfToken(from page: URL) throws -> String {
        let body = try get(page).body
        guard let token = DemoPage.metaContent("csrf-token", in: body) else {
            throw DemoServerError("no csrf-token meta tag on \(page)")
        }
        return token
    }

    var cookies: String { (try? String(contentsOf: jar, encoding: .utf8)) ?? "" }

    private func run(_ url: URL, _ arguments: [String]) throws -> Answer {
        let marker = "\n--status:"
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/curl"),
                                           ["--silent", "--show-error", "--max-time", "20", "--user-agent", userAgent,
                                            "--cookie", jar.path, "--cookie-jar", jar.path,
                                            "--write-out", "\(marker)%{http_code}"] + arguments + [url.absoluteString])
        guard result.status == 0, let range = result.standardOutput.range(of: marker, options: .backwards) else {
            throw DemoServerError("curl \(url) failed (\(result.status)): \(result.standardError)")
        }
        return Answer(status: Int(result.standardOutput[range.upperBound...]) ?? 0,
                      body: String(result.standardOutput[..<range.lowerBound]))
    }
}
