import Foundation
import Testing
import Turbo

/// Every presentation in both contexts, with and without a modal shown.
/// Before each case: main holds /a /b; when a modal is shown it holds
/// /modal/1 /modal/2. The proposal is an advance visit to /x.
@Suite("Navigator: presentation x context")
struct PresentationMatrixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let presentation: Presentation
        let context: NavigationContext
        let modalShown: Bool
        let stacks: String
        let effects: [String]

        var testDescription: String {
            "\(presentation.rawValue) in \(context.rawValue) context, modal \(modalShown ? "shown" : "not shown")"
        }
    }

    static let withoutModal: [Case] = [
        Case(presentation: .default, context: .default, modalShown: false,
             stacks: "main: /a /b /x", effects: ["visit /x main advance"]),
        Case(presentation: .default, context: .modal, modalShown: false,
             stacks: "main: /a /b | modal: /x", effects: ["showModal large", "visit /x modal advance"]),
        Case(presentation: .push, context: .default, modalShown: false,
             stacks: "main: /a /b /x", effects: ["visit /x main advance"]),
        Case(presentation: .push, context: .modal, modalShown: false,
             stacks: "main: /a /b | modal: /x", effects: ["showModal large", "visit /x modal advance"]),
        Case(presentation: .replace, context: .default, modalShown: false,
             stacks: "main: /a /x", effects: ["visit /x main replace"]),
        Case(presentation: .replace, context: .modal, modalShown: false,
             stacks: "main: /a /b | modal: /x", effects: ["showModal large", "visit /x modal advance"]),
        Case(presentation: .pop, context: .default, modalShown: false,
             stacks: "main: /a", effects: ["restore /a main"]),
        Case(presentation: .pop, context: .modal, modalShown: false,
             stacks: "main: /a", effects: ["restore /a main"]),
        Case(presentation: .refresh, context: .default, modalShown: false,
             stacks: "main: /a", effects: ["reload /a main"]),
        Case(presentation: .refresh, context: .modal, modalShown: false,
             stacks: "main: /a", effects: ["reload /a main"]),
        Case(presentation: .clearAll, context: .default, modalShown: false,
             stacks: "main: /a", effects: ["reload /a main"]),
        Case(presentation: .clearAll, context: .modal, modalShown: false,
             stacks: "main: /a", effects: ["reload /a main"]),
        Case(presentation: .replaceRoot, context: .default, modalShown: false,
             stacks: "main: /x", effects: ["visit /x main replace"]),
        Case(presentation: .replaceRoot, context: .modal, modalShown: false,
             stacks: "main: /x", effects: ["visit /x main replace"]),
        Case(presentation: .none, context: .default, modalShown: false,
             stacks: "main: /a /b", effects: []),
        Case(presentation: .none, context: .modal, modalShown: false,
             stacks: "main: /a /b", effects: []),
    ]

    static let withModal: [Case] = [
        Case(presentation: .default, context: .default, modalShown: true,
             stacks: "main: /a /b /x", effects: ["dismissModal", "visit /x main advance"]),
        Case(presentation: .default, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1 /modal/2 /x", effects: ["visit /x modal advance"]),
        Case(presentation: .push, context: .default, modalShown: true,
             stacks: "main: /a /b /x", effects: ["dismissModal", "visit /x main advance"]),
        Case(presentation: .push, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1 /modal/2 /x", effects: ["visit /x modal advance"]),
        Case(presentation: .replace, context: .default, modalShown: true,
             stacks: "main: /a /x", effects: ["dismissModal", "visit /x main replace"]),
        Case(presentation: .replace, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1 /x", effects: ["visit /x modal replace"]),
        Case(presentation: .pop, context: .default, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1", effects: ["restore /modal/1 modal"]),
        Case(presentation: .pop, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1", effects: ["restore /modal/1 modal"]),
        Case(presentation: .refresh, context: .default, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1", effects: ["reload /modal/1 modal"]),
        Case(presentation: .refresh, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1", effects: ["reload /modal/1 modal"]),
        Case(presentation: .clearAll, context: .default, modalShown: true,
             stacks: "main: /a", effects: ["dismissModal", "reload /a main"]),
        Case(presentation: .clearAll, context: .modal, modalShown: true,
             stacks: "main: /a", effects: ["dismissModal", "reload /a main"]),
        Case(presentation: .replaceRoot, context: .default, modalShown: true,
             stacks: "main: /x", effects: ["dismissModal", "visit /x main replace"]),
        Case(presentation: .replaceRoot, context: .modal, modalShown: true,
             stacks: "main: /x", effects: ["dismissModal", "visit /x main replace"]),
        Case(presentation: .none, context: .default, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1 /modal/2", effects: []),
        Case(presentation: .none, context: .modal, modalShown: true,
             stacks: "main: /a /b | modal: /modal/1 /modal/2", effects: []),
    ]

    @Test(arguments: withoutModal + withModal)
    func decision(_ example: Case) {
        var navigator = NavigationTestApp.navigator(visiting: example.modalShown ? ["/a", "/b", "/modal/1", "/modal/2"] : ["/a", "/b"])
        let properties = PathProperties(["presentation": .string(example.presentation.rawValue),
                                         "context": .string(example.context.rawValue)])
        let proposal = VisitProposal(url: NavigationTestApp.url("/x"), options: VisitOptions(action: .advance),
                                     properties: properties, source: navigator.state.activeStack)

        let effects = navigator.route(proposal)

        #expect(NavigationSummary.effects(effects) == example.effects)
        #expect(NavigationSummary.stacks(navigator.state) == example.stacks)
    }

    @Test func tableCoversEveryPresentationAndContext() {
        for modalShown in [false, true] {
            let cases = (Self.withoutModal + Self.withModal).filter { $0.modalShown == modalShown }
            for presentation in Presentation.allCases {
                for context in [NavigationContext.default, .modal] {
                    #expect(cases.contains { $0.presentation == presentation && $0.context == context },
                            "missing \(presentation) \(context) modal \(modalShown)")
                }
            }
        }
    }
}
