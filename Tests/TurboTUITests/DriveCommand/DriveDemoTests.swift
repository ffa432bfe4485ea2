import Foundation
import Testing

/// The seed's story through `turbo-tui drive` against the demo Rails app:
/// the real binary, real Rails (CSRF, cookie sessions, Action Cable), the
/// demo's path configuration, and a cookie jar shared by two runs.
@Suite("Drive: the demo app", .serialized)
struct DriveDemoTests {
    private static func drive(_ demo: DemoServer, jar: URL, _ arguments: [String], input: String? = nil) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, ["drive", "--cookie-jar", jar.path,
                                                 "--path-config", demo.url("/configurations/tui_v1.json").absoluteString] + arguments,
                              input: input)
    }

    private static func answers(_ result: ProcessResult) -> [[String: Any]] {
        result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    private static func jar() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("drive-demo-jar-\(UUID().uuidString).txt")
    }

    @Test func signingInInTheModalSignsInTheMainPageAndTheNextRun() throws {
        let demo = try DemoServer.shared()
        let jar = Self.jar()
        defer { try? FileManager.default.removeItem(at: jar) }
        let story = """
            {"visit":"\(demo.url("/"))"}
            {"click":"a[href='/signin']"}
            {"state":true}
            {"fill":"#sign_in_name","value":"Ada"}
            {"fill":"#sign_in_password","value":"turbo"}
            {"click":"input[type=submit]"}
            {"expect":{"text":"Signed in as Ada"}}
            {"click":"a[href='/posts']"}
            {"click":"a[href='/posts/new']"}
            {"expect":{"modal":true}}
            {"done":true}
            {"back":true}
            """
        let first = try Self.drive(demo, jar: jar, [], input: story + "\n")
        #expect(first.status == 0, "\(first.standardError)")
        let answers = Self.answers(first)
        try #require(answers.count == 12, "\(first.standardOutput)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(first.standardOutput)")
        let modal = try #require(answers[2]["state"] as? [String: Any])
        #expect(modal["modal"] as? Bool == true, "sign-in is a modal by the demo's path configuration")
        #expect(modal["modal_stack"] as? [String] == [demo.url("/signin").absoluteString])
        #expect(modal["main"] as? [String] == [demo.url("/").absoluteString])
        let signedIn = try #require(answers[5]["state"] as? [String: Any])
        #expect(signedIn["modal"] as? Bool == false, "the app receded: the modal closed")
        #expect(signedIn["url"] as? String == demo.url("/").absoluteString)
        #expect(signedIn["message"] as? String == "Signed in as Ada.")
        #expect((signedIn["last_visit"] as? [String: String])?["presentation"] == "pop")
        let done = try #require(answers[10]["state"] as? [String: Any])
        #expect(done["modal"] as? Bool == false)
        #expect(done["url"] as? String == demo.url("/posts").absoluteString, "Done leaves the page below the modal")
        let back = try #require(answers[11]["state"] as? [String: Any])
        #expect(back["url"] as? String == demo.url("/").absoluteString)
        #expect((back["last_visit"] as? [String: String])?["action"] == "restore")

        // The jar on disk is the browser's: the next run, like the next browser, is signed in.
        let second = try Self.drive(demo, jar: jar, [demo.url("/").absoluteString],
                                    input: #"{"expect":{"text":"Signed in as Ada"}}"# + "\n" + #"{"cookies":true}"# + "\n")
        let again = Self.answers(second)
        #expect(again.first?["ok"] as? Bool == true, "\(second.standardOutput)")
        let cookies = again.last?["cookies"] as? [[String: Any]] ?? []
        #expect(cookies.contains { $0["name"] as? String == "_turbo_demo_session" && $0["httpOnly"] as? Bool == true })
    }

    @Test func theDemoSmokeScriptPasses() throws {
        let demo = try DemoServer.shared()
        let jar = Self.jar()
        defer { try? FileManager.default.removeItem(at: jar) }
        let script = TestPaths.packageRoot.appendingPathComponent("demo/smoke.drive")
        let result = try Self.drive(demo, jar: jar, ["--script", script.path, demo.url("/").absoluteString])
        #expect(result.status == 0, "\(result.standardError)\n\(result.standardOutput)")
        let steps = try String(contentsOf: script, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
        #expect(Self.answers(result).count == steps.count)
        #expect(Self.answers(result).allSatisfy { $0["ok"] as? Bool == true })
    }

    @Test func aBroadcastArrivesWhileWaiting() throws {
        let demo = try DemoServer.shared()
        let jar = Self.jar()
        defer { try? FileManager.default.removeItem(at: jar) }
        let text = "broadcast \(UUID().uuidString.prefix(8))"
        let input = """
            {"wait":{"idle":true}}
            {"fill":"#message","value":"\(text)"}
            {"click":"input[value=Broadcast]"}
            {"expect":{"text":"Sent: \(text)"}}
            {"wait":{"text":"guest: \(text)"}}
            {"html":"#messages"}
            """
        let result = try Self.drive(demo, jar: jar, [demo.url("/streams").absoluteString], input: input + "\n")
        let answers = Self.answers(result)
        #expect(answers.map { $0["ok"] as? Bool } == [true, true, true, true, true, true], "\(result.standardOutput)")
        #expect((answers.last?["html"] as? String)?.contains(text) == true, "the Action Cable message was appended to the list")
    }
}
