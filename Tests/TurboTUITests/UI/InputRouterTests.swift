import Foundation
import Testing
import UI

/// The input router decides who takes a key from the state alone, and
/// changes nothing: the same state routes the same key the same way, and
/// the state is as it was.
@Suite("Input router: who takes a key")
struct InputRouterTests {
    private static func opened() -> BrowserDriver {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><form action='/s'><input name='q'><select name='c'><option>a<option>b</select></form>")
        return driver
    }

    private static func name(_ route: KeyRoute) -> String {
        switch route {
        case .answer: "answer"
        case .optionList: "optionList"
        case .fieldEditor: "fieldEditor"
        case .filePrompt: "filePrompt"
        case .prompt: "prompt"
        case .closePromptAndRun(let command, let count): "run \(command) \(count.map(String.init) ?? "-")"
        case .library: "library"
        case .downloads: "downloads"
        case .startOffered(let purpose): "start \(purpose)"
        case .help(let top): "help \(top)"
        case .imageViewer: "imageViewer"
        case .offer: "offer"
        case .page: "page"
        }
    }

    private static func route(_ key: Key, _ driver: BrowserDriver) -> String {
        name(InputRouter.route(key, after: driver.state.chrome.keyPrefix, in: driver.state))
    }

    @Test func thePageTakesKeysWithNothingOverIt() {
        let driver = Self.opened()
        #expect(Self.route(.character("j"), driver) == "page")
    }

    @Test func aFieldBeingTypedIntoTakesKeysBeforeTheBindings() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        #expect(Self.route(.character("j"), driver) == "fieldEditor", "j types a j")
        driver.press(.escape, .tab, .enter)
        #expect(Self.route(.down, driver) == "optionList")
    }

    @Test func thePromptTakesKeysAndASecondGCompletesGG() {
        var driver = Self.opened()
        driver.press(.character("/"))
        #expect(Self.route(.character("g"), driver) == "prompt")
        driver.press(.escape, .character("g"))
        #expect(driver.state.statusPrompt?.kind == .goTo, "g alone opens the go-to prompt")
        #expect(Self.route(.character("g"), driver) == "run top -", "and a second g is gg")
        driver.press(.character("x"))
        #expect(Self.route(.character("g"), driver) == "prompt", "once typed into, the prompt takes the g")
    }

    @Test func aQuestionComesFirstAndTheLibraryViewsTakeTheirKeys() {
        var driver = Self.opened()
        driver.press(.tab, .enter)
        driver.type("draft")
        driver.press(.escape, .character("q"))
        #expect(driver.state.question != nil, "quitting with typed data asks")
        #expect(Self.route(.character("y"), driver) == "answer")
        driver.press(.character("n"), .character("V"))
        #expect(Self.route(.character("j"), driver) == "library")
        driver.press(.escape, .character("?"))
        #expect(Self.route(.character("j"), driver) == "help 0")
        driver.press(.escape, .character("D"))
        #expect(Self.route(.character("j"), driver) == "downloads")
    }

    @Test func aFileOnOfferTakesSAndVBeforeTheOffersOwnKeys() {
        var driver = Self.opened()
        driver.visit("http://app.test/report")
        driver.answer("%PDF-1.4", type: "application/pdf")
        #expect(driver.state.offer != nil, "a file is offered, not shown")
        #expect(Self.route(.character("s"), driver) == "start save")
        #expect(Self.route(.character("v"), driver) == "start view")
        #expect(Self.route(.character("y"), driver) == "offer")
    }

    @Test func routingChangesNothing() {
        var driver = Self.opened()
        driver.press(.character("g"))
        let before = (driver.state.chrome.keyPrefix, driver.state.statusPrompt?.text, driver.rows)
        _ = InputRouter.route(.character("g"), after: driver.state.chrome.keyPrefix, in: driver.state)
        #expect(driver.state.chrome.keyPrefix == before.0)
        #expect(driver.state.statusPrompt?.text == before.1)
        #expect(driver.rows == before.2)
    }
}

@Suite("Input router: what a click lands on")
struct InputRouterClickTests {
    @Test func aClickLandsOnTheLinkOrFieldUnderItAndNothingUnderAQuestion() throws {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p><a href='/a'>first link</a></p><form><input name='q'></form>")
        let linkRow = try #require(driver.rows.firstIndex { $0.contains("first link") })
        let column = try #require(driver.rows[linkRow].range(of: "first link")).lowerBound.utf16Offset(in: driver.rows[linkRow])
        #expect(InputRouter.target(ofClickAt: linkRow, column: column + 1, in: driver.state) == .link(0))
        #expect(InputRouter.target(ofClickAt: linkRow, column: 39, in: driver.state) == .page, "beside the link: the page")
        driver.press(.character("?"))
        #expect(InputRouter.target(ofClickAt: linkRow, column: column + 1, in: driver.state) == .help, "the help covers the page")
    }
}
