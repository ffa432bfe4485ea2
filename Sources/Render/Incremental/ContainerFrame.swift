import HTML
/// What a container's visit holds between laying out its children and
/// closing it, kept so that a layout resumed among its children can close
/// it exactly as the first walk did.
package struct ContainerFrame {
    /// The container's tag, all that closing it asks of it (holding the
    /// element cost a retain and a release of every container laid out).
    package let tag: TagName
    package let isSpecial: Bool
    package let isBlock: Bool
    package let isSpaced: Bool
    package let savedIndent: Int
    package let wasPreformatted: Bool
    /// The style and link the children are laid out in.
    package var childStyle: Style
    package var childLink: Int?
}
