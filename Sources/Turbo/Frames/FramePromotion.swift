import FoundationEssentials

/// A frame navigation promoted by `data-turbo-action`: the page's URL
/// becomes the frame's and history is advanced or replaced, with no
/// request and no page render (the frame already shows the content).
package struct FramePromotion: Equatable, Sendable {
    package let url: URL
    package let action: VisitAction
}
