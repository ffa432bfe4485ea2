/// What can hold the focus: a link or a form field of the rendered page,
/// by index into `RenderedPage.links` or `RenderedPage.fields`, or an image
/// that is in no link, by index into `FocusTargets.images` (an image in a
/// link is reached through its link; images have no numbers, so the links'
/// numbers stay as they are).
package enum FocusTarget: Hashable {
    case link(Int)
    case field(Int)
    case image(Int)

    package var link: Int? {
        if case .link(let index) = self { return index }
        return nil
    }

    package var field: Int? {
        if case .field(let index) = self { return index }
        return nil
    }

    package var image: Int? {
        if case .image(let index) = self { return index }
        return nil
    }
}
