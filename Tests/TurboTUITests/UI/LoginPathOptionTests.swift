import Testing
import CLI
import UI

/// `--login-path`: where the browser goes after an HTTP 401.
@Suite("Login path option")
struct LoginPathOptionTests {
    @Test func defaultsToSignin() throws {
        #expect(try CommandLineOptions.parse(["http://app.test/"]).loginPath == "/signin")
    }

    @Test func takesAPathOrNothing() throws {
        #expect(try CommandLineOptions.parse(["--login-path", "/session/new", "http://app.test/"]).loginPath == "/session/new")
        #expect(try CommandLineOptions.parse(["--login-path=", "http://app.test/"]).loginPath == nil)
    }

    @Test func withoutALoginPathA401IsShown() {
        var driver = BrowserDriver(configuration: BrowserConfiguration.testApp(loginPath: nil))
        driver.open("http://app.test/private")
        driver.answer("<h1>Please sign in</h1>", status: 401)
        #expect(driver.visits == ["http://app.test/private"])
        #expect(driver.rows[1] == "Please sign in")
    }
}
