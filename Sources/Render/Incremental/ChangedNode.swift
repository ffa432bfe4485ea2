import HTML
/// A changed node, as the incremental layout looks for what to lay out again.
package enum ChangedNode {
    /// The node's list of children changed.
    case children(Node)
    /// The node itself changed (attributes or text): its parent's layout
    /// of it must be redone.
    case node(Node)
}
