import Render
/// The tab line's labels and where each is drawn, for the view and for a
/// click alike: `1 Home`, `[2 Posts]` for the shown tab (brackets, bold and
/// reverse: not by colour alone), `3 Chat*` for a live update in the
/// background, `4 Feed!` for an error there. Titles are cut to share the
/// row; when they still do not fit, the labels start late enough for the
/// shown one to be seen, and `<` / `>` say that tabs are cut off.
package struct TabLine {
    package struct Label: Equatable {
        package let index: Int
        package let column: Int
        /// The title part, cut to fit, with the tab's number.
        package let text: String
        package let isShown: Bool
        package let mark: TabMark?
        /// Columns taken, brackets or spaces around the text included.
        package var width: Int { TextWidth.columns(text) + 2 + (mark == nil ? 0 : 1) }
    }

    package private(set) var labels: [Label] = []
    /// Tabs are cut off at the left (`<`) or the right (`>`).
    package private(set) var cutLeft = false
    package private(set) var cutRight = false

    package init(tabs: Tabs, columns: Int) {
        let count = tabs.count
        let longest = max(6, columns / max(count, 1) - 3)
        let texts = tabs.all.enumerated().map { index, tab in Ellipsis.cut("\(index + 1) \(tab.title)", to: longest) }
        func width(_ index: Int) -> Int {
            TextWidth.columns(texts[index]) + 2 + (tabs.all[index].mark == nil || index == tabs.shownIndex ? 0 : 1)
        }
        // Start late enough for the shown tab to fit, a column kept for each arrow.
        var first = 0
        while first < tabs.shownIndex, (first...tabs.shownIndex).map(width).reduce(0, +) + (first > 0 ? 1 : 0) + 1 > columns {
            first += 1
        }
        cutLeft = first > 0
        var column = cutLeft ? 1 : 0
        for index in first..<count {
            let shown = index == tabs.shownIndex
            let label = Label(index: index, column: column, text: texts[index], isShown: shown,
                              mark: shown ? nil : tabs.all[index].mark)
            guard column + label.width <= columns - (index + 1 < count ? 1 : 0) else {
                cutRight = true
                break
            }
            labels.append(label)
            column += label.width
        }
    }

    /// The tab drawn at `column`, for a click.
    package func tab(atColumn column: Int) -> Int? {
        labels.first { (0..<$0.width).contains(column - $0.column) }?.index
    }
}
