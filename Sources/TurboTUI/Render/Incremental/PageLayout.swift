/// What one whole layout gives the incremental layout besides the page.
struct PageLayout {
    let page: RenderedPage
    /// Blank lines trimmed from the page's end, which records still count.
    let trimmed: [StyledLine]
    /// The page's `<label>`s, by the number their text's style carries.
    let labels: [Element]
}
