import FoundationEssentials
import Base
import HTML
import Net

/// Fills a page's frames before it is shown whole, for `--dump`: eager and
/// lazy frames load side by side (a dump has no scrolling to wait for), then
/// the frames inside their answers, until none is left or the time limit
/// passes. A frame that fails says why in its place, so the dump shows what
/// a browser would show and loses nothing.
package struct FrameResolver {
    package let transport: any Transport
    package let timeLimit: Duration
    /// Guards against answers that keep nesting new frames.
    package let maximumLoads: Int

    package init(transport: any Transport, timeLimit: Duration = .seconds(15), maximumLoads: Int = 64) {
        self.transport = transport
        self.timeLimit = timeLimit
        self.maximumLoads = maximumLoads
    }

    /// Returns one note per frame that did not render normally.
    package func resolve(_ document: Document, page: URL) -> [String] {
        let clock = transport.timers.clock
        let deadline = clock.now + timeLimit
        // The limit is a timer of the transport's, so its poll wakes for it on
        // the one clock (a fixture's virtual time reaches it before a later answer).
        let limit = transport.timers.schedule(after: timeLimit) {}
        defer { transport.timers.cancel(limit) }
        var factory = TurboRequestFactory()
        let finished = FinishedFrameLoads()
        var inFlight: [TransferID: FrameLoad] = [:]
        var notes: [String] = []
        var started = 0
        // `recurse` loads so far per frame (R4): their answers come back to the frame that asked.
        var recursions: [ObjectIdentifier: Int] = [:]

        func track(_ load: FrameLoad, _ fetch: TurboFetch) {
            let id = transport.start(factory.request(for: fetch)) { result in
                finished.append(load, result)
            }
            if !finished.contains(load) { inFlight[id] = load }
        }

        func start(_ plan: FrameLoadPlan) {
            for load in plan.eager + plan.lazy {
                guard started < maximumLoads else {
                    FrameNote.show("This frame was not loaded: the page has more than \(maximumLoads) frames.", in: load.frame)
                    notes.append(FrameNote.skipped(load, limit: maximumLoads))
                    continue
                }
                started += 1
                track(load, load.fetch(from: page))
            }
        }

        start(FrameLoadPlan(below: document, page: page))
        while !inFlight.isEmpty || !finished.isEmpty {
            for (load, result) in finished.takeAll() {
                inFlight = inFlight.filter { $0.value.frame.element !== load.frame.element }
                switch result {
                case .failure(let error):
                    FrameNote.show("This frame could not load: \(error.description)", in: load.frame)
                    notes.append("frame \"\(load.frame.id ?? "")\" (\(load.url.absoluteString)): \(error.description)")
                case .success(let response):
                    let key = ObjectIdentifier(load.frame.element)
                    let answer = FrameSwap.apply(response, to: load.frame, in: document, page: page,
                                                 recursions: recursions[key] ?? 0)
                    if case .rendered(let render) = answer { start(render.loads) }
                    if case .recurse(let nested) = answer {
                        recursions[key, default: 0] += 1
                        track(load, TurboFetch(url: nested.url, frameID: nested.frameID, referrer: page))
                    }
                    if let note = FrameNote.describe(answer, of: load) { notes.append(note) }
                }
            }
            if inFlight.isEmpty { break }
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                for (id, load) in inFlight {
                    transport.cancel(id)
                    FrameNote.show("This frame did not load within \(timeLimit).", in: load.frame)
                    notes.append("frame \"\(load.frame.id ?? "")\" (\(load.url.absoluteString)): no answer within \(timeLimit)")
                }
                inFlight.removeAll()
                break
            }
            var none: [PollDescriptor] = []
            let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            transport.poll(waitingOn: &none, timeoutMilliseconds: Int32(clamping: max(1, min(milliseconds, 1000))))
        }
        return notes
    }
}
