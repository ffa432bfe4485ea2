import HTML
import Net
import Turbo
import UI
/// The commands that read and change nothing: `text`, `html`, `count`,
/// `attribute`, `screen`, `cookies`, answered from what is shown now.
package struct DriverQuery {
    package let state: BrowserState
    package let screenRows: [String]
    package let cookies: [Cookie]
    package let handles: NodeHandles

    /// nil for a command that is not a query.
    package func answer(_ command: DriverCommand) throws(DriverError) -> DriverAnswer? {
        switch command {
        case .text(let target):
            let page = try DriverPage(state)
            let element = try target.map { (target: DriverTarget) throws(DriverError) in try target.resolve(on: page, handles: handles).first }
            return DriverAnswer(ok: true, members: ["text": .string(page.dumpText(of: element))])
        case .html(let target):
            let page = try DriverPage(state)
            guard let target else { return DriverAnswer(ok: true, members: ["html": .string(OuterHTML.ofDocument(page.document))]) }
            return DriverAnswer(ok: true, members: ["html": .string(OuterHTML.of(try target.resolve(on: page, handles: handles).first))])
        case .count(let selector):
            let matches = try DriverPage(state).matches(try PageSelector(selector))
            return DriverAnswer(ok: true, members: ["count": .number(Double(matches.count))])
        case .attribute(let target, let name):
            let page = try DriverPage(state)
            let element = try target.resolve(on: page, handles: handles).first
            return DriverAnswer(ok: true, members: ["value": element.attribute(name).map(JSONValue.string) ?? .null])
        case .screen:
            return DriverAnswer(ok: true, members: ["rows": .array(screenRows.map(JSONValue.string))])
        case .cookies:
            return DriverAnswer(ok: true, members: ["cookies": .array(cookies.map(Self.json))])
        default:
            return nil
        }
    }

    /// `expires`: Unix seconds, null for a session cookie.
    private static func json(_ cookie: Cookie) -> JSONValue {
        .object([
            "name": .string(cookie.name), "value": .string(cookie.value), "domain": .string(cookie.domain),
            "path": .string(cookie.path), "expires": cookie.isSession ? .null : .number(Double(cookie.expires)),
            "secure": .bool(cookie.secure), "httpOnly": .bool(cookie.httpOnly),
        ])
    }
}
