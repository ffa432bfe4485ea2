/// One reply a `FixtureTransport` holds for a route: a recorded answer or
/// a network failure, arriving `delay` after the request on the
/// transport's manual clock.
struct FixtureReply: Sendable {
    let outcome: Result<RecordedAnswer, NetError>
    let delay: Duration
}
