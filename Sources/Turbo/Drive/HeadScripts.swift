import HTML

/// Turbo merges each new page's head into the one shown (`PageRenderer.mergeHead`):
/// the scripts already in the head stay, since a script once run cannot be
/// taken back, and the new page's scripts that are not there yet are added.
/// turbo-tui runs no script, but a page's head is read (by `drive`, by the
/// Turbo presence rule), so it carries the shown head's scripts into the page
/// about to be shown, where they would have accumulated.
package enum HeadScripts {
    /// Appends to `incoming`'s head a copy of each of `shown`'s head scripts it
    /// lacks, compared by outer HTML as Turbo compares head elements.
    package static func carry(from shown: Document, into incoming: Document) {
        guard shown !== incoming, let target = incoming.head, let source = shown.head else { return }
        let present = Set(target.childElements.filter { $0.name == "script" }.map(OuterHTML.of))
        for script in source.childElements where script.name == "script" && !present.contains(OuterHTML.of(script)) {
            target.appendChild(script.deepClone())
        }
    }
}
