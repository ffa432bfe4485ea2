import HTML
import Turbo

/// The reader's place on a stack's page: scrolling and the focus. The page
/// session owns its page; how many rows its area shows is the screen's
/// layout, so every move is given `rows`.
extension PageSession {
    /// Scrolls by `delta` rows, within the page (0 only brings the top back in range).
    package mutating func scroll(by delta: Int, rows: Int) {
        guard let shown = page else { return }
        changePage { $0.scrollTop = max(0, min(shown.scrollTop + delta, shown.lines.count - rows)) }
    }

    /// Scrolls as little as shows `row`.
    package mutating func scrollToShow(row: Int, rows: Int) {
        guard let shown = page else { return }
        if row < shown.scrollTop {
            changePage { $0.scrollTop = row }
        } else if row >= shown.scrollTop + rows {
            changePage { $0.scrollTop = row - rows + 1 }
        }
    }

    /// The whole field in view, its first row first (a tall one shows its top).
    package mutating func scrollToShow(field index: Int, rows: Int) {
        guard let field = page?.rendered.fields[index] else { return }
        scrollToShow(row: field.line + max(field.height, 1) - 1, rows: rows)
        scrollToShow(row: field.line, rows: rows)
    }

    /// The field in use on screen (after a new layout of the page, or a resize).
    package mutating func scrollToShowFieldInUse(rows: Int) {
        guard let shown = page, let index = fieldInUse?.field(on: shown) else { return }
        scrollToShow(field: index, rows: rows)
    }

    /// The focused link or field in view: a page answered again after a
    /// 422, or opened in a small modal, kept the focus off screen, where
    /// typing went unseen.
    package mutating func revealFocus(rows: Int) {
        guard let shown = page, let focus = shown.focus, let row = shown.targets.row(of: focus) else { return }
        scrollToShow(row: row, rows: rows)
    }

    /// lynx's rule: the focus is on screen or nowhere. When the view moved
    /// (a scroll, a jump, a search, a resize, a change above) and left the
    /// focus off screen, it goes to the first link or field shown, or to none,
    /// so Enter and the status line never act on what the reader cannot see
    /// (`G` then Enter sent a form from the top of the page). A field being
    /// typed in keeps it: a stream or frame arriving must not take it away.
    package mutating func keepFocusShown(rows: Int) {
        guard let shown = page, let focus = shown.focus, fieldInUse == nil else { return }
        let visible = shown.scrollTop..<(shown.scrollTop + max(rows, 0))
        let targets = shown.targets
        guard !targets.isShown(focus, in: visible) else { return }
        let next = targets.first(shownIn: visible)
        changePage { page in
            page.focus = next
            page.focusFollowedView = next != nil
        }
    }

    /// Focuses a link or field and scrolls it into view. False when there is no page.
    @discardableResult
    package mutating func focus(_ target: FocusTarget, rows: Int) -> Bool {
        guard let shown = page else { return false }
        changePage { $0.focus = target }
        readerMovedFocus = true
        if let row = shown.targets.row(of: target) { scrollToShow(row: row, rows: rows) }
        return true
    }

    /// Tab and Shift-Tab go through every target in document order; Down and
    /// Up only to targets on screen, and scroll a line when there is none.
    /// True when the focus moved (a scroll instead is no move of the focus).
    package mutating func moveFocus(forward: Bool, onScreenOnly: Bool, rows: Int) -> Bool {
        guard let shown = page else { return false }
        let visible = shown.scrollTop..<(shown.scrollTop + rows)
        let targets = shown.targets
        var candidate: FocusTarget?
        if let position = targets.position(of: shown.focus) {
            let next = forward ? position + 1 : position - 1
            candidate = targets.order.indices.contains(next) ? targets.order[next] : nil
        } else {
            candidate = forward ? targets.first(atOrAfter: shown.scrollTop) : targets.last(before: visible.upperBound)
        }
        if onScreenOnly, let target = candidate, let row = targets.row(of: target), !visible.contains(row) {
            candidate = nil
        }
        guard let target = candidate else {
            if onScreenOnly { scroll(by: forward ? 1 : -1, rows: rows) }
            return false
        }
        return focus(target, rows: rows)
    }

    /// `#anchor`: its row at the top; empty: the top of the page. False when the page has no such anchor.
    @discardableResult
    package mutating func scroll(toAnchor anchor: String, rows: Int) -> Bool {
        guard page != nil else { return true }
        if anchor.isEmpty {
            changePage { $0.scrollTop = 0 }
            return true
        }
        revealDetails(holding: anchor, rows: rows)
        // Laid out again if details opened: the row is read from the page as it is now.
        if let shown = page, let row = AnchorFinder.row(of: anchor, in: shown) {
            changePage { page in
                page.scrollTop = row
                page.clampScroll(visibleRows: rows)
            }
        } else {
            return false
        }
        return true
    }

    /// `10G`: line 10 at the top (as far as the page goes); the line's number and the page's length, for the status line.
    package mutating func goToLine(_ line: Int, rows: Int) -> (line: Int, of: Int)? {
        guard let shown = page else { return nil }
        rememberJump()
        changePage { $0.scrollTop = min(max(line - 1, 0), max(shown.lines.count - 1, 0)) }
        scroll(by: 0, rows: rows)
        return (min(max(line, 1), shown.lines.count), shown.lines.count)
    }

    /// `''` goes back to where the reader was before a jump (vim's previous context mark).
    package mutating func rememberJump() {
        guard let shown = page else { return }
        changePage { $0.marks[PageView.jumpMark] = shown.readingPosition }
    }
}
