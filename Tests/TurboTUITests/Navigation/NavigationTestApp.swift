import Foundation
import Net
import Turbo

/// A small app for navigator tests: a rule table in the shape of the
/// turbo-ios demo's path configuration plus the built-in historical-location
/// rules, looked up as Hotwire Native does (unanchored regex over path and
/// query, later rules overwriting earlier keys).
struct NavigationTestApp {
    static let host = "app.test"
    static let start = url("/")

    static let rules: [(pattern: String, properties: [String: JSONValue])] = [
        ("/new$|/edit$|/signin$|/modal", ["context": .string("modal")]),
        ("/sheet$", ["context": .string("modal"), "modal_style": .string("medium")]),
        ("/locked$", ["context": .string("modal"), "modal_dismiss_gesture_enabled": .bool(false)]),
        ("/static$", ["pull_to_refresh_enabled": .bool(false), "title": .string("Static page")]),
        ("/search", ["query_string_presentation": .string("replace")]),
        ("/recede_historical_location", ["presentation": .string("pop"), "historical_location": .bool(true)]),
        ("/resume_historical_location", ["presentation": .string("none"), "historical_location": .bool(true)]),
        ("/refresh_historical_location", ["presentation": .string("refresh"), "historical_location": .bool(true)]),
    ]

    static func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://\(host):3000\(pathAndQuery)")!
    }

    static func properties(for url: URL) -> PathProperties {
        let subject = url.path + (url.query.map { "?\($0)" } ?? "")
        var merged: [String: JSONValue] = [:]
        for rule in rules {
            let regex = try! NSRegularExpression(pattern: rule.pattern)
            let range = NSRange(subject.startIndex..., in: subject)
            if regex.firstMatch(in: subject, range: range) != nil {
                merged.merge(rule.properties) { _, later in later }
            }
        }
        return PathProperties(merged)
    }

    static func navigator(loginPath: String? = "/signin") -> Navigator {
        Navigator(configuration: NavigatorConfiguration(startLocation: start, loginPath: loginPath),
                  properties: properties(for:))
    }

    /// A navigator that has visited `paths` in order with advance visits.
    static func navigator(visiting paths: [String]) -> Navigator {
        var navigator = navigator()
        for path in paths { _ = navigator.route(url(path)) }
        return navigator
    }

    static func response(_ path: String, body: String = "<title>answer</title>") -> HTTPResponse {
        HTTPResponse(status: 200, url: url(path), redirectCount: 1, headers: [(name: "Content-Type", value: "text/html")],
                     body: Array(body.utf8))
    }
}
