import Turbo
/// Where the first mouse button went down, kept until it comes up: the
/// release acts only when it lands on the same target of the same page, so
/// one click is one action and a drag from one link to another does nothing.
package struct MousePress: Equatable {
    package enum Target: Equatable {
        /// Anywhere on the help screen: a click closes it.
        case help
        /// The modal's `[Done]`.
        case done
        case link(Int)
        case field(Int)
        /// A `<label>`'s text: it uses its field.
        case label(field: Int)
        /// Any cell of an image's box that is a focus stop (`FocusTargets.images`): it opens the viewer.
        case image(Int)
        /// Text that is none of these: a click there ends typing.
        case page
        /// A tab's label in the tab line: it shows that tab.
        case tab(Int)
        /// "y: yes" (true) or "n: no" of the question over the page (`QuestionBox`).
        case answer(yes: Bool)
    }

    package let target: Target
    package let stack: NavigationStackKind
    package let entryID: PageEntry.ID?
}
