import HTML
import Turbo
/// A message from a live source of the page on top of `owner`'s stack.
/// `document` says which page it was for: one that has left is ignored.
/// `ownRequests` are the browser's request ids, for `refresh` streams.
package struct LiveMessage {
    package let owner: LiveOwner
    package let document: Document
    package let html: String
    package let ownRequests: RequestIDHistory

    package init(owner: LiveOwner, document: Document, html: String, ownRequests: RequestIDHistory) {
        self.owner = owner
        self.document = document
        self.html = html
        self.ownRequests = ownRequests
    }
}
