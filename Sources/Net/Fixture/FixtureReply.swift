/// One reply a `FixtureTransport` holds for a route: a recorded answer or
/// a network failure, arriving `delay` after the request on the
/// transport's manual clock.
package struct FixtureReply: Sendable {
    package let outcome: Result<RecordedAnswer, NetError>
    package let delay: Duration
}
