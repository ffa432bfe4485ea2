import Testing
import Drive
import HTML
import UI

/// Reading command lines: every form of the spec's table, and the errors
/// that keep a typo from passing silently.
@Suite("Drive: reading commands")
struct DriverStepTests {
    private func command(_ line: String) throws -> DriverCommand {
        try DriverStep(line: line).command
    }

    private func error(_ line: String) -> String? {
        do {
            _ = try DriverStep(line: line)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyCommandOfTheTableReads() throws {
        #expect(try command(##"{"visit":"/posts"}"##) == .visit("/posts"))
        #expect(try command(##"{"click":"a[href='/signin']"}"##) == .click("a[href='/signin']"))
        #expect(try command(##"{"fill":"#name","value":"Ada"}"##) == .fill("#name", value: "Ada"))
        #expect(try command(##"{"check":"#a"}"##) == .check("#a"))
        #expect(try command(##"{"uncheck":"#a"}"##) == .uncheck("#a"))
        #expect(try command(##"{"attach":"#f","path":"/tmp/x"}"##) == .attach("#f", paths: ["/tmp/x"]))
        #expect(try command(##"{"attach":"#f","path":["/tmp/x","/tmp/y z"]}"##) == .attach("#f", paths: ["/tmp/x", "/tmp/y z"]))
        #expect(try command(##"{"press":"C-r"}"##) == .press(.control("r")))
        #expect(try command(##"{"back":true}"##) == .back)
        #expect(try command(##"{"forward":true}"##) == .forward)
        #expect(try command(##"{"reload":true}"##) == .reload)
        #expect(try command(##"{"done":true}"##) == .done)
        #expect(try command(##"{"confirm":"accept"}"##) == .confirm(accept: true))
        #expect(try command(##"{"confirm":"dismiss"}"##) == .confirm(accept: false))
        #expect(try command(##"{"wait":{"text":"Hi"}}"##) == .wait(.text("Hi")))
        #expect(try command(##"{"wait":{"selector":"#a"}}"##) == .wait(.selector("#a")))
        #expect(try command(##"{"wait":{"gone":"#a"}}"##) == .wait(.gone("#a")))
        #expect(try command(##"{"wait":{"idle":true}}"##) == .wait(.idle))
        #expect(try command(##"{"state":true}"##) == .state)
        #expect(try command(##"{"text":true}"##) == .text(nil))
        #expect(try command(##"{"text":"h1"}"##) == .text("h1"))
        #expect(try command(##"{"html":"h1"}"##) == .html("h1"))
        #expect(try command(##"{"count":"li"}"##) == .count("li"))
        #expect(try command(##"{"attribute":"a","name":"href"}"##) == .attribute("a", name: "href"))
        #expect(try command(##"{"screen":true}"##) == .screen)
        #expect(try command(##"{"cookies":true}"##) == .cookies)
        #expect(try command(##"{"expect":{"url":"http://x/"}}"##) == .expect(.url("http://x/")))
        #expect(try command(##"{"expect":{"no_selector":"dialog[open]"}}"##) == .expect(.noSelector("dialog[open]")))
        #expect(try command(##"{"expect":{"action":"load"}}"##) == .expect(.action("load")))
        #expect(try command(##"{"expect":{"tab_count":2}}"##) == .expect(.tabCount(2)))
        #expect(try command(##"{"expect":{"status":404}}"##) == .expect(.status(404)))
        #expect(try command(##"{"expect":{"screen":"[X]"}}"##) == .expect(.screen("[X]")))
        #expect(try command(##"{"expect":{"path":"/"}}"##) == .expect(.path("/")))
        #expect(try command(##"{"expect":{"text":"a"}}"##) == .expect(.text("a")))
        #expect(try command(##"{"expect":{"no_text":"a"}}"##) == .expect(.noText("a")))
        #expect(try command(##"{"expect":{"selector":"a"}}"##) == .expect(.selector("a")))
        #expect(try command(##"{"expect":{"modal":false}}"##) == .expect(.modal(false)))
        #expect(try command(##"{"expect":{"title":"T"}}"##) == .expect(.title("T")))
    }

    @Test func aTimeoutIsSecondsOnAnyCommand() throws {
        #expect(try DriverStep(line: ##"{"visit":"/","timeout":2.5}"##).timeout == .milliseconds(2500))
        #expect(try DriverStep(line: ##"{"state":true}"##).timeout == .seconds(10))
        #expect(error(##"{"state":true,"timeout":0}"##)?.contains("\"timeout\" is a number of seconds") == true)
        #expect(error(##"{"state":true,"timeout":"5"}"##)?.contains("not \"5\"") == true)
    }

    @Test func badLinesSayWhatIsWrongInOneSentence() {
        #expect(error("visit /")?.hasPrefix("Not a JSON line (line 1, column 1: expected a value but found") == true)
        #expect(error(##"["visit"]"##) == "A command is a JSON object such as {\"visit\":\"/\"}, not an array.")
        #expect(error(##"{"vist":"/"}"##)?.hasPrefix("No command in the line (unknown command \"vist\"); commands are visit, click,") == true)
        #expect(error(##"{"visit":"/","click":"a"}"##) == "One command per line, not click and visit.")
        #expect(error(##"{"click":"a","vale":"x"}"##) == "Unknown key \"vale\" in a \"click\" command.")
        #expect(error(##"{"fill":"#a"}"##) == "A \"fill\" command needs \"value\".")
        #expect(error(##"{"fill":"#a","value":3}"##) == "\"value\" is a string, not a number.")
        #expect(error(##"{"back":1}"##) == "Write {\"back\":true}, not 1.")
        #expect(error(##"{"confirm":"yes"}"##) == "\"confirm\" is \"accept\" or \"dismiss\", not \"yes\".")
        #expect(error(##"{"wait":{"txt":"a"}}"##) == "\"wait\" takes exactly one of text, selector, gone, idle; given: txt.")
        #expect(error(##"{"expect":{"modal":"yes"}}"##) == "\"modal\" is true or false, not a string.")
        #expect(error(##"{"expect":"x"}"##) == "\"expect\" takes an object with one of url, path, text, no_text, selector, modal, title, no_selector, action, tab_count, status, screen.")
        #expect(error(##"{"expect":{"tab_count":1.5}}"##) == "\"tab_count\" is a whole number from 0, not 1.5.")
        #expect(error(##"{"expect":{"status":"404"}}"##) == "\"status\" is a whole number from 0, not \"404\".")
        #expect(error(##"{"press":"Hyper-x"}"##)?.hasPrefix("Unknown key \"Hyper-x\": give one character, or one of Enter, Tab") == true)
    }

    @Test func keysAreNamedAsTheHelpScreenNamesThem() {
        #expect(KeyName.key(named: "Enter") == .enter)
        #expect(KeyName.key(named: "Esc") == .escape)
        #expect(KeyName.key(named: "S-Tab") == .backTab)
        #expect(KeyName.key(named: "h") == .character("h"))
        #expect(KeyName.key(named: "G") == .character("G"))
        #expect(KeyName.key(named: "C-r") == .control("r"))
        #expect(KeyName.key(named: "Ctrl-E") == .control("e"))
        #expect(KeyName.key(named: "F1") == .function(1))
        #expect(KeyName.key(named: "Space") == .character(" "))
        #expect(KeyName.key(named: "\u{1B}") == nil, "a control character is not a key name")
        #expect(KeyName.key(named: "C-1") == nil)
    }

    @Test func answersPutOkFirstAndEscapeControlCharacters() {
        var answer = DriverAnswer.success
        answer["text"] = .string("a\u{1B}[31mb")
        answer["count"] = .number(2)
        #expect(answer.line == ##"{"ok":true,"count":2,"text":"a\u001b[31mb"}"##)
        #expect(DriverAnswer.failure(DriverError("No.")).line == ##"{"ok":false,"error":"No."}"##)
    }

    @Test func outerHTMLFollowsHTMLSerialization() throws {
        let document = HTMLParser.parse(#"<div id=a title='x "y" &'>1 &lt; 2&nbsp;<br><script>if (a < b) {}</script><img src=i></div>"#)
        let div = try #require(document.element(withID: "a"))
        #expect(OuterHTML.of(div) == #"<div id="a" title="x &quot;y&quot; &amp;">1 &lt; 2&nbsp;<br><script>if (a < b) {}</script><img src="i"></div>"#)
    }

    /// The escapes at the ends, side by side, beside multi-byte text, and a
    /// no-break space with a combining mark after it (still U+00A0 to escape).
    @Test func escapingWorksAtEveryPosition() {
        #expect(OuterHTML.escape("&<é>\u{A0}\u{301}\"&", inAttribute: false) == "&amp;&lt;é&gt;&nbsp;\u{301}\"&amp;")
        #expect(OuterHTML.escape("\"<é>\u{A0}&\"", inAttribute: true) == "&quot;<é>&nbsp;&amp;&quot;")
        #expect(OuterHTML.escape("plain ü text", inAttribute: true) == "plain ü text")
    }
}
