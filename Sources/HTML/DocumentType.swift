/// The page's `<!DOCTYPE>`, a child of the document where it was written.
package final class DocumentType: Node {
    package let name: String
    package let publicIdentifier: String
    package let systemIdentifier: String

    package init(name: String, publicIdentifier: String, systemIdentifier: String) {
        self.name = name
        self.publicIdentifier = publicIdentifier
        self.systemIdentifier = systemIdentifier
    }
}
