import Foundation
import Testing
import Base
import Net
import UI

/// `--recede-within-modal` on the wire (hotwire-native-ios #130): a modal
/// of two pages, a form on the second whose answer redirects to turbo-rails'
/// recede_historical_location; with the setting the modal goes back one
/// page, without it the modal is dismissed. The real loop, curl and a
/// server on 127.0.0.1, routed by the navigation tests' path rules.
@Suite("Recede within a modal, on the wire")
struct EventLoopRecedeWithinModalTests {
    private static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"): return .html(#"<title>Home</title><p><a href="/settings/modal">Settings</a></p>"#)
            case ("GET", "/settings/modal"):
                return .html(#"<title>Settings</title><p>All settings.</p><p><a href="/settings/name/edit">Change the name</a></p>"#)
            case ("GET", "/settings/name/edit"):
                return .html(#"<title>Name</title><form method="post" action="/settings/name"><button>Save</button></form>"#)
            case ("POST", "/settings/name"): return .redirect(to: "/recede_historical_location", status: 303)
            case ("GET", "/recede_historical_location"): return .html("<p>Going back.</p>")
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    private final class Run {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 14, columns: 70))
        let loop: EventLoop
        let deadline = SystemMonotonicClock().now + .seconds(15)

        init(opening url: URL, recedesWithinModal: Bool) {
            var configuration = BrowserConfiguration.testApp(pathProperties: NavigationTestApp.properties(for:), loginPath: nil)
            configuration.recedesWithinModal = recedesWithinModal
            loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: configuration)
            loop.start(opening: url)
            settle()
        }

        func settle() { _ = loop.run(until: { [loop] in loop.isSettled }, deadline: deadline) }

        func press(_ keys: Key...) {
            for key in keys {
                loop.send(.input(.key(key)))
                settle()
            }
        }

        /// Home, then Settings in a modal, then the name form pushed inside it, then Save.
        func saveTheName() {
            press(.tab, .enter)
            press(.tab, .enter)
            press(.tab, .enter)
        }

        var modalPaths: [String] { loop.browser.navigator?.state.modal.entries.map(\.url.path) ?? [] }
        var screen: String { terminal.rows.joined(separator: "\n") }
    }

    @Test func recedeGoesBackOnePageOfTheModal() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = Run(opening: server.url("/"), recedesWithinModal: true)
        defer { run.loop.stop() }
        run.press(.tab, .enter)
        run.press(.tab, .enter)
        #expect(run.modalPaths == ["/settings/modal", "/settings/name/edit"], "\(run.terminal.rows)")
        run.press(.tab, .enter)
        #expect(run.loop.state.modal != nil, "the modal stays: \(run.terminal.rows)")
        #expect(run.modalPaths == ["/settings/modal"])
        #expect(run.screen.contains("All settings."), "\(run.terminal.rows)")
        #expect(!run.screen.contains("Going back."), "the historical location is never shown")
    }

    @Test func withoutTheSettingRecedeDismissesTheModal() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = Run(opening: server.url("/"), recedesWithinModal: false)
        defer { run.loop.stop() }
        run.saveTheName()
        #expect(run.loop.state.modal == nil, "\(run.terminal.rows)")
        #expect(run.screen.contains("Settings"), "home again: \(run.terminal.rows)")
        #expect(!run.screen.contains("All settings."))
    }
}
