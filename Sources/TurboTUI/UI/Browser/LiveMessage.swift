/// A message from a live source of the page on top of `owner`'s stack.
/// `document` says which page it was for: one that has left is ignored.
/// `ownRequests` are the browser's request ids, for `refresh` streams.
struct LiveMessage {
    let owner: LiveOwner
    let document: Document
    let html: String
    let ownRequests: RequestIDHistory
}
