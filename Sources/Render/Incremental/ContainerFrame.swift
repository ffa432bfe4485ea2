import HTML
/// What a container's visit holds between laying out its children and
/// closing it, kept so that a layout resumed among its children can close
/// it exactly as the first walk did.
package struct ContainerFrame {
    package let element: Element
    package let isSpecial: Bool
    package let isBlock: Bool
    package let isSpaced: Bool
    package let savedIndent: Int
    package let wasPreformatted: Bool
    /// The style and link the children are laid out in.
    package var childStyle: Style
    package var childLink: Int?
}
