import HTML
import Turbo
/// One field of one page, named so that an answer arriving later (from the
/// editor, a file read) lands on the page it was asked for, or nowhere. The
/// field is its element: by then the page may have put fields before it.
package struct FieldReference: Equatable {
    package let stack: NavigationStackKind
    package let entryID: PageEntry.ID?
    package let element: Element

    package static func == (lhs: FieldReference, rhs: FieldReference) -> Bool {
        lhs.stack == rhs.stack && lhs.entryID == rhs.entryID && lhs.element === rhs.element
    }
}
