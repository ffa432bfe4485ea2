/// A finished download to open with its mailcap viewer: `.openViewer` carries it.
struct ViewerRequest: Equatable {
    let id: Int
    let path: String
    let mediaType: String
    let parameters: [String: String]
}
