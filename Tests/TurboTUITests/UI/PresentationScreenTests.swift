import Foundation
import Testing
import Turbo
import UI

/// Every presentation x context, with and without a modal shown, performed
/// by the browser on an in-memory screen: which page the main view shows and
/// which one the modal window shows afterwards (docs/navigation.md's table).
@Suite("Presentations on screen")
struct PresentationScreenTests {
    struct Case: Sendable, CustomStringConvertible {
        let presentation: Presentation
        let context: NavigationContext
        let modalShown: Bool
        let main: String
        let modal: String?

        var description: String { "\(presentation.rawValue)/\(context.rawValue)\(modalShown ? " over a modal" : "")" }
    }

    static let cases: [Case] = [
        // Main stack [Root, One], no modal.
        Case(presentation: .default, context: .default, modalShown: false, main: "Target", modal: nil),
        Case(presentation: .default, context: .modal, modalShown: false, main: "One", modal: "Target"),
        Case(presentation: .push, context: .default, modalShown: false, main: "Target", modal: nil),
        Case(presentation: .push, context: .modal, modalShown: false, main: "One", modal: "Target"),
        Case(presentation: .replace, context: .default, modalShown: false, main: "Target", modal: nil),
        Case(presentation: .replace, context: .modal, modalShown: false, main: "One", modal: "Target"),
        Case(presentation: .pop, context: .default, modalShown: false, main: "Root", modal: nil),
        Case(presentation: .refresh, context: .default, modalShown: false, main: "Root", modal: nil),
        Case(presentation: .clearAll, context: .default, modalShown: false, main: "Root", modal: nil),
        Case(presentation: .replaceRoot, context: .default, modalShown: false, main: "Target", modal: nil),
        Case(presentation: .none, context: .default, modalShown: false, main: "One", modal: nil),
        // The same with the modal [M] shown over [Root, One].
        Case(presentation: .default, context: .default, modalShown: true, main: "Target", modal: nil),
        Case(presentation: .default, context: .modal, modalShown: true, main: "One", modal: "Target"),
        Case(presentation: .push, context: .default, modalShown: true, main: "Target", modal: nil),
        Case(presentation: .push, context: .modal, modalShown: true, main: "One", modal: "Target"),
        Case(presentation: .replace, context: .default, modalShown: true, main: "Target", modal: nil),
        Case(presentation: .replace, context: .modal, modalShown: true, main: "One", modal: "Target"),
        Case(presentation: .pop, context: .default, modalShown: true, main: "One", modal: nil),
        Case(presentation: .refresh, context: .default, modalShown: true, main: "One", modal: nil),
        Case(presentation: .clearAll, context: .default, modalShown: true, main: "Root", modal: nil),
        Case(presentation: .replaceRoot, context: .default, modalShown: true, main: "Target", modal: nil),
        Case(presentation: .none, context: .default, modalShown: true, main: "One", modal: "M"),
    ]

    static let titles = ["/": "Root", "/one": "One", "/m": "M", "/target": "Target"]

    @Test(arguments: cases)
    func presentationOnScreen(_ example: Case) {
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            switch url.path {
            case "/m": return PathProperties(["context": .string("modal")])
            case "/target": return PathProperties(["presentation": .string(example.presentation.rawValue),
                                                   "context": .string(example.context.rawValue)])
            default: return PathProperties()
            }
        })
        var driver = BrowserDriver(rows: 16, columns: 60, configuration: configuration)
        driver.open("http://app.test/")
        Self.settle(&driver)
        driver.visit("http://app.test/one")
        Self.settle(&driver)
        if example.modalShown {
            driver.visit("http://app.test/m")
            Self.settle(&driver)
        }
        driver.visit("http://app.test/target")
        Self.settle(&driver)

        #expect(driver.rows[0].hasPrefix(" \(example.main) — "), "main view: \(driver.rows)")
        let frameTop = driver.rows.first { $0.contains("┌") }
        if let modal = example.modal {
            #expect(frameTop?.contains(" \(modal) ") == true, "modal window: \(driver.rows)")
        } else {
            #expect(frameTop == nil, "no modal window: \(driver.rows)")
        }
    }

    /// Answers every visit the browser starts, as the server would.
    static func settle(_ driver: inout BrowserDriver) {
        while let visit = driver.state.loading {
            let title = titles[visit.url.path] ?? "?"
            driver.answer("<title>\(title)</title><p>\(title) page</p>")
        }
    }
}
