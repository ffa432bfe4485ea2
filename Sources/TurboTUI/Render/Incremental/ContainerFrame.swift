/// What a container's visit holds between laying out its children and
/// closing it, kept so that a layout resumed among its children can close
/// it exactly as the first walk did.
struct ContainerFrame {
    let element: Element
    let isSpecial: Bool
    let isBlock: Bool
    let isSpaced: Bool
    let savedIndent: Int
    let wasPreformatted: Bool
    /// The style and link the children are laid out in.
    var childStyle: Style
    var childLink: Int?
}
