import Foundation
import Testing
import HTML
import Net
import Turbo

/// Reading stream messages: several streams in order, bad streams reported
/// with a clear message while the others run, and the Content-Type rule.
@Suite("Stream messages")
struct StreamMessageTests {
    @Test func streamsRunInOrder() {
        let (body, outcome) = CanonicalDOM.apply("""
            <turbo-stream action="update" target="c"><template>1</template></turbo-stream>
            <turbo-stream action="append" target="c"><template>2</template></turbo-stream>
            <turbo-stream action="prepend" target="c"><template>0</template></turbo-stream>
            """, to: #"<p id="c">x</p>"#)
        #expect(body == #"<p id="c">012</p>"#)
        #expect(outcome.actionCount == 3)
    }

    @Test func streamsInsideTemplatesAreContentNotMessages() {
        let message = StreamMessage(html: #"""
            <turbo-stream action="append" target="x"><template><turbo-stream action="remove" target="y"></turbo-stream></template></turbo-stream>
            """#)
        #expect(message.streams.count == 1)
    }

    @Test func badStreamsAreReportedAndTheRestRun() {
        let (body, outcome) = CanonicalDOM.apply("""
            <turbo-stream target="c"><template>no action</template></turbo-stream>
            <turbo-stream action="explode" target="c"></turbo-stream>
            <turbo-stream action="append"><template>no target</template></turbo-stream>
            <turbo-stream action="append" target="c"><p>not a template</p></turbo-stream>
            <turbo-stream action="append" target="c"><template>ok</template></turbo-stream>
            """, to: #"<p id="c"></p>"#)
        #expect(body == #"<p id="c">ok</p>"#)
        #expect(outcome.errors.map(\.description) == [
            #"<turbo-stream target="c">: the action attribute is missing"#,
            #"<turbo-stream action="explode" target="c">: unknown action "explode""#,
            #"<turbo-stream action="append">: the target or targets attribute is missing"#,
            #"<turbo-stream action="append" target="c">: the first child element must be a <template>, not <p>"#,
        ])
    }

    @Test func garbageIsNoMessageAndNoCrash() {
        let (body, outcome) = CanonicalDOM.apply("<<<>>>\u{0}\u{1B}[2J not html at all </template>", to: "<p>same</p>")
        #expect(body == "<p>same</p>")
        #expect(outcome.actionCount == 0)
    }

    @Test func refreshIsCollectedNotApplied() {
        let (_, outcome) = CanonicalDOM.apply(#"""
            <turbo-stream action="refresh" request-id="abc"></turbo-stream><turbo-stream action="refresh"></turbo-stream>
            """#, to: "<p>x</p>")
        #expect(outcome.refreshes.map(\.requestID) == ["abc", nil])
        #expect(outcome.changes.isEmpty)
    }

    @Test func theContentTypeDecidesWhatIsAStream() {
        let url = URL(string: "http://x.test/")!
        let stream = HTTPResponse(status: 422, url: url, headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=utf-8")])
        let html = HTTPResponse(status: 200, url: url, headers: [("Content-Type", "text/html")])
        #expect(StreamMessage.isStream(stream))
        #expect(!StreamMessage.isStream(html))
    }

    @Test func aLatin1BodyIsDecodedByItsCharset() {
        let body: [UInt8] = Array(#"<turbo-stream action="update" target="c"><template>caf"#.utf8) + [0xE9]
            + Array("</template></turbo-stream>".utf8)
        let response = HTTPResponse(status: 200, url: URL(string: "http://x.test/")!,
                                    headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=iso-8859-1")], body: body)
        let document = HTMLParser.parse(#"<p id="c"></p>"#)
        _ = StreamProcessor.apply(StreamMessage(response: response), to: document)
        #expect(CanonicalDOM.body(document) == #"<p id="c">café</p>"#)
    }
}

/// Large and hostile messages finish and lose nothing.
@Suite("Stream messages at scale")
struct StreamMessageScaleTests {
    @Test func fiveThousandAppendsInOneMessageAllLand() {
        let streams = (0..<5000).map { #"<turbo-stream action="append" target="l"><template><li id="i\#($0)">\#($0)</li></template></turbo-stream>"# }
        let document = HTMLParser.parse(#"<ul id="l"></ul>"#)
        let index = ElementIDIndex(root: document)
        let outcome = StreamProcessor.apply(StreamMessage(html: streams.joined()), to: document, index: index)
        #expect(outcome.actionCount == 5000)
        #expect(document.element(withID: "l")?.children.count == 5000)
        #expect(index.element(withID: "i4999")?.textContent == "4999")
    }

    @Test func anUnclosedTemplateStillRunsWhatItHolds() {
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="update" target="c"><template><b>cut off"#, to: #"<p id="c">x</p>"#)
        #expect(outcome.errors.isEmpty)
        #expect(body == #"<p id="c"><b>cut off</b></p>"#)
    }

    /// turbo-wire R3: `method` and `scroll` of a refresh; a value Turbo does not know says nothing.
    @Test func aRefreshCarriesItsMethodAndScroll() {
        let document = HTMLParser.parse(bytes: Array("<p id=a>a</p>".utf8))
        let message = StreamMessage(html: """
            <turbo-stream action="refresh" method="morph" scroll="preserve"></turbo-stream>\
            <turbo-stream action="refresh" method="replace" scroll="reset" request-id="r1"></turbo-stream>\
            <turbo-stream action="refresh" method="fast" scroll="up"></turbo-stream>
            """)
        let outcome = StreamProcessor.apply(message, to: document)
        #expect(outcome.refreshes == [
            StreamRefresh(requestID: nil, overrides: PageRefreshOverrides(morphs: true, preservesScroll: true)),
            StreamRefresh(requestID: "r1", overrides: PageRefreshOverrides(morphs: false, preservesScroll: false)),
            StreamRefresh(requestID: nil, overrides: PageRefreshOverrides()),
        ])
    }
}
