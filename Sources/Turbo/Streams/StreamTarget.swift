import HTML
/// Which elements a stream acts on: `target` (an id) wins over `targets`
/// (a CSS selector), as in Turbo's StreamElement.
package enum StreamTarget: Equatable, Sendable {
    case id(String)
    case selector(SelectorList)

    package func elements(in document: Node, index: ElementIDIndex?) -> [Element] {
        switch self {
        case .id(let id):
            let found = index.map { $0.element(withID: id) } ?? DocumentWalk.element(withID: id, below: document)
            return found.map { [$0] } ?? []
        case .selector(let list): return list.matchingElements(in: document)
        }
    }
}
