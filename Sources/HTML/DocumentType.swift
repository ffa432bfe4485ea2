/// The page's `<!DOCTYPE>`, a child of the document where it was written.
public final class DocumentType: Node {
    public let name: String
    public let publicIdentifier: String
    public let systemIdentifier: String

    public init(name: String, publicIdentifier: String, systemIdentifier: String) {
        self.name = name
        self.publicIdentifier = publicIdentifier
        self.systemIdentifier = systemIdentifier
    }
}
