import Foundation
import Net
import Turbo
import UI

/// A small site on 127.0.0.1 for the driver's commands: links (one hidden,
/// one to another site), a form with every kind of field, a confirm button,
/// a 422 answer, a page whose eager frame comes late, a slow page, a live
/// source whose message comes late, and a cookie.
enum DriveSite {
    static let live = #"<turbo-stream action="append" target="log"><template><li id="live">live one</li></template></turbo-stream>"#
        + #"<turbo-stream action="remove" target="going"></turbo-stream>"#

    static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"), ("GET", "/?a=1"):
                return .html("""
                    <title>Home</title><p><a id=second href=/second>Second <span class=inner>page</span></a>
                    <a href=/new>new</a> <a href=/form>form</a> <a href="https://elsewhere.test/x">away</a></p>
                    <p hidden><a id=hidden href=/second>hidden link</a></p><p id=para>Just text.</p>
                    """, headers: [("Set-Cookie", "visited=yes; Path=/; Max-Age=3600; HttpOnly")])
            case ("GET", "/second"): return .html("<title>Second</title><p>the second page</p>")
            case ("GET", "/new"): return .html("<title>New</title><p>inside the modal</p><p><a href=/second>second</a></p>")
            case ("GET", "/form"):
                return .html("""
                    <title>Form</title>
                    <form action=/items method=post enctype=multipart/form-data>
                    <label for=name>Name</label> <input id=name name=name maxlength=5>
                    <textarea id=body name=body placeholder=Body>old</textarea>
                    <select id=color name=color><option value=r>Red</option><option value=g>Green</option>
                    <option value=p disabled>Purple</option></select>
                    <input type=checkbox id=agree name=agree value=1>
                    <input type=radio id=small name=size value=s checked> <input type=radio id=large name=size value=l>
                    <input type=file id=upload name=upload>
                    <input id=ro name=ro value=fixed readonly> <input id=off name=off disabled>
                    <input type=hidden id=secret name=secret value=s3>
                    <button id=off-button disabled>Off</button>
                    <button id=danger name=go value=danger data-turbo-confirm="Really send it?">Danger</button>
                    <button id=save name=go value=save>Save</button>
                    </form>
                    <form action=/bad method=post><input id=bad name=bad><button id=send-bad>Send bad</button></form>
                    """)
            case ("POST", "/items"): return .redirect(to: "/saved", status: 303)
            case ("GET", "/saved"): return .html("<title>Saved</title><p>Saved it.</p>")
            case ("POST", "/bad"): return .html("<title>Form</title><p>Bad is not good.</p><form action=/bad method=post><input id=bad name=bad></form>", status: 422)
            case ("GET", "/framed"):
                return .html("<title>Framed</title><turbo-frame id=late src=/late>Loading…</turbo-frame>")
            case ("GET", "/late"):
                return .delayed(seconds: 0.4, .init(.html("<turbo-frame id=late><p>The late frame.</p></turbo-frame>")))
            case ("GET", "/reload-me"):
                return .html(#"<title>Reloaded</title><meta name="turbo-visit-control" content="reload"><p>in full</p>"#)
            case ("GET", "/stuck"): return .html("<title>Stuck</title><p>a modal without Done</p>")
            case ("GET", "/slow"): return .delayed(seconds: 1.5, .init(.html("<title>Slow</title><p>slow page</p>")))
            case ("GET", "/live"):
                return .html("<title>Live</title><turbo-stream-source src=/events></turbo-stream-source>"
                             + "<ul id=log><li>first</li></ul><p id=going>going soon</p>")
            case ("GET", "/events"):
                return .delayed(seconds: 0.6, .init(.respond(status: 200, headers: [("Content-Type", "text/event-stream")],
                                                               body: Array("data: \(live)\n\n".utf8))))
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    /// `/new` opens the modal; so does `/stuck`, whose Done is switched off.
    static var modalNew: BrowserConfiguration {
        BrowserConfiguration.testApp(pathProperties: { url in
            switch url.path {
            case "/new": PathProperties(["context": .string("modal")])
            case "/stuck": PathProperties(["context": .string("modal"), "modal_dismiss_gesture_enabled": .bool(false)])
            default: PathProperties()
            }
        })
    }
}
