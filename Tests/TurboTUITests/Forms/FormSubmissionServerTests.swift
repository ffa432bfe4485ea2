import Foundation
import Testing
import HTML
import Net
import Turbo

/// Submissions sent by libcurl to a real HTTP server on 127.0.0.1: what
/// arrives is what the model built, and the answer is decided from what
/// came back, without a second request.
@Suite("Form submission over the wire (loopback server)")
struct FormSubmissionServerTests {
    /// Serves `page` at /form and answers everything else with `answer`.
    private func server(page: String, answer: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply)
        throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            request.target == "/form" ? .html(page) : answer(request)
        }
    }

    /// Loads /form, builds the submission of its first form, sends it.
    private func submit(on server: LoopbackHTTPServer, transport: CurlTransport, submitter: String? = nil,
                        edit: (Document, inout FormValues) -> Void = { _, _ in })
        throws -> (submission: FormSubmission, response: HTTPResponse) {
        let pageURL = server.url("/form")
        let page = try transport.fetch(HTTPRequest(url: pageURL)).get()
        let document = HTMLParser.parse(String(decoding: page.body, as: UTF8.self))
        let form = try #require(document.firstDescendant(where: { $0.name == "form" }))
        var values = FormValues()
        edit(document, &values)
        let submission = try FormSubmission(form: form, submitter: submitter.flatMap(document.element(withID:)),
                                            pageURL: pageURL, values: values)
        var factory = TurboRequestFactory()
        let token = CSRFToken.find(in: document, cookies: transport.cookieJar.scriptVisibleCookies(for: pageURL))
        let response = try transport.fetch(submission.request(csrfToken: token, using: &factory)).get()
        return (submission, response)
    }

    @Test func urlencodedPostArrivesAsBuiltAndItsRedirectIsVisitedWithoutASecondRequest() throws {
        let page = #"<meta name="csrf-token" content="tok-123"><form method="post" action="/posts">"#
            + #"<input type="hidden" name="authenticity_token" value="a+b"><input id="t" name="post[title]" value="old">"#
            + #"<textarea name="post[body]">x</textarea><button id="save" name="commit" value="Create">Create</button></form>"#
        let server = try server(page: page) { request in
            request.method == "POST" ? .redirect(to: "/posts/9", status: 303) : .html("<h1>Post 9</h1>")
        }
        let (submission, response) = try submit(on: server, transport: CurlTransport(), submitter: "save") { document, values in
            values[document.element(withID: "t")!] = .text("Grüße & more")
        }
        let post = try #require(server.requests.first { $0.method == "POST" })
        #expect(post.target == "/posts")
        #expect(String(decoding: post.body, as: UTF8.self)
            == "authenticity_token=a%2Bb&post%5Btitle%5D=Gr%C3%BC%C3%9Fe+%26+more&post%5Bbody%5D=x&commit=Create")
        #expect(post.header("Content-Type") == "application/x-www-form-urlencoded;charset=UTF-8")
        #expect(post.header("X-CSRF-Token") == "tok-123")
        #expect(post.header("Accept") == AcceptHeader.turboStreamOrHTML)
        #expect(post.header("Referer") == server.url("/form").absoluteString)

        let outcome = FormOutcome(submission: submission, response: response)
        #expect(outcome == FormOutcome(answer: .visit(server.url("/posts/9"), VisitOptions(action: .advance, response: response)),
                                       clearsSnapshotCache: true))
        #expect(String(decoding: response.body, as: UTF8.self) == "<h1>Post 9</h1>")
        // /form, the POST, the redirect's GET: the visit needs no fourth.
        #expect(server.requests.map { "\($0.method) \($0.target)" } == ["GET /form", "POST /posts", "GET /posts/9"])
    }

    @Test func validationErrorsComeBackAs422AndRenderInPlace() throws {
        let server = try server(page: #"<form method="post" action="/posts"><input name="title"></form>"#) { _ in
            .html("<p>Title can't be blank</p>", status: 422)
        }
        let (submission, response) = try submit(on: server, transport: CurlTransport())
        #expect(FormOutcome(submission: submission, response: response)
            == FormOutcome(answer: .renderInPlace(response), clearsSnapshotCache: true))
        #expect(response.url == server.url("/posts"))
    }

    @Test func aPostAnswered200IsReportedAsTurboReportsIt() throws {
        let server = try server(page: #"<form method="post" action="/posts"></form>"#) { _ in .html("<p>done</p>") }
        let (submission, response) = try submit(on: server, transport: CurlTransport())
        #expect(FormOutcome(submission: submission, response: response).answer
            == .reportError(message: "Form responses must redirect to another location"))
    }

    @Test func multipartUploadCarriesTheFileReadFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("notes.txt").path
        try Data("line 1\nline 2\n".utf8).write(to: URL(fileURLWithPath: path))
        let file = try FormFile.read(path: path)
        #expect(file.contentType == "text/plain")

        let page = #"<form method="post" action="/upload" enctype="multipart/form-data"><input name="caption" value="a&#34;b">"#
            + #"<input type="file" id="f" name="attachment"><input type="file" name="none"></form>"#
        let server = try server(page: page) { request in
            request.method == "GET" ? .html("<p>done</p>") : .redirect(to: "/done", status: 303)
        }
        let (submission, _) = try submit(on: server, transport: CurlTransport()) { document, values in
            values[document.element(withID: "f")!] = .files([file])
        }
        let upload = try #require(server.requests.first { $0.method == "POST" })
        let boundary = submission.boundary
        #expect(upload.header("Content-Type") == "multipart/form-data; boundary=\(boundary)")
        let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\na\"b\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"attachment\"; filename=\"notes.txt\"\r\nContent-Type: text/plain\r\n\r\nline 1\nline 2\n\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"none\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n"
            + "--\(boundary)--\r\n"
        #expect(String(decoding: upload.body, as: UTF8.self) == expected)
    }

    @Test func unusableFilesAreReportedByPath() throws {
        #expect(throws: FormFileError.missing("/nonexistent/x.txt")) { try FormFile.read(path: "/nonexistent/x.txt") }
        #expect(throws: FormFileError.directory("/tmp")) { try FormFile.read(path: "/tmp") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-big-\(UUID().uuidString)").path
        try Data(count: 2 * 1_048_576).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FormFileError.tooLarge(path, bytes: 2 * 1_048_576, limit: 1_048_576)) {
            try FormFile.read(path: path, maximumBytes: 1_048_576)
        }
        #expect(FormFileError.tooLarge(path, bytes: 2 * 1_048_576, limit: 1_048_576).description
            == "\(path) is 2 MiB; files over 1 MiB are not attached")
        #expect(try FormFile.read(path: path).bytes.count == 2 * 1_048_576)
    }

    @Test func patchAndDeleteArriveAsThoseMethods() throws {
        let page = #"<meta name="csrf-token" content="t"><form method="patch" action="/posts/3"><input name="title" value="New"></form>"#
            + #"<a id="del" href="/posts/3?undo=1" data-turbo-method="delete">Delete</a>"#
        let server = try server(page: page) { request in
            request.method == "GET" ? .html("<p>posts</p>") : .redirect(to: "/posts", status: 303)
        }
        let transport = CurlTransport()
        _ = try submit(on: server, transport: transport)
        let pageURL = server.url("/form")
        let document = HTMLParser.parse(String(decoding: try transport.fetch(HTTPRequest(url: pageURL)).get().body, as: UTF8.self))
        let anchor = try #require(document.element(withID: "del"))
        let link = try #require(MethodLink.submission(for: anchor, pageURL: pageURL))
        var factory = TurboRequestFactory()
        _ = try transport.fetch(link.request(csrfToken: CSRFToken.find(in: document, cookies: []), using: &factory)).get()

        let patch = try #require(server.requests.first { $0.method == "PATCH" })
        #expect(patch.target == "/posts/3")
        #expect(String(decoding: patch.body, as: UTF8.self) == "title=New")
        let delete = try #require(server.requests.first { $0.method == "DELETE" })
        #expect(delete.target == "/posts/3")
        #expect(String(decoding: delete.body, as: UTF8.self) == "undo=1")
        #expect(delete.header("X-CSRF-Token") == "t")
    }

    @Test func getFormsPutTheirFieldsInTheQuery() throws {
        let page = #"<form action="/search?stale=1"><input id="q" name="q"><select name="in"><option>posts</option><option selected>all</option></select></form>"#
        let server = try server(page: page) { _ in .html("<p>results</p>") }
        let (submission, response) = try submit(on: server, transport: CurlTransport()) { document, values in
            values[document.element(withID: "q")!] = .text("turbo tui")
        }
        #expect(server.requests.last?.method == "GET")
        #expect(server.requests.last?.target == "/search?q=turbo+tui&in=all")
        #expect(FormOutcome(submission: submission, response: response).answer
            == .visit(response.url, VisitOptions(action: .advance, response: response)))
    }
}
