import Foundation
import Testing
import HTML
import Turbo

/// Which frames load at once and which wait to be seen (turbo-wire Fr1).
@Suite("Frame loading plan")
struct FrameLoadPlanTests {
    private let page = URL(string: "http://x.test/dir/page")!

    @Test func eagerLazyAndSkippedFrames() {
        let document = HTMLParser.parse(#"""
            <turbo-frame id="e1" src="one"></turbo-frame>
            <turbo-frame id="lz" src="/lazy" loading="lazy"></turbo-frame>
            <turbo-frame id="off" src="/off" disabled></turbo-frame>
            <turbo-frame id="done" src="/done" complete></turbo-frame>
            <turbo-frame id="nosrc"><turbo-frame id="e2" src="http://other.test/two"></turbo-frame></turbo-frame>
            <turbo-frame src="/no-id"></turbo-frame>
            <div><template><turbo-frame id="t" src="/template"></turbo-frame></template></div>
            """#)
        let plan = FrameLoadPlan(below: document, page: page)
        #expect(plan.eager.map { $0.frame.id } == ["e1", "e2"])
        #expect(plan.eager.map(\.url.absoluteString) == ["http://x.test/dir/one", "http://other.test/two"])
        #expect(plan.lazy.map { $0.frame.id } == ["lz"])
        #expect(plan.eager.first?.fetch(from: page).frameID == "e1")
    }

    @Test func refreshMorphFramesReloadAfterARefresh() {
        let document = HTMLParser.parse(#"""
            <turbo-frame id="m" src="/m" refresh="morph" complete></turbo-frame><turbo-frame id="n" src="/n" complete></turbo-frame>
            """#)
        #expect(FrameLoadPlan.morphingReloads(below: document, page: page).map { $0.frame.id } == ["m"])
    }
}
