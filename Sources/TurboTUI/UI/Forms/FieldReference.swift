/// One field of one page, named so that an answer arriving later (from the
/// editor, a file read) lands on the page it was asked for, or nowhere.
struct FieldReference: Equatable {
    let stack: NavigationStackKind
    let entryID: PageEntry.ID?
    let field: Int
}
