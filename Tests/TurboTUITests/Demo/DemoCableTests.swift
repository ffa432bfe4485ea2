import Foundation
import Testing
import Base

/// The streams channel: signed stream names from the pages subscribe, forged
/// ones are rejected, and a change made through a form arrives as a
/// turbo-stream message.
@Suite("Demo app's Turbo streams channel")
struct DemoCableTests {
    private func signedStreamName(on path: String, server: DemoServer) throws -> String {
        let page = try CurlSession().get(server.url(path)).body
        let source = try #require(DemoPage.elements("turbo-cable-stream-source", in: page).first)
        #expect(source.attribute("channel") == "Turbo::StreamsChannel")
        return try #require(source.attribute("signed-stream-name"))
    }

    @Test func aSignedStreamNameFromThePageSubscribes() throws {
        let server = try DemoServer.shared()
        let name = try signedStreamName(on: "/posts", server: server)
        let cable = try CableClient(server: server)
        _ = try cable.receive() // welcome
        let identifier = try cable.subscribe(signedStreamName: name)
        let answer = try cable.receive()
        #expect(answer["type"] as? String == "confirm_subscription")
        #expect(answer["identifier"] as? String == identifier)
    }

    @Test func aForgedStreamNameIsRejected() throws {
        let server = try DemoServer.shared()
        let name = try signedStreamName(on: "/posts", server: server)
        // Same stream, other signature: "posts" signed with a key the server does not have.
        let forged = String(name.prefix { $0 != "-" }) + "--" + String(repeating: "0", count: 64)
        let cable = try CableClient(server: server)
        _ = try cable.receive()
        _ = try cable.subscribe(signedStreamName: forged)
        #expect(try cable.receive()["type"] as? String == "reject_subscription")
    }

    @Test func newAndEditedPostsAreBroadcastToSubscribers() throws {
        let server = try DemoServer.shared()
        let cable = try CableClient(server: server)
        _ = try cable.receive()
        _ = try cable.subscribe(signedStreamName: try signedStreamName(on: "/posts", server: server))
        #expect(try cable.receive()["type"] as? String == "confirm_subscription")

        let title = "Broadcast \(UUID().uuidString.prefix(8))"
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/posts/new"))
        let created = try browser.post(server.url("/posts"), fields: [("authenticity_token", token),
                                                                      ("post[title]", title), ("post[body]", "hello")])
        #expect(created.status == 200)
        #expect(created.body.contains(title)) // a browser lands on the list

        // Other tests may post at the same time: wait for this post's message.
        var message = ""
        while !message.contains(title) {
            message = try cable.receive()["message"] as? String ?? ""
        }
        #expect(message.hasPrefix(#"<turbo-stream action="append" target="posts"><template><div id="post_"#))

        // Saving an edit replaces the post's element on every subscribed page.
        let domID = try #require(DemoPage.elements("div", in: message).first?.attribute("id"))
        let renamed = title + " (edited)"
        let edited = try browser.post(server.url("/posts/\(domID.dropFirst("post_".count))"),
                                      fields: [("authenticity_token", token), ("_method", "patch"), ("post[title]", renamed)])
        #expect(edited.body.contains("Post updated."))
        while !message.contains(renamed) {
            message = try cable.receive()["message"] as? String ?? ""
        }
        #expect(message.hasPrefix(#"<turbo-stream action="replace" target="\#(domID)"><template>"#))
    }

    @Test func theStreamsPageSubscribesToTheClockAndTheSSESource() throws {
        let server = try DemoServer.shared()
        let page = try CurlSession().get(server.url("/streams")).body
        #expect(DemoPage.elements("turbo-cable-stream-source", in: page).count == 2)
        #expect(DemoPage.elements("turbo-stream-source", in: page).first?.attribute("src") == "/streams/events")
        #expect(DemoPage.metaContent("action-cable-url", in: page) == "/cable")

        let cable = try CableClient(server: server)
        _ = try cable.receive()
        let clock = try #require(DemoPage.elements("turbo-cable-stream-source", in: page).first?.attribute("signed-stream-name"))
        _ = try cable.subscribe(signedStreamName: clock)
        #expect(try cable.receive()["type"] as? String == "confirm_subscription")
        let tick = try cable.receive()["message"] as? String ?? ""
        #expect(tick.hasPrefix(#"<turbo-stream action="update" target="cable-clock"><template>"#))
    }
}
