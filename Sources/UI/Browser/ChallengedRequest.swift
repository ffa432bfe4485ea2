import Turbo
/// What a 401 asking for Basic or Digest answered: sent again once the
/// user gave a name and a password, or, on Esc, its 401 answer handled as
/// it would have been without a prompt. A visit, a form's submission or a
/// frame's load: Hotwire Native's web view asks for all three alike.
package enum ChallengedRequest {
    case visit(PageEntry, NavigationStackKind)
    case form(FormToSend)
    /// The frame's GET as it was sent, and the load it belonged to.
    case frame(TurboFetch, PendingFrameLoad, NavigationStackKind)
}
