/// A key's answer to the question over the page (`Question.answer`).
package enum QuestionAnswer {
    /// y: the question's action goes ahead.
    case yes(Question.Action)
    /// n or Esc: nothing is done, and nothing sent.
    case no(Question.Action)
    /// Ctrl-C quits at once.
    case quitNow
}

extension Question {
    /// y answers yes; n or Esc answers no; any other key is not an answer (nil).
    package func answer(_ key: Key) -> QuestionAnswer? {
        switch key {
        case .character("y"), .character("Y"): return .yes(action)
        case .character("n"), .character("N"), .escape: return .no(action)
        case .control("c"): return .quitNow
        default: return nil
        }
    }
}
