import FoundationEssentials
import HTML
import Net
import Turbo

/// HTTP authentication challenges, routed (Hotwire Native's
/// `didReceiveAuthenticationChallenge`): `HTTPAuthentication` owns the
/// challenge and the credentials; the status line asks for the name, then
/// the password; the answer sends the challenged request again, a decline
/// hands its 401 to what it answered.
extension Browser {
    /// A 401 asking for Basic or Digest: the user name is asked for in the
    /// status line. Nil for any other answer (the caller goes on with it).
    package mutating func askForCredentials(_ response: HTTPResponse, answering request: ChallengedRequest) -> [BrowserEffect]? {
        guard let challenge = state.httpAuthentication.challenge(response, answering: request) else { return nil }
        state.chrome.overlay = .prompt(Prompt(kind: .userName(asker: challenge.asker), text: ""))
        state.chrome.message = .info(challenge.question)
        // Refused credentials are not sent again.
        return challenge.rejected ? [.setCredentials(nil, for: response.url)] : []
    }

    /// The password was entered: the challenged request goes again, with the credentials.
    package mutating func answerChallenge(user: String, password: String) -> [BrowserEffect] {
        let credentials = HTTPCredentials(user: user, password: password)
        guard let challenged = state.httpAuthentication.pending?.response.url,
              let request = state.httpAuthentication.answer(credentials) else { return [] }
        state.chrome.message = nil
        // The loop sends them from now on, first with the request the 401 answered.
        return [.setCredentials(credentials, for: challenged)] + sendAgain(request)
    }

    private mutating func sendAgain(_ request: ChallengedRequest) -> [BrowserEffect] {
        switch request {
        case .visit(let entry, let stack):
            return startVisit(entry, in: stack, scroll: nil)
        case .form(let prepared):
            return send(prepared)
        case .frame(let fetch, let load, let stack):
            guard let document = state.stacks[stack].page?.document, Self.contains(document, load.frame.element) else { return [] }
            let ticket: FrameTicket = state.tickets.next()
            return [.loadFrame(state.stacks[stack].registerFrameLoad(fetch, frame: load.frame, ticket: ticket, promotion: load.promotion,
                                                                     morph: load.morph, continuing: load))]
        }
    }

    /// Esc on the user name or password: the 401 page is shown, as without a prompt.
    package mutating func declineChallenge() -> [BrowserEffect] {
        guard let challenge = state.httpAuthentication.decline() else { return [] }
        state.chrome.message = nil
        switch challenge.request {
        case .visit(let entry, let stack):
            return show(VisitResponse(challenge.response), for: entry, in: stack, scroll: nil)
        case .form(let prepared):
            return handleAnswer(challenge.response, to: prepared)
        case .frame(_, let load, let stack):
            guard let document = state.stacks[stack].page?.document, Self.contains(document, load.frame.element) else { return [] }
            return apply(challenge.response, to: load.frame, in: document, stack: stack, promotion: load.promotion,
                                    pageBefore: load.pageBefore, morph: load.morph, continuing: load)
        }
    }

    /// The frame is still in the page shown (not one left since the 401 came).
    private static func contains(_ document: Document, _ element: Element) -> Bool {
        sequence(first: element as Node, next: { $0.parent }).contains { $0 === document }
    }
}
