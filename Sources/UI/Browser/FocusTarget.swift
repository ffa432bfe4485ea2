/// What can hold the focus: a link or a form field of the rendered page,
/// by index into `RenderedPage.links` or `RenderedPage.fields`.
package enum FocusTarget: Hashable {
    case link(Int)
    case field(Int)

    package var link: Int? {
        if case .link(let index) = self { return index }
        return nil
    }

    package var field: Int? {
        if case .field(let index) = self { return index }
        return nil
    }
}
