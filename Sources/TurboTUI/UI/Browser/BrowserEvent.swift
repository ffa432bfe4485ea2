/// Everything that can change the browser's state.
enum BrowserEvent {
    case input(InputEvent)
    case visitFinished(ticket: Int, Result<VisitResponse, VisitFailure>)
    /// Time passed (the progress bar grows).
    case tick
}
