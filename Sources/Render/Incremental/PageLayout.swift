import HTML
/// What one whole layout gives the incremental layout besides the page.
package struct PageLayout {
    package let page: RenderedPage
    /// Blank lines trimmed from the page's end, which records still count.
    package let trimmed: [StyledLine]
    /// The page's `<label>`s, by the number their text's style carries.
    package let labels: [Element]
}
