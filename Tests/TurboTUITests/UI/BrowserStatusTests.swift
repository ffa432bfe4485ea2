import Foundation
import Testing
import CLI
import Render
import Turbo
import UI

/// The status line and the help never lose the end of what they say, the
/// focus stays where it can be seen, and the small things a person meets.
@Suite("Browser: status line, help and focus in view")
struct BrowserStatusTests {
    @Test func aLongMessageTakesTheRowsAboveInsteadOfLosingItsEnd() {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/")
        driver.answer("<p><a href=/a>a</a></p>")
        driver.press(.character("y"))
        let status = driver.status
        #expect(!status.hasPrefix("Copied"), "OSC 52 has no answer: nothing says it arrived")
        #expect(status.contains("OSC 52") && status.contains("set-clipboard"), "\(status)")
        let shown = driver.rows.suffix(4).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(shown.hasSuffix(status.split(separator: " ").joined(separator: " ")), "all of it is on screen: \(driver.rows)")
        #expect(driver.rows.allSatisfy { TextWidth.columns($0) <= 40 })
    }

    @Test(arguments: [40, 60])
    func theTypingHintDropsWholeKeysRatherThanEndMidWord(columns: Int) {
        var driver = BrowserDriver(rows: 10, columns: columns)
        driver.open("http://app.test/")
        driver.answer("<form action=/s method=post><input name=a><button>Go</button></form>")
        driver.press(.tab, .enter)
        let hint = driver.rows[9]
        #expect(TextWidth.columns(hint) <= columns)
        let parts = hint.components(separatedBy: "   ")
        let known = ["Typing: Enter: send", "Esc: done", "Ctrl-E: $EDITOR", "Tab: next field"]
        #expect(parts.allSatisfy(known.contains), "\(parts)")
        #expect(parts.count >= 2)
    }

    @Test(arguments: [60, 110])
    func helpLinesWrapUnderTheirDescriptionAndLoseNothing(columns: Int) {
        let lines = HelpView.lines(width: columns)
        #expect(lines.allSatisfy { TextWidth.columns($0) <= columns }, "\(lines.filter { TextWidth.columns($0) > columns })")
        let words = lines.joined(separator: " ").split(separator: " ")
        for binding in KeyBinding.all {
            let summary = binding.summary.split(separator: " ")
            #expect(words.indices.contains { words[$0...].starts(with: summary) }, "\(binding.summary)")
        }
        for help in FieldKeyHelp.all {
            #expect(words.indices.contains { words[$0...].starts(with: help.summary.split(separator: " ")) }, "\(help.summary)")
        }
    }

    @Test func a422KeepsTheFocusedButtonOnScreen() throws {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/new")
        let form = "<form action=/posts method=post><p>Title <input name=t></p><p><button name=go>Create Post</button></p></form>"
        driver.answer("<title>New</title>" + form)
        driver.press(.tab, .tab, .enter)
        #expect(driver.sentForms.count == 1)
        let errors = (1...8).map { "<p>Error \($0) with the post</p>" }.joined()
        driver.answerForm("<title>New</title>" + errors + form, status: 422)
        let page = try #require(driver.state.activePage)
        let button = try #require(page.focusedField.map { page.rendered.fields[$0] })
        #expect(button.element.attribute("name") == "go")
        let visible = page.scrollTop..<(page.scrollTop + driver.state.activeArea.rows)
        #expect(visible.contains(button.line), "line \(button.line) on screen: \(driver.rows)")
        #expect(driver.rows.contains { $0.contains("[Create Post]") }, "\(driver.rows)")
    }

    @Test func anAutofocusedFieldInASmallModalIsOnScreen() throws {
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/signin" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
        var driver = BrowserDriver(rows: 20, columns: 60, configuration: configuration)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>Home</p>")
        driver.visit("http://app.test/signin")
        driver.answer("<title>Sign in</title><h1>Sign in</h1><p>Any name will do.</p><p>More words here.</p><p>And more.</p>"
                      + "<form action=/session method=post><p>Name</p><p><input name=name autofocus></p>"
                      + "<p>Password</p><p><input type=password name=pw></p><p><button>Sign in</button></p></form>")
        let page = try #require(driver.state.stacks[.modal].page)
        let field = try #require(page.focusedField.map { page.rendered.fields[$0] })
        let visible = page.scrollTop..<(page.scrollTop + driver.state.activeArea.rows)
        #expect(visible.contains(field.line), "\(driver.rows)")
    }

    /// Issue 32: a visit presented without some rules (the matcher's time
    /// ran out) goes ahead, and the status line says which were skipped.
    @Test func aVisitPresentedWithoutSomeRulesSaysSo() {
        let rules = (0..<(PathMatcher.chunkSize * 2)).map { _ in PathRule(patterns: [PathPattern("/slow")!], properties: [:]) }
        let hurried = PathConfiguration(settings: [:], rules: rules, matcher: PathMatcher(rules: rules, budget: .zero))
        var driver = BrowserDriver(rows: 8, columns: 100,
                                   configuration: BrowserConfiguration.testApp(pathProperties: { hurried.properties(for: $0) }))
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>Home</p>")
        driver.visit("http://app.test/slow")
        driver.answer("<title>Slow</title><p>Here anyway</p>")
        #expect(driver.rows.contains { $0.contains("Here anyway") }, "\(driver.rows)")
        #expect(driver.status == "Path configuration: rules 65 and on were skipped (matching took too long)")
        expectRows(driver.rows, [7: "Path configuration: rules 65 and on were skipped (matching took too long)"], "one line")
        #expect(driver.state.chrome.message?.isError == true)
    }

    @Test func aMultipleSelectWithNothingChosenShowsNoOption() {
        var driver = BrowserDriver(rows: 6, columns: 40)
        driver.open("http://app.test/")
        driver.answer("<form><select multiple name=s><option>Apples<option>Pears</select></form>")
        expectRows(driver.rows, [1: "[       v]"], "no option is chosen by default")
    }

    @Test func aMessageAboutTheModalClosesWithIt() {
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
        var driver = BrowserDriver(rows: 12, columns: 50, configuration: configuration)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>Home</p>")
        driver.visit("http://app.test/new")
        driver.answer("<title>New</title><form><textarea name=body></textarea></form>")
        driver.press(.tab, .control("e"))
        guard case .editExternally(_, let field)? = driver.effects.last else {
            Issue.record("no editor effect: \(driver.effects.suffix(2))")
            return
        }
        driver.send(.externalEdit(ExternalEdit(target: field, value: .failure(ExternalEditError(message: "No editor vi here")))))
        #expect(driver.status == "No editor vi here")
        // A form result or a stream can close the modal without a key.
        _ = driver.browser.dismissModal()
        #expect(driver.state.modal == nil)
        #expect(!driver.status.contains("No editor"), "\(driver.status)")
    }

    @Test func withoutVisualOrEditorCtrlEUsesVi() {
        #expect(BrowseCommand.editorCommand([:]) == "vi")
        #expect(BrowseCommand.editorCommand(["EDITOR": ""]) == "vi")
        #expect(BrowseCommand.editorCommand(["EDITOR": "nano"]) == "nano")
        #expect(BrowseCommand.editorCommand(["VISUAL": "ed", "EDITOR": "nano"]) == "ed")
    }

    @Test func anEditorThatIsNotInstalledIsSaidPlainly() {
        let result = ExternalEditor(command: "turbo-tui-no-such-editor").edit("text")
        guard case .failure(let error) = result else {
            Issue.record("edited with no editor")
            return
        }
        #expect(error.message.hasPrefix("No editor turbo-tui-no-such-editor"), "\(error.message)")
    }
}
