import Foundation
import Glibc
import Testing
import Net
import Turbo

/// Long work off the loop (issue 32): a server's path configuration is
/// compiled on a thread of its own and handed back on the loop's thread,
/// after a poll, so the loop answers keys and signals meanwhile.
@Suite("Work off the loop")
struct OffLoopWorkTests {
    @Test func theWorkRunsElsewhereAndItsResultComesBackHereAfterAPoll() {
        let transport = FixtureTransport()
        let work = OffLoopWork(transport: transport)
        let loopThread = pthread_self()
        var result: (value: Int, workedHere: Bool, deliveredHere: Bool)?
        work.run(name: "test work", { (41 + 1, pthread_equal(pthread_self(), loopThread) != 0) }, then: { value, workedHere in
            result = (value, workedHere, pthread_equal(pthread_self(), loopThread) != 0)
        })
        #expect(result == nil, "nothing is handed back before the loop polls")
        #expect(work.pendingCount == 1)
        #expect(EventLoopDriver.run(transport) { result != nil })
        #expect(result?.value == 42)
        #expect(result?.workedHere == false, "the work ran on a thread of its own")
        #expect(result?.deliveredHere == true, "the result came back on the loop's thread")
        #expect(work.pendingCount == 0)
    }

    @Test func manyJobsEachGetTheirOwnResult() {
        let transport = FixtureTransport()
        let work = OffLoopWork(transport: transport)
        var results: [Int: String] = [:]
        for job in 0..<20 {
            work.run(name: "test work", { String(repeating: "x", count: job) }, then: { results[job] = $0 })
        }
        #expect(EventLoopDriver.run(transport) { results.count == 20 })
        #expect(results.allSatisfy { $0.value.count == $0.key })
    }

    @Test func aServersConfigurationIsDecodedOffTheLoopAndAppliedOnIt() throws {
        let url = HTTPFixtures.url("/configurations/ios_v1.json")
        let transport = FixtureTransport()
        transport.answer(url, with: try HTTPFixtures.answer("path-configuration/ios_v1"))
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: nil,
                                           decode: PathConfigurationStore.decodeOffLoop(OffLoopWork(transport: transport)))
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        #expect(EventLoopDriver.run(transport) { !reports.isEmpty })
        guard case .applied(let count)? = reports.first?.outcome else {
            Issue.record("not applied: \(reports)")
            return
        }
        #expect(count == store.configuration.rules.count && count > 0)
    }
}
