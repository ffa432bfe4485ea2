/// Element siblings, skipping text and comments between them: what sibling
/// combinators and the `*-child` pseudo-classes count.
extension Node {
    /// The nearest earlier sibling that is an element.
    package var previousElementSibling: Element? {
        var node = previousSibling
        while let current = node {
            if let element = current as? Element { return element }
            node = current.previousSibling
        }
        return nil
    }

    /// The nearest later sibling that is an element.
    package var nextElementSibling: Element? {
        var node = nextSibling
        while let current = node {
            if let element = current as? Element { return element }
            node = current.nextSibling
        }
        return nil
    }
}
