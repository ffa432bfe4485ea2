/// What a proposed URL is, before any stack changes: a page of the app, a
/// jump within the shown page, something for another program, or refused.
package enum LocationDecision: Equatable, Sendable {
    case navigate
    case scroll(anchor: String)
    case external(ExternalReason)
    case refuse(RefusalReason)
}
