/// A message from a live source of the page on top of `stack`. `document`
/// says which page it was for: one that has left the screen is ignored.
/// `ownRequests` are the browser's request ids, for `refresh` streams.
struct LiveMessage {
    let stack: NavigationStackKind
    let document: Document
    let html: String
    let ownRequests: RequestIDHistory
}
