/// An image's own size in pixels, as its decoder read it: what the page's
/// layout reserves a box from when the page declares no size.
package struct PixelSize: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
