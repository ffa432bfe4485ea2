/// Which elements a stream acts on: `target` (an id) wins over `targets`
/// (a CSS selector), as in Turbo's StreamElement.
public enum StreamTarget: Equatable, Sendable {
    case id(String)
    case selector(SelectorList)

    func elements(in document: Node) -> [Element] {
        switch self {
        case .id(let id): return DocumentWalk.element(withID: id, below: document).map { [$0] } ?? []
        case .selector(let list): return list.matchingElements(in: document)
        }
    }
}
